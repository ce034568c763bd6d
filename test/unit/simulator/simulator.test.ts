/**
 * The simulator's documents pass the API's own schemas, are the same for the same seed, and make
 * believable restaurants: the bar's after-midnight lines belong to its business day, the menus come
 * out of the real menu-engineering rule with all four quadrants, the figures of a day add up.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildItemsCube } from '#shared/domain/analytics/builders/items.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { businessDateAt } from '#shared/domain/business-day.ts';
import { applyLiveEvent, emptyLiveHead } from '#shared/domain/live/live-day.ts';
import { activityAttributes } from '#shared/domain/schemas/activity.ts';
import { BACKOFFICE_SCHEMAS } from '#shared/domain/schemas/backoffice.ts';
import { cancellationsAttributes } from '#shared/domain/schemas/cancellations.ts';
import { cashRegisterAttributes } from '#shared/domain/schemas/cash-register.ts';
import { catalogAttributes } from '#shared/domain/schemas/catalog.ts';
import { categoriesAttributes } from '#shared/domain/schemas/categories.ts';
import { ingestMeta } from '#shared/domain/schemas/common.ts';
import { discountsAttributes } from '#shared/domain/schemas/discounts.ts';
import { liveUpdateAttributes } from '#shared/domain/schemas/live-update.ts';
import { ordersAttributes } from '#shared/domain/schemas/orders.ts';
import { paymentsAttributes } from '#shared/domain/schemas/payments.ts';
import { salesAttributes } from '#shared/domain/schemas/sales.ts';
import { generateBackoffice, setupBackoffice } from '../../../local/simulator/backoffice.ts';
import { BAR, CAFE, CONCEPTS, TAQUERIA } from '../../../local/simulator/concepts.ts';
import {
  branchIdFor,
  catalogItems,
  generateDay,
  generateLive,
  setupBranch,
} from '../../../local/simulator/generate.ts';
import { simulate, simulatedDates } from '../../../local/simulator/run.ts';
import { createFetchSender, type PosSender } from '../../../local/simulator/sender.ts';

const SEED = 7;
const DATES = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];

function valid(schema: z.ZodMiniType, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
}

const branches = CONCEPTS.map((concept, index) =>
  setupBranch(SEED, index, concept, branchIdFor(SEED, index)),
);

describe('simulator documents', () => {
  it('pass the API schemas: setup, a week of days, the back office and today live', () => {
    for (const branch of branches) {
      valid(
        categoriesAttributes,
        { branch_identifier: branch.branchId, categories: branch.categories },
        'categories',
      );
      valid(
        catalogAttributes,
        { branch_identifier: branch.branchId, items: catalogItems(branch) },
        'catalog',
      );
      const days = DATES.map((date) => generateDay(branch, date));
      for (const day of days) {
        valid(ordersAttributes, day.orders, `${day.date} orders`);
        valid(discountsAttributes, day.discounts, `${day.date} discounts`);
        valid(cancellationsAttributes, day.cancellations, `${day.date} cancellations`);
        valid(paymentsAttributes, day.payments, `${day.date} payments`);
        valid(salesAttributes, day.sales, `${day.date} sales`);
        valid(cashRegisterAttributes, day.cashRegister, `${day.date} cash-register`);
        valid(ingestMeta, day.meta, `${day.date} meta`);
        if (day.xout) valid(cashRegisterAttributes, day.xout.closing, `${day.date} xout`);
      }
      for (const doc of [...setupBackoffice(branch), ...generateBackoffice(branch, days)]) {
        valid(BACKOFFICE_SCHEMAS[doc.resource].attributes, doc.attributes, doc.resource);
      }
      const live = generateLive(
        branch,
        '2026-03-09',
        DateTime.fromISO('2026-03-09T23:30:00', { zone: 'America/Mexico_City' }),
      );
      expect(live.filter((event) => event.kind === 'live').length).toBeGreaterThan(20);
      for (const event of live) {
        valid(
          event.kind === 'live' ? liveUpdateAttributes : activityAttributes,
          event.attributes,
          event.kind,
        );
      }
    }
  });

  it('are byte-identical for the same seed, and differ for another', () => {
    const again = setupBranch(SEED, 1, BAR, branchIdFor(SEED, 1));
    const other = setupBranch(8, 1, BAR, branchIdFor(8, 1));
    const text = (branch: typeof again) =>
      JSON.stringify(
        [
          branch.categories,
          catalogItems(branch),
          branch.waiters,
          DATES.map((date) => generateDay(branch, date)),
        ],
        (_k, v) => (v instanceof Map ? [...v] : v),
      );
    expect(text(again)).toBe(text(branches[1] as typeof again));
    expect(text(other)).not.toBe(text(again));
    const days = DATES.map((date) => generateDay(again, date));
    expect(JSON.stringify(generateBackoffice(again, days))).toBe(
      JSON.stringify(
        generateBackoffice(
          branches[1] as typeof again,
          DATES.map((date) => generateDay(branches[1] as typeof again, date)),
        ),
      ),
    );
  });

  it('give every back-office document of a run its own idempotency key, whatever day the run starts', () => {
    // Runs starting on each day from Jan 20 to Mar 5: first days before, on and after a month's
    // 25th and last day (a first day after the 25th carries that month's supplies and, at month
    // end, the commissions too).
    const taqueria = branches[CONCEPTS.indexOf(TAQUERIA)]!;
    const first = DateTime.fromISO('2026-01-20');
    const days = Array.from({ length: 80 }, (_, offset) =>
      generateDay(taqueria, first.plus({ days: offset }).toISODate()!),
    );
    for (let start = 0; start + 35 <= days.length; start++) {
      const documents = generateBackoffice(taqueria, days.slice(start, start + 35));
      const seen = new Map<string, unknown>();
      for (const doc of documents) {
        const other = seen.get(doc.idempotencyKey);
        if (other)
          throw new Error(
            `run from ${days[start]!.date}: ${doc.idempotencyKey} twice: ${JSON.stringify([other, doc.attributes])}`,
          );
        seen.set(doc.idempotencyKey, doc.attributes);
      }
      expect(seen.size).toBe(documents.length);
    }
  });

  it("buy a week's delivery for its whole week, wherever the run stops", () => {
    const taqueria = branches[CONCEPTS.indexOf(TAQUERIA)]!;
    // Mon 2026-03-02 … Sun 2026-03-15: a run stopping on Wednesday the 11th, and one running on.
    const days = Array.from({ length: 14 }, (_, offset) =>
      generateDay(taqueria, DateTime.fromISO('2026-03-02').plus({ days: offset }).toISODate()!),
    );
    const purchasesOn = (run: typeof days, date: string) =>
      generateBackoffice(taqueria, run).filter(
        (doc) => doc.resource === 'purchases' && doc.attributes.date === date,
      );
    const stopped = purchasesOn(days.slice(0, 10), '2026-03-09');
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped).toEqual(purchasesOn(days, '2026-03-09'));
  });

  it("adds a day up: lines = sales = payments; the bar's lines after midnight belong to its business day", () => {
    for (const branch of branches) {
      for (const date of DATES) {
        const day = generateDay(branch, date);
        const lines = day.orders.lines as { net_total_cents: number; ordered_at: string }[];
        const linesTotal = lines.reduce((sum, line) => sum + line.net_total_cents, 0);
        const payments = (day.payments.payments as { amount_cents: number }[]).reduce(
          (sum, p) => sum + p.amount_cents,
          0,
        );
        expect(day.sales.total_sales_cents).toBe(linesTotal);
        expect(payments).toBe(linesTotal);
        for (const line of lines) {
          expect(businessDateAt(line.ordered_at, branch.concept.timezone, 5)).toBe(date);
        }
        expect(businessDateAt(day.cashRegister.end_at as string, branch.concept.timezone, 5)).toBe(date);
      }
    }
    const friday = generateDay(branches[1]!, '2026-03-06');
    expect(
      (friday.orders.lines as { ordered_at: string }[]).some((line) =>
        line.ordered_at.startsWith('2026-03-07T01'),
      ),
    ).toBe(true);
    expect(friday.cashRegister.end_at).toMatch(/^2026-03-07T02:/);
  });

  it('has weekday seasonality: the bar sells more on Saturday than on Monday, the taquería on Saturday than Monday', () => {
    for (const branch of [branches[0]!, branches[1]!]) {
      const week = (weekday: number) =>
        Array.from(
          { length: 8 },
          (_, i) =>
            DateTime.fromISO('2026-01-05')
              .plus({ weeks: i, days: weekday - 1 })
              .toISODate()!,
        ).reduce((sum, date) => sum + generateDay(branch, date).totalSalesCents, 0);
      expect(week(6)).toBeGreaterThan(week(1) * 1.3);
    }
  });

  it('sends today as a POS would: a table is never opened twice, open tables have ordered what they had by now', () => {
    for (const branch of branches) {
      const day = generateDay(branch, '2026-12-05');
      // Two hours and 41 minutes into the branch's day (13:41 for a taquería opening at 11).
      const nowMinute = (branch.concept.opensAt + 2) * 60 + 41;
      const cutoff = DateTime.fromISO('2026-12-05', { zone: branch.concept.timezone }).plus({
        minutes: nowMinute,
      });
      let head = emptyLiveHead('2026-12-05');
      for (const event of generateLive(branch, '2026-12-05', cutoff, 5)) {
        if (event.kind !== 'live') continue;
        const update = liveUpdateAttributes.parse(event.attributes);
        if (update.event === 'table_opened') expect(head.open_tables[update.table_id]).toBeUndefined();
        head = applyLiveEvent(head, update, Date.parse(update.occurred_at as string)).head;
      }
      // Expected from the day's tickets: the ones closed by now, and the lines the others had
      // ordered by now.
      const opened = day.tickets.filter((ticket) => ticket.openedAtMinute <= nowMinute);
      const closed = opened.filter((ticket) => ticket.closedAtMinute <= nowMinute);
      const stillOpen = opened.filter((ticket) => ticket.closedAtMinute > nowMinute);
      const orderedByNow = stillOpen
        .flatMap((ticket) => ticket.lines)
        .filter((line) => DateTime.fromISO(line.ordered_at as string) <= cutoff)
        .reduce((sum, line) => sum + (line.net_total_cents as number), 0);
      expect(stillOpen.length).toBeGreaterThan(0);
      expect(Object.keys(head.open_tables)).toHaveLength(stillOpen.length);
      expect(head.closed.tables).toBe(closed.length);
      expect(head.closed.sales_cents).toBe(closed.reduce((sum, ticket) => sum + ticket.totalCents, 0));
      const openOrdered = Object.values(head.open_tables).reduce(
        (sum, table) => sum + table.ordered_cents,
        0,
      );
      expect(openOrdered).toBe(orderedByNow);
    }
  });

  it('makes stars, plowhorses, puzzles and dogs the menu-engineering rule recognises (as designed)', () => {
    for (const [index, concept] of [TAQUERIA, BAR, CAFE].entries()) {
      const branch = branches[index]!;
      const dates = Array.from(
        { length: 28 },
        (_, i) => DateTime.fromISO('2026-02-01').plus({ days: i }).toISODate()!,
      );
      const cubes = dates.map((date) =>
        buildItemsCube(date, generateDay(branch, date).orders.lines as never, catalogItems(branch) as never),
      );
      const result = menuEngineering(cubes);
      const bySku = new Map(result.items.map((row) => [row.item_sku, row.quadrant]));
      const designed = concept.menu.filter((item) => item.design);
      expect(designed.map((item) => `${item.sku} ${bySku.get(item.sku)}`)).toEqual(
        designed.map((item) => `${item.sku} ${item.design}`),
      );
      expect(new Set(designed.map((item) => item.design)).size).toBe(4);
    }
  });
});

describe('simulate() with a sender', () => {
  it('sends each day in the spec order with the spec keys, the back office, and live events', async () => {
    const calls: {
      path: string;
      key: string | null;
      body: { data: { attributes: Record<string, unknown> } };
    }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        path: url.pathname,
        key: headers['X-Idempotency-Key'] ?? null,
        body: JSON.parse(init.body as string),
      });
      return new Response('{}', { status: url.pathname.includes('backoffice') ? 201 : 202 });
    }) as unknown as typeof fetch;
    const branchId = branchIdFor(SEED, 0);
    const sender: PosSender = createFetchSender({
      baseUrl: 'http://sim.test',
      apiKey: 'k',
      branchId,
      fetch: fakeFetch,
    });
    const result = await simulate({
      seed: SEED,
      days: 3,
      branches: [{ branchId, sender }],
      // 17:00 in Mexico City: the taquería's day is under way (after its 18:25 zout it is sent whole).
      clock: () => new Date('2026-03-09T23:00:00Z'),
      dayConcurrency: 1,
    });
    expect(result.branches[0]?.from).toBe('2026-03-06');
    expect(result.branches[0]?.to).toBe('2026-03-08');
    const day = calls.filter((call) =>
      /ingest\/(orders|discounts|cancellations|payments|sales|cash-register)/.test(call.path),
    );
    expect(day.slice(0, 6).map((call) => call.path.split('/').pop())).toEqual([
      'orders',
      'discounts',
      'cancellations',
      'payments',
      'sales',
      'cash-register',
    ]);
    const closingId = day[5]?.key;
    expect(day.slice(0, 5).map((call) => call.key)).toEqual(
      ['orders', 'discounts', 'cancellations', 'payments', 'sales'].map(
        (resource) => `${closingId}-${resource}`,
      ),
    );
    expect(
      calls.filter((call) => call.path.startsWith('/api/v1/backoffice/purchases')).length,
    ).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path === '/api/v1/live/update').length).toBeGreaterThan(0);
    expect(result.requests).toBe(calls.length);
  });
});

describe('simulate() on a day the branch does not open', () => {
  it('sends nothing live on it, as it sends no close of it', async () => {
    const paths: string[] = [];
    const fakeFetch = (async (url: URL) => {
      paths.push(url.pathname);
      return new Response('{}', { status: url.pathname.includes('backoffice') ? 201 : 202 });
    }) as unknown as typeof fetch;
    const branchId = branchIdFor(SEED, 0);
    const result = await simulate({
      seed: SEED,
      days: 2,
      branches: [
        {
          branchId,
          sender: createFetchSender({ baseUrl: 'http://sim.test', apiKey: 'k', branchId, fetch: fakeFetch }),
        },
      ],
      // Christmas Day at 13:00 in Mexico City: closed (before 2026-12-06, its lunch went out live).
      clock: () => new Date('2026-12-25T19:00:00Z'),
      dayConcurrency: 1,
    });
    expect(result.branches[0]?.liveEvents).toBe(0);
    expect(paths.filter((path) => path.startsWith('/api/v1/live/') || path.includes('activity'))).toEqual([]);
    expect(result.branches[0]?.to).toBe('2026-12-24');
  });
});

describe('the simulated closed days', () => {
  // 2026-12-02 in Mexico City (UTC−6): the taquería closes at 18:00 and sends its zout at 18:25;
  // the bar closes at 02:00 the next morning (its business day runs to 05:00) and sends it at 02:25.
  const at = (local: string) => DateTime.fromISO(local, { zone: 'America/Mexico_City' }).toJSDate();
  it("end yesterday while today is under way, and today once today's zout has gone out", () => {
    expect(simulatedDates(TAQUERIA, 2, at('2026-12-02T18:24'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(simulatedDates(TAQUERIA, 2, at('2026-12-02T18:25'))).toEqual(['2026-12-01', '2026-12-02']);
    expect(simulatedDates(BAR, 1, at('2026-12-03T02:24'))).toEqual(['2026-12-01']);
    expect(simulatedDates(BAR, 1, at('2026-12-03T02:25'))).toEqual(['2026-12-02']);
  });
});
