/**
 * "¿Cuánto voy a vender esta semana?" on a Friday (forecast-so-far.ts): the forecast's days from
 * today, and the week's closed days before them added on the forecast's own basis; every expected
 * figure from the fixture.
 */
import { describe, expect, it } from 'vitest';
import { closedPartOf } from '#shared/domain/assistant/forecast-so-far.ts';
import { count, money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import { fakeReader, SALES_DAYS_PATH, soldDay } from './fake-reader.ts';

// A Friday: Monday 30 November to Thursday 3 December have closed.
const TODAY = '2026-12-04';
const forecastRow = (date: string, index: number) => ({
  date,
  sales_cents: 3_000_000 + index * 100_000,
  sales_low_cents: 2_500_000,
  sales_high_cents: 3_600_000 + index * 100_000,
  covers: 200 + index,
  covers_low: 180,
  covers_high: 230,
  status: 'ok' as const,
  drivers: [],
});
const ROWS = Array.from({ length: 14 }, (_, index) => forecastRow(addDays(TODAY, index)!, index));
/** The week's closed days: Tuesday closed (no corte Z), the others with sales without IVA and diners. */
const CLOSED = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map((date, index) =>
  index === 1
    ? soldDay(date, null)
    : {
        ...soldDay(date, 3_480_000 + index * 1_000),
        total_sales_no_iva_cents: 3_000_000 + index * 1_000,
        covers: 190 + index,
      },
);

/** The live read of a Sunday under way, its pace against the forecast said after the answer. */
const LIVE = {
  as_of: '2026-12-06T15:00:00.000-06:00',
  total_sales_cents: 1_500_000,
  covers_so_far: null,
  tables_so_far: null,
  avg_ticket_cents: null,
  vs_same_time_yesterday: null,
  forecast_sales_cents: 3_200_000,
  forecast_sales_basis: 'without_iva',
  pace_pct: 4.2,
};

const ask = async (question: string, closed = CLOSED, todayClosed = false, today = TODAY) => {
  const reader = fakeReader({
    '/api/v1/intelligence/forecast': {
      attributes: { days: ROWS },
      meta: { sales_basis: 'without_iva', as_of: addDays(today, todayClosed ? 0 : -1) },
    },
    [SALES_DAYS_PATH]: { attributes: { days: closed } },
    '/api/v1/live/sales/today': { attributes: LIVE, meta: {} },
  });
  const answered = await answerWithRules({
    question,
    today,
    previous: null,
    reader,
    requiredPlanOf: () => 'growth',
    understanding: understand(question, today, null, { todayClosed }),
  });
  return {
    ...answered,
    calls: reader.calls,
    quoted: Object.fromEntries(answered.figures.map((f) => [f.key, f.value])),
  };
};

const open = CLOSED.filter((entry) => entry.total_sales_cents > 0);
const ahead = ROWS.filter((entry) => entry.date <= '2026-12-06');

describe("a period's closed days beside its forecast", () => {
  it('adds the week sold so far, without IVA as the forecast, and names it', async () => {
    const answered = await ask('¿Cuánto voy a vender esta semana?');
    const sold = open.reduce((sum, entry) => sum + entry.total_sales_no_iva_cents!, 0);
    const expected = ahead.reduce((sum, entry) => sum + entry.sales_cents, 0);
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=2026-12-03`);
    expect(answered.quoted).toMatchObject({
      period_sales_cents: expected,
      so_far_sales_cents: sold,
      period_total_sales_cents: sold + expected,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del viernes 4 de diciembre al domingo 6 de diciembre espero vender \\${money(expected)} sin IVA en 3 días, entre .* sumando el rango de cada día; .* Sumando lo ya vendido desde el lunes 30 de noviembre \\(\\${money(sold)} sin IVA\\), al domingo 6 de diciembre llevarías unos \\${money(sold + expected)} sin IVA\\.$`,
      ),
    );
  });

  it('adds nothing sold to «la semana que viene», said from a Sunday closed', async () => {
    // Sunday 6 December, its corte Z in: "esta semana que viene" is 7–13 December. Before
    // 2026-12-07, "esta semana" read the week ending today, and its sales were added to the next.
    const sunday = '2026-12-06';
    const answered = await ask('¿Cuánto voy a vender esta semana que viene?', CLOSED, true, sunday);
    expect(answered.period).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(answered.calls.some((call) => call.startsWith(SALES_DAYS_PATH))).toBe(false);
    expect(answered.quoted).not.toHaveProperty('so_far_sales_cents');
    expect(answered.answer).not.toMatch(/Sumando lo ya vendido/);
  });

  it('adds the diners had so far to the diners expected', async () => {
    const answered = await ask('¿Cuántos clientes voy a tener esta semana?');
    const had = open.reduce((sum, entry) => sum + entry.covers!, 0);
    const expected = ahead.reduce((sum, entry) => sum + entry.covers, 0);
    expect(answered.answer).toMatch(
      new RegExp(
        `Sumando los ${count(had)} comensales que ya tuviste desde el lunes 30 de noviembre, al domingo 6 de diciembre llevarías unos ${count(had + expected)}\\.$`,
      ),
    );
  });

  it("once today's corte Z is in, counts today as sold and forecasts from tomorrow", async () => {
    // Today sold more than its forecast: the sum takes what it sold.
    const todaySold = { ...soldDay(TODAY, 4_640_000), total_sales_no_iva_cents: 4_000_000, covers: 260 };
    const answered = await ask('¿Cuánto voy a vender esta semana?', [...CLOSED, todaySold], true);
    const sold = [...open, todaySold].reduce((sum, entry) => sum + entry.total_sales_no_iva_cents!, 0);
    const expected = ahead.slice(1).reduce((sum, entry) => sum + entry.sales_cents, 0);
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=${TODAY}`);
    expect(answered.quoted).toMatchObject({
      so_far_sales_cents: sold,
      period_total_sales_cents: sold + expected,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del sábado 5 de diciembre al domingo 6 de diciembre espero vender \\${money(expected)} sin IVA en 2 días, entre .* sumando el rango de cada día; .* Sumando lo ya vendido desde el lunes 30 de noviembre \\(\\${money(sold)} sin IVA\\), al domingo 6 de diciembre llevarías unos \\${money(sold + expected)} sin IVA\\.$`,
      ),
    );
    // Today alone is the day against its forecast, not the forecast again.
    const reader = fakeReader({
      '/api/v1/intelligence/forecast': { attributes: { days: ROWS }, meta: { sales_basis: 'without_iva' } },
      [SALES_DAYS_PATH]: { attributes: { days: [todaySold] } },
    });
    const question = '¿Cuánto voy a vender hoy?';
    const todays = await answerWithRules({
      question,
      today: TODAY,
      previous: null,
      reader,
      requiredPlanOf: () => 'growth',
      understanding: understand(question, TODAY, null, { todayClosed: true }),
    });
    expect(todays.answer).toMatch(
      new RegExp(
        `^Hoy, viernes 4 de diciembre, te pronostiqué \\${money(ROWS[0]!.sales_cents)} sin IVA .* y vendiste \\${money(4_000_000)} sin IVA: `,
      ),
    );
  });

  it("on the week's last day to come, says that day's forecast and the week's sum", async () => {
    // Saturday 5 December after its corte Z: Sunday is what is left (before, Sunday alone).
    const saturday = {
      ...soldDay('2026-12-05', 4_640_000),
      total_sales_no_iva_cents: 4_000_000,
      covers: 260,
    };
    const week = [...CLOSED, { ...soldDay(TODAY, 3_712_000), total_sales_no_iva_cents: 3_200_000 }, saturday];
    const sold = week.reduce((sum, entry) => sum + (entry.total_sales_no_iva_cents ?? 0), 0);
    const sunday = ROWS.find((entry) => entry.date === '2026-12-06')!;
    const answered = await ask('¿Voy a llegar a 300 mil esta semana?', week, true, '2026-12-05');
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=2026-12-05`);
    expect(answered.quoted).toMatchObject({
      sales_cents: sunday.sales_cents,
      so_far_sales_cents: sold,
      period_total_sales_cents: sold + sunday.sales_cents,
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Mañana, domingo 6 de diciembre, espero vender \\${money(sunday.sales_cents)} sin IVA .* Sumando lo ya vendido desde el lunes 30 de noviembre \\(\\${money(sold)} sin IVA\\), al domingo 6 de diciembre llevarías unos \\${money(sold + sunday.sales_cents)} sin IVA\\.`,
      ),
    );
    // The goal is the week's, set against where the week lands, not against Sunday alone.
    const gap = 30_000_000 - (sold + sunday.sales_cents);
    expect(answered.answer).toMatch(
      gap > 0
        ? new RegExp(`te faltarían unos \\${money(gap)}\\.$`)
        : new RegExp(`por unos \\${money(-gap)}\\.$`),
    );
  });

  it('of the weekend under way, adds its Saturday sold; once it is over, the coming one', async () => {
    // Saturday 5 December after its corte Z: "el fin de semana" alone read as the last whole one
    // in the dates module, so Sunday's forecast came with nothing added (before 2026-12-06).
    const saturday = { ...soldDay('2026-12-05', 4_640_000), total_sales_no_iva_cents: 4_000_000 };
    const sunday = ROWS.find((entry) => entry.date === '2026-12-06')!;
    const answered = await ask('¿Cuánto voy a vender el fin de semana?', [saturday], true, '2026-12-05');
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-12-05&date_to=2026-12-05`);
    expect(answered.quoted).toMatchObject({
      so_far_sales_cents: 4_000_000,
      period_total_sales_cents: 4_000_000 + sunday.sales_cents,
    });
    expect(answered.answer).toContain(
      `Sumando lo ya vendido desde el sábado 5 de diciembre (${money(4_000_000)} sin IVA), al domingo 6 de diciembre llevarías unos ${money(4_000_000 + sunday.sales_cents)} sin IVA.`,
    );
    // Sunday after its corte Z: the weekend is over, so the coming one (before, the last whole
    // weekend's score against the forecast, and the prep list of the closed Sunday).
    for (const question of [
      '¿Cuánto voy a vender el fin de semana?',
      '¿Cuántos clientes espero el finde?',
      '¿Qué preparo para el fin de semana?',
    ])
      expect(understand(question, '2026-12-06', null, { todayClosed: true }), question).toMatchObject({
        range: { from: '2026-12-12', to: '2026-12-13' },
      });
    // "el finde" is the weekend on a weekday too (before, tomorrow); "el próximo finde" on a
    // Saturday is next week's.
    expect(understand('¿Cuántos clientes espero el finde?', '2026-12-02', null)).toMatchObject({
      range: { from: '2026-12-05', to: '2026-12-06' },
    });
    expect(understand('¿Cuánto voy a vender el próximo finde?', '2026-12-05', null)).toMatchObject({
      range: { from: '2026-12-12', to: '2026-12-13' },
    });
  });

  it('asks for a goal named without its amount first, then says where the week lands', async () => {
    const week = [...CLOSED, { ...soldDay(TODAY, 3_712_000), total_sales_no_iva_cents: 3_200_000 }];
    const answered = await ask('¿Voy a llegar a la meta de la semana?', week, true);
    const withAmount = await ask('¿Voy a llegar a 300 mil esta semana?', week, true);
    expect(answered.answer).toMatch(/^No tengo guardada una meta de venta: dime su monto, .*pronóstico\. /);
    // Past the request, the same answer as the week's forecast, and no goal's figure in it.
    const goalSaid = /( Para llegar a| Pasarías) .*$/;
    expect(withAmount.answer).toMatch(goalSaid);
    expect(answered.answer).toContain(withAmount.answer.replace(goalSaid, ''));
    expect(answered.quoted).not.toHaveProperty('goal_cents');
    expect(answered.quoted).toMatchObject({
      period_total_sales_cents: withAmount.quoted.period_total_sales_cents,
    });
  });

  it('on a Sunday under way, joins the week sold to today and says the pace after', async () => {
    const week = [...CLOSED, soldDay(TODAY, 3_480_000), soldDay('2026-12-05', 3_480_000)].map((entry) => ({
      ...entry,
      total_sales_no_iva_cents: entry.total_sales_cents === 0 ? null : 3_000_000,
    }));
    const sold = week.reduce((sum, entry) => sum + (entry.total_sales_no_iva_cents ?? 0), 0);
    const sunday = ROWS.find((entry) => entry.date === '2026-12-06')!;
    const answered = await ask('¿Cómo voy a cerrar la semana?', week, false, '2026-12-06');
    expect(answered.calls).toContain('/api/v1/live/sales/today?');
    expect(answered.quoted).toMatchObject({ period_total_sales_cents: sold + sunday.sales_cents });
    // The closed part's read is found before the live read that follows it.
    expect(answered.answer).toMatch(
      /^Hoy, domingo 6 de diciembre, espero vender .* Sumando lo ya vendido .* a esa hora\.$/,
    );
  });

  it('says nothing of the days sold when one open day sent no figure, nor for days only to come', async () => {
    const unsent = CLOSED.map((entry) => ({ ...entry, total_sales_no_iva_cents: null }));
    expect((await ask('¿Cuánto voy a vender esta semana?', unsent)).answer).not.toMatch(/Sumando/);
    const next = await ask('¿Cuánto voy a vender la próxima semana?');
    expect(next.answer).not.toMatch(/Sumando/);
    expect(next.calls).not.toContain(`${SALES_DAYS_PATH}?date_from=2026-11-30&date_to=2026-12-03`);
  });
});

// Since 2026-12-06; before, a replay of the week's forecasts, too few days to score.
describe('a period under way asked ahead on its last day, closed', () => {
  it('is the period sold, said closed: no day of it is left to come', async () => {
    const sunday = '2026-12-06';
    const summary = {
      total_sales_cents: 24_500_000,
      total_sales_no_iva_cents: 21_120_000,
      food_sales_cents: null,
      beverage_sales_cents: null,
      bar_sales_cents: null,
    };
    const week = Array.from({ length: 7 }, (_, index) => soldDay(addDays('2026-11-30', index)!, 3_500_000));
    const reader = fakeReader({
      '/api/v1/intelligence/sales/summary': { attributes: summary },
      [SALES_DAYS_PATH]: { attributes: { days: week } },
    });
    const answered = await answerWithRules({
      question: '¿Cuánto voy a vender esta semana?',
      today: sunday,
      previous: null,
      reader,
      requiredPlanOf: () => 'growth',
      understanding: understand('¿Cuánto voy a vender esta semana?', sunday, null, { todayClosed: true }),
    });
    expect(answered.intent).toBe('sales_total');
    expect(answered.period).toEqual({ from: '2026-11-30', to: sunday });
    expect(answered.answer).toBe(
      `Del lunes 30 de noviembre al domingo 6 de diciembre (ya cerró con el corte Z de hoy: no le quedan días por vender) vendiste ${money(24_500_000)} con IVA (${money(21_120_000)} sin IVA).`,
    );
    // Before the corte Z, the day under way is still to sell: the forecast.
    expect(understand('¿Cuánto voy a vender esta semana?', sunday, null)).toMatchObject({
      intent: 'forecast_sales',
    });
  });

  // Since 2026-12-07; before, "¿en cuánto voy a cerrar el año?" was tomorrow alone, and a year whose
  // history began in November read its sum as the year's.
  it('closes the year with the days sold, saying the days before the POS sent anything', async () => {
    expect(understand('¿En cuánto voy a cerrar el año en ventas?', '2026-12-22', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-22', to: '2026-12-31' },
    });
    const answered = await ask('¿En cuánto voy a cerrar el año?');
    expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=2026-01-01&date_to=2026-12-03`);
    // The four days of CLOSED are all the history: 3 open of the year's 337 closed days.
    expect(answered.answer).toContain(
      ' Ojo: del jueves 1 de enero al jueves 3 de diciembre solo 3 de sus 337 días tienen corte Z con venta: del jueves 1 de enero al domingo 29 de noviembre no tengo ningún dato de tu punto de venta.',
    );
    // A week whose history is whole says nothing of a day it did not open.
    expect((await ask('¿Cuánto voy a vender esta semana?')).answer).not.toContain('Ojo');
  });

  // Since 2026-12-07; before, out of the domain, and "lo que resta del mes" read "renta", the
  // month's expenses, after a forecast.
  it.each([
    ['¿Cómo cierro el mes?', '2026-12-01'],
    ['¿Cómo cerraré diciembre?', '2026-12-01'],
    ['¿Con cuánto cierro el mes?', '2026-12-01'],
    ['¿Cómo cierro el año?', '2026-01-01'],
  ])(
    '%s lands the period under way: the forecast to its end and the days sold from %s',
    async (question, from) => {
      expect(understand(question, TODAY, null)).toMatchObject({
        intent: 'forecast_sales',
        range: { from: TODAY, to: '2026-12-31' },
      });
      const answered = await ask(question);
      expect(answered.calls).toContain(`${SALES_DAYS_PATH}?date_from=${from}&date_to=2026-12-03`);
    },
  );

  it('reads "lo que resta del mes" after a forecast as the rest of the month, not the rent', () => {
    const previous = { intent: 'forecast_sales' as const, range: { from: '2026-12-07', to: '2026-12-13' } };
    expect(understand('¿Y en lo que resta del mes?', TODAY, previous)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: TODAY, to: '2026-12-31' },
    });
  });
});

// Since 2026-12-07; before, Palm Sunday to yesterday was added to a puente not begun, and today,
// still open, was left out of both sides. Easter 2031 is 13 April.
describe("Semana Santa's puente: Thursday to Sunday", () => {
  it('adds no closed part before it begins, and its own closed days once under way', () => {
    const puente = '¿Cuánto voy a vender en el puente de semana santa?';
    expect(closedPartOf(puente, { from: '2031-04-10', to: '2031-04-13' }, '2031-04-09')).toBeNull();
    expect(closedPartOf(puente, { from: '2031-04-12', to: '2031-04-13' }, '2031-04-12')).toEqual({
      from: '2031-04-10',
      to: '2031-04-11',
    });
    // The whole week still adds its days closed so far.
    expect(
      closedPartOf(
        '¿Cuánto voy a vender en semana santa?',
        { from: '2031-04-09', to: '2031-04-13' },
        '2031-04-09',
      ),
    ).toEqual({
      from: '2031-04-06',
      to: '2031-04-08',
    });
  });
});
