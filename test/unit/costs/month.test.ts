/**
 * A month computed by hand (March 2026): purchases inside and outside it, a count at both ends (and
 * one in the middle that must not count), payroll crossing both month boundaries, an expense in every
 * category. Every P&L line is asserted against the arithmetic written beside it.
 */
import { describe, expect, it } from 'vitest';
import { costKpis } from '#shared/domain/costs/kpis.ts';
import { costPeriod, laborCost, pnlSummary, proratedPayroll } from '#shared/domain/costs/pnl.ts';
import { counts, expenses, line, MARCH, payroll, purchases, sales } from '../../fixtures/costs-month.ts';

describe('the hand-computed month (March 2026)', () => {
  const figures = costPeriod({ range: MARCH, sales, purchases, expenses, payroll, counts });
  const pnl = pnlSummary(figures);

  it('ventas: food 40,000 + beverage 20,000 + bar 15,000 = 75,000.00', () => {
    expect(pnl.ventas).toEqual({
      food_sales_cents: 4_000_000,
      beverage_sales_cents: 2_000_000,
      bar_sales_cents: 1_500_000,
      total_net_sales_cents: 7_500_000,
      // As the POS sent them: the members with IVA.
      total_sales_with_iva_cents: sales.reduce(
        (sum, day) => sum + day.food_sales_cents + day.beverage_sales_cents + day.bar_sales_cents,
        0,
      ),
      food_sales_pct: 53.3, // 53.333…
      beverage_sales_pct: 26.7, // 26.666…
      bar_sales_pct: 20,
    });
  });

  it('costo de ventas: March purchases + (opening − closing count) per category type', () => {
    expect(figures.cost_method).toBe('purchases_and_inventory');
    expect(figures.purchases).toEqual({ food: 1_325_542, beverage: 450_000, bar: 540_000, other: 33_330 });
    // food 180,000 − 186,708; beverage 86,400 − 112,500; bar 132,000 − 180,000; other 0 − 6,666
    expect(figures.inventory_adjustment).toEqual({
      food: -6_708,
      beverage: -26_100,
      bar: -48_000,
      other: -6_666,
    });
    expect(pnl.costo_de_ventas).toEqual({
      food_cost_cents: 1_318_834,
      food_cost_pct: 33, // 32.97… → 33.0: yellow (30 to 38)
      food_cost_status: 'yellow',
      beverage_cost_cents: 423_900,
      beverage_cost_pct: 21.2, // 21.195 → 21.2: yellow (20 to 28)
      beverage_cost_status: 'yellow',
      bar_cost_cents: 492_000,
      bar_cost_pct: 32.8, // red: above 30
      bar_cost_status: 'red',
      other_cost_cents: 26_664,
      total_cogs_cents: 2_261_398,
      total_cogs_pct: 30.2, // 30.1519…
    });
  });

  it('utilidad bruta = 7,500,000 − 2,261,398', () => {
    expect(pnl.utilidad_bruta).toEqual({ gross_profit_cents: 5_238_602, gross_margin_pct: 69.8 });
  });

  it('gastos operativos: labor prorated by days + the six operating categories', () => {
    expect(proratedPayroll(payroll[2]!, MARCH)).toBe(70_004);
    expect(pnl.gastos_operativos).toEqual({
      labor_cost_cents: 1_600_004, // 750,000 + 480,000 + 70,004 + 300,000
      labor_cost_pct: 21.3, // 21.333…: green
      labor_cost_status: 'green',
      prime_cost_cents: 3_861_402, // 2,261,398 + 1,600,004
      prime_cost_pct: 51.5, // 51.485…: green
      prime_cost_status: 'green',
      rent_cents: 900_000,
      utilities_cents: 120_000,
      maintenance_cents: 35_000,
      marketing_cents: 50_000,
      admin_cents: 40_000,
      other_expenses_cents: 15_000,
      total_opex_cents: 2_760_004, // labor + 1,160,000
      total_opex_pct: 36.8,
    });
  });

  it('ebitda = gross profit − operating expenses; net profit = ebitda − depreciation − interest − taxes', () => {
    expect(pnl.ebitda).toEqual({ ebitda_cents: 2_478_598, ebitda_pct: 33, ebitda_status: 'green' });
    expect(pnl.utilidad_neta).toEqual({
      depreciation_cents: 80_000,
      interest_cents: 20_000,
      taxes_cents: 150_000,
      net_profit_cents: 2_228_598,
      net_profit_pct: 29.7, // 29.714…
      net_profit_status: 'green',
    });
    expect(figures.missing).toEqual([]);
  });

  it('labor by department, each against total net sales', () => {
    expect(laborCost(figures).by_department).toEqual([
      { department: 'kitchen', amount_cents: 750_000, pct_of_sales: 10, employees: null },
      { department: 'floor', amount_cents: 480_000, pct_of_sales: 6.4, employees: 6 },
      { department: 'bar', amount_cents: 70_004, pct_of_sales: 0.9, employees: null },
      { department: 'admin', amount_cents: 300_000, pct_of_sales: 4, employees: null },
    ]);
  });

  it('gives the six cost KPIs with their statuses', () => {
    expect(costKpis(figures).map((kpi) => [kpi.key, kpi.value, kpi.status])).toEqual([
      ['food_cost_pct', 33, 'yellow'],
      ['beverage_cost_pct', 21.2, 'yellow'],
      ['labor_cost_pct', 21.3, 'green'],
      ['prime_cost_pct', 51.5, 'green'],
      ['ebitda_pct', 33, 'green'],
      ['net_profit_pct', 29.7, 'green'],
    ]);
  });

  it('without a count before the month, its first half accrues the purchases and its second is counted', () => {
    const withoutOpening = costPeriod({
      range: MARCH,
      sales,
      purchases,
      expenses,
      payroll,
      counts: counts.filter((count) => count.id !== 'c-open'),
    });
    // 16–31 March lie between c-mid and c-close: opening + purchases dated in them − closing. c-mid
    // counted only food (1,800,000), so the other types open at 0.
    const counted = {
      food: 1_800_000 + 585_000 + 126_247 - (165_750 + 20_958),
      beverage: 0 - 112_500,
      bar: 0 - 180_000,
      other: 0 - 6_666,
    };
    // 1–15 March: each purchase dated on them, a seventh a day on its uncounted days in March:
    // p0 (28 Feb) on 1–6 March, p1 (3 March) whole, p2 (15 March) on the 15th alone.
    const sevenths = (cents: number, days: number) => Math.round((cents * days) / 7);
    expect(withoutOpening.cost).toEqual({
      food: counted.food + sevenths(1_000_000, 6) + 389_295 + 225_000,
      beverage: counted.beverage + sevenths(450_000, 1),
      bar: counted.bar + sevenths(540_000, 1),
      other: counted.other + sevenths(33_330, 1),
    });
    expect(withoutOpening.cost_method).toBe('purchases_and_inventory');
    expect(withoutOpening.coverage.inventory).toEqual({ covered_days: 16, period_days: 31 });
    expect(withoutOpening.missing).toEqual([]);
    // A count that left the other types out makes them negative: flagged, never coloured.
    expect(withoutOpening.negative_cost).toEqual(['beverage', 'bar', 'other']);
    expect(withoutOpening.ratios.beverage_cost_pct.status).toBeNull();
  });

  it('without any count, cost is the purchases accrued by day and the counts are reported missing', () => {
    const withoutCounts = costPeriod({ range: MARCH, sales, purchases, expenses, payroll, counts: [] });
    const sevenths = (cents: number, days: number) => Math.round((cents * days) / 7);
    expect(withoutCounts.cost_method).toBe('purchases');
    // p0 (28 Feb) covers 1–6 March; p1, p2 and p3 (28 March: through 3 April) fall in March.
    expect(withoutCounts.cost).toEqual({
      food: sevenths(1_000_000, 6) + 389_295 + 225_000 + sevenths(585_000, 4) + sevenths(126_247, 4),
      beverage: 450_000,
      bar: 540_000,
      other: 33_330,
    });
    expect(withoutCounts.missing).toEqual(['inventory_counts']);
  });
});

describe('what cannot be computed is null, with what to capture', () => {
  it('no payroll: labor, prime cost, opex, EBITDA and net profit are null', () => {
    const figures = costPeriod({ range: MARCH, sales, purchases, expenses, payroll: [], counts });
    const pnl = pnlSummary(figures);
    expect(pnl.gastos_operativos.labor_cost_cents).toBeNull();
    expect(pnl.gastos_operativos.labor_cost_status).toBeNull();
    expect(pnl.gastos_operativos.prime_cost_pct).toBeNull();
    expect(pnl.gastos_operativos.total_opex_cents).toBeNull();
    expect(pnl.ebitda).toEqual({ ebitda_cents: null, ebitda_pct: null, ebitda_status: null });
    expect(pnl.utilidad_neta.net_profit_cents).toBeNull();
    expect(pnl.utilidad_bruta.gross_profit_cents).toBe(5_238_602);
    // The expenses captured stand, above EBITDA and below it: the payroll is not what they read
    // (before 2026-12-06 the three below EBITDA were null with it).
    expect(pnl.gastos_operativos.rent_cents).toBe(900_000);
    expect(pnl.utilidad_neta).toMatchObject({
      depreciation_cents: 80_000,
      interest_cents: 20_000,
      taxes_cents: 150_000,
    });
    expect(figures.missing).toEqual(['payroll']);
  });

  it('food sold but no food purchase or count: food cost and COGS are null, never 0', () => {
    const figures = costPeriod({
      range: MARCH,
      sales,
      purchases: purchases.map((purchase) => ({
        ...purchase,
        lines: purchase.lines.filter((row) => row.category_type !== 'food'),
      })),
      expenses,
      payroll,
      counts: [],
    });
    const pnl = pnlSummary(figures);
    expect(pnl.costo_de_ventas.food_cost_cents).toBeNull();
    expect(pnl.costo_de_ventas.food_cost_status).toBeNull();
    expect(pnl.costo_de_ventas.beverage_cost_cents).toBe(450_000);
    expect(pnl.costo_de_ventas.total_cogs_cents).toBeNull();
    expect(figures.missing).toEqual(['inventory_counts', 'food_purchases']);
  });

  it('no sales by category: every percentage is null; no operating expense: EBITDA is null', () => {
    const figures = costPeriod({
      range: MARCH,
      sales: [{ food_sales_cents: null, beverage_sales_cents: null, bar_sales_cents: null }],
      purchases,
      expenses: expenses.filter((row) => ['depreciation', 'interest', 'taxes'].includes(row.category)),
      payroll,
      counts,
    });
    const pnl = pnlSummary(figures);
    expect(pnl.ventas.total_net_sales_cents).toBeNull();
    expect(pnl.costo_de_ventas.food_cost_pct).toBeNull();
    expect(pnl.gastos_operativos.labor_cost_pct).toBeNull();
    expect(pnl.gastos_operativos.rent_cents).toBeNull();
    expect(pnl.ebitda.ebitda_cents).toBeNull();
    expect(figures.missing).toEqual(['sales_by_category', 'operating_expenses']);
  });

  it('statuses follow the table on the exact ratio (30 yellow, 29.9 green, 38 yellow, 38.04 red)', () => {
    const at = (foodCost: number) => {
      const purchase = {
        ...purchases[1]!,
        lines: [line('Res', 'food', 1, 'kg', foodCost, foodCost)],
        total_cents: foodCost,
      };
      // A purchase every week of March (the others of 0), so the purchases cover the month.
      const weekly = ['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29'].map(
        (date, index) =>
          index === 0
            ? { ...purchase, date }
            : { ...purchase, date, lines: [line('Res', 'food', 1, 'kg', 0, 0)] },
      );
      return pnlSummary(
        costPeriod({
          range: MARCH,
          // A day without IVA (totals equal), so the base is the member itself.
          sales: [
            {
              food_sales_cents: 1_000_000,
              beverage_sales_cents: 0,
              bar_sales_cents: 0,
              total_sales_cents: 1_000_000,
              total_sales_no_iva_cents: 1_000_000,
            },
          ],
          purchases: weekly,
          expenses: [],
          payroll: [],
          counts: [],
        }),
      ).costo_de_ventas;
    };
    expect(at(299_000)).toMatchObject({ food_cost_pct: 29.9, food_cost_status: 'green' });
    expect(at(300_000)).toMatchObject({ food_cost_pct: 30, food_cost_status: 'yellow' });
    expect(at(380_000)).toMatchObject({ food_cost_pct: 38, food_cost_status: 'yellow' });
    expect(at(380_400)).toMatchObject({ food_cost_pct: 38, food_cost_status: 'red' }); // 38.04 shows 38.0: judged exact
    expect(at(381_000)).toMatchObject({ food_cost_pct: 38.1, food_cost_status: 'red' });
  });
});
