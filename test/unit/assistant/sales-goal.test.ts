/**
 * "¿Cuánto me falta para llegar a 50 mil hoy?" (sales-goal.ts): the goal named against today's
 * sales so far and the day's projection, as Hoy shows them; every expected figure from the fixture.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { GOAL_UNKNOWN, goalAsked } from '#shared/domain/assistant/sales-goal.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { lastOfMonth } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { askRules, fakeReader } from './fake-reader.ts';

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
    {
      '/api/v1/live/sales/today': {
        attributes: live,
        meta: { comparison: { date: '2026-11-27', sales_so_far_cents: null } },
      },
    },
    { today: TODAY, requiredPlanOf: () => 'starter' },
  );

describe('the goal asked', () => {
  it.each([
    ['¿cuánto me falta para llegar a 50 mil hoy?', 5_000_000],
    ['¿cuánto me falta para los 50mil?', 5_000_000],
    ['¿voy a llegar a $40,000?', 4_000_000],
    ['¿llego a la meta de 45000?', 4_500_000],
    ['¿alcanzo los 45.5 mil?', 4_550_000],
    ['¿voy a llegar a 1.2 millones este mes?', 120_000_000],
    ['¿llego al millón 1 mdp?', 100_000_000],
    ['¿cuánto me faltó para los 70 mil?', 7_000_000],
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

  it("says the open tables' orders apart, as the sales so far with them are said", async () => {
    // Since 2026-12-07; before, the closed tables' gap alone beside "llevas … con lo que ya
    // pidieron tus mesas abiertas".
    const open = { ...LIVE, open_ordered_cents: 1_648_500 };
    const answered = await ask('¿voy a llegar a 50 mil hoy?', open);
    const left = 5_000_000 - LIVE.total_sales_cents;
    expect(answered.quoted).toMatchObject({
      goal_missing_cents: left,
      left_after_open_tables_cents: left - open.open_ordered_cents,
    });
    expect(answered.answer).toContain(
      `Te faltan ${money(left)} para tu meta de ${money(5_000_000)} (${money(left - open.open_ordered_cents)} cuando cobres lo que ya pidieron tus mesas abiertas); a este ritmo`,
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

describe("what is left of today's forecast", () => {
  const withForecast = {
    ...LIVE,
    open_ordered_cents: 210_000,
    forecast_sales_cents: 3_800_000,
    forecast_sales_basis: 'without_iva',
    forecast_sales_with_iva_cents: 4_408_000,
    pace_pct: 101.2,
  };

  it('¿Cuánto me falta para llegar al pronóstico?: the day with IVA less what was ordered so far', async () => {
    // Before 2026-12-06, the pace alone.
    const answered = await ask('¿Cuánto me falta para llegar al pronóstico?', withForecast);
    const ordered = withForecast.total_sales_cents + withForecast.open_ordered_cents;
    expect(answered.quoted).toMatchObject({
      forecast_sales_with_iva_cents: 4_408_000,
      ordered_so_far_cents: ordered,
      left_to_forecast_cents: 4_408_000 - ordered,
    });
    expect(answered.answer).toContain(
      `Hoy, viernes 4 de diciembre, hasta las 14:00, para el pronóstico del día te faltan ${money(4_408_000 - ordered)} con IVA: espero ${money(4_408_000)} con IVA (${money(3_800_000)} sin IVA) y llevas ${money(ordered)} entre lo cobrado y lo que ya pidieron tus mesas abiertas.`,
    );
    const passed = await ask('¿Cuánto me falta para el pronóstico?', {
      ...withForecast,
      total_sales_cents: 4_500_000,
    });
    expect(passed.quoted).toMatchObject({ over_forecast_cents: 4_500_000 + 210_000 - 4_408_000 });
  });

  // Since 2026-12-08; before, "llevas $0.00" and the whole forecast left.
  it('with no live sale sent today, says the gap is unknown rather than the whole forecast', async () => {
    const answered = await ask('¿Cuánto me falta para llegar al pronóstico de hoy?', {
      ...withForecast,
      total_sales_cents: null,
      open_ordered_cents: null,
    });
    // The day so far says so once, with the day's forecast (not the gap, unknown).
    expect(answered.answer).toBe(
      `Hoy, viernes 4 de diciembre, hasta las 14:00 no me ha llegado ninguna venta: el punto de venta no ha mandado mesas cerradas ni un corte parcial. Para el día pronostico ${money(3_800_000)} sin IVA.`,
    );
    expect(answered.quoted).not.toHaveProperty('left_to_forecast_cents');
    expect(answered.answer).not.toContain('$0.00');
  });

  it('¿Vamos a llegar al pronóstico?: what is left, then where the projection lands against it', async () => {
    // Since 2026-12-07; before, the day so far and its pace alone, no yes or no.
    const answered = await ask('¿Vamos a llegar al pronóstico de hoy?', withForecast);
    const gap = withForecast.projected_day_total_cents - withForecast.forecast_sales_with_iva_cents;
    expect(answered.quoted).toMatchObject({ projected_over_forecast_cents: gap });
    expect(answered.answer).toContain(
      ` Y a este ritmo (el del viernes 27 de noviembre a la misma hora) cerrarías en ${money(4_420_000)}, ${money(gap)} arriba de él.`,
    );
    const early = await ask('¿Voy a alcanzar el pronóstico?', {
      ...withForecast,
      projected_day_total_cents: null,
    });
    expect(early.answer).toContain(' Todavía no proyecto tu cierre: te digo cuánto falta.');
  });
});

describe('a goal named without its amount', () => {
  it('asks for the amount, then gives today so far (before, out of the domain)', async () => {
    // "¿A qué hora llego a mi meta?" too (before, yesterday's peak hour: "a qué hora").
    for (const question of [
      '¿Cuánto me falta para la meta?',
      '¿Cuál es mi meta?',
      '¿A qué hora llego a mi meta?',
      // What is left to sell (before 2026-12-06, the prep list: "me falta" read as a dish).
      '¿Cuánto me falta vender hoy?',
      '¿Cuánto me falta por vender?',
    ]) {
      const answered = await ask(question);
      expect(answered.intent, question).toBe('sales_total');
      expect(answered.answer, question).toBe(
        `${GOAL_UNKNOWN} Hoy, viernes 4 de diciembre, hasta las 14:00 llevas ${money(1_850_000)} vendidos con IVA.`,
      );
    }
  });
});

describe('a goal of closed days, and of days to come', () => {
  const summary = {
    total_sales_cents: 6_151_000,
    total_sales_no_iva_cents: 5_302_586,
    food_sales_cents: null,
    beverage_sales_cents: null,
    bar_sales_cents: null,
  };
  const askClosed = (question: string) =>
    askRules(
      question,
      { '/api/v1/intelligence/sales/summary': { attributes: summary } },
      {
        today: TODAY,
        requiredPlanOf: () => 'starter',
      },
    );

  it('asks for the amount of a goal of closed days, then gives their sales', async () => {
    const answered = await askClosed('¿Llegué a la meta ayer?');
    expect(answered.answer).toMatch(
      new RegExp(`^${GOAL_UNKNOWN.replace(/[?()$.]/g, '\\$&')} El jueves 3 de diciembre vendiste`),
    );
    expect(answered.quoted.total_sales_cents).toBe(summary.total_sales_cents);
  });

  it('reads a goal of today named as the live day, before its corte Z', () => {
    // Before, "hoy" with "voy a" was today's forecast, the goal unsaid.
    expect(understand('¿Voy a llegar a 50 mil hoy?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: TODAY, to: TODAY },
    });
  });

  it('says a closed day passed its goal, or what it missed, with IVA as its sales', async () => {
    expect((await askClosed('¿Llegué a los 50 mil ayer?')).answer).toMatch(
      new RegExp(
        `Pasaste tu meta de \\${money(5_000_000)} con IVA por \\${money(6_151_000 - 5_000_000)}\\.$`,
      ),
    );
    // "faltó" is the goal's, not the cash's shortfall.
    const missed = await askClosed('¿Cuánto me faltó para los 70 mil ayer?');
    expect(missed.intent).toBe('sales_total');
    expect(missed.answer).toMatch(
      new RegExp(
        `Te faltaron \\${money(7_000_000 - 6_151_000)} para tu meta de \\${money(7_000_000)} con IVA\\.$`,
      ),
    );
  });

  it('says a month still running has its goal still to reach, and the days it has left', async () => {
    // Before, "Te faltaron" of a month with most of its days to come.
    const month = await askClosed('¿Cuánto me falta para llegar a 1.5 millones este mes?');
    expect(month.intent).toBe('sales_total');
    const counted = month.period!.to;
    const left = Number(lastOfMonth(counted)!.slice(8)) - Number(counted.slice(8));
    expect(month.answer).toMatch(
      new RegExp(
        `Te faltan \\${money(150_000_000 - 6_151_000)} para tu meta de \\${money(150_000_000)} con IVA, y quedan ${left} días\\.$`,
      ),
    );
    expect(month.quoted.days_to_come).toBe(left);
  });

  it("sets a period's goal against what it sold and its forecast, and says what days not forecast need", async () => {
    // Friday 4 December, closed: the week's Monday–Friday sold, Saturday and Sunday forecast.
    const rows = ['2026-12-05', '2026-12-06'].map((date, index) => ({
      date,
      sales_cents: 5_000_000 + index * 100_000,
      sales_low_cents: 4_000_000,
      sales_high_cents: 6_000_000,
      covers: 300,
      covers_low: 250,
      covers_high: 350,
      status: 'ok' as const,
      drivers: [],
    }));
    const sold = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', TODAY].map((date) => ({
      date,
      summaries_count: 1,
      total_sales_cents: 4_640_000,
      total_sales_no_iva_cents: 4_000_000,
      covers: 250,
      tables_served: 80,
    }));
    // The test reader gives these days whatever dates are asked: the month's are from the 1st.
    const reader = (days = sold) =>
      fakeReader({
        '/api/v1/intelligence/forecast': { attributes: { days: rows }, meta: { sales_basis: 'without_iva' } },
        'internal:sales-by-day': { attributes: { days } },
      });
    const askAhead = async (question: string, days = sold) =>
      (
        await answerWithRules({
          question,
          today: TODAY,
          previous: null,
          reader: reader(days),
          requiredPlanOf: () => 'growth',
          understanding: understand(question, TODAY, null, { todayClosed: true }),
        })
      ).answer;
    const landing = 5 * 4_000_000 + 5_000_000 + 5_100_000;
    expect(await askAhead('¿Voy a llegar a 310 mil esta semana?')).toMatch(
      new RegExp(
        `Para llegar a \\${money(31_000_000)} sin IVA \\(cuento tu meta sin IVA, como el pronóstico\\) te faltarían unos \\${money(31_000_000 - landing)}\\.$`,
      ),
    );
    expect(await askAhead('¿Voy a llegar a 250 mil esta semana?')).toMatch(
      new RegExp(`Pasarías \\${money(25_000_000)} sin IVA .* por unos \\${money(landing - 25_000_000)}\\.$`),
    );
    // The month reaches past the forecast: what its last 25 days (7 to 31 December) would need.
    const month = 4 * 4_000_000 + 5_000_000 + 5_100_000;
    expect(await askAhead('¿Voy a llegar a 1.2 millones este mes?', sold.slice(1))).toMatch(
      new RegExp(
        `del lunes 7 de diciembre al jueves 31 de diciembre \\(25 días que aún no pronostico\\) tendrías que vender \\${money(120_000_000 - month)}, unos \\${money((120_000_000 - month) / 25)} al día\\.$`,
      ),
    );
  });
});
