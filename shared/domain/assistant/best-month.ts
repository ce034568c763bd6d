/**
 * "¿Cuál es mi mejor mes?", "¿qué mes vendí menos este año?": the whole month of the period that
 * sold most or least (superlatives.ts), beside the mean of the whole months ranked, the baseline the
 * comparison names. One read of the period's days (the internal `sales-by-day` read, as the best day
 * reads them), each month the sum of its open days' `total_sales_cents` (analytics/sales.ts
 * `isOpenDay`). Only whole months are ranked: a month the period cuts, the one in course above all,
 * is left out and said, so a month half gone never reads as the weakest. No period named: the 12
 * whole months before this one.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay } from '../analytics/sales.ts';
import { addDays, addMonths, firstOfMonth, lastOfMonth } from '../calendar-dates.ts';
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
import { sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ } from './reads.ts';
import { asksWhichMonth } from './superlatives.ts';

/** The period a month question ranks with none named: the 12 whole months before today's. */
export function lastTwelveMonths(today: string): DateRange {
  const first = firstOfMonth(today)!;
  return { from: addMonths(first, -12)!, to: addDays(first, -1)! };
}

/** "octubre", or "diciembre de 2025" for another year than today's (as `day` says dates). */
function monthInWords(first: string, today: string): string {
  const name = MONTHS[Number(first.slice(5, 7)) - 1]!;
  return first.slice(0, 4) === today.slice(0, 4) ? name : `${name} de ${first.slice(0, 4)}`;
}

/** The months the period touches, each whole (inside it and closed before today) or cut. */
function monthsOf(range: DateRange, today: string): { whole: DateRange[]; cut: string[] } {
  const whole: DateRange[] = [];
  const cut: string[] = [];
  for (let first = firstOfMonth(range.from)!; first <= range.to; first = addMonths(first, 1)!) {
    const last = lastOfMonth(first)!;
    if (first >= range.from && last <= range.to && last < today) whole.push({ from: first, to: last });
    else cut.push(first);
  }
  return { whole, cut };
}

type MonthSales = { first: string; sales: number; open: number };

/** Each whole month with an open day: its open days' sales and their count. */
function monthSales(months: readonly DateRange[], outcomes: readonly AnyReadOutcome[]): MonthSales[] {
  const days = (resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? []).filter(isOpenDay);
  return months
    .map((month) => {
      const inMonth = days.filter((entry) => entry.date >= month.from && entry.date <= month.to);
      const sales = inMonth.reduce((sum, entry) => sum + entry.total_sales_cents, 0);
      return { first: month.from, sales, open: inMonth.length };
    })
    .filter((month) => month.open > 0);
}

function bestMonth(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const { today } = context;
  const { whole, cut } = monthsOf(rankedRange(context.range), today);
  const cutNames = list(cut.map((first) => monthInWords(first, today)));
  const notWhole = cut.length === 1 ? 'que no está completo' : 'que no están completos';
  const left = cut.length === 0 ? '' : ` (sin contar ${cutNames}, ${notWhole})`;
  const months = monthSales(whole, outcomes);
  if (whole.length === 0 || months.length === 0)
    return `En ese periodo no tengo meses completos con días abiertos (con corte Z y venta)${left}.`;
  const when = `de ${monthInWords(whole[0]!.from, today)} a ${monthInWords(whole.at(-1)!.from, today)}${left}`;
  const least = context.direction === 'least';
  // On a tie, the earlier month.
  const ranked = [...months].sort((a, b) => (least ? a.sales - b.sales : b.sales - a.sales));
  const chosen = ranked[0]!;
  const name = answer.name('month', least ? 'Mes más flojo' : 'Mejor mes', monthInWords(chosen.first, today));
  const sales = answer.money('month_sales_cents', 'Venta del mes con IVA', chosen.sales);
  const open = answer.count('month_days_open', 'Días abiertos del mes', chosen.open);
  if (months.length === 1)
    return sentence(
      `${when} solo tengo un mes con ventas: ${name}, con ${sales} con IVA en ${open} días abiertos.`,
    );
  const total = months.reduce((sum, month) => sum + month.sales, 0);
  const gap = pctChangeOfRatios(chosen.sales, 1, total, months.length) ?? 0;
  const mean = answer.money(
    'mean_month_sales_cents',
    'Venta promedio de los meses',
    divideRounded(total, months.length)!,
  );
  const counted = answer.count('months_ranked', 'Meses comparados', months.length);
  const gapPct = answer.pct('month_vs_mean_pct', 'Diferencia contra el promedio de los meses', gap);
  const which = least ? 'tu mes más flojo' : 'tu mejor mes';
  const against = `el promedio de sus ${counted} meses con ventas`;
  // Under 0.05 % the rounded gap reads "0.0% más": said as what it is, the figure kept beside.
  const versus =
    Math.abs(gap) < 0.05
      ? `prácticamente lo mismo que ${against} (${mean}; ${gapPct} de diferencia)`
      : `${gapPct} ${gap >= 0 ? 'más' : 'menos'} que ${against} (${mean})`;
  const lead = `${which} ${when} fue ${name}: vendiste ${sales} con IVA en ${open} días abiertos, ${versus}.`;
  const next = ranked.slice(1, 3).map((month, index) => {
    const key = `month_${index + 2}`;
    const monthName = answer.name(key, 'Mes', monthInWords(month.first, today));
    return `${monthName} (${answer.money(`${key}_sales_cents`, `Venta de ${monthName}`, month.sales)})`;
  });
  return `${sentence(lead)} Le ${next.length === 1 ? 'sigue' : 'siguen'} ${list(next)}.`;
}

const BEST_MONTH_PLAN: IntentPlan = {
  reads: (range) => [{ read: SALES_DAYS_READ, query: periodQuery(rankedRange(range)) }],
  seeAlso: (range) => [{ read: 'intelligence-sales-summary', query: periodQuery(rankedRange(range)) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => bestMonth(context, answer, outcomes),
  followUps: ['¿Cuánto vendí en promedio al día?', '¿Cómo voy este mes?'],
};

/** The month plan, for a best-day question that ranks months (answers.ts `plansFor`). */
export const bestMonthPlanFor = (intent: Intent, question: string): IntentPlan | null =>
  intent === 'best_day' && asksWhichMonth(question) ? BEST_MONTH_PLAN : null;
