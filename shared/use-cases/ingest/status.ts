/**
 * GET /api/v1/ingest/status: the integration health of a branch over a date range. Per business
 * day: the documents received by kind (count, last arrival), whether its zout (and how many xouts)
 * arrived, when it was built, its failed build, and the webhook deliveries of that day that ended
 * failed. Days with documents but no zout are flagged (`needs_zout`: they are never built), and so
 * are days whose zout arrived but whose build is missing or older than their latest document.
 *
 * A few Queries, whatever the range: the branch's ingest log (keys.ingestLog, counted in each
 * document's transaction), its snapshot markers, its slice of the failed-build registry, and per
 * webhook subscription (at most 10) the delivery ids created during the range (ULIDs sort by time).
 */
import { resolvePeriod } from '../../domain/analytics/period.ts';
import { businessDateAt, businessRangeMillis, cutoffHourOf } from '../../domain/business-day.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import type {
  IngestStatusAttributes,
  IngestStatusDay,
  IngestStatusMeta,
} from '../../domain/responses/ingest-status.ts';
import type { Resource } from '../../domain/results.ts';
import { ingestStatusQuery } from '../../domain/schemas/ingest-status-query.ts';
import { type BuildFailure, listBranchBuildFailures } from '../../storage/build-failure-store.ts';
import type { StorageDeps } from '../../storage/db.ts';
import {
  INGEST_LOG_KINDS,
  type IngestLogEntry,
  type IngestLogKind,
  readIngestLog,
} from '../../storage/ingest-log-store.ts';
import { readSnapshotsInRange } from '../../storage/snapshot-store.ts';
import {
  listDeliveriesBetween,
  listSubscriptions,
  type WebhookDelivery,
} from '../../storage/webhook-store.ts';
import { inBranchTime, latestBuiltAt } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { deliveryIdBounds } from '../webhooks/ids.ts';

type Documents = IngestStatusDay['documents'];

const DOCUMENT_MEMBER: Record<IngestLogKind, keyof Documents> = {
  orders: 'orders',
  discounts: 'discounts',
  cancellations: 'cancellations',
  payments: 'payments',
  sales: 'sales',
  'cash-register-zout': 'cash_register_zout',
  'cash-register-xout': 'cash_register_xout',
};

/** Kinds whose arrival marks a closed day for a rebuild (xouts are informational: never built). */
const REBUILDING_KINDS: ReadonlySet<IngestLogKind> = new Set(
  INGEST_LOG_KINDS.filter((kind) => kind !== 'cash-register-xout'),
);

export async function getIngestStatus(
  deps: StorageDeps,
  request: RouteRequest,
): Promise<Resource<IngestStatusAttributes, IngestStatusMeta>> {
  const query = parseQuery(request.query, ingestStatusQuery);
  const { branch } = request;
  const branchId = branch.branch_identifier;
  const timeZone = branch.timezone;
  const cutoffHour = cutoffHourOf(branch);
  const range = resolvePeriod(query, request.now, timeZone, cutoffHour);

  const [log, snapshots, failures, deliveries] = await Promise.all([
    readIngestLog(deps, branchId, range.from, range.to),
    readSnapshotsInRange(deps, branchId, range.from, range.to),
    listBranchBuildFailures(deps, branchId, range.from, range.to),
    failedDeliveriesOf(deps, branchId, range, timeZone, cutoffHour),
  ]);

  const at = (instant: string) => inBranchTime(instant, timeZone);
  const dates = new Set<string>([
    ...log.map((entry) => entry.business_date),
    ...snapshots.map((snapshot) => snapshot.date),
    ...failures.flatMap((failure) => (failure.business_date === null ? [] : [failure.business_date])),
    ...deliveries.keys(),
  ]);
  const days = [...dates]
    .filter((date) => date >= range.from && date <= range.to)
    .sort()
    .map((date) =>
      dayStatus(
        date,
        log.filter((entry) => entry.business_date === date),
        snapshots.find((snapshot) => snapshot.date === date),
        failures.find((failure) => failure.business_date === date),
        deliveries.get(date) ?? [],
        at,
      ),
    );

  return {
    attributes: {
      days,
      days_needing_zout: days.filter((day) => day.needs_zout).length,
      days_awaiting_build: days.filter((day) => day.awaiting_build).length,
      days_failed: days.filter((day) => day.build_failure !== null).length,
    },
    meta: {
      period: { from: range.from, to: range.to },
      branch_identifier: branchId,
      snapshot_date: (() => {
        const latest = latestBuiltAt(snapshots);
        return latest === null ? null : at(latest);
      })(),
    },
  };
}

function dayStatus(
  date: string,
  entries: IngestLogEntry[],
  snapshot: { built_at: string; revision: number } | undefined,
  failure: BuildFailure | undefined,
  deliveries: WebhookDelivery[],
  at: (instant: string) => string,
): IngestStatusDay {
  const documents = Object.fromEntries(
    Object.values(DOCUMENT_MEMBER).map((member) => [member, { count: 0, last_received_at: null }]),
  ) as Documents;
  for (const entry of entries) {
    documents[DOCUMENT_MEMBER[entry.kind]] = {
      count: entry.document_count,
      last_received_at: at(entry.last_received_at),
    };
  }
  const zoutReceived = documents.cash_register_zout.count > 0;
  const businessDocuments = entries.some(
    (entry) => entry.kind !== 'cash-register-xout' && entry.document_count > 0,
  );
  // The latest arrival that marks the closed day for a rebuild (UTC instants compare as strings).
  const lastRebuilding = entries
    .filter((entry) => REBUILDING_KINDS.has(entry.kind))
    .reduce<string | null>(
      (latest, entry) =>
        latest === null || entry.last_received_at > latest ? entry.last_received_at : latest,
      null,
    );
  return {
    date,
    documents,
    zout_received: zoutReceived,
    xout_count: documents.cash_register_xout.count,
    built_at: snapshot ? at(snapshot.built_at) : null,
    snapshot_revision: snapshot ? snapshot.revision : null,
    needs_zout: businessDocuments && !zoutReceived,
    awaiting_build:
      zoutReceived &&
      (snapshot === undefined || (lastRebuilding !== null && snapshot.built_at < lastRebuilding)),
    build_failure: failure
      ? { failed_at: at(failure.failed_at), reason: failure.reason, error: failure.error }
      : null,
    failed_deliveries: deliveries
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((delivery) => ({
        delivery_id: delivery.id,
        subscription_id: delivery.subscription_id,
        event: delivery.event,
        event_id: delivery.event_id,
        created_at: at(delivery.created_at),
        attempts: delivery.attempts.length,
        last_status_code: delivery.attempts.at(-1)?.status_code ?? null,
      })),
  };
}

/**
 * Failed deliveries created during the range's business days, by business date. Delivery ids are
 * ULIDs, so the instants from the first day's cutoff to the day after the last one's are one id
 * range per subscription (a subscription deleted since takes its deliveries out of this view).
 */
async function failedDeliveriesOf(
  deps: StorageDeps,
  branchId: string,
  range: { from: string; to: string },
  timeZone: string,
  cutoffHour: number,
): Promise<Map<string, WebhookDelivery[]>> {
  const { fromMillis, toMillis } = businessRangeMillis(range, timeZone, cutoffHour);
  const ids = deliveryIdBounds(new Date(fromMillis), new Date(toMillis - 1));
  const subscriptions = await listSubscriptions(deps, branchId);
  const lists = await Promise.all(
    subscriptions.map((subscription) =>
      listDeliveriesBetween(deps, branchId, subscription.id, {
        fromId: ids.first,
        toId: ids.last,
        status: 'failed',
      }),
    ),
  );
  const byDate = new Map<string, WebhookDelivery[]>();
  for (const delivery of lists.flat()) {
    const date = businessDateAt(delivery.created_at, timeZone, cutoffHour);
    if (date === null || date < range.from || date > range.to) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), delivery]);
  }
  return byDate;
}
