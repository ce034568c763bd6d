/**
 * A short simulator run (1 branch × 3 days, today live) against a test stack: every document is
 * accepted, and the figures read back are the ones sent (the sales summary's total over the days is
 * the sum of the simulated days' totals; each day's own total too; today's live sales are there).
 *
 * Clock: 2026-03-06 19:30 UTC, 13:30 in Mexico City, an hour and a half into the taquería's service:
 * today's live part is its opening, two hours of tickets and the day's anomalies (about a fifth of
 * a whole day's live events, each one request), whatever the hour the test runs at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAQUERIA } from '../../local/simulator/concepts.ts';
import { type SimulationResult, simulate } from '../../local/simulator/run.ts';
import { createPosClientSender } from '../../local/simulator/sender.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let branch: TestBranch;
let result: SimulationResult;
const clock = manualClock('2026-03-06T19:30:00.000Z');

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise' });
  result = await simulate({
    seed: 11,
    days: 3,
    clock: () => clock.now(),
    branches: [
      {
        branchId: branch.branchId,
        concept: TAQUERIA,
        index: 0,
        sender: createPosClientSender({
          baseUrl: stack.url,
          apiKey: branch.apiKey,
          branchId: branch.branchId,
        }),
      },
    ],
  });
  await stack.pipeline?.drain({ timeoutMs: 60_000 });
}, 600_000);

afterAll(async () => {
  await stack?.close();
});

const summary = (from: string, to: string) =>
  stack.request('GET', '/api/v1/intelligence/sales/summary', {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, date_from: from, date_to: to },
  });

describe('npm run simulate against a stack', () => {
  it('reads back the sales it sent: the period total and each day', async () => {
    const sent = result.branches[0]!;
    expect(sent.salesByDate.size).toBe(3);
    expect(sent.totalSalesCents).toBeGreaterThan(0);
    const period = await summary(sent.from, sent.to);
    expect(period.status).toBe(200);
    expect(period.body.data.attributes.total_sales_cents).toBe(sent.totalSalesCents);
    for (const [date, cents] of sent.salesByDate) {
      const day = await summary(date, date);
      expect(day.body.data.meta.snapshot_date).not.toBeNull();
      expect(day.body.data.attributes.total_sales_cents).toBe(cents);
    }
  });

  it('fills the back office (P&L has costs) and today live (alerts from the anomalies)', async () => {
    const sent = result.branches[0]!;
    const pnl = await stack.request('GET', '/api/v1/intelligence/pnl', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: sent.from, date_to: sent.to },
    });
    expect(pnl.status).toBe(200);
    expect(pnl.body.data.attributes.costo_de_ventas.total_cogs_cents).toBeGreaterThan(0);
    // The clock is within the day's service: today has live events, always.
    expect(sent.liveEvents).toBeGreaterThan(0);
    const alerts = await stack.request('GET', '/api/v1/live/alerts/active', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId },
    });
    const listed = alerts.body.data.attributes.alerts as Array<{ type: string; message: string }>;
    const types = listed.map((alert) => alert.type);
    expect(types).toContain('anomaly_cancellations');
    expect(types).toContain('anomaly_price_override');
    // One new-device login, the personal tablet's: the waiters clock in at the opened register.
    const logins = listed.filter((alert) => alert.type === 'anomaly_new_login');
    expect(logins).toHaveLength(1);
    expect(logins[0]!.message).toContain('Tablet personal');
  });
});
