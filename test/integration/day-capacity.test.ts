/**
 * A business day's capacity (shared/domain/day-capacity.ts, docs/ingest-schemas.md "Numeric
 * bounds"): order lines, discounts and cancellations are counted by rows, sales summaries, payments
 * and zout closings by documents, on the day's state item. The counts are laid on the state item
 * directly (200,000 real rows would be ten 4 MiB requests): the request past the capacity is 422
 * naming the field and stores nothing, the one that fits is 202, and an xout is never counted.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DAY_DOCUMENTS, MAX_DAY_ROWS } from '#shared/domain/limits.ts';
import { readDayCounts } from '#shared/storage/ingest-log-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { BUSINESS_DATE } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { dayDocumentAttributes, envelope, expectError, post } from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

/** Sets what the day's state item has counted of `kind` (as earlier documents would have). */
async function layCounts(branch: TestBranch, kind: string, counts: { documents: number; rows: number }) {
  await stack.deps.db.send(
    new UpdateCommand({
      TableName: stack.deps.tableName,
      Key: keys.dayState(branch.branchId, BUSINESS_DATE),
      // With the attributes stateUpdate (day-store.ts) sets beside the counts, as a real state item has.
      UpdateExpression:
        'SET branch_id = :branch, business_date = :date, last_change_at = :at, #last = :at, #count = :documents, #rows = :rows ADD revision :documents',
      ExpressionAttributeNames: {
        '#count': `log_count_${kind}`,
        '#rows': `log_rows_${kind}`,
        '#last': `log_last_${kind}`,
      },
      ExpressionAttributeValues: {
        ':branch': branch.branchId,
        ':date': BUSINESS_DATE,
        ':at': clock.now().toISOString(),
        ':documents': counts.documents,
        ':rows': counts.rows,
      },
    }),
  );
}

describe('a business day holds at most MAX_DAY_ROWS rows of each row document', () => {
  it.each([
    ['discounts', 'discounts'],
    ['cancellations', 'cancellations'],
  ] as const)(
    '%s: the rows past the capacity are 422, the ones that fit are 202',
    async (resource, member) => {
      const branch = await stack.createBranch({ plan: 'enterprise' });
      const attributes = dayDocumentAttributes[resource](branch.branchId) as Record<string, unknown>;
      const rows = (attributes[member] as unknown[]).length;
      await layCounts(branch, resource, { documents: 3, rows: MAX_DAY_ROWS - rows + 1 });

      const refused = await post(stack, branch, resource, envelope(resource, attributes));
      expectError(refused, 422, 'SVC_ERR_422', `data.attributes.${member}`);
      expect(refused.body.error.message).toContain(`${MAX_DAY_ROWS.toLocaleString('en-US')}`);
      expect(await readDayCounts(stack.deps, branch.branchId, BUSINESS_DATE, resource)).toEqual({
        documents: 3,
        rows: MAX_DAY_ROWS - rows + 1,
      });

      await layCounts(branch, resource, { documents: 3, rows: MAX_DAY_ROWS - rows });
      const fits = await post(stack, branch, resource, envelope(resource, attributes));
      expect(fits.status).toBe(202);
      expect(await readDayCounts(stack.deps, branch.branchId, BUSINESS_DATE, resource)).toEqual({
        documents: 4,
        rows: MAX_DAY_ROWS,
      });
    },
  );

  it('an xout document is never counted, so a full day still takes it', async () => {
    const branch = await stack.createBranch({ plan: 'enterprise' });
    await layCounts(branch, 'discounts', { documents: 1, rows: MAX_DAY_ROWS });
    const xout = { ...dayDocumentAttributes.discounts(branch.branchId), closing_type: 'xout' };
    expect((await post(stack, branch, 'discounts', envelope('discounts', xout))).status).toBe(202);
  });
});

describe('a business day holds at most MAX_DAY_DOCUMENTS documents of totals of each kind', () => {
  it.each(['sales', 'payments'] as const)(
    '%s: the document past the capacity is 422 naming the date',
    async (resource) => {
      const branch = await stack.createBranch({ plan: 'enterprise' });
      await layCounts(branch, resource, { documents: MAX_DAY_DOCUMENTS - 1, rows: 0 });
      const attributes = dayDocumentAttributes[resource](branch.branchId);
      expect((await post(stack, branch, resource, envelope(resource, attributes))).status).toBe(202);
      const refused = await post(stack, branch, resource, envelope(resource, attributes));
      expectError(refused, 422, 'SVC_ERR_422', 'data.attributes.date');
      expect((await readDayCounts(stack.deps, branch.branchId, BUSINESS_DATE, resource)).documents).toBe(
        MAX_DAY_DOCUMENTS,
      );
    },
  );
});
