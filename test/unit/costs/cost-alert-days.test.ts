/**
 * The cost alerts' windows (shared/domain/costs/alerts.ts `costOfWindow`): for the window of every
 * day of a year, the figures from the records near it equal `costPeriod` on all the records:
 * purchases on and off the window, payroll periods of every length across it (and across months),
 * counts before it, in it (two on one day: the later id) and after it, their intervals split by
 * sales. And the alerts of a day or a month to date are the same whatever range is read: a count
 * older than the look-back never opens an interval.
 */
import { describe, expect, it } from 'vitest';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import { salesWindows } from '#shared/domain/costs/accrual.ts';
import { costAlerts, costOfWindow, dayAlertWindow } from '#shared/domain/costs/alerts.ts';
import { costPeriod } from '#shared/domain/costs/pnl.ts';
import type { CountRecord, PayrollRecord, PurchaseRecord } from '#shared/domain/costs/records.ts';
import { addDays, startOfMonth } from '#shared/domain/costs/records.ts';
import { line } from '../../fixtures/costs-month.ts';

const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const days = datesInRange(YEAR);

const purchases: PurchaseRecord[] = days
  .filter((_, index) => index % 5 === 0 || index % 11 === 0)
  .map((date, index) => ({
    id: `p-${index}`,
    date,
    supplier_name: 'Central',
    paid_with: 'cash',
    lines: [
      line('Res', 'food', 1, 'kg', 10_000 + index, 10_000 + index),
      ...(index % 3 === 0 ? [line('Mezcal', 'bar', 1, 'botella', 0, 0)] : []),
    ],
    total_cents: 10_000 + index,
  }));
// Purchases before the year too (outside every day's window).
purchases.push({ ...purchases[0]!, id: 'p-before', date: '2025-12-31' });

const payroll: PayrollRecord[] = [];
for (let start = '2025-12-20', index = 0; start <= YEAR.to; index++) {
  const length = [7, 15, 31, 92][index % 4]!;
  const end = addDays(start, length - 1);
  payroll.push({
    id: `w-${index}`,
    period_from: start,
    period_to: end,
    department: index % 2 === 0 ? 'kitchen' : 'floor',
    amount_cents: 100_003 * (index + 1),
    ...(index % 3 === 0 ? {} : { employees: index % 5 }),
  });
  start = addDays(start, 9);
}

const count = (id: string, date: string, onHand: number): CountRecord => ({
  id,
  date,
  recorded_at: `${date}T23:00:00.000Z`,
  items: [
    {
      ingredient: 'Res',
      unit: 'kg',
      on_hand: onHand,
      minimum: 0,
      unit_cost_cents: 15_000,
      category_type: 'food',
    },
    {
      ingredient: 'Mezcal',
      unit: 'botella',
      on_hand: onHand / 2,
      minimum: 0,
      unit_cost_cents: 4_000,
      category_type: 'bar',
    },
  ],
});
const counts: CountRecord[] = [
  count('c-0', '2025-12-28', 30),
  ...days
    .filter((_, index) => index % 17 === 3)
    .map((date, index) => count(`c-${index + 1}`, date, 10 + index)),
  count('z-same-day', days[3 + 17 * 4]!, 99),
];

const sale = {
  food_sales_cents: 50_000,
  beverage_sales_cents: 10_000,
  bar_sales_cents: 20_000,
  order_lines_sales: null,
};

describe('the cost alerts windows', () => {
  it('give every day the figures of all the records', () => {
    // Sales that differ by day, so that a split by sales is not a split by days.
    const daily = [...days, ...datesInRange({ from: '2027-01-01', to: '2027-03-31' })].map((date, index) => ({
      date,
      built_at: `${date}T08:00:00.000Z`,
      data: { ...sale, date, food_sales_cents: 40_000 + (index % 9) * 1_000 },
    }));
    for (const date of days) {
      const window = dayAlertWindow(date);
      const salesIn = (range: { from: string; to: string }) =>
        daily.filter((one) => one.date >= range.from && one.date <= range.to).map((one) => one.data);
      const all = costPeriod({
        range: window,
        sales: salesIn(window),
        window_sales: salesWindows(window, counts).map((range) => ({ range, sales: salesIn(range) })),
        expenses: [],
        purchases,
        payroll,
        counts,
      });
      expect(costOfWindow({ sales: daily, purchases, payroll, counts }, window), date).toEqual(all);
    }
  });
});

describe('the cost alerts of a day and of a month to date', () => {
  // Counts 156 days apart: January's is too old (more than 62 days) to open June's day or month.
  const countsApart = [count('c-january', '2026-01-05', 900), count('c-june', '2026-06-10', 10)];
  const everyDay = datesInRange(YEAR).map((date) => ({
    date,
    built_at: `${date}T08:00:00.000Z`,
    // A tenth of `sale` (with IVA; 6,897 without), so a week's purchases are a plausible food cost.
    data: {
      date,
      food_sales_cents: 5_000,
      beverage_sales_cents: 1_000,
      bar_sales_cents: 2_000,
      order_lines_sales: null,
      summaries_count: 1,
      total_sales_cents: 8_000,
      total_sales_no_iva_cents: 6_897,
    },
  }));
  const dailyPurchases = purchases.filter((purchase) => purchase.date >= YEAR.from);
  // What a read of `range` passes: counts from 62 days before the 1st of its first month (the
  // opening count of every window it computes) to its end.
  const alertsOf = (range: { from: string; to: string }) =>
    costAlerts({
      range,
      today: addDays(range.to, 1),
      // From 6 days before the month: the first days' windows.
      sales: everyDay.filter(
        (day) => day.date >= addDays(startOfMonth(range.from), -6) && day.date <= range.to,
      ),
      purchases: dailyPurchases,
      payroll,
      counts: countsApart.filter(
        (record) => record.date >= addDays(startOfMonth(range.from), -62) && record.date <= range.to,
      ),
    });
  const inJune = (alert: { id: string }) => alert.id.startsWith('2026-06');

  it('are those of their own window whatever the range read starts with', () => {
    const ofJune = alertsOf({ from: '2026-06-01', to: '2026-06-30' }).filter(inJune);
    // A year's read has January's count too, but it is no opening for June's day or month.
    expect(alertsOf(YEAR).filter(inJune)).toEqual(ofJune);
    // A day's own alerts (not its month to date, which ends with the range).
    const theDay = (alert: { id: string }) =>
      alert.id.startsWith('2026-06-10:') && !alert.id.endsWith(':mtd');
    expect(alertsOf({ from: '2026-06-10', to: '2026-06-10' }).filter(theDay)).toEqual(ofJune.filter(theDay));
    expect(ofJune.filter(theDay)).not.toEqual([]);
  });

  it('take no opening count older than the look-back, as the P&L of the window does', () => {
    const day = { from: '2026-06-10', to: '2026-06-10' };
    const figures = costPeriod({
      range: day,
      sales: [sale],
      expenses: [],
      purchases: dailyPurchases,
      payroll,
      counts: countsApart,
    });
    expect(figures.missing).toContain('inventory_counts');
  });
});
