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
import { calendarEventsOn } from '../calendar/holidays.ts';
import { addDays, daysBetween, isoWeekday } from '../calendar-dates.ts';
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
import { WEEKDAY_WORDS } from './weekday-profile.ts';
import { opensWithWhy, rankedWeekday } from './why-question.ts';

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

/** What a day is ranked by: its sales, or its diners when the question asks of people. */
interface Measure {
  /** The day's value; null when the day did not send it. */
  of: (entry: ReturnType<typeof daysRead>[number]) => number | null;
  /** "tu mejor día" and its figure's label, by the end asked. */
  which: (least: boolean) => readonly [words: string, label: string];
  /** A value recorded as a figure and shown. */
  show: (answer: Answer, key: string, label: string, value: number) => string;
  /** The chosen day's value in a sentence: alone ("con $X vendidos") or leading ("vendiste $X"). */
  alone: (shown: string) => string;
  lead: (shown: string) => string;
  keys: { day: string; dayLabel: string; eachLabel: string; mean: string; meanLabel: string };
  /** Said when an open day did not send its value (the diners; an open day always has sales). */
  unknown: (least: boolean) => string;
  /** Each day listed: the lead ("vendiste, con IVA"), a day's value, an open day that sent none. */
  listLead: string;
  listed: (shown: string) => string;
  unsent: string;
}

const BY_SALES: Measure = {
  of: (entry) => entry.total_sales_cents,
  which: (least) => (least ? ['tu día más flojo', 'Día más flojo'] : ['tu mejor día', 'Mejor día']),
  show: (answer, key, label, value) => answer.money(key, label, value),
  alone: (shown) => `con ${shown} vendidos`,
  lead: (shown) => `vendiste ${shown}`,
  keys: {
    day: 'day_sales_cents',
    dayLabel: 'Venta total del día',
    eachLabel: 'Venta del',
    mean: 'mean_day_sales_cents',
    meanLabel: 'Venta promedio de los días abiertos',
  },
  unknown: () => NO_OPEN_DAY,
  listLead: 'vendiste, con IVA',
  listed: (shown) => shown,
  unsent: 'sin venta',
};

const BY_DINERS: Measure = {
  of: (entry) => entry.covers,
  which: (least) =>
    least ? ['tu día con menos gente', 'Día con menos gente'] : ['tu día con más gente', 'Día con más gente'],
  // Whole diners: a tenth of a diner says nothing to an owner.
  show: (answer, key, label, value) => answer.count(key, label, value),
  alone: (shown) => `con ${shown} comensales`,
  lead: (shown) => `${shown} comensales`,
  keys: {
    day: 'day_covers',
    dayLabel: 'Comensales del día',
    eachLabel: 'Comensales del',
    mean: 'mean_day_covers',
    meanLabel: 'Comensales promedio de los días abiertos',
  },
  unknown: (least) =>
    `no tengo los comensales de todos tus días abiertos, así que no puedo decirte cuál tuvo ${least ? 'menos' : 'más'} gente.`,
  listLead: 'atendiste',
  listed: (shown) => `${shown} comensales`,
  unsent: 'sin comensales registrados',
};

/**
 * "¿Cuánto vendí cada día de esta semana?", "¿cuántos clientes tuve por día?": each day's sales (or
 * diners), a day not open said so; a period longer than MAX_LISTED days is said as its average day.
 */
function eachDay(
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
  measure: Measure,
): string {
  const ranked = rankedRange(context.range);
  const span = daysBetween(ranked.from, ranked.to)! + 1;
  if (span > MAX_LISTED)
    return measure === BY_DINERS
      ? dailyCovers(context, answer, outcomes)
      : dailyAverage(context, answer, outcomes);
  const open = new Map(
    daysRead(outcomes)
      .filter(isOpenDay)
      .map((entry) => [entry.date, entry]),
  );
  if (open.size === 0) return sentence(`${rankedInWords(context)} ${NO_OPEN_DAY}`);
  const lines = Array.from({ length: span }, (_, index) => {
    const date = addDays(ranked.from, index)!;
    const entry = open.get(date);
    const name = day(date, context.today);
    if (entry === undefined) return `${name}, ${closedWords(date, outcomes)}`;
    const value = measure.of(entry);
    if (value === null) return `${name}, ${measure.unsent}`;
    return `${name}, ${measure.listed(measure.show(answer, `${measure.keys.day}_${date}`, `${measure.keys.eachLabel} ${name}`, value))}`;
  });
  return sentence(`${rankedInWords(context)} ${measure.listLead}: ${lines.join('; ')}.`);
}

/**
 * "¿Cuál fue mi mejor día?", "¿cuál fue el día con más clientes?": the open day of the most (the
 * least) of the measure, beside the mean of the open days, the baseline named; unknown unless every
 * open day sent the measure.
 */
function bestDay(
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
  measure: Measure,
): string {
  const when = rankedInWords(context);
  const least = context.direction === 'least';
  // "¿Cuál fue mi mejor sábado?": that weekday's days alone, named as such.
  const weekday = rankedWeekday(context.question)?.weekday;
  const [one, many] = weekday === undefined ? ['día', 'días'] : WEEKDAY_WORDS[weekday]!;
  const open = daysRead(outcomes).filter(
    (entry) => isOpenDay(entry) && (weekday === undefined || isoWeekday(entry.date) === weekday),
  );
  if (open.length === 0)
    return sentence(
      `${when} ${weekday === undefined ? NO_OPEN_DAY : `no tengo ningún ${one} abierto (con corte Z y venta).`}`,
    );
  const days = open.flatMap((entry) => {
    const value = measure.of(entry);
    return value === null ? [] : [{ date: entry.date, value }];
  });
  if (days.length < open.length) return sentence(`${when} ${measure.unknown(least)}`);
  const sign = least ? -1 : 1;
  // On a tie, the earlier day.
  const chosen = days.reduce((best, entry) => (sign * entry.value > sign * best.value ? entry : best));
  const named = (words: string) => words.replace(/día/i, (found) => (found === 'Día' ? sentence(one) : one));
  const [which, label] = measure.which(least);
  // "el lunes 24 de diciembre (Nochebuena)": a holiday says much of why (since 2026-12-06); not
  // the holiday asked ("¿cuál fue el mejor día del Buen Fin?").
  const asked = holidayAsked(context.range);
  const holidays = labelsOn(chosen.date).filter((label) => label !== asked);
  const date = `${answer.name('day', named(label), day(chosen.date, context.today))}${holidays.length > 0 ? ` (${holidays.join(' y ')})` : ''}`;
  const shown = measure.show(answer, measure.keys.day, measure.keys.dayLabel, chosen.value);
  if (days.length === 1)
    return sentence(`${when} solo tengo un ${one} abierto: el ${date}, ${measure.alone(shown)}.`);
  const total = days.reduce((sum, entry) => sum + entry.value, 0);
  // Against the mean as the ratio it is, not the rounded mean (as the average ticket's change).
  const gap = pctChangeOfRatios(chosen.value, 1, total, days.length);
  if (gap === null) return sentence(`${named(which)} ${when} fue el ${date}, ${measure.alone(shown)}.`);
  const { mean, meanLabel } = measure.keys;
  const average = measure.show(answer, mean, meanLabel, divideRounded(total, days.length)!);
  const counted = answer.count('days_with_sales', 'Días abiertos', days.length);
  const gapPct = answer.pct('day_vs_mean_pct', 'Diferencia contra el promedio', gap);
  const reason =
    measure === BY_SALES && weekday === undefined && opensWithWhy(context.question)
      ? dayReason(chosen.date, open, answer)
      : '';
  return `${sentence(
    `${named(which)} ${when} fue el ${date}: ${measure.lead(shown)}, ${gapPct} ${gap >= 0 ? 'más' : 'menos'} que el promedio de sus ${counted} ${many} abiertos (${average}).`,
  )}${reason}`;
}

const labelsOn = (date: string) => calendarEventsOn(date).map((event) => event.label);

/** The holiday every day of a range is (the Buen Fin's four days), or null. */
function holidayAsked(range: { from: string; to: string }): string | null {
  const days = daysBetween(range.from, range.to);
  if (days === null || days > 7) return null;
  return (
    labelsOn(range.from).find((label) =>
      Array.from({ length: days }, (_, index) => addDays(range.from, index + 1)!).every((date) =>
        labelsOn(date).includes(label),
      ),
    ) ?? null
  );
}

type DayEntry = ReturnType<typeof daysRead>[number];

/** "12.0% menos" of a change against a mean, filed under `key`. */
const againstMean = (answer: Answer, key: string, label: string, change: number) =>
  `${answer.pct(key, label, change)} ${change >= 0 ? 'más' : 'menos'}`;

/**
 * "¿Cuál fue mi peor día y por qué?": what set the day apart in the figures the days hold, its
 * weekday's days in the period against the mean day, then its diners and what each spent against
 * the period's (since 2026-12-06; before, the profit of the period against the one before).
 */
function dayReason(date: string, open: readonly DayEntry[], answer: Answer): string {
  const chosen = open.find((entry) => entry.date === date)!;
  const total = open.reduce((sum, entry) => sum + entry.total_sales_cents, 0);
  const parts: string[] = [];
  const [one, many] = WEEKDAY_WORDS[isoWeekday(date)!]!;
  const same = open.filter((entry) => isoWeekday(entry.date) === isoWeekday(date));
  const sameTotal = same.reduce((sum, entry) => sum + entry.total_sales_cents, 0);
  const weekdayGap = pctChangeOfRatios(sameTotal, same.length, total, open.length);
  if (same.length >= 2 && weekdayGap !== null) {
    const mean = answer.money(
      'weekday_mean_sales_cents',
      `Venta promedio de tus ${many}`,
      divideRounded(sameTotal, same.length)!,
    );
    parts.push(
      `era ${one}, y tus ${same.length} ${many} promediaron ${mean}, ${againstMean(answer, 'weekday_vs_mean_pct', `Tus ${many} contra el promedio`, weekdayGap)} que tu día promedio`,
    );
  }
  const covers = open.reduce((sum, entry) => sum + (entry.covers ?? 0), 0);
  const coversGap = pctChangeOfRatios(chosen.covers, 1, covers, open.length);
  const spendGap = pctChangeOfRatios(chosen.total_sales_cents, chosen.covers, total, covers);
  if (open.every((entry) => entry.covers !== null) && coversGap !== null && spendGap !== null) {
    const diners = answer.count('day_covers', 'Comensales del día', chosen.covers!);
    const spend = answer.money(
      'day_sales_per_cover_cents',
      'Gasto por comensal del día',
      divideRounded(chosen.total_sales_cents, chosen.covers!)!,
    );
    parts.push(
      `ese día atendiste ${diners} comensales, ${againstMean(answer, 'day_covers_vs_mean_pct', 'Comensales contra el promedio', coversGap)} que tu día promedio, y cada uno gastó ${spend}, ${againstMean(answer, 'day_spend_vs_mean_pct', 'Gasto por comensal contra el promedio', spendGap)} que en el promedio`,
    );
  }
  return parts.length === 0 ? '' : ` ${sentence(`Por qué: ${parts.join('; ')}.`)}`;
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
    const measure = asksDiners(context.question) ? BY_DINERS : BY_SALES;
    if (asksEachDay(context.question)) return eachDay(context, answer, outcomes, measure);
    return bestDay(context, answer, outcomes, asksPeople(context.question) ? BY_DINERS : BY_SALES);
  },
  followUps: ['¿Por qué bajó mi venta?', '¿A qué hora vendo más?'],
};
