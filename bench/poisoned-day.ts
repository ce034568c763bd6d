/**
 * A poisoned day for the faults bench (issue: poison is not retried): a closed day stored with two
 * summaries at the largest safe integer, written straight to the table as data from before the
 * bounds at the door (or a bug) would be. Its build must be recorded as failed and reported by
 * /ingest/status, never retried into the DLQ, while every other day builds.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DayAttributes, DayDocument } from '#shared/storage/day-store.ts';
import { dayDocumentWrites } from '#shared/storage/day-store.ts';
import type { LocalStack } from '../local/stack.ts';
import { type BenchBranch, callApi, createBenchBranch } from './harness.ts';

export const POISONED_DATE = '2026-03-06';

/** A branch whose one closed day cannot be built; the build is triggered by the write. */
export async function plantPoisonedDay(stack: LocalStack): Promise<BenchBranch> {
  const branch = await createBenchBranch(stack, 'Poisoned', 'pro');
  const attributes = {
    closing_type: 'zout',
    start_at: `${POISONED_DATE}T08:00:00-06:00`,
    end_at: `${POISONED_DATE}T23:00:00-06:00`,
    status: 'completed',
    summaries: [
      { type: 'cash_sales', amount_cents: Number.MAX_SAFE_INTEGER },
      { type: 'card_sales', amount_cents: Number.MAX_SAFE_INTEGER },
    ],
  };
  const document: DayDocument = {
    resource: 'cash-register',
    document_id: randomUUID(),
    business_date: POISONED_DATE,
    received_at: new Date().toISOString(),
    attributes: attributes as Partial<DayAttributes['cash-register']> as DayAttributes['cash-register'],
    meta: {},
  };
  const options = { closesDay: true, touchesState: true };
  await stack.deps.db.send(
    new TransactWriteCommand({
      TransactItems: dayDocumentWrites(stack.deps, branch.branchId, document, options),
    }),
  );
  return branch;
}

/** The count-back's line: whether /ingest/status reports the day as failed, with its reason. */
export async function poisonedDayNote(stack: LocalStack, branch: BenchBranch): Promise<string> {
  const body = JSON.parse(
    await callApi(stack, branch, 'GET', '/api/v1/ingest/status', {
      query: { date_from: POISONED_DATE, date_to: POISONED_DATE },
    }),
  ) as { data: { attributes: { days: { build_failure: { reason: string } | null }[] } } };
  const failure = body.data.attributes.days[0]?.build_failure ?? null;
  return failure === null
    ? `poisoned day ${POISONED_DATE}: NOT reported by /ingest/status`
    : `poisoned day ${POISONED_DATE}: reported by /ingest/status as a failed build, not retried ("${failure.reason.slice(0, 120)}")`;
}
