/**
 * "¿Cómo están mis indicadores?" (kpis.ts): every ratio the /kpis read judged, worst first, each with
 * its green bound; a peer comparison asked is told there is none. Expected figures come from the
 * fixture's rows.
 */
import { describe, expect, it } from 'vitest';
import { pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-04';
const kpi = (
  key: string,
  label: string,
  value: number | null,
  status: string | null,
  green: number,
  red: number,
) => ({
  key,
  label,
  value,
  unit: '%',
  status,
  benchmark_green: green,
  benchmark_red: red,
});
const KPIS = [
  kpi('food_cost_pct', 'Costo de alimentos', 30.6, 'yellow', 30, 38),
  kpi('labor_cost_pct', 'Costo de nómina', 25.6, 'green', 30, 35),
  kpi('net_profit_pct', 'Utilidad neta', 4.2, 'red', 15, 5),
  kpi('beverage_cost_pct', 'Costo de bebidas', null, null, 20, 28),
  {
    ...kpi('avg_ticket_cents', 'Ticket promedio', 57_260, null, 0, 0),
    unit: 'cents',
    benchmark_green: null,
    benchmark_red: null,
  },
];
const ask = (question: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/kpis': { attributes: { kpis: KPIS } } },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe('the indicators asked as a whole', () => {
  it.each(['¿Cómo están mis indicadores?', '¿mis números están bien?', '¿estoy dentro de lo normal?'])(
    '%s: the last whole month, as the profit',
    (question) => {
      expect(understand(question, TODAY, null)).toMatchObject({
        intent: 'kpis',
        range: { from: '2026-11-01', to: '2026-11-30' },
      });
    },
  );

  it('says them worst first, each with its green bound, and those without a figure', async () => {
    const answered = await ask('¿Cómo están mis indicadores?');
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre 1 de tus 3 indicadores está en rojo. En rojo: utilidad neta ${pct(4.2)} (lo sano, más de ${pct(15)}). En amarillo: costo de alimentos ${pct(30.6)} (lo sano, menos de ${pct(30)}). En verde: costo de nómina ${pct(25.6)} (lo sano, menos de ${pct(30)}). Sin dato para juzgar: costo de bebidas.`,
    );
    expect(answered.quoted).toMatchObject({
      net_profit_pct: 4.2,
      food_cost_pct: 30.6,
      labor_cost_pct: 25.6,
      kpis_judged: 3,
      kpis_red: 1,
    });
  });

  it('names the ratios with a value and no status, not left out of the count unsaid', async () => {
    // Before 2026-12-07, "ninguno de tus 3 indicadores está en rojo" and the other four unsaid.
    const unjudged = [...KPIS, kpi('prime_cost_pct', 'Costo primo', 56.2, null, 60, 65)];
    const answered = await askRules(
      '¿Cómo están mis indicadores?',
      { '/api/v1/intelligence/kpis': { attributes: { kpis: unjudged } } },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.quoted).toMatchObject({ prime_cost_pct: 56.2, kpis_judged: 3 });
    expect(answered.answer).toMatch(
      new RegExp(
        `Sin dato para juzgar: costo de bebidas\\. Sin calificar \\(sus datos del periodo están incompletos o fuera de lo que da un restaurante\\): costo primo ${pct(56.2).replace('.', '\\.')}\\.$`,
      ),
    );
  });

  it('says an unjudged net profit with no taxes captured is before taxes', async () => {
    // Before 2026-12-07, /kpis judged it as complete and the answer said it "en verde".
    const noTaxes = KPIS.map((one) => (one.key === 'net_profit_pct' ? { ...one, status: null } : one));
    const answered = await askRules(
      '¿Cómo están mis indicadores?',
      {
        '/api/v1/intelligence/kpis': {
          attributes: { kpis: noTaxes },
          meta: { incomplete: [{ input: 'taxes', covered_days: 0, period_days: 30 }] },
        },
      },
      { today: TODAY, requiredPlanOf: () => 'growth' },
    );
    expect(answered.answer).toContain(`Sin calificar`);
    expect(answered.answer).toMatch(
      / Ojo: tu utilidad neta es antes de impuestos: no tengo ninguno capturado del domingo 1 de noviembre al lunes 30 de noviembre, así que no la califico\.$/,
    );
    expect(answered.answer).not.toContain('En rojo: utilidad neta');
  });

  it('tells a peer comparison there is none before the one it can make', async () => {
    const answered = await ask('¿Cómo estoy contra el promedio de la industria?');
    expect(answered.intent).toBe('kpis');
    expect(answered.answer).toMatch(
      /^No tengo las cifras de otros restaurantes; te comparo con lo sano para un restaurante\. Del domingo/,
    );
  });
});
