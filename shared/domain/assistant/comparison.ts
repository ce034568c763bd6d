/**
 * Comparisons: which two periods a comparison question compares, and its answer.
 *
 * The period asked ("esta semana", "este mes", "ayer"…) against its base:
 * - "esta semana contra la pasada": Monday through the last closed day (yesterday), against the same
 *   weekdays a week earlier; "este mes contra el pasado": the 1st through the last closed day,
 *   against the same days of the previous month; "este año contra el pasado", "¿cómo voy contra el
 *   año pasado?": the 1st of January through the last closed day, against the same days a year
 *   earlier (not the whole year before, nor 2025 against 2024). Only closed days count: a period reaching today
 *   ends yesterday until today's corte Z is in, unless the question says "hoy" (then today counts,
 *   closed or not, and the base is as long). A period of today alone stays today ("¿vendí más hoy
 *   que ayer?").
 * - a whole month named: the whole month before it; two periods named ("¿vendí más en noviembre que
 *   en octubre?"): each as named (understand.ts `namedBase`), a month under way against the same
 *   days of the month named (`sameDaysOfMonth`).
 * - any other period: the period of equal length just before it (the endpoints' vs_previous_period).
 *
 * The answer reads the sales summary of both periods (the endpoint's own figures, each with its
 * source) and the change is the endpoint's own formula (analytics/rounding.ts `pctChange`, as its
 * vs_previous_period computes it), so with the previous equal period it is that field's value.
 * Each period's days are read too: a side with days that did not open says how many did, and two
 * sides that opened a different number of days are compared per open day as well (coverage.ts).
 */
import { pctChange } from '../analytics/rounding.ts';
import { closedDaysOf } from '../business-day.ts';
import {
  addDays,
  addHalfMonths,
  addMonths,
  daysBetween,
  halfMonthEnd,
  halfMonthStart,
  isoWeekday,
  isWeekend,
  lastOfMonth,
} from '../calendar-dates.ts';
import { WEEKDAYS } from '../calendar-names.ts';
import type { SalesSummaryAttributes } from '../responses/intelligence.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  hasData,
  type IntentPlan,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import {
  coverageAt,
  coverageNote,
  type DailyFigure,
  daysReadOf,
  differentLengths,
  lengthOf,
  openDayComparison,
  type Side,
} from './coverage.ts';
import { type DateRange, dateText, namesMonth, previousRange } from './dates.ts';
import { CATEGORY_WORDS, categoryTypeSold, period, sentence } from './format.ts';
import { normalize } from './text.ts';
import { asksPerPerson, asksTicketCompared, compareTicket, salesMoved } from './ticket-comparison.ts';

export type ComparisonKind = 'week' | 'quincena' | 'month' | 'quarter' | 'year' | 'previous';

const monthsSpanned = (range: DateRange) =>
  (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
  Number(range.to.slice(5, 7)) -
  Number(range.from.slice(5, 7)) +
  1;

/**
 * The same calendar days as many months back as the period spans: November against October, the
 * 1st–8th of December against the 1st–8th of November, a year to date against the same dates a
 * year earlier. A period ending on its month's last day ends its base on that month's last day too
 * (November 1–30 against October 1–31); the 31st a month back is otherwise the month's last day.
 */
function monthsBack(range: DateRange): DateRange {
  const months = monthsSpanned(range);
  const from = addMonths(range.from, -months)!;
  const to = addMonths(range.to, -months)!;
  return { from, to: range.to === lastOfMonth(range.to) ? lastOfMonth(to)! : to };
}

/** The same calendar days `months` back, a month's last day to that month's last day. */
const calendarBack = (months: number) => (range: DateRange) => {
  const to = addMonths(range.to, -months)!;
  return {
    from: addMonths(range.from, -months)!,
    to: range.to === lastOfMonth(range.to) ? lastOfMonth(to)! : to,
  };
};

/**
 * The half-month before, by the same days: a whole quincena against the whole one before it (1–15
 * of January against 16–31 of December, 16–31 against 1–15), one under way against as many days
 * of the one before (1–10 against 16–25). The period lies within one half-month.
 */
function quincenaBack(range: DateRange): DateRange {
  const from = addHalfMonths(range.from, -1);
  const end = halfMonthEnd(from);
  const to = addDays(from, daysBetween(range.from, range.to)!)!;
  return { from, to: range.to === halfMonthEnd(range.from) || to > end ? end : to };
}

/** A week, a quincena, a month or a year back (dates are YYYY-MM-DD). */
const BACK: Record<Exclude<ComparisonKind, 'previous'>, (range: DateRange) => DateRange> = {
  week: (range) => ({ from: addDays(range.from, -7)!, to: addDays(range.to, -7)! }),
  quincena: quincenaBack,
  month: monthsBack,
  // "este trimestre contra el anterior": 1–14 April against 1–14 January (since 2026-12-07; before,
  // against the 14 days just before).
  quarter: calendarBack(3),
  year: calendarBack(12),
};

/** Whether the question says "hoy" (folded: "oy"), which lets today count. */
export function saysToday(question: string): boolean {
  return /\boy\b/.test(dateText(question));
}

/**
 * Only closed days, as every page counts them (docs/figures.md, "Today is not a closed day"): a
 * period reaching today ("este mes", "esta semana") ends yesterday until today's corte Z is in,
 * unless the question says "hoy"; today alone stays today (the live figures answer it, or the
 * answer says the day has not closed).
 */
export function closedDays(
  question: string,
  range: DateRange,
  today: string,
  todayClosed: boolean,
): DateRange {
  if (range.to !== today || saysToday(question)) return range;
  return closedDaysOf(range, today, todayClosed) ?? range;
}

/** The period compared and its base, from the period the question named and the kind of base. */
export function comparisonPeriods(
  question: string,
  asked: DateRange,
  kind: ComparisonKind,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): { range: DateRange; base: DateRange } {
  const range = closedDays(question, asked, today, todayClosed);
  if (kind === 'previous') return { range, base: previousRange(range) };
  return { range, base: BACK[kind](range) };
}

/** "el finde", "el fin de semana pasado": a weekend, compared with the weekend before. */
const namesWeekend = (phrase: string | null) => phrase !== null && /\b(fin de semana|finde)\b/.test(phrase);

/**
 * The base of a "¿por qué…?": equal calendar periods, by the period's shape. A weekend named (the
 * comparison's rule, `namesWeekend`) against the weekend before; a period from a month's 1st (a
 * whole month, months, or the month so far) against the same days of the month(s) before; a day, or
 * a period from a Monday within one week, against the same weekdays a week earlier (the alerts'
 * comparison); anything else against the equal period just before it.
 */
export function calendarKind(range: DateRange, phrase: string | null = null): ComparisonKind {
  if (namesWeekend(phrase)) return 'week';
  if (range.from.endsWith('-01') && range.from !== range.to) return 'month';
  const days = daysBetween(range.from, range.to)! + 1;
  if (days === 1 || (isoWeekday(range.from) === 1 && days <= 7)) return 'week';
  return 'previous';
}

/** A period from a half-month's first day (the 1st or the 16th) that ends within that half. */
const withinHalfMonth = (range: DateRange) =>
  range.from === halfMonthStart(range.from) && range.to >= range.from && range.to <= halfMonthEnd(range.from);

/** The kind of base of a named period: a week from its Monday, a month from its 1st or a whole month, else the previous. */
export function comparisonKind(phrase: string | null, range: DateRange): ComparisonKind {
  if (phrase !== null && /\bsemana\b/.test(phrase) && isoWeekday(range.from) === 1) return 'week';
  // A weekend against the weekend before, not against the Thursday and Friday just before it.
  if (namesWeekend(phrase)) return 'week';
  // "esta quincena", "la quincena pasada": against the half-month before (since 2026-12-06; before,
  // as many days just before, so 16–31 December was set against 30 November–15 December).
  if (phrase !== null && /\bkinsena\b/.test(phrase) && withinHalfMonth(range)) return 'quincena';
  // "Este mes", or the month under way named ("¿cómo va diciembre?"): the same days of the month before.
  const month = phrase !== null && (/\bmes\b/.test(phrase) || namesMonth(phrase));
  if (month && range.from.endsWith('-01')) return 'month';
  // "este trimestre", "el trimestre pasado": a quarter from its first day, against the quarter before.
  if (phrase !== null && /\btrimestre\b/.test(phrase) && /-(01|04|07|10)-01$/.test(range.from))
    return 'quarter';
  // "este año": the 1st of January to the last closed day, against the same days a year earlier.
  if (phrase !== null && /\bano\b/.test(phrase) && range.from.endsWith('-01-01')) return 'year';
  // A named month ("noviembre"): the month before it, whole, not its last 30 days.
  if (range.from.endsWith('-01') && range.to === lastOfMonth(range.to)) return 'month';
  return 'previous';
}

/** Both periods' open days (coverage.ts), from the days reads after the summaries. */
type Sides = { now: Side; base: Side };

function sidesOf(outcomes: readonly AnyReadOutcome[], context: ComposeContext): Sides | null {
  const now = coverageAt(outcomes, 2, context.range, context.today);
  const base = coverageAt(outcomes, 3, context.base, context.today);
  return now === null || base === null
    ? null
    : { now: { coverage: now, prefix: '' }, base: { coverage: base, prefix: 'base_' } };
}

/** The days of either period that did not open, and then the average open day of each; '' when all opened. */
function openDays(
  figure: DailyFigure,
  totals: { now: number | null; base: number | null },
  sides: Sides | null,
  context: ComposeContext,
  answer: Answer,
): string {
  if (sides === null) return '';
  const note = coverageNote([sides.now, sides.base], context.today, answer);
  return note + openDayComparison(figure, totals, sides, context.today, answer);
}

/** "¿Cuántos comensales tuve este mes contra el pasado?": the covers are what is compared. */
const asksCovers = (question: string) =>
  /\b(comensales|clientes|personas|gente|cubiertos|pax)\b/.test(normalize(question));

/** The covers of both periods and their change, the sales after; null without covers in both. */
function compareCovers(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  sides: Sides | null,
): string | null {
  const change = pctChange(now.covers_total, before.covers_total);
  if (change === null || now.covers_total === null || before.covers_total === null) return null;
  const covers = answer.count('covers_total', 'Comensales', now.covers_total);
  const baseCovers = answer.count('base_covers_total', 'Comensales del periodo base', before.covers_total);
  const direction =
    change === 0
      ? 'los mismos que'
      : `${answer.pct('covers_pct_change', 'Cambio en comensales', change)} ${change > 0 ? 'más' : 'menos'} que`;
  const base = period(context.base, context.today);
  let text = `${sentence(when(context))} atendiste ${covers} comensales, ${direction} ${base} (${baseCovers}).`;
  const moved = salesMoved(now, before, answer);
  if (moved !== '') text += ` ${moved}.`;
  return (
    text + openDays('covers', { now: now.covers_total, base: before.covers_total }, sides, context, answer)
  );
}

/** A base with days not open, under half as many open as the period asked. */
const thinBase = (sides: Sides | null) =>
  sides !== null &&
  sides.base.coverage.open < sides.base.coverage.days &&
  sides.base.coverage.open * 2 < sides.now.coverage.open;

/**
 * The comparison's figure as asked: the question's own ticket, covers or type, or, when it names
 * none, the conversation's ("¿subió o bajó contra agosto?" after September's ticket compares the
 * ticket; since 2026-12-07, before the sales).
 */
function figureAsked(context: ComposeContext): ComposeContext {
  const { question, subject } = context;
  const names = (text: string) =>
    asksTicketCompared(text) || asksCovers(text) || categoryTypeSold(text) !== null;
  if (subject === undefined || names(question) || !names(subject)) return context;
  // "¿Y por persona?" after the ticket compared: the subject's figure, per person.
  return { ...context, question: asksPerPerson(question) ? `${subject} ${question}` : subject };
}

function compareSales(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  sides: Sides | null,
): string {
  const figured = figureAsked(context);
  // "¿Subió el ticket por persona?": the ticket leads (before the covers its words name); the days
  // that did not open are said after it.
  const ticketFirst = asksTicketCompared(figured.question)
    ? compareTicket(now, before, figured, answer)
    : null;
  if (ticketFirst !== null) {
    return ticketFirst + (sides === null ? '' : coverageNote([sides.now, sides.base], context.today, answer));
  }
  const coversFirst = asksCovers(figured.question)
    ? compareCovers(now, before, figured, answer, sides)
    : null;
  if (coversFirst !== null) return coversFirst;
  const type = categoryTypeSold(figured.question);
  const typeFirst = type === null ? null : compareType(now, before, type, figured, answer);
  if (typeFirst !== null) return typeFirst;
  const total = answer.money('total_sales_cents', 'Venta total', now.total_sales_cents);
  const base = period(context.base, context.today);
  const change = pctChange(now.total_sales_cents, before.total_sales_cents);
  if (change === null) {
    return `${sentence(when(context))} vendiste ${total} con IVA. No tengo ventas cerradas ${base} para comparar.`;
  }
  const baseTotal = answer.money(
    'base_total_sales_cents',
    'Venta del periodo base',
    before.total_sales_cents,
  );
  // "con IVA": the sales answer says both bases; a comparison names the one it compares.
  const [days, baseDays] = lengthsIfUnequal(context, answer);
  const totals = { now: now.total_sales_cents, base: before.total_sales_cents };
  // A base that opened under half as many days as the period: its total is no baseline ("2,944.8%
  // más" against one day of a quarter); the average open day alone compares (since 2026-12-07).
  if (thinBase(sides))
    return `${sentence(when(context))} vendiste ${total} con IVA${days}. ${sentence(base)} vendiste ${baseTotal}${baseDays}, pero abriste muy pocos de sus días para comparar los totales.${openDays('sales', totals, sides!, context, answer)}`;
  const direction =
    change === 0
      ? 'lo mismo que'
      : `${answer.pct('total_sales_pct_change', 'Cambio en ventas', change)} ${change > 0 ? 'más' : 'menos'} que`;
  let text = `${sentence(when(context))} vendiste ${total} con IVA${days}, ${direction} ${base} (${baseTotal}${baseDays}).${differenceSaid(now.total_sales_cents, before.total_sales_cents, context, answer)}`;
  const covers = pctChange(now.covers_total, before.covers_total);
  if (covers !== null && covers !== 0) {
    const shown = answer.pct('covers_pct_change', 'Cambio en comensales', covers);
    text += ` Los comensales ${covers > 0 ? 'subieron' : 'bajaron'} ${shown}.`;
  }
  return text + weekendMixNote(context) + openDays('sales', totals, sides, context, answer);
}

/** The Saturdays and Sundays of a range. */
function weekendDays(range: DateRange): number {
  let count = 0;
  for (let date = range.from; date <= range.to; date = addDays(date, 1)!) if (isWeekend(date)) count += 1;
  return count;
}

/**
 * " Ojo: no son los mismos días de la semana: 2 de estos 3 días son sábado o domingo, y ninguno de
 * los 3 del martes 1 de mayo al jueves 3 de mayo." when periods of a few days to three weeks hold
 * different weekends ("¿cómo ando este mes?" on the 4th against the same dates of the month
 * before), whose weekday mix then weighs on the change as much as the sales do (since
 * 2026-12-06); '' for one day, whose weekday is named, longer periods or unequal ones.
 */
function weekendMixNote(context: ComposeContext): string {
  const [length, baseLength] = [lengthOf(context.range), lengthOf(context.base)];
  // A day against the same date a month before (since 2026-12-07; before, unsaid).
  if (length === 1 && baseLength === 1) return monthDayMixNote(context);
  // Periods of different lengths are compared per day below, their lengths said.
  if (length < 2 || length > 21 || length !== baseLength) return '';
  const [weekend, baseWeekend] = [weekendDays(context.range), weekendDays(context.base)];
  if (weekend === baseWeekend) return '';
  const these =
    weekend === 0
      ? `ninguno de estos ${length} días es sábado o domingo`
      : `${weekend} de estos ${length} días ${weekend === 1 ? 'es' : 'son'} sábado o domingo`;
  const base = period(context.base, context.today);
  const those =
    baseWeekend === 0
      ? `ninguno de los ${baseLength} ${base}`
      : `${baseWeekend} de los ${baseLength} ${base}`;
  return ` Ojo: no son los mismos días de la semana: ${these}, y ${those}.`;
}

/**
 * " Ojo: no es el mismo día de la semana: domingo contra jueves." of a day against the same date of
 * the month before (the month so far on its 2nd, "¿cómo va el mes?", is its first day): a weekday
 * against another sells differently by habit; '' for the same weekday.
 */
function monthDayMixNote({ range, base }: ComposeContext): string {
  const monthBefore = base.from === addMonths(range.from, -1);
  if (!monthBefore || isoWeekday(range.from) === isoWeekday(base.from)) return '';
  const [day, baseDay] = [range.from, base.from].map((date) => WEEKDAYS[isoWeekday(date)! % 7]);
  return ` Ojo: no es el mismo día de la semana: ${day} contra ${baseDay}.`;
}

/**
 * "¿Cuánto vendí de bebidas en abril contra marzo?": that type's sales of both periods and their
 * change, then the whole sales' (since 2026-12-06; before, the whole sales alone); null when either
 * summary did not split the type.
 */
function compareType(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  type: keyof typeof CATEGORY_WORDS,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const key = `${type}_sales_cents` as const;
  const [cents, baseCents] = [now[key], before[key]];
  const change = pctChange(cents, baseCents);
  if (cents === null || baseCents === null || change === null) return null;
  const words = CATEGORY_WORDS[type];
  const shown = answer.money(key, `Venta de ${words}`, cents);
  const baseShown = answer.money(`base_${key}`, `Venta de ${words} del periodo base`, baseCents);
  const moved =
    change === 0
      ? 'lo mismo que'
      : `${answer.pct(`${type}_sales_pct_change`, `Cambio en la venta de ${words}`, change)} ${change > 0 ? 'más' : 'menos'} que`;
  const total = pctChange(now.total_sales_cents, before.total_sales_cents);
  const whole =
    total === null || total === 0
      ? ''
      : ` Tu venta total, ${answer.money('total_sales_cents', 'Venta total', now.total_sales_cents)}, ${total > 0 ? 'subió' : 'bajó'} ${answer.pct('total_sales_pct_change', 'Cambio en ventas', total)}.`;
  return `${sentence(when(context))} vendiste ${shown} de ${words} con IVA, ${moved} ${period(context.base, context.today)} (${baseShown}).${whole}`;
}

/**
 * " Son $34,196.00 más.": the amount between the two totals, when the question asks it ("¿cuánto
 * vendí de más…?", "¿qué diferencia hubo…?"; since 2026-12-06, before the percentage alone); ''
 * otherwise or when the two are equal.
 */
function differenceSaid(now: number, base: number, context: ComposeContext, answer: Answer): string {
  if (now === base || !/\b(de mas|de menos|diferencia)\b/.test(normalize(context.question))) return '';
  const gap = answer.money('total_sales_difference_cents', 'Diferencia de venta', Math.abs(now - base));
  return ` Son ${gap} ${now > base ? 'más' : 'menos'}.`;
}

/**
 * [" en 4 días", " en 2 días"]: each period's length, said when they differ ("el Buen Fin" against a
 * weekend), so the totals' change is read with it (openDays adds the change per day); ['', ''] for
 * periods of one length, or two whole months, which compare as months.
 */
function lengthsIfUnequal(context: ComposeContext, answer: Answer): [string, string] {
  if (!differentLengths(context.range, context.base)) return ['', ''];
  const [now, base] = [lengthOf(context.range), lengthOf(context.base)];
  // "en 1 día", not "en 1 días" (since 2026-12-07).
  const unit = (days: number) => (days === 1 ? 'día' : 'días');
  return [
    ` en ${answer.count('period_days', 'Días del periodo', now)} ${unit(now)}`,
    ` en ${answer.count('base_period_days', 'Días del periodo base', base)} ${unit(base)}`,
  ];
}

export const COMPARISON_PLAN: IntentPlan = {
  reads: (range, base) => [
    { read: 'intelligence-sales-summary', query: periodQuery(range) },
    { read: 'intelligence-sales-summary', query: periodQuery(base) },
    // Each period's days: how many opened (coverage.ts).
    daysReadOf(range),
    daysReadOf(base),
  ],
  defaultPeriod: 'yesterday',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    // The gate let the first read through; a base that was refused or has no closed day compares nothing.
    const now = resultAt(outcomes, 0, 'intelligence-sales-summary')!;
    const before = resultAt(outcomes, 1, 'intelligence-sales-summary');
    if (before === null || !hasData(before)) {
      const total = answer.money('total_sales_cents', 'Venta total', now.attributes.total_sales_cents);
      return `${sentence(when(context))} vendiste ${total} con IVA. No tengo ventas cerradas ${period(context.base, context.today)} para comparar.`;
    }
    return compareSales(now.attributes, before.attributes, context, answer, sidesOf(outcomes, context));
  },
  followUps: ['¿Y el ticket promedio?', '¿Cuánto vendí por turno?'],
};
