/**
 * Catalog: upserted into the branch's one catalog document (HEAD + chunks), rewritten whole under a
 * condition on the catalog version read and a check that the categories it used for identifications
 * did not change meanwhile. Answers 200 `catalog-ingest`.
 *
 * A price the sync moves is checked by the activity log's price-anomaly rule (the same function as
 * `ticket.price_overridden`: ±20 % of the item's range, the catalog's previous price included), after
 * the commit, for plans with the audit module (the loss-prevention rules are that module's).
 */

import type { EventPorts } from '../../adapters/events.ts';
import { businessDateAt, cutoffHourOf } from '../../domain/business-day.ts';
import type { CatalogPriceChange } from '../../domain/catalog/catalog-merge.ts';
import {
  type CatalogMerge,
  DEACTIVATION_THRESHOLD,
  mergeCatalog,
} from '../../domain/catalog/catalog-merge.ts';
import { planAllows } from '../../domain/plans.ts';
import type { CatalogIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { catalogAttributes } from '../../domain/schemas/catalog.ts';
import { readPriceHistory } from '../../storage/anomaly-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { catalogSyncWrites, readCatalog, readCategories } from '../../storage/catalog-store.ts';
import type { Deps } from '../deps.ts';
import { detectPriceAnomaly } from '../live/activity-effects.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { assertFitsOneTransaction, parseIngest, synced } from './common.ts';

export async function ingestCatalog(
  deps: Deps & EventPorts,
  request: IngestRequest,
): Promise<IngestPlan<Resource<CatalogIngestAttributes>>> {
  const { attributes } = parseIngest(request, 'catalog', catalogAttributes);
  const branchId = request.branch.branch_identifier;
  const [catalog, categories] = await Promise.all([
    readCatalog(deps, branchId),
    readCategories(deps, branchId),
  ]);
  const now = request.now.toISOString();
  const merge = mergeCatalog(catalog.value, attributes.items, categories.value.categories, now);
  const writes = catalogSyncWrites(deps, branchId, catalog, merge.document, categories.version, now);
  assertFitsOneTransaction(writes);
  const checked = planAllows(request.branch.plan, 'audit') ? merge.priceChanges : [];
  return {
    result: synced({
      created: merge.created,
      updated: merge.updated,
      total_sent: attributes.items.length,
      message: catalogMessage(merge, attributes.items.length),
      items: merge.results,
    }),
    writes,
    ...(checked.length > 0
      ? { afterCommit: () => checkCatalogPrices(deps, request.branch, request.now, checked) }
      : {}),
  };
}

/** Each price the sync moved, against the item's history and its catalog price before the sync. */
async function checkCatalogPrices(
  deps: Deps & EventPorts,
  branch: BranchProfile,
  now: Date,
  changes: readonly CatalogPriceChange[],
): Promise<void> {
  const at = now.toISOString();
  const date = businessDateAt(at, branch.timezone, cutoffHourOf(branch));
  if (date === null) return;
  const history = await readPriceHistory(deps, branch.branch_identifier);
  for (const change of changes) {
    await detectPriceAnomaly(
      deps,
      branch,
      date,
      {
        item: change.name,
        original_cents: change.previous_cents,
        new_cents: change.new_cents,
        actor: null,
        at,
        reference: `catalog:${change.new_cents}`,
        source: 'catalog',
        event_id: null,
      },
      history,
      change.previous_cents,
    );
  }
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
