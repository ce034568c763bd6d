/**
 * `period=today|yesterday|week|month` and the assistant's "hoy"/"ayer" count from the branch's
 * business date, the date every closing and line is filed under: at 01:36 on Saturday 2026-03-07
 * (Mexico City, default 05:00 cutoff) the business day still running is Friday the 6th, so "today" is
 * the fixture's end of day (total sales 4,602.00), not the empty calendar Saturday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_DATE, endOfDayCalls, setupCalls } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-07T01:36:00-06:00');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise', timezone: 'America/Mexico_City' });
  for (const call of [...setupCalls(branch.branchId), ...endOfDayCalls(branch.branchId)]) {
    const response = await stack.request('POST', call.path, {
      apiKey: branch.apiKey,
      idempotencyKey: call.idempotencyKey,
      body: call.body,
    });
    expect(response.status, `${call.path} answered ${JSON.stringify(response.body)}`).toBeLessThan(300);
  }
  await stack.pipeline!.drain();
}, 120_000);
afterAll(() => stack?.close());

function summary(period: string) {
  return stack.request('GET', '/api/v1/intelligence/sales/summary', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, period },
  });
}

describe('period shortcuts on the business date', () => {
  it('before the cutoff, period=today is the business day still running, with its sales', async () => {
    expect(BUSINESS_DATE).toBe('2026-03-06');
    const today = await summary('today');
    expect(today.status).toBe(200);
    expect(today.body.data.meta.period).toEqual({ from: '2026-03-06', to: '2026-03-06' });
    expect(today.body.data.attributes.total_sales_cents).toBe(460_200);

    const yesterday = await summary('yesterday');
    expect(yesterday.body.data.meta.period).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(yesterday.body.data.attributes.total_sales_cents).toBe(0);

    // Friday the 6th: Monday the 2nd to the 6th; March 1st to the 6th. Both hold the one day.
    const week = await summary('week');
    expect(week.body.data.meta.period).toEqual({ from: '2026-03-02', to: '2026-03-06' });
    expect(week.body.data.attributes.total_sales_cents).toBe(460_200);
    const month = await summary('month');
    expect(month.body.data.meta.period).toEqual({ from: '2026-03-01', to: '2026-03-06' });
  });

  it('the assistant reads "hoy" and "ayer" the same way', async () => {
    const ask = (question: string) =>
      stack.request('POST', '/api/v1/assistant/ask', {
        apiKey: branch.apiKey,
        body: {
          data: {
            type: 'assistant-question',
            attributes: { branch_identifier: branch.branchId, question },
          },
        },
      });
    const today = await ask('¿Cuánto vendí hoy?');
    expect(today.status).toBe(200);
    expect(today.body.data.attributes.period).toEqual({ from: '2026-03-06', to: '2026-03-06' });
    expect(today.body.data.attributes.figures).toContainEqual(
      expect.objectContaining({ key: 'total_sales_cents', value: 460_200 }),
    );
    const yesterday = await ask('¿Cuánto vendí ayer?');
    expect(yesterday.body.data.attributes.period).toEqual({ from: '2026-03-05', to: '2026-03-05' });
  });

  it('from the cutoff on, today is the calendar date', async () => {
    clock.set('2026-03-07T05:00:00-06:00');
    try {
      const today = await summary('today');
      expect(today.body.data.meta.period).toEqual({ from: '2026-03-07', to: '2026-03-07' });
      expect(today.body.data.attributes.total_sales_cents).toBe(0);
      expect((await summary('yesterday')).body.data.attributes.total_sales_cents).toBe(460_200);
    } finally {
      clock.set('2026-03-07T01:36:00-06:00');
    }
  });
});
