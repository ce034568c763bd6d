/**
 * "¿Cuánto me falta para llegar a 50 mil hoy?" (sales-goal.ts): the goal named against today's
 * sales so far and the day's projection, as Hoy shows them; every expected figure from the fixture.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { goalAsked } from '#shared/domain/assistant/sales-goal.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-04';
const LIVE = {
  as_of: '2026-12-04T14:00:00.000-06:00',
  total_sales_cents: 1_850_000,
  covers_so_far: null,
  tables_so_far: null,
  avg_ticket_cents: null,
  vs_same_time_yesterday: { sales_pct_change: null, covers_pct_change: null },
  projected_day_total_cents: 4_420_000,
  forecast_sales_cents: null,
  forecast_sales_basis: null,
  pace_pct: null,
};
const ask = (question: string, live: object = LIVE) =>
  askRules(
    question,
    { '/api/v1/live/sales/today': { attributes: live, meta: { comparison: { date: '2026-11-27' } } } },
    { today: TODAY, requiredPlanOf: () => 'starter' },
  );

describe('the goal asked', () => {
  it.each([
    ['¿cuánto me falta para llegar a 50 mil hoy?', 5_000_000],
    ['¿cuánto me falta para los 50mil?', 5_000_000],
    ['¿voy a llegar a $40,000?', 4_000_000],
    ['¿llego a la meta de 45000?', 4_500_000],
    ['¿alcanzo los 45.5 mil?', 4_550_000],
  ])('%s: %i cents', (question, cents) => {
    expect(goalAsked(question)).toBe(cents);
  });

  it('is no goal without its words, nor a day of the month or an hour', () => {
    expect(goalAsked('¿cuánto vendí el 15 de noviembre?')).toBeNull();
    expect(goalAsked('¿cuánto me falta en caja?')).toBeNull();
    expect(goalAsked('¿llego a las 3?')).toBeNull();
  });
});

describe("today's sales against the goal", () => {
  it('says what is missing and where the projection closes, the baseline named', async () => {
    const answered = await ask('¿cuánto me falta para llegar a 50 mil hoy?');
    expect(answered.intent).toBe('sales_total');
    expect(answered.answer).toContain(
      `llevas ${money(1_850_000)} vendidos con IVA. Te faltan ${money(5_000_000 - 1_850_000)} para tu meta de ${money(5_000_000)}; a este ritmo (el del viernes 27 de noviembre a la misma hora) cerrarías en ${money(4_420_000)}, ${money(5_000_000 - 4_420_000)} abajo de ella.`,
    );
    expect(answered.quoted).toMatchObject({
      goal_cents: 5_000_000,
      goal_missing_cents: 3_150_000,
      projected_day_total_cents: 4_420_000,
      projected_under_goal_cents: 580_000,
    });
  });

  it('says a goal passed, and one the projection reaches', async () => {
    expect((await ask('¿ya llegué a los 15 mil?')).answer).toContain(
      `Ya pasaste tu meta de ${money(1_500_000)} por ${money(350_000)}.`,
    );
    expect((await ask('¿voy a llegar a 40 mil?')).answer).toContain(
      `cerrarías en ${money(4_420_000)}, ${money(420_000)} arriba de ella.`,
    );
  });

  it('without a projection, says only what is missing', async () => {
    const answered = await ask('¿cuánto me falta para los 50 mil?', {
      ...LIVE,
      projected_day_total_cents: null,
    });
    expect(answered.answer).toContain(`Te faltan ${money(3_150_000)} para tu meta de ${money(5_000_000)}.`);
  });
});
