/**
 * "¿Por qué voy tan bajo hoy?" before the corte Z (live-why.ts): today against the same weekday of
 * last week at this hour, its diners and what each spends, the calendar of both days, how much of
 * the gap the forecast expected, and the pace. Every expected figure is computed here from the
 * live read set up.
 */
import { describe, expect, it } from 'vitest';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

// Tuesday 2 November 2027, Día de Muertos; the comparison day, Tuesday 26 October.
const TODAY = '2027-11-02';
const LIVE = {
  as_of: '2027-11-02T17:31:00.000-06:00',
  total_sales_cents: 3_314_650,
  covers_so_far: 201,
  tables_so_far: 83,
  avg_ticket_cents: 39_936,
  vs_same_time_yesterday: { sales_pct_change: -24.2, covers_pct_change: -20 },
  projected_day_total_cents: null,
  forecast_sales_cents: 3_508_244,
  forecast_sales_with_iva_cents: 4_069_563,
  forecast_sales_basis: 'without_iva',
  pace_pct: 92.1,
  open_tables: 7,
  open_covers: 17,
  open_ordered_cents: 0,
};
const META = {
  comparison: {
    date: '2027-10-26',
    source: 'live',
    sales_so_far_cents: 4_723_600,
    covers_so_far: 251,
    full_day_sales_cents: 4_940_150,
  },
};
const DRIVERS = [
  { code: 'holiday', label: 'Día de Muertos', effect_pct: -6.4 },
  { code: 'weekday', label: 'Martes', effect_pct: -8.1 },
];
const ask = (question: string, drivers: object[] = DRIVERS) =>
  askRules(
    question,
    {
      '/api/v1/live/sales/today': { attributes: LIVE, meta: META },
      '/api/v1/intelligence/forecast': { attributes: { days: [{ date: TODAY, status: 'ok', drivers }] } },
    },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe("today's why, before the corte Z", () => {
  // Since 2026-12-06; before, "Hoy todavía no cierras el día".
  it('sets today against last week at this hour, its diners and spend, the calendar and the forecast', async () => {
    const answered = await ask('¿Por qué voy tan bajo hoy?');
    expect(answered.intent).toBe('why_change');
    const spend = Math.round(((1 - 0.242) / (1 - 0.2) - 1) * 1000) / 10;
    const expected = pctChange(LIVE.forecast_sales_with_iva_cents, META.comparison.full_day_sales_cents)!;
    expect(answered.quoted).toMatchObject({
      sales_pct_change: -24.2,
      covers_pct_change: -20,
      ticket_pct_change: spend,
      today_calendar_1: 'Día de Muertos',
      today_calendar_1_effect_pct: -6,
      forecast_vs_base_day_pct: expected,
      pace_pct: 92.1,
    });
    expect(answered.answer).toBe(
      `Hoy, martes 2 de noviembre, hasta las 17:31 vas ${pct(-24.2)} abajo contra el martes 26 de octubre a la misma hora (${money(4_723_600)}). Llevas ${pct(-20)} menos comensales que entonces, y cada uno gasta ${pct(spend)} menos. Hoy es Día de Muertos, que tu pronóstico ya cuenta (−6%). Tu pronóstico ya esperaba un día ${pct(expected)} más flojo que ese: ${money(4_069_563)} con IVA contra los ${money(4_940_150)} de todo el martes 26 de octubre. Contra el pronóstico vas al ${pct(92.1)} de lo esperado a esta hora (el del día: ${money(4_069_563)} con IVA).`,
    );
  });

  it('says when neither day is one of the calendar', async () => {
    const answered = await ask('¿Por qué vendí menos hoy?', [DRIVERS[1]!]);
    expect(answered.answer).toContain(
      ' Ni hoy ni el martes 26 de octubre son días especiales en mi calendario.',
    );
  });
});
