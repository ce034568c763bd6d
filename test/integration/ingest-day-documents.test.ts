/**
 * What every day-document resource (payments, discounts, cancellations, sales) does alike: the 202
 * `<resource>-ingest` answer, the stored document, the idempotent replay, the 422 (key reused) for a different body under
 * a used key and the 404 for another branch. Each resource's own rules (its rejections, what else it
 * accepts) stay in ingest-<resource>.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/storage/day-store.ts';
import { BUSINESS_DATE, CANCELLATIONS, DISCOUNTS, PAYMENTS, SALES_SUMMARY } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import {
  dayDocumentAttributes,
  envelope,
  expectError,
  expectForeignBranch404,
  expectReplayOf,
  post,
  storedItems,
} from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

interface DayDocumentResource {
  /** The path under /api/v1/ingest/, the envelope's type and the stored document's resource. */
  path: keyof typeof dayDocumentAttributes;
  /** Valid attributes for the happy path, the replay and the foreign-branch request. */
  attributes: (branchId: string) => Record<string, unknown>;
  /** The 202 body's attributes besides `queued: true` (the accepted count, where the resource has one). */
  accepted: Record<string, number>;
  /** Members the stored document's attributes must carry, each equal to the value given. */
  stored: Record<string, unknown>;
}

const RESOURCES: DayDocumentResource[] = [
  {
    path: 'payments',
    attributes: dayDocumentAttributes.payments,
    accepted: { payments_accepted: 5 },
    stored: { payments: PAYMENTS },
  },
  {
    path: 'discounts',
    attributes: dayDocumentAttributes.discounts,
    accepted: { discounts_accepted: 3 },
    stored: { discounts: DISCOUNTS },
  },
  {
    path: 'cancellations',
    attributes: dayDocumentAttributes.cancellations,
    accepted: { cancellations_accepted: 3 },
    stored: { cancellations: CANCELLATIONS },
  },
  {
    path: 'sales',
    // With an optional member, which must be stored too.
    attributes: (branchId) => ({ ...dayDocumentAttributes.sales(branchId), loyalty_sales_cents: 1200 }),
    accepted: {},
    stored: { ...SALES_SUMMARY, loyalty_sales_cents: 1200 },
  },
];

describe.each(RESOURCES)(
  'POST /api/v1/ingest/$path (day document)',
  ({ path, attributes, accepted, stored }) => {
    it(`answers 202 ${path}-ingest (queued, id and any count) and stores the document under the key`, async () => {
      const branch = await stack.createBranch({ plan: 'starter' });
      const response = await post(
        stack,
        branch,
        path,
        envelope(path, attributes(branch.branchId)),
        `c1-${path}`,
      );
      expect(response.status).toBe(202);
      expect(response.body).toEqual({
        data: { type: `${path}-ingest`, id: expect.any(String), attributes: { queued: true, ...accepted } },
      });
      const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
      expect(
        day.documents.map((document) => [
          document.resource,
          document.business_date,
          document.document_id,
          document.idempotency_key,
        ]),
      ).toEqual([[path, BUSINESS_DATE, response.body.data.id, `c1-${path}`]]);
      expect(day.documents[0]!.attributes).toEqual(expect.objectContaining(stored));
    });

    it('replays the same request with 200 and X-Idempotent-Replayed, refuses a different one with 422 (key reused), storing one document', async () => {
      const branch = await stack.createBranch({ plan: 'starter' });
      const body = envelope(path, attributes(branch.branchId));
      const first = await post(stack, branch, path, body, `c1-${path}`);
      expect(first.status).toBe(202);

      expectReplayOf(await post(stack, branch, path, body, `c1-${path}`), first);

      // Valid on its own (an xout of the same data), so only the used key can refuse it.
      const changed = envelope(path, { ...attributes(branch.branchId), closing_type: 'xout' });
      expectError(
        await post(stack, branch, path, changed, `c1-${path}`),
        422,
        'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
        'headers.X-Idempotency-Key',
      );

      const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
      expect(day.documents.map((document) => document.document_id)).toEqual([first.body.data.id]);
    });

    it('answers 404 on data.attributes.branch_identifier for another branch, storing nothing', async () => {
      const branch = await stack.createBranch({ plan: 'starter' });
      const other = await stack.createBranch({ plan: 'starter' });
      const response = await post(stack, branch, path, envelope(path, attributes(other.branchId)));
      await expectForeignBranch404(stack, response, branch, other.branchId);
      expect(await storedItems(stack, other.branchId)).toEqual([]);
    });
  },
);
