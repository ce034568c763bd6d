/**
 * "¿Por qué bajó la utilidad?": the drivers against the previous equal period, largest first, each
 * quoting the reads' own fields, and the P&L's incomplete inputs named. The expected order is
 * derived from the bodies sent (cents each driver moved the profit), not typed.
 */
import { describe, expect, it } from 'vitest';
import { classify } from '#shared/domain/assistant/intents.ts';
import type { IntelligenceReader } from '#shared/domain/assistant/reads.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';

const TODAY = '2026-11-27';
const SUMMARY = {
  total_sales_cents: 9_000_000,
  covers_total: 900,
  tables_served_total: 300,
  vs_previous_period: { total_sales_pct_change: -10, covers_pct_change: -8, avg_ticket_pct_change: -2.2 },
};
const pnl = (sales: number, labor: number, food: number, rent: number, net: number) => ({
  ventas: { total_net_sales_cents: sales },
  costo_de_ventas: { food_cost_pct: food, beverage_cost_pct: null, bar_cost_pct: null },
  gastos_operativos: {
    labor_cost_pct: labor,
    rent_cents: rent,
    utilities_cents: null,
    maintenance_cents: null,
    marketing_cents: null,
    admin_cents: null,
    other_expenses_cents: null,
  },
  utilidad_neta: { depreciation_cents: null, interest_cents: null, taxes_cents: null, net_profit_cents: net },
});
const NOW = pnl(8_000_000, 35, 31, 2_100_000, 400_000);
const BEFORE = pnl(8_900_000, 25, 30, 2_000_000, 1_300_000);

const reader: IntelligenceReader = async (read, query) => {
  const current = query.date_from === '2026-11-01';
  const attributes = read === 'intelligence-pnl' ? (current ? NOW : BEFORE) : SUMMARY;
  const meta = {
    period: { from: query.date_from, to: query.date_to },
    snapshot_date: '2026-11-27T01:00:00.000-06:00',
    missing: current ? [] : ['payroll'],
  };
  return { ok: true, result: { attributes, meta } as never };
};

describe('why', () => {
  it.each([
    '¿Por qué bajó la utilidad?',
    '¿por qué bajaron mis ventas?',
    '¿a qué se debe que gané menos?',
    '¿Por qué subió mi costo de alimentos?',
  ])('%s asks for the drivers', (question) => {
    expect(classify(question)?.intent).toBe('why_change');
  });

  it('"¿por qué no cuadra la caja?" is not a why of the P&L', () => {
    expect(classify('¿por qué no cuadra la caja?')?.intent).toBe('cash_variance');
  });

  it('answers with the drivers, largest first, and names the incomplete inputs', async () => {
    const answer = await answerWithRules({
      question: '¿Por qué bajó la utilidad este mes?',
      today: TODAY,
      previous: null,
      reader,
      requiredPlanOf: () => 'growth',
    });
    expect(answer.intent).toBe('why_change');
    // This month's closed days (1–26) against the 26 days before.
    expect(answer.period).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    const sales = NOW.ventas.total_net_sales_cents;
    const weights = {
      labor: ((NOW.gastos_operativos.labor_cost_pct - BEFORE.gastos_operativos.labor_cost_pct) / 100) * sales,
      sales: BEFORE.ventas.total_net_sales_cents - sales,
      food: ((NOW.costo_de_ventas.food_cost_pct - BEFORE.costo_de_ventas.food_cost_pct) / 100) * sales,
      rent: NOW.gastos_operativos.rent_cents - BEFORE.gastos_operativos.rent_cents,
    };
    const order = Object.entries(weights)
      .sort(([, a], [, b]) => b - a)
      .map(([name]) => name);
    const where = {
      labor: answer.answer.indexOf('la nómina subió'),
      sales: answer.answer.indexOf('las ventas bajaron'),
      food: answer.answer.indexOf('el costo de alimentos subió'),
      rent: answer.answer.indexOf('la renta subió'),
    };
    for (const position of Object.values(where)) expect(position, answer.answer).toBeGreaterThan(0);
    const positions = order.map((name) => where[name as keyof typeof where]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const figures = Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]));
    expect(figures).toMatchObject({
      net_profit_cents: NOW.utilidad_neta.net_profit_cents,
      base_net_profit_cents: BEFORE.utilidad_neta.net_profit_cents,
      labor_cost_pct: NOW.gastos_operativos.labor_cost_pct,
      base_labor_cost_pct: BEFORE.gastos_operativos.labor_cost_pct,
      total_sales_pct_change: SUMMARY.vs_previous_period.total_sales_pct_change,
      covers_pct_change: SUMMARY.vs_previous_period.covers_pct_change,
      avg_ticket_pct_change: SUMMARY.vs_previous_period.avg_ticket_pct_change,
      rent_cents: NOW.gastos_operativos.rent_cents,
      base_rent_cents: BEFORE.gastos_operativos.rent_cents,
    });
    expect(answer.answer).toMatch(/Incompleto: la nómina/);
    expect(answer.answer).not.toMatch(/en verde/);
  });
});
