import { describe, expect, it } from 'vitest';
import { ALERT_THRESHOLDS, BENCHMARKS, statusAgainst, statusOf } from '#shared/domain/benchmarks.ts';

describe('statusOf: the spec benchmark table, boundaries included', () => {
  it('food cost: below 30 green, 30 to 38 yellow, above 38 red', () => {
    expect(statusOf('food_cost_pct', 29.9)).toBe('green');
    expect(statusOf('food_cost_pct', 30)).toBe('yellow');
    expect(statusOf('food_cost_pct', 38)).toBe('yellow');
    expect(statusOf('food_cost_pct', 38.1)).toBe('red');
  });

  it('reads every lower-is-better row the same way', () => {
    const rows = [
      ['beverage_cost_pct', 20, 28],
      ['bar_cost_pct', 25, 30],
      ['labor_cost_pct', 30, 35],
      ['prime_cost_pct', 60, 65],
      ['cash_variance_pct', 1, 3],
      ['inventory_days', 7, 14],
    ] as const;
    for (const [kpi, green, red] of rows) {
      expect(BENCHMARKS[kpi]).toMatchObject({ green, red, direction: 'lower_is_better' });
      expect(statusOf(kpi, green - 0.1)).toBe('green');
      expect(statusOf(kpi, green)).toBe('yellow');
      expect(statusOf(kpi, red)).toBe('yellow');
      expect(statusOf(kpi, red + 0.1)).toBe('red');
    }
  });

  it('EBITDA and net profit are inverted: above green is green, below red is red', () => {
    expect(statusOf('ebitda_pct', 20.1)).toBe('green');
    expect(statusOf('ebitda_pct', 20)).toBe('yellow');
    expect(statusOf('ebitda_pct', 10)).toBe('yellow');
    expect(statusOf('ebitda_pct', 9.9)).toBe('red');
    expect(statusOf('net_profit_pct', 15.1)).toBe('green');
    expect(statusOf('net_profit_pct', 5)).toBe('yellow');
    expect(statusOf('net_profit_pct', 4.9)).toBe('red');
    expect(statusOf('net_profit_pct', -2)).toBe('red');
  });

  it('judges cash variance by magnitude: a shortage is as bad as a surplus', () => {
    expect(statusOf('cash_variance_pct', -2.5)).toBe('yellow');
    expect(statusOf('cash_variance_pct', -3.1)).toBe('red');
    expect(statusOf('cash_variance_pct', -0.5)).toBe('green');
  });

  it('is null when the value is unknown', () => {
    expect(statusOf('food_cost_pct', null)).toBeNull();
    expect(statusOf('food_cost_pct', undefined)).toBeNull();
  });
});

describe('alert thresholds decided by the service', () => {
  it('discounts: below 3 fine, 3 to 5 yellow, above 5 red; cancellations 2 / 4', () => {
    expect(statusAgainst(ALERT_THRESHOLDS.discounts_high, 2.9)).toBe('green');
    expect(statusAgainst(ALERT_THRESHOLDS.discounts_high, 3)).toBe('yellow');
    expect(statusAgainst(ALERT_THRESHOLDS.discounts_high, 5.1)).toBe('red');
    expect(statusAgainst(ALERT_THRESHOLDS.cancellations_high, 1.9)).toBe('green');
    expect(statusAgainst(ALERT_THRESHOLDS.cancellations_high, 4)).toBe('yellow');
    expect(statusAgainst(ALERT_THRESHOLDS.cancellations_high, 4.1)).toBe('red');
  });

  it('every threshold carries its reason', () => {
    for (const threshold of Object.values(ALERT_THRESHOLDS)) expect(threshold.why.length).toBeGreaterThan(20);
  });
});
