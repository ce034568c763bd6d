import { describe, expect, it } from 'vitest';
import type { ForecastScore } from '#shared/domain/forecast/types.ts';
import { summarizeScores } from '../../../local/forecast/many-series.ts';

const score = (wape: number, week: number, mean4: number, coverage: number): ForecastScore => ({
  wape,
  bias_pct: 0,
  interval_coverage: coverage,
  days_scored: 56,
  wape_naive_week: week,
  wape_naive_4w: mean4,
  reason: null,
});

describe('summarizeScores', () => {
  it('counts the bar, the naives beaten, the medians and the calibration from the scores', () => {
    const scores = [
      score(0.15, 0.2, 0.16, 0.8), // 25 % under last week, under the mean of four: meets the bar
      score(0.18, 0.2, 0.19, 0.9), // 10 % under last week only: misses, beats the mean of four
      score(0.3, 0.36, 0.28, 0.75), // worse than the mean of four
      { ...score(0.1, 0.2, 0.2, 0.8), wape: null, interval_coverage: null, reason: 'pocos días' },
    ];
    const summary = summarizeScores(scores);
    expect(summary).not.toBeNull();
    expect(summary!.series).toBe(3);
    expect(summary!.meetBarShare).toBeCloseTo(1 / 3, 10);
    expect(summary!.betterThanMean4Share).toBeCloseTo(2 / 3, 10);
    // Ratios to last week: 0.75, 0.9, 0.8333…; the median is the middle one.
    expect(summary!.medianRatioToWeek).toBeCloseTo(0.3 / 0.36, 10);
    expect(summary!.medianRatioToMean4).toBeCloseTo(0.18 / 0.19, 10);
    expect(summary!.medianWape).toBeCloseTo(0.18, 10);
    expect(summary!.meanWape).toBeCloseTo((0.15 + 0.18 + 0.3) / 3, 10);
    expect(summary!.meanCoverage).toBeCloseTo((0.8 + 0.9 + 0.75) / 3, 10);
    expect(summary!.meanDistanceFromInterval).toBeCloseTo((0 + 0.1 + 0.05) / 3, 10);
  });

  it('takes the middle two of an even count, and gives nothing when no series could be scored', () => {
    const even = summarizeScores([score(0.1, 0.2, 0.2, 0.8), score(0.3, 0.4, 0.4, 0.8)]);
    expect(even!.medianWape).toBeCloseTo(0.2, 10);
    const unscored = { ...score(0.1, 0.2, 0.2, 0.8), wape: null, interval_coverage: null };
    expect(summarizeScores([unscored])).toBeNull();
  });
});
