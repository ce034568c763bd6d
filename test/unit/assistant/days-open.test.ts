/**
 * "¿Cuántos días abrí en noviembre?" (coverage.ts `daysOpenAnswer`): the period's days with a corte Z
 * with sales out of its days, and the others named; expected from the days set up here.
 */
import { describe, expect, it } from 'vitest';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import { askRules, SALES_DAYS_PATH } from './fake-reader.ts';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
// Closed on Mondays (2, 9, 16, 23, 30); the 20th a corte Z with no sales; the 5th no corte at all.
const DAYS = datesInRange(NOVEMBER)
  .filter((date) => date !== '2026-11-05')
  .map((date) => {
    const monday = new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
    const sales = monday || date === '2026-11-20' ? 0 : 1_000_000;
    return {
      date,
      summaries_count: monday ? 0 : 1,
      total_sales_cents: sales,
      total_sales_no_iva_cents: null,
      covers: null,
      tables_served: null,
    };
  });
const ask = (question: string, days = DAYS) =>
  askRules(
    question,
    {
      '/api/v1/intelligence/sales/summary': {
        attributes: { total_sales_cents: 0, total_sales_no_iva_cents: null },
      },
      [SALES_DAYS_PATH]: { attributes: { days } },
    },
    { today: '2026-12-03', requiredPlanOf: () => 'growth' },
  );

describe('the days a period opened', () => {
  it.each([
    ['¿Cuántos días abrí en noviembre?'],
    ['¿qué días no abrí en noviembre?'],
    ['¿cuántos días cerré en noviembre?'],
  ])('%s: the days with a corte Z with sales, of the period, and the others named', async (question) => {
    const answered = await ask(question);
    const open = DAYS.filter((entry) => entry.summaries_count > 0 && entry.total_sales_cents > 0).length;
    expect(answered.intent).toBe('sales_total');
    expect(answered.quoted).toMatchObject({ days_with_sales: open, period_days: 30 });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre abriste ${open} de 30 días (los que tienen corte Z con venta). No hubo corte Z con venta el lunes 2 de noviembre, el jueves 5 de noviembre, el lunes 9 de noviembre, el lunes 16 de noviembre, el viernes 20 de noviembre, el lunes 23 de noviembre y el lunes 30 de noviembre.`,
    );
  });

  it.each([
    ['¿Qué días me falta el corte Z en noviembre?'],
    ['¿me falta algún corte en noviembre?'],
    ['¿qué cortes no han llegado en noviembre?'],
  ])('%s: the same days, said as cortes missing, not a cash shortage', async (question) => {
    // Before 2026-12-07, yesterday's cash difference ("la caja cuadró exacto").
    const answered = await ask(question);
    const open = DAYS.filter((entry) => entry.summaries_count > 0 && entry.total_sales_cents > 0).length;
    expect(answered.intent).toBe('sales_total');
    expect(answered.period).toEqual(NOVEMBER);
    expect(answered.quoted).toMatchObject({ days_with_sales: open, period_days: 30 });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre tengo corte Z con venta de ${open} de 30 días. Me faltan el del lunes 2 de noviembre, el del jueves 5 de noviembre, el del lunes 9 de noviembre, el del lunes 16 de noviembre, el del viernes 20 de noviembre, el del lunes 23 de noviembre y el del lunes 30 de noviembre: si abriste, tu punto de venta puede mandarlos.`,
    );
    // No period named: the last 28 closed days, as "¿qué días no abrí?".
    expect((await ask('¿Qué días me falta el corte Z?')).period).toEqual({
      from: '2026-11-05',
      to: '2026-12-02',
    });
  });

  it('says apart the days before the first the POS sent anything: no data, not a closure', async () => {
    // The history begins on Tuesday the 10th: the 1st to the 9th have nothing at all.
    const fromTenth = DAYS.filter((entry) => entry.date >= '2026-11-10');
    const answered = await ask('¿qué días no abrí en noviembre?', fromTenth);
    const open = fromTenth.filter((entry) => entry.summaries_count > 0 && entry.total_sales_cents > 0).length;
    expect(answered.quoted).toMatchObject({ days_with_sales: open, period_days: 30, days_without_data: 9 });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre abriste ${open} de 30 días (los que tienen corte Z con venta). Del domingo 1 de noviembre al lunes 9 de noviembre (9 días) no tengo ningún dato de tu punto de venta: no sé si abriste. Desde el martes 10 de noviembre: no hubo corte Z con venta el lunes 16 de noviembre, el viernes 20 de noviembre, el lunes 23 de noviembre y el lunes 30 de noviembre.`,
    );
  });

  it('says one day with no data in the singular', async () => {
    // Before 2026-12-07, "(1 días)".
    const fromSecond = DAYS.filter((entry) => entry.date >= '2026-11-02');
    const answered = await ask('¿qué días no abrí en noviembre?', fromSecond);
    expect(answered.quoted).toMatchObject({ days_without_data: 1 });
    expect(answered.answer).toContain(
      'El domingo 1 de noviembre (1 día) no tengo ningún dato de tu punto de venta: no sé si abriste.',
    );
  });

  it('with no period named, the last 28 closed days; one day said in the singular', async () => {
    // Before 2026-12-06, yesterday alone: "abriste 1 de 1 días".
    const answered = await ask('¿Qué días no abrí?');
    expect(answered.period).toEqual({ from: '2026-11-05', to: '2026-12-02' });
    const yesterday = [{ ...DAYS.find((entry) => entry.total_sales_cents > 0)!, date: '2026-12-02' }];
    expect((await ask('¿Cuántos días abrí ayer?', yesterday)).answer).toBe(
      'El miércoles 2 de diciembre abriste 1 de 1 día (los que tienen corte Z con venta): todos.',
    );
  });

  it('says every day opened when all did', async () => {
    const all = datesInRange({ from: '2026-11-23', to: '2026-11-29' }).map((date) => ({
      date,
      summaries_count: 1,
      total_sales_cents: 500_000,
      total_sales_no_iva_cents: null,
      covers: null,
      tables_served: null,
    }));
    const answered = await ask('¿Cuántos días abrí la semana pasada?', all);
    expect(answered.answer).toBe(
      'Del lunes 23 de noviembre al domingo 29 de noviembre abriste 7 de 7 días (los que tienen corte Z con venta): todos.',
    );
  });
});
