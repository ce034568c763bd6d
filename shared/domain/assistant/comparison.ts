/**
 * Comparisons: which two periods a comparison question compares, and its answer.
 *
 * The period asked ("esta semana", "este mes", "ayer"…) against its base:
 * - "esta semana contra la pasada": Monday through the last closed day (yesterday), against the same
 *   weekdays a week earlier; "este mes contra el pasado": the 1st through the last closed day,
 *   against the same days of the previous month. Only closed days count: a period reaching today
 *   ends yesterday, unless the question says "hoy" (then today counts, closed or not, and the base
 *   is as long). A period of today alone stays today ("¿vendí más hoy que ayer?").
 * - any other period: the period of equal length just before it (the endpoints' vs_previous_period).
 *
 * The answer reads the sales summary of both periods (the endpoint's own figures, each with its
 * source) and the change is the endpoint's own formula (analytics/rounding.ts `pctChange`, as its
 * vs_previous_period computes it), so with the previous equal period it is that field's value.
 */
import { pctChange } from '../analytics/rounding.ts';
import { addDays, addMonths, isoWeekday } from '../calendar-dates.ts';
import type { SalesSummaryAttributes } from '../responses/intelligence.ts';
import {
  type Answer,
  type ComposeContext,
  hasData,
  type IntentPlan,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import { type DateRange, dateText, previousRange } from './dates.ts';
import { period, sentence } from './format.ts';

export type ComparisonKind = 'week' | 'month' | 'previous';

/** A week or a month back (dates are YYYY-MM-DD); the 31st a month back is the month's last day. */
const BACK: Record<'week' | 'month', (date: string) => string> = {
  week: (date) => addDays(date, -7)!,
  month: (date) => addMonths(date, -1)!,
};

/** Whether the question says "hoy" (folded: "oy"), which lets today count. */
export function saysToday(question: string): boolean {
  return /\boy\b/.test(dateText(question));
}

/** The period compared and its base, from the period the question named and the kind of base. */
export function comparisonPeriods(
  question: string,
  asked: DateRange,
  kind: ComparisonKind,
  today: string,
): { range: DateRange; base: DateRange } {
  let range = asked;
  if (range.to === today && range.from < today && !saysToday(question)) {
    range = { from: range.from, to: addDays(today, -1)! };
  }
  if (kind === 'previous') return { range, base: previousRange(range) };
  const back = BACK[kind];
  return { range, base: { from: back(range.from), to: back(range.to) } };
}

/** The kind of base of a named period: a week from its Monday, a month from its 1st, else the previous. */
export function comparisonKind(phrase: string | null, range: DateRange): ComparisonKind {
  if (phrase !== null && /\bsemana\b/.test(phrase) && isoWeekday(range.from) === 1) return 'week';
  if (phrase !== null && /\bmes\b/.test(phrase) && range.from.endsWith('-01')) return 'month';
  return 'previous';
}

function compareSales(
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const total = answer.money('total_sales_cents', 'Venta total', now.total_sales_cents);
  const base = period(context.base, context.today);
  const change = pctChange(now.total_sales_cents, before.total_sales_cents);
  if (change === null) {
    return `${sentence(when(context))} vendiste ${total}. No tengo ventas cerradas ${base} para comparar.`;
  }
  const baseTotal = answer.money(
    'base_total_sales_cents',
    'Venta del periodo base',
    before.total_sales_cents,
  );
  const direction =
    change === 0
      ? 'lo mismo que'
      : `${answer.pct('total_sales_pct_change', 'Cambio en ventas', change)} ${change > 0 ? 'más' : 'menos'} que`;
  let text = `${sentence(when(context))} vendiste ${total}, ${direction} ${base} (${baseTotal}).`;
  const covers = pctChange(now.covers_total, before.covers_total);
  if (covers !== null && covers !== 0) {
    const shown = answer.pct('covers_pct_change', 'Cambio en comensales', covers);
    text += ` Los comensales ${covers > 0 ? 'subieron' : 'bajaron'} ${shown}.`;
  }
  return text;
}

export const COMPARISON_PLAN: IntentPlan = {
  reads: (range, base) => [
    { read: 'intelligence-sales-summary', query: periodQuery(range) },
    { read: 'intelligence-sales-summary', query: periodQuery(base) },
  ],
  defaultPeriod: 'yesterday',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    // The gate let the first read through; a base that was refused or has no closed day compares nothing.
    const now = resultAt(outcomes, 0, 'intelligence-sales-summary')!;
    const before = resultAt(outcomes, 1, 'intelligence-sales-summary');
    if (before === null || !hasData(before)) {
      const total = answer.money('total_sales_cents', 'Venta total', now.attributes.total_sales_cents);
      return `${sentence(when(context))} vendiste ${total}. No tengo ventas cerradas ${period(context.base, context.today)} para comparar.`;
    }
    return compareSales(now.attributes, before.attributes, context, answer);
  },
  followUps: ['¿Y el ticket promedio?', '¿Cuánto vendí por turno?'],
};
