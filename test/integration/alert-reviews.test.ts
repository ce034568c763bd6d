/**
 * An alert's "revisada" mark (docs/intelligence.md, "Alert reviews"): a closed day with a cash
 * shortage raises cash_variance_high; its id, as GET /intelligence/alerts answers it, is marked,
 * listed with the period's marks, kept across a rebuild, and undone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCall, smallDayCalls } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const DAY = '2026-03-10';
const WEEK = { date_from: '2026-03-09', date_to: '2026-03-15' };
// 02:00 local on the 11th: the 10th is closed.
const clock = manualClock('2026-03-11T08:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;
let other: TestBranch;
let alertId: string;

const shortage = (branchId: string) =>
  smallDayCalls(
    branchId,
    DAY,
    randomUUID(),
    [{ shift: 'all_day', total_sales_cents: 100_000 }],
    [
      { type: 'cash_sales', amount_cents: 100_000 },
      { type: 'cash_variance', amount_cents: -10_000 },
    ],
    'Rosa',
  );

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City' });
  other = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City' });
  for (const call of shortage(branch.branchId)) await sendCall(stack, branch, call);
  await stack.pipeline!.drain();
  const alerts = await read('alerts');
  const variance = alerts.body.data.attributes.alerts.find(
    (alert: { type: string }) => alert.type === 'cash_variance_high',
  );
  expect(variance).toBeDefined();
  alertId = variance.id;
});
afterAll(() => stack.close());

function read(path: string, on: TestBranch = branch) {
  return stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: on.apiKey,
    query: { branch_identifier: on.branchId, ...WEEK },
  });
}

const reviewPath = (id: string) => `/api/v1/intelligence/alerts/${encodeURIComponent(id)}/review`;

describe('alert reviews', () => {
  it('marks an alert of the period reviewed and lists the mark', async () => {
    const marked = await stack.request('POST', reviewPath(alertId), { apiKey: branch.apiKey });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      type: 'alert_review',
      id: alertId,
      attributes: { alert_id: alertId, reviewed_by: null },
    });
    expect(Date.parse(marked.body.data.attributes.reviewed_at)).toBe(clock.now().getTime());

    const listed = await read('alerts/reviews');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([marked.body.data]);
    expect(listed.body.meta.period).toEqual({ from: WEEK.date_from, to: WEEK.date_to });
    // Another branch sees none of it.
    expect((await read('alerts/reviews', other)).body.data).toEqual([]);
    // A period without the alert's day lists none.
    const before = await stack.request('GET', '/api/v1/intelligence/alerts/reviews', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: '2026-03-01', date_to: '2026-03-09' },
    });
    expect(before.body.data).toEqual([]);
  });

  it('keeps the mark when the day is rebuilt', async () => {
    for (const call of shortage(branch.branchId)) await sendCall(stack, branch, call);
    await stack.pipeline!.drain();
    const listed = await read('alerts/reviews');
    expect(listed.body.data.map((item: { id: string }) => item.id)).toEqual([alertId]);
  });

  it('undoes the mark, and says when there is none to undo', async () => {
    const undone = await stack.request('DELETE', reviewPath(alertId), { apiKey: branch.apiKey });
    expect(undone.status).toBe(200);
    expect(undone.body.data.attributes.alert_id).toBe(alertId);
    expect((await read('alerts/reviews')).body.data).toEqual([]);
    const again = await stack.request('DELETE', reviewPath(alertId), { apiKey: branch.apiKey });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('SVC_ERR_404');
  });

  it('refuses what is not an alert id', async () => {
    const response = await stack.request('POST', reviewPath('not-an-alert'), { apiKey: branch.apiKey });
    expect(response.status).toBe(422);
    expect(response.body.error.field).toBe('path.alert_id');
  });
});
