import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { cashFlow } from '#shared/domain/analytics/cash-flow.ts';
import type { LiveDayInput } from '#shared/domain/analytics/inputs.ts';
import { coverageOfRange, liveCoverageNote } from '#shared/domain/analytics/live-tables.ts';
import { rollupOf } from '#shared/domain/analytics/rollups.ts';
import { salesByEmployee, salesByHour, salesByHourOfResults } from '#shared/domain/analytics/sales.ts';
import { monday, sunday } from './fixtures.ts';

/** Sunday 2026-03-08 in Mexico City (UTC−6): three closed tables, one open, two drawer movements. */
const live: LiveDayInput = {
  closed_tables: [
    // seated 13:10 local by Ana: 4 covers, 30,000 with 3,000 tips
    {
      opened_at: '2026-03-08T19:10:00.000Z',
      closed_at: '2026-03-08T20:30:00.000Z',
      total_cents: 30000,
      covers: 4,
      waiter_name: 'Ana',
      tips_cents: 3000,
    },
    // seated 13:40 by " ana " (the same waiter): 2 covers, 10,000, no tips
    {
      opened_at: '2026-03-08T19:40:00.000Z',
      closed_at: '2026-03-08T21:00:00.000Z',
      total_cents: 10000,
      covers: 2,
      waiter_name: ' ana ',
      tips_cents: 0,
    },
    // never seen opening (no covers, no waiter): in the hour it closed, 20:00 local
    {
      opened_at: null,
      closed_at: '2026-03-09T02:15:00.000Z',
      total_cents: 8000,
      covers: null,
      waiter_name: null,
      tips_cents: 500,
    },
    // Marta has tables and no order line: a row of her own
    {
      opened_at: '2026-03-09T03:00:00.000Z',
      closed_at: '2026-03-09T03:50:00.000Z',
      total_cents: 12000,
      covers: 3,
      waiter_name: 'Marta',
      tips_cents: 1200,
    },
  ],
  open_tables: { '9': {} },
  cash_movements: [
    { direction: 'in', amount_cents: 50000 },
    { direction: 'out', amount_cents: 15000 },
    { direction: 'out', amount_cents: 5000 },
  ],
};

const withLive = buildDayCubes({ ...sunday, live });
const without = buildDayCubes(sunday);

describe('live tables in the day cubes', () => {
  it('hourly: covers and tables by the hour seated (else closed); 0 in hours without a table', () => {
    expect(withLive.hourly.hours.map(({ hour, covers, tables }) => [hour, covers, tables])).toEqual([
      [13, 6, 2], // Ana's two tables (lines: the margarita at 13:05)
      [20, null, 1], // the table never seen opening: 1 table, covers unknown
      [21, 3, 1], // Marta, seated 21:00
    ]);
    expect(withLive.hourly.live_coverage).toEqual({ days: 1, live_days: 1 });
    // Without live updates: null, never 0.
    expect(without.hourly.hours.every((hour) => hour.covers === null && hour.tables === null)).toBe(true);
    expect(salesByHour([withLive.hourly]).hours.find((hour) => hour.hour === '13:00')).toMatchObject({
      covers: 6,
      tables: 2,
    });
  });

  it('employees: covers, average ticket and tips of each waiter’s closed tables', () => {
    const rows = salesByEmployee([withLive.employees]).employees;
    expect(rows.map(({ rank: _, ...row }) => row)).toEqual([
      // Ana: lines 25,500; tables 30,000 + 10,000 = 40,000 / 2; tips 3,000 = 7.5 %
      {
        name: 'Ana',
        total_sales_cents: 25500,
        covers: 6,
        avg_ticket_cents: 20000,
        tips_cents: 3000,
        tip_pct: 7.5,
      },
      // Luis: lines but no live table of his: null, never 0
      {
        name: 'Luis',
        total_sales_cents: 12000,
        covers: null,
        avg_ticket_cents: null,
        tips_cents: null,
        tip_pct: null,
      },
      // Marta: one table and no lines
      {
        name: 'Marta',
        total_sales_cents: 0,
        covers: 3,
        avg_ticket_cents: 12000,
        tips_cents: 1200,
        tip_pct: 10,
      },
    ]);
    expect(salesByEmployee([without.employees]).employees.every((row) => row.covers === null)).toBe(true);
  });

  it('cash: other income and other cash out from the cash movements; null without live updates', () => {
    const flows = cashFlow([withLive.cash]).attributes;
    expect(flows.inflows.other_income_cents).toBe(50000);
    expect(flows.outflows.other_cash_out_cents).toBe(20000);
    // They move the balance: +50,000 − 20,000 against the day without them.
    const plain = cashFlow([without.cash]).attributes;
    expect(flows.period_summary.closing_balance_cents! - plain.period_summary.closing_balance_cents!).toBe(
      30000,
    );
    expect(plain.inflows.other_income_cents).toBeNull();
    expect(plain.outflows.other_cash_out_cents).toBeNull();
    // A live day with no movement: 0, known.
    const quiet = buildDayCubes({ ...sunday, live: { ...live, cash_movements: [] } });
    expect(cashFlow([quiet.cash]).attributes.inflows.other_income_cents).toBe(0);
  });

  it("days' by-hour results summed read as the range's (the assistant's weekday hours)", () => {
    const days = [withLive.hourly, buildDayCubes(monday).hourly, without.hourly];
    const each = days.map((day) => salesByHour([day]));
    expect(salesByHourOfResults(each)).toEqual(salesByHour(days));
    expect(salesByHourOfResults([])).toEqual(salesByHour([]));
  });

  it('a month rollup reads as its days (live and not), and the coverage says which', () => {
    const mondayCubes = buildDayCubes(monday);
    const days = [withLive, mondayCubes];
    for (const name of ['hourly', 'employees'] as const) {
      const rolled = rollupOf(name, days.map((day) => day[name]) as never);
      const direct = days.map((day) => day[name]);
      if (name === 'hourly') expect(salesByHour(rolled as never)).toEqual(salesByHour(direct as never));
      else expect(salesByEmployee(rolled as never)).toEqual(salesByEmployee(direct as never));
      expect(coverageOfRange(rolled as never)).toEqual({ days: 2, live_days: 1 });
    }
    expect(liveCoverageNote({ days: 2, live_days: 1 }, 'covers').reason).toBe(
      '1 of 2 built days have no live updates: covers count only the other 1.',
    );
    expect(liveCoverageNote({ days: 2, live_days: 0 }, 'covers').reason).toMatch(/^No built day/);
    expect(liveCoverageNote({ days: 2, live_days: 2 }, 'covers').reason).toBeNull();
  });

  it('the same stored documents and live day give the same cubes (a rebuild)', () => {
    expect(buildDayCubes({ ...sunday, live })).toEqual(withLive);
  });
});
