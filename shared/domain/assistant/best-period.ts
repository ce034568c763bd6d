/**
 * "¿Cuál es mi mejor mes?", "¿qué mes vendí menos este año?", "¿cuál fue mi peor semana?", "¿en qué
 * quincena vendí más?": the whole month, week (Monday to Sunday) or quincena (the 1st to the 15th,
 * the 16th to the month's end) of the period that sold most or least (superlatives.ts), beside
 * the mean of the whole ones ranked, the baseline the comparison names. One read of the period's
 * days (the internal `sales-by-day` read, as the best day reads them), each month or week the sum of
 * its open days' `total_sales_cents` (analytics/sales.ts `isOpenDay`). Only whole ones are ranked:
 * one the period cuts, the one in course above all, is left out and said, so a month or a week half
 * gone never reads as the weakest. No period named: the 12 whole ones before today's.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay, salesRowTotalsOf } from '../analytics/sales.ts';
import {
  addDays,
  addHalfMonths,
  addMonths,
  daysBetween,
  firstOfMonth,
  halfMonthStart,
  mondayOf,
} from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { rankedRange } from './best-day.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { day, period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ } from './reads.ts';
import { asksWhichUnit, type RankedUnit } from './superlatives.ts';

/** "octubre", or "diciembre de 2025" for another year than today's (as `day` says dates). */
function monthInWords(first: string, today: string): string {
  const name = MONTHS[Number(first.slice(5, 7)) - 1]!;
  return first.slice(0, 4) === today.slice(0, 4) ? name : `${name} de ${first.slice(0, 4)}`;
}

/** "la semana del 16 al 22 de noviembre", the month and year said only where they change. */
function weekInWords(first: string, today: string): string {
  const last = addDays(first, 6)!;
  const [from, to] = [first, last].map((date) => Number(date.slice(8, 10)));
  const end = monthInWords(firstOfMonth(last)!, today);
  const start =
    first.slice(0, 7) === last.slice(0, 7)
      ? `${from}`
      : `${from} de ${monthInWords(firstOfMonth(first)!, today)}`;
  return `la semana del ${start} al ${to} de ${end}`;
}

/** "la primera quincena de diciembre", the year said only when it is not today's. */
const quincenaInWords = (first: string, today: string) =>
  `la ${first.endsWith('-16') ? 'segunda' : 'primera'} quincena de ${monthInWords(firstOfMonth(first)!, today)}`;

/** How a unit is counted, named and said (its gender too: "tu mejor mes", "tu mejor semana"). */
export interface Unit {
  key: RankedUnit;
  /** The first day of the unit holding a date. */
  first: (date: string) => string;
  /** The first day `n` units on (back when negative); a unit ends the day before the next's. */
  step: (first: string, n: number) => string;
  name: (first: string, today: string) => string;
  /** The ranked ones' span in words: "de octubre a noviembre", "del lunes 7 … al domingo 29 …". */
  span: (ranked: DateRange, today: string) => string;
  words: {
    /** "Mes", "Semana": a ranked one's label. */
    noun: string;
    /** "del mes", "de la semana": what a figure is of. */
    of: string;
    many: string;
    /** "los meses", "las semanas". */
    the: string;
    best: string;
    least: string;
    cut: [string, string];
    one: string;
    /** "meses completos", "semanas completas". */
    whole: string;
    compared: string;
    label: [string, string];
  };
}

export const UNITS: Record<RankedUnit, Unit> = {
  month: {
    key: 'month',
    first: (date) => firstOfMonth(date)!,
    step: (first, n) => addMonths(first, n)!,
    name: monthInWords,
    span: (ranked, today) =>
      `de ${monthInWords(ranked.from, today)} a ${monthInWords(firstOfMonth(ranked.to)!, today)}`,
    words: {
      noun: 'Mes',
      of: 'del mes',
      many: 'meses',
      the: 'los meses',
      best: 'tu mejor mes',
      least: 'tu mes más flojo',
      cut: ['que no está completo', 'que no están completos'],
      one: 'un mes',
      whole: 'meses completos',
      compared: 'Meses comparados',
      label: ['Mejor mes', 'Mes más flojo'],
    },
  },
  week: {
    key: 'week',
    first: (date) => mondayOf(date)!,
    step: (first, n) => addDays(first, 7 * n)!,
    name: weekInWords,
    span: (ranked, today) => period(ranked, today),
    words: {
      noun: 'Semana',
      of: 'de la semana',
      many: 'semanas',
      the: 'las semanas',
      best: 'tu mejor semana',
      least: 'tu semana más floja',
      cut: ['que no está completa', 'que no están completas'],
      one: 'una semana',
      whole: 'semanas completas',
      compared: 'Semanas comparadas',
      label: ['Mejor semana', 'Semana más floja'],
    },
  },
  quincena: {
    key: 'quincena',
    first: halfMonthStart,
    step: addHalfMonths,
    name: quincenaInWords,
    span: (ranked, today) => period(ranked, today),
    words: {
      noun: 'Quincena',
      of: 'de la quincena',
      many: 'quincenas',
      the: 'las quincenas',
      best: 'tu mejor quincena',
      least: 'tu quincena más floja',
      cut: ['que no está completa', 'que no están completas'],
      one: 'una quincena',
      whole: 'quincenas completas',
      compared: 'Quincenas comparadas',
      label: ['Mejor quincena', 'Quincena más floja'],
    },
  },
};

/** The period a month or week question ranks with none named: the 12 whole ones before today's. */
export function lastTwelve(unit: RankedUnit, today: string): DateRange {
  const { first, step } = UNITS[unit];
  const current = first(today);
  return { from: step(current, -12), to: addDays(current, -1)! };
}

/**
 * The units the period touches, each whole (inside it) or cut. The period ends on its last closed
 * day (understand.ts), today once its corte Z is in: a week ending today is whole then (since
 * 2026-12-06; before, cut until the next day).
 */
export function unitsOf(unit: Unit, range: DateRange): { whole: DateRange[]; cut: string[] } {
  const whole: DateRange[] = [];
  const cut: string[] = [];
  for (let first = unit.first(range.from); first <= range.to; first = unit.step(first, 1)) {
    const last = addDays(unit.step(first, 1), -1)!;
    if (first >= range.from && last <= range.to) whole.push({ from: first, to: last });
    else cut.push(first);
  }
  return { whole, cut };
}

type UnitSales = { first: string; sales: number; open: number };

/** Each whole unit with an open day: its open days' sales and their count. */
function unitSales(units: readonly DateRange[], outcomes: readonly AnyReadOutcome[]): UnitSales[] {
  const days = (resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? []).filter(isOpenDay);
  return units
    .map((unit) => {
      const inside = days.filter((entry) => entry.date >= unit.from && entry.date <= unit.to);
      const sales = salesRowTotalsOf(inside).total_sales_cents;
      return { first: unit.from, sales, open: inside.length };
    })
    .filter((unit) => unit.open > 0);
}

/** "12.3% más que el promedio de sus 12 meses con ventas ($X)", the mean and the gap recorded. */
function againstMean(unit: Unit, chosen: UnitSales, ranked: readonly UnitSales[], answer: Answer): string {
  const { key } = unit;
  const total = ranked.reduce((sum, entry) => sum + entry.sales, 0);
  const gap = pctChangeOfRatios(chosen.sales, 1, total, ranked.length) ?? 0;
  const { the, many, compared } = unit.words;
  const mean = answer.money(
    `mean_${key}_sales_cents`,
    `Venta promedio de ${the}`,
    divideRounded(total, ranked.length)!,
  );
  const counted = answer.count(`${key}s_ranked`, compared, ranked.length);
  const gapPct = answer.pct(`${key}_vs_mean_pct`, `Diferencia contra el promedio de ${the}`, gap);
  const against = `el promedio de sus ${counted} ${many} con ventas`;
  // Under 0.05 % the rounded gap reads "0.0% más": said as what it is, the figure kept beside.
  return Math.abs(gap) < 0.05
    ? `prácticamente lo mismo que ${against} (${mean}; ${gapPct} de diferencia)`
    : `${gapPct} ${gap >= 0 ? 'más' : 'menos'} que ${against} (${mean})`;
}

/** The first day the read has a corte Z of (open or not), or null: where the branch's data begins. */
function firstDataDay(outcomes: readonly AnyReadOutcome[]): string | null {
  const days = resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? [];
  return days.find((entry) => entry.summaries_count > 0)?.date ?? null;
}

/**
 * " (sin contar septiembre, que no está completo, ni junio, que solo tiene cortes desde el martes 15
 * de junio)": the units left out of the ranking, said; '' when none is.
 */
function leftOut(
  unit: Unit,
  cut: readonly string[],
  begun: { first: string; started: string } | null,
  today: string,
): string {
  const parts: string[] = [];
  if (cut.length > 0)
    parts.push(
      `${list(cut.map((first) => unit.name(first, today)))}, ${unit.words.cut[cut.length === 1 ? 0 : 1]}`,
    );
  if (begun !== null)
    parts.push(
      `${unit.name(begun.first, today)}, que solo tiene cortes desde el ${day(begun.started, today)}`,
    );
  return parts.length === 0 ? '' : ` (sin contar ${parts.join(', ni ')})`;
}

/**
 * The unit the branch's cortes begin inside, when that leaves it short: a week or more into it, or
 * fewer open days than its units usually have (the week of 7 October whose data starts on Tuesday
 * the 8th, 6 open days where the others have 7: since 2026-12-07, before ranked as the worst
 * week). Ranked, it would read as weak. A closed 1 January, or the Monday of a branch that never
 * opens Mondays, is a day, not a start. Undefined when none is.
 */
function begunUnit(whole: readonly DateRange[], outcomes: readonly AnyReadOutcome[]): DateRange | undefined {
  const started = firstDataDay(outcomes);
  if (started === null) return undefined;
  const sold = unitSales(whole, outcomes);
  const opens = sold.map((one) => one.open).sort((a, b) => a - b);
  const usual = opens[Math.floor(opens.length / 2)] ?? 0;
  return whole.find((one) => {
    if (one.from >= started || one.to < started) return false;
    const open = sold.find((entry) => entry.first === one.from)?.open ?? 0;
    return daysBetween(one.from, started)! >= 7 || open < usual;
  });
}

function bestOfUnit(
  unit: Unit,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const { today } = context;
  const { key, words } = unit;
  const units = unitsOf(unit, rankedRange(context.range));
  const begun = begunUnit(units.whole, outcomes);
  const started = firstDataDay(outcomes);
  const whole = units.whole.filter((one) => one !== begun);
  const left = leftOut(
    unit,
    units.cut,
    begun === undefined ? null : { first: begun.from, started: started! },
    today,
  );
  const sold = unitSales(whole, outcomes);
  if (whole.length === 0 || sold.length === 0)
    return `En ese periodo no tengo ${words.whole} con días abiertos (con corte Z y venta)${left}.`;
  const when = `${unit.span({ from: whole[0]!.from, to: whole.at(-1)!.to }, today)}${left}`;
  const least = context.direction === 'least';
  // On a tie, the earlier one.
  const ranked = [...sold].sort((a, b) => (least ? a.sales - b.sales : b.sales - a.sales));
  const chosen = ranked[0]!;
  const name = answer.name(key, words.label[least ? 1 : 0], unit.name(chosen.first, today));
  const sales = answer.money(`${key}_sales_cents`, `Venta ${words.of} con IVA`, chosen.sales);
  const open = answer.count(`${key}_days_open`, `Días abiertos ${words.of}`, chosen.open);
  if (sold.length === 1)
    return sentence(
      `${when} solo tengo ${words.one} con ventas: ${name}, con ${sales} con IVA en ${open} días abiertos.`,
    );
  const lead = `${least ? words.least : words.best} ${when} fue ${name}: vendiste ${sales} con IVA en ${open} días abiertos, ${againstMean(unit, chosen, sold, answer)}.`;
  const next = ranked.slice(1, 3).map((entry, index) => {
    const nextKey = `${key}_${index + 2}`;
    const nextName = answer.name(nextKey, words.noun, unit.name(entry.first, today));
    return `${nextName} (${answer.money(`${nextKey}_sales_cents`, `Venta de ${nextName}`, entry.sales)})`;
  });
  return `${sentence(lead)} Le ${next.length === 1 ? 'sigue' : 'siguen'} ${list(next)}.`;
}

const planOf = (unit: Unit): IntentPlan => ({
  reads: (range) => [{ read: SALES_DAYS_READ, query: periodQuery(rankedRange(range)) }],
  seeAlso: (range) => [{ read: 'intelligence-sales-summary', query: periodQuery(rankedRange(range)) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => bestOfUnit(unit, context, answer, outcomes),
  followUps: ['¿Cuánto vendí en promedio al día?', '¿Cómo voy este mes?'],
});
const PLANS = {
  month: planOf(UNITS.month),
  week: planOf(UNITS.week),
  quincena: planOf(UNITS.quincena),
};

/** The month or week plan, for a best-day question that ranks months or weeks (answers.ts `plansFor`). */
export function bestPeriodPlanFor(intent: Intent, question: string): IntentPlan | null {
  const unit = intent === 'best_day' ? asksWhichUnit(question) : null;
  return unit === null ? null : PLANS[unit];
}
