/**
 * The branch's catalog and categories: one compressed versioned document each (HEAD + chunks under
 * keys.catalogPartition / keys.categoriesPartition), read whole and rewritten whole on each sync.
 */
import { type CatalogDocument, EMPTY_CATALOG } from '../domain/catalog/catalog-merge.ts';
import { type CategoriesDocument, EMPTY_CATEGORIES } from '../domain/catalog/category-tree.ts';
import type { StorageDeps } from './db.ts';
import { keys } from './keys.ts';
import {
  readVersioned,
  type VersionedDocument,
  type VersionedDocumentLocation,
} from './versioned-document.ts';

export function catalogLocation(branchId: string): VersionedDocumentLocation {
  return {
    partition: keys.catalogPartition(branchId),
    head: keys.catalogHead(branchId),
    chunk: (index) => keys.catalogChunk(branchId, index),
  };
}

/** The branch's catalog as stored, active and inactive items (empty when none was ever sent). */
export async function readCatalog(
  deps: StorageDeps,
  branchId: string,
): Promise<VersionedDocument<CatalogDocument> & { value: CatalogDocument }> {
  const stored = await readVersioned<CatalogDocument>(deps, catalogLocation(branchId));
  return { ...stored, value: stored.value ?? EMPTY_CATALOG };
}

export function categoriesLocation(branchId: string): VersionedDocumentLocation {
  return {
    partition: keys.categoriesPartition(branchId),
    head: keys.categoriesHead(branchId),
    chunk: (index) => keys.categoriesChunk(branchId, index),
  };
}

/** The branch's categories as stored (empty when none were ever sent). */
export async function readCategories(
  deps: StorageDeps,
  branchId: string,
): Promise<VersionedDocument<CategoriesDocument> & { value: CategoriesDocument }> {
  const stored = await readVersioned<CategoriesDocument>(deps, categoriesLocation(branchId));
  return { ...stored, value: stored.value ?? EMPTY_CATEGORIES };
}
