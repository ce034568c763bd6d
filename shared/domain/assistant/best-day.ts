/**
 * "¿Cuál fue mi mejor día de la semana pasada?", "¿qué día vendí menos este mes?": the closed day of
 * the period that sold most or least (superlatives.ts), beside the mean of its days with sales, the
 * baseline the comparison names. One sales-summary read per day, the figure the sales answer gives
 * (`total_sales_cents`); a day without a corte Z is not a day of the period's ranking. A period of
 * more than MAX_DAYS days ranks its last MAX_DAYS, and the answer says which.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { addDays, daysBetween } from '../calendar-dates.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  hasData,
  type IntentPlan,
  resultAt,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { day, period, sentence } from './format.ts';
import { asksDailyAverage, asksEachDay } from './superlatives.ts';

/** A month's days at most: each is one read. */
const MAX_DAYS = 31;

/** The days ranked: the period's, its last MAX_DAYS when longer. */
function rankedDays(range: DateRange): string[] {
  const span = daysBetween(range.from, range.to)! + 1;
  const first = span > MAX_DAYS ? addDays(range.to, 1 - MAX_DAYS)! : range.from;
  return Array.from({ length: Math.min(span, MAX_DAYS) }, (_, index) => addDays(first, index)!);
}

/** Each ranked day that has closed data, with its sales. */
function daysWithSales(range: DateRange, outcomes: readonly AnyReadOutcome[]) {
  return rankedDays(range).flatMap((date, index) => {
    const result = resultAt(outcomes, index, 'intelligence-sales-summary');
    return result !== null && hasData(result) ? [{ date, sales: result.attributes.total_sales_cents }] : [];
  });
}

/** The days read, in words: the period's, or its last MAX_DAYS said so. */
function rankedInWords(context: ComposeContext): string {
  const days = rankedDays(context.range);
  const ranked = { from: days[0]!, to: days.at(-1)! };
  const cut = ranked.from !== context.range.from ? ` (los últimos ${MAX_DAYS} días del periodo)` : '';
  return `${period(ranked, context.today)}${cut}`;
}

/** "¿Cuál fue mi venta promedio diaria?": the days' sales over the days with a corte Z. */
function dailyAverage(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const when = rankedInWords(context);
  const sold = daysWithSales(context.range, outcomes);
  if (sold.length === 0) return sentence(`${when} no tengo días con corte Z.`);
  const total = sold.reduce((sum, entry) => sum + entry.sales, 0);
  const average = answer.money(
    'mean_day_sales_cents',
    'Venta promedio de los días con corte Z',
    divideRounded(total, sold.length)!,
  );
  const shownTotal = answer.money('total_sales_cents', 'Venta total', total);
  const counted = answer.count('days_with_sales', 'Días con corte Z', sold.length);
  return sentence(
    `${when} vendiste en promedio ${average} al día con IVA: ${shownTotal} en ${counted} días con corte Z.`,
  );
}

/** Days listed one by one at most: a longer period is said as its average day. */
const MAX_LISTED = 14;

/** "¿Cuánto vendí cada día de esta semana?": each day's sales, a day without a corte Z said so. */
function eachDay(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const days = rankedDays(context.range);
  if (days.length > MAX_LISTED) return dailyAverage(context, answer, outcomes);
  const sold = new Map(daysWithSales(context.range, outcomes).map((entry) => [entry.date, entry.sales]));
  if (sold.size === 0) return sentence(`${rankedInWords(context)} no tengo días con corte Z.`);
  const lines = days.map((date) => {
    const sales = sold.get(date);
    const name = day(date, context.today);
    return sales === undefined
      ? `${name}, sin corte Z`
      : `${name}, ${answer.money(`day_sales_cents_${date}`, `Venta del ${name}`, sales)}`;
  });
  return `${sentence(`${rankedInWords(context)} vendiste, con IVA: ${lines.join('; ')}.`)}`;
}

function bestDay(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const when = rankedInWords(context);
  const sold = daysWithSales(context.range, outcomes);
  if (sold.length === 0) return sentence(`${when} no tengo días con corte Z.`);
  const sign = context.direction === 'least' ? -1 : 1;
  // On a tie, the earlier day.
  const chosen = sold.reduce((best, entry) => (sign * entry.sales > sign * best.sales ? entry : best));
  const which = context.direction === 'least' ? 'tu día más flojo' : 'tu mejor día';
  const date = answer.name(
    'day',
    context.direction === 'least' ? 'Día más flojo' : 'Mejor día',
    day(chosen.date, context.today),
  );
  const sales = answer.money('day_sales_cents', 'Venta total del día', chosen.sales);
  if (sold.length === 1)
    return sentence(`${when} solo tengo un día con corte Z: el ${date}, con ${sales} vendidos.`);
  const total = sold.reduce((sum, entry) => sum + entry.sales, 0);
  // Against the mean as the ratio it is, not the rounded mean (as the average ticket's change).
  const gap = pctChangeOfRatios(chosen.sales, 1, total, sold.length);
  if (gap === null) return sentence(`${which} ${when} fue el ${date}, con ${sales} vendidos.`);
  const average = answer.money(
    'mean_day_sales_cents',
    'Venta promedio de los días con corte Z',
    divideRounded(total, sold.length)!,
  );
  const counted = answer.count('days_with_sales', 'Días con corte Z', sold.length);
  const gapPct = answer.pct('day_vs_mean_pct', 'Diferencia contra el promedio', gap);
  const side = gap >= 0 ? 'más' : 'menos';
  return sentence(
    `${which} ${when} fue el ${date}: vendiste ${sales}, ${gapPct} ${side} que el promedio de sus ${counted} días con corte Z (${average}).`,
  );
}

export const BEST_DAY_PLAN: IntentPlan = {
  reads: (range) =>
    rankedDays(range).map((date) => ({
      read: 'intelligence-sales-summary',
      query: { date_from: date, date_to: date },
    })),
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    if (asksDailyAverage(context.question)) return dailyAverage(context, answer, outcomes);
    return asksEachDay(context.question)
      ? eachDay(context, answer, outcomes)
      : bestDay(context, answer, outcomes);
  },
  followUps: ['¿Por qué bajó mi venta?', '¿A qué hora vendo más?'],
};
