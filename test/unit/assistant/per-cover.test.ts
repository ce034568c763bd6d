/**
 * "¿Cuánto me cuesta cada cliente?" (per-cover.ts): the P&L of the period over the diners of the
 * same window; every expected figure is computed here from the P&L and the summary set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money } from '#shared/domain/assistant/format.ts';
import { classify } from '#shared/domain/assistant/intents.ts';
import { askRules } from './fake-reader.ts';

const PNL = {
  ventas: { total_net_sales_cents: 107_683_707 },
  costo_de_ventas: { total_cogs_cents: 31_411_200 },
  utilidad_bruta: { gross_profit_cents: 76_272_507, gross_margin_pct: 70.8 },
  gastos_operativos: { labor_cost_cents: 29_483_627, total_opex_cents: 58_983_477 },
  utilidad_neta: { depreciation_cents: 2_200_000, interest_cents: 1_100_000, net_profit_cents: 13_989_030 },
};
const COVERS = 6_441;
const TABLES = 2_012;
const ask = (question: string, covers: number | null = COVERS) =>
  askRules(
    question,
    {
      '/api/v1/intelligence/pnl': { attributes: PNL },
      '/api/v1/intelligence/sales/summary': {
        attributes: { covers_total: covers, tables_served_total: TABLES },
      },
    },
    { today: '2027-03-02', requiredPlanOf: () => 'growth' },
  );

describe('the P&L per diner', () => {
  it.each([
    '¿Cuánto me costó cada comensal en febrero?',
    '¿Cuánto me cuesta cada cliente?',
    '¿Cuánto me deja cada cliente?',
    '¿Cuánto gano por persona?',
  ])('%s: last month over its diners (before, the count of diners)', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('profit');
    expect(answered.calls).toEqual([
      '/api/v1/intelligence/pnl?date_from=2027-02-01&date_to=2027-02-28',
      '/api/v1/intelligence/sales/summary?date_from=2027-02-01&date_to=2027-02-28',
    ]);
    const each = (cents: number) => divideRounded(cents, COVERS)!;
    const fixed = PNL.gastos_operativos.total_opex_cents + 2_200_000 + 1_100_000;
    const costs = PNL.costo_de_ventas.total_cogs_cents + fixed;
    expect(answered.quoted).toEqual({
      covers_total: COVERS,
      sales_per_cover_no_iva_cents: each(PNL.ventas.total_net_sales_cents),
      cogs_per_cover_cents: each(PNL.costo_de_ventas.total_cogs_cents),
      costs_per_cover_cents: each(costs),
      net_profit_per_cover_cents: each(PNL.utilidad_neta.net_profit_cents),
    });
    expect(answered.answer).toBe(
      `Del lunes 1 de febrero al domingo 28 de febrero atendiste 6,441 comensales: cada uno te dejó ${money(each(PNL.ventas.total_net_sales_cents))} de venta sin IVA y te costó ${money(each(PNL.costo_de_ventas.total_cogs_cents))} en lo que consumió (tu costo de ventas); con tu nómina y tus gastos, ${money(each(costs))}. Te dejó ${money(each(PNL.utilidad_neta.net_profit_cents))} de utilidad neta cada uno.`,
    );
  });

  it('says it cannot share the costs out without the diners, and leaves what each spends alone', async () => {
    expect((await ask('¿Cuánto me cuesta cada cliente?', null)).answer).toMatch(
      /no tengo tus comensales \(tu punto de venta no los mandó\), así que no reparto tus costos por cliente\.$/,
    );
    expect(classify('¿Cuánto gasta cada cliente?')?.intent).toBe('avg_ticket');
  });
});

// Since 2026-12-06; before, the count of diners and tables, no money.
describe('the P&L per table', () => {
  it('shares the same P&L over the tables served', async () => {
    const answered = await ask('¿Cuánto me deja cada mesa?');
    expect(answered.intent).toBe('profit');
    const each = (cents: number) => divideRounded(cents, TABLES)!;
    const costs =
      PNL.costo_de_ventas.total_cogs_cents + PNL.gastos_operativos.total_opex_cents + 2_200_000 + 1_100_000;
    expect(answered.quoted).toEqual({
      tables_served_total: TABLES,
      sales_per_table_no_iva_cents: each(PNL.ventas.total_net_sales_cents),
      cogs_per_table_cents: each(PNL.costo_de_ventas.total_cogs_cents),
      costs_per_table_cents: each(costs),
      net_profit_per_table_cents: each(PNL.utilidad_neta.net_profit_cents),
    });
    expect(answered.answer).toBe(
      `Del lunes 1 de febrero al domingo 28 de febrero atendiste 2,012 mesas: cada una te dejó ${money(each(PNL.ventas.total_net_sales_cents))} de venta sin IVA y te costó ${money(each(PNL.costo_de_ventas.total_cogs_cents))} en lo que consumió (tu costo de ventas); con tu nómina y tus gastos, ${money(each(costs))}. Te dejó ${money(each(PNL.utilidad_neta.net_profit_cents))} de utilidad neta cada una.`,
    );
  });
});
