/**
 * "¿Hubo más cancelaciones que el sábado pasado?", "¿y contra noviembre?" after the discounts: each
 * kind of loss of the period beside the base's (losses-compared.ts), from two reads of the losses;
 * expected figures are the fixtures' own.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader } from './fake-reader.ts';

const NONE = { people: [], unnamed_count: 0 };
const losses = (cancellations: [number, number], discounts: [number, number]) => ({
  cancellations_count: cancellations[0],
  cancellations_cents: cancellations[1],
  discounts_count: discounts[0],
  discounts_cents: discounts[1],
  courtesies_count: 0,
  courtesies_cents: 0,
  cancellations_by_person: NONE,
  discounts_by_person: NONE,
});
// Saturday 20 September 2031, after its corte Z, against Saturday 13.
const TODAY = '2031-09-20';
const NOW = losses([9, 63_500], [11, 29_950]);
const BEFORE = losses([3, 14_500], [0, 0]);
const PATH = 'internal:cancellations-and-discounts';
const reads = {
  [`${PATH}?date_from=2031-09-20&date_to=2031-09-20`]: { attributes: NOW },
  [`${PATH}?date_from=2031-09-13&date_to=2031-09-13`]: { attributes: BEFORE },
  '/api/v1/intelligence/alerts': { attributes: {} },
};

async function ask(question: string, previous: Parameters<typeof answerWithRules>[0]['previous'] = null) {
  const reader = fakeReader(reads);
  const answered = await answerWithRules({
    question,
    today: TODAY,
    previous,
    reader,
    requiredPlanOf: () => 'growth',
  });
  return {
    ...answered,
    calls: reader.calls,
    quoted: Object.fromEntries(answered.figures.map((f) => [f.key, f.value])),
  };
}

describe('losses compared with another period', () => {
  it('sets each kind against the base named, with the change in pesos', async () => {
    const answered = await ask('¿Hoy hubo más cancelaciones que el sábado pasado?');
    expect(answered.intent).toBe('cancellations_discounts');
    const change = pctChange(NOW.cancellations_cents, BEFORE.cancellations_cents)!;
    expect(answered.quoted).toMatchObject({
      cancellations_count: 9,
      cancellations_cents: NOW.cancellations_cents,
      base_cancellations_count: 3,
      base_cancellations_cents: BEFORE.cancellations_cents,
      cancellations_cents_pct_change: change,
      discounts_cents: NOW.discounts_cents,
    });
    expect(answered.answer).toBe(
      `Hoy, sábado 20 de septiembre, hubo 9 cancelaciones por ${money(63_500)}, contra 3 por ${money(14_500)} el sábado 13 de septiembre (${pct(change)} más en pesos). En descuentos, hubo 11 descuentos por ${money(29_950)}, contra ninguno el sábado 13 de septiembre.`,
    );
  });

  it('reads "¿y contra …?" after the losses as theirs compared, not the sales', () => {
    const previous = {
      intent: 'cancellations_discounts' as const,
      range: { from: '2030-12-01', to: '2030-12-30' },
    };
    expect(understand('¿Y contra noviembre?', '2030-12-31', previous)).toMatchObject({
      intent: 'cancellations_discounts',
      range: previous.range,
      base: { from: '2030-11-01', to: '2030-11-30' },
    });
  });

  it('leads with the discounts when the conversation asked them', async () => {
    const previous = {
      intent: 'cancellations_discounts' as const,
      range: { from: TODAY, to: TODAY },
      question: '¿cuánto di de descuento hoy?',
    };
    const answered = await ask('¿Y contra el sábado pasado?', previous);
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.answer).toMatch(/^Hoy, sábado 20 de septiembre, hubo 11 descuentos por /);
  });

  it('keeps a question with no comparison to its own period', async () => {
    const answered = await ask('¿Cuántas cancelaciones hubo hoy?');
    expect(answered.calls.filter((call) => call.startsWith(PATH))).toHaveLength(1);
    expect(answered.answer).not.toContain('contra');
  });
});
