/**
 * "¿Cuál fue mi mejor día de la semana pasada?", "¿qué día vendí menos este mes?": the open day of
 * the period that sold most or least (superlatives.ts), beside the mean of its open days, the
 * baseline the comparison names. One read of the period's days (the internal `sales-by-day` read,
 * one Query of the day cubes), each day the figure its own sales summary gives
 * (`total_sales_cents`); a day is open as analytics/sales.ts `isOpenDay` says (a corte Z with
 * sales), the rule of the weekday habit and the forecast too. A period of more than MAX_DAYS days
 * ranks its last MAX_DAYS, and the answer says which.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay, salesRowTotalsOf } from '../analytics/sales.ts';
import { addDays, daysBetween } from '../calendar-dates.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  periodQuery,
  resultAt,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { day, period, sentence } from './format.ts';
import { SALES_DAYS_READ } from './reads.ts';
import { asksDailyAverage, asksDiners, asksEachDay, asksPeople } from './superlatives.ts';

/** A year's days at most: "¿cuál fue mi mejor día del año?" ranks the whole year in one read. */
const MAX_DAYS = 366;

/** The days ranked: the period's, its last MAX_DAYS when longer (best-period.ts ranks them too). */
export function rankedRange(range: DateRange): DateRange {
  const span = daysBetween(range.from, range.to)! + 1;
  return span > MAX_DAYS ? { from: addDays(range.to, 1 - MAX_DAYS)!, to: range.to } : range;
}

/** The ranked days of the read: each built day, open or not, by date. */
function daysRead(outcomes: readonly AnyReadOutcome[]) {
  return resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? [];
}

/** Each ranked day that was open, with its sales. */
function daysWithSales(outcomes: readonly AnyReadOutcome[]) {
  return daysRead(outcomes)
    .filter(isOpenDay)
    .map((entry) => ({ date: entry.date, sales: entry.total_sales_cents }));
}

/** Said when no day of the period opened: what an open day is, so the owner knows what is missing. */
const NO_OPEN_DAY = 'no tengo días abiertos (con corte Z y venta).';

/** The days read, in words: the period's, or its last MAX_DAYS said so. */
function rankedInWords(context: ComposeContext): string {
  const ranked = rankedRange(context.range);
  const cut = ranked.from !== context.range.from ? ` (los últimos ${MAX_DAYS} días del periodo)` : '';
  return `${period(ranked, context.today)}${cut}`;
}

/** "¿Cuál fue mi venta promedio diaria?": the open days' sales over their count. */
function dailyAverage(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const when = rankedInWords(context);
  const sold = daysWithSales(outcomes);
  if (sold.length === 0) return sentence(`${when} ${NO_OPEN_DAY}`);
  const total = sold.reduce((sum, entry) => sum + entry.sales, 0);
  const average = answer.money(
    'mean_day_sales_cents',
    'Venta promedio de los días abiertos',
    divideRounded(total, sold.length)!,
  );
  const shownTotal = answer.money('total_sales_cents', 'Venta total', total);
  const counted = answer.count('days_with_sales', 'Días abiertos', sold.length);
  return sentence(
    `${when} vendiste en promedio ${average} al día con IVA: ${shownTotal} en ${counted} días abiertos.`,
  );
}

/**
 * "¿Cuántos clientes tengo al día?", "¿cuántas mesas atiendo al día?": the open days' diners (and
 * tables, when every open day sent them) over their count, in whole diners; unknown unless every
 * open day sent its covers.
 */
function dailyCovers(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const when = rankedInWords(context);
  const open = daysRead(outcomes).filter(isOpenDay);
  if (open.length === 0) return sentence(`${when} ${NO_OPEN_DAY}`);
  const totals = salesRowTotalsOf(open);
  const all = (key: 'covers' | 'tables_served') => open.every((entry) => entry[key] !== null);
  // "¿Cuántas mesas atiendo al día?" leads with the tables, when every open day sent them.
  const tablesFirst = !asksPeople(context.question) && all('tables_served');
  if (!all('covers') && !tablesFirst)
    return sentence(
      `${when} no tengo los comensales de todos tus días abiertos, así que no puedo darte su promedio.`,
    );
  const mean = (key: 'covers' | 'tables_served') => divideRounded(totals[key]!, open.length)!;
  const diners = () =>
    answer.count('mean_day_covers', 'Comensales promedio de los días abiertos', mean('covers'));
  const tables = () =>
    answer.count('mean_day_tables', 'Mesas promedio de los días abiertos', mean('tables_served'));
  const counted = () => answer.count('days_with_sales', 'Días abiertos', open.length);
  if (tablesFirst) {
    const seated = all('covers') ? ` (${diners()} comensales)` : '';
    return sentence(
      `${when} atendiste en promedio ${tables()} mesas al día${seated}: ${counted()} días abiertos.`,
    );
  }
  const inTables = all('tables_served') ? ` en ${tables()} mesas` : '';
  return sentence(
    `${when} atendiste en promedio ${diners()} comensales al día${inTables}: ${counted()} días abiertos.`,
  );
}

/** Days listed one by one at most: a longer period is said as its average day. */
const MAX_LISTED = 14;

/** A day not open, in words: no corte Z at all, or one with no sales. */
function closedWords(date: string, outcomes: readonly AnyReadOutcome[]): string {
  const read = daysRead(outcomes).find((entry) => entry.date === date);
  return read !== undefined && read.summaries_count > 0 ? 'corte Z sin venta' : 'sin corte Z';
}

/** "¿Cuánto vendí cada día de esta semana?": each day's sales, a day not open said so. */
function eachDay(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const ranked = rankedRange(context.range);
  const span = daysBetween(ranked.from, ranked.to)! + 1;
  if (span > MAX_LISTED) return dailyAverage(context, answer, outcomes);
  const sold = new Map(daysWithSales(outcomes).map((entry) => [entry.date, entry.sales]));
  if (sold.size === 0) return sentence(`${rankedInWords(context)} ${NO_OPEN_DAY}`);
  const lines = Array.from({ length: span }, (_, index) => {
    const date = addDays(ranked.from, index)!;
    const sales = sold.get(date);
    const name = day(date, context.today);
    return sales === undefined
      ? `${name}, ${closedWords(date, outcomes)}`
      : `${name}, ${answer.money(`day_sales_cents_${date}`, `Venta del ${name}`, sales)}`;
  });
  return `${sentence(`${rankedInWords(context)} vendiste, con IVA: ${lines.join('; ')}.`)}`;
}

function bestDay(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const when = rankedInWords(context);
  const sold = daysWithSales(outcomes);
  if (sold.length === 0) return sentence(`${when} ${NO_OPEN_DAY}`);
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
    return sentence(`${when} solo tengo un día abierto: el ${date}, con ${sales} vendidos.`);
  const total = sold.reduce((sum, entry) => sum + entry.sales, 0);
  // Against the mean as the ratio it is, not the rounded mean (as the average ticket's change).
  const gap = pctChangeOfRatios(chosen.sales, 1, total, sold.length);
  if (gap === null) return sentence(`${which} ${when} fue el ${date}, con ${sales} vendidos.`);
  const average = answer.money(
    'mean_day_sales_cents',
    'Venta promedio de los días abiertos',
    divideRounded(total, sold.length)!,
  );
  const counted = answer.count('days_with_sales', 'Días abiertos', sold.length);
  const gapPct = answer.pct('day_vs_mean_pct', 'Diferencia contra el promedio', gap);
  const side = gap >= 0 ? 'más' : 'menos';
  return sentence(
    `${which} ${when} fue el ${date}: vendiste ${sales}, ${gapPct} ${side} que el promedio de sus ${counted} días abiertos (${average}).`,
  );
}

/**
 * "¿Cuál fue el día con más clientes de noviembre?": the open day with the most diners (the fewest
 * when asked), beside the mean of the open days' diners in whole diners; said unknown unless every
 * open day sent its covers.
 */
function bestDayByCovers(
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const when = rankedInWords(context);
  const least = context.direction === 'least';
  const open = daysRead(outcomes).filter(isOpenDay);
  if (open.length === 0) return sentence(`${when} ${NO_OPEN_DAY}`);
  const counted = open.flatMap((entry) =>
    entry.covers === null ? [] : [{ ...entry, covers: entry.covers }],
  );
  if (counted.length < open.length)
    return sentence(
      `${when} no tengo los comensales de todos tus días abiertos, así que no puedo decirte cuál tuvo ${least ? 'menos' : 'más'} gente.`,
    );
  const sign = least ? -1 : 1;
  // On a tie, the earlier day.
  const chosen = counted.reduce((best, entry) => (sign * entry.covers > sign * best.covers ? entry : best));
  const which = least ? 'tu día con menos gente' : 'tu día con más gente';
  const date = answer.name(
    'day',
    least ? 'Día con menos gente' : 'Día con más gente',
    day(chosen.date, context.today),
  );
  const covers = answer.count('day_covers', 'Comensales del día', chosen.covers);
  if (counted.length === 1)
    return sentence(`${when} solo tengo un día abierto: el ${date}, con ${covers} comensales.`);
  const total = counted.reduce((sum, entry) => sum + entry.covers, 0);
  const gap = pctChangeOfRatios(chosen.covers, 1, total, counted.length);
  if (gap === null) return sentence(`${which} ${when} fue el ${date}, con ${covers} comensales.`);
  const average = answer.count(
    'mean_day_covers',
    'Comensales promedio de los días abiertos',
    divideRounded(total, counted.length)!,
  );
  const days = answer.count('days_with_sales', 'Días abiertos', counted.length);
  const gapPct = answer.pct('day_vs_mean_pct', 'Diferencia contra el promedio', gap);
  return sentence(
    `${which} ${when} fue el ${date}: ${covers} comensales, ${gapPct} ${gap >= 0 ? 'más' : 'menos'} que el promedio de sus ${days} días abiertos (${average}).`,
  );
}

export const BEST_DAY_PLAN: IntentPlan = {
  reads: (range) => [{ read: SALES_DAYS_READ, query: periodQuery(rankedRange(range)) }],
  // The ranked days' summary shows their total, which the mean day averages ("ver detalle").
  seeAlso: (range) => [{ read: 'intelligence-sales-summary', query: periodQuery(rankedRange(range)) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    if (asksDailyAverage(context.question))
      return asksDiners(context.question)
        ? dailyCovers(context, answer, outcomes)
        : dailyAverage(context, answer, outcomes);
    if (asksEachDay(context.question)) return eachDay(context, answer, outcomes);
    return asksPeople(context.question)
      ? bestDayByCovers(context, answer, outcomes)
      : bestDay(context, answer, outcomes);
  },
  followUps: ['¿Por qué bajó mi venta?', '¿A qué hora vendo más?'],
};
