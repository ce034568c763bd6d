/**
 * Catalog: upserted into the branch's one catalog document (HEAD + chunks), rewritten whole under a
 * condition on the catalog version read and a check that the categories it used for identifications
 * did not change meanwhile. Answers 200 `catalog-ingest`.
 */

import {
  type CatalogMerge,
  DEACTIVATION_THRESHOLD,
  mergeCatalog,
} from '../../domain/catalog/catalog-merge.ts';
import type { CatalogIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { catalogAttributes } from '../../domain/schemas/catalog.ts';
import {
  catalogLocation,
  categoriesLocation,
  readCatalog,
  readCategories,
} from '../../storage/catalog-store.ts';
import { versionCheck, versionedWrites } from '../../storage/versioned-document.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { assertFitsOneTransaction, assertOwnBranch, parseIngest, synced } from './common.ts';

export async function ingestCatalog(
  deps: Deps,
  request: IngestRequest,
): Promise<IngestPlan<Resource<CatalogIngestAttributes>>> {
  const { attributes } = parseIngest(request, 'catalog', catalogAttributes);
  assertOwnBranch(request, attributes.branch_identifier);
  const branchId = request.branch.branch_identifier;
  const [catalog, categories] = await Promise.all([
    readCatalog(deps, branchId),
    readCategories(deps, branchId),
  ]);
  const now = request.now.toISOString();
  const merge = mergeCatalog(catalog.value, attributes.items, categories.value.categories, now);
  const writes = [
    ...versionedWrites(deps, catalogLocation(branchId), catalog, merge.document, now),
    versionCheck(deps, categoriesLocation(branchId), categories.version),
  ];
  assertFitsOneTransaction(writes);
  return {
    result: synced({
      created: merge.created,
      updated: merge.updated,
      total_sent: attributes.items.length,
      message: catalogMessage(merge, attributes.items.length),
      items: merge.results,
    }),
    writes,
  };
}

function catalogMessage(merge: CatalogMerge, sent: number): string {
  const parts = [`Catalog synchronized: ${merge.created} created, ${merge.updated} updated`];
  parts.push(
    sent >= DEACTIVATION_THRESHOLD
      ? `, ${merge.deactivated} absent item${merge.deactivated === 1 ? '' : 's'} deactivated.`
      : `; fewer than ${DEACTIVATION_THRESHOLD} items sent, so absent items were left unchanged.`,
  );
  if (merge.uncategorized > 0) {
    parts.push(
      ` ${merge.uncategorized} item${merge.uncategorized === 1 ? ' has' : 's have'} a NOCAT identification because ${merge.uncategorized === 1 ? 'its' : 'their'} category is unknown: send the categories, then the catalog again.`,
    );
  }
  return parts.join('');
}
