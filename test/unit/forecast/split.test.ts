/**
 * Hours and items: the split sums to the day, follows the recent same weekdays, and an item sold
 * now and then is flagged intermittent; the score's figures recomputed from the pairs by hand.
 */
import { describe, expect, it } from 'vitest';
import { forecastDays } from '#shared/domain/forecast/days.ts';
import { forecastHours } from '#shared/domain/forecast/hours.ts';
import { forecastItems, poissonQuantile } from '#shared/domain/forecast/items.ts';
import { naive4w, naiveWeek, scoreForecasts } from '#shared/domain/forecast/score.ts';
import { NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { syntheticHistory } from './fixtures.ts';

const history = syntheticHistory({ from: '2025-12-01', days: 120 });
const [day] = forecastDays(history, { origin: '2026-03-31', days: 1, settings: NO_SETTINGS });

describe('forecastHours', () => {
  it('splits the day by its same-weekday shares, summing exactly to the day', () => {
    const hours = forecastHours(history, day!);
    expect(hours.map((hour) => hour.hour)).toEqual([12, 13, 14, 15, 16, 17]);
    expect(hours.reduce((sum, hour) => sum + hour.sales_cents, 0)).toBe(day!.sales_cents);
    expect(hours.reduce((sum, hour) => sum + hour.covers, 0)).toBe(day!.covers);
    const peak = hours.find((hour) => hour.hour === 14)!;
    expect(peak.share).toBeCloseTo(0.3, 2);
    expect(peak.sales_low_cents <= peak.sales_cents && peak.sales_cents <= peak.sales_high_cents).toBe(true);
  });

  // Since 2026-12-08; before, the shares summed to the weight of the days that had hours, and the
  // hours' low and high to less than the day's.
  it('shares the day among the same weekdays that kept their hours, summing to 1', () => {
    // Every other Tuesday lost its hourly cube (no live tables sent): its sales count in no hour.
    const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    const gappy = history.map((past, index) =>
      weekday(past.date) === weekday(day!.date) && index % 2 === 0
        ? { ...past, hourly_sales_cents: past.hourly_sales_cents.map(() => 0) }
        : past,
    );
    const hours = forecastHours(gappy, day!);
    const total = (of: (hour: (typeof hours)[number]) => number) =>
      hours.reduce((sum, hour) => sum + of(hour), 0);
    expect(total((hour) => hour.share)).toBeCloseTo(1, 9);
    // Each hour's bound is the day's times its share, so they add up to the day's, to the cent each.
    expect(Math.abs(total((hour) => hour.sales_low_cents) - day!.sales_low_cents!)).toBeLessThanOrEqual(
      hours.length,
    );
    expect(Math.abs(total((hour) => hour.sales_high_cents) - day!.sales_high_cents!)).toBeLessThanOrEqual(
      hours.length,
    );
  });

  it('gives nothing for a day that is not ok', () => {
    expect(forecastHours(history, { ...day!, status: 'closed', sales_cents: null })).toEqual([]);
  });
});

describe('forecastItems', () => {
  it('forecasts regular items from their quantity per peso and flags the intermittent one', () => {
    const items = forecastItems(history, day!);
    const tacos = items.find((item) => item.product_id === 'taco-pastor')!;
    expect(tacos.intermittent).toBe(false);
    expect(Math.abs(tacos.quantity - day!.sales_cents! / 4_000)).toBeLessThanOrEqual(2);
    expect(tacos.quantity_low <= tacos.quantity && tacos.quantity <= tacos.quantity_high).toBe(true);
    const pozole = items.find((item) => item.product_id === 'pozole')!;
    expect(pozole.intermittent).toBe(true);
    expect(pozole.quantity_low).toBe(0);
    for (const item of items) expect(Number.isInteger(item.quantity)).toBe(true);
  });

  it('takes Poisson quantiles', () => {
    expect(poissonQuantile(0, 0.9)).toBe(0);
    // P(X ≤ 4 | λ = 2) = 0.947 ≥ 0.9 and P(X ≤ 3) = 0.857 < 0.9.
    expect(poissonQuantile(2, 0.9)).toBe(4);
    expect(poissonQuantile(2, 0.1)).toBe(0);
  });
});

describe('score and naives', () => {
  it('computes WAPE, bias and coverage beside both naives from the pairs', () => {
    const pairs = [100, 120, 80, 90, 110, 130, 70].map((actual, index) => ({
      actual,
      forecast: actual + (index % 2 === 0 ? 10 : -5),
      low: actual - 20,
      high: index === 0 ? actual - 1 : actual + 20,
      naive_week: actual + 20,
      naive_4w: actual - 15,
    }));
    const total = 700;
    const score = scoreForecasts(pairs);
    expect(score.wape).toBeCloseTo((4 * 10 + 3 * 5) / total, 10);
    expect(score.bias_pct).toBeCloseTo((100 * (4 * 10 - 3 * 5)) / total, 10);
    expect(score.interval_coverage).toBeCloseTo(6 / 7, 10);
    expect(score.wape_naive_week).toBeCloseTo(140 / total, 10);
    expect(score.wape_naive_4w).toBeCloseTo(105 / total, 10);
    const short = scoreForecasts(pairs.slice(0, 6));
    expect([short.wape, short.days_scored, typeof short.reason]).toEqual([null, 6, 'string']);
  });

  it('repeats the latest known open same weekday, and averages the last four', () => {
    const weeks = syntheticHistory({ from: '2026-01-05', days: 35 });
    const sales = (date: string) => weeks.find((entry) => entry.date === date)!.sales_cents;
    expect(naiveWeek(weeks, '2026-02-09', '2026-02-08', 'sales_cents')).toBe(sales('2026-02-02'));
    // Known only up to 2026-02-01: last week's Monday is not known yet, the one before is.
    expect(naiveWeek(weeks, '2026-02-09', '2026-02-01', 'sales_cents')).toBe(sales('2026-01-26'));
    const mondays = ['2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'];
    expect(naive4w(weeks, '2026-02-09', '2026-02-08', 'sales_cents')).toBe(
      Math.round(mondays.reduce((sum, date) => sum + sales(date), 0) / 4),
    );
  });
});
