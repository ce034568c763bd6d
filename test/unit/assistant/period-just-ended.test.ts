/**
 * A month asked on its 1st, a week on its Monday, a quincena on its 1st or 16th or a year on 1 January, in the past ("¿cómo me fue el mes?") before
 * that day's corte Z: nothing of it has closed, so the one just ended is read, and the answer says
 * so (understand.ts periodJustEnded); so is "el mes" asked in the past one day into it. Progress
 * ("¿cuánto llevo este mes?") stays today's.
 */
import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/assistant/format.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

const FIRST = '2026-12-01';
const MONDAY = '2026-12-07';
const SUMMARY = {
  total_sales_cents: 140_573_900,
  total_sales_no_iva_cents: 121_184_400,
  food_sales_cents: null,
  beverage_sales_cents: null,
  bar_sales_cents: null,
};
const ask = (question: string, today: string) =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/summary': { attributes: SUMMARY } },
    { today, requiredPlanOf: () => 'growth' },
  );

describe('a month or week asked on its first day', () => {
  it.each([
    ['¿Cómo me fue el mes?', FIRST, { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cuánto vendí este mes?', FIRST, { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cómo me fue esta semana?', MONDAY, { from: '2026-11-30', to: '2026-12-06' }],
    ['¿Cuánto vendí en la semana?', MONDAY, { from: '2026-11-30', to: '2026-12-06' }],
    ['¿Cómo estuvo la quincena?', FIRST, { from: '2026-11-16', to: '2026-11-30' }],
    ['¿Cómo estuvo la quincena?', '2026-12-16', { from: '2026-12-01', to: '2026-12-15' }],
    // A year on 1 January (since 2026-12-06).
    ['¿Cómo me fue este año?', '2027-01-01', { from: '2026-01-01', to: '2026-12-31' }],
  ])('%s on %s: the one just ended (before, today still open)', (question, today, range) => {
    expect(understand(question, today, null)).toMatchObject({ intent: 'sales_total', range });
  });

  // Since 2026-12-07; before, the 1st alone.
  it.each([
    ['¿Cuánto me dejó el mes?', '2026-12-02', false, 'profit', { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cómo me fue el mes?', '2026-12-02', false, 'sales_total', { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cómo me fue el mes?', FIRST, true, 'sales_total', { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cómo me fue la semana?', '2026-12-08', false, 'sales_total', { from: '2026-11-30', to: '2026-12-06' }],
    // "Este mes" is the one under way, its first day.
    ['¿Cómo me fue este mes?', '2026-12-02', false, 'sales_total', { from: FIRST, to: FIRST }],
  ])(
    '%s on %s (corte Z in: %s), one day in: the one just ended',
    (question, today, todayClosed, intent, range) => {
      expect(understand(question, today, null, { todayClosed })).toMatchObject({ intent, range });
    },
  );

  it('says which period it read, and why', async () => {
    const month = await ask('¿Cómo me fue el mes?', FIRST);
    expect(month.answer).toBe(
      `Del domingo 1 de noviembre al lunes 30 de noviembre (el mes que acaba de cerrar; este empieza hoy) vendiste ${money(SUMMARY.total_sales_cents)} con IVA (${money(SUMMARY.total_sales_no_iva_cents)} sin IVA).`,
    );
    const week = await ask('¿Cómo me fue esta semana?', MONDAY);
    expect(week.answer).toContain('(la semana que acaba de cerrar; esta empieza hoy)');
    const quincena = await ask('¿Cómo estuvo la quincena?', FIRST);
    expect(quincena.answer).toContain('(la quincena que acaba de cerrar; esta empieza hoy)');
    const year = await ask('¿Cuánto vendí este año?', '2027-01-01');
    expect(year.answer).toContain('(el año que acaba de cerrar; este empieza hoy)');
  });

  it.each([
    ['¿Cuánto llevo este mes?', FIRST],
    ['¿Cómo voy este mes?', FIRST],
    ['¿Cómo va la semana?', MONDAY],
  ])('%s on %s stays today, live', (question, today) => {
    expect(understand(question, today, null)).toMatchObject({ range: { from: today, to: today } });
  });

  // "El mes" one day in is the one just ended since 2026-12-07 (above); "este mes" the one under way.
  it('reads "este mes" itself once a day of it has closed, and "el mes" from its second day', () => {
    expect(understand('¿Cómo me fue este mes?', FIRST, null, { todayClosed: true })).toMatchObject({
      range: { from: FIRST, to: FIRST },
    });
    expect(understand('¿Cómo me fue el mes?', '2026-12-03', null)).toMatchObject({
      range: { from: FIRST, to: '2026-12-02' },
    });
  });
});

// Since 2026-12-06; before, this month's first day alone, refused as if a capture were missing.
describe('a figure whose default is the month under way, asked on its 1st', () => {
  it('reads the month just ended, and says so, asked so far too; a live figure stays today', () => {
    expect(understand('¿Cuál es mi costo de alimentos?', FIRST, null)).toMatchObject({
      intent: 'food_cost',
      range: { from: '2026-11-01', to: '2026-11-30' },
      justEnded: 'month',
    });
    // So far (since later on 2026-12-06; before, refused until the corte Z): nothing of the month
    // under way is closed yet.
    for (const question of ['¿Cuánto llevo de costo de alimentos?', '¿Cuánto llevo de nómina?'])
      expect(understand(question, FIRST, null)).toMatchObject({
        range: { from: '2026-11-01', to: '2026-11-30' },
        justEnded: 'month',
      });
    // Today's tips so far have their live answer.
    expect(understand('¿Cuánto llevo de propinas?', FIRST, null)).toMatchObject({
      intent: 'tips',
      range: { from: FIRST, to: FIRST },
    });
  });
});

// Since 2026-12-06; before, the days of the new period closed so far (on 2 January, New Year's Day).
describe('a period asked as closed ("¿cómo cerré el año?")', () => {
  it.each([
    ['¿Cómo cerré el año?', '2027-01-02', { from: '2026-01-01', to: '2026-12-31' }],
    ['¿Cómo terminé el año?', '2027-03-15', { from: '2026-01-01', to: '2026-12-31' }],
    ['¿Cómo cerré el mes?', '2026-12-10', { from: '2026-11-01', to: '2026-11-30' }],
    ['¿Cómo acabamos la semana?', '2026-12-09', { from: '2026-11-30', to: '2026-12-06' }],
    ['¿Cómo cerré la quincena?', '2026-12-20', { from: '2026-12-01', to: '2026-12-15' }],
    ['¿Cómo cerré el mes pasado?', '2026-12-10', { from: '2026-11-01', to: '2026-11-30' }],
  ])('%s on %s: the last one that ended', (question, today, range) => {
    expect(understand(question, today, null)).toMatchObject({ intent: 'sales_total', range });
  });

  it('is the one under way once the corte Z of its last day is in', () => {
    expect(understand('¿Cómo cerré el mes?', '2026-11-30', null, { todayClosed: true })).toMatchObject({
      range: { from: '2026-11-01', to: '2026-11-30' },
    });
    // Before it, the month ending today to yesterday, said so (since 2026-12-07; before, October,
    // with no word of why).
    expect(understand('¿Cómo cerré el mes?', '2026-11-30', null)).toMatchObject({
      range: { from: '2026-11-01', to: '2026-11-29' },
      endsYesterday: true,
    });
  });

  it('leaves a drawer or a day closed as they were', () => {
    expect(understand('¿Cómo cerré la caja?', '2026-12-10', null)).toMatchObject({
      intent: 'cash_variance',
      range: { from: '2026-12-09', to: '2026-12-09' },
    });
    expect(understand('¿Cómo cerré ayer?', '2026-12-10', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-12-09', to: '2026-12-09' },
    });
  });

  it('says the year it read, with its sales', async () => {
    const year = await ask('¿Cómo cerré el año?', '2027-01-02');
    expect(year.answer).toBe(
      `Del jueves 1 de enero de 2026 al jueves 31 de diciembre de 2026 vendiste ${money(SUMMARY.total_sales_cents)} con IVA (${money(SUMMARY.total_sales_no_iva_cents)} sin IVA).`,
    );
  });
});

// Since 2026-12-06; before, the days closed so far (on 2 January, New Year's Day alone).
describe('a ranking within a period too young to hold one of what it ranks', () => {
  it.each([
    ['¿Cuál fue mi mejor mes del año?', '2027-01-02', { from: '2026-01-01', to: '2026-12-31' }],
    ['¿Cuál fue mi mejor semana del año?', '2027-01-05', { from: '2026-01-01', to: '2026-12-31' }],
    ['¿Cuál fue mi mejor semana del mes?', '2026-12-03', { from: '2026-11-01', to: '2026-11-30' }],
  ])('%s on %s: the one just ended', (question, today, range) => {
    expect(understand(question, today, null)).toMatchObject({ intent: 'best_day', range });
    expect(understand(question, today, null)).not.toHaveProperty('justEnded');
  });

  it('ranks within the period under way once it holds one', () => {
    expect(understand('¿Cuál fue mi mejor semana del año?', '2027-01-09', null)).toMatchObject({
      range: { from: '2027-01-01', to: '2027-01-08' },
    });
    expect(understand('¿Cuál fue mi mejor mes del año?', '2027-03-09', null)).toMatchObject({
      range: { from: '2027-01-01', to: '2027-03-08' },
    });
  });
});

// Since 2026-12-06; before, the coming weekend's forecast.
describe('"este fin de semana" in the past on a weekday', () => {
  it('is the weekend just gone; in the future, or once it has begun, the one it names', () => {
    const monday = '2026-12-07';
    for (const question of ['¿Cuánto vendí este fin de semana?', '¿Cómo me fue este fin?'])
      expect(understand(question, monday, null)).toMatchObject({
        intent: 'sales_total',
        range: { from: '2026-12-05', to: '2026-12-06' },
      });
    expect(understand('¿Cuánto voy a vender este fin de semana?', monday, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-12-12', to: '2026-12-13' },
    });
  });
});
