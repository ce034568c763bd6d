/**
 * "¿Cuánto tengo que vender para no perder?": the break-even of the period from its P&L (fixed costs
 * over the gross margin), per day too, and the period's sales against it. The expected figures are
 * computed here from the P&L set up, in integers.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const PNL = {
  ventas: { total_net_sales_cents: 120_000_000 },
  costo_de_ventas: { total_cogs_cents: 36_000_000 },
  utilidad_bruta: { gross_profit_cents: 84_000_000, gross_margin_pct: 70 },
  gastos_operativos: { total_opex_cents: 61_000_000 },
  ebitda: { ebitda_cents: 23_000_000 },
  utilidad_neta: { depreciation_cents: 2_500_000, interest_cents: 700_000, taxes_cents: 4_000_000 },
};
// Last month, the default window: its payroll and expenses are captured.
const TODAY = '2026-12-03';
const WINDOW_WORDS = 'Del domingo 1 de noviembre al lunes 30 de noviembre';
const DAYS = 30;

const ask = (question: string, pnl: object = PNL) =>
  askRules(
    question,
    { '/api/v1/intelligence/pnl': { attributes: pnl } },
    {
      today: TODAY,
      requiredPlanOf: () => 'growth',
    },
  );

describe('the break-even', () => {
  const fixed = 61_000_000 + 2_500_000 + 700_000;
  const point = Number((2n * BigInt(fixed) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n));

  it.each([
    ['¿Cuánto tengo que vender para no perder?'],
    ['¿cuál es mi punto de equilibrio?'],
    ['¿cuánto necesito vender al mes para cubrir mis gastos?'],
  ])('%s: fixed costs over the gross margin, last month, the sales against it', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('break_even');
    expect(answered.calls).toEqual(['/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30']);
    const gap = pctChange(120_000_000, point)!;
    expect(answered.quoted).toEqual({
      break_even_sales_cents: point,
      break_even_day_sales_cents: divideRounded(point, DAYS),
      fixed_costs_cents: fixed,
      gross_margin_pct: 70,
      total_net_sales_cents: 120_000_000,
      sales_vs_break_even_pct: gap,
    });
    expect(answered.answer).toBe(
      `${WINDOW_WORDS} tu punto de equilibrio fue de ${money(point)} de venta sin IVA (${money(divideRounded(point, DAYS)!)} al día): tus gastos fijos, ${money(fixed)} (nómina, gastos de operación, depreciación e intereses), entre lo que te deja cada peso vendido después del costo de ventas (tu margen bruto, ${pct(70)}). Vendiste ${money(120_000_000)} sin IVA, ${pct(gap)} arriba de tu punto de equilibrio.`,
    );
  });

  it('says a loss when the sales fell short, and no number without the fixed costs', async () => {
    const short = { ...PNL, gastos_operativos: { total_opex_cents: 90_000_000 } };
    expect((await ask('¿cuál es mi punto de equilibrio?', short)).answer).toMatch(
      /abajo de tu punto de equilibrio: en ese periodo perdiste dinero antes de impuestos\.$/,
    );
    const unknown = { ...PNL, gastos_operativos: { total_opex_cents: null } };
    const answered = await ask('¿cuál es mi punto de equilibrio?', unknown);
    expect(answered.quoted).toEqual({});
    expect(answered.answer).toMatch(/^Todavía no puedo darte tu punto de equilibrio/);
  });
});
