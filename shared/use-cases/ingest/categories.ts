/**
 * Categories: upserted into the branch's one categories document (HEAD + chunks), rewritten whole
 * under a condition on the version read. Answers 200 `categories-ingest` with each sent category's
 * pos_express_id, which the companion system needs before it syncs products.
 */

import {
  type CategoriesDocument,
  EMPTY_CATEGORIES,
  mergeCategories,
} from '../../domain/catalog/category-tree.ts';
import { categoriesAttributes } from '../../domain/schemas/categories.ts';
import type { Deps } from '../../runtime/deps.ts';
import { keys } from '../../storage/keys.ts';
import {
  readVersioned,
  type VersionedDocument,
  type VersionedDocumentLocation,
  versionedWrites,
} from '../../storage/versioned-document.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { assertFitsOneTransaction, assertOwnBranch, parseIngest, synced } from './common.ts';

export function categoriesLocation(branchId: string): VersionedDocumentLocation {
  return {
    partition: keys.categoriesPartition(branchId),
    head: keys.categoriesHead(branchId),
    chunk: (index) => keys.categoriesChunk(branchId, index),
  };
}

/** The branch's categories as stored (empty when none were ever sent). */
export async function readCategories(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
): Promise<VersionedDocument<CategoriesDocument> & { value: CategoriesDocument }> {
  const stored = await readVersioned<CategoriesDocument>(deps, categoriesLocation(branchId));
  return { ...stored, value: stored.value ?? EMPTY_CATEGORIES };
}

export async function ingestCategories(deps: Deps, request: IngestRequest): Promise<IngestPlan> {
  const { attributes } = parseIngest(request, 'categories', categoriesAttributes);
  assertOwnBranch(request, attributes.branch_identifier);
  const branchId = request.branch.branch_identifier;
  const stored = await readCategories(deps, branchId);
  const now = request.now.toISOString();
  const merge = mergeCategories(stored.value, attributes.categories, now);
  const writes = versionedWrites(deps, categoriesLocation(branchId), stored, merge.document, now);
  assertFitsOneTransaction(writes);
  return {
    response: synced('categories-ingest', {
      created: merge.created,
      updated: merge.updated,
      categories: merge.results.map((category) => ({
        identifier: category.identifier,
        pos_express_id: category.pos_express_id,
        name: category.name,
      })),
    }),
    writes,
  };
}
