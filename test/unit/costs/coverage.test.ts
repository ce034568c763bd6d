/**
 * Issue 31: one base (sales without IVA), accruals and coverage, no impossible figure in colour.
 * Every expected value is computed here from the records the test passes.
 */
import { describe, expect, it } from 'vitest';
import { formatPct } from '#shared/domain/analytics/format.ts';
import { costAlerts, dayAlertWindow } from '#shared/domain/costs/alerts.ts';
import { incompleteInputSentence, incompleteInputsOf, PLAUSIBLE_PCT } from '#shared/domain/costs/coverage.ts';
import { costPeriod, pnlSummary } from '#shared/domain/costs/pnl.ts';
import type { ExpenseRecord, PayrollRecord, PurchaseRecord } from '#shared/domain/costs/records.ts';
import { line } from '../../fixtures/costs-month.ts';

const APRIL = { from: '2026-04-01', to: '2026-04-30' };
const dates = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `2026-04-${String(from + index).padStart(2, '0')}`);

/** A day with IVA at 16 %: members with IVA, totals with and without. */
const day = (date: string, food: number) => ({
  date,
  food_sales_cents: food,
  beverage_sales_cents: 0,
  bar_sales_cents: 0,
  total_sales_cents: food,
  total_sales_no_iva_cents: Math.round(food / 1.16),
});
const purchase = (date: string, cents: number): PurchaseRecord => ({
  id: `p-${date}`,
  date,
  supplier_name: 'Central',
  paid_with: 'cash',
  lines: [line('Res', 'food', 1, 'kg', cents, cents)],
  total_cents: cents,
});
const payroll = (from: string, to: string, cents: number): PayrollRecord => ({
  id: `w-${from}`,
  period_from: from,
  period_to: to,
  department: 'kitchen',
  amount_cents: cents,
});
const rent: ExpenseRecord = {
  id: 'rent',
  date: '2026-04-01',
  category: 'rent',
  amount_cents: 3_000_000,
  paid_with: 'transfer',
  period_from: '2026-04-01',
  period_to: '2026-04-30',
};

/** April's ISR, captured with the month it is the tax of (as the 17th's payment of May would be). */
const isr: ExpenseRecord = {
  id: 'isr',
  date: '2026-04-30',
  category: 'taxes',
  amount_cents: 250_000,
  paid_with: 'transfer',
  period_from: '2026-04-01',
  period_to: '2026-04-30',
};

const sales = dates(1, 30).map((date) => day(date, 116_000));
const weekly = ['2026-04-01', '2026-04-08', '2026-04-15', '2026-04-22', '2026-04-29'].map((date) =>
  purchase(date, 200_000),
);
const base = { sales, purchases: weekly, expenses: [rent, isr], counts: [] };
const noIvaOf = (days: typeof sales) =>
  days.reduce(
    (sum, one) =>
      sum + Math.round((one.food_sales_cents * one.total_sales_no_iva_cents) / one.total_sales_cents),
    0,
  );
const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
/** Without counts, each purchase is cost a seventh a day over its date and the six after, rounded per line. */
const accrued = (list: readonly PurchaseRecord[], range: { from: string; to: string }) =>
  list.reduce((sum, one) => {
    const days = Array.from({ length: 7 }, (_, day) => {
      const date = new Date(Date.parse(`${one.date}T00:00:00Z`) + day * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return date >= range.from && date <= range.to;
    }).filter(Boolean).length;
    return sum + one.lines.reduce((cents, row) => cents + Math.round((row.total_cents * days) / 7), 0);
  }, 0);
const inWindow = (range: { from: string; to: string }) => (one: { date: string }) =>
  one.date >= range.from && one.date <= range.to;

describe('ratios on sales without IVA', () => {
  it('divides every cost by the sales without IVA, each day derived from its totals', () => {
    const figures = costPeriod({
      range: APRIL,
      ...base,
      payroll: [payroll('2026-04-01', '2026-04-15', 600_000), payroll('2026-04-16', '2026-04-30', 600_000)],
    });
    const noIva = noIvaOf(sales);
    // The 29th's purchase covers two days of April: the rest is May's.
    const food = accrued(weekly, APRIL);
    expect(figures.sales.total).toBe(noIva);
    expect(figures.sales_with_iva.total).toBe(sales.reduce((sum, one) => sum + one.food_sales_cents, 0));
    expect(figures.ratios.food_cost_pct.value).toBe(pct(food, noIva));
    expect(figures.ratios.labor_cost_pct.value).toBe(pct(1_200_000, noIva));
    expect(pnlSummary(figures).ventas.total_net_sales_cents).toBe(noIva);
    expect(figures.incomplete).toEqual([]);
    expect(figures.ratios.food_cost_pct.status).not.toBeNull();
  });
});

describe('accruals and coverage', () => {
  it('prorates an expense with a period by day; one without counts on its date', () => {
    const half = { from: '2026-04-01', to: '2026-04-15' };
    const figures = costPeriod({
      range: half,
      ...base,
      sales: sales.slice(0, 15),
      expenses: [
        rent,
        {
          ...rent,
          id: 'fix',
          category: 'maintenance',
          amount_cents: 5_000,
          period_from: undefined,
          period_to: undefined,
          date: '2026-04-20',
        },
      ],
      payroll: [payroll('2026-04-01', '2026-04-15', 600_000)],
    });
    expect(figures.expenses.rent).toBe(Math.round((rent.amount_cents * 15) / 30));
    expect(figures.expenses.maintenance).toBe(0);
    expect(figures.coverage.expenses).toEqual({ covered_days: 15, period_days: 15 });
  });

  it('gives a ratio read from an input covering part of the period no status, and names it', () => {
    // The second fortnight's payroll is not captured yet: 15 of 30 days.
    const figures = costPeriod({
      range: APRIL,
      ...base,
      payroll: [payroll('2026-04-01', '2026-04-15', 600_000)],
    });
    expect(figures.coverage.payroll).toEqual({ covered_days: 15, period_days: 30 });
    expect(figures.ratios.labor_cost_pct.value).toBe(pct(600_000, noIvaOf(sales)));
    expect(figures.ratios.labor_cost_pct.status).toBeNull();
    expect(figures.ratios.prime_cost_pct.status).toBeNull();
    expect(figures.ratios.food_cost_pct.status).not.toBeNull();
    expect(figures.incomplete).toEqual([{ input: 'payroll', covered_days: 15, period_days: 30 }]);
    expect(incompleteInputSentence(figures.incomplete[0]!)).toBe(
      'incompleto: la nómina capturada cubre 15 de 30 días',
    );
    // The operating expenses include the payroll: their share is incomplete too, the cost of sales
    // and the gross margin not (since 2026-12-06; before, only the benchmarked ratios were said).
    expect(incompleteInputsOf('total_opex_pct', figures.incomplete)).toEqual(figures.incomplete);
    expect(incompleteInputsOf('total_cogs_pct', figures.incomplete)).toEqual([]);
    expect(incompleteInputsOf('gross_margin_pct', figures.incomplete)).toEqual([]);
  });

  it('leaves a day a category billed by period still runs into, without its bill, uncovered', () => {
    // Since 2026-12-07; before, May's rent alone covered May's days while April's light, billed
    // for April, had no May bill yet, and the light's "drop" read as a saving.
    const light: ExpenseRecord = { ...rent, id: 'light', category: 'utilities', amount_cents: 900_000 };
    /** A month's bill of `of`, dated and accrued over `month` (YYYY-MM, 30 or 31 days). */
    const billOf = (of: ExpenseRecord, month: string, last: number): ExpenseRecord => ({
      ...of,
      id: `${of.id}-${month}`,
      date: `${month}-01`,
      period_from: `${month}-01`,
      period_to: `${month}-${last}`,
    });
    /** Two days of a month from its 2nd… or 1st, with a week's purchase and its payroll in. */
    const twoDays = (from: string, to: string, expenses: ExpenseRecord[]) =>
      costPeriod({
        range: { from, to },
        sales: [day(from, 116_000), day(to, 116_000)],
        purchases: [...weekly, purchase(`${from.slice(0, 8)}01`, 200_000)],
        expenses,
        payroll: [payroll(`${from.slice(0, 8)}01`, `${from.slice(0, 8)}15`, 600_000)],
        counts: [],
      });
    const figures = twoDays('2026-05-01', '2026-05-02', [rent, light, billOf(rent, '2026-05', 31)]);
    expect(figures.coverage.expenses).toEqual({ covered_days: 0, period_days: 2 });
    expect(figures.incomplete).toContainEqual({ input: 'expenses', covered_days: 0, period_days: 2 });
    expect(figures.ratios.food_cost_pct.status).not.toBeNull();
    // With May's light captured, the days are covered; a category last billed over a month before
    // the day is no longer expected (a campaign that ended).
    const billed = twoDays('2026-05-01', '2026-05-02', [
      rent,
      light,
      billOf(rent, '2026-05', 31),
      billOf(light, '2026-05', 31),
    ]);
    expect(billed.coverage.expenses).toEqual({ covered_days: 2, period_days: 2 });
    const ended = twoDays('2026-06-02', '2026-06-03', [light, billOf(rent, '2026-06', 30)]);
    expect(ended.coverage.expenses).toEqual({ covered_days: 2, period_days: 2 });
  });

  it('counts a purchase for its date and the six days after', () => {
    const figures = costPeriod({ range: APRIL, ...base, purchases: weekly.slice(0, 2), payroll: [] });
    // 04-01 … 04-14 covered by the purchases of the 1st and the 8th.
    expect(figures.coverage.purchases).toEqual({ covered_days: 14, period_days: 30 });
    expect(figures.ratios.food_cost_pct.status).toBeNull();
  });

  it('counts the taxes short when a day of the period has none', () => {
    const fullPayroll = [payroll('2026-04-01', '2026-04-30', 1_200_000)];
    const withTaxes = costPeriod({ range: APRIL, ...base, payroll: fullPayroll });
    const without = costPeriod({ range: APRIL, ...base, expenses: [rent], payroll: fullPayroll });
    // The same month before taxes: its profit is higher by them, shown, and not judged.
    expect(without.net_profit).toBe(withTaxes.net_profit! + isr.amount_cents);
    expect(without.ratios.net_profit_pct.value).toBe(pct(without.net_profit!, noIvaOf(sales)));
    expect(withTaxes.ratios.net_profit_pct.status).not.toBeNull();
    expect(without.ratios.net_profit_pct.status).toBeNull();
    expect(without.incomplete).toEqual([{ input: 'taxes', covered_days: 0, period_days: 30 }]);
    expect(incompleteInputsOf('net_profit_pct', without.incomplete)).toEqual(without.incomplete);
    // The taxes are below EBITDA: it is still judged, and they are no missing capture.
    expect(without.ratios.ebitda_pct.status).toBe(withTaxes.ratios.ebitda_pct.status);
    expect(without.missing).toEqual(withTaxes.missing);
    expect(incompleteInputSentence(without.incomplete[0]!)).toBe(
      'sin impuestos: no hay ninguno capturado en los 30 días del periodo',
    );
    // A payment captured on its date alone stands for its date's month: judged (since 2026-12-07;
    // before, it covered its one day, and the month was judged by the rule "none only").
    const dated = { ...isr, period_from: undefined, period_to: undefined };
    const once = costPeriod({ range: APRIL, ...base, expenses: [rent, dated], payroll: fullPayroll });
    expect(once.coverage.taxes).toEqual({ covered_days: 30, period_days: 30 });
    expect(once.ratios.net_profit_pct.status).toBe(withTaxes.ratios.net_profit_pct.status);
    // April and May with April's taxes alone: short May's 31 days, said, and not judged.
    const twoMonths = { from: '2026-04-01', to: '2026-05-31' };
    const short = costPeriod({
      range: twoMonths,
      ...base,
      payroll: [...fullPayroll, payroll('2026-05-01', '2026-05-31', 1_200_000)],
    });
    expect(short.coverage.taxes).toEqual({ covered_days: 30, period_days: 61 });
    expect(short.incomplete).toContainEqual({ input: 'taxes', covered_days: 30, period_days: 61 });
    expect(short.ratios.net_profit_pct.status).toBeNull();
    expect(incompleteInputSentence({ input: 'taxes', covered_days: 30, period_days: 61 })).toBe(
      'incompleto: los impuestos capturados cubren 30 de 61 días',
    );
  });

  it('words each input in Spanish, never a colour', () => {
    expect(incompleteInputSentence({ input: 'expenses', covered_days: 1, period_days: 1 })).toBe(
      'incompleto: los gastos capturados cubren 1 de 1 día',
    );
    expect(incompleteInputSentence({ input: 'purchases', covered_days: 0, period_days: 7 })).toBe(
      'incompleto: las compras capturadas cubren 0 de 7 días',
    );
  });
});

describe('no impossible figure in colour', () => {
  it('gives a day its own accrued cost: a seventh of each purchase covering it', () => {
    const day10 = { from: '2026-04-10', to: '2026-04-10' };
    const full = [payroll('2026-04-01', '2026-04-30', 1_200_000)];
    const own = sales.filter(inWindow(day10));
    const figures = costPeriod({ range: day10, ...base, sales: own, payroll: full });
    expect(figures.ratio_window).toEqual(day10);
    // The 8th's purchase covers the 8th to the 14th.
    expect(figures.cost.food).toBe(accrued(weekly, day10));
    expect(figures.ratios.food_cost_pct.value).toBe(pct(accrued(weekly, day10), noIvaOf(own)));
    expect(figures.ratios.food_cost_pct.status).not.toBeNull();
    // Purchases dated in the day: none; the cost is what the day used.
    expect(figures.purchases.food).toBe(0);
    expect(figures.inventory_adjustment?.food).toBe(accrued(weekly, day10));
  });

  it('shows a cost above its sales, or under the plausible floor, without a colour', () => {
    const figures = costPeriod({
      range: APRIL,
      ...base,
      purchases: weekly.map((one) => purchase(one.date, 2_000_000)),
      payroll: [payroll('2026-04-01', '2026-04-30', 1_200_000)],
    });
    const value = figures.ratios.food_cost_pct.value!;
    expect(value).toBeGreaterThan(PLAUSIBLE_PCT.food_cost_pct.max);
    expect(figures.ratios.food_cost_pct.status).toBeNull();
    expect(figures.out_of_range).toContain('food_cost_pct');
  });

  it('gives no ratio when the days sent no total without IVA', () => {
    const withoutTotals = sales.map(({ total_sales_no_iva_cents: _, ...one }) => one);
    const figures = costPeriod({ range: APRIL, ...base, sales: withoutTotals, payroll: [] });
    expect(figures.sales.total).toBeNull();
    expect(figures.missing).toContain('sales_without_iva');
    expect(figures.ratios.food_cost_pct).toEqual({ value: null, status: null });
  });
});

describe('one figure for every door', () => {
  const cubes = sales.map((one) => ({ date: one.date, built_at: `${one.date}T08:00:00.000Z`, data: one }));
  // Food bought at 40 % of a week's sales without IVA, all of it on Mondays: red over the week, but
  // 7 days' worth landing on one day.
  const heavy = weekly.map((one) => purchase(one.date, Math.round(noIvaOf(sales.slice(0, 7)) * 0.4)));
  const payrollAll = [payroll('2026-04-01', '2026-04-30', 600_000)];
  const window = { from: '2026-04-01', to: '2026-04-20' };
  const alerts = costAlerts({
    range: window,
    today: '2026-04-21',
    sales: cubes,
    purchases: heavy,
    payroll: payrollAll,
    counts: [],
  });

  it('gives the month-to-date alert the food cost /pnl gives the same period', () => {
    const pnl = costPeriod({
      range: window,
      sales: sales.filter((one) => one.date <= window.to),
      purchases: heavy,
      expenses: [],
      payroll: payrollAll,
      counts: [],
    });
    const food = pnl.ratios.food_cost_pct;
    const mtd = alerts.find((alert) => alert.id === `${window.to}:food_cost_high:mtd`);
    expect(food.status).toBe('red');
    expect(mtd?.severity).toBe(food.status);
    expect(mtd?.message).toContain(formatPct(food.value!));
    // Beside a day's 7-day alert of the same cost, the title says which window it judges.
    expect(mtd?.title).toBe('Costo de alimentos alto (mes a la fecha)');
  });

  it('ends the month to date on its last built day, not on a day still selling', () => {
    // Read on the 22nd before its corte Z (and the 21st's): the days without a cube have costs and
    // no sales yet, so the month to date is the 1st to the 20th, as its id says (since 2026-12-07).
    const read = (today: string) =>
      costAlerts({
        range: { from: window.from, to: '2026-04-22' },
        today,
        sales: cubes.filter((cube) => cube.date <= window.to),
        purchases: heavy,
        payroll: payrollAll,
        counts: [],
      }).filter((alert) => alert.id.endsWith(':mtd'));
    const ofMonth = read('2026-04-22');
    const toThe20th = alerts.filter((alert) => alert.id.endsWith(':mtd'));
    expect(ofMonth.length).toBeGreaterThan(0);
    expect(ofMonth.map((alert) => [alert.id, alert.message])).toEqual(
      toThe20th.map((alert) => [alert.id, alert.message]),
    );
    expect(ofMonth.every((alert) => alert.id.startsWith(`${window.to}:`))).toBe(true);
    // A month already over is judged to the range's end, its closed days' costs in.
    expect(read('2026-05-02').map((alert) => alert.id.slice(0, 11))).toEqual(
      ofMonth.map(() => '2026-04-22:'),
    );
  });

  it('judges a day over the 7 days ending on it, and says so', () => {
    const ofDays = alerts.filter((alert) => alert.type === 'food_cost_high' && !alert.id.endsWith(':mtd'));
    expect(ofDays.length).toBeGreaterThan(0);
    for (const alert of ofDays) {
      const days = dayAlertWindow(alert.id.slice(0, 10));
      const ratio = pct(accrued(heavy, days), noIvaOf(sales.filter(inWindow(days))));
      expect(alert.message).toContain(formatPct(ratio));
      expect(alert.message).toContain('en los 7 días del');
      expect(alert.title).toBe('Costo de alimentos alto (7 días)');
      expect(ratio).toBeLessThanOrEqual(PLAUSIBLE_PCT.food_cost_pct.max);
    }
  });
});

describe('statuses judged on the exact ratio', () => {
  const laborOf = (cents: number) =>
    costPeriod({
      range: APRIL,
      ...base,
      payroll: [
        payroll('2026-04-01', '2026-04-15', cents / 2),
        payroll('2026-04-16', '2026-04-30', cents / 2),
      ],
    }).ratios.labor_cost_pct;

  it('colours 29.96 % green and 35.04 % red although both show the boundary (30.0, 35.0)', () => {
    const noIva = noIvaOf(sales);
    // Labor benchmark: green below 30, red above 35.
    const justUnder = Math.round(noIva * 0.2996);
    const justOver = Math.round(noIva * 0.3504);
    expect([laborOf(justUnder).value, laborOf(justUnder).status]).toEqual([pct(justUnder, noIva), 'green']);
    expect(pct(justUnder, noIva)).toBe(30);
    expect([laborOf(justOver).value, laborOf(justOver).status]).toEqual([pct(justOver, noIva), 'red']);
    expect(pct(justOver, noIva)).toBe(35);
    expect(laborOf(noIva * 0.3).status).toBe('yellow');
  });
});
