/**
 * "¿Qué gasto subió más?", "¿subió la renta?" (expense-changes.ts): each P&L line of the period
 * against the base period's, both the P&L's own; the expected changes are computed here from the
 * two P&Ls set up.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const pnl = (lines: { cogs: number; labor: number; rent: number; utilities: number; marketing: number }) => ({
  ventas: { total_net_sales_cents: 100_000_000 },
  costo_de_ventas: { total_cogs_cents: lines.cogs },
  utilidad_bruta: { gross_profit_cents: 100_000_000 - lines.cogs, gross_margin_pct: 66 },
  gastos_operativos: {
    labor_cost_cents: lines.labor,
    rent_cents: lines.rent,
    utilities_cents: lines.utilities,
    maintenance_cents: 500_000,
    marketing_cents: lines.marketing,
    admin_cents: 1_000_000,
    other_expenses_cents: 800_000,
    total_opex_cents:
      lines.labor + lines.rent + lines.utilities + 500_000 + lines.marketing + 1_000_000 + 800_000,
  },
  utilidad_neta: { depreciation_cents: 700_000, interest_cents: 300_000, taxes_cents: 2_000_000 },
});
const FEBRUARY = pnl({
  cogs: 34_000_000,
  labor: 28_000_000,
  rent: 8_700_000,
  utilities: 6_100_000,
  marketing: 900_000,
});
// The base: all of January, as a «¿por qué…?» compares a month (not its last 28 days).
const JANUARY = pnl({
  cogs: 33_000_000,
  labor: 29_500_000,
  rent: 8_700_000,
  utilities: 4_900_000,
  marketing: 1_200_000,
});
const PATH = '/api/v1/intelligence/pnl';
const reads = {
  [`${PATH}?date_from=2026-02-01&date_to=2026-02-28`]: { attributes: FEBRUARY },
  [`${PATH}?date_from=2026-01-01&date_to=2026-01-31`]: { attributes: JANUARY },
};
const ask = (question: string) =>
  askRules(question, reads, { today: '2026-03-07', requiredPlanOf: () => 'growth' });
const LEAD =
  'Del domingo 1 de febrero al sábado 28 de febrero, contra lo del jueves 1 de enero al sábado 31 de enero';

describe('what the expenses did against the period before', () => {
  it('names the line that rose most, the next ones and the operating expenses against the base', async () => {
    // Before 2026-12-06, the period's lines alone, no change.
    const answered = await ask('¿Qué gasto subió más en febrero?');
    expect(answered.intent).toBe('expenses');
    expect(answered.calls).toEqual([
      `${PATH}?date_from=2026-02-01&date_to=2026-02-28`,
      `${PATH}?date_from=2026-01-01&date_to=2026-01-31`,
    ]);
    // Up: utilities +1,200,000, cost of sales +1,000,000; the rest flat or down.
    const opex = [FEBRUARY, JANUARY].map((body) => body.gastos_operativos.total_opex_cents);
    expect(answered.quoted).toMatchObject({
      utilities_change_cents: 1_200_000,
      utilities_change_pct: pctChange(6_100_000, 4_900_000),
      total_cogs_change_cents: 1_000_000,
      total_opex_cents: opex[0],
      total_opex_previous_cents: opex[1],
    });
    expect(answered.answer).toBe(
      `${LEAD}, lo que más subió fue servicios (luz, agua, gas) ${money(6_100_000)}, ${money(1_200_000)} más (${pct(pctChange(6_100_000, 4_900_000)!)}). Le sigue costo de ventas ${money(34_000_000)}, ${money(1_000_000)} más (${pct(pctChange(34_000_000, 33_000_000)!)}). Tus gastos de operación, nómina incluida, pasaron de ${money(opex[1]!)} a ${money(opex[0]!)}, ${pct(pctChange(opex[0], opex[1])!)} ${opex[0]! > opex[1]! ? 'más' : 'menos'}.`,
    );
  });

  it('ranks what fell when asked, and sets a line named against its own', async () => {
    expect((await ask('¿Qué gastos bajaron en febrero?')).answer).toMatch(
      new RegExp(
        `, lo que más bajó fue nómina \\${money(28_000_000)}, \\${money(1_500_000)} menos \\(${pct(pctChange(28_000_000, 29_500_000)!)}\\)\\. Le sigue publicidad`,
      ),
    );
    // No period named: the last whole month, as a bill named in the past (not this month's days).
    expect((await ask('¿Subió la renta?')).answer).toBe(`${LEAD}: renta ${money(8_700_000)}, igual.`);
  });
});
