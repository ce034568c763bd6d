import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { buildSalesCube } from '#shared/domain/analytics/builders/sales.ts';
import type { EmployeesCube, HourlyCube } from '#shared/domain/analytics/cubes.ts';
import {
  ivaShareOf,
  perOpenDay,
  salesByEmployee,
  salesByHour,
  salesRow,
  salesRowTotalsOf,
  salesSummary,
  salesWithoutIvaCents,
  unassignedHourlySalesCents,
} from '#shared/domain/analytics/sales.ts';
import { monday, sunday } from './fixtures.ts';

const sun = buildDayCubes(sunday);
const mon = buildDayCubes(monday);
// Previous period: one dinner summary of 40000 with 10 covers at 5 tables.
const previous = buildSalesCube('2026-03-07', [
  {
    date: '2026-03-07',
    shift: 'dinner',
    closing_type: 'zout',
    total_sales_cents: 40000,
    covers: 10,
    tables_served: 5,
  },
]);

describe('salesWithoutIvaCents', () => {
  it('sums the days without IVA only when every day that sold sent its own', () => {
    const day = (total: number, noIva: number | null) => ({
      total_sales_cents: total,
      total_sales_no_iva_cents: noIva,
    });
    expect(salesWithoutIvaCents([day(11_600, 10_000), day(5_800, 5_000)])).toBe(15_000);
    // A day that sold nothing adds 0 whether or not it sent the figure.
    expect(salesWithoutIvaCents([day(11_600, 10_000), day(0, null)])).toBe(10_000);
    // One that sold without it: no sum, rather than one short by that day.
    expect(salesWithoutIvaCents([day(11_600, 10_000), day(5_800, null)])).toBeNull();
    expect(salesWithoutIvaCents([])).toBeNull();
  });
});

describe('ivaShareOf', () => {
  it('takes the share from the days that sent both totals, and none without them', () => {
    const day = (total: number, noIva: number | null) => ({
      total_sales_cents: total,
      total_sales_no_iva_cents: noIva,
    });
    // A day without its total without IVA is left out of both sums, not counted as 0.
    expect(ivaShareOf([day(11_600, 10_000), day(5_800, null), day(2_320, 2_000)])).toEqual({
      with_iva_cents: 11_600 + 2_320,
      without_iva_cents: 10_000 + 2_000,
    });
    expect(ivaShareOf([day(5_800, null), day(0, 0)])).toBeNull();
    expect(ivaShareOf([])).toBeNull();
  });
});

describe('salesSummary', () => {
  it('sums the range and compares with the previous period', () => {
    expect(salesSummary([mon.sales, sun.sales], [previous])).toEqual({
      total_sales_cents: 60000, // 50000 + 10000
      // Only Sunday's dinner reports it: a sum of that one would read as the period's whole.
      total_sales_no_iva_cents: null,
      // Monday's corte sold 10000 and split none by category: Sunday's alone would read as the whole.
      food_sales_cents: null,
      beverage_sales_cents: null,
      bar_sales_cents: null,
      covers_total: 20, // 16 + 4
      tables_served_total: 9, // 7 + 2
      avg_ticket_cents: 6667, // 60000 / 9 = 6666.67 → 6667
      avg_pax: 2.2, // 20 / 9 = 2.22 → 2.2
      vs_previous_period: {
        total_sales_pct_change: 50, // (60000 − 40000) / 40000
        covers_pct_change: 100, // (20 − 10) / 10
        avg_ticket_pct_change: -16.7, // (60000/9 − 40000/5) / (40000/5) = (6666.67 − 8000) / 8000 = −16.67 %
      },
      by_shift: {
        breakfast: { sales_cents: null, covers: null }, // no breakfast summary in the range
        lunch: { sales_cents: 20000, covers: 6 },
        dinner: { sales_cents: 30000, covers: 10 },
        bar: { sales_cents: null, covers: null }, // Monday's all_day summary belongs to no shift
      },
    });
  });

  it('sums a category over the summaries that split, a missing type of a split as 0', () => {
    const summaries = sunday.sales.filter((summary) => summary.closing_type === 'zout');
    const sum = (pick: (summary: (typeof summaries)[number]) => number | null | undefined) =>
      summaries.reduce((total, summary) => total + (pick(summary) ?? 0), 0);
    const summary = salesSummary([sun.sales], []);
    expect(summary.food_sales_cents).toBe(sum((part) => part.food_sales_cents));
    expect(summary.beverage_sales_cents).toBe(sum((part) => part.beverage_sales_cents));
    expect(summary.bar_sales_cents).toBe(sum((part) => part.bar_sales_cents));
    // A day that sold nothing and split nothing leaves the sums whole.
    const quiet = buildSalesCube('2026-03-10', [
      { date: '2026-03-10', shift: 'all_day', closing_type: 'zout', total_sales_cents: 0 },
    ]);
    expect(salesSummary([sun.sales, quiet], []).food_sales_cents).toBe(summary.food_sales_cents);
  });

  it('is honest about an empty range: 0 sold, everything else unknown', () => {
    expect(salesSummary([], [])).toEqual({
      total_sales_cents: 0,
      total_sales_no_iva_cents: null,
      food_sales_cents: null,
      beverage_sales_cents: null,
      bar_sales_cents: null,
      covers_total: null,
      tables_served_total: null,
      avg_ticket_cents: null,
      avg_pax: null,
      vs_previous_period: {
        total_sales_pct_change: null,
        covers_pct_change: null,
        avg_ticket_pct_change: null,
      },
      by_shift: {
        breakfast: { sales_cents: null, covers: null },
        lunch: { sales_cents: null, covers: null },
        dinner: { sales_cents: null, covers: null },
        bar: { sales_cents: null, covers: null },
      },
    });
  });

  it('gives no change against a previous period without sales', () => {
    const summary = salesSummary([sun.sales], []);
    expect(summary.vs_previous_period).toEqual({
      total_sales_pct_change: null,
      covers_pct_change: null,
      avg_ticket_pct_change: null,
    });
    expect(summary.avg_ticket_cents).toBe(7143); // 50000 / 7 = 7142.86 → 7143
    expect(summary.avg_pax).toBe(2.3); // 16 / 7 = 2.29 → 2.3
  });
});

describe('perOpenDay', () => {
  it('compares sales per open day where the periods opened a different number of days', () => {
    // A week whose Friday has no corte Z: 6 days sold 305,936.50 against a whole week's 371,677.00.
    const now = { total: 30_593_650, days_with_sales: 6 };
    const base = { total: 37_167_700, days_with_sales: 7 };
    const daily = perOpenDay(now, base)!;
    expect(daily.now).toBe(Math.round(30_593_650 / 6));
    expect(daily.base).toBe(Math.round(37_167_700 / 7));
    const exact = (30_593_650 / 6 / (37_167_700 / 7) - 1) * 100;
    expect(daily.pct_change).toBe(Math.round(exact * 10) / 10);
    // Covers per open day keep a decimal.
    expect(
      perOpenDay({ total: 1_600, days_with_sales: 6 }, { total: 1_850, days_with_sales: 7 }, 1)?.now,
    ).toBe(Math.round((1_600 / 6) * 10) / 10);
  });

  it('says nothing where the totals already compare, or a side did not open', () => {
    expect(perOpenDay({ total: 100, days_with_sales: 7 }, { total: 90, days_with_sales: 7 })).toBeNull();
    expect(perOpenDay({ total: 0, days_with_sales: 0 }, { total: 90, days_with_sales: 7 })).toBeNull();
    expect(perOpenDay({ total: 100, days_with_sales: 3 }, { total: 0, days_with_sales: 0 })).toBeNull();
  });
});

describe('salesByHour', () => {
  it('sums hours over the range; peak = most sales, valley = least sales above 0', () => {
    // Sunday 13:00 12000, 20:00 20500, 21:00 9000; Monday 14:00 10000.
    expect(salesByHour([sun.hourly, mon.hourly])).toEqual({
      peak_hour: '20:00',
      valley_hour: '21:00',
      hours: [
        { hour: '13:00', sales_cents: 12000, covers: null, tables: null },
        { hour: '14:00', sales_cents: 10000, covers: null, tables: null },
        { hour: '20:00', sales_cents: 20500, covers: null, tables: null },
        { hour: '21:00', sales_cents: 9000, covers: null, tables: null },
      ],
    });
  });

  it('adds the same hour of different days, breaks ties by the earlier hour, skips zero-sale valleys', () => {
    const bucket = (hour: number, sales: number) => ({
      hour,
      sales_cents: sales,
      lines: 1,
      quantity: 1,
      covers: null,
      tables: null,
    });
    const empty = { sales_cents: 0, lines: 0, quantity: 0 };
    const a: HourlyCube = {
      date: '2026-03-01',
      hours: [bucket(9, 0), bucket(12, 3000), bucket(18, 5000)],
      unassigned: empty,
    };
    const b: HourlyCube = {
      date: '2026-03-02',
      hours: [bucket(12, 2000), bucket(19, 3000)],
      unassigned: empty,
    };
    // 12:00 = 3000 + 2000 = 5000 ties 18:00 = 5000 for the peak → 12:00; valley 3000 at 19:00; 09:00 (0) is no valley.
    expect(salesByHour([a, b])).toMatchObject({ peak_hour: '12:00', valley_hour: '19:00' });
    expect(salesByHour([a, b]).hours.map((hour) => hour.hour)).toEqual(['09:00', '12:00', '18:00', '19:00']);
  });

  it('has no peak or valley without timed lines', () => {
    expect(salesByHour([])).toEqual({ peak_hour: null, valley_hour: null, hours: [] });
  });

  it('sums the net sales of lines without ordered_at over the range (0 when there are none)', () => {
    // Sunday's tacos line without ordered_at: 5000; Monday has none.
    expect(unassignedHourlySalesCents([sun.hourly, mon.hourly])).toBe(5000);
    expect(unassignedHourlySalesCents([mon.hourly])).toBe(0);
    expect(unassignedHourlySalesCents([])).toBe(0);
  });
});

describe('salesByEmployee', () => {
  it('ranks waiters by net sales over the range; unknowable figures are null', () => {
    // Ana 25500 (Sunday); Luis 12000 (Sunday) + 10000 (Monday) = 22000. Unassigned lines are left out.
    expect(salesByEmployee([sun.employees, mon.employees])).toEqual({
      employees: [
        {
          name: 'Ana',
          total_sales_cents: 25500,
          covers: null,
          avg_ticket_cents: null,
          tips_cents: null,
          tip_pct: null,
          rank: 1,
        },
        {
          name: 'Luis',
          total_sales_cents: 22000,
          covers: null,
          avg_ticket_cents: null,
          tips_cents: null,
          tip_pct: null,
          rank: 2,
        },
      ],
    });
  });

  it('breaks ties by name', () => {
    const employee = (name: string, sales: number) => ({
      name,
      net_sales_cents: sales,
      subtotal_cents: sales,
      discount_cents: 0,
      lines: 1,
      quantity: 1,
      tickets: null,
      tips_cents: null,
    });
    const cube: EmployeesCube = {
      date: '2026-03-01',
      employees: [employee('Beto', 1000), employee('Ana', 1000), employee('Carla', 2000)],
      unassigned: { net_sales_cents: 0, lines: 0, quantity: 0 },
    };
    expect(salesByEmployee([cube]).employees.map(({ name, rank }) => [name, rank])).toEqual([
      ['Carla', 1],
      ['Ana', 2],
      ['Beto', 3],
    ]);
  });
});

describe('salesRow (a branch of the organization comparison)', () => {
  const noTables = buildSalesCube('2026-03-08', [
    { date: '2026-03-08', shift: 'lunch', closing_type: 'zout', total_sales_cents: 7000 },
  ]);
  const days = [mon.sales, sun.sales, previous, noTables];

  it("is the summary's sales, covers, tables and ticket", () => {
    const { total_sales_cents, covers_total, tables_served_total, avg_ticket_cents } = salesSummary(days, []);
    expect(salesRow(days)).toEqual({
      total_sales_cents,
      covers_total,
      tables_served_total,
      avg_ticket_cents,
    });
    expect(salesRow([])).toEqual({
      total_sales_cents: 0,
      covers_total: null,
      tables_served_total: null,
      avg_ticket_cents: null,
    });
  });

  it('is the same from month totals as from their days, however they are grouped', () => {
    const byDay = salesRow(days);
    expect(salesRow([salesRowTotalsOf(days.slice(0, 2)), salesRowTotalsOf(days.slice(2))])).toEqual(byDay);
    expect(salesRow([salesRowTotalsOf([noTables]), ...days.slice(0, 3)])).toEqual(byDay);
    // A month whose days reported no tables stays null, as its days do.
    expect(salesRowTotalsOf([noTables])).toMatchObject({ covers: null, tables_served: null });
  });
});
