/**
 * Statuses and alert thresholds are judged on the exact ratio; the rounded percentage is only what is
 * shown. Each case is one where judging the displayed figure would give another colour.
 */
import { describe, expect, it } from 'vitest';
import { alertsForDay } from '#shared/domain/analytics/alerts.ts';
import { closingFigures } from '#shared/domain/analytics/builders/cash.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { buildSalesCube } from '#shared/domain/analytics/builders/sales.ts';
import { summarizeVariance } from '#shared/domain/analytics/reconciliation.ts';
import {
  ALERT_THRESHOLDS,
  comparePct,
  statusAgainstRatio,
  statusOfRatio,
} from '#shared/domain/benchmarks.ts';

describe('comparePct: part / whole × 100 against a threshold, exactly', () => {
  it('compares without rounding or floating-point error', () => {
    expect(comparePct(99, 10_000, 1)).toBe(-1); // 0.99 %
    expect(comparePct(100, 10_000, 1)).toBe(0); // exactly 1 %
    expect(comparePct(3049, 100_000, 3)).toBe(1); // 3.049 %
    expect(comparePct(1, 3, 33.333)).toBe(1); // 33.3333… > 33.333
    expect(comparePct(-1000, 10_000, -10)).toBe(0); // −10 % exactly
    expect(comparePct(-1001, 10_000, -10)).toBe(-1);
  });
});

describe('cash variance status on the exact ratio', () => {
  it('0.99 % is green although it is shown as 1.0', () => {
    const figures = closingFigures({ cash_theoretical: 10_000, cash_actual: 9_901 });
    expect(figures.variance_pct).toBe(1); // shown rounded
    expect(figures.variance_status).toBe('green');
  });

  it('3.049 % is red although it is shown as 3.0', () => {
    const figures = closingFigures({ cash_theoretical: 100_000, cash_actual: 96_951 });
    expect(figures.variance_pct).toBe(3);
    expect(figures.variance_status).toBe('red');
  });

  it('exactly 1 % and exactly 3 % are yellow (boundaries included)', () => {
    expect(statusOfRatio('cash_variance_pct', -100, 10_000)).toBe('yellow');
    expect(statusOfRatio('cash_variance_pct', 300, 10_000)).toBe('yellow');
  });

  it('the period summary judges Σ|variance| / Σ base exactly', () => {
    const summary = summarizeVariance([
      { variance_cents: -50, variance_base_cents: 5_000 },
      { variance_cents: 49, variance_base_cents: 5_000 },
    ]);
    expect(summary.variance_pct).toBe(1); // 0.99 % shown as 1.0
    expect(summary.variance_status).toBe('green');
  });

  it('a ratio over nothing has no status', () => {
    expect(statusAgainstRatio(ALERT_THRESHOLDS.discounts_high, 10, 0)).toBeNull();
    expect(statusOfRatio('cash_variance_pct', null, 100)).toBeNull();
  });
});

const DATE = '2026-03-08';
const dayWith = (sales: number, discounts: number, cancellations: number) =>
  buildDayCubes({
    branchId: 'b',
    date: DATE,
    timeZone: 'America/Mexico_City',
    orders: [],
    sales: [{ date: DATE, shift: 'all_day', closing_type: 'zout', total_sales_cents: sales }],
    payments: [],
    discounts: [{ amount_cents: discounts }],
    cancellations: [{ amount_cents: cancellations, quantity: 1 }],
    closings: [],
    catalog: [],
  });
const lastWeek = (total: number) => ({
  sales: buildSalesCube('2026-03-01', [
    { date: '2026-03-01', shift: 'all_day', closing_type: 'zout', total_sales_cents: total },
  ]),
});
const typesAndSeverities = (alerts: { type: string; severity: string }[]) =>
  alerts.map((alert) => `${alert.type}:${alert.severity}`);

describe('alert thresholds on the exact ratio', () => {
  it('discounts of 2.96 % (shown 3.0) raise nothing; 5.04 % (shown 5.0) is red', () => {
    expect(typesAndSeverities(alertsForDay(dayWith(100_000, 2_960, 0), null, 'now'))).toEqual([]);
    expect(typesAndSeverities(alertsForDay(dayWith(100_000, 5_040, 0), null, 'now'))).toEqual([
      'discounts_high:red',
    ]);
  });

  it('cancellations of 4.04 % (shown 4.0) are red, 1.96 % (shown 2.0) raise nothing', () => {
    expect(typesAndSeverities(alertsForDay(dayWith(100_000, 0, 4_040), null, 'now'))).toEqual([
      'cancellations_high:red',
    ]);
    expect(typesAndSeverities(alertsForDay(dayWith(100_000, 0, 1_960), null, 'now'))).toEqual([]);
  });

  it('sales +19.96 % (shown 20.0) is not sales_up; −19.96 % (shown −20.0) is yellow, not red', () => {
    expect(typesAndSeverities(alertsForDay(dayWith(119_960, 0, 0), lastWeek(100_000), 'now'))).toEqual([]);
    expect(typesAndSeverities(alertsForDay(dayWith(80_040, 0, 0), lastWeek(100_000), 'now'))).toEqual([
      'sales_down:yellow',
    ]);
    expect(typesAndSeverities(alertsForDay(dayWith(120_000, 0, 0), lastWeek(100_000), 'now'))).toEqual([
      'sales_up:blue',
    ]);
  });
});
