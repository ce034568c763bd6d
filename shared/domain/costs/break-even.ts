/**
 * The break-even sales of a period (punto de equilibrio): the sales without IVA at which the gross
 * profit pays the period's fixed costs, so the net profit before taxes is 0.
 *
 * - Fixed costs: the P&L's operating expenses (payroll included: a restaurant's staff is scheduled,
 *   not paid per plate) plus depreciation and interest; income taxes follow the profit, so they are
 *   left out.
 * - What each peso sold leaves: the gross margin (sales without IVA less the cost of sales), the
 *   P&L's own `gross_margin_pct`, so the same figure as every other door quotes.
 * - Break-even = fixed × net sales ÷ gross profit, whole cents; null when the P&L lacks any of them
 *   or the gross profit is not positive (no sales would cover the fixed costs).
 */
import { scaleRounded } from '../analytics/rounding.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';

export interface BreakEven {
  fixed_costs_cents: number;
  break_even_sales_cents: number;
}

/** The period's fixed costs: operating expenses (payroll included), depreciation and interest; null without any. */
export function fixedCostsCents(pnl: PnlAttributes): number | null {
  const { total_opex_cents: opex } = pnl.gastos_operativos;
  const { depreciation_cents: depreciation, interest_cents: interest } = pnl.utilidad_neta;
  if (opex === null || depreciation === null || interest === null) return null;
  return opex + depreciation + interest;
}

/**
 * Whether each peso sold leaves nothing: a gross profit of 0 or less, or under 0.05 % of the sales
 * (a margin said as 0.0 %, whose break-even of trillions is no figure to plan with).
 */
export function leavesNothing(pnl: PnlAttributes): boolean {
  const gross = pnl.utilidad_bruta.gross_profit_cents;
  const sales = pnl.ventas.total_net_sales_cents;
  if (gross === null) return false;
  // gross ÷ sales < 1 ÷ 2,000, in integers.
  return gross <= 0 || (sales !== null && gross * 2_000 < sales);
}

export function breakEven(pnl: PnlAttributes): BreakEven | null {
  const fixed = fixedCostsCents(pnl);
  const point = fixed === null ? null : salesCovering(pnl, fixed);
  return fixed === null || point === null
    ? null
    : { fixed_costs_cents: fixed, break_even_sales_cents: point };
}

/**
 * `days` days' share of a period's break-even (`periodDays` long): fixed costs accrue by calendar
 * day, so a day to come, or a month of another length, takes its days' part of the period's.
 */
export const breakEvenOverDays = (found: BreakEven, days: number, periodDays: number): number =>
  scaleRounded(found.break_even_sales_cents, days, periodDays)!;

/**
 * The sales without IVA whose gross profit pays `costsCents` at the P&L's gross margin: the fixed
 * costs for the break-even, the fixed costs plus a profit asked for a goal ("¿cuánto tengo que
 * vender para ganar 50 mil?", salesForProfit). Null as breakEven.
 */
export function salesCovering(pnl: PnlAttributes, costsCents: number): number | null {
  const sales = pnl.ventas.total_net_sales_cents;
  const gross = pnl.utilidad_bruta.gross_profit_cents;
  if (sales === null || gross === null || leavesNothing(pnl)) return null;
  // Exact in integers: costs × sales passes 2^53 for a large month.
  return scaleRounded(costsCents, sales, gross)!;
}

/** The sales without IVA that leave `profitCents` of profit before taxes over the fixed costs. */
export function salesForProfit(pnl: PnlAttributes, profitCents: number): number | null {
  const fixed = fixedCostsCents(pnl);
  return fixed === null ? null : salesCovering(pnl, fixed + profitCents);
}
