/**
 * `npm run forecast -- backtest --csv FILE --date COL --value COL [--covers COL] [--weeks 8]`: the
 * service's forecaster (shared/domain/forecast) on any daily series, so a vendor can try it on an
 * export. Rolling origin over the last N weeks at horizons 1 and 7 days, beside repeating last
 * week's same weekday and the mean of the last four (docs/forecast.md). With `--series COL`, a file
 * of many series (one per store): each long enough is backtested and a summary says how many meet
 * the bar, so a change is judged on many restaurants, not tuned to one.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { backtest } from '#shared/domain/forecast/backtest.ts';
import { type ForecastScore, NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { dailySeries, dailySeriesByName } from '../local/forecast/daily-series.ts';

const USAGE = `usage: npm run forecast -- backtest --csv FILE --date COL --value COL [--covers COL] [--weeks N]
       npm run forecast -- backtest --csv FILE --date COL --value COL --series COL [--min-days N] [--half 1|2]

  --csv FILE    a CSV with a header row; rows of the same date are summed (tickets become days)
  --date COL    the date column, YYYY-MM-DD (a time after it is ignored)
  --value COL   the sales column, in currency units
  --covers COL  a covers (or orders) column, forecast as well
  --weeks N     held-out weeks at the end of the series (default 8)
  --series COL  the column naming each row's series (a store): every series with --min-days open
                days (default 300) is backtested, and a summary of them all is printed
  --half 1|2    only the first or second of the series taken alternately by name: choose a
                change on one half, confirm it on the other`;

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);

/** One Markdown row: WAPE beside both naives, the gain over last week, coverage and bias. */
export function scoreRow(label: string, horizon: number, score: ForecastScore): string {
  const gain = score.wape === null || !score.wape_naive_week ? null : 1 - score.wape / score.wape_naive_week;
  const bias = score.bias_pct === null ? '—' : `${score.bias_pct.toFixed(1)} %`;
  return `| ${label} | ${horizon} | ${score.days_scored} | ${pct(score.wape)} | ${pct(score.wape_naive_week)} | ${pct(score.wape_naive_4w)} | ${pct(gain)} | ${pct(score.interval_coverage)} | ${bias} |`;
}

export const SCORE_HEADER = [
  '| series | horizon | days | WAPE | same weekday last week | mean of last 4 | better than last week | 80 % interval covers | bias |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
];

const BAR_GAIN = 0.25;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The many-series summary of one horizon: share meeting the bar, median ratios, calibration. */
export function summaryRow(horizon: number, scores: readonly ForecastScore[]): string {
  const scored = scores.flatMap(({ wape, wape_naive_week: week, wape_naive_4w: month, interval_coverage }) =>
    wape === null || !week || !month ? [] : [{ wape, week, month, covered: interval_coverage ?? 0 }],
  );
  const share = (count: number) => pct(count / scored.length);
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const meetsBar = scored.filter(
    (score) => score.wape <= (1 - BAR_GAIN) * score.week && score.wape < score.month,
  );
  const cells = [
    horizon,
    scored.length,
    share(meetsBar.length),
    share(scored.filter((score) => score.wape < score.month).length),
    median(scored.map((score) => score.wape / score.week)).toFixed(3),
    median(scored.map((score) => score.wape / score.month)).toFixed(3),
    pct(median(scored.map((score) => score.wape))),
    pct(mean(scored.map((score) => score.covered))),
    (100 * mean(scored.map((score) => Math.abs(score.covered - 0.8)))).toFixed(1),
  ];
  return `| ${cells.join(' | ')} |`;
}

const SUMMARY_HEADER = [
  '| horizon | series | meet the bar | better than mean of 4 | median WAPE / last week | median WAPE / mean of 4 | median WAPE | mean coverage | mean distance from 80 % (points) |',
  '|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
];

type Options = { csv: string; date: string; value: string; covers?: string; weeks: string };

const heldOutFrom = (last: string, weeks: string) => addDays(last, 1 - 7 * Number(weeks)) as string;

/** Every series of the file with enough open days (or one half of them), summarised per horizon. */
function backtestMany(text: string, options: Options & { series: string; minDays: string; half?: string }) {
  const all = dailySeriesByName(text, options).filter(
    ({ days }) => days.filter((day) => day.open).length >= Number(options.minDays),
  );
  const chosen = all.filter(
    (_, index) => options.half === undefined || index % 2 === Number(options.half) - 1,
  );
  console.log(
    `${options.csv}: ${chosen.length} series with ${options.minDays}+ open days${options.half === undefined ? '' : ` (half ${options.half} of ${all.length})`}, last ${options.weeks} weeks of each held out\n`,
  );
  console.log(SUMMARY_HEADER.join('\n'));
  for (const horizon of [1, 7]) {
    const scores = chosen.map(({ days }) => {
      const last = (days.at(-1) as { date: string }).date;
      const from = heldOutFrom(last, options.weeks);
      return backtest(days, { date_from: from, date_to: last, horizon, settings: NO_SETTINGS }).sales;
    });
    console.log(summaryRow(horizon, scores));
  }
}

function backtestOne(text: string, options: Options) {
  const history = dailySeries(text, options);
  const last = history.at(-1)?.date;
  if (last === undefined) throw new Error('The CSV has no rows.');
  const from = heldOutFrom(last, options.weeks);
  console.log(
    `${options.csv}: ${history.length} days (${history.filter((day) => day.open).length} open), ${history[0]?.date} to ${last}; held out ${from} to ${last}\n`,
  );
  console.log(SCORE_HEADER.join('\n'));
  for (const horizon of [1, 7]) {
    const result = backtest(history, { date_from: from, date_to: last, horizon, settings: NO_SETTINGS });
    console.log(scoreRow('sales', horizon, result.sales));
    if (options.covers) console.log(scoreRow('covers', horizon, result.covers));
  }
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      csv: { type: 'string' },
      date: { type: 'string' },
      value: { type: 'string' },
      covers: { type: 'string' },
      weeks: { type: 'string', default: '8' },
      series: { type: 'string' },
      'min-days': { type: 'string', default: '300' },
      half: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { csv, date, value } = values;
  if (values.help || positionals[0] !== 'backtest' || !csv || !date || !value) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const text = readFileSync(csv, 'utf8');
  const options = { csv, date, value, covers: values.covers, weeks: values.weeks };
  if (values.series === undefined) backtestOne(text, options);
  else
    backtestMany(text, { ...options, series: values.series, minDays: values['min-days'], half: values.half });
}

main();
