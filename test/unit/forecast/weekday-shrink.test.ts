import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { fitSeries, type OpenDay, weekdayFactor } from '#shared/domain/forecast/model.ts';

const ORDINARY = { holidayKey: null, holidayLabel: null, quincena: false, event: null };
/** Monday to Sunday, the same every week. */
const PATTERN = [0.8, 0.85, 0.9, 0.95, 1.2, 1.4, 1.1];

/** 280 days from a Monday: the weekly pattern, and Fridays 30 % busier over the last `busy` weeks. */
function days(busy: number): OpenDay[] {
  return Array.from({ length: 280 }, (_, index) => {
    const lately = index >= 280 - 7 * busy && index % 7 === 4;
    const value = 1000 * (PATTERN[index % 7] as number) * (lately ? 1.3 : 1);
    return { date: addDays('2025-01-06', index) as string, value, calendar: ORDINARY };
  });
}

describe('the weekday factor', () => {
  it('moves from the smoothed season toward the long-run profile, not all the way', () => {
    const series = fitSeries(days(3), '2025-01-06');
    const last = series.states.count - 1;
    const season = series.states.seasonAt(last, 4);
    const factor = weekdayFactor(series, 4);
    // An ordinary Friday against the mean day: what the long-run profile, nearly all ordinary
    // Fridays, says. Three busy Fridays lifted the season above it; the factor stays between them,
    // nearer the season (a fifth of the way, in logs).
    const ordinary = (PATTERN[4] as number) / (PATTERN.reduce((sum, value) => sum + value, 0) / 7);
    expect(season).toBeGreaterThan(ordinary * 1.05);
    expect(factor).toBeLessThan(season);
    expect(factor).toBeGreaterThan(ordinary);
    expect(Math.log(season / factor)).toBeLessThan(0.5 * Math.log(season / ordinary));
  });

  it('is the season itself on a branch whose days follow its pattern exactly', () => {
    const series = fitSeries(days(0), '2025-01-06');
    const last = series.states.count - 1;
    for (let weekday = 0; weekday < 7; weekday++)
      expect(weekdayFactor(series, weekday)).toBeCloseTo(series.states.seasonAt(last, weekday), 2);
  });
});
