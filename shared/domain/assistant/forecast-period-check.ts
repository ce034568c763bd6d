/**
 * "¿Cuánto se equivocó el pronóstico la semana pasada?", "¿qué tan acertado fue en noviembre?": a
 * past period named, its closed days replayed a day ahead (GET /forecast/backtest at horizon 1: each
 * day forecast the day before with only what was known then, up to MAX_BACKTEST_DAYS of them) and
 * scored as the backtest scores its days, beside repeating the same weekday of the week before. A
 * replay, said as one: the stored forecasts' rows carry no naive forecast to set beside them, and a
 * young branch has none. Pure.
 */
import { pctChange, ratioPct } from '../analytics/rounding.ts';
import { addDays } from '../calendar-dates.ts';
import { MIN_SCORED_DAYS } from '../forecast/score.ts';
import { scoreBacktestDays } from '../forecast-reads/backtest.ts';
import { percentOfRatio } from '../forecast-reads/day-ahead.ts';
import type { ForecastBacktestAttributes } from '../responses/forecast.ts';
import { MAX_BACKTEST_DAYS } from '../schemas/forecast.ts';
import type { Answer } from './compose.ts';
import { type DateRange, readDates } from './dates.ts';
import { day, period, sentence } from './format.ts';
import { normalize } from './text.ts';

/** The closed days of a past period of several days the question names, the latest 91; null when none. */
export function namedAccuracyPeriod(question: string, today: string): DateRange | null {
  // "¿… mejor que repetir la semana pasada?" names the naive forecast, not a period.
  if (/\brepetir\b/.test(normalize(question))) return null;
  const reading = readDates(question, today);
  if (reading?.kind !== 'range' || reading.range.from === reading.range.to) return null;
  const yesterday = addDays(today, -1)!;
  const to = reading.range.to < today ? reading.range.to : yesterday;
  const earliest = addDays(to, -(MAX_BACKTEST_DAYS - 1))!;
  const from = reading.range.from > earliest ? reading.range.from : earliest;
  return from > to ? null : { from, to };
}

/** "Del lunes 23 … al domingo 29 …, repitiendo el pronóstico … se habría equivocado en promedio 7.2% …". */
export function periodAccuracyAnswer(
  replay: ForecastBacktestAttributes,
  range: DateRange,
  today: string,
  answer: Answer,
): string {
  const score = scoreBacktestDays(replay.days, 'sales');
  const window = period(range, today);
  const few = score.wape === null ? fewDaysAnswer(replay.days, window, today, answer) : null;
  if (few !== null) return few;
  const { scored, measured } = replayScoreFigures(score, 'period', PERIOD_LABELS, answer);
  if (measured === null) {
    const needed = answer.count('days_needed', 'Días necesarios', MIN_SCORED_DAYS);
    return `${sentence(window)} solo tengo ${scored} días con venta que repetir, y necesito ${needed} para medir el error del pronóstico.`;
  }
  const { error, naive, inside } = measured;
  return `${sentence(window)}, repitiendo el pronóstico de cada día la víspera solo con lo que se sabía entonces (${scored} días con venta), se habría equivocado en promedio ${error} de la venta; repetir lo de una semana antes, ${naive}. El rango habría acertado ${inside} de esos ${scored} días.`;
}

/**
 * A period of fewer closed days than the usual error needs ("¿le atinaste al puente?", its 3
 * days): each day's replayed forecast against what it sold, then their error together, said as too
 * few days for the usual one (since 2026-12-06; before, refused: "necesito 7"). Null with no day
 * both forecast and sold. Percentages only: the replay's basis is the history's.
 */
function fewDaysAnswer(
  rows: ForecastBacktestAttributes['days'],
  window: string,
  today: string,
  answer: Answer,
): string | null {
  const days = rows.filter(
    (row) => row.status === 'ok' && row.sales_cents !== null && (row.actual_sales_cents ?? 0) > 0,
  );
  if (days.length === 0 || days.length >= MIN_SCORED_DAYS) return null;
  const each = days.map((row, index) => {
    const when = day(row.date, today);
    const change = pctChange(row.actual_sales_cents, row.sales_cents);
    if (change === null || change === 0) return `el ${when}, justo lo pronosticado`;
    const side = change > 0 ? 'arriba' : 'abajo';
    const label = `Venta del ${when}, ${side} de su pronóstico`;
    return `el ${when}, ${answer.pct(`day_${index + 1}_vs_forecast_pct`, label, Math.abs(change))} ${side} de lo pronosticado`;
  });
  const sold = days.reduce((sum, row) => sum + row.actual_sales_cents!, 0);
  const missed = days.reduce((sum, row) => sum + Math.abs(row.actual_sales_cents! - row.sales_cents!), 0);
  // One decimal, as every percentage quoted (since 2026-12-07; before, 9.079709301300488).
  const error = answer.pct('period_wape_pct', 'Error del periodo (WAPE)', ratioPct(missed, sold)!);
  const count = answer.count('period_days_scored', 'Días repetidos', days.length);
  const needed = answer.count('days_needed', 'Días necesarios', MIN_SCORED_DAYS);
  return `${sentence(window)}, repitiendo el pronóstico de cada día la víspera solo con lo que se sabía entonces: ${each.join('; ')}. En esos ${count} días se habría equivocado en promedio ${error} de la venta; son pocos para decir cuánto se equivoca normalmente (para eso necesito ${needed}).`;
}

const PERIOD_LABELS = {
  days: 'Días repetidos',
  error: 'Error del periodo (WAPE)',
  naive: 'Error de repetir la semana anterior',
  inside: 'Días dentro del rango',
};

/**
 * A replay's score as the figures its answer quotes, keyed `${prefix}_days_scored`, `_wape_pct`,
 * `_wape_naive_week_pct` and `_days_inside_interval` (a count, not a share: a weekday's 8 days
 * would read "100.0%"); `measured` null under the scoring's minimum, where only the days are said.
 */
export function replayScoreFigures(
  score: ReturnType<typeof scoreBacktestDays>,
  prefix: string,
  labels: { days: string; error: string; naive: string; inside: string },
  answer: Answer,
) {
  const scored = answer.count(`${prefix}_days_scored`, labels.days, score.days_scored);
  if (score.wape === null) return { scored, measured: null };
  const error = answer.pct(`${prefix}_wape_pct`, labels.error, percentOfRatio(score.wape));
  const naive = answer.pct(
    `${prefix}_wape_naive_week_pct`,
    labels.naive,
    percentOfRatio(score.wape_naive_week!),
  );
  const inside = answer.count(
    `${prefix}_days_inside_interval`,
    labels.inside,
    Math.round(score.interval_coverage! * score.days_scored),
  );
  return { scored, measured: { error, naive, inside } };
}
