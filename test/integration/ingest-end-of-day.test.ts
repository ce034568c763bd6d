/**
 * A POS following the spec with nothing else in hand: category and catalog setup, activity events
 * during the day, an xout after lunch, then the recommended six-call end-of-day sequence. Everything
 * the aggregation needs is stored under the business date; a full retry of the sequence changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog, readCategories } from '#shared/storage/catalog-store.ts';
import { readDay } from '#shared/storage/day-store.ts';
import { keys } from '#shared/storage/keys.ts';
import * as fixture from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { storedItems } from './ingest-support.ts';

const clock = manualClock('2026-03-01T15:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({
    plan: 'growth',
    timezone: fixture.TIME_ZONE,
    name: 'La Esquina del Sabor',
  });
});
afterAll(() => stack.close());

const send = (call: fixture.FixtureCall) =>
  stack.request('POST', call.path, {
    apiKey: branch.apiKey,
    idempotencyKey: call.idempotencyKey,
    body: call.body,
  });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('end of day, as the spec describes it', () => {
  it('setup: categories then catalog, each 200', async () => {
    const [categories, catalog] = fixture.setupCalls(branch.branchId);
    expect((await send(categories!)).status).toBe(200);
    const response = await send(catalog!);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ created: 14, updated: 0, total_sent: 14 });
    expect(
      response.body.data.attributes.items.every((item: any) => /^\d+-\d{4}$/.test(item.identification)),
    ).toBe(true);
    const stored = (await readCatalog(stack.deps, branch.branchId)).value.items;
    expect(stored).toHaveLength(fixture.EXPECTED.catalog.items);
    expect(stored.filter((item) => typeof item.unit_cost_cents === 'number')).toHaveLength(
      fixture.EXPECTED.catalog.items_with_cost,
    );
    expect((await readCategories(stack.deps, branch.branchId)).value.categories).toHaveLength(
      fixture.EXPECTED.catalog.categories,
    );
  });

  it('during the day: activity events and an xout, none of which closes the day', async () => {
    for (const call of fixture.activityCalls(branch.branchId)) {
      clock.set(new Date(Date.parse(call.body.data.attributes.occurred_at as string) + 2_000));
      expect((await send(call)).status).toBe(202);
    }
    clock.set('2026-03-06T22:01:00.000Z');
    const xout = await send(fixture.xoutCall(branch.branchId));
    expect([xout.status, xout.body.data.attributes.closing_type]).toEqual([202, 'xout']);
    expect((await readDay(stack.deps, branch.branchId, fixture.BUSINESS_DATE)).state).toBeUndefined();
  });

  it('the six calls in order: 202 each; only the zout closes the day', async () => {
    clock.set('2026-03-07T07:35:00.000Z');
    const calls = fixture.endOfDayCalls(branch.branchId);
    const expectedBodies = [
      ['orders-ingest', { queued: true, lines_accepted: 32 }],
      ['discounts-ingest', { queued: true, discounts_accepted: 3 }],
      ['cancellations-ingest', { queued: true, cancellations_accepted: 3 }],
      ['payments-ingest', { queued: true, payments_accepted: 5 }],
      ['sales-ingest', { queued: true }],
    ] as const;
    for (const [index, call] of calls.slice(0, 5).entries()) {
      const response = await send(call);
      expect(response.status).toBe(202);
      expect(response.body.data.type).toBe(expectedBodies[index]![0]);
      expect(response.body.data.attributes).toEqual(expectedBodies[index]![1]);
      expect((await readDay(stack.deps, branch.branchId, fixture.BUSINESS_DATE)).state?.closed).toBe(false);
    }
    const zout = await send(calls[5]!);
    expect(zout.status).toBe(202);
    expect(zout.body.data.attributes).toMatchObject({ queued: true, closing_type: 'zout' });
    const day = await readDay(stack.deps, branch.branchId, fixture.BUSINESS_DATE);
    expect(day.state).toMatchObject({ closed: true, zout_count: 1, revision: 6 });
  });

  it('the stored day holds exactly what the aggregation needs, with the fixture numbers', async () => {
    const day = await readDay(stack.deps, branch.branchId, fixture.BUSINESS_DATE);
    const of = (resource: string) => day.documents.filter((document) => document.resource === resource);
    expect(day.documents.map((document) => document.resource).sort()).toEqual([
      'cancellations',
      'cash-register',
      'cash-register',
      'discounts',
      'orders',
      'payments',
      'sales',
    ]);
    const lines = (of('orders')[0]!.attributes as any).lines as (typeof fixture.ORDER_LINES)[number][];
    expect(lines).toHaveLength(fixture.EXPECTED.order_lines);
    expect(sum(lines.map((line) => line.net_total_cents))).toBe(fixture.EXPECTED.net_sales_cents);
    expect(sum((of('discounts')[0]!.attributes as any).discounts.map((row: any) => row.amount_cents))).toBe(
      fixture.EXPECTED.discounts.amount_cents,
    );
    expect(
      sum((of('cancellations')[0]!.attributes as any).cancellations.map((row: any) => row.amount_cents)),
    ).toBe(fixture.EXPECTED.cancellations.amount_cents);
    expect(sum((of('payments')[0]!.attributes as any).payments.map((row: any) => row.amount_cents))).toBe(
      fixture.EXPECTED.payments.amount_cents,
    );
    expect((of('sales')[0]!.attributes as any).total_sales_cents).toBe(fixture.EXPECTED.net_sales_cents);
    const zout = of('cash-register').find(
      (document) => (document.attributes as any).closing_type === 'zout',
    )!;
    expect(zout.meta).toMatchObject({ cashier_name: 'Rosa Martínez', cash_register_name: 'Caja 1' });
    const variance = (zout.attributes as any).summaries.find((row: any) => row.type === 'cash_variance');
    expect(variance.amount_cents).toBe(fixture.EXPECTED.cash.variance_cents);
  });

  it('a full retry of the sequence (network failure) replays every answer and stores nothing new', async () => {
    // What ingest wrote; the local pipeline adds cubes, month rollups, alerts (and counts them in
    // the branch's alert revisions), a snapshot, the price history, the daily insight and the
    // forecasts on its own after the zout, and may still be writing them.
    const ingested = async () =>
      (await storedItems(stack, branch.branchId)).filter(
        (item) =>
          !/#(CUBE|ROLLUP|ALERT|SNAPSHOT|PRICES|INSIGHT|FORECAST)/.test(String(item.pk)) &&
          item.sk !== keys.alertRevisions(branch.branchId).sk,
      );
    const before = await ingested();
    clock.set('2026-03-07T08:30:00.000Z');
    for (const call of fixture.endOfDayCalls(branch.branchId)) {
      const response = await send(call);
      expect([response.status, response.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    }
    expect(await ingested()).toEqual(before);
    expect((await readDay(stack.deps, branch.branchId, fixture.BUSINESS_DATE)).state).toMatchObject({
      revision: 6,
    });
  });
});
