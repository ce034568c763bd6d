/**
 * "¿Cuánto vendo entre semana?", "¿vendo más entre semana o en fin de semana?": the average open
 * day from Monday to Friday beside the average weekend day, of the weekday habit's window (the last
 * 8 weeks, weekday-profile.ts `weekdayWindow`), the one asked first and the other its baseline.
 * Every figure is of the days' own sales summaries with IVA; a day is open as analytics/sales.ts
 * `isOpenDay` says. The past ("¿cuánto vendí el fin de semana?") stays that weekend. Pure.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay, salesRowTotalsOf } from '../analytics/sales.ts';
import { isWeekend } from '../calendar-dates.ts';
import { type Answer, type ComposeContext, type IntentPlan, periodQuery, resultAt, when } from './compose.ts';
import { daysReadOf } from './coverage.ts';
import { sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ, type SalesDaysAttributes } from './reads.ts';
import { foldedWords } from './text.ts';
import { windowWords } from './weekday-profile.ts';
import { asksHabit } from './why-question.ts';

type Part = 'weekdays' | 'weekend';

/** Where the question names each part of the week (-1 when it does not), folded. */
function partsNamed(question: string): { weekdays: number; weekend: number } {
  const text = ` ${foldedWords(question).join(' ')} `;
  // "de lunes a viernes" ("biernes", folded) is the same days when asked of a habit.
  return {
    weekdays: text.search(/ (entre semana|de lunes a biernes) /),
    weekend: text.search(/ (fin de semana|fines de semana|finde) /),
  };
}

/** The part of the week a habit question names first ("entre semana", "fin de semana"), or null. */
function partAsked(question: string): Part | null {
  if (!asksHabit(question)) return null;
  const { weekdays, weekend } = partsNamed(question);
  if (weekdays < 0 && weekend < 0) return null;
  return weekend < 0 || (weekdays >= 0 && weekdays < weekend) ? 'weekdays' : 'weekend';
}

/**
 * Both parts set against each other in the past ("¿cuánto vendí entre semana contra el fin de
 * semana?"): the first named, of a period's days (since 2026-12-06; before, the last weekend alone,
 * which has no weekdays to compare); null otherwise.
 */
export function pastPartsAsked(question: string): Part | null {
  if (asksHabit(question)) return null;
  const { weekdays, weekend } = partsNamed(question);
  if (weekdays < 0 || weekend < 0) return null;
  return weekdays < weekend ? 'weekdays' : 'weekend';
}

/** The question without its parts of the week, so the period it names, if any, is read alone. */
export const withoutWeekParts = (question: string) =>
  question.replace(/\b(entre semana|(el |los |en )?fin(es)? de semana|(el )?finde)\b/giu, ' ');

const WORDS: Record<Part, { name: string; key: string; label: string }> = {
  weekdays: { name: 'entre semana (de lunes a viernes)', key: 'weekdays', label: 'entre semana' },
  weekend: { name: 'en fin de semana', key: 'weekend', label: 'en fin de semana' },
};

type Day = SalesDaysAttributes['days'][number];
/** The days' sales with IVA, added as the sales summary adds them. */
const salesOf = (days: readonly Day[]) => salesRowTotalsOf(days).total_sales_cents;

function weekParts(
  days: readonly Day[],
  { asked, past }: { asked: Part; past: boolean },
  context: ComposeContext,
  answer: Answer,
): string {
  const open = days.filter(isOpenDay);
  const of = (part: Part) => open.filter((day) => isWeekend(day.date) === (part === 'weekend'));
  const other: Part = asked === 'weekend' ? 'weekdays' : 'weekend';
  const [mine, theirs] = [of(asked), of(other)];
  if (mine.length === 0 || theirs.length === 0)
    return sentence(
      `${past ? when(context) : windowWords(context, answer)} no tengo días abiertos ${WORDS[mine.length === 0 ? asked : other].label} con corte Z y venta, así que no puedo compararlos.`,
    );
  const mean = (part: Part, list: readonly Day[]) =>
    answer.money(
      `${WORDS[part].key}_mean_sales_cents`,
      `Venta promedio ${WORDS[part].label}`,
      divideRounded(salesOf(list), list.length)!,
    );
  const counted = (part: Part, list: readonly Day[]) =>
    answer.count(`${WORDS[part].key}_days`, `Días abiertos ${WORDS[part].label}`, list.length);
  const gap = pctChangeOfRatios(salesOf(mine), mine.length, salesOf(theirs), theirs.length) ?? 0;
  const shown = answer.pct(
    `${WORDS[asked].key}_vs_${WORDS[other].key}_pct`,
    `Diferencia contra ${WORDS[other].label}`,
    gap,
  );
  const versus =
    gap === 0
      ? `lo mismo que ${WORDS[other].label}`
      : `${shown} ${gap > 0 ? 'más' : 'menos'} que ${WORDS[other].label}`;
  const tally = `${counted(asked, mine)} días abiertos ${WORDS[asked].label} y ${counted(other, theirs)} ${WORDS[other].label}`;
  if (past)
    return sentence(
      `${when(context)}, ${WORDS[asked].name} vendiste en promedio ${mean(asked, mine)} al día con IVA, ${versus} (${mean(other, theirs)} al día): ${tally}.`,
    );
  const lead = `${WORDS[asked].name} vendes en promedio ${mean(asked, mine)} al día con IVA, ${versus} (${mean(other, theirs)} al día)`;
  return sentence(`${lead}, ${windowWords(context, answer, `: ${tally}`)}.`);
}

const WEEK_PARTS_PLAN: IntentPlan = {
  reads: (range) => [daysReadOf(range)],
  seeAlso: (range) => [{ read: 'intelligence-sales-summary', query: periodQuery(range) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const habit = partAsked(context.question);
    const asked = habit ?? pastPartsAsked(context.question)!;
    const days = resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? [];
    return weekParts(days, { asked, past: habit === null }, context, answer);
  },
  followUps: ['¿Qué día de la semana vendo más?', '¿Cuánto vendo los sábados?'],
};

/**
 * The plan of the weekdays against the weekend, asked of a habit (weekday-profile.ts
 * `weekdayPlanFor`) or of a past period.
 */
export const weekPartsPlanFor = (intent: Intent, question: string): IntentPlan | null =>
  intent === 'sales_total' && (partAsked(question) !== null || pastPartsAsked(question) !== null)
    ? WEEK_PARTS_PLAN
    : null;

/** The weekdays against the weekend as a habit: the weekday habit's window (understand.ts). */
export const weekPartsHabit = (intent: Intent, question: string) =>
  intent === 'sales_total' && partAsked(question) !== null;
