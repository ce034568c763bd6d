/**
 * A null cost figure is explained by the gaps it reads, and only by them: over every combination
 * of gaps in a month (no food purchases, no payroll, no expenses, no sales by category, no counts),
 * each P&L figure is null exactly when `missingInputsOf` names one of the period's gaps for it, and
 * the days of inventory are never null without one named.
 */
import { describe, expect, it } from 'vitest';
import { type CostFigureName, FIGURE_INPUTS, missingInputsOf } from '#shared/domain/costs/missing.ts';
import { costPeriod, inventoryDays, pnlSummary } from '#shared/domain/costs/pnl.ts';
import type { CountRecord, PurchaseRecord } from '#shared/domain/costs/records.ts';
import type { PnlAttributes } from '#shared/domain/responses/intelligence-costs.ts';
import { line } from '../../fixtures/costs-month.ts';

const APRIL = { from: '2026-04-01', to: '2026-04-30' };
const DATES = Array.from({ length: 30 }, (_, index) => `2026-04-${String(index + 1).padStart(2, '0')}`);
const TYPES = ['food', 'beverage', 'bar'] as const;

const day = (date: string, byCategory: boolean) => ({
  date,
  food_sales_cents: byCategory ? 80_000 : null,
  beverage_sales_cents: byCategory ? 20_000 : null,
  bar_sales_cents: byCategory ? 16_000 : null,
  total_sales_cents: 116_000,
  total_sales_no_iva_cents: 100_000,
});
const purchase = (date: string, types: readonly (typeof TYPES)[number][]): PurchaseRecord => ({
  id: `p-${date}`,
  date,
  supplier_name: 'Central',
  paid_with: 'cash',
  lines: types.map((type) => line(type, type, 1, 'kg', 150_000, 150_000)),
  total_cents: 150_000 * types.length,
});

/** A count of one of each type, on the eve of April or its last day: together they bracket it. */
const count = (date: string): CountRecord => ({
  id: `c-${date}`,
  date,
  recorded_at: `${date}T23:00:00.000Z`,
  items: TYPES.map((type) => ({
    ingredient: type,
    unit: 'kg',
    on_hand: 2,
    minimum: 0,
    unit_cost_cents: 10_000,
    category_type: type,
  })),
});
const COUNTS = [count('2026-03-31'), count('2026-04-30')];

interface Gaps {
  foodPurchases: boolean;
  payroll: boolean;
  expenses: boolean;
  salesByCategory: boolean;
  counts: boolean;
}

function monthWith(gaps: Gaps) {
  const bought = TYPES.filter((type) => !(gaps.foodPurchases && type === 'food'));
  return costPeriod({
    range: APRIL,
    sales: DATES.map((date) => day(date, !gaps.salesByCategory)),
    purchases: ['2026-04-01', '2026-04-08', '2026-04-15', '2026-04-22', '2026-04-29'].map((date) =>
      purchase(date, bought),
    ),
    payroll: gaps.payroll
      ? []
      : [
          {
            period_from: '2026-04-01',
            period_to: '2026-04-30',
            department: 'kitchen',
            amount_cents: 600_000,
          },
        ],
    expenses: gaps.expenses ? [] : [{ date: '2026-04-01', category: 'rent', amount_cents: 300_000 }],
    counts: gaps.counts ? [] : COUNTS,
  });
}

/** Each named figure's value in the P&L answer. */
const VALUES: Partial<Record<CostFigureName, (pnl: PnlAttributes) => number | null>> = {
  sales: (p) => p.ventas.total_net_sales_cents,
  category_sales: (p) => p.ventas.food_sales_cents,
  food_cost: (p) => p.costo_de_ventas.food_cost_cents,
  food_cost_pct: (p) => p.costo_de_ventas.food_cost_pct,
  beverage_cost: (p) => p.costo_de_ventas.beverage_cost_cents,
  beverage_cost_pct: (p) => p.costo_de_ventas.beverage_cost_pct,
  bar_cost: (p) => p.costo_de_ventas.bar_cost_cents,
  bar_cost_pct: (p) => p.costo_de_ventas.bar_cost_pct,
  other_cost: (p) => p.costo_de_ventas.other_cost_cents,
  total_cogs: (p) => p.costo_de_ventas.total_cogs_cents,
  total_cogs_pct: (p) => p.costo_de_ventas.total_cogs_pct,
  gross_profit: (p) => p.utilidad_bruta.gross_profit_cents,
  labor: (p) => p.gastos_operativos.labor_cost_cents,
  labor_cost_pct: (p) => p.gastos_operativos.labor_cost_pct,
  prime_cost: (p) => p.gastos_operativos.prime_cost_cents,
  prime_cost_pct: (p) => p.gastos_operativos.prime_cost_pct,
  // An expense line: rent above EBITDA and depreciation below it read the same gap.
  expense_line: (p) => p.utilidad_neta.depreciation_cents,
  total_opex: (p) => p.gastos_operativos.total_opex_cents,
  total_opex_pct: (p) => p.gastos_operativos.total_opex_pct,
  ebitda: (p) => p.ebitda.ebitda_cents,
  ebitda_pct: (p) => p.ebitda.ebitda_pct,
  net_profit: (p) => p.utilidad_neta.net_profit_cents,
  net_profit_pct: (p) => p.utilidad_neta.net_profit_pct,
};

const EVERY_GAPS: Gaps[] = Array.from({ length: 32 }, (_, bits) => ({
  foodPurchases: (bits & 1) !== 0,
  payroll: (bits & 2) !== 0,
  expenses: (bits & 4) !== 0,
  salesByCategory: (bits & 8) !== 0,
  counts: (bits & 16) !== 0,
}));

describe('the gaps a cost figure reads', () => {
  it('every P&L figure but the days of inventory is checked both ways here', () => {
    expect(Object.keys(FIGURE_INPUTS).filter((name) => !(name in VALUES))).toEqual(['inventory_days']);
  });

  it.each(EVERY_GAPS)('a figure is null exactly when a gap it reads is missing: %j', (gaps) => {
    const figures = monthWith(gaps);
    const pnl = pnlSummary(figures);
    const mismatches = Object.entries(VALUES).flatMap(([name, value]) => {
      const named = missingInputsOf(name, figures.missing);
      return (value(pnl) === null) === named.length > 0 ? [] : [{ name, value: value(pnl), named }];
    });
    expect(mismatches).toEqual([]);
    // Days of inventory also need a count, which the month may have without bracketing it: so only
    // one way, a null is never left unexplained.
    const days = inventoryDays(figures, gaps.counts ? null : COUNTS[1]!, []);
    if (days.value === null) expect(missingInputsOf('inventory_days', figures.missing)).not.toEqual([]);
    expect(days.value === null).toBe(gaps.counts);
  });

  it('names a null figure by its own gaps only', () => {
    const figures = monthWith({
      foodPurchases: true,
      payroll: true,
      expenses: false,
      salesByCategory: false,
      counts: true,
    });
    expect(figures.missing).toEqual(['inventory_counts', 'food_purchases', 'payroll']);
    expect(missingInputsOf('food_cost', figures.missing)).toEqual(['food_purchases']);
    expect(missingInputsOf('labor', figures.missing)).toEqual(['payroll']);
    expect(missingInputsOf('ebitda', figures.missing)).toEqual(['food_purchases', 'payroll']);
    expect(missingInputsOf('other_cost', figures.missing)).toEqual([]);
    expect(missingInputsOf('avg_ticket_cents', figures.missing)).toEqual([]);
  });
});
