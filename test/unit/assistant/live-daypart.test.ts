/**
 * "¿Cuánto llevo vendido esta tarde?", "¿cómo va la noche?" before the corte Z: a part of today
 * from the live tables by hour (the internal read), said as under way, over or not begun. Expected
 * figures are added from the fixture's hours.
 */
import { describe, expect, it } from 'vitest';
import { Answer } from '#shared/domain/assistant/compose.ts';
import { forecastDaypartAnswer } from '#shared/domain/assistant/forecast.ts';
import { closeAppositions, money } from '#shared/domain/assistant/format.ts';
import type { HoursToday } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules, hourSoFar, LIVE_HOURS_BASIS } from './fake-reader.ts';

const TODAY = '2026-12-12';
const HOURS: HoursToday = {
  as_of: '2026-12-12T15:31:00.000-06:00',
  hours: [
    hourSoFar(11, 42_000, 1, 3),
    hourSoFar(13, 310_500, 7, 19),
    hourSoFar(14, 455_000, 9, 27),
    hourSoFar(15, 120_000, 3, null),
  ],
  open_tables: 4,
  open_ordered_cents: 96_500,
  open_covers: 11,
};
const ask = (question: string, extra: Record<string, unknown> = {}, hours = HOURS) =>
  askRules(
    question,
    { 'internal:hours-today': { attributes: hours }, ...extra },
    { today: TODAY, requiredPlanOf: () => 'pro' },
  );
const afternoon = HOURS.hours.filter((entry) => entry.hour >= '12:00');
const sum = (key: 'sales_cents' | 'tables_closed') =>
  afternoon.reduce((total, entry) => total + entry[key], 0);

describe('a part of today before the corte Z', () => {
  it('¿Cuánto llevo vendido esta tarde?: the tables closed since 12:00, and the open ones', async () => {
    // Before, "esta tarde" was yesterday's whole day.
    const answered = await ask('¿Cuánto llevo vendido esta tarde?');
    expect(answered.intent).toBe('sales_total');
    expect(answered.period).toEqual({ from: TODAY, to: TODAY });
    expect(answered.quoted).toMatchObject({ daypart_sales_cents: sum('sales_cents'), as_of: '15:31' });
    expect(answered.answer).toBe(
      `Hoy en la tarde (desde las 12:00), hasta las 15:31, llevas ${money(sum('sales_cents'))} cobrados con IVA en ${sum('tables_closed')} mesas cerradas. Tus 4 mesas abiertas ya pidieron ${money(96_500)} más. ${LIVE_HOURS_BASIS}`,
    );
  });

  it('¿Cuánto vendí hoy en la mañana?: a part over, in the past tense', async () => {
    // Before, that the day had not closed.
    const answered = await ask('¿Cuánto vendí hoy en la mañana?');
    expect(answered.answer).toBe(
      `Hoy en la mañana (de las 06:00 a las 12:00) cobraste ${money(42_000)} con IVA en 1 mesa cerrada. ${LIVE_HOURS_BASIS}`,
    );
  });

  it("¿Cuántos comensales llevo esta tarde?: the diners seated in it, and the open tables'", async () => {
    const seated = afternoon.reduce((total, entry) => total + (entry.covers ?? 0), 0);
    const answered = await ask('¿Cuántos comensales llevo esta tarde?');
    expect(answered.quoted).toMatchObject({ daypart_covers: seated, open_covers: 11 });
    expect(answered.answer).toContain(
      `llevas ${seated} comensales en mesas ya cerradas. Tus 4 mesas abiertas suman 11 comensales más.`,
    );
  });

  it('¿Cómo va la noche?: not begun at 15:31, with its forecast when there is one', async () => {
    const night = {
      date: TODAY,
      status: 'ok' as const,
      hours: [19, 20].map((at) => ({
        hour: `${at}:00`,
        sales_cents: 400_000,
        sales_low_cents: 300_000,
        sales_high_cents: 500_000,
        covers: 20,
        covers_low: 15,
        covers_high: 25,
        staff_suggested: 3,
      })),
      staff_hours_suggested: 6,
      labor_cost_projected_cents: null,
      labor_cost_pct_projected: null,
    };
    const forecast = forecastDaypartAnswer(night, 'noche', 'sales', TODAY, new Answer(), 'without_iva');
    const answered = await ask('¿Cómo va la noche?', {
      '/api/v1/intelligence/forecast': { attributes: { days: [] }, meta: { sales_basis: 'without_iva' } },
      '/api/v1/intelligence/forecast/hours': { attributes: night },
    });
    expect(answered.answer).toBe(
      closeAppositions(`Son las 15:31: hoy en la noche (desde las 19:00) todavía no empieza. ${forecast}`),
    );
    // Without a forecast (a plan without the module), the part alone.
    expect((await ask('¿Cómo va la noche?')).answer).toBe(
      `Son las 15:31: hoy en la noche (desde las 19:00) todavía no empieza. ${LIVE_HOURS_BASIS}`,
    );
  });

  it('¿Cuánto he vendido en la última hora?: the last whole clock hour and the one under way', async () => {
    // Before 2026-12-06, that no live read split today by hour, then the day so far.
    const since = (from: string) => HOURS.hours.filter((entry) => entry.hour >= from);
    const add = (entries: typeof HOURS.hours, key: 'sales_cents' | 'tables_closed') =>
      entries.reduce((total, entry) => total + entry[key], 0);
    const last = await ask('¿Cuánto he vendido en la última hora?');
    expect(last.intent).toBe('sales_total');
    expect(last.answer).toBe(
      `Hoy desde las 14:00, hasta las 15:31, llevas ${money(add(since('14:00'), 'sales_cents'))} cobrados con IVA en ${add(since('14:00'), 'tables_closed')} mesas cerradas. Tus 4 mesas abiertas ya pidieron ${money(96_500)} más. ${LIVE_HOURS_BASIS}`,
    );
    const two = await ask('¿Cuánto vendí en las últimas dos horas?');
    expect(two.quoted).toMatchObject({ daypart_sales_cents: add(since('13:00'), 'sales_cents') });
  });

  it('answers from the built day once its corte Z is in', async () => {
    const answered = await ask('¿Cuánto vendí hoy en la tarde?', {
      '/api/v1/intelligence/sales/by-hour': {
        attributes: {
          peak_hour: '14:00',
          valley_hour: '14:00',
          hours: [{ hour: '14:00', sales_cents: 500_000, covers: null, tables: null }],
        },
        meta: { live_updates: { days_with: 0, days_without: 1, reason: null } },
      },
    });
    expect(answered.answer).not.toContain('Cuento cada mesa cerrada');
    expect(answered.answer).toContain(money(500_000));
  });

  // Since 2026-12-07; before, the live tables' "todavía no cierras mesas … con el corte Z te lo
  // doy por la hora de cada orden" after the corte Z, of a POS that sends no live tables.
  // Since 2026-12-08; before, the conversation's day's whole total.
  it('reads the last hours after a past day asked as today, not that day', () => {
    const previous = {
      intent: 'sales_total' as const,
      range: { from: '2030-12-09', to: '2030-12-09' },
      question: '¿y el lunes?',
    };
    const asked = understand('¿cuanto vendi en la ultima hora?', '2030-12-12', previous, {
      todayClosed: true,
    });
    expect(asked).toMatchObject({ intent: 'sales_total', range: { from: '2030-12-12', to: '2030-12-12' } });
  });

  it('answers the last hours from the built day once its corte Z is in', async () => {
    const byHour = (hours: { hour: string; sales_cents: number }[]) => ({
      '/api/v1/intelligence/sales/by-hour': {
        attributes: {
          peak_hour: '13:00',
          valley_hour: '11:00',
          hours: hours.map((entry) => ({ ...entry, covers: null, tables: null })),
        },
        meta: { live_updates: { days_with: 0, days_without: 1, reason: null } },
      },
    });
    const quiet = { ...HOURS, hours: [] };
    // At 15:31 the last hour is 14:00 on: 14:00 and 15:00 sold.
    const sold = [
      { hour: '13:00', sales_cents: 300_000 },
      { hour: '14:00', sales_cents: 410_000 },
      { hour: '15:00', sales_cents: 90_000 },
    ];
    const last = await ask('¿Cuánto vendí en la última hora?', byHour(sold), quiet);
    expect(last.quoted).toMatchObject({ last_hours_sales_cents: 410_000 + 90_000, as_of: '15:31' });
    expect(last.answer).toMatch(/^Hoy desde las 14:00, hasta las 15:31, vendiste /);
    // Nothing in the window: the last hour that sold, said so.
    const early = await ask('¿Cuánto vendí en la última hora?', byHour(sold.slice(0, 1)), quiet);
    expect(early.answer).toBe(
      `Hoy desde las 14:00, hasta las 15:31, no vendiste: tu corte Z de hoy ya llegó, y tu última hora con ventas fue la de las 13:00, con ${money(300_000)} (con IVA y ya con descuentos, lo cobrado en tus órdenes).`,
    );
  });

  // Since 2026-12-07; before, "de las 02:00 a las 04:00 no cerraste mesas".
  it('reads «de 2 a 4» with no table closed in either reading as the afternoon', async () => {
    const quiet = { ...HOURS, hours: [hourSoFar(13, 310_500, 7, 19)] };
    const answered = await ask('¿Cuánto vendí hoy de 2 a 4?', {}, quiet);
    // At 15:31 the part is under way: from 14:00, not the small hours.
    expect(answered.answer).toMatch(/^Hoy desde las 14:00, hasta las 15:31, todavía no cierras mesas\./);
  });
});
