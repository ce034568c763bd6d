/**
 * Catalog: upserted into the branch's one catalog document (HEAD + chunks), rewritten whole under a
 * condition on the catalog version read and a check that the categories it used for identifications
 * did not change meanwhile. Answers 200 `catalog-ingest`.
 */

import {
  type CatalogDocument,
  type CatalogMerge,
  DEACTIVATION_THRESHOLD,
  EMPTY_CATALOG,
  mergeCatalog,
} from '../../domain/catalog/catalog-merge.ts';
import { catalogAttributes } from '../../domain/schemas/catalog.ts';
import type { Deps } from '../../runtime/deps.ts';
import { keys } from '../../storage/keys.ts';
import {
  readVersioned,
  type VersionedDocument,
  type VersionedDocumentLocation,
  versionCheck,
  versionedWrites,
} from '../../storage/versioned-document.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { categoriesLocation, readCategories } from './categories.ts';
import { assertFitsOneTransaction, assertOwnBranch, parseIngest, synced } from './common.ts';

export function catalogLocation(branchId: string): VersionedDocumentLocation {
  return {
    partition: keys.catalogPartition(branchId),
    head: keys.catalogHead(branchId),
    chunk: (index) => keys.catalogChunk(branchId, index),
  };
}

/** The branch's catalog as stored, active and inactive items (empty when none was ever sent). */
export async function readCatalog(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
): Promise<VersionedDocument<CatalogDocument> & { value: CatalogDocument }> {
  const stored = await readVersioned<CatalogDocument>(deps, catalogLocation(branchId));
  return { ...stored, value: stored.value ?? EMPTY_CATALOG };
}

export async function ingestCatalog(deps: Deps, request: IngestRequest): Promise<IngestPlan> {
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
    response: synced('catalog-ingest', {
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
