/**
 * The branch's catalog and categories: one compressed versioned document each (HEAD + chunks under
 * keys.catalogPartition / keys.categoriesPartition), read whole and rewritten whole on each sync.
 */
import { type CatalogDocument, EMPTY_CATALOG } from '../domain/catalog/catalog-merge.ts';
import { type CategoriesDocument, EMPTY_CATEGORIES } from '../domain/catalog/category-tree.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { keys } from './keys.ts';
import {
  readVersioned,
  type VersionedDocument,
  type VersionedDocumentLocation,
  type VersionRead,
  versionCheck,
  versionedWrites,
} from './versioned-document.ts';

/** Where each of the branch's two documents is stored (its key builders in keys.ts). */
const catalogLocation = (branchId: string): VersionedDocumentLocation => ({
  partition: keys.catalogPartition(branchId),
  head: keys.catalogHead(branchId),
  chunk: (index) => keys.catalogChunk(branchId, index),
});
const categoriesLocation = (branchId: string): VersionedDocumentLocation => ({
  partition: keys.categoriesPartition(branchId),
  head: keys.categoriesHead(branchId),
  chunk: (index) => keys.categoriesChunk(branchId, index),
});

/** The document at `location` as stored, `empty` when none was ever sent. */
async function readOrEmpty<T>(
  deps: StorageDeps,
  location: VersionedDocumentLocation,
  empty: T,
): Promise<VersionedDocument<T> & { value: T }> {
  const stored = await readVersioned<T>(deps, location);
  return { ...stored, value: stored.value ?? empty };
}

/** The branch's catalog as stored, active and inactive items (empty when none was ever sent). */
export function readCatalog(
  deps: StorageDeps,
  branchId: string,
): Promise<VersionedDocument<CatalogDocument> & { value: CatalogDocument }> {
  return readOrEmpty(deps, catalogLocation(branchId), EMPTY_CATALOG);
}

/** The branch's categories as stored (empty when none were ever sent). */
export function readCategories(
  deps: StorageDeps,
  branchId: string,
): Promise<VersionedDocument<CategoriesDocument> & { value: CategoriesDocument }> {
  return readOrEmpty(deps, categoriesLocation(branchId), EMPTY_CATEGORIES);
}

/** A categories sync: the document rewritten whole, on condition it is still the version read. */
export function categoriesSyncWrites(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  previous: VersionRead,
  document: CategoriesDocument,
  updatedAt: string,
): TransactItem[] {
  return versionedWrites(deps, categoriesLocation(branchId), previous, document, updatedAt);
}

/**
 * A catalog sync: the catalog rewritten whole on condition it is still the version read, and the
 * categories its items were identified against checked unchanged (`categoriesVersion`, as read).
 */
export function catalogSyncWrites(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  previous: VersionRead,
  document: CatalogDocument,
  categoriesVersion: number,
  updatedAt: string,
): TransactItem[] {
  return [
    ...versionedWrites(deps, catalogLocation(branchId), previous, document, updatedAt),
    versionCheck(deps, categoriesLocation(branchId), categoriesVersion),
  ];
}
