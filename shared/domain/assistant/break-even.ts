/**
 * "¿Cuánto tengo que vender para no perder?", "¿cuál es mi punto de equilibrio?": the period's
 * break-even sales without IVA (costs/break-even.ts), per day of the period too, with what it is
 * made of (the fixed costs and the gross margin, the P&L's own figures) and the period's sales
 * against it, the baseline named.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import { daysBetween } from '../calendar-dates.ts';
import { breakEven, leavesNothing } from '../costs/break-even.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { sentence } from './format.ts';

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
  const found = breakEven(pnl);
  const sales = pnl.ventas.total_net_sales_cents;
  if (found === null || sales === null || margin === null) return null;
  const days = daysBetween(context.range.from, context.range.to)! + 1;
  const point = answer.money(
    'break_even_sales_cents',
    'Punto de equilibrio (venta sin IVA)',
    found.break_even_sales_cents,
  );
  const perDay = answer.money(
    'break_even_day_sales_cents',
    'Punto de equilibrio por día',
    divideRounded(found.break_even_sales_cents, days)!,
  );
  const fixed = answer.money('fixed_costs_cents', 'Gastos fijos', found.fixed_costs_cents);
  const shownMargin = answer.pct('gross_margin_pct', 'Margen bruto', margin);
  const lead = sentence(
    `${when(context)} tu punto de equilibrio fue de ${point} de venta sin IVA (${perDay} al día): tus gastos fijos, ${fixed} (nómina, gastos de operación, depreciación e intereses), entre lo que te deja cada peso vendido después del costo de ventas (tu margen bruto, ${shownMargin}).`,
  );
  return `${lead} ${against(sales, found.break_even_sales_cents, answer)}`;
}
