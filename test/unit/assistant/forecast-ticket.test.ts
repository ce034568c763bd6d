/**
 * The average ticket asked of days to come (forecast-ticket.ts): not forecast, said so, with the
 * day's sales per diner from its forecast row; every expected figure from the fixture.
 */
import { describe, expect, it } from 'vitest';
import { count, money } from '#shared/domain/assistant/format.ts';
import { askRules } from './fake-reader.ts';

const TODAY = '2026-12-04';
const day = (date: string, sales: number, covers: number) => ({
  date,
  sales_cents: sales,
  sales_low_cents: Math.round(sales * 0.9),
  sales_high_cents: Math.round(sales * 1.15),
  covers,
  covers_low: covers - 30,
  covers_high: covers + 40,
  status: 'ok' as const,
  drivers: [],
});
const DAYS = [day('2026-12-05', 5_175_551, 264), day('2026-12-06', 4_181_832, 230)];
const ask = (question: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/forecast': { attributes: { days: DAYS }, meta: { sales_basis: 'without_iva' } } },
    { today: TODAY, requiredPlanOf: () => 'growth' },
  );

describe('the average ticket of days to come', () => {
  it("says it is not forecast, then the day's sales and their quotient by its diners", async () => {
    // Before, "eso todavía no pasa"; "la próxima semana" read yesterday's ticket.
    const [saturday] = DAYS;
    const answered = await ask('¿Cuál va a ser mi ticket promedio mañana?');
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.answer).toMatch(
      /^No pronostico el ticket promedio, que es la venta entre las mesas atendidas/,
    );
    expect(answered.answer).toContain(
      ` Por comensal serían unos ${money(Math.round(saturday!.sales_cents / saturday!.covers))} sin IVA (la venta pronosticada entre los ${count(saturday!.covers)} comensales que espero).`,
    );
    expect(answered.quoted).toMatchObject({
      sales_cents: saturday!.sales_cents,
      covers: saturday!.covers,
      sales_per_cover_cents: Math.round(saturday!.sales_cents / saturday!.covers),
    });
  });

  it('says so of several days too, with their sales forecast', async () => {
    const answered = await ask('¿Cuál va a ser mi ticket promedio el fin de semana?');
    expect(answered.intent).toBe('forecast_sales');
    expect(answered.answer).toMatch(/^No pronostico el ticket promedio/);
    expect(answered.answer).toContain(money(DAYS[0]!.sales_cents + DAYS[1]!.sales_cents));
  });
});
