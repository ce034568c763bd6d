/**
 * "¿Cuánto me cuesta cada cliente?", "¿cuánto me deja cada comensal?": the period's P&L over its
 * diners (the sales summary's `covers_total`, the same window): what each left in sales without
 * IVA, what each cost in what was sold (the cost of sales) and with the payroll and expenses too
 * (the break-even's fixed costs), and the net profit each left. Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { fixedCostsCents } from '../costs/break-even.ts';
import type { SalesSummaryAttributes } from '../responses/intelligence.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { sentence } from './format.ts';

/** Null when the P&L lacks its sales or cost of sales (the plan says which inputs are missing). */
export function perCoverAnswer(
  pnl: PnlAttributes,
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const covers = summary.covers_total;
  if (covers === null || covers === 0)
    return sentence(
      `${when(context)} no tengo tus comensales (tu punto de venta no los mandó), así que no reparto tus costos por cliente.`,
    );
  const sales = pnl.ventas.total_net_sales_cents;
  const cogs = pnl.costo_de_ventas.total_cogs_cents;
  if (sales === null || cogs === null) return null;
  const each = (key: string, label: string, cents: number) =>
    answer.money(key, label, divideRounded(cents, covers)!);
  const diners = answer.count('covers_total', 'Comensales', covers);
  const left = each('sales_per_cover_no_iva_cents', 'Venta sin IVA por comensal', sales);
  const consumed = each('cogs_per_cover_cents', 'Costo de ventas por comensal', cogs);
  const fixed = fixedCostsCents(pnl);
  const withFixed =
    fixed === null
      ? ''
      : `; con tu nómina y tus gastos, ${each('costs_per_cover_cents', 'Costo total por comensal', cogs + fixed)}`;
  const net = pnl.utilidad_neta.net_profit_cents;
  const profit =
    net === null
      ? ''
      : net >= 0
        ? ` Te dejó ${each('net_profit_per_cover_cents', 'Utilidad neta por comensal', net)} de utilidad neta cada uno.`
        : ` Perdiste ${each('net_profit_per_cover_cents', 'Utilidad neta por comensal', net)} por cada uno.`;
  return `${sentence(`${when(context)} atendiste ${diners} comensales: cada uno te dejó ${left} de venta sin IVA y te costó ${consumed} en lo que consumió (tu costo de ventas)${withFixed}.`)}${profit}`;
}
