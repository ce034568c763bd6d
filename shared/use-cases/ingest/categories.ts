/**
 * Categories: upserted into the branch's one categories document (HEAD + chunks), rewritten whole
 * under a condition on the version read. Answers 200 `categories-ingest` with each sent category's
 * pos_express_id, which the companion system needs before it syncs products.
 */

import { mergeCategories } from '../../domain/catalog/category-tree.ts';
import type { CategoriesIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { categoriesAttributes } from '../../domain/schemas/categories.ts';
import { categoriesSyncWrites, readCategories } from '../../storage/catalog-store.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { assertFitsOneTransaction, parseIngest, synced } from './common.ts';

export async function ingestCategories(
  deps: Deps,
  request: IngestRequest,
): Promise<IngestPlan<Resource<CategoriesIngestAttributes>>> {
  const { attributes } = parseIngest(request, 'categories', categoriesAttributes);
  const branchId = request.branch.branch_identifier;
  const stored = await readCategories(deps, branchId);
  const now = request.now.toISOString();
  const merge = mergeCategories(stored.value, attributes.categories, now);
  const writes = categoriesSyncWrites(deps, branchId, stored, merge.document, now);
  assertFitsOneTransaction(writes);
  return {
    result: synced({
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
