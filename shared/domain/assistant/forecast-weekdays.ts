/**
 * "¿Qué tanto se equivoca el pronóstico los sábados?", "¿qué día se equivoca más el pronóstico?":
 * the day-ahead forecast replayed on the last 8 weeks' closed days (GET /forecast/backtest at
 * horizon 1: each day forecast the day before with only what was known then), scored per weekday
 * as the backtest scores its days (forecast-reads/backtest.ts `scoreBacktestDays`), beside repeating
 * the same weekday of the week before. A replay, said as one: the stored forecasts' rows carry no
 * naive forecast to set beside them, and a young branch has none. Pure.
 */
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { MIN_SCORED_DAYS } from '../forecast/score.ts';
import { scoreBacktestDays } from '../forecast-reads/backtest.ts';
import { percentOfRatio } from '../forecast-reads/day-ahead.ts';
import type { ForecastBacktestAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import type { DateRange } from './dates.ts';
import { replayScoreFigures } from './forecast-period-check.ts';
import { period, sentence } from './format.ts';
import { foldedWords } from './text.ts';
import { WEEKDAY_WORDS } from './weekday-profile.ts';
import { pluralWeekday } from './why-question.ts';

/** The closed days replayed: 8 weeks, so each weekday has up to 8 days to score. */
export const WEEKDAY_ACCURACY_DAYS = 56;

/** A weekday asked in the plural ("los sábados"), or which weekday the forecast misses most or least. */
export type WeekdayAccuracyAsk = { weekday: number } | { rank: true };

export function weekdayAccuracyAsked(question: string): WeekdayAccuracyAsk | null {
  const plural = pluralWeekday(question);
  if (plural !== null) return { weekday: plural.weekday };
  const text = ` ${foldedWords(question).join(' ')} `;
  return / (ke|kual|en ke) dias? /.test(text) || / dias? de la semana /.test(text) ? { rank: true } : null;
}

/** The replay's days: the 8 weeks before today (the backtest scores closed days before today only). */
export const weekdayAccuracyRange = (today: string): DateRange => ({
  from: addDays(today, -WEEKDAY_ACCURACY_DAYS)!,
  to: addDays(today, -1)!,
});

type Days = ForecastBacktestAttributes['days'];

const scoreOf = (days: Days, weekday: number) =>
  scoreBacktestDays(
    days.filter((day) => isoWeekday(day.date) === weekday),
    'sales',
  );

/** "Los sábados … se habría equivocado en promedio 6.2% de la venta; repetir el sábado anterior, 9.8%." */
function oneWeekday(days: Days, weekday: number, range: DateRange, today: string, answer: Answer) {
  const [one, many] = WEEKDAY_WORDS[weekday]!;
  const score = scoreOf(days, weekday);
  const window = period(range, today);
  const labels = {
    days: `${many} repetidos`,
    error: `Error de los ${many} (WAPE)`,
    naive: `Error de repetir el ${one} anterior`,
    inside: `${many} dentro del rango`,
  };
  const { scored, measured } = replayScoreFigures(score, 'weekday', labels, answer);
  if (measured === null) {
    const needed = answer.count('days_needed', 'Días necesarios', MIN_SCORED_DAYS);
    return `${sentence(window)} solo tengo ${scored} ${many} con venta que repetir, y necesito ${needed} para medir el error del pronóstico en ellos.`;
  }
  const { error, naive, inside } = measured;
  return `Los ${many}, repitiendo el pronóstico en tus últimos ${scored} (${window}), cada uno pronosticado la víspera solo con lo que se sabía entonces, se habría equivocado en promedio ${error} de la venta; repetir el ${one} anterior, ${naive}. El rango habría acertado ${inside} de esos ${scored}.`;
}

/** The weekdays the replay scores (7 days or more each), most missed first. */
function ranked(days: Days) {
  return [1, 2, 3, 4, 5, 6, 7]
    .map((weekday) => ({ weekday, score: scoreOf(days, weekday) }))
    .filter((entry) => entry.score.wape !== null)
    .sort((a, b) => b.score.wape! - a.score.wape! || a.weekday - b.weekday);
}

/** "…se equivoca más los domingos (9.1% de la venta; repetir el domingo anterior, 14.0%) y menos los martes (4.2%; …)." */
function rankWeekdays(days: Days, range: DateRange, today: string, answer: Answer) {
  const scored = ranked(days);
  const window = period(range, today);
  if (scored.length < 2)
    return `${sentence(window)} no tengo al menos ${MIN_SCORED_DAYS} días con venta de cada día de la semana que repetir: aún no puedo decir qué día se equivoca más el pronóstico.`;
  const said = (entry: (typeof scored)[number], key: 'most' | 'least') => {
    const [one, many] = WEEKDAY_WORDS[entry.weekday]!;
    const name = answer.name(
      `${key}_missed_weekday`,
      key === 'most' ? 'Día que más falla' : 'Día que menos falla',
      many,
    );
    const error = answer.pct(
      `${key}_missed_wape_pct`,
      `Error de los ${many} (WAPE)`,
      percentOfRatio(entry.score.wape!),
    );
    const naive = answer.pct(
      `${key}_missed_wape_naive_week_pct`,
      `Error de repetir el ${one} anterior`,
      percentOfRatio(entry.score.wape_naive_week!),
    );
    return `los ${name} (${error} de la venta; repetir el ${one} anterior, ${naive})`;
  };
  return `Repitiendo el pronóstico ${window}, cada día pronosticado la víspera solo con lo que se sabía entonces, se habría equivocado más ${said(scored[0]!, 'most')} y menos ${said(scored.at(-1)!, 'least')}.`;
}

export function weekdayAccuracyAnswer(
  replay: ForecastBacktestAttributes,
  asked: WeekdayAccuracyAsk,
  range: DateRange,
  today: string,
  answer: Answer,
): string {
  return 'weekday' in asked
    ? oneWeekday(replay.days, asked.weekday, range, today, answer)
    : rankWeekdays(replay.days, range, today, answer);
}
