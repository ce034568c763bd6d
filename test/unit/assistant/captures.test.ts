/**
 * "¿Qué me falta capturar?": the captures a period's costs lack, from the P&L read's meta (each
 * input covering part of the period, or none of it), the last whole month by default.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

// Tuesday 1 December: the last whole month is November.
const TODAY = '2026-12-01';
const NOVEMBER = '/api/v1/intelligence/pnl?date_from=2026-11-01&date_to=2026-11-30';
const pnl = (meta: Record<string, unknown>) => ({ [NOVEMBER]: { attributes: {}, meta } });
const ask = (question: string, reads: ReturnType<typeof pnl>) =>
  askRules(question, reads, { today: TODAY, requiredPlanOf: () => 'growth' });

describe('what is left to capture', () => {
  it('reads the last whole month, not a cash shortage', () => {
    // Before 2026-12-06, "falta" read the drawer's shortage of the last corte.
    for (const question of ['¿Qué me falta capturar?', '¿Ya capturé todo?'])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'profit',
        range: { from: '2026-11-01', to: '2026-11-30' },
      });
  });

  it('names each input covering part of the period, and each the figures need not captured', async () => {
    const answered = await ask(
      '¿Qué me falta capturar?',
      pnl({
        incomplete: [{ input: 'payroll', covered_days: 15, period_days: 30 }],
        missing: ['operating_expenses'],
      }),
    );
    expect(answered.calls).toEqual([NOVEMBER]);
    expect(answered.answer).toBe(
      'Del domingo 1 de noviembre al lunes 30 de noviembre te falta: la nómina capturada cubre 15 de 30 días; falta capturar los gastos operativos. Captúralo en el back office y tus costos, tu utilidad y tu punto de equilibrio de esos días salen completos.',
    );
    expect(answered.quoted).toEqual({ payroll_covered_days: 15, payroll_period_days: 30 });
  });

  it('says all is in when nothing is incomplete or missing', async () => {
    const answered = await ask('¿Ya capturé todo?', pnl({ incomplete: [], missing: [] }));
    expect(answered.answer).toMatch(
      /^Del domingo 1 de noviembre al lunes 30 de noviembre tienes capturado todo/,
    );
  });
});
