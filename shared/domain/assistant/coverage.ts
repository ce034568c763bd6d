/**
 * How many days of a period answered the branch was open, for the sales total and both sides of a
 * comparison: a period with days that did not open (before the branch's data starts, a day whose
 * corte Z never came) says so, and a comparison whose sides opened a different number of days also
 * compares their average open day. A day is open as analytics/sales.ts `isOpenDay` says (a corte Z
 * with sales: the rule of the best day, the weekday habit and the forecast), read from the internal
 * `sales-by-day` read (one Query of the period's day cubes). Today is a day of the period only when
 * the question said "hoy" (comparison.ts `closedDays`: a period reaching today otherwise ends
 * yesterday); then, still without its corte Z, it is a day not open, said so.
 */

import { datesInRange } from '../analytics/period.ts';
import { isOpenDay, perOpenDay } from '../analytics/sales.ts';
import { addDays, daysBetween, lastOfMonth } from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { asksMissingCortes } from './cash-words.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  list,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { day, period, plural, sentence } from './format.ts';
import { type AssistantResults, type ReadRequest, SALES_DAYS_READ } from './reads.ts';
import { normalize } from './text.ts';

/** A period's calendar days and how many of them were open. */
export interface Coverage {
  range: DateRange;
  days: number;
  open: number;
  /** Today is in the period and has not opened (no corte Z yet). */
  todayMissing: boolean;
  /**
   * The first day of the period the POS sent anything for (a built day, open or not); null when
   * it sent nothing. Days before it have nothing at all: the history begins inside the period, or
   * the POS was silent, which no closing tells apart.
   */
  firstData: string | null;
}

/** The read of a period's days (the internal read; never shown as a source). */
export const daysReadOf = (range: DateRange): ReadRequest => ({
  read: SALES_DAYS_READ,
  query: periodQuery(range),
});

/** The coverage of `range` from the days read at `index`; null when that read did not answer. */
export function coverageAt(
  outcomes: readonly AnyReadOutcome[],
  index: number,
  range: DateRange,
  today: string,
): Coverage | null {
  const read = resultAt(outcomes, index, SALES_DAYS_READ);
  return read === null ? null : coverageOfDays(read.attributes.days, range, today);
}

/** The coverage of `range` from the per-day sales read's days. */
export function coverageOfDays(
  days: AssistantResults[typeof SALES_DAYS_READ]['attributes']['days'],
  range: DateRange,
  today: string,
): Coverage {
  const open = new Set(
    days
      .filter((entry) => entry.date >= range.from && entry.date <= range.to && isOpenDay(entry))
      .map((entry) => entry.date),
  );
  const hasToday = range.from <= today && today <= range.to;
  const first = days
    .map((entry) => entry.date)
    .filter((date) => date >= range.from && date <= range.to)
    .sort()[0];
  return {
    range,
    days: lengthOf(range),
    open: open.size,
    todayMissing: hasToday && !open.has(today),
    firstData: first ?? null,
  };
}

const isWhole = (coverage: Coverage) => coverage.open === coverage.days;

const isWholeMonth = (range: DateRange) => range.from.endsWith('-01') && range.to === lastOfMonth(range.from);
/** A period's days, both ends counted. */
export const lengthOf = (range: DateRange) => daysBetween(range.from, range.to)! + 1;

/**
 * Two periods whose totals do not compare as they are: of different lengths ("el Buen Fin" against
 * a weekend), unless both are whole months, which compare as the months they are.
 */
export const differentLengths = (now: DateRange, base: DateRange) =>
  lengthOf(now) !== lengthOf(base) && !(isWholeMonth(now) && isWholeMonth(base));

/** "en septiembre" for a whole month of today's year; else the period as `period` says it. */
function periodName(range: DateRange, today: string): string {
  const thisYears = isWholeMonth(range) && range.from.slice(0, 4) === today.slice(0, 4);
  return thisYears ? `en ${MONTHS[Number(range.from.slice(5, 7)) - 1]}` : period(range, today);
}

/** One side of the figures: its coverage and the key prefix of its counts ('' or 'base_'). */
export interface Side {
  coverage: Coverage;
  prefix: '' | 'base_';
}

const BASE_LABEL = { '': '', base_: ' del periodo base' } as const;

const openCount = ({ coverage, prefix }: Side, answer: Answer) =>
  answer.count(`${prefix}days_with_sales`, `Días con corte Z y venta${BASE_LABEL[prefix]}`, coverage.open);

/** A side's clause: its days that opened out of its days, its period named when `named`. */
function clause(side: Side, today: string, answer: Answer, named: boolean): string {
  const { coverage, prefix } = side;
  const name = named ? `${periodName(coverage.range, today)} ` : '';
  const pending = coverage.todayMissing ? ' (hoy todavía no cierra)' : '';
  if (coverage.days === 1) return `${name || 'ese día '}no hay corte Z con venta${pending}`;
  const days = answer.count(`${prefix}period_days`, `Días del periodo${BASE_LABEL[prefix]}`, coverage.days);
  if (coverage.open === 0) return `${name}ninguno de sus ${days} días tiene corte Z con venta${pending}`;
  const verb = coverage.open === 1 ? 'tiene' : 'tienen';
  // "¿Cuánto vendo al año?" with a quarter of history: the days before it are none the POS missed.
  // Only the period was read: what came before it is not said (since 2026-12-07; before, "antes
  // del 2 de enero" of a January whose 1st was closed, with months of data before it).
  const { firstData } = coverage;
  const since =
    firstData === null || firstData <= coverage.range.from
      ? ''
      : `: ${period({ from: coverage.range.from, to: addDays(firstData, -1)! }, today)} no tengo ningún dato de tu punto de venta`;
  return `${name}solo ${openCount(side, answer)} de sus ${days} días ${verb} corte Z con venta${pending}${since}`;
}

/**
 * " Ojo: en septiembre solo 27 de sus 30 días tienen corte Z con venta.", of each side with a day
 * not open, each period named when the answer has two (`named`); '' when every day of every side
 * opened (a whole period says nothing more).
 */
export function coverageNote(sides: readonly Side[], today: string, answer: Answer, named = true): string {
  const partial = sides.filter((side) => !isWhole(side.coverage));
  if (partial.length === 0) return '';
  return ` Ojo: ${partial.map((side) => clause(side, today, answer, named)).join('; ')}.`;
}

/** What a comparison compares per open day: the sales (money) or the covers (a count). */
export type DailyFigure = 'sales' | 'covers';

const DAILY = {
  sales: { key: 'mean_day_sales', unit: '_cents', label: 'Venta', verb: 'vendiste', noun: '' },
  covers: { key: 'mean_day_covers', unit: '', label: 'Comensales', verb: 'atendiste', noun: ' comensales' },
} as const;

/**
 * " Por día abierto (con corte Z y venta) vendiste $45,322.87 en octubre (31 días) contra $44,866.00
 * en septiembre (27 días): 1.0% más.": each side's total over its open days, when a side has a day
 * not open and the sides opened a different number of days (analytics/sales.ts `perOpenDay`, as
 * Ventas says it).
 */
export function openDayComparison(
  figure: DailyFigure,
  totals: { now: number | null; base: number | null },
  sides: { now: Side; base: Side },
  today: string,
  answer: Answer,
): string {
  const [now, base] = [sides.now.coverage, sides.base.coverage];
  // Whole periods compare as they are unless their lengths differ (differentLengths).
  const whole = isWhole(now) && isWhole(base) && !differentLengths(now.range, base.range);
  if (whole || totals.now === null || totals.base === null) return '';
  const daily = perOpenDay(
    { total: totals.now, days_with_sales: now.open },
    { total: totals.base, days_with_sales: base.open },
    figure === 'sales' ? 0 : 1,
  );
  const change = daily?.pct_change ?? null;
  if (daily === null || change === null) return '';
  const words = DAILY[figure];
  const shown = (side: Side, mean: number) => {
    const key = `${side.prefix}${words.key}${words.unit}`;
    const label = `${words.label} promedio por día abierto${BASE_LABEL[side.prefix]}`;
    const value =
      figure === 'sales' ? openDaySales(mean, side.prefix, answer) : answer.count(key, label, mean, 'number');
    const days = side.coverage.open === 1 ? 'día' : 'días';
    return `${value}${words.noun} ${periodName(side.coverage.range, today)} (${openCount(side, answer)} ${days})`;
  };
  return ` Por día abierto (con corte Z y venta) ${words.verb} ${shown(sides.now, daily.now)} contra ${shown(sides.base, daily.base)}: ${openDayChange(figure, change, answer)}.`;
}

/** "4.7% más", "lo mismo": a per-open-day change, filed as every comparison files it. */
export const openDayChange = (figure: DailyFigure, change: number, answer: Answer) =>
  change === 0
    ? 'lo mismo'
    : `${answer.pct(`${DAILY[figure].key}_pct_change`, 'Cambio por día abierto', change)} ${change > 0 ? 'más' : 'menos'}`;

/** A side's sales per open day, filed as every comparison files it ("mean_day_sales_cents"). */
export const openDaySales = (cents: number, prefix: Side['prefix'], answer: Answer) =>
  answer.money(
    `${prefix}${DAILY.sales.key}${DAILY.sales.unit}`,
    `${DAILY.sales.label} promedio por día abierto${BASE_LABEL[prefix]}`,
    cents,
  );

/**
 * " Ojo: tus ventas son de 29 de los 30 días (los que tienen corte Z con venta); tus costos cuentan
 * los 30.": after a cost figure whose period has a day that did not sell (closed, or its corte Z not
 * sent), as Costos says it (meta.days_with_sales); '' when every day sold or none did.
 */
export function costDaysNote(
  daysWithSales: number | undefined,
  range: DateRange,
  answer: Answer,
  afterOjo = false,
  /** One of two periods compared (why-cost.ts): its figures' prefix and its days in words. */
  side: { prefix: string; words: string } = { prefix: '', words: '' },
): string {
  const days = lengthOf(range);
  if (daysWithSales === undefined || daysWithSales === 0 || daysWithSales >= days) return '';
  const sold = answer.count(`${side.prefix}days_with_sales`, 'Días con corte Z y venta', daysWithSales);
  const all = answer.count(`${side.prefix}period_days`, 'Días del periodo', days);
  // After "Ojo, incompleto: …" (an input covering part of the period), "además", not a second "ojo".
  const whose = side.words === '' ? 'tus ventas' : `tus ventas ${side.words}`;
  const lead = afterOjo ? `Además, ${whose}` : `Ojo: ${whose}`;
  return ` ${lead} son de ${sold} de los ${all} días (los que tienen corte Z con venta); tus costos cuentan los ${all}.`;
}

/** "¿Cuántos días abrí este mes?", "¿qué días no abrí?", "¿cuántos días cerré?". */
export const asksDaysOpen = (question: string) =>
  /\bdias (no )?(abri|abrimos|abrio|trabaje|trabajamos|cerre|cerramos|cerro)\b/.test(normalize(question)) ||
  asksMissingCortes(question);

/** How many closed days it names before saying how many more there are. */
const DAYS_NAMED = 8;

/**
 * The period's days that opened (a corte Z with sales, analytics/sales.ts `isOpenDay`, as every
 * coverage note counts them) out of its days, and the ones that did not, named; null when the
 * days read did not answer.
 */
export function daysOpenAnswer(
  outcomes: readonly AnyReadOutcome[],
  index: number,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const coverage = coverageAt(outcomes, index, context.range, context.today);
  const read = resultAt(outcomes, index, SALES_DAYS_READ);
  if (coverage === null || read === null) return null;
  const open = new Set(read.attributes.days.filter(isOpenDay).map((entry) => entry.date));
  const notOpen = datesInRange(context.range).filter((date) => !open.has(date));
  const days = answer.count('period_days', 'Días del periodo', coverage.days);
  const opened = answer.count('days_with_sales', 'Días con corte Z y venta', coverage.open);
  // "¿Qué días me falta el corte Z?": the same days, said as cortes missing (since 2026-12-07).
  const missing = asksMissingCortes(context.question);
  const lead = missing
    ? `${sentence(when(context))} tengo corte Z con venta de ${opened} de ${days} ${plural(coverage.days, 'día', 'días')}`
    : `${sentence(when(context))} abriste ${opened} de ${days} ${plural(coverage.days, 'día', 'días')} (los que tienen corte Z con venta)`;
  if (notOpen.length === 0) return `${lead}: todos.`;
  // The days before the first the POS sent anything are no closures it told of: said apart.
  const first = coverage.firstData;
  const unknown = notOpen.filter((date) => first === null || date < first);
  const closed = notOpen.filter((date) => first !== null && date >= first);
  const dayNames = closed.slice(0, DAYS_NAMED).map((date) => day(date, context.today));
  const named = dayNames.map((said) => `el ${said}`);
  const more = closed.length > DAYS_NAMED ? ` y ${closed.length - DAYS_NAMED} días más` : '';
  const noCut =
    closed.length === 0
      ? null
      : missing
        ? `${closed.length === 1 ? 'me falta' : 'me faltan'} ${list(dayNames.map((said) => `el del ${said}`))}${more}: si abriste, tu punto de venta puede ${closed.length === 1 ? 'mandarlo' : 'mandarlos'}.`
        : `no hubo corte Z con venta ${list(named)}${more}.`;
  if (unknown.length === 0) return `${lead}. ${sentence(noCut!)}`;
  const silent = answer.count('days_without_data', 'Días sin ningún dato del punto de venta', unknown.length);
  const span = period({ from: unknown[0]!, to: unknown.at(-1)! }, context.today);
  const daysSaid = `${silent} ${plural(unknown.length, 'día', 'días')}`;
  const since = first === null ? '' : ` Desde el ${day(first, context.today)}: ${noCut ?? 'abriste todos.'}`;
  return `${lead}. ${sentence(span)} (${daysSaid}) no tengo ningún dato de tu punto de venta: no sé si abriste.${since}`;
}
