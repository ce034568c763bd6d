/**
 * The branch's catalog and categories: one compressed versioned document each (HEAD + chunks under
 * keys.catalogPartition / keys.categoriesPartition), read whole and rewritten whole on each sync.
 */
import { type CatalogDocument, EMPTY_CATALOG } from '../domain/catalog/catalog-merge.ts';
import { type CategoriesDocument, EMPTY_CATEGORIES } from '../domain/catalog/category-tree.ts';
import type { StorageDeps } from './db.ts';
import { keys, type TableKey } from './keys.ts';
import {
  readVersioned,
  type VersionedDocument,
  type VersionedDocumentLocation,
} from './versioned-document.ts';

/** The location of a branch's document of one kind, from its key builders in keys.ts. */
const locationOf =
  (
    partition: (branchId: string) => string,
    head: (branchId: string) => TableKey,
    chunk: (branchId: string, index: number) => TableKey,
  ) =>
  (branchId: string): VersionedDocumentLocation => ({
    partition: partition(branchId),
    head: head(branchId),
    chunk: (index) => chunk(branchId, index),
  });

export const catalogLocation = /* @__PURE__ */ locationOf(
  keys.catalogPartition,
  keys.catalogHead,
  keys.catalogChunk,
);
export const categoriesLocation = /* @__PURE__ */ locationOf(
  keys.categoriesPartition,
  keys.categoriesHead,
  keys.categoriesChunk,
);

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
