/**
 * "¿Cuántos meseros tengo?" (headcount.ts): the people with sales to their name in the period, from
 * the waiters ranking's read, counted and named; never the diners nor the best waiter.
 */
import { describe, expect, it } from 'vitest';
import { askRules } from './fake-reader.ts';

const employee = (name: string, rank: number) => ({
  name,
  total_sales_cents: 1_000_000 - rank * 10_000,
  covers: null,
  avg_ticket_cents: null,
  tips_cents: null,
  tip_pct: null,
  rank,
});
const EMPLOYEES = ['Ana', 'Luis', 'Marta', 'Jorge'].map((name, index) => employee(name, index + 1));
const ask = (question: string, employees = EMPLOYEES) =>
  askRules(
    question,
    { '/api/v1/intelligence/sales/by-employee': { attributes: { employees } } },
    { today: '2026-12-04', requiredPlanOf: () => 'starter' },
  );

describe('the people who sell', () => {
  it.each([
    '¿cuántos meseros tengo?',
    '¿cuántos empleados tengo?',
    '¿cuántas personas trabajan conmigo?',
    '¿cuánta gente trabaja aquí?',
  ])('%s: counted and named over the last 28 closed days', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('best_waiter');
    expect(answered.period).toEqual({ from: '2026-11-06', to: '2026-12-03' });
    expect(answered.quoted).toEqual({ people_with_sales: EMPLOYEES.length });
    expect(answered.answer).toBe(
      'Del viernes 6 de noviembre al jueves 3 de diciembre 4 personas vendieron a su nombre en tu punto de venta: Ana, Luis, Marta y Jorge. Cuento a quien cobra mesas; la cocina y quien no vende no aparecen aquí (tu nómina capturada dice a cuántos pagas).',
    );
  });

  it('says why when the orders name no waiter, and keeps the diners and the staff forecast apart', async () => {
    expect((await ask('¿cuántos meseros tengo?', [])).answer).toMatch(
      /las órdenes no traen el nombre del mesero/,
    );
    expect((await ask('¿cuántas personas vinieron ayer?')).intent).toBe('covers_tables');
    expect((await ask('¿cuántos meseros necesito mañana?')).intent).toBe('forecast_staff');
  });
});
