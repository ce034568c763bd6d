/**
 * Monthly rollups read exactly as their days: for every endpoint that reads a rollup cube, the answer
 * computed from (edge days + month rollups) equals the answer computed from every day of the range,
 * over ranges aligned and not aligned to months, across a year end and a February, with closed days,
 * renamed items, costs that appear and change, null covers and lines without hour or waiter.
 */
import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { cashFlow } from '#shared/domain/analytics/cash-flow.ts';
import type { DayCubes, DayInput } from '#shared/domain/analytics/cubes.ts';
import type {
  CatalogItemInput,
  CategoryType,
  OrderLineInput,
  Shift,
} from '#shared/domain/analytics/inputs.ts';
import { cashVarianceFold, kpis } from '#shared/domain/analytics/kpis.ts';
import { menuEngineering } from '#shared/domain/analytics/menu-engineering.ts';
import { type DateRange, datesInRange, previousPeriod } from '#shared/domain/analytics/period.ts';
import { reconciliation } from '#shared/domain/analytics/reconciliation.ts';
import {
  monthBounds,
  monthOf,
  monthRuns,
  planRangeRead,
  ROLLUP_CUBES,
  type RollupCubeName,
  type RollupCubes,
  rollupOf,
} from '#shared/domain/analytics/rollups.ts';
import {
  openDaysMeta,
  salesByEmployee,
  salesByHour,
  salesSummary,
  unassignedHourlySalesCents,
} from '#shared/domain/analytics/sales.ts';

const MX = 'America/Mexico_City';
const BRANCH = '5a0c3d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MENU: Array<{ sku: string; name: string; type: CategoryType; price: number }> = [
  { sku: 'TAC-01', name: 'Tacos al pastor', type: 'food', price: 5_000 },
  { sku: 'TAC-02', name: 'Tacos de suadero', type: 'food', price: 5_500 },
  { sku: 'TOR-01', name: 'Torta ahogada', type: 'food', price: 9_000 },
  { sku: 'BEB-01', name: 'Agua de horchata', type: 'beverage', price: 3_500 },
  { sku: 'BEB-02', name: 'Refresco', type: 'beverage', price: 3_000 },
  { sku: 'BAR-01', name: 'Margarita', type: 'bar', price: 12_000 },
  { sku: 'BAR-02', name: 'Mezcal', type: 'bar', price: 15_000 },
  { sku: 'OTR-01', name: 'Propina sugerida', type: 'other', price: 1_000 },
];
const WAITERS = ['Ana', 'Luis', 'Carla', null];
const SHIFTS: Shift[] = ['breakfast', 'lunch', 'dinner', 'bar', 'all_day'];

function syntheticDay(date: string): DayInput {
  const next = random(Number(date.replaceAll('-', '')));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  // From February the pastor tacos are renamed; the torta only gets a cost in mid-January, and it changes.
  const nameOf = (item: (typeof MENU)[number]) =>
    item.sku === 'TAC-01' && date >= '2026-02-01' ? 'Tacos al pastor (orden)' : item.name;
  const catalog: CatalogItemInput[] = MENU.map((item) => ({
    name: nameOf(item),
    item_sku: item.sku,
    category: item.type === 'food' ? 'Cocina' : 'Barra',
    category_type: item.type,
    unit_price_cents: item.price,
    unit_cost_cents:
      item.sku === 'TOR-01'
        ? date < '2026-01-15'
          ? null
          : date < '2026-03-01'
            ? 3_000
            : 3_400
        : item.sku === 'OTR-01'
          ? null
          : Math.round(item.price * 0.3),
  }));
  const orders: OrderLineInput[] = [];
  let total = 0;
  for (let index = 0, count = 5 + Math.floor(next() * 25); index < count; index++) {
    const item = pick(MENU);
    const quantity = 1 + Math.floor(next() * 3);
    const subtotal = quantity * item.price;
    const discount = next() < 0.2 ? Math.round(subtotal * 0.1) : 0;
    const hour = 8 + Math.floor(next() * 15);
    const byIdentifier = next() < 0.5;
    orders.push({
      item_name: nameOf(item),
      ...(byIdentifier ? { item_sku: item.sku } : {}),
      quantity,
      unit_price_cents: item.price,
      subtotal_cents: subtotal,
      discount_cents: discount,
      net_total_cents: subtotal - discount,
      category_type: item.type,
      category: item.type === 'food' ? 'Cocina' : 'Barra',
      waiter_name: pick(WAITERS),
      ordered_at: next() < 0.1 ? null : `${date}T${String(hour).padStart(2, '0')}:15:00-06:00`,
    });
    total += subtotal - discount;
  }
  const tables = next() < 0.2 ? null : 1 + Math.floor(next() * 20);
  const cash = Math.round(total * 0.4);
  const counted = cash + Math.round((next() - 0.5) * 2_000);
  return {
    branchId: BRANCH,
    date,
    timeZone: MX,
    orders,
    sales: [
      {
        date,
        shift: pick(SHIFTS),
        closing_type: 'zout',
        total_sales_cents: total,
        total_sales_no_iva_cents: next() < 0.3 ? null : Math.round(total / 1.16),
        food_sales_cents: next() < 0.3 ? null : Math.round(total * 0.6),
        covers: tables === null ? null : tables * 2,
        tables_served: tables,
      },
      ...(next() < 0.3
        ? [{ date, shift: pick(SHIFTS), closing_type: 'zout' as const, total_sales_cents: 10_000, covers: 4 }]
        : []),
    ],
    payments: [
      { payment_type: 'cash', amount_cents: cash },
      { payment_type: 'card', amount_cents: total - cash, tips_cents: next() < 0.5 ? null : 1_500 },
    ],
    discounts: [],
    cancellations: [],
    closings: [
      {
        id: `Z-${date}`,
        closing_type: 'zout',
        start_at: `${date}T08:00:00-06:00`,
        end_at: `${date}T23:30:00-06:00`,
        summaries: [
          { type: 'cash_sales', amount_cents: cash },
          { type: 'card_sales', amount_cents: total - cash },
          { type: 'cash_theoretical', amount_cents: cash },
          { type: 'cash_actual', amount_cents: counted },
          ...(next() < 0.3 ? [{ type: 'tips_paid_to_waiter', amount_cents: 800 }] : []),
          ...(next() < 0.2 ? [{ type: 'deposits', amount_cents: 5_000 }] : []),
        ],
      },
    ],
    catalog,
    activity:
      next() < 0.3
        ? [
            {
              event: 'cash_register.opened',
              occurred_at: `${date}T07:55:00-06:00`,
              detail: { opening_balance_cents: 100_000 },
            },
          ]
        : [],
    previousClosingBalanceCents: next() < 0.2 ? null : 90_000,
  };
}

/** Built day cubes from 2025-11-20 to 2026-04-10; every 9th day (and all of 2026-01-20..24) closed. */
const DAYS: DayCubes[] = datesInRange({ from: '2025-11-20', to: '2026-04-10' })
  .filter((date, index) => index % 9 !== 4 && !(date >= '2026-01-20' && date <= '2026-01-24'))
  .map((date) => buildDayCubes(syntheticDay(date)));

type Cubes = { [Name in RollupCubeName]: RollupCubes[Name][] };

function daysOf(range: DateRange): Cubes {
  const inRange = DAYS.filter((day) => day.sales.date >= range.from && day.sales.date <= range.to);
  return Object.fromEntries(ROLLUP_CUBES.map((name) => [name, inRange.map((day) => day[name])])) as Cubes;
}

/** What readRange hands the endpoints: edge days as they are, whole months as their rollups. */
function readWithRollups(range: DateRange): Cubes {
  const plan = planRangeRead(range);
  const edges = plan.days.map(daysOf);
  const months = plan.months.map((month) => daysOf(monthBounds(month)));
  const read = (name: RollupCubeName): unknown[] => [
    ...edges.flatMap((days): unknown[] => days[name]),
    ...months.flatMap((days): unknown[] => rollupOf(name, days[name] as never)),
  ];
  return Object.fromEntries(ROLLUP_CUBES.map((name) => [name, read(name)])) as Cubes;
}

function endpointAnswers(read: (range: DateRange) => Cubes, range: DateRange) {
  const cubes = read(range);
  const before = read(previousPeriod(range));
  return {
    'sales/summary': salesSummary(cubes.sales, cubes.sales.length === 0 ? [] : before.sales),
    'sales/summary meta': openDaysMeta(cubes.sales, { range: previousPeriod(range), cubes: before.sales }),
    'sales/by-hour': salesByHour(cubes.hourly),
    'sales/by-hour unassigned': unassignedHourlySalesCents(cubes.hourly),
    'sales/by-employee': salesByEmployee(cubes.employees),
    'menu/engineering': menuEngineering(cubes.items),
    'cash-flow': cashFlow(cubes.cash),
    reconciliation: reconciliation(cubes.reconciliation),
    kpis: kpis(cubes.sales, cashVarianceFold(cubes.cash)),
  };
}

describe('monthly rollups read exactly as their days', () => {
  const ranges: DateRange[] = [
    { from: '2025-12-01', to: '2026-03-31' }, // whole months only
    { from: '2025-12-17', to: '2026-03-16' }, // partial months at both ends
    { from: '2026-01-01', to: '2026-04-10' }, // a whole January with closed days, partial April
    { from: '2025-11-25', to: '2026-01-31' }, // across the year end
    { from: '2026-02-01', to: '2026-02-28' }, // exactly one (short) month
    { from: '2026-02-03', to: '2026-02-26' }, // inside one month: days only
    { from: '2025-11-20', to: '2026-04-10' }, // everything stored
  ];
  for (const range of ranges) {
    it(`gives every endpoint the same answer for ${range.from}..${range.to}`, () => {
      const plan = planRangeRead(range);
      const withRollups = endpointAnswers(readWithRollups, range);
      const fromDays = endpointAnswers(daysOf, range);
      expect(withRollups).toEqual(fromDays);
      // The answers are not empty: the comparison is about real figures.
      expect(fromDays['sales/summary'].total_sales_cents).toBeGreaterThan(0);
      expect(fromDays['menu/engineering'].items.length).toBeGreaterThan(0);
      // Every 9th day is closed: the open days are the built ones, fewer than the range's days.
      expect(fromDays['sales/summary meta'].days_with_sales).toBe(daysOf(range).sales.length);
      expect(fromDays['sales/summary meta'].days_with_sales).toBeLessThan(datesInRange(range).length);
      // Whole months really are read as fewer cubes.
      if (plan.months.length > 0) {
        expect(readWithRollups(range).items.length).toBeLessThan(daysOf(range).items.length);
      }
    });
  }

  it('keeps the latest name of a renamed item and the latest known cost across months', () => {
    const range = { from: '2025-12-01', to: '2026-03-31' };
    const items = menuEngineering(readWithRollups(range).items).items;
    const torta = items.find((item) => item.item_sku === 'TOR-01');
    expect(torta?.unit_cost_cents).toBe(3_400);
    expect(items.some((item) => item.item_name === 'Tacos al pastor (orden)')).toBe(true);
  });

  it('is a fold: the rollup of the days before a day, merged with that day, is the month’s rollup', () => {
    // What the aggregator stores when a month's latest day is built (use-cases/pipeline/rollups.ts).
    for (const month of ['2025-12', '2026-01', '2026-02', '2026-03']) {
      const days = daysOf(monthBounds(month));
      for (const name of ROLLUP_CUBES) {
        const cubes = days[name] as RollupCubes[typeof name][];
        let folded = rollupOf(name, cubes.slice(0, 1));
        for (const day of cubes.slice(1)) folded = rollupOf(name, [...folded, day]);
        expect(folded, `${month} ${name}`).toEqual(rollupOf(name, cubes));
      }
      expect(days.sales.length).toBeGreaterThan(20);
    }
  });

  it('has no rollup for a month without built days', () => {
    expect(rollupOf('items', [])).toEqual([]);
    expect(rollupOf('cash', [])).toEqual([]);
  });
});

describe('range read plan', () => {
  it('reads whole months from rollups and the partial edges from days', () => {
    expect(planRangeRead({ from: '2025-03-17', to: '2026-03-16' })).toEqual({
      months: [
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
      ],
      days: [
        { from: '2025-03-17', to: '2025-03-31' },
        { from: '2026-03-01', to: '2026-03-16' },
      ],
    });
    expect(planRangeRead({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      months: ['2024-02'],
      days: [],
    });
    expect(planRangeRead({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      months: [],
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
  });

  it('joins contiguous months into one day range for the fallback read', () => {
    expect(monthRuns(['2025-11', '2025-12', '2026-01', '2026-03'])).toEqual([
      { from: '2025-11-01', to: '2026-01-31' },
      { from: '2026-03-01', to: '2026-03-31' },
    ]);
    expect(monthOf('2026-03-17')).toBe('2026-03');
  });
});
