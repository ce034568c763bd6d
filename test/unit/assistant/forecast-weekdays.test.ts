/**
 * The forecast's error asked of a weekday ("¿qué tanto se equivoca los sábados?") or of which
 * weekday it misses most: the backtest's replay of the last 8 weeks, scored per weekday. The
 * expected figures are computed here from the fixture's rows.
 */

import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader } from './fake-reader.ts';

// A Wednesday: the replay covers Wednesday 7 October to Tuesday 1 December, 8 of each weekday.
const TODAY = '2026-12-02';
const FROM = '2026-10-07';

/**
 * A replayed day: the forecast misses by a weekday's own share (1 % on Mondays … 7 % on Sundays),
 * alternating sides, its interval ±$2,000 on even days and ±$1,000 on odd ones; the naive by 10 %.
 */
function replayed(index: number) {
  const date = addDays(FROM, index)!;
  const weekday = isoWeekday(date)!;
  const actual = 2_000_000 + 100_000 * weekday + 10_000 * (index % 3);
  const miss = Math.round(actual * 0.01 * weekday) * (index % 2 === 0 ? 1 : -1);
  const forecast = actual + miss;
  const half = index % 2 === 0 ? 200_000 : 100_000;
  return {
    date,
    status: 'ok' as const,
    sales_cents: forecast,
    sales_low_cents: forecast - half,
    sales_high_cents: forecast + half,
    actual_sales_cents: actual,
    naive_week_sales_cents: Math.round(actual * 1.1),
    naive_4w_sales_cents: actual,
    covers: null,
    covers_low: null,
    covers_high: null,
    actual_covers: null,
    naive_week_covers: null,
    naive_4w_covers: null,
    drivers: [],
  };
}
const DAYS = Array.from({ length: 56 }, (_, index) => replayed(index));

/** Σ|actual − forecast| ÷ Σ actual of a weekday's rows, in percent to one decimal, as said. */
function wapeOf(weekday: number, figure: 'sales_cents' | 'naive_week_sales_cents') {
  const rows = DAYS.filter((row) => isoWeekday(row.date) === weekday);
  const missed = rows.reduce((sum, row) => sum + Math.abs(row.actual_sales_cents - row[figure]), 0);
  return pct(Math.round((1000 * missed) / rows.reduce((sum, row) => sum + row.actual_sales_cents, 0)) / 10);
}

async function ask(question: string, days = DAYS) {
  const reader = fakeReader({
    '/api/v1/intelligence/forecast/backtest': { attributes: { days, sales: {}, covers: {} } },
  });
  const result = await answerWithRules({
    question,
    today: TODAY,
    previous: null,
    reader,
    requiredPlanOf: () => 'growth',
  });
  return { ...result, calls: reader.calls };
}

describe("the forecast's error by weekday", () => {
  it('reads a weekday in the plural, or which weekday, as the last 8 weeks replayed', () => {
    const weeks = { from: FROM, to: '2026-12-01' };
    for (const question of [
      '¿Qué tanto se equivoca el pronóstico los sábados?',
      '¿Qué día se equivoca más el pronóstico?',
      '¿En qué días falla más el pronóstico?',
      '¿Qué día de la semana le atina más el pronóstico?',
    ])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'forecast_accuracy',
        range: weeks,
      });
    // One Saturday is that day's check.
    expect(understand('¿Le atinaste el sábado?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-28', to: '2026-11-28' },
    });
  });

  it("scores a weekday's replayed days beside repeating the week before", async () => {
    const saturdays = await ask('¿Qué tanto se equivoca el pronóstico los sábados?');
    expect(saturdays.calls).toEqual([
      '/api/v1/intelligence/forecast/backtest?date_from=2026-10-07&date_to=2026-12-01&horizon=1',
    ]);
    // A Saturday's 6 % miss (about $1,570) is inside the wide interval only: 4 of the 8.
    const inside = DAYS.filter(
      (row) =>
        isoWeekday(row.date) === 6 &&
        row.sales_low_cents <= row.actual_sales_cents &&
        row.actual_sales_cents <= row.sales_high_cents,
    ).length;
    expect(inside).toBe(4);
    expect(saturdays.answer).toBe(
      `Los sábados, repitiendo el pronóstico en tus últimos 8 (del miércoles 7 de octubre al martes 1 de diciembre), cada uno pronosticado la víspera solo con lo que se sabía entonces, se habría equivocado en promedio ${wapeOf(6, 'sales_cents')} de la venta; repetir el sábado anterior, ${wapeOf(6, 'naive_week_sales_cents')}. El rango habría acertado ${inside} de esos 8.`,
    );
  });

  it('names the weekdays missed most and least, each beside its naive', async () => {
    // The miss grows with the weekday: Sundays most, Mondays least.
    const ranked = await ask('¿Qué día se equivoca más el pronóstico?');
    expect(ranked.answer).toBe(
      `Repitiendo el pronóstico del miércoles 7 de octubre al martes 1 de diciembre, cada día pronosticado la víspera solo con lo que se sabía entonces, se habría equivocado más los domingos (${wapeOf(7, 'sales_cents')} de la venta; repetir el domingo anterior, ${wapeOf(7, 'naive_week_sales_cents')}) y menos los lunes (${wapeOf(1, 'sales_cents')} de la venta; repetir el lunes anterior, ${wapeOf(1, 'naive_week_sales_cents')}).`,
    );
  });

  it('says when a weekday has too few days to score, rather than a figure', async () => {
    const few = DAYS.filter((row) => !(isoWeekday(row.date) === 6 && row.date < '2026-10-20'));
    expect((await ask('¿Qué tanto se equivoca el pronóstico los sábados?', few)).answer).toBe(
      'Del miércoles 7 de octubre al martes 1 de diciembre solo tengo 6 sábados con venta que repetir, y necesito 7 para medir el error del pronóstico en ellos.',
    );
  });
});

describe("the forecast's error over a past period named", () => {
  it('replays the period a day ahead and scores it beside repeating the week before', async () => {
    // Last week, Monday 23 to Sunday 29 November, from the same replayed days.
    const week = DAYS.filter((row) => row.date >= '2026-11-23' && row.date <= '2026-11-29');
    const answered = await ask('¿Cuánto se equivocó el pronóstico la semana pasada?', week);
    expect(answered.calls).toEqual([
      '/api/v1/intelligence/forecast/backtest?date_from=2026-11-23&date_to=2026-11-29&horizon=1',
    ]);
    const total = week.reduce((sum, row) => sum + row.actual_sales_cents, 0);
    const missed = (figure: 'sales_cents' | 'naive_week_sales_cents') =>
      pct(
        Math.round(
          (1000 * week.reduce((sum, row) => sum + Math.abs(row.actual_sales_cents - row[figure]), 0)) / total,
        ) / 10,
      );
    const inside = week.filter(
      (row) =>
        row.sales_low_cents <= row.actual_sales_cents && row.actual_sales_cents <= row.sales_high_cents,
    ).length;
    expect(answered.answer).toBe(
      `Del lunes 23 de noviembre al domingo 29 de noviembre, repitiendo el pronóstico de cada día la víspera solo con lo que se sabía entonces (7 días con venta), se habría equivocado en promedio ${missed('sales_cents')} de la venta; repetir lo de una semana antes, ${missed('naive_week_sales_cents')}. El rango habría acertado ${inside} de esos 7 días.`,
    );
    // Named as the naive, "la semana pasada" is no period: the usual score.
    expect(understand('¿El pronóstico es mejor que repetir la semana pasada?', TODAY, null)).toMatchObject({
      range: { from: '2026-11-04', to: '2026-12-01' },
    });
  });

  it('says each day of a period too short for the usual error, and their error together', async () => {
    // The Revolución's puente of 2026: Saturday 14 to Monday 16 November. Before 2026-12-06, "solo
    // tengo 3 días con venta que repetir, y necesito 7".
    const puente = DAYS.filter((row) => row.date >= '2026-11-14' && row.date <= '2026-11-16');
    const answered = await ask('¿Le atinaste al puente?', puente);
    expect(answered.calls).toEqual([
      '/api/v1/intelligence/forecast/backtest?date_from=2026-11-14&date_to=2026-11-16&horizon=1',
    ]);
    const each = puente.map((row, index) => {
      const change = pctChange(row.actual_sales_cents, row.sales_cents)!;
      const when = ['sábado 14 de noviembre', 'domingo 15 de noviembre', 'lunes 16 de noviembre'][index];
      return `el ${when}, ${pct(Math.abs(change))} ${change > 0 ? 'arriba' : 'abajo'} de lo pronosticado`;
    });
    const sold = puente.reduce((sum, row) => sum + row.actual_sales_cents, 0);
    const missed = puente.reduce((sum, row) => sum + Math.abs(row.actual_sales_cents - row.sales_cents), 0);
    expect(answered.answer).toBe(
      `Del sábado 14 de noviembre al lunes 16 de noviembre, repitiendo el pronóstico de cada día la víspera solo con lo que se sabía entonces: ${each.join('; ')}. En esos 3 días se habría equivocado en promedio ${pct((100 * missed) / sold)} de la venta; son pocos para decir cuánto se equivoca normalmente (para eso necesito 7).`,
    );
    // The figure is the one-decimal percentage said, not the unrounded ratio (since 2026-12-07).
    const quoted = Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]));
    expect(quoted.period_wape_pct).toBe(Math.round((1000 * missed) / sold) / 10);
  });
});
