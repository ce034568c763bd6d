/**
 * A day to come's sales forecast against a closed day, or today while it is open
 * (shared/domain/assistant/forecast-versus.ts): which two days a question names, and answers whose
 * every figure is the forecast read's or the sales summary's, in one basis, computed here from the
 * fixture reads.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules, type FakeRead, SALES_DAYS_PATH } from './fake-reader.ts';

// A Thursday, as in docs/assistant.md's example.
const TODAY = '2026-12-03';
const FORECAST = '/api/v1/intelligence/forecast';
const SUMMARY = '/api/v1/intelligence/sales/summary';
const LIVE = '/api/v1/live/sales/today';

/** A forecast row whose 80 % interval is the point ±18 %. */
const forecastDay = (date: string, sales: number) => ({
  date,
  status: 'ok' as const,
  sales_cents: sales,
  sales_low_cents: Math.round(sales * 0.82),
  sales_high_cents: Math.round(sales * 1.18),
  covers: 100,
  covers_low: 90,
  covers_high: 110,
  drivers: [],
});
const TODAY_ROW = forecastDay(TODAY, 1_100_000);
const FRIDAY = forecastDay('2026-12-04', 1_230_000);
const SATURDAY = forecastDay('2026-12-05', 1_800_000);

const forecastRead = (
  days: object[] = [TODAY_ROW, FRIDAY, SATURDAY],
  basis: string | null = 'without_iva',
) => ({
  attributes: { days },
  meta: { sales_basis: basis },
});
/** A closed day's summary: with IVA at 16 % over the total without it. */
const closedDay = (noIva: number | null, total = Math.round((noIva ?? 1_000_000) * 1.16)): FakeRead => ({
  attributes: { total_sales_cents: total, total_sales_no_iva_cents: noIva },
});
const LIVE_SO_FAR = {
  as_of: '2026-12-03T13:30:00.000-06:00',
  total_sales_cents: 800_000,
  pace_pct: 96.4,
};

async function ask(question: string, reads: Record<string, FakeRead>) {
  const { quoted, ...result } = await askRules(question, reads, {
    today: TODAY,
    requiredPlanOf: () => 'pro',
  });
  return { ...result, figures: quoted };
}

/** The lead every answer with a forecast opens with, from the row. */
const lead = (when: string, row: typeof FRIDAY, basis = 'sin IVA') =>
  `${when} espero vender ${money(row.sales_cents)} ${basis} (entre ${money(row.sales_low_cents)} y ${money(row.sales_high_cents)})`;
const forecastFigures = (row: typeof FRIDAY) => ({
  sales_cents: row.sales_cents,
  sales_low_cents: row.sales_low_cents,
  sales_high_cents: row.sales_high_cents,
});
/** The difference's figures: the forecast minus the base, and the endpoints' change formula. */
const differenceFigures = (row: typeof FRIDAY, base: number) => ({
  sales_difference_cents: row.sales_cents - base,
  sales_vs_base_pct: pctChange(row.sales_cents, base),
});

/** The per-day sales read: each date's corte Z with its sales without IVA (none when null). */
const daysRead = (days: [string, number | null][]): FakeRead => ({
  attributes: {
    days: days.map(([date, noIva]) => ({
      date,
      summaries_count: noIva === null ? 0 : 1,
      total_sales_cents: noIva === null ? 0 : Math.round(noIva * 1.16),
      total_sales_no_iva_cents: noIva,
      covers: null,
      tables_served: null,
    })),
  },
});

describe('the two days a comparison with a day to come names', () => {
  it.each([
    ['¿Voy a vender más mañana que hoy?', '2026-12-04', TODAY],
    ['¿Mañana voy a vender más que el jueves pasado?', '2026-12-04', '2026-11-26'],
    ['¿El sábado va a estar mejor que el sábado pasado?', '2026-12-05', '2026-11-28'],
    ['¿Cuánto más voy a vender el viernes que el viernes pasado?', '2026-12-04', '2026-11-27'],
    ['¿Mañana vendo más que ayer?', '2026-12-04', '2026-12-02'],
    // A bare weekday in a question of days to come is the coming one (before, the latest past).
    ['¿Voy a vender más el viernes que el sábado?', '2026-12-04', '2026-12-05'],
    ['¿Cuánto voy a vender el sábado comparado con el viernes?', '2026-12-05', '2026-12-04'],
    ['¿Cuánto voy a vender el sábado comparado con el sábado pasado?', '2026-12-05', '2026-11-28'],
    ['¿boy a bender mas mañana ke oy?', '2026-12-04', TODAY],
    // No day asked but a weekday as the base: the coming one, today on the same weekday.
    ['¿Voy a vender más que el sábado pasado?', '2026-12-05', '2026-11-28'],
    ['¿Voy a vender más que el jueves pasado?', TODAY, '2026-11-26'],
  ])('%s → %s against %s', (question, coming, base) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      kind: 'answer',
      intent: 'forecast_sales',
      range: { from: coming, to: coming },
      base: { from: base, to: base },
    });
  });

  // Since 2026-12-07; before, the base's own sales against the week before it, or today's.
  it.each([
    ['¿Eso es más o menos que el jueves pasado?', '2026-12-04', '2026-11-26'],
    ['¿Y más que el miércoles pasado?', '2026-12-04', '2026-11-25'],
    ['¿Y eso contra lo de ayer?', '2026-12-04', '2026-12-02'],
    ['¿Y el sábado contra lo que vendí ayer?', '2026-12-05', '2026-12-02'],
  ])("after tomorrow's forecast, %s → %s against %s", (question, coming, base) => {
    const tomorrow = { intent: 'forecast_sales' as const, range: { from: '2026-12-04', to: '2026-12-04' } };
    expect(understand(question, TODAY, tomorrow)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: coming, to: coming },
      base: { from: base, to: base },
    });
  });

  it('leaves two closed days after a forecast as the sales comparison', () => {
    const tomorrow = { intent: 'forecast_sales' as const, range: { from: '2026-12-04', to: '2026-12-04' } };
    expect(understand('¿Vendí más ayer que antier?', TODAY, tomorrow)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2026-12-02', to: '2026-12-02' },
    });
  });

  // Since 2026-12-07; before, the coming weekend's forecast against the one just gone.
  it('leaves a weekend said past on its Monday as the one just gone, against the weekend before', () => {
    const monday = '2030-11-18';
    expect(understand('¿Vendí más este fin de semana que el pasado?', monday, null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2030-11-16', to: '2030-11-17' },
      base: { from: '2030-11-09', to: '2030-11-10' },
    });
    expect(understand('¿Voy a vender más este fin de semana que el pasado?', monday, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2030-11-23', to: '2030-11-24' },
      base: { from: '2030-11-16', to: '2030-11-17' },
    });
  });

  it('leaves two closed days, a base of several days and a plain forecast as they were', () => {
    // Two closed days: the sales comparison (its own rules).
    expect(understand('¿El sábado vendí más que el viernes?', TODAY, null)).toMatchObject({
      intent: 'sales_comparison',
    });
    // "que" with no "más", "menos", "mejor"… is a conjunction, not a comparison.
    expect(understand('¿Cuánto crees que venda el sábado?', TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-05', to: '2026-12-05' },
      base: { from: '2026-12-05', to: '2026-12-05' },
    });
    // A week is not a day: the forecast of the day asked, with no other base.
    for (const question of ['¿Voy a vender más mañana que la semana pasada?', '¿Cuánto voy a vender mañana?'])
      expect(understand(question, TODAY, null)).toMatchObject({
        intent: 'forecast_sales',
        range: { from: '2026-12-04', to: '2026-12-04' },
        base: { from: '2026-12-04', to: '2026-12-04' },
      });
  });
});

describe('the answer', () => {
  it('sets a day to come against another day to come, both forecasts', async () => {
    const answered = await ask('¿Voy a vender más el viernes que el sábado?', { [FORECAST]: forecastRead() });
    expect(answered.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}; el sábado 5 de diciembre espero ${money(SATURDAY.sales_cents)}: ${money(Math.abs(FRIDAY.sales_cents - SATURDAY.sales_cents))} menos (${pct(Math.abs(pctChange(FRIDAY.sales_cents, SATURDAY.sales_cents)!))}): aun el máximo probable queda abajo de lo que espero ese día.`,
    );
    // No sales to read of a day to come: the forecast alone.
    expect(answered.calls).toEqual([`${FORECAST}?days=14`]);
    expect(answered.figures).toEqual({
      ...forecastFigures(FRIDAY),
      base_forecast_sales_cents: SATURDAY.sales_cents,
      ...differenceFigures(FRIDAY, SATURDAY.sales_cents),
    });
  });

  it('says both figures in one basis and the difference, firmly only outside the interval', async () => {
    const inside = 1_100_000;
    const answered = await ask('¿Mañana voy a vender más que el jueves pasado?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: closedDay(inside),
    });
    const difference = differenceFigures(FRIDAY, inside);
    expect(answered.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}; el jueves 26 de noviembre vendiste ${money(inside)} sin IVA: unos ${money(difference.sales_difference_cents)} más (${pct(difference.sales_vs_base_pct!)}), dentro de lo que el pronóstico suele errar.`,
    );
    expect(answered.figures).toEqual({ ...forecastFigures(FRIDAY), base_sales_cents: inside, ...difference });
    // The same reads as "¿cuánto voy a vender mañana?" and "¿cuánto vendí el jueves 26?".
    expect(answered.calls).toEqual([
      `${FORECAST}?days=14`,
      `${SUMMARY}?date_from=2026-11-26&date_to=2026-11-26`,
    ]);

    const below = Math.round(SATURDAY.sales_low_cents * 0.9);
    const more = await ask('¿El sábado va a estar mejor que el sábado pasado?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: closedDay(below),
    });
    const gap = differenceFigures(SATURDAY, below);
    expect(more.answer).toBe(
      `${lead('El sábado 5 de diciembre', SATURDAY)}; el sábado 28 de noviembre vendiste ${money(below)} sin IVA: ${money(gap.sales_difference_cents)} más (${pct(gap.sales_vs_base_pct!)}): aun el mínimo probable queda arriba de ese día.`,
    );

    const above = Math.round(FRIDAY.sales_high_cents * 1.1);
    const less = await ask('¿Cuánto más voy a vender el viernes que el viernes pasado?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: closedDay(above),
    });
    const drop = differenceFigures(FRIDAY, above);
    expect(less.answer).toMatch(
      `el viernes 27 de noviembre vendiste ${money(above)} sin IVA: ${money(drop.sales_difference_cents)} menos (${pct(drop.sales_vs_base_pct!)}): aun el máximo probable queda abajo de ese día.`,
    );
    expect(less.figures).toMatchObject(drop);
  });

  it('compares with IVA when the forecast is with IVA, and not at all across bases', async () => {
    const total = 1_400_000;
    const withIva = await ask('¿Mañana voy a vender más que ayer?', {
      [FORECAST]: forecastRead(undefined, 'with_iva'),
      [SUMMARY]: closedDay(1_200_000, total),
    });
    expect(withIva.answer).toMatch(
      `el miércoles 2 de diciembre vendiste ${money(total)} con IVA: unos ${money(FRIDAY.sales_cents - total)} menos`,
    );
    expect(withIva.figures.base_sales_cents).toBe(total);

    // The day's corte sent no total without IVA: said with IVA, and no difference.
    const mismatched = await ask('¿Mañana voy a vender más que ayer?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: closedDay(null, total),
    });
    expect(mismatched.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}. El miércoles 2 de diciembre vendiste ${money(total)} con IVA, pero su corte Z no trae la venta sin IVA, así que no la comparo con el pronóstico, que es sin IVA.`,
    );
    expect(mismatched.figures).toEqual({ ...forecastFigures(FRIDAY), base_total_sales_cents: total });
  });

  it('says a past day without a corte Z, and a day to come without a forecast, with no number of them', async () => {
    const noZout = await ask('¿Mañana voy a vender más que el jueves pasado?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: { attributes: { total_sales_cents: 0, total_sales_no_iva_cents: null }, hasData: false },
    });
    expect(noZout.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}. El jueves 26 de noviembre no tiene corte Z (no abriste, o tu punto de venta no mandó el cierre), así que no tengo con qué compararlo.`,
    );
    expect(noZout.figures).toEqual(forecastFigures(FRIDAY));

    const young = { ...FRIDAY, status: 'insufficient_history' as const, sales_cents: null };
    const noForecast = await ask('¿Mañana voy a vender más que el jueves pasado?', {
      [FORECAST]: forecastRead([young], null),
      [SUMMARY]: closedDay(1_000_000),
    });
    expect(noForecast.answer).toMatch(/^Aún no tengo pronóstico para ese día/);
    expect(noForecast.figures).toEqual({});
  });

  it('compares today still open with its own forecast, and says what it has sold so far', async () => {
    const open = await ask('¿Voy a vender más mañana que hoy?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: { attributes: { total_sales_cents: 0, total_sales_no_iva_cents: null }, hasData: false },
      [LIVE]: { attributes: LIVE_SO_FAR },
    });
    const difference = differenceFigures(FRIDAY, TODAY_ROW.sales_cents);
    expect(open.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}. Hoy no ha cerrado, así que no lo tomo como día completo: para hoy esperaba ${money(TODAY_ROW.sales_cents)} sin IVA; contra eso, unos ${money(difference.sales_difference_cents)} más (${pct(difference.sales_vs_base_pct!)}), dentro de lo que el pronóstico suele errar. Hasta las 13:30 llevas ${money(LIVE_SO_FAR.total_sales_cents)} vendidos con IVA (${pct(LIVE_SO_FAR.pace_pct)} de lo esperado a esta hora).`,
    );
    expect(open.figures).toEqual({
      ...forecastFigures(FRIDAY),
      base_forecast_sales_cents: TODAY_ROW.sales_cents,
      ...difference,
      as_of: '13:30',
      total_sales_cents: LIVE_SO_FAR.total_sales_cents,
      pace_pct: LIVE_SO_FAR.pace_pct,
    });
    expect(open.calls.at(-1)).toBe(`${LIVE}?`);

    // No forecast kept for today: its sales so far, and nothing to compare.
    const unsaid = { ...TODAY_ROW, status: 'insufficient_history' as const, sales_cents: null };
    const noBase = await ask('¿Voy a vender más mañana que hoy?', {
      [FORECAST]: forecastRead([unsaid, FRIDAY]),
      [SUMMARY]: { attributes: {}, hasData: false },
      [LIVE]: { attributes: LIVE_SO_FAR },
    });
    expect(noBase.answer).toMatch(
      /\. Hoy no ha cerrado y no guardé pronóstico para hoy antes de que empezara, así que todavía no tengo con qué compararlo\. Hasta las 13:30 llevas/,
    );
    expect(noBase.figures).not.toHaveProperty('sales_difference_cents');
  });

  it('takes today as a whole day once its corte Z is in, without the live read', async () => {
    const closed = 1_300_000;
    const answered = await ask('¿Voy a vender más mañana que hoy?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: closedDay(closed),
      [LIVE]: { attributes: LIVE_SO_FAR },
    });
    expect(answered.answer).toMatch(`; hoy, jueves 3 de diciembre, vendiste ${money(closed)} sin IVA: unos`);
    expect(answered.calls).not.toContain(`${LIVE}?`);
  });

  it('names what the caller may not read of the past day, and quotes none of it', async () => {
    const refused = await ask('¿Mañana voy a vender más que el jueves pasado?', {
      [FORECAST]: forecastRead(),
      [SUMMARY]: { status: 403 },
    });
    expect(refused.answer).toBe(
      `${lead('Mañana, viernes 4 de diciembre,', FRIDAY)}. Tu plan no incluye esa información; la tienes desde el plan Pro. Puedes cambiar de plan en la configuración de tu cuenta.`,
    );
    expect(refused.figures).toEqual(forecastFigures(FRIDAY));
  });
});

describe('why a day to come differs', () => {
  const FRIDAY_WHY = {
    ...FRIDAY,
    drivers: [
      { code: 'quincena', label: 'Quincena', effect_pct: 8.2 },
      { code: 'weekday', label: 'Viernes', effect_pct: 12.4 },
    ],
  };
  const TODAY_WHY = { ...TODAY_ROW, drivers: [{ code: 'weekday', label: 'Jueves', effect_pct: -7.6 }] };
  const reads = (summary: FakeRead, live: object = LIVE_SO_FAR) => ({
    [FORECAST]: forecastRead([TODAY_WHY, FRIDAY_WHY, SATURDAY]),
    [SUMMARY]: summary,
    [LIVE]: { attributes: live },
  });
  const STILL_OPEN: FakeRead = {
    attributes: { total_sales_cents: 0, total_sales_no_iva_cents: null },
    hasData: false,
  };

  it.each([
    // No baseline named: tomorrow is asked against today, the day the owner stands in.
    ['¿Por qué mañana voy a vender menos?', '2026-12-04', TODAY],
    ['¿Por qué mañana voy a vender menos que hoy?', '2026-12-04', TODAY],
    ['¿Por qué mañana va a bajar la venta?', '2026-12-04', TODAY],
    ['¿Por qué el sábado voy a vender más que el sábado pasado?', '2026-12-05', '2026-11-28'],
  ])('%s → %s against %s', (question, coming, base) => {
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: coming, to: coming },
      base: { from: base, to: base },
    });
  });

  it('asks another day, or the diners, of itself (against the usual day), not of today', () => {
    expect(understand('¿Por qué el sábado voy a vender más?', TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      base: { from: '2026-12-05', to: '2026-12-05' },
    });
    expect(understand('¿Por qué mañana van a venir menos clientes?', TODAY, null)).toMatchObject({
      intent: 'forecast_covers',
      base: { from: '2026-12-04', to: '2026-12-04' },
    });
  });

  it("sets tomorrow against today's forecast, then says what sets them apart, each against its baseline", async () => {
    const answered = await ask('¿Por qué mañana voy a vender más?', reads(STILL_OPEN));
    expect(answered.answer).toMatch(
      /dentro de lo que el pronóstico suele errar\. Hasta las 13:30 llevas .*\. Por qué: mañana es quincena \(\+8%\); un viernes vende 12% más que el promedio de tu semana, y un jueves, 8% menos\.$/,
    );
    expect(answered.figures).toMatchObject({
      base_forecast_sales_cents: TODAY_ROW.sales_cents,
      calendar_effect_pct: 8,
      weekday_effect_pct: 12,
      base_weekday_effect_pct: -8,
    });
  });

  it("says only the day to come's drivers against a closed day, which has none in the forecast", async () => {
    const answered = await ask(
      '¿Por qué mañana voy a vender más que el jueves pasado?',
      reads(closedDay(1_000_000)),
    );
    expect(answered.answer).toMatch(
      /vendiste .* sin IVA: .*\. Por qué: mañana es quincena \(\+8%\); un viernes vende 12% más que el promedio de tu semana\.$/,
    );
    expect(answered.figures).not.toHaveProperty('base_weekday_effect_pct');
  });

  it.each([
    '¿Por qué el sábado voy a vender más?',
    // No word of a change, but a why all the same: "tan poco" is against the usual day.
    '¿Por qué el sábado voy a vender tan poco?',
  ])('sets another day to come against the usual day of the week ahead, named: %s', async (question) => {
    const answered = await ask(question, reads(STILL_OPEN));
    // The open days of the seven after today, of those the fixture holds: Friday and Saturday.
    const mean = Math.round((FRIDAY.sales_cents + SATURDAY.sales_cents) / 2);
    expect(answered.answer).toContain(
      `Contra tu día abierto promedio del viernes 4 de diciembre al sábado 5 de diciembre (${money(mean)} sin IVA), ${pct(pctChange(SATURDAY.sales_cents, mean)!)} más: un día fuerte.`,
    );
  });

  it("counts the open tables' orders in the pace, and says so", async () => {
    const live = { ...LIVE_SO_FAR, open_ordered_cents: 320_000 };
    const answered = await ask('¿Voy a vender más mañana que hoy?', reads(STILL_OPEN, live));
    expect(answered.answer).toContain(
      `llevas ${money(LIVE_SO_FAR.total_sales_cents)} vendidos con IVA (${pct(LIVE_SO_FAR.pace_pct)} de lo esperado a esta hora, contando ${money(320_000)} que ya pidieron tus mesas abiertas).`,
    );
    expect(answered.figures).toMatchObject({ open_ordered_cents: 320_000 });
  });
});

describe('days to come against a closed period', () => {
  // Thursday 3: the weekend to come is Saturday 5 and Sunday 6; the last one, 28 and 29 November.
  const SUNDAY = forecastDay('2026-12-06', 1_500_000);

  it.each([
    [
      '¿Este fin de semana voy a vender más que el pasado?',
      '2026-12-05',
      '2026-12-06',
      '2026-11-28',
      '2026-11-29',
    ],
    [
      '¿Voy a vender más la próxima semana que la pasada?',
      '2026-12-07',
      '2026-12-13',
      '2026-11-23',
      '2026-11-29',
    ],
    [
      '¿Voy a vender más la próxima semana que la semana anterior?',
      '2026-12-07',
      '2026-12-13',
      '2026-11-23',
      '2026-11-29',
    ],
  ])('%s: %s–%s against %s–%s', (question, from, to, baseFrom, baseTo) => {
    // Before, the period's forecast alone, or the weekend's first day.
    expect(understand(question, TODAY, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from, to },
      base: { from: baseFrom, to: baseTo },
    });
  });

  it("adds the days' forecasts and sets them against the period's sales in the same basis", async () => {
    const answered = await ask('¿Este fin de semana voy a vender más que el pasado?', {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, SUNDAY]),
      [SALES_DAYS_PATH]: daysRead([
        ['2026-11-28', 1_700_000],
        ['2026-11-29', 1_200_000],
      ]),
    });
    const total = SATURDAY.sales_cents + SUNDAY.sales_cents;
    const sold = 1_700_000 + 1_200_000;
    expect(answered.answer).toBe(
      `Del sábado 5 de diciembre al domingo 6 de diciembre espero vender ${money(total)} sin IVA; del sábado 28 de noviembre al domingo 29 de noviembre vendiste ${money(sold)} sin IVA: ${money(total - sold)} más (${pct(pctChange(total, sold)!)}). La suma de varios días no tiene rango propio (los de cada día no se suman).`,
    );
    expect(answered.figures).toEqual({
      sales_cents: total,
      base_sales_cents: sold,
      sales_difference_cents: total - sold,
      sales_vs_base_pct: pctChange(total, sold),
    });
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-28&date_to=2026-11-29`);
  });

  it('says per open day when the closed week lacks a corte Z the week to come will have', async () => {
    // Before 2026-12-07, seven forecast days against six sold read as the totals' change alone.
    const nextWeek = Array.from({ length: 7 }, (_, index) =>
      forecastDay(`2026-12-${String(7 + index).padStart(2, '0')}`, 1_000_000 + index * 100_000),
    );
    const sold: [string, number | null][] = [
      ['2026-11-23', 900_000],
      ['2026-11-24', 950_000],
      ['2026-11-25', 1_000_000],
      ['2026-11-26', 1_050_000],
      // Friday 27: no corte Z came in.
      ['2026-11-28', 1_700_000],
      ['2026-11-29', 1_200_000],
    ];
    const answered = await ask('¿Voy a vender más la próxima semana que la pasada?', {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, ...nextWeek]),
      [SALES_DAYS_PATH]: daysRead(sold),
    });
    const total = nextWeek.reduce((sum, row) => sum + row.sales_cents, 0);
    const base = sold.reduce((sum, [, cents]) => sum + cents!, 0);
    const mean = divideRounded(total, 7)!;
    const baseMean = divideRounded(base, sold.length)!;
    const change = pctChangeOfRatios(total, 7, base, sold.length)!;
    expect(answered.figures).toMatchObject({
      open_days: 7,
      base_open_days: sold.length,
      mean_day_sales_cents: mean,
      base_mean_day_sales_cents: baseMean,
      mean_day_sales_pct_change: change,
    });
    expect(answered.answer).toContain(
      ` Ojo: cuento 7 días abiertos del lunes 7 de diciembre al domingo 13 de diciembre y 6 del lunes 23 de noviembre al domingo 29 de noviembre (con corte Z y venta, o que espero que abras): por día abierto, ${money(mean)} contra ${money(baseMean)}, ${pct(Math.abs(change))} ${change > 0 ? 'más' : 'menos'}.`,
    );
    // As many open days on both sides: nothing more (the test above).
  });

  it('takes a period under way as its closed days and the forecasts of the rest', async () => {
    // This week: Monday 30 to Wednesday 2 closed, today (Thursday 3) open, Friday to Sunday ahead.
    const nextWeek = Array.from({ length: 7 }, (_, index) =>
      forecastDay(`2026-12-${String(7 + index).padStart(2, '0')}`, 1_000_000 + index * 100_000),
    );
    expect(understand('¿La próxima semana voy a vender más que esta?', TODAY, null)).toMatchObject({
      range: { from: '2026-12-07', to: '2026-12-13' },
      base: { from: '2026-11-30', to: '2026-12-06' },
    });
    const answered = await ask('¿La próxima semana voy a vender más que esta?', {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, SUNDAY, ...nextWeek]),
      [SALES_DAYS_PATH]: daysRead([
        ['2026-11-30', 900_000],
        ['2026-12-01', 950_000],
        ['2026-12-02', 1_000_000],
        [TODAY, null],
      ]),
    });
    const total = nextWeek.reduce((sum, row) => sum + row.sales_cents, 0);
    const sold = 900_000 + 950_000 + 1_000_000;
    const ahead = [TODAY_ROW, FRIDAY, SATURDAY, SUNDAY].reduce((sum, row) => sum + row.sales_cents, 0);
    expect(answered.figures).toEqual({
      sales_cents: total,
      base_sold_cents: sold,
      base_forecast_sales_cents: ahead,
      base_sales_cents: sold + ahead,
      sales_difference_cents: total - sold - ahead,
      sales_vs_base_pct: pctChange(total, sold + ahead),
    });
    expect(answered.answer).toContain(
      `; del lunes 30 de noviembre al domingo 6 de diciembre llevas ${money(sold)} vendidos y espero ${money(ahead)} en sus días por venir: ${money(sold + ahead)} sin IVA en total:`,
    );
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=${TODAY}`);
  });
});

describe('a period under way against a closed one', () => {
  // Thursday 3 December: this week is Monday 30 November to Sunday 6 December, the last one 23 to 29
  // November; this month runs past the forecast's 14 days.
  const SUNDAY = forecastDay('2026-12-06', 1_500_000);
  const THIS_WEEK: [string, number | null][] = [
    ['2026-11-30', 900_000],
    ['2026-12-01', 950_000],
    ['2026-12-02', 1_000_000],
    [TODAY, null],
  ];
  const LAST_WEEK: [string, number | null][] = Array.from({ length: 7 }, (_, index) => [
    `2026-11-${23 + index}`,
    1_100_000 + index * 50_000,
  ]);

  it.each([
    ['¿Voy a vender más esta semana que la pasada?', '2026-11-30', '2026-12-06', '2026-11-23', '2026-11-29'],
    [
      '¿Cuánto me falta para ganarle a la semana pasada?',
      '2026-11-30',
      '2026-12-06',
      '2026-11-23',
      '2026-11-29',
    ],
    ['¿Voy a vender más que el mes pasado?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    ['¿Voy a llegar a lo de noviembre?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    ['¿Voy a llegar a lo de noviembre este mes?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    // A month beginning with "a": before 2026-12-07, "a lo de agosto" left "gosto", no period.
    ['¿Voy a llegar a lo de agosto este mes?', '2026-12-01', '2026-12-31', '2026-08-01', '2026-08-31'],
    // A weekend gone against this one: the coming Saturday and Sunday (before 2026-12-06, tomorrow).
    [
      '¿Voy a vender más que el fin de semana pasado?',
      '2026-12-05',
      '2026-12-06',
      '2026-11-28',
      '2026-11-29',
    ],
    ['¿Voy a llegar a lo del fin de semana pasado?', '2026-12-05', '2026-12-06', '2026-11-28', '2026-11-29'],
    // A base that names its own period keeps it: "pasado" there is the year's, not "el mes pasado".
    [
      '¿Voy a vender más este mes que en diciembre del año pasado?',
      '2026-12-01',
      '2026-12-31',
      '2025-12-01',
      '2025-12-31',
    ],
    ['¿Cuánto me falta para igualar noviembre?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    ['¿Voy a superar el mes pasado?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    ['¿Le voy a ganar a noviembre?', '2026-12-01', '2026-12-31', '2026-11-01', '2026-11-30'],
    [
      '¿Cuánto me falta para llegar a lo que vendí en noviembre?',
      '2026-12-01',
      '2026-12-31',
      '2026-11-01',
      '2026-11-30',
    ],
  ])('%s: %s–%s, whole, against %s–%s', (question, from, to, baseFrom, baseTo) => {
    // Before, the week's days to come alone against last week's seven, or next year's November,
    // or out of the domain, or a dish named "me falta para llegar".
    expect(understand(question, TODAY, null)).toMatchObject({
      kind: 'answer',
      intent: 'forecast_sales',
      range: { from, to },
      base: { from: baseFrom, to: baseTo },
    });
  });

  it.each([
    // "¿Cómo voy contra noviembre?" is this month's closed days against November's same days, as
    // "contra el mes pasado" (before, today against all of November, refused).
    ['¿Cómo voy contra noviembre?', 'sales_comparison', '2026-12-01', '2026-12-02'],
    ['¿Le gané a noviembre?', 'sales_comparison', '2026-12-01', '2026-12-02'],
    // A goal is no period to overtake; a dish that may run short, no sales.
    ['¿Voy a llegar a 300 mil esta semana?', 'forecast_sales', TODAY, '2026-12-06'],
    ['¿Me va a alcanzar el pastor para el sábado?', 'purchase_suggestions', TODAY, '2026-12-05'],
  ])('%s stays %s of %s–%s', (question, intent, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent, range: { from, to } });
  });

  it('adds what the week sold to the forecast of its days to come, against all of last week', async () => {
    const question = '¿Cuánto me falta para ganarle a la semana pasada?';
    const answered = await ask(question, {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, SUNDAY]),
      [SALES_DAYS_PATH]: daysRead([...LAST_WEEK, ...THIS_WEEK]),
    });
    const sold = 900_000 + 950_000 + 1_000_000;
    const ahead = [TODAY_ROW, FRIDAY, SATURDAY, SUNDAY].reduce((sum, row) => sum + row.sales_cents, 0);
    const base = LAST_WEEK.reduce((sum, [, sales]) => sum + sales!, 0);
    expect(answered.figures).toEqual({
      sold_cents: sold,
      forecast_sales_cents: ahead,
      sales_cents: sold + ahead,
      base_sales_cents: base,
      sales_difference_cents: sold + ahead - base,
      sales_vs_base_pct: pctChange(sold + ahead, base),
      left_to_match_cents: base - sold,
    });
    expect(answered.answer).toBe(
      `Del lunes 30 de noviembre al domingo 6 de diciembre llevas ${money(sold)} vendidos y espero ${money(ahead)} del jueves 3 de diciembre al domingo 6 de diciembre: ${money(sold + ahead)} sin IVA en total; del lunes 23 de noviembre al domingo 29 de noviembre vendiste ${money(base)} sin IVA: ${money(base - sold - ahead)} menos (${pct(pctChange(sold + ahead, base)!)}). Para igualarlo te faltan ${money(base - sold)} sin IVA del jueves 3 de diciembre al domingo 6 de diciembre. La suma de varios días no tiene rango propio (los de cada día no se suman).`,
    );
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-23&date_to=2026-11-29`);
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=${TODAY}`);
  });

  it('takes a week begun today as all to come, what is missing being all of last week', async () => {
    // Monday 30 November: before 2026-12-06, today against last Monday alone.
    const monday = '2026-11-30';
    const week = Array.from({ length: 7 }, (_, index) =>
      forecastDay(index === 0 ? monday : `2026-12-0${index}`, 1_000_000 + index * 100_000),
    );
    const question = '¿Cuánto me falta para ganarle a la semana pasada?';
    expect(understand(question, monday, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: monday, to: '2026-12-06' },
      base: { from: '2026-11-23', to: '2026-11-29' },
    });
    const answered = await askRules(
      question,
      { [FORECAST]: forecastRead(week), [SALES_DAYS_PATH]: daysRead(LAST_WEEK) },
      { today: monday, requiredPlanOf: () => 'pro' },
    );
    const ahead = week.reduce((sum, row) => sum + row.sales_cents, 0);
    const base = LAST_WEEK.reduce((sum, [, sales]) => sum + sales!, 0);
    expect(answered.quoted).toMatchObject({
      sales_cents: ahead,
      base_sales_cents: base,
      left_to_match_cents: base,
    });
    expect(answered.answer).toContain(
      ` Para igualarlo te faltan ${money(base)} sin IVA del lunes 30 de noviembre al domingo 6 de diciembre.`,
    );
  });

  it('says what the days past the forecast would need, not a total, as a goal is answered', async () => {
    const november: [string, number | null][] = Array.from({ length: 30 }, (_, index) => [
      `2026-11-${String(index + 1).padStart(2, '0')}`,
      1_000_000,
    ]);
    const answered = await ask('¿Voy a llegar a lo de noviembre?', {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, SUNDAY]),
      [SALES_DAYS_PATH]: daysRead([...november, ...THIS_WEEK.slice(2)]),
    });
    const sold = 1_000_000;
    const ahead = [TODAY_ROW, FRIDAY, SATURDAY, SUNDAY].reduce((sum, row) => sum + row.sales_cents, 0);
    const base = 30 * 1_000_000;
    // The forecast covers today to Sunday 6; the 7th to the 31st, 25 days, are not forecast. Before,
    // the gap was split over all 29 days left, as if the forecast of the first four said nothing.
    const needed = base - sold - ahead;
    expect(answered.figures).toEqual({
      sold_cents: sold,
      forecast_sales_cents: ahead,
      base_sales_cents: base,
      goal_needed_cents: needed,
      goal_needed_per_day_cents: needed / 25,
      goal_days_left: 25,
    });
    expect(answered.answer).toBe(
      `Del martes 1 de diciembre al jueves 31 de diciembre llevas ${money(sold)} vendidos y espero ${money(ahead)} del jueves 3 de diciembre al domingo 6 de diciembre sin IVA; del domingo 1 de noviembre al lunes 30 de noviembre vendiste ${money(base)} sin IVA. Para llegar a lo de ese periodo, del lunes 7 de diciembre al jueves 31 de diciembre (25 días que aún no pronostico) tendrías que vender ${money(needed)}, unos ${money(needed / 25)} al día.`,
    );
  });
  it('sets the days forecast of a period to come against the base, and says what the rest would need', async () => {
    // Before 2026-12-06: "Para del jueves 3 de diciembre al jueves 31 de diciembre aún no tengo
    // pronóstico de todos sus días, así que no lo comparo."
    const november: [string, number | null][] = Array.from({ length: 30 }, (_, index) => [
      `2026-11-${String(index + 1).padStart(2, '0')}`,
      1_000_000,
    ]);
    const answered = await ask('¿De aquí a fin de mes voy a vender más que en noviembre?', {
      [FORECAST]: forecastRead([TODAY_ROW, FRIDAY, SATURDAY, SUNDAY]),
      [SALES_DAYS_PATH]: daysRead(november),
    });
    const ahead = [TODAY_ROW, FRIDAY, SATURDAY, SUNDAY].reduce((sum, row) => sum + row.sales_cents, 0);
    const base = 30 * 1_000_000;
    const needed = base - ahead;
    expect(answered.answer).toBe(
      `Del jueves 3 de diciembre al domingo 6 de diciembre espero vender ${money(ahead)} sin IVA; del domingo 1 de noviembre al lunes 30 de noviembre vendiste ${money(base)} sin IVA. Para llegar a lo de ese periodo, del lunes 7 de diciembre al jueves 31 de diciembre (25 días que aún no pronostico) tendrías que vender ${money(needed)}, unos ${money(needed / 25)} al día.`,
    );
  });
});
