/**
 * Cash-register closings. A zout closes the business day: its document and the day's state item
 * (`closed = true`) are written together, and the state item's stream record starts the day's
 * aggregation. An xout is stored with the day's documents but informational: it does not touch the
 * state item, so it never triggers anything. The business date is that of the END of the closing's
 * period (`end_at`) in the branch's time zone with its business-day cutoff hour (shared/domain/
 * business-day.ts): a zout from 23:50 on the 1st to 23:45 on the 2nd closes the 2nd; a bar's zout
 * ending at 01:30 closes the previous day.
 */

import type { EventPorts } from '../../adapters/events.ts';
import { closingFigures, summariesByType } from '../../domain/analytics/builders/cash.ts';
import { closingBusinessDate, cutoffHourOf } from '../../domain/business-day.ts';
import { assertPlausibleTimestamp } from '../../domain/date-limits.ts';
import type { CashRegisterIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { cashRegisterAttributes, closesItsDay } from '../../domain/schemas/cash-register.ts';
import { type ClosingVariance, cashVarianceOf } from '../../domain/webhooks/cash-variance.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { type DayDocument, dayDocumentWrites } from '../../storage/day-store.ts';
import { getBranchSettings } from '../../storage/settings-store.ts';
import { type AnnounceDeps, announceCashVariances } from '../alerts/announce.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { accepted, assertFitsOneTransaction, dateLimitsOf, parseIngest } from './common.ts';
import { dayRoomFor } from './day-room.ts';

export async function ingestCashRegister(
  deps: Deps & EventPorts,
  request: IngestRequest,
): Promise<IngestPlan<Resource<CashRegisterIngestAttributes>>> {
  const { attributes, meta } = parseIngest(request, 'cash-register', cashRegisterAttributes);
  const limits = dateLimitsOf(request);
  assertPlausibleTimestamp('data.attributes.start_at', attributes.start_at, limits);
  assertPlausibleTimestamp('data.attributes.end_at', attributes.end_at, limits);
  const zout = closesItsDay(attributes);
  const businessDate = closingBusinessDate(attributes, request.branch.timezone, cutoffHourOf(request.branch));
  // The schema accepted end_at as a timestamp with an offset, so it always has a local date.
  if (businessDate === null) throw new RangeError(`end_at is not a timestamp: ${attributes.end_at}`);
  const document: DayDocument<'cash-register'> = {
    resource: 'cash-register',
    document_id: deps.newId(),
    // The POS sends a closing under the closing's own UUID: that is the folio it knows it by.
    idempotency_key: request.idempotencyKey,
    business_date: businessDate,
    received_at: request.now.toISOString(),
    attributes,
    meta,
  };
  // A zout counts against its day's capacity of closings (day-capacity.ts); the field is its end_at.
  const room = zout
    ? await dayRoomFor(deps, request, document, undefined, 'data.attributes.end_at')
    : undefined;
  const writes = dayDocumentWrites(deps, request.branch.branch_identifier, document, {
    closesDay: zout,
    touchesState: zout,
    ...(room ? { room } : {}),
  });
  assertFitsOneTransaction(writes);
  const message = zout
    ? `zout closing received for business date ${document.business_date}; the day's aggregates are being regenerated (about 5 seconds).`
    : attributes.closing_type === 'zout'
      ? `zout closing with status ${attributes.status} stored for business date ${document.business_date}; only a completed zout closes the day, so it is informational and does not regenerate the day's aggregates.`
      : `xout closing stored for business date ${document.business_date}; it is informational and does not regenerate the day's aggregates.`;
  // The closing's variance, as the reconciliation computes it; announced once the closing is stored.
  const figures = closingFigures(summariesByType(attributes));
  const closing: ClosingVariance = {
    date: businessDate,
    // The folio the reconciliation gives it: a correction keeps the folio of the closing it replaces.
    folio: typeof meta.replaces === 'string' && meta.replaces !== '' ? meta.replaces : request.idempotencyKey,
    closing_type: attributes.closing_type,
    source: 'cash-register',
    cashier: typeof meta.cashier_name === 'string' ? meta.cashier_name : null,
    variance_cents: figures.variance_cents,
    variance_base_cents: figures.variance_base_cents,
  };
  return {
    result: accepted(document.document_id, {
      queued: true,
      closing_type: attributes.closing_type,
      message,
    }),
    writes,
    afterCommit: () => announceClosingVariance(deps, request.branch, closing),
  };
}

/**
 * `cash.variance` as soon as a closing (xout or zout) shows it, not only at the zout's aggregation:
 * the spec asks for an immediate alert to the manager. Once per closing (the aggregation finds the
 * closing's marker and does not announce it again).
 */
export async function announceClosingVariance(
  deps: AnnounceDeps,
  branch: BranchProfile,
  closing: ClosingVariance,
): Promise<void> {
  if (closing.variance_cents === null || closing.variance_base_cents === null) return;
  const settings = await getBranchSettings(deps, branch.branch_identifier);
  const variance = cashVarianceOf(closing, settings.cash_variance_threshold_pct);
  if (variance !== null) await announceCashVariances(deps, branch, [variance]);
}
