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

  // Since 2026-12-06; before, the best waiter of the day.
  it.each(['¿cuántos meseros tuve ayer?', '¿cuántos empleados vinieron ayer?'])(
    '%s: the day\'s people counted, but "¿cuánta gente tuve?" is the diners',
    async (question) => {
      const answered = await ask(question);
      expect(answered.intent).toBe('best_waiter');
      expect(answered.period).toEqual({ from: '2026-12-03', to: '2026-12-03' });
      expect(answered.quoted).toEqual({ people_with_sales: EMPLOYEES.length });
      expect(answered.answer).toMatch(/^El jueves 3 de diciembre 4 personas vendieron a su nombre/);
      expect((await ask('¿cuánta gente tuve ayer?')).intent).toBe('covers_tables');
    },
  );

  it('says why when the orders name no waiter, and keeps the diners and the staff forecast apart', async () => {
    expect((await ask('¿cuántos meseros tengo?', [])).answer).toMatch(
      /las órdenes no traen el nombre del mesero/,
    );
    expect((await ask('¿cuántas personas vinieron ayer?')).intent).toBe('covers_tables');
    expect((await ask('¿cuántos meseros necesito mañana?')).intent).toBe('forecast_staff');
  });
});

describe('the average per waiter', () => {
  it.each(['¿Cuánto vende en promedio cada mesero?', '¿Cuál es la venta promedio por mesero?'])(
    '%s: the sales to their names over how many sold, the most and the least beside',
    async (question) => {
      const answered = await ask(question);
      expect(answered.intent).toBe('best_waiter');
      // A habit in the present: the last 28 closed days, as the ranking's habit.
      expect(answered.period).toEqual({ from: '2026-11-06', to: '2026-12-03' });
      const total = EMPLOYEES.reduce((sum, person) => sum + person.total_sales_cents, 0);
      expect(answered.quoted).toEqual({
        waiter_average_sales_cents: Math.round(total / EMPLOYEES.length),
        people_with_sales: 4,
        waiters_total_sales_cents: total,
        top_waiter_sales_cents: EMPLOYEES[0]!.total_sales_cents,
        bottom_waiter_sales_cents: EMPLOYEES[3]!.total_sales_cents,
      });
      expect(answered.answer).toMatch(
        /cada mesero vendió en promedio \$9,750\.00: \$39,000\.00 a nombre de 4 personas\. El que más, Ana \(\$9,900\.00\); el que menos, Jorge \(\$9,600\.00\)\.$/,
      );
    },
  );

  it('says why without waiter names', async () => {
    expect((await ask('¿Cuánto vende en promedio cada mesero?', [])).answer).toMatch(
      /^No sé cuánto vende cada mesero .*waiter_name/,
    );
  });
});

describe('who came to work', () => {
  it.each(['¿Qué meseros vinieron ayer?', '¿Quiénes trabajaron ayer?'])(
    '%s: attendance said unknown, then who sold (before, the best waiter or out of the domain)',
    async (question) => {
      const answered = await ask(question);
      expect(answered.intent).toBe('best_waiter');
      expect(answered.period).toEqual({ from: '2026-12-03', to: '2026-12-03' });
      expect(answered.quoted).toEqual({ people_with_sales: 4 });
      expect(answered.answer).toMatch(
        /^No llevo asistencia: tu punto de venta no manda entradas ni salidas, así que te digo quién vendió a su nombre\. El jueves 3 de diciembre 4 personas vendieron a su nombre en tu punto de venta: Ana, Luis, Marta y Jorge\./,
      );
    },
  );

  it('names who sold in the 4 weeks before and not on the day asked (before, the cash shortage)', async () => {
    const before = [...EMPLOYEES, employee('Pedro', 5), employee('Rosa', 6)];
    const day = [EMPLOYEES[0]!, EMPLOYEES[2]!, EMPLOYEES[3]!];
    const answered = await askRules(
      '¿Quién faltó ayer?',
      {
        '/api/v1/intelligence/sales/by-employee?date_from=2026-12-03&date_to=2026-12-03': {
          attributes: { employees: day },
        },
        '/api/v1/intelligence/sales/by-employee?date_from=2026-11-05&date_to=2026-12-02': {
          attributes: { employees: before },
        },
      },
      { today: '2026-12-04', requiredPlanOf: () => 'starter' },
    );
    expect(answered.intent).toBe('best_waiter');
    const missed = before.filter((person) => !day.includes(person)).map((person) => person.name);
    expect(missed).toEqual(['Luis', 'Pedro', 'Rosa']);
    expect(answered.quoted).toMatchObject({
      people_with_sales: 3,
      missed_people: 3,
      missed_1: 'Luis',
      missed_3: 'Rosa',
    });
    expect(answered.answer).toMatch(
      /^No llevo asistencia: .* 3 personas vendieron a su nombre .* De 3 personas que vendieron en las 4 semanas anteriores, no vendieron el jueves 3 de diciembre: Luis, Pedro y Rosa\.$/,
    );
    // Everyone of the weeks before sold that day too: said so.
    expect((await ask('¿Quién no vino ayer?')).answer).toMatch(
      /Todos los que vendieron en las 4 semanas anteriores vendieron también el jueves 3 de diciembre\.$/,
    );
  });
});
