/**
 * "¿Quién canceló más?" (losses-people.ts): the people behind the period's cancellations or
 * discounts, from the losses read's per-person totals; expected figures are the fixture's rows.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const NONE = { people: [], unnamed_count: 0 };
const LOSSES = {
  cancellations_count: 7,
  cancellations_cents: 61_000,
  discounts_count: 3,
  discounts_cents: 9_000,
  cancellations_by_person: {
    people: [
      { name: 'Ana', count: 4, amount_cents: 32_000 },
      { name: 'Luis', count: 2, amount_cents: 20_000 },
      { name: 'Jorge', count: 1, amount_cents: 9_000 },
    ],
    unnamed_count: 0,
  },
  discounts_by_person: {
    people: [{ name: 'Luis', count: 2, amount_cents: 6_000 }],
    unnamed_count: 1,
  },
};
const ask = (question: string, losses: object = LOSSES) =>
  askRules(
    question,
    {
      'internal:cancellations-and-discounts': { attributes: losses },
      '/api/v1/intelligence/alerts': { attributes: {} },
    },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

// Since 2026-12-07; before, the best seller answered it.
describe('a loss asked by dish', () => {
  it('says no read keeps them by dish, then who made them', async () => {
    const answered = await ask('¿Qué platillo se cancela más?');
    expect(answered.intent).toBe('cancellations_discounts');
    const who = await ask('¿Quién canceló más?');
    expect(answered.answer).toMatch(
      /^No llevo las cancelaciones ni los descuentos por platillo: los guardo por monto y por quién los hizo\. /,
    );
    expect(answered.quoted).toMatchObject(who.quoted);
  });
});

describe('who cancelled or discounted', () => {
  it('names who cancelled most, with number and amount, and the next ones', async () => {
    const answered = await ask('¿Quién canceló más ayer?');
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.answer).toBe(
      `Quien más canceló el miércoles 2 de diciembre fue Ana: 4 cancelaciones por ${money(32_000)}. Le siguen Luis (2 cancelaciones por ${money(20_000)}) y Jorge (1 cancelación por ${money(9_000)}).`,
    );
    expect(answered.quoted).toMatchObject({
      cancelled_by_1: 'Ana',
      cancelled_by_1_count: 4,
      cancelled_by_1_cents: 32_000,
      cancelled_by_3: 'Jorge',
    });
  });

  it('reads "¿qué mesero tiene más cancelaciones?" as who cancelled, not the waiters\' sales', async () => {
    const answered = await ask('¿Qué mesero tiene más cancelaciones?');
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.quoted).toEqual((await ask('¿Quién canceló más ayer?')).quoted);
  });

  it('reads "¿algún mesero está cancelando mucho?" as who cancelled over 28 days, not the best waiter', async () => {
    // Before 2026-12-07, the best waiter of yesterday: "mesero" outweighed "cancelando".
    const answered = await ask('¿Algún mesero está cancelando mucho?');
    expect(answered.intent).toBe('cancellations_discounts');
    expect(answered.answer).toMatch(
      new RegExp(
        `^Quien más canceló del jueves 5 de noviembre al miércoles 2 de diciembre fue Ana: 4 cancelaciones por \\${money(32_000)}\\.`,
      ),
    );
    const discounts = await ask('¿Los meseros están dando muchos descuentos?');
    expect(discounts.answer).toMatch(
      /^Quien más hizo descuentos del jueves 5 de noviembre al miércoles 2 de diciembre fue Luis/,
    );
  });

  it('names who discounted when asked, and counts the discounts that name no one', async () => {
    const answered = await ask('¿quién hizo más descuentos ayer?');
    expect(answered.answer).toBe(
      `Quien más hizo descuentos el miércoles 2 de diciembre fue Luis: 2 descuentos por ${money(6_000)}. Otro descuento no trae quién lo hizo.`,
    );
  });

  it('says no one is named rather than guess, and a tie whole', async () => {
    const unnamed = await ask('¿Quién canceló más ayer?', {
      ...LOSSES,
      cancellations_by_person: { people: [], unnamed_count: 3 },
    });
    expect(unnamed.answer).toContain('hubo 3 cancelaciones, pero ninguna trae quién la hizo (cancelled_by)');
    const tie = await ask('¿Quién canceló más ayer?', {
      ...LOSSES,
      cancellations_by_person: {
        people: [
          { name: 'Ana', count: 2, amount_cents: 5_000 },
          { name: 'Luis', count: 2, amount_cents: 5_000 },
        ],
        unnamed_count: 0,
      },
      discounts_by_person: NONE,
    });
    expect(tie.answer).toBe(
      `El miércoles 2 de diciembre empataron Ana y Luis, con 2 cancelaciones por ${money(5_000)} cada uno.`,
    );
  });
});

describe('the period’s cancellations and discounts', () => {
  it('leads with the discounts when they alone are asked, the cancellations after', async () => {
    const answered = await ask('¿cuánto se me va en descuentos al mes?');
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre hubo 3 descuentos por ${money(9_000)} y 7 cancelaciones por ${money(61_000)}.`,
    );
    expect((await ask('¿cuántas cancelaciones hubo ayer?')).answer).toBe(
      `El miércoles 2 de diciembre hubo 7 cancelaciones por ${money(61_000)} y 3 descuentos por ${money(9_000)}.`,
    );
  });

  it('says what there was, then what there was not', async () => {
    // Before, "hubo ninguna cancelación y 3 descuentos".
    const noCancellations = { ...LOSSES, cancellations_count: 0, cancellations_cents: 0 };
    expect((await ask('¿hubo descuentos ayer?', noCancellations)).answer).toBe(
      `El miércoles 2 de diciembre hubo 3 descuentos por ${money(9_000)}; no hubo cancelaciones.`,
    );
    // Cancellations asked and none: that answer first.
    expect((await ask('¿cuánto se canceló ayer?', noCancellations)).answer).toBe(
      `El miércoles 2 de diciembre no hubo cancelaciones; hubo 3 descuentos por ${money(9_000)}.`,
    );
    const noDiscounts = { ...LOSSES, discounts_count: 0, discounts_cents: 0 };
    const answered = await ask('¿cuánto se me fue en descuentos ayer?', noDiscounts);
    // Discounts asked and none: that answer first too (before, the cancellations led).
    expect(answered.answer).toBe(
      `El miércoles 2 de diciembre no hubo descuentos; hubo 7 cancelaciones por ${money(61_000)}.`,
    );
    expect(answered.quoted).toEqual({ cancellations_count: 7, cancellations_cents: 61_000 });
  });

  it.each([
    '¿cuánto pierdo por cancelaciones?',
    '¿cuántos descuentos doy?',
    // Who does it, in the present: a habit too (yesterday's alone before).
    '¿qué mesero da más descuentos?',
    '¿quién cancela más?',
  ])('reads "%s" as a habit, the last 28 closed days, not yesterday', async (question) => {
    expect((await ask(question)).period).toEqual({ from: '2026-11-05', to: '2026-12-02' });
  });

  it('keeps the past tense to its day', async () => {
    expect((await ask('¿quién dio más descuentos ayer?')).period).toEqual({
      from: '2026-12-02',
      to: '2026-12-02',
    });
    expect((await ask('¿quién canceló más?')).period).toEqual({ from: '2026-12-02', to: '2026-12-02' });
  });
});

// Since 2026-12-07; before, the branch's whole figures, and the count's order unsaid.
describe('one person named, and the ranking by amount', () => {
  it('"¿cuántos descuentos dio Luis?" is his, beside the period\'s', async () => {
    const answered = await ask('¿Cuántos descuentos dio Luis ayer?');
    expect(answered.answer).toBe(
      `El miércoles 2 de diciembre Luis hizo 2 descuentos por ${money(6_000)}, de 3 descuentos en total.`,
    );
    expect(answered.quoted).toMatchObject({
      discounted_by_person_count: 2,
      discounted_by_person_cents: 6_000,
    });
  });

  it('says who gave the most amount when the most in number did not', async () => {
    const larger = {
      ...LOSSES,
      cancellations_by_person: {
        people: [
          { name: 'Ana', count: 4, amount_cents: 32_000 },
          { name: 'Luis', count: 3, amount_cents: 41_000 },
        ],
        unnamed_count: 0,
      },
    };
    const answered = await ask('¿Quién canceló más ayer?', larger);
    expect(answered.answer).toContain(
      `Ana: 4 cancelaciones por ${money(32_000)} (por número de cancelaciones; por monto, Luis, con ${money(41_000)}).`,
    );
  });
});
