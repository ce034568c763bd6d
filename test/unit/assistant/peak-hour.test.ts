/** The peak hour: by sales, or by the diners seated when the question asks for people. */
import { describe, expect, it } from 'vitest';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const hour = (at: string, sales_cents: number, covers: number | null) => ({
  hour: at,
  sales_cents,
  covers,
  tables: null,
});
const ask = (question: string, hours: object[], peak = '14:00', valley = '12:00') =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/by-hour': { attributes: { peak_hour: peak, valley_hour: valley, hours } } },
    { today: '2026-12-03', requiredPlanOf: () => 'starter' },
  );

describe('the peak hour asked of people', () => {
  const HOURS = [hour('12:00', 100_000, 10), hour('13:00', 300_000, 45), hour('14:00', 500_000, 40)];

  it('ranks the hours by the diners seated, not by sales', async () => {
    const answered = await ask('¿a qué hora llega más gente?', HOURS);
    expect(answered.quoted).toEqual({ covers_hour: '13:00', covers_hour_covers: 45 });
    expect(answered.answer).toMatch(
      /^La hora con más comensales .* fue a las 13:00: 45 se sentaron a esa hora\.$/,
    );
    const fewest = await ask('¿a qué hora llega menos gente?', HOURS);
    expect(fewest.quoted).toEqual({ covers_hour: '12:00', covers_hour_covers: 10 });
  });

  it.each(['¿A qué hora se llena más?', '¿a qué hora está más lleno?'])(
    '%s: the dining room full is people (before, the sales)',
    async (question) => {
      expect((await ask(question, HOURS)).quoted).toEqual({ covers_hour: '13:00', covers_hour_covers: 45 });
    },
  );

  it('says it has no diners by hour without the live tables, then gives the hour by sales', async () => {
    const answered = await ask(
      '¿a qué hora llega más gente?',
      HOURS.map((row) => ({ ...row, covers: null })),
    );
    expect(answered.answer).toMatch(
      /^No tengo comensales por hora .*: llegan con las mesas en vivo, que tu punto de venta no mandó esos días\. Por venta, tu hora pico .* fue a las 14:00/,
    );
    expect(answered.quoted.peak_hour).toBe('14:00');
    expect(answered.quoted.covers_hour).toBeUndefined();
  });

  it('keeps the sales ranking for a sales question', async () => {
    expect((await ask('¿a qué hora vendo más?', HOURS)).quoted.peak_hour).toBe('14:00');
  });
});

describe('the opening or closing hour asked', () => {
  it("says the first and last hour the day's sales show, and that no schedule is kept", async () => {
    // Before, the peak hour; a closing of the till ("cierro caja") stays the till's.
    const hours = [hour('12:00', 0, null), hour('13:00', 300_000, null), hour('17:00', 80_000, null)];
    const answered = await ask('¿A qué hora cerré ayer?', hours);
    expect(answered.answer).toBe(
      'El miércoles 2 de diciembre tu primera venta fue en la hora de las 13:00 y la última en la de las 17:00. Tu horario no lo registro: esto es lo que muestran tus ventas.',
    );
    expect(answered.quoted).toEqual({ first_sale_hour: '13:00', last_sale_hour: '17:00' });
    expect((await ask('¿A qué hora cierro caja?', hours)).quoted.first_sale_hour).toBeUndefined();
  });

  it.each([['¿A qué hora abro?'], ['¿A qué hora me conviene abrir?'], ['¿A qué hora empiezo a vender?']])(
    '%s: a habit, the last 28 closed days (before 2026-12-06, yesterday or the peak hour)',
    async (question) => {
      const hours = [hour('12:00', 90_000, null), hour('17:00', 80_000, null)];
      expect(understand(question, '2026-12-03', null)).toMatchObject({
        intent: 'peak_hour',
        range: { from: '2026-11-05', to: '2026-12-02' },
      });
      expect((await ask(question, hours)).quoted).toEqual({
        first_sale_hour: '12:00',
        last_sale_hour: '17:00',
      });
    },
  );
});

describe('each hour asked', () => {
  const HOURS = [hour('12:00', 100_000, 10), hour('13:00', 0, null), hour('14:00', 500_000, 40)];

  it("lists a day's hours that sold in clock order, not the peak alone", async () => {
    const answered = await ask('¿Cuánto vendí por hora ayer?', HOURS);
    expect(answered.intent).toBe('peak_hour');
    expect(answered.quoted).toEqual({
      hour_12: '12:00',
      hour_12_sales_cents: 100_000,
      hour_14: '14:00',
      hour_14_sales_cents: 500_000,
    });
    expect(answered.answer).toMatch(
      /^El miércoles 2 de diciembre vendiste por hora \(con IVA .*\): 12:00, \$1,000\.00; 14:00, \$5,000\.00\.$/,
    );
  });

  it("gives one day's mean over the hours that sold, and says why not over several days", async () => {
    const mean = await ask('¿Cuánto vendí en promedio por hora ayer?', HOURS);
    const total = 100_000 + 500_000;
    expect(mean.quoted).toEqual({
      mean_hour_sales_cents: total / 2,
      hours_with_sales: 2,
      hours_total_sales_cents: total,
    });
    const habit = await ask('¿Cuánto vendo en promedio por hora?', HOURS);
    expect(habit.quoted).not.toHaveProperty('mean_hour_sales_cents');
    expect(habit.answer).toMatch(
      /cada hora sumando esos días\): .* Un promedio por hora te lo doy de un día/,
    );
  });
});

describe("today's rush asked before its corte Z", () => {
  const TODAY = '2026-12-05';
  const read = (question: string, todayClosed = false) => {
    const understood = understand(question, TODAY, null, { todayClosed });
    if (understood.kind !== 'answer') throw new Error(understood.kind);
    return { intent: understood.intent, range: understood.range };
  };

  it.each([['¿A qué hora se llena hoy?'], ['¿Cuál es la hora pico hoy?']])(
    '%s: the forecast of today, whose hours are still to come (before, "the day has not closed")',
    (question) => {
      expect(read(question)).toEqual({ intent: 'forecast_sales', range: { from: TODAY, to: TODAY } });
    },
  );

  // Since 2026-12-06; before, yesterday's peak.
  it('«¿ya pasó la hora pico?» with no day: today’s forecast rush, the day’s own once closed', () => {
    expect(read('¿Ya pasó la hora pico?')).toEqual({
      intent: 'forecast_sales',
      range: { from: TODAY, to: TODAY },
    });
    expect(read('¿Ya pasó la hora pico?', true)).toEqual({
      intent: 'peak_hour',
      range: { from: TODAY, to: TODAY },
    });
  });

  // Since 2026-12-07; before, today's sales so far, or once closed the forecast's miss.
  it('«¿cuánto falta para cerrar?»: today’s hours to come, as «¿a qué hora cierro hoy?»', () => {
    for (const question of ['¿Cuánto falta para cerrar?', '¿Cuánto nos falta para abrir hoy?'])
      expect(read(question), question).toEqual({
        intent: 'forecast_sales',
        range: { from: TODAY, to: TODAY },
      });
    expect(read('¿Cuánto falta para cerrar?', true)).toEqual({
      intent: 'peak_hour',
      range: { from: TODAY, to: TODAY },
    });
    // "cerramos" before the corte Z is the present (since 2026-12-07; before, the live peak so far).
    expect(read('¿A qué hora cerramos hoy?')).toEqual({
      intent: 'forecast_sales',
      range: { from: TODAY, to: TODAY },
    });
    expect(read('¿A qué hora cerramos hoy?', true).intent).toBe('peak_hour');
    // Money or the register are not the hours.
    for (const question of ['¿Cuánto me falta para cerrar el mes?', '¿Cuánto falta para cerrar la caja?'])
      expect(understand(question, TODAY, null), question).not.toMatchObject({ intent: 'peak_hour' });
  });

  it('asked in the past, or once the day is closed, the day’s own hours', () => {
    expect(read('¿A qué hora se llenó hoy?').intent).toBe('peak_hour');
    expect(read('¿A qué hora se llena hoy?', true).intent).toBe('peak_hour');
  });

  it('with no day, a habit: the last 28 closed days (before, yesterday’s hour)', () => {
    for (const question of ['¿A qué hora se llena?', '¿A qué hora viene más gente?'])
      expect(read(question)).toEqual({
        intent: 'peak_hour',
        range: { from: '2026-11-07', to: '2026-12-04' },
      });
  });
});
