/**
 * A day's forecast asked by one end of its 80 % range ("¿cuánto es lo mínimo que voy a vender
 * mañana?", forecast-bounds.ts) or against a sales goal ("¿voy a llegar a 50 mil mañana?",
 * forecast-goal.ts): every expected figure from the fixture's row.
 */
import { describe, expect, it } from 'vitest';
import { boundAsked } from '#shared/domain/assistant/forecast-bounds.ts';
import { count, money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

// Friday 4 December: tomorrow is Saturday 5.
const TODAY = '2026-12-04';
const SATURDAY = {
  date: '2026-12-05',
  sales_cents: 5_175_551,
  sales_low_cents: 4_686_369,
  sales_high_cents: 6_015_341,
  covers: 264,
  covers_low: 231,
  covers_high: 305,
  status: 'ok' as const,
  drivers: [],
};
const ask = (question: string) =>
  askRules(
    question,
    {
      '/api/v1/intelligence/forecast': {
        attributes: { days: [SATURDAY, { ...SATURDAY, date: '2026-12-06' }] },
        meta: { sales_basis: 'without_iva' },
      },
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe('the end of the range asked', () => {
  it.each([
    ['¿Cuánto es lo mínimo que voy a vender mañana?', 'low'],
    ['¿Cuál es el peor escenario para mañana?', 'low'],
    ['¿En el peor de los casos cuánto vendo mañana?', 'low'],
    ['¿Cuánto es lo máximo que puedo vender el sábado?', 'high'],
    ['¿A lo mucho cuántos clientes tendré mañana?', 'high'],
    ['¿Cuánto voy a vender mañana?', null],
    // Both ends: the range itself answers.
    ['¿Cuál es el mejor y el peor escenario para mañana?', null],
  ])('%s: %s', (question, bound) => {
    expect(boundAsked(question)).toBe(bound);
  });

  it("leads with the slow day's sales, what it means, then the point and the good day", async () => {
    // Before, "lo mínimo" was read as a dish («es lo minimo») and answered with the prep list.
    const answered = await ask('¿Cuánto es lo mínimo que voy a vender mañana?');
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.answer).toBe(
      `Mañana, sábado 5 de diciembre, en un día flojo venderías unos ${money(SATURDAY.sales_low_cents)} sin IVA: solo uno de cada diez días como este vende menos. Espero ${money(SATURDAY.sales_cents)} sin IVA, y en un día bueno hasta ${money(SATURDAY.sales_high_cents)}.`,
    );
    expect(answered.quoted).toMatchObject({
      sales_cents: SATURDAY.sales_cents,
      sales_low_cents: SATURDAY.sales_low_cents,
      sales_high_cents: SATURDAY.sales_high_cents,
    });
  });

  it('says the good day of the covers, and the worst case asked with no other sales word', async () => {
    expect((await ask('¿A lo mucho cuántos clientes tendré mañana?')).answer).toBe(
      `Mañana, sábado 5 de diciembre, en un día bueno tendrías hasta unos ${count(SATURDAY.covers_high)} comensales: solo uno de cada diez días como este tiene más. Espero ${count(SATURDAY.covers)} comensales, y en un día flojo unos ${count(SATURDAY.covers_low)}.`,
    );
    // Before, out of the domain.
    const worst = await ask('¿Cuál es el peor escenario para mañana?');
    expect(worst.intent).toBe('forecast_sales');
    expect(worst.answer).toContain(
      `en un día flojo venderías unos ${money(SATURDAY.sales_low_cents)} sin IVA`,
    );
    // A day named without "mañana" takes its comma before the end asked.
    expect((await ask('¿Cuál es el peor escenario para el domingo?')).answer).toMatch(
      /^El domingo 6 de diciembre, en un día flojo venderías/,
    );
  });
});

describe("a goal against a day's forecast", () => {
  const { sales_cents: point, sales_low_cents: low, sales_high_cents: high } = SATURDAY;
  const lead = (goal: number) =>
    `Tu meta de ${money(goal)} sin IVA (cuento tu meta sin IVA, como el pronóstico) queda`;

  it.each([
    // Under the whole range, within it either side of the point, over it.
    [
      4_000_000,
      `debajo del rango: solo uno de cada diez días como este vende menos; lo que espero la pasa por unos ${money(point - 4_000_000)}.`,
    ],
    [
      5_000_000,
      `dentro del rango: lo que espero la pasa por unos ${money(point - 5_000_000)}, pero un día flojo se quedaría abajo.`,
    ],
    [
      5_500_000,
      `dentro del rango: a lo que espero le faltan unos ${money(5_500_000 - point)}, pero un día bueno sí llega.`,
    ],
    [
      6_500_000,
      `arriba del rango: solo uno de cada diez días como este vende más; a lo que espero le faltan unos ${money(6_500_000 - point)}.`,
    ],
  ])('a goal of %i cents: %s', async (goal, said) => {
    expect(goal < low || goal > high || (goal > low && goal < high)).toBe(true);
    // Before, the day's forecast alone, the goal unsaid.
    const answered = await ask(`¿Voy a llegar a ${goal / 100_000} mil mañana?`);
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.answer).toContain(`${lead(goal)} ${said}`);
    expect(answered.quoted.goal_cents).toBe(goal);
  });

  it('reads "qué tan probable" with an amount as a goal', async () => {
    const answered = await ask('¿Qué tan probable es que venda más de 50 mil mañana?');
    expect(answered.answer).toContain(`${lead(5_000_000)} dentro del rango`);
  });
});
