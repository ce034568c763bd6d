/**
 * "¿Cuánto tengo que vender para no perder?", "¿cuál es mi punto de equilibrio?": the period's
 * break-even sales without IVA (costs/break-even.ts), per day of the period too, with what it is
 * made of (the fixed costs and the gross margin, the P&L's own figures) and the period's sales
 * against it, the baseline named.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import { daysBetween, firstOfMonth, lastOfMonth } from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import {
  type BreakEven,
  breakEven,
  breakEvenOverDays,
  leavesNothing,
  salesForProfit,
} from '../costs/break-even.ts';
import type { IncompleteInput } from '../costs/coverage.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { period, sentence } from './format.ts';
import { incompleteInWords } from './incomplete-words.ts';
import { type ProfitGoal, profitGoalAsked } from './sales-goal.ts';

/** Days a goal said per unit stands for: a month as a twelfth of 365 days, unless the period is one. */
const UNIT_DAYS = { day: 1, week: 7, month: 365 / 12, year: 365 } as const;

/**
 * The profit goal over a period of `days` days from `from`: as said, or its share when said per
 * day, week, month or year ("ganar 1 millón al año" over a month of 30 days: 30/365 of it). A goal
 * "al mes" over one whole calendar month is the goal itself.
 */
export function goalForDays(goal: ProfitGoal, range: { from: string; to: string }): number {
  const days = daysBetween(range.from, range.to)! + 1;
  const wholeMonth = firstOfMonth(range.from) === range.from && lastOfMonth(range.from) === range.to;
  if (goal.per === null || (goal.per === 'month' && wholeMonth)) return goal.cents;
  return Math.round((goal.cents * days) / UNIT_DAYS[goal.per]);
}

const UNIT_WORDS = { day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' } as const;

/** "$50,000.00", or "$4,109.59 (tu meta de $50,000.00 al año, en proporción a 30 días)". */
export function goalWords(goal: ProfitGoal, cents: number, days: number, answer: Answer): string {
  const shown = answer.money('profit_goal_cents', 'Ganancia que quieres (antes de impuestos)', cents);
  if (cents === goal.cents) return shown;
  const said = answer.money('profit_goal_said_cents', 'Ganancia que dijiste', goal.cents);
  const per = goal.per === null ? '' : ` ${UNIT_WORDS[goal.per]}`;
  return `${shown} (tu meta de ${said}${per}, en proporción a ${days} días)`;
}

/** The break-even and its share of a day, filed as every break-even answer quotes them. */
function pointWords(found: BreakEven, days: number, answer: Answer) {
  const cents = found.break_even_sales_cents;
  return {
    point: answer.money('break_even_sales_cents', 'Punto de equilibrio (venta sin IVA)', cents),
    perDay: answer.money(
      'break_even_day_sales_cents',
      'Punto de equilibrio por día',
      divideRounded(cents, days)!,
    ),
  };
}

/** What the fixed costs are and what each peso leaves, as every break-even sentence says them. */
function costsWords(fixedCents: number, margin: number, answer: Answer) {
  const fixed = answer.money('fixed_costs_cents', 'Gastos fijos', fixedCents);
  const shownMargin = answer.pct('gross_margin_pct', 'Margen bruto', margin);
  return {
    fixed: `tus gastos fijos, ${fixed} (nómina, gastos de operación, depreciación e intereses)`,
    margin: `lo que te deja cada peso vendido después del costo de ventas (tu margen bruto, ${shownMargin})`,
  };
}

/**
 * "Del … al …, para ganar $50,000.00 antes de impuestos necesitabas vender $… sin IVA ($… al día):
 * tus gastos fijos, $…, más esa ganancia, entre … Vendiste $… sin IVA, $… menos: no la alcanzaste.
 * Sin ganancia, tu punto de equilibrio fue de $… ($… al día)." Null when the goal's sales cannot be
 * computed (as the break-even).
 */
function profitGoalAnswer(
  pnl: PnlAttributes,
  goal: ProfitGoal,
  { context, answer, days }: { context: ComposeContext; answer: Answer; days: number },
): string | null {
  const sales = pnl.ventas.total_net_sales_cents;
  const cents = goalForDays(goal, context.range);
  const need = salesForProfit(pnl, cents);
  const found = breakEven(pnl);
  const margin = pnl.utilidad_bruta.gross_margin_pct;
  if (sales === null || need === null || found === null || margin === null) return null;
  const goalSaid = goalWords(goal, cents, days, answer);
  const shownNeed = answer.money('sales_for_profit_goal_cents', 'Venta sin IVA para esa ganancia', need);
  const needPerDay = answer.money(
    'sales_for_profit_goal_day_cents',
    'Venta sin IVA al día para esa ganancia',
    divideRounded(need, days)!,
  );
  const costs = costsWords(found.fixed_costs_cents, margin, answer);
  const gap = answer.money(
    'profit_goal_sales_gap_cents',
    'Diferencia entre tu venta y la que pedía esa ganancia',
    Math.abs(sales - need),
  );
  const reached = sales >= need ? `${gap} más: la alcanzaste` : `${gap} menos: no la alcanzaste`;
  const shownSales = answer.money('total_net_sales_cents', 'Venta sin IVA', sales);
  const { point, perDay: pointPerDay } = pointWords(found, days, answer);
  return `${sentence(`${when(context)}, para ganar ${goalSaid} antes de impuestos necesitabas vender ${shownNeed} sin IVA (${needPerDay} al día): ${costs.fixed}, más esa ganancia, entre ${costs.margin}.`)} Vendiste ${shownSales} sin IVA, ${reached}. Sin ganancia, tu punto de equilibrio fue de ${point} (${pointPerDay} al día).`;
}

/** The period's sales against the break-even: above, below, or on it. */
function against(sales: number, point: number, answer: Answer): string {
  const shownSales = answer.money('total_net_sales_cents', 'Venta sin IVA', sales);
  const gap = pctChange(sales, point);
  if (gap === null || gap === 0) return `Vendiste ${shownSales} sin IVA: justo tu punto de equilibrio.`;
  const shownGap = answer.pct('sales_vs_break_even_pct', 'Venta contra el punto de equilibrio', gap);
  return gap > 0
    ? `Vendiste ${shownSales} sin IVA, ${shownGap} arriba de tu punto de equilibrio.`
    : `Vendiste ${shownSales} sin IVA, ${shownGap} abajo de tu punto de equilibrio: en ese periodo perdiste dinero antes de impuestos.`;
}

/** Null when the P&L lacks a figure it needs (the plan says which inputs are missing). */
export function breakEvenAnswer(pnl: PnlAttributes, context: ComposeContext, answer: Answer): string | null {
  const { gross_profit_cents: gross, gross_margin_pct: margin } = pnl.utilidad_bruta;
  if (leavesNothing(pnl)) {
    // A margin of 0.0 % as quoted (since 2026-12-06; before, a break-even of trillions).
    const cost = gross !== null && gross <= 0 ? 'fue igual o mayor que' : 'se llevó casi toda';
    return sentence(
      `${when(context)} tu costo de ventas ${cost} tu venta sin IVA: con ese margen ninguna venta cubre tus gastos fijos.`,
    );
  }
  const days = daysBetween(context.range.from, context.range.to)! + 1;
  const goal = profitGoalAsked(context.question);
  if (goal !== null) return profitGoalAnswer(pnl, goal, { context, answer, days });
  const found = breakEven(pnl);
  const sales = pnl.ventas.total_net_sales_cents;
  if (found === null || sales === null || margin === null) return null;
  const { point, perDay } = pointWords(found, days, answer);
  const costs = costsWords(found.fixed_costs_cents, margin, answer);
  const lead = sentence(
    `${when(context)} tu punto de equilibrio fue de ${point} de venta sin IVA (${perDay} al día): ${costs.fixed}, entre ${costs.margin}.`,
  );
  return `${lead} ${against(sales, found.break_even_sales_cents, answer)}`;
}

/**
 * "¿Cuánto me falta para llegar al punto de equilibrio este mes?" while this month's payroll is not
 * captured: the month's break-even from the last whole month's costs (its fixed costs spread per
 * calendar day, as the days to come take them, forecast-break-even.ts), the sales so far without
 * IVA (this month's P&L has them before its payroll), and what is left, per day left (since
 * 2026-12-06; before, the capture asked for alone). '' when the period is not a month under way or
 * the last month cannot give a break-even.
 */
/**
 * " Ojo, tus costos de noviembre están incompletos: la nómina capturada cubre 15 de 30 días, así
 * que este punto de equilibrio sale más bajo de lo que es." when the month's fixed costs read an
 * input covering part of it (since 2026-12-06; before, an understated break-even said plainly).
 */
export function shortCostsNote(
  incomplete: readonly IncompleteInput[],
  month: string,
  answer: Answer,
): string {
  const fixed = incomplete.filter((item) => item.input === 'payroll' || item.input === 'expenses');
  if (fixed.length === 0) return '';
  const said = incompleteInWords(fixed, answer);
  return ` Ojo, tus costos ${month} están incompletos: ${said.join('; ')}, así que este punto de equilibrio sale más bajo de lo que es.`;
}

/**
 * " Con tus costos de noviembre, este mes (31 días) te pide unos $… de venta sin IVA, unos $… al
 * día; aún no llevas días cerrados: hoy cuenta con su corte Z." (since 2026-12-06; before, the 1st
 * before its corte Z got "Hoy todavía no cierras el día" alone).
 */
function monthAheadBreakEven(
  last: { month: { from: string; to: string }; incomplete?: readonly IncompleteInput[]; found: BreakEven },
  end: string,
  context: ComposeContext,
  answer: Answer,
): string {
  const monthDays = daysBetween(context.range.from, end)! + 1;
  const lastDays = daysBetween(last.month.from, last.month.to)! + 1;
  const need = breakEvenOverDays(last.found, monthDays, lastDays);
  const name = MONTHS[Number(last.month.from.slice(5, 7)) - 1];
  const shownNeed = answer.money(
    'month_break_even_sales_cents',
    'Punto de equilibrio del mes (venta sin IVA)',
    need,
  );
  const perDay = answer.money(
    'month_break_even_day_cents',
    'Punto de equilibrio por día',
    divideRounded(need, monthDays)!,
  );
  const short = shortCostsNote(last.incomplete ?? [], `de ${name}`, answer);
  return ` Con tus costos de ${name}, este mes (${monthDays} días) te pide unos ${shownNeed} de venta sin IVA, unos ${perDay} al día; aún no llevas días cerrados: hoy cuenta con su corte Z.${short}`;
}

export function monthToDateBreakEven(
  last: { pnl: PnlAttributes; month: { from: string; to: string }; incomplete?: readonly IncompleteInput[] },
  current: PnlAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const { range } = context;
  const end = lastOfMonth(range.from)!;
  const sold = current.ventas.total_net_sales_cents;
  const found = breakEven(last.pnl);
  if (!range.from.endsWith('-01') || range.to >= end || found === null) return '';
  // The 1st before its corte Z: no closed day of the month yet, the month's need alone.
  if (sold === null && range.from === range.to && range.from === context.today)
    return monthAheadBreakEven({ ...last, found }, end, context, answer);
  if (sold === null) return '';
  const [monthDays, lastDays] = [
    daysBetween(range.from, end)! + 1,
    daysBetween(last.month.from, last.month.to)! + 1,
  ];
  const need = breakEvenOverDays(found, monthDays, lastDays);
  const name = MONTHS[Number(last.month.from.slice(5, 7)) - 1];
  const shownNeed = answer.money(
    'month_break_even_sales_cents',
    'Punto de equilibrio del mes (venta sin IVA)',
    need,
  );
  const shownSold = answer.money('total_net_sales_cents', 'Venta sin IVA', sold);
  const lead = ` Con tus costos de ${name}, este mes (${monthDays} días) te pide unos ${shownNeed} de venta sin IVA; ${period(range, context.today)} llevas ${shownSold}`;
  const short = shortCostsNote(last.incomplete ?? [], `de ${name}`, answer);
  if (sold >= need)
    return `${lead}: ya lo pasaste por ${answer.money('over_break_even_cents', 'Venta arriba del punto de equilibrio', sold - need)}.${short}`;
  const left = daysBetween(range.to, end)!;
  const missing = answer.money('left_to_break_even_cents', 'Falta para el punto de equilibrio', need - sold);
  const perDay = answer.money(
    'left_to_break_even_day_cents',
    'Falta por día',
    divideRounded(need - sold, left)!,
  );
  return `${lead}: te faltan ${missing}, unos ${perDay} al día en los ${left} días que quedan.${short}`;
}
