/**
 * Property (issue 40): any period's P&L, from one day to a quarter, is honest about its own days.
 * Over generated branches (a year of days with uneven sales, purchases of random size and date,
 * inventory counts at random dates, fortnightly payroll, monthly rent), for a random period of 1 to
 * 92 days:
 *
 * - every ratio of every P&L line is its amount over the same period's sales (one window), and
 *   `meta.ratio_window` is the period itself;
 * - every line adds up: gross profit = sales − COGS, prime cost = COGS + labour (exactly as shown),
 *   opex = labour + its expense lines, EBITDA = gross − opex, net = EBITDA − the lines below it;
 * - a cost of sales below zero is flagged (`negative_cost`) and never coloured;
 * - the cost of goods accrues by day: a period's cost is the sum of its two halves' costs, within
 *   the cents each share's rounding can move;
 * - a one-branch chain reads the same figures (the organization roll-up).
 *
 * Expected values are computed from the response's own amounts and from the records generated.
 * Pure (no DynamoDB, so in the unit project): `costPeriod` and `pnlSummary` are what every door calls
 * (the every-door property test checks the doors agree with /pnl over a simulator run).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratioPct } from '#shared/domain/analytics/rounding.ts';
import { countedIntervals, salesWindows } from '#shared/domain/costs/accrual.ts';
import { type CategorySales, type CostInput, costPeriod, pnlSummary } from '#shared/domain/costs/pnl.ts';
import type {
  CountRecord,
  ExpenseRecord,
  PayrollRecord,
  PurchaseRecord,
} from '#shared/domain/costs/records.ts';
import { addDays, daysBetweenInclusive, endOfMonth } from '#shared/domain/costs/records.ts';
import { sumCostFigures } from '#shared/domain/organization.ts';

const FIRST = '2026-01-01';
const DAYS = 365;
/** Cases per property: FUZZ_RUNS when set (npm run fuzz), else a bounded default. */
const CASES = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 60;
const dateAt = (index: number) => addDays(FIRST, index);

const TYPES = ['food', 'beverage', 'bar', 'other'] as const;

/** A generated branch's records over the year. */
interface Branch {
  sales: Array<CategorySales & { date: string }>;
  purchases: PurchaseRecord[];
  counts: CountRecord[];
  payroll: PayrollRecord[];
  expenses: ExpenseRecord[];
}

const branchArbitrary: fc.Arbitrary<Branch> = fc
  .record({
    daySales: fc.array(fc.integer({ min: 0, max: 4_000_000 }), { minLength: DAYS, maxLength: DAYS }),
    purchases: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: DAYS - 1 }),
        cents: fc.array(fc.integer({ min: 0, max: 3_000_000 }), { minLength: 4, maxLength: 4 }),
      }),
      { maxLength: 90 },
    ),
    counts: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: DAYS - 1 }),
        onHand: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 4, maxLength: 4 }),
      }),
      { maxLength: 30 },
    ),
    payrollCents: fc.integer({ min: 100_000, max: 9_000_000 }),
    rentCents: fc.integer({ min: 0, max: 9_000_000 }),
  })
  .map(({ daySales, purchases, counts, payrollCents, rentCents }) => ({
    sales: daySales.map((cents, index) => ({
      date: dateAt(index),
      food_sales_cents: Math.round(cents * 0.6),
      beverage_sales_cents: Math.round(cents * 0.25),
      bar_sales_cents: cents - Math.round(cents * 0.6) - Math.round(cents * 0.25),
      total_sales_cents: cents,
      total_sales_no_iva_cents: Math.round(cents / 1.16),
    })),
    purchases: purchases.map(({ day, cents }, index) => ({
      id: `p-${index}`,
      date: dateAt(day),
      supplier_name: 'Central',
      paid_with: 'cash' as const,
      lines: TYPES.map((type, at) => ({
        ingredient: type,
        category_type: type,
        quantity: 1,
        unit: 'kg',
        unit_cost_cents: cents[at]!,
        total_cents: cents[at]!,
      })),
      total_cents: cents.reduce((sum, one) => sum + one, 0),
    })),
    counts: counts.map(({ day, onHand }, index) => ({
      id: `c-${String(index).padStart(2, '0')}`,
      date: dateAt(day),
      recorded_at: `${dateAt(day)}T23:00:00.000Z`,
      items: TYPES.map((type, at) => ({
        ingredient: type,
        unit: 'kg',
        on_hand: onHand[at]!,
        minimum: 0,
        unit_cost_cents: 1_999,
        category_type: type,
      })),
    })),
    payroll: Array.from({ length: 25 }, (_, index) => ({
      id: `w-${index}`,
      period_from: dateAt(index * 15),
      period_to: dateAt(index * 15 + 14),
      department: 'kitchen' as const,
      amount_cents: payrollCents,
    })),
    expenses: Array.from({ length: 12 }, (_, month) => {
      const from = `2026-${String(month + 1).padStart(2, '0')}-01`;
      return {
        id: `rent-${month}`,
        date: from,
        category: 'rent' as const,
        amount_cents: rentCents,
        paid_with: 'transfer' as const,
        period_from: from,
        period_to: endOfMonth(from),
      };
    }),
  }));

/** What a read passes `costPeriod` for `range`: its days' sales, and those of the windows it names. */
function inputOf(branch: Branch, range: { from: string; to: string }): CostInput {
  const salesIn = (window: { from: string; to: string }) =>
    branch.sales.filter((day) => day.date >= window.from && day.date <= window.to);
  return {
    range,
    sales: salesIn(range),
    window_sales: salesWindows(range, branch.counts).map((window) => ({
      range: window,
      sales: salesIn(window),
    })),
    purchases: branch.purchases,
    expenses: branch.expenses,
    payroll: branch.payroll,
    counts: branch.counts,
  };
}

const periodArbitrary = fc
  .record({ start: fc.integer({ min: 0, max: DAYS - 1 }), length: fc.integer({ min: 1, max: 92 }) })
  .map(({ start, length }) => ({ from: dateAt(start), to: dateAt(Math.min(DAYS - 1, start + length - 1)) }));

const sum = (values: ReadonlyArray<number | null>) =>
  values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + value!, 0);
const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

describe('the P&L of any period', () => {
  it('divides each amount by the same days’ sales, adds up every line, and flags a negative cost', () => {
    fc.assert(
      fc.property(branchArbitrary, periodArbitrary, (branch, range) => {
        const figures = costPeriod(inputOf(branch, range));
        const pnl = pnlSummary(figures);
        const sales = pnl.ventas.total_net_sales_cents;
        const { costo_de_ventas: cogs, gastos_operativos: opex, utilidad_neta: net } = pnl;
        expect(figures.ratio_window).toEqual(range);
        expect(figures.coverage.payroll.period_days).toBe(daysBetweenInclusive(range.from, range.to));
        // One window: every ratio is its amount over the period's own sales.
        expect(cogs.food_cost_pct).toBe(ratioPct(cogs.food_cost_cents, pnl.ventas.food_sales_cents));
        expect(cogs.beverage_cost_pct).toBe(
          ratioPct(cogs.beverage_cost_cents, pnl.ventas.beverage_sales_cents),
        );
        expect(cogs.bar_cost_pct).toBe(ratioPct(cogs.bar_cost_cents, pnl.ventas.bar_sales_cents));
        expect(cogs.total_cogs_pct).toBe(ratioPct(cogs.total_cogs_cents, sales));
        expect(pnl.utilidad_bruta.gross_margin_pct).toBe(
          ratioPct(pnl.utilidad_bruta.gross_profit_cents, sales),
        );
        expect(opex.labor_cost_pct).toBe(ratioPct(opex.labor_cost_cents, sales));
        expect(opex.prime_cost_pct).toBe(ratioPct(opex.prime_cost_cents, sales));
        expect(opex.total_opex_pct).toBe(ratioPct(opex.total_opex_cents, sales));
        expect(pnl.ebitda.ebitda_pct).toBe(ratioPct(pnl.ebitda.ebitda_cents, sales));
        expect(net.net_profit_pct).toBe(ratioPct(net.net_profit_cents, sales));
        // Every line adds up, exactly as shown.
        const costs = [
          cogs.food_cost_cents,
          cogs.beverage_cost_cents,
          cogs.bar_cost_cents,
          cogs.other_cost_cents,
        ];
        expect(cogs.total_cogs_cents).toBe(sum(costs));
        expect(pnl.utilidad_bruta.gross_profit_cents).toBe(minus(sales, cogs.total_cogs_cents));
        expect(opex.prime_cost_cents).toBe(sum([cogs.total_cogs_cents, opex.labor_cost_cents]));
        const lines = [opex.rent_cents, opex.utilities_cents, opex.maintenance_cents, opex.marketing_cents];
        expect(opex.total_opex_cents).toBe(
          sum([opex.labor_cost_cents, ...lines, opex.admin_cents, opex.other_expenses_cents]),
        );
        expect(pnl.ebitda.ebitda_cents).toBe(
          minus(pnl.utilidad_bruta.gross_profit_cents, opex.total_opex_cents),
        );
        const below = sum([net.depreciation_cents, net.interest_cents, net.taxes_cents]);
        expect(net.net_profit_cents).toBe(minus(pnl.ebitda.ebitda_cents, below));
        // A negative cost is flagged, and its ratio has no colour.
        const negative = TYPES.filter((type) => (figures.cost[type] ?? 0) < 0);
        expect(figures.negative_cost).toEqual(negative);
        for (const type of negative) {
          if (type !== 'other') expect(figures.ratios[`${type}_cost_pct`].status).toBeNull();
        }
        // The organization roll-up of this one branch reads the same P&L.
        expect(pnlSummary(sumCostFigures([figures], range))).toEqual(pnl);
      }),
      { numRuns: CASES },
    );
  });

  it('accrues the cost of goods by day: a period costs what its two halves cost', () => {
    fc.assert(
      fc.property(branchArbitrary, periodArbitrary, (branch, range) => {
        const days = daysBetweenInclusive(range.from, range.to);
        fc.pre(days >= 2);
        const middle = addDays(range.from, Math.floor(days / 2) - 1);
        const first = costPeriod(inputOf(branch, { from: range.from, to: middle }));
        const second = costPeriod(inputOf(branch, { from: addDays(middle, 1), to: range.to }));
        const whole = costPeriod(inputOf(branch, range));
        // Each counted interval's share and each purchase line's sevenths round once per period:
        // at most half a cent each, in each half and in the whole.
        const meets = (from: string, to: string) => from <= range.to && to >= range.from;
        const shares =
          countedIntervals(branch.counts).filter(({ days: span }) => meets(span.from, span.to)).length +
          branch.purchases.filter((one) => meets(one.date, addDays(one.date, 6))).length;
        for (const type of TYPES) {
          const halves = (first.cost[type] ?? 0) + (second.cost[type] ?? 0);
          expect(Math.abs(halves - (whole.cost[type] ?? 0))).toBeLessThanOrEqual(1.5 * shares + 0.5);
        }
      }),
      { numRuns: CASES },
    );
  });
});
