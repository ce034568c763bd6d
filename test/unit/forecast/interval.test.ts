import { describe, expect, it } from 'vitest';
import { forecastDays } from '#shared/domain/forecast/days.ts';
import { conformalBounds } from '#shared/domain/forecast/model.ts';
import { NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { syntheticHistory } from './fixtures.ts';

const sorted = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the 80 % interval', () => {
  it('takes the k-th smallest and largest errors, k = ⌊(n + 1) × 0.1⌋', () => {
    expect(conformalBounds(sorted(56))).toEqual([5, 52]);
    expect(conformalBounds(sorted(168))).toEqual([16, 153]);
    expect(conformalBounds(sorted(20))).toEqual([2, 19]);
    // Never past the sample's ends, however few errors.
    expect(conformalBounds(sorted(3))).toEqual([1, 3]);
  });

  it('follows the last 8 weeks: a noisy past does not widen a calm present', () => {
    const noisy = syntheticHistory({ from: '2025-01-06', days: 300, seed: 3, noise: 0.3 });
    const calm = syntheticHistory({ from: '2025-01-06', days: 300, seed: 3, noise: 0.05 });
    // The same branch, noisy for most of its history and calm for its latest 12 weeks.
    const calmLately = noisy.map((day, index) => (index >= 300 - 84 ? (calm[index] as typeof day) : day));
    const origin = '2025-11-02';
    const width = (history: typeof noisy) => {
      const day = forecastDays(history, { origin, days: 1, settings: NO_SETTINGS })[0];
      return Math.log(day!.sales_high_cents! / day!.sales_low_cents!);
    };
    expect(width(calmLately)).toBeLessThan(width(noisy) / 2);
    expect(width(calmLately)).toBeGreaterThan(0);
  });
});
