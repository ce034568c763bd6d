/**
 * `npm run forecast -- backtest --csv FILE --date COL --value COL [--covers COL] [--weeks 8]`: the
 * service's forecaster (shared/domain/forecast) on any daily series, so a vendor can try it on an
 * export. Rolling origin over the last N weeks at horizons 1 and 7 days, beside repeating last
 * week's same weekday and the mean of the last four (docs/forecast.md).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { backtest } from '#shared/domain/forecast/backtest.ts';
import { type ForecastScore, NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { dailySeries } from '../local/forecast/daily-series.ts';

const USAGE = `usage: npm run forecast -- backtest --csv FILE --date COL --value COL [--covers COL] [--weeks N]

  --csv FILE    a CSV with a header row; rows of the same date are summed (tickets become days)
  --date COL    the date column, YYYY-MM-DD (a time after it is ignored)
  --value COL   the sales column, in currency units
  --covers COL  a covers (or orders) column, forecast as well
  --weeks N     held-out weeks at the end of the series (default 8)`;

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

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      csv: { type: 'string' },
      date: { type: 'string' },
      value: { type: 'string' },
      covers: { type: 'string' },
      weeks: { type: 'string', default: '8' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'backtest' || !values.csv || !values.date || !values.value) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const history = dailySeries(readFileSync(values.csv, 'utf8'), {
    date: values.date,
    value: values.value,
    covers: values.covers,
  });
  const last = history.at(-1)?.date;
  if (last === undefined) throw new Error('The CSV has no rows.');
  const from = addDays(last, 1 - 7 * Number(values.weeks)) as string;
  console.log(
    `${values.csv}: ${history.length} days (${history.filter((day) => day.open).length} open), ${history[0]?.date} to ${last}; held out ${from} to ${last}\n`,
  );
  console.log(SCORE_HEADER.join('\n'));
  for (const horizon of [1, 7]) {
    const result = backtest(history, { date_from: from, date_to: last, horizon, settings: NO_SETTINGS });
    console.log(scoreRow('sales', horizon, result.sales));
    if (values.covers) console.log(scoreRow('covers', horizon, result.covers));
  }
}

main();
