import { describe, expect, it } from 'vitest';
import { comparisonBaseline } from '#shared/domain/analytics/baseline.ts';

describe('the comparison baseline of a period', () => {
  it.each([
    // one day (Ayer): the same weekday a week earlier, never the day before
    [
      { from: '2026-11-30', to: '2026-11-30' },
      'same_weekday_last_week',
      { from: '2026-11-23', to: '2026-11-23' },
    ],
    // a week (Semana pasada) and part of one (Esta semana): the same days a week earlier
    [
      { from: '2026-11-23', to: '2026-11-29' },
      'same_days_last_week',
      { from: '2026-11-16', to: '2026-11-22' },
    ],
    [
      { from: '2026-11-30', to: '2026-12-01' },
      'same_days_last_week',
      { from: '2026-11-23', to: '2026-11-24' },
    ],
    // a whole month (Mes pasado): the whole month before, whatever its length
    [{ from: '2026-11-01', to: '2026-11-30' }, 'previous_month', { from: '2026-10-01', to: '2026-10-31' }],
    [{ from: '2026-03-01', to: '2026-03-31' }, 'previous_month', { from: '2026-02-01', to: '2026-02-28' }],
    // a month so far (Este mes): the same days of the month before, clipped to its end
    [
      { from: '2026-03-01', to: '2026-03-15' },
      'same_days_previous_month',
      { from: '2026-02-01', to: '2026-02-15' },
    ],
    [
      { from: '2026-03-01', to: '2026-03-30' },
      'same_days_previous_month',
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    // anything else: the days of equal number just before
    [{ from: '2026-11-01', to: '2026-11-30' }, 'previous_month', { from: '2026-10-01', to: '2026-10-31' }],
    [{ from: '2026-10-02', to: '2026-10-31' }, 'previous_period', { from: '2026-09-02', to: '2026-10-01' }],
    [{ from: '2026-12-30', to: '2027-01-10' }, 'previous_period', { from: '2026-12-18', to: '2026-12-29' }],
  ])('%j → %s %j', (range, kind, expected) => {
    expect(comparisonBaseline(range)).toEqual({ kind, range: expected });
  });
});
