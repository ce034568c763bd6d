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

/** What the P&L is shared by: the diners, or (asked "cada mesa") the tables served. */
const UNITS = {
  cover: {
    count: (summary: SalesSummaryAttributes) => summary.covers_total,
    counted: ['covers_total', 'Comensales'],
    many: 'comensales',
    by: 'por comensal',
    none: 'no tengo tus comensales (tu punto de venta no los mandó), así que no reparto tus costos por cliente',
  },
  table: {
    count: (summary: SalesSummaryAttributes) => summary.tables_served_total,
    counted: ['tables_served_total', 'Mesas atendidas'],
    many: 'mesas',
    by: 'por mesa',
    none: 'no tengo tus mesas atendidas (tu punto de venta no las mandó), así que no reparto tus costos por mesa',
  },
} as const;

/**
 * Null when the P&L lacks its sales or cost of sales (the plan says which inputs are missing).
 * `unit`: the diners (keys `…_per_cover_…`) or the tables served (`…_per_table_…`).
 */
export function perCoverAnswer(
  pnl: PnlAttributes,
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  unit: keyof typeof UNITS = 'cover',
): string | null {
  const shared = UNITS[unit];
  const count = shared.count(summary);
  if (count === null || count === 0) return sentence(`${when(context)} ${shared.none}.`);
  const sales = pnl.ventas.total_net_sales_cents;
  const cogs = pnl.costo_de_ventas.total_cogs_cents;
  if (sales === null || cogs === null) return null;
  const each = (figure: string, label: string, cents: number) =>
    answer.money(
      `${figure}_per_${unit}${figure === 'sales' ? '_no_iva' : ''}_cents`,
      `${label} ${shared.by}`,
      divideRounded(cents, count)!,
    );
  const counted = answer.count(shared.counted[0], shared.counted[1], count);
  const left = each('sales', 'Venta sin IVA', sales);
  const consumed = each('cogs', 'Costo de ventas', cogs);
  const fixed = fixedCostsCents(pnl);
  const withFixed =
    fixed === null ? '' : `; con tu nómina y tus gastos, ${each('costs', 'Costo total', cogs + fixed)}`;
  const net = pnl.utilidad_neta.net_profit_cents;
  const one = unit === 'cover' ? 'uno' : 'una';
  const profit =
    net === null
      ? ''
      : net >= 0
        ? ` Te dejó ${each('net_profit', 'Utilidad neta', net)} de utilidad neta cada ${one}.`
        : ` Perdiste ${each('net_profit', 'Utilidad neta', net)} por cada ${one}.`;
  return `${sentence(`${when(context)} atendiste ${counted} ${shared.many}: cada ${one} te dejó ${left} de venta sin IVA y te costó ${consumed} en lo que consumió (tu costo de ventas)${withFixed}.`)}${profit}`;
}
