/**
 * Cash-register closings. A zout closes the business day: its document and the day's state item
 * (`closed = true`) are written together, and the state item's stream record starts the day's
 * aggregation. An xout is stored with the day's documents but informational: it does not touch the
 * state item, so it never triggers anything. The business date is that of the END of the closing's
 * period (`end_at`) in the branch's time zone with its business-day cutoff hour (shared/domain/
 * business-day.ts): a zout from 23:50 on the 1st to 23:45 on the 2nd closes the 2nd; a bar's zout
 * ending at 01:30 closes the previous day.
 */

import { closingBusinessDate, cutoffHourOf } from '../../domain/business-day.ts';
import { assertPlausibleTimestamp } from '../../domain/date-limits.ts';
import type { CashRegisterIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import { cashRegisterAttributes } from '../../domain/schemas/cash-register.ts';
import { type DayDocument, dayDocumentWrites } from '../../storage/day-store.ts';
import type { Deps } from '../deps.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { accepted, assertFitsOneTransaction, assertOwnBranch, dateLimitsOf, parseIngest } from './common.ts';

export async function ingestCashRegister(
  deps: Deps,
  request: IngestRequest,
): Promise<IngestPlan<Resource<CashRegisterIngestAttributes>>> {
  const { attributes, meta } = parseIngest(request, 'cash-register', cashRegisterAttributes);
  assertOwnBranch(request, attributes.branch_identifier);
  const limits = dateLimitsOf(request);
  assertPlausibleTimestamp('data.attributes.start_at', attributes.start_at, limits);
  assertPlausibleTimestamp('data.attributes.end_at', attributes.end_at, limits);
  const zout = attributes.closing_type === 'zout';
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
  const writes = dayDocumentWrites(deps, request.branch.branch_identifier, document, {
    closesDay: zout,
    touchesState: zout,
  });
  assertFitsOneTransaction(writes);
  const message = zout
    ? `zout closing received for business date ${document.business_date}; the day's aggregates are being regenerated (about 5 seconds).`
    : `xout closing stored for business date ${document.business_date}; it is informational and does not regenerate the day's aggregates.`;
  return {
    result: accepted(document.document_id, {
      queued: true,
      closing_type: attributes.closing_type,
      message,
    }),
    writes,
  };
}
