/**
 * "¿Cuánto voy a vender esta semana?" on a Friday: the forecast covers today to Sunday, but the week
 * began on Monday. The days of the period named that have closed (the dates module reads "esta
 * semana", "este mes", "esta quincena" as their start to today) are read too, and their sales on
 * the forecast's own basis (without IVA when the forecast is) or their diners are added to the
 * forecast's sum, so the owner hears where the period lands; the part already sold is named. Said
 * only when every open closed day sent the figure. Pure.
 */
import { isOpenDay } from '../analytics/sales.ts';
import { addDays } from '../calendar-dates.ts';
import { salesInBasis } from '../forecast-reads/history.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import { type Answer, periodQuery } from './compose.ts';
import { coverageNote, coverageOfDays } from './coverage.ts';
import { type DateRange, dateText, HOLY_WEEK_PUENTE, holyWeekPuente, readDates } from './dates.ts';
import { periodGoalSentence } from './forecast-goal.ts';
import { comingPeriod, weekendSoFar } from './forecast-period.ts';
import { day } from './format.ts';
import { type ReadRequest, type ReadResults, SALES_DAYS_READ, type SalesDaysAttributes } from './reads.ts';
import { goalAsked } from './sales-goal.ts';

/**
 * The closed days of the current period the question names, before the forecast's `range`; null
 * when none. The forecast starts today, or tomorrow once today's corte Z is in (understand.ts):
 * then today is closed too.
 */
export function closedPartOf(question: string, range: DateRange, today: string): DateRange | null {
  if (range.from !== today && range.from !== addDays(today, 1)) return null;
  // "Esta semana que viene" on a Sunday is the next one (comingPeriod), whose closed part is none:
  // before 2026-12-07 the week ending today was read from "esta semana" and added to the next one's.
  if (comingPeriod(question, today) !== null) return null;
  // "el puente de Semana Santa" is Thursday to Sunday, not the week the dates module reads (since
  // 2026-12-07; before, Palm Sunday's days were added to a puente not begun, today's left out).
  if (HOLY_WEEK_PUENTE.test(dateText(question))) return holyPuenteSoFar(range, today);
  const read = readDates(question, today);
  // "el fin de semana" alone reads as the last whole one; of days to come it is the one under way.
  const named =
    read?.kind === 'range' && read.range.to === today ? read.range : weekendSoFar(question, today);
  if (named === null || named.from >= range.from) return null;
  return { from: named.from, to: addDays(range.from, -1)! };
}

/** Semana Santa's Thursday to the day before the forecast while its puente is under way, else null. */
function holyPuenteSoFar(range: DateRange, today: string): DateRange | null {
  const puente = holyWeekPuente(Number(today.slice(0, 4)));
  return puente.from < range.from && today <= puente.to
    ? { from: puente.from, to: addDays(range.from, -1)! }
    : null;
}

/** The closed part's days read, after the forecast's reads; none when there is no closed part. */
export const soFarReads = (question: string, range: DateRange, today: string): ReadRequest[] => {
  const closed = closedPartOf(question, range, today);
  return closed === null ? [] : [{ read: SALES_DAYS_READ, query: periodQuery(closed) }];
};

/**
 * What the closed part sold, on the forecast's basis (history.ts salesInBasis, as the forecast's
 * history reads a day), or the diners it had; null when it has no open day or one did not send it.
 * Read by its id: the plan's other reads (the P&L, the hours, today's pace) come before or after it.
 */
export function soldSoFar(
  results: ReadResults,
  ask: 'sales' | 'covers',
  basis: SalesBasis | null,
): number | null {
  const days = results[SALES_DAYS_READ]?.attributes.days;
  if (days === undefined || !days.some(isOpenDay)) return null;
  return openDaysFigure(days, ask, basis);
}

/** The forecast's sum of the days from `from` to `to`, on `basis`, that the closed part joins. */
export interface ForecastSum {
  ask: 'sales' | 'covers';
  total: number;
  from: string | undefined;
  to: string;
  basis: SalesBasis | null;
}

/**
 * "¿Cuánto voy a vender esta semana?": the closed part of the period named joined to the forecast
 * of the days after it, said, then a sales goal named set against where the period lands
 * (forecast-goal.ts). Nothing is set against a short sum: no closed part counts as 0, but one not
 * counted (a day unsent, or a forecast that does not start the day after it) says nothing.
 */
export function periodSoFar(
  forecast: ForecastSum,
  { question, range, today }: { question: string; range: DateRange; today: string },
  results: ReadResults,
  answer: Answer,
): string {
  const closed = closedPartOf(question, range, today);
  // Only from the day after the closed part: a forecast that leaves today unsaid would leave the
  // sum a day short.
  const joined = closed !== null && forecast.from === addDays(closed.to, 1);
  const done = closed === null ? 0 : joined ? soldSoFar(results, forecast.ask, forecast.basis) : null;
  if (done === null) return '';
  const soFar =
    closed === null
      ? ''
      : `${soFarSentence(done, closed, forecast, today, answer)}${closedCoverage(closed, results, today, answer)}`;
  const goal = forecast.ask === 'sales' ? goalAsked(question) : null;
  if (goal === null) return soFar;
  const landing = {
    total: done + forecast.total,
    forecastTo: forecast.to,
    periodTo: range.to,
    basis: forecast.basis,
  };
  return `${soFar}${periodGoalSentence(goal, landing, today, answer)}`;
}

/**
 * " Ojo: del lunes 1 de enero al viernes 21 de diciembre solo 89 de sus 355 días tienen corte Z con
 * venta: del lunes 1 de enero al sábado 22 de septiembre no tengo ningún dato …": the closed part
 * added begins before the POS sent anything, said as every sales answer says it (coverage.ts;
 * since 2026-12-07, before the year's sum read as the year's). A day closed inside it says nothing.
 */
function closedCoverage(closed: DateRange, results: ReadResults, today: string, answer: Answer): string {
  const days = results[SALES_DAYS_READ]?.attributes.days;
  if (days === undefined) return '';
  const coverage = coverageOfDays(days, closed, today);
  const beganInside = coverage.firstData === null || coverage.firstData > closed.from;
  return beganInside ? coverageNote([{ coverage, prefix: '' }], today, answer) : '';
}

/**
 * The open days' sales on the forecast's basis (history.ts salesInBasis, as the forecast's history
 * reads a day), or their diners, added; 0 with no open day, null when one did not send its figure.
 */
export function openDaysFigure(
  days: SalesDaysAttributes['days'],
  ask: 'sales' | 'covers',
  basis: SalesBasis | null,
): number | null {
  const open = days.filter(isOpenDay);
  const figureOf = (entry: (typeof open)[number]) =>
    ask === 'covers' ? entry.covers : salesInBasis(entry, basis ?? 'with_iva');
  if (open.some((entry) => figureOf(entry) === null)) return null;
  return open.reduce((sum, entry) => sum + figureOf(entry)!, 0);
}

/**
 * " Sumando lo ya vendido desde el lunes 30 de noviembre ($A sin IVA), al domingo 6 de diciembre
 * llevarías unos $T sin IVA." after the forecast's sum, `done` being soldSoFar's.
 */
export function soFarSentence(
  done: number,
  closed: DateRange,
  forecast: ForecastSum,
  today: string,
  answer: Answer,
): string {
  const since = day(closed.from, today);
  const until = day(forecast.to, today);
  if (forecast.ask === 'covers') {
    const had = answer.count('so_far_covers', 'Comensales ya atendidos', done);
    const total = answer.count(
      'period_total_covers',
      'Comensales del periodo, con lo ya atendido',
      done + forecast.total,
    );
    return ` Sumando los ${had} comensales que ya tuviste desde el ${since}, al ${until} llevarías unos ${total}.`;
  }
  const basis = afterSalesAmount(forecast.basis);
  const sold = answer.money('so_far_sales_cents', 'Ya vendido en el periodo', done);
  const total = answer.money(
    'period_total_sales_cents',
    'Venta del periodo, con lo ya vendido',
    done + forecast.total,
  );
  return ` Sumando lo ya vendido desde el ${since} (${sold}${basis}), al ${until} llevarías unos ${total}${basis}.`;
}
