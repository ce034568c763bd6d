/**
 * A big day end to end (issue #21): a food court's Friday 2026-03-13 (America/Mexico_City) of 20,000
 * tables and an end of day of 100,000 order lines, against a last Friday of 5,000 tables.
 *
 * The live days are laid in bulk with the same fold and item builders as POST /live/update
 * (test/fixtures/live-days.ts: 40,000 HTTP requests would take minutes), all but the last 100 tables
 * of today, which go through the real HTTP route on top of the 19,900 already stored. The end of day
 * goes through the real ingest routes (ten orders requests of 10,000 lines: the 4 MiB body limit, not
 * the 20,000-line limit, decides the split) and the real pipeline. Then the live figures and the
 * intelligence are read back and checked against what was sent, summed here by brute force, and
 * every item of the day is checked to be far from DynamoDB's 400 KB item limit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUBE_NAMES } from '#shared/domain/analytics/cubes.ts';
import { divideRounded, pctChange } from '#shared/domain/analytics/rounding.ts';
import { lastWeekLiveOf } from '#shared/domain/live/live-day.ts';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import {
  bigDayOrderLines,
  LIVE_WAITERS,
  layLiveDay,
  type TimedEvent,
  tableEvents,
} from '../fixtures/live-days.ts';
import { sendCall, smallDayCalls } from '../support/calls.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope } from './ingest-support.ts';

const DATE = '2026-03-13';
const LAST_WEEK = '2026-03-06';
const TABLES = 20_000;
const SENT_OVER_HTTP = 100;
/** Last Friday needs no full size: the comparison reads its bucket totals and one bucket's tables. */
const LAST_WEEK_TABLES = 5_000;
const ORDER_LINES = 100_000;
const LINES_PER_REQUEST = 10_000;
const ITEM_LIMIT = 400 * 1024;

const local = (date: string, time: string) => Date.parse(`${date}T${time}-06:00`);
const clock = manualClock(`${DATE}T10:00:00-06:00`);
let stack: TestStack;
let branch: TestBranch;
/** Today's events (all of them) and last Friday's. */
let today: TimedEvent[];
let lastWeek: TimedEvent[];

const tableIndex = (event: TimedEvent[1]) => Number((event.table_id ?? 'T-1').slice(1));

async function live(at: number, event: TimedEvent[1]) {
  clock.set(new Date(at + 5_000));
  const response = await stack.request('POST', '/api/v1/live/update', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: envelope('live-update', {
      ...event,
      branch_identifier: branch.branchId,
      occurred_at: new Date(at).toISOString(),
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
}

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({
    plan: 'enterprise',
    timezone: 'America/Mexico_City',
    name: 'Food court',
  });
  // Last Friday ran later: at today's last close it had not closed all its tables yet.
  lastWeek = tableEvents(LAST_WEEK_TABLES, local(LAST_WEEK, '11:00:00'), local(LAST_WEEK, '23:50:00'));
  today = tableEvents(TABLES, local(DATE, '11:00:00'), local(DATE, '22:20:00'));
  const now = new Date(local(DATE, '10:00:00')).toISOString();

  const { head: lastWeekHead } = await layLiveDay(stack.deps, branch.branchId, LAST_WEEK, lastWeek, { now });
  const laid = today.filter(([, event]) => tableIndex(event) < TABLES - SENT_OVER_HTTP);
  await layLiveDay(stack.deps, branch.branchId, DATE, laid, {
    now,
    lastWeek: lastWeekLiveOf(LAST_WEEK, lastWeekHead),
  });
  for (const [at, event] of today.filter(([, event]) => tableIndex(event) >= TABLES - SENT_OVER_HTTP)) {
    await live(at, event);
  }
}, 600_000);
afterAll(() => stack?.close());

/** Brute force over the events sent: closed tables up to `untilMs`. */
function closedUntil(events: readonly TimedEvent[], untilMs: number) {
  const covers = new Map<string, number>();
  let sales = 0;
  let coverSum = 0;
  let tables = 0;
  let cash = 0;
  for (const [at, event] of events) {
    if (event.event === 'table_opened') covers.set(event.table_id, event.covers);
    if (event.event === 'table_closed' && at <= untilMs) {
      sales += event.total_cents;
      coverSum += covers.get(event.table_id)!;
      tables += 1;
      cash += (event.payments ?? [])
        .filter((payment) => payment.payment_type === 'cash')
        .reduce((sum, payment) => sum + payment.amount_cents, 0);
    }
  }
  return { sales, covers: coverSum, tables, cash };
}

describe('a day of 20,000 tables and 100,000 order lines', () => {
  it('keeps every live item small: the head and one small item per closed table', async () => {
    const items = await queryAll(stack.deps, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :date)',
      ExpressionAttributeValues: { ':pk': keys.livePartition(branch.branchId), ':date': DATE },
    });
    const sizeOf = (item: Record<string, unknown>) =>
      Object.entries(item).reduce(
        (sum, [name, value]) =>
          sum +
          name.length +
          (value instanceof Uint8Array ? value.byteLength : Buffer.byteLength(JSON.stringify(value) ?? '')),
        0,
      );
    const head = items.find((item) => item.sk === DATE)!;
    const records = items.filter((item) => item.sk !== DATE);
    expect(records.filter((item) => item.record === 'closed_table')).toHaveLength(TABLES);
    expect(records.filter((item) => item.record === 'cash_movement')).toHaveLength(TABLES / 500);
    // The head holds totals per 15-minute bucket (today's and last week's copy): a few KB, whatever
    // the tables closed; each record well under 1 KB (one write unit).
    expect(sizeOf(head)).toBeLessThan(12 * 1024);
    expect(Math.max(...records.map(sizeOf))).toBeLessThan(1024);
    expect(head.version).toBe(today.length);
  });

  it('answers the live figures exactly, against last Friday at the same local time', async () => {
    const lastEvent = today[today.length - 1]![0];
    clock.set(new Date(lastEvent + 10_000));
    const response = await stack.request('GET', '/api/v1/live/sales/today', { apiKey: branch.apiKey });
    expect(response.status).toBe(200);
    const mine = closedUntil(today, Number.MAX_SAFE_INTEGER);
    const cutoff = lastEvent + 10_000 - 7 * 86_400_000;
    const theirs = closedUntil(lastWeek, cutoff);
    const theirDay = closedUntil(lastWeek, Number.MAX_SAFE_INTEGER);
    expect(mine.tables).toBe(TABLES);
    // The cutoff falls inside one of last Friday's 15-minute buckets, with tables on both sides.
    expect(theirs.tables).toBeGreaterThan(LAST_WEEK_TABLES / 2);
    expect(theirs.tables).toBeLessThan(LAST_WEEK_TABLES);
    expect(closedUntil(lastWeek, cutoff - (cutoff % 900_000) - 1).tables).toBeLessThan(theirs.tables);
    expect(response.body.data.attributes).toMatchObject({
      total_sales_cents: mine.sales,
      covers_so_far: mine.covers,
      tables_so_far: TABLES,
      avg_ticket_cents: divideRounded(mine.sales, TABLES),
      vs_same_time_yesterday: {
        sales_pct_change: pctChange(mine.sales, theirs.sales),
        covers_pct_change: pctChange(mine.covers, theirs.covers),
      },
      projected_day_total_cents: Number(
        (BigInt(mine.sales) * BigInt(theirDay.sales) * 2n + BigInt(theirs.sales)) /
          (2n * BigInt(theirs.sales)),
      ),
      open_tables: 0,
      open_covers: 0,
    });
    expect(response.body.data.meta.comparison).toMatchObject({
      date: LAST_WEEK,
      source: 'live',
      sales_so_far_cents: theirs.sales,
      covers_so_far: theirs.covers,
      full_day_sales_cents: theirDay.sales,
    });

    const cash = await stack.request('GET', '/api/v1/live/cash/balance', { apiKey: branch.apiKey });
    expect(cash.body.data.attributes).toMatchObject({
      cash_sales_so_far_cents: mine.cash,
      cash_in_so_far_cents: 0,
      cash_out_so_far_cents: (TABLES / 500) * 2_500,
    });
  });

  it('builds the day’s cubes from 100,000 order lines and the 20,000 live tables', async () => {
    clock.set(`${DATE}T23:45:00-06:00`);
    const lines = bigDayOrderLines(DATE, ORDER_LINES);
    for (let start = 0; start < lines.length; start += LINES_PER_REQUEST) {
      const response = await stack.request('POST', '/api/v1/ingest/orders', {
        apiKey: branch.apiKey,
        idempotencyKey: randomUUID(),
        body: envelope('orders', {
          branch_identifier: branch.branchId,
          date: DATE,
          closing_type: 'zout',
          lines: lines.slice(start, start + LINES_PER_REQUEST),
        }),
      });
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(202);
    }
    const net = lines.reduce((sum, line) => sum + line.net_total_cents, 0);
    const mine = closedUntil(today, Number.MAX_SAFE_INTEGER);
    const calls = smallDayCalls(
      branch.branchId,
      DATE,
      randomUUID(),
      [{ shift: 'all_day', total_sales_cents: net, covers: mine.covers, tables_served: TABLES }],
      [
        { type: 'cash_sales', amount_cents: mine.cash },
        { type: 'card_sales', amount_cents: net - mine.cash },
      ],
      'Caja 1',
    );
    for (const call of calls) await sendCall(stack, branch, call);
    await stack.pipeline!.drain();
    expect(stack.pipeline!.queue.deadLetters).toEqual([]);

    const read = (path: string) =>
      stack.request('GET', `/api/v1/intelligence/${path}`, {
        apiKey: branch.apiKey,
        query: { branch_identifier: branch.branchId, date_from: DATE, date_to: DATE },
      });
    const summary = await read('sales/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data.attributes).toMatchObject({ total_sales_cents: net });

    // Per local hour: the lines' net sales; the live tables seated (opened) in the hour and their covers.
    const hours = new Map<string, { sales_cents: number; covers: number; tables: number }>();
    const hourOf = (ms: number) =>
      `${String(new Date(ms - 6 * 3_600_000).getUTCHours()).padStart(2, '0')}:00`;
    const hour = (key: string) =>
      hours.get(key) ?? hours.set(key, { sales_cents: 0, covers: 0, tables: 0 }).get(key)!;
    for (const line of lines) hour(hourOf(Date.parse(line.ordered_at))).sales_cents += line.net_total_cents;
    for (const [at, event] of today) {
      if (event.event !== 'table_opened') continue;
      hour(hourOf(at)).covers += event.covers;
      hour(hourOf(at)).tables += 1;
    }
    const byHour = await read('sales/by-hour');
    expect(byHour.body.data.attributes.hours).toEqual(
      [...hours.entries()].sort().map(([key, figures]) => ({ hour: key, ...figures })),
    );

    // Per waiter: the lines' net sales; covers, average ticket and tips of the waiter's live tables.
    const waiters = new Map<
      string,
      { sales: number; covers: number; tables: number; total: number; tips: number }
    >();
    for (const name of LIVE_WAITERS) waiters.set(name, { sales: 0, covers: 0, tables: 0, total: 0, tips: 0 });
    for (const line of lines) waiters.get(line.waiter_name)!.sales += line.net_total_cents;
    const waiterOf = new Map<string, { waiter: string; covers: number }>();
    for (const [, event] of today) {
      if (event.event === 'table_opened')
        waiterOf.set(event.table_id, { waiter: event.waiter_name!, covers: event.covers });
      if (event.event !== 'table_closed') continue;
      const table = waiterOf.get(event.table_id)!;
      const figures = waiters.get(table.waiter)!;
      figures.covers += table.covers;
      figures.tables += 1;
      figures.total += event.total_cents;
      figures.tips += (event.payments ?? []).reduce((sum, payment) => sum + (payment.tips_cents ?? 0), 0);
    }
    const employees = (await read('sales/by-employee')).body.data.attributes.employees as Array<
      Record<string, unknown>
    >;
    expect(employees).toHaveLength(LIVE_WAITERS.length);
    for (const employee of employees) {
      const figures = waiters.get(employee.name as string)!;
      expect(employee).toMatchObject({
        total_sales_cents: figures.sales,
        covers: figures.covers,
        avg_ticket_cents: divideRounded(figures.total, figures.tables),
        tips_cents: figures.tips,
      });
    }

    // Every cube of the day, far under the item limit (they hold aggregates, never a row per line).
    const cubeSizes: Record<string, number> = {};
    for (const cube of CUBE_NAMES) {
      const [item] = await queryAll(stack.deps, {
        KeyConditionExpression: 'pk = :pk AND sk = :date',
        ExpressionAttributeValues: { ':pk': keys.cubePartition(branch.branchId, cube), ':date': DATE },
      });
      expect(item, cube).toBeDefined();
      cubeSizes[cube] = Buffer.byteLength(
        JSON.stringify(item, (_, value) =>
          value instanceof Uint8Array ? 'x'.repeat(value.byteLength) : value,
        ),
      );
    }
    for (const [cube, size] of Object.entries(cubeSizes)) expect(size, cube).toBeLessThan(ITEM_LIMIT / 20);
  }, 600_000);
});
