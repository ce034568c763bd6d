import { describe, expect, it } from 'vitest';
import {
  type ClosingVariance,
  cashVarianceOf,
  exceedsVarianceThreshold,
} from '#shared/domain/webhooks/cash-variance.ts';

const closing = (folio: string, variance: number | null, base: number | null): ClosingVariance => ({
  date: '2026-03-06',
  folio,
  closing_type: 'xout',
  source: 'cash-register',
  cashier: 'Rosa',
  variance_cents: variance,
  variance_base_cents: base,
});

describe('cash.variance', () => {
  it('fires only when |variance| / expected cash EXCEEDS the threshold, on the exact ratio', () => {
    // Exactly 1.0 %: equal is not "exceeds" (spec), no event; one cent more is.
    expect(cashVarianceOf(closing('A', -1000, 100_000), 1)).toBeNull();
    expect(cashVarianceOf(closing('A', -1001, 100_000), 1)).toEqual({
      date: '2026-03-06',
      folio: 'A',
      closing_type: 'xout',
      source: 'cash-register',
      cashier: 'Rosa',
      variance_cents: -1001,
      variance_pct: 1,
      threshold_pct: 1,
    });
    expect(cashVarianceOf(closing('B', 999, 100_000), 1)).toBeNull(); // 0.999 %, shown as 1.0
    expect(cashVarianceOf(closing('C', 5000, null), 1)).toBeNull(); // no base: unknown
    expect(cashVarianceOf(closing('D', 5000, 0), 1)).toBeNull();
    expect(cashVarianceOf(closing('E', null, 100_000), 1)).toBeNull();
  });

  it('compares thresholds with one decimal exactly (no float error at 0.1 steps)', () => {
    // 0.3 × 10 000 = 30 cents exactly: 30 is not above, 31 is (0.1 + 0.2 style float error would flip it).
    expect(exceedsVarianceThreshold(30, 10_000, 0.3)).toBe(false);
    expect(exceedsVarianceThreshold(31, 10_000, 0.3)).toBe(true);
    expect(exceedsVarianceThreshold(-250, 10_000, 2.5)).toBe(false);
    expect(exceedsVarianceThreshold(-251, 10_000, 2.5)).toBe(true);
    // A large base: 1 % of 9,007,199,254,740 cents is 90,071,992,547.4.
    expect(exceedsVarianceThreshold(90_071_992_547, 9_007_199_254_740, 1)).toBe(false);
    expect(exceedsVarianceThreshold(90_071_992_548, 9_007_199_254_740, 1)).toBe(true);
  });
});
