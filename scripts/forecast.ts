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
import { backtest } from '#shared/domain/forecast/backtest.ts';
import { type ForecastScore, type ForecastSettings, NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import {
  DATE_FORMATS,
  type DateFormat,
  dailySeries,
  dailySeriesByName,
  exportText,
} from '../local/forecast/daily-series.ts';
import { heldOutFrom, heldOutWords } from '../local/forecast/held-out.ts';
import { summarizeScores } from '../local/forecast/many-series.ts';

const USAGE = `usage: npm run forecast -- backtest --csv FILE --date COL --value COL [--quantity COL] [--covers COL | --covers-distinct COL] [--weeks N] [--date-format F] [--calendar mx|none]
       npm run forecast -- backtest --csv FILE --date COL --value COL --series COL [--min-days N] [--half 1|2] [--calendar mx|none]

  --csv FILE    a CSV with a header row, UTF-8 or Windows-1252, or gzipped (.csv.gz; an Excel
                workbook is refused: save it as CSV); rows of the same date are summed
                (tickets become days); fields separated by commas, or by semicolons or tabs
                with a decimal comma (1234,50); a report's title lines above the header (the
                first of the first 20 lines naming the --date column) are skipped, and rows
                dated "Total", "Subtotal", "Gran total" or "Suma" are left out, each said
  --date COL    the date column: year, day or month first (- / or . between parts; a time
                after the date is ignored; a two-digit year is 1969–2068, as strptime's %y reads it),
                or with the month named (01-Jan-2015, 2 ene 2026, 2 de marzo de 2026, Jan 3, 2015),
                a weekday before it (lunes, …; Mon 03/02/2026: it tells day from month first),
                20260302, or a spreadsheet's day number (45352 is 2024-03-01)
  --date-format YYYY-MM-DD | DD/MM/YYYY | MM/DD/YYYY
                how the date column writes dates; by default, the one most of its dates read in
                (needed only when every date reads both ways, as a file of the 1st to 12th does)
  --value COL   the sales column, in currency units (1234.50, or as a spreadsheet exports it:
                $1,234.50, 1.234,50 €); an empty cell is 0
  --quantity COL
                each row's value times this column (a file of ticket lines: unit price × quantity)
  --covers COL  a covers (or orders) column, forecast as well
  --covers-distinct COL
                covers as the number of distinct values of COL on a date (the ticket ids of a
                file of ticket lines), forecast as well
  --weeks N     held-out weeks at the end of the series, 1 to 52 (default 8)
  --series COL  the column naming each row's series (a store): every series with --min-days open
                days (default 300) is backtested, and a summary of them all is printed
  --half 1|2    only the first or second of the series taken alternately by name: choose a
                change on one half, confirm it on the other
  --calendar mx|none
                mx (default): Mexico's holidays and quincena, as the service forecasts its
                branches; none: neither, for a series from outside Mexico, whose days Mexico's
                calendar reads as noise (its own holidays stay unknown either way)`;

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

/** The many-series summary of one horizon (local/forecast/many-series.ts), as a Markdown row. */
function summaryRow(horizon: number, scores: readonly ForecastScore[]): string {
  const summary = summarizeScores(scores);
  if (summary === null) return `| ${horizon} | 0 | — | — | — | — | — | — | — | — |`;
  const cells = [
    horizon,
    summary.series,
    pct(summary.meetBarShare),
    pct(summary.betterThanMean4Share),
    summary.medianRatioToWeek.toFixed(3),
    summary.medianRatioToMean4.toFixed(3),
    pct(summary.medianWape),
    pct(summary.meanWape),
    pct(summary.meanCoverage),
    (100 * summary.meanDistanceFromInterval).toFixed(1),
  ];
  return `| ${cells.join(' | ')} |`;
}

const SUMMARY_HEADER = [
  '| horizon | series | meet the bar | better than mean of 4 | median WAPE / last week | median WAPE / mean of 4 | median WAPE | mean WAPE | mean coverage | mean distance from 80 % (points) |',
  '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
];

type Options = {
  csv: string;
  date: string;
  dateFormat: DateFormat | undefined;
  value: string;
  quantity?: string;
  covers?: string;
  coversDistinct?: string;
  weeks: number;
  /** Mexico's calendar (the service's), or none for a series from elsewhere. */
  settings: ForecastSettings;
};

/** Every series of the file with enough open days (or one half of them), summarised per horizon. */
function backtestMany(text: string, options: Options & { series: string; minDays: number; half?: number }) {
  const all = dailySeriesByName(text, options).filter(
    ({ days }) => days.filter((day) => day.open).length >= options.minDays,
  );
  const chosen = all.filter((_, index) => options.half === undefined || index % 2 === options.half - 1);
  console.log(
    `${options.csv}: ${chosen.length} series with ${options.minDays}+ open days${options.half === undefined ? '' : ` (half ${options.half} of ${all.length})`}, last ${options.weeks} weeks of each held out\n`,
  );
  console.log(SUMMARY_HEADER.join('\n'));
  for (const horizon of [1, 7]) {
    const scores = chosen.map(({ days }) => {
      const last = (days.at(-1) as { date: string }).date;
      const from = heldOutFrom(last, options.weeks);
      return backtest(days, { date_from: from, date_to: last, horizon, settings: options.settings }).sales;
    });
    console.log(summaryRow(horizon, scores));
  }
}

function backtestOne(text: string, options: Options) {
  const history = dailySeries(text, options);
  const last = history.at(-1)?.date;
  if (last === undefined) throw new Error('The CSV has no rows.');
  const from = heldOutFrom(last, options.weeks);
  const first = history[0]!.date;
  console.log(
    `${options.csv}: ${history.length} days (${history.filter((day) => day.open).length} open), ${first} to ${last}; ${heldOutWords(first, last, options.weeks)}\n`,
  );
  console.log(SCORE_HEADER.join('\n'));
  for (const horizon of [1, 7]) {
    const result = backtest(history, { date_from: from, date_to: last, horizon, settings: options.settings });
    console.log(scoreRow('sales', horizon, result.sales));
    if (options.covers || options.coversDistinct) console.log(scoreRow('covers', horizon, result.covers));
  }
}

/** An option's whole number within [min, max], or an error naming the option. */
function wholeNumber(option: string, text: string, min: number, max: number): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`${option} is a whole number from ${min} to ${max}, not "${text}"`);
  return number;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      csv: { type: 'string' },
      date: { type: 'string' },
      'date-format': { type: 'string' },
      value: { type: 'string' },
      quantity: { type: 'string' },
      covers: { type: 'string' },
      'covers-distinct': { type: 'string' },
      weeks: { type: 'string', default: '8' },
      series: { type: 'string' },
      'min-days': { type: 'string', default: '300' },
      half: { type: 'string' },
      calendar: { type: 'string', default: 'mx' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { csv, date, value } = values;
  if (values.help || positionals[0] !== 'backtest' || !csv || !date || !value) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const named = values['date-format'];
  const dateFormat = DATE_FORMATS.find((format) => format === named);
  if (named !== undefined && dateFormat === undefined) {
    console.error(`--date-format is one of ${DATE_FORMATS.join(', ')}\n\n${USAGE}`);
    process.exit(2);
  }
  const weeks = wholeNumber('--weeks', values.weeks, 1, 52);
  const minDays = wholeNumber('--min-days', values['min-days'], 14, 100_000);
  const half = values.half === undefined ? undefined : wholeNumber('--half', values.half, 1, 2);
  if (values.calendar !== 'mx' && values.calendar !== 'none')
    throw new Error(`--calendar is mx (Mexico's, the service's) or none, not "${values.calendar}"`);
  const settings: ForecastSettings =
    values.calendar === 'none' ? { ...NO_SETTINGS, calendar: 'none' } : NO_SETTINGS;
  const text = exportText(readFileSync(csv));
  const options = {
    csv,
    date,
    dateFormat,
    value,
    quantity: values.quantity,
    covers: values.covers,
    coversDistinct: values['covers-distinct'],
    weeks,
    settings,
    // A sum row is no day; left out, and said, so the owner of the file sees it was not a date.
    onTotalsRow: (line: number, cell: string) =>
      console.error(`Line ${line}: "${cell}" is a totals row, not a day: left out.`),
  };
  if (values.series === undefined) backtestOne(text, options);
  else backtestMany(text, { ...options, series: values.series, minDays, half });
}

// A file that cannot be read as a series is the user's to fix: its message, not a stack trace.
try {
  main();
} catch (error) {
  console.error(`npm run forecast: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
