/**
 * A chain's cost figures (shared/domain/organization.ts): the branches' amounts add, the P&L's
 * ratios are computed from the sums (never the average of the branches' ratios), and a figure one
 * branch lacks is null for the chain.
 */
import { describe, expect, it } from 'vitest';
import { costKpis } from '#shared/domain/costs/kpis.ts';
import { costPeriod, pnlSummary } from '#shared/domain/costs/pnl.ts';
import type { PayrollRecord, PurchaseRecord } from '#shared/domain/costs/records.ts';
import { spanOf, sumAll, sumCostFigures } from '#shared/domain/organization.ts';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };

const purchase = (food: number): PurchaseRecord => ({
  id: `p-${food}`,
  date: '2026-03-10',
  supplier_name: 'Central de Abasto',
  paid_with: 'cash',
  lines: [
    {
      ingredient: 'Carne',
      category_type: 'food',
      quantity: 1,
      unit: 'kg',
      unit_cost_cents: food,
      total_cents: food,
    },
  ],
  total_cents: food,
});
const payroll = (amount: number): PayrollRecord => ({
  id: `n-${amount}`,
  period_from: '2026-03-01',
  period_to: '2026-03-31',
  department: 'kitchen',
  amount_cents: amount,
  employees: 3,
});

function branch(food: number, foodCost: number, labor: number | null) {
  return costPeriod({
    range: MARCH,
    // A day without IVA (its totals equal): the base is the member itself.
    sales: [
      {
        food_sales_cents: food,
        beverage_sales_cents: 0,
        bar_sales_cents: 0,
        total_sales_cents: food,
        total_sales_no_iva_cents: food,
      },
    ],
    purchases: [purchase(foodCost)],
    expenses: [],
    payroll: labor === null ? [] : [payroll(labor)],
    counts: [],
  });
}

/** Five days, shorter than the ratios' week. */
const SHORT_WEEK = { from: '2026-03-06', to: '2026-03-10' };

const count = (date: string, onHand: number) => ({
  id: `c-${date}`,
  date,
  items: [{ category_type: 'food' as const, on_hand: onHand, unit_cost_cents: 1_000 }],
});

/**
 * A branch's figures over SHORT_WEEK, with food sales of 10,000 a day, 12,000 of purchases on the
 * 7th, and counts on the 5th and the 10th when `bracketed` (else on the 4th and the 10th: the
 * counted interval, 5–10 March, reaches a day before the period and is split by sales).
 */
function shortWeek(bracketed: boolean) {
  const day = (date: string) => ({
    date,
    food_sales_cents: 10_000,
    beverage_sales_cents: 0,
    bar_sales_cents: 0,
    total_sales_cents: 10_000,
    total_sales_no_iva_cents: 10_000,
  });
  const datesFrom = (first: number) =>
    Array.from({ length: 11 - first }, (_, index) => `2026-03-${String(first + index).padStart(2, '0')}`);
  return costPeriod({
    range: SHORT_WEEK,
    sales: datesFrom(6).map(day),
    window_sales: [
      { range: { from: '2026-03-05', to: '2026-03-10' }, sales: datesFrom(5).map(day) },
      { range: SHORT_WEEK, sales: datesFrom(6).map(day) },
    ],
    purchases: [{ ...purchase(12_000), date: '2026-03-07' }],
    expenses: [],
    payroll: [],
    counts: [count(bracketed ? '2026-03-05' : '2026-03-04', 5), count('2026-03-10', 2)],
  });
}

describe('a chain of branches', () => {
  it('adds the amounts and computes the ratios from the sums', () => {
    // 30 % and 40 % food cost; the chain's is 50,000 / 150,000 = 33.3 %, not the average 35 %.
    const chain = sumCostFigures([branch(100_000, 30_000, 20_000), branch(50_000, 20_000, 10_000)], MARCH);
    expect(chain.sales.food).toBe(150_000);
    expect(chain.cost.food).toBe(50_000);
    expect(chain.labor).toBe(30_000);
    expect(chain.labor_by_department).toEqual([
      { department: 'kitchen', amount_cents: 30_000, employees: 6 },
    ]);
    const pnl = pnlSummary(chain);
    expect(pnl.costo_de_ventas.food_cost_pct).toBe(33.3);
    expect(pnl.gastos_operativos.labor_cost_pct).toBe(20);
    expect(pnl.gastos_operativos.prime_cost_cents).toBe(80_000);
    const foodCost = costKpis(chain).find((kpi) => kpi.key === 'food_cost_pct');
    expect(foodCost?.value).toBe(33.3);
    // One purchase each on the 10th covers 7 of March's 31 days: the chain's food cost has no colour.
    expect(chain.coverage.purchases).toEqual({ covered_days: 7, period_days: 31 });
    expect(foodCost?.status).toBeNull();
    expect(chain.incomplete.map((input) => input.input)).toContain('purchases');
  });

  it('a figure one branch cannot give is null for the chain, and its missing input is kept', () => {
    const chain = sumCostFigures([branch(100_000, 30_000, 20_000), branch(50_000, 20_000, null)], MARCH);
    expect(chain.labor).toBeNull();
    expect(chain.prime_cost).toBeNull();
    expect(chain.missing).toContain('payroll');
    expect(pnlSummary(chain).gastos_operativos.labor_cost_pct).toBeNull();
    // What every branch has still adds.
    expect(pnlSummary(chain).costo_de_ventas.food_cost_cents).toBe(50_000);
  });

  it('a short period: the chain reads the same days as each branch, its ratios from the summed amounts', () => {
    const bracketed = shortWeek(true);
    const split = shortWeek(false);
    // Bracketed: 5,000 + 12,000 − 2,000 over the five days. Split: the same over six days, five of
    // them (by equal sales) in the period: 15,000 × 50,000 / 60,000 = 12,500.
    expect(bracketed.cost.food).toBe(15_000);
    expect(split.cost.food).toBe(12_500);
    const chain = sumCostFigures([bracketed, split], SHORT_WEEK);
    expect(bracketed.ratio_window).toEqual(SHORT_WEEK);
    expect(chain.ratio_window).toEqual(SHORT_WEEK);
    expect(chain.cost.food).toBe(27_500);
    expect(chain.ratios.food_cost_pct.value).toBe(27.5);
    expect(chain.ratios.food_cost_pct.status).not.toBeNull();
  });

  it('sums and spans', () => {
    expect(sumAll([1, 2, 3])).toBe(6);
    expect(sumAll([1, null])).toBeNull();
    expect(sumAll([])).toBe(0);
    expect(
      spanOf(
        [
          { from: '2026-03-07', to: '2026-03-07' },
          { from: '2026-03-06', to: '2026-03-06' },
        ],
        MARCH,
      ),
    ).toEqual({ from: '2026-03-06', to: '2026-03-07' });
    expect(spanOf([], MARCH)).toBe(MARCH);
  });
});
