/**
 * How a forecaster did across many series (one per store): the figures `npm run forecast --
 * backtest --series` prints and docs/forecast.md ("Many restaurants") judges a change by. Pure.
 */
import { FORECAST_INTERVAL, type ForecastScore } from '#shared/domain/forecast/types.ts';

/** The bar: at least 25 % under repeating last week's same weekday, and under the mean of four. */
const BAR_GAIN = 0.25;

export interface ManySeriesSummary {
  /** Series with a WAPE and both naives' (under 7 scored days a series has none). */
  series: number;
  meetBarShare: number;
  betterThanMean4Share: number;
  medianRatioToWeek: number;
  medianRatioToMean4: number;
  medianWape: number;
  /** The stores' mean WAPE: what a change moves when it helps the noisiest stores most. */
  meanWape: number;
  meanCoverage: number;
  /** Mean |coverage − the interval's 80 %|, as a share (0.05 = 5 points). */
  meanDistanceFromInterval: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The summary of the series that could be scored; null when none could. */
export function summarizeScores(scores: readonly ForecastScore[]): ManySeriesSummary | null {
  // A score has a coverage whenever it has a WAPE (score.ts): both need 7 scored days.
  const scored = scores.flatMap(({ wape, wape_naive_week: week, wape_naive_4w: mean4, interval_coverage }) =>
    wape === null || !week || !mean4 || interval_coverage === null
      ? []
      : [{ wape, week, mean4, covered: interval_coverage }],
  );
  if (scored.length === 0) return null;
  const share = (count: number) => count / scored.length;
  return {
    series: scored.length,
    meetBarShare: share(
      scored.filter((score) => score.wape <= (1 - BAR_GAIN) * score.week && score.wape < score.mean4).length,
    ),
    betterThanMean4Share: share(scored.filter((score) => score.wape < score.mean4).length),
    medianRatioToWeek: median(scored.map((score) => score.wape / score.week)),
    medianRatioToMean4: median(scored.map((score) => score.wape / score.mean4)),
    medianWape: median(scored.map((score) => score.wape)),
    meanWape: mean(scored.map((score) => score.wape)),
    meanCoverage: mean(scored.map((score) => score.covered)),
    meanDistanceFromInterval: mean(scored.map((score) => Math.abs(score.covered - FORECAST_INTERVAL))),
  };
}
