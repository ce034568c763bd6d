/**
 * "¿Cuántos meseros tengo?", "¿cuántas personas trabajan conmigo?": the people with sales to their
 * name in the period (GET /sales/by-employee, the waiters ranking's own read), counted and named; a
 * head count of the floor, not of the payroll: the kitchen and whoever never charges a table do not
 * sell under their name, and that is said. Pure.
 */
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, meanInWords, when } from './compose.ts';
import { sentence } from './format.ts';
import { normalize } from './text.ts';

/** Names listed at most; more are counted. */
const NAMED = 12;

/** The people with sales to their name, by rank. */
const byRank = (body: SalesByEmployeeAttributes) => [...body.employees].sort((a, b) => a.rank - b.rank);

/** Why there is no one to count: the order lines name no waiter. */
const NO_NAMES = 'las órdenes no traen el nombre del mesero (waiter_name).';

const PEOPLE: readonly [string, string] = ['people_with_sales', 'Personas con ventas a su nombre'];

export function headcountAnswer(
  body: SalesByEmployeeAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const people = byRank(body);
  if (people.length === 0) return `No sé cuántos meseros tienes ${when(context)}: ${NO_NAMES}`;
  const count = answer.count(...PEOPLE, people.length);
  const named = people.slice(0, NAMED).map((person) => person.name);
  const more = people.length > NAMED ? `, entre otros` : '';
  const who = people.length === 1 ? 'persona vendió' : 'personas vendieron';
  return sentence(
    `${when(context)} ${count} ${who} a su nombre en tu punto de venta: ${list(named)}${more}. Cuento a quien cobra mesas; la cocina y quien no vende no aparecen aquí (tu nómina capturada dice a cuántos pagas).`,
  );
}

/** "¿Cuánto vende en promedio cada mesero?", "¿cuál es la venta promedio por mesero?". */
export const asksWaiterAverage = (question: string) => {
  const text = normalize(question);
  return /\b(promedio|media)\b/.test(text) && /\b(cada|por|un|una) meser[oa]\b/.test(text);
};

/**
 * The average sale per waiter: the sales to their names over how many sold, with the most and the
 * least beside it (the same rows the ranking reads); only what carries a waiter's name is counted.
 */
export function waiterAverageAnswer(
  body: SalesByEmployeeAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const people = byRank(body);
  if (people.length === 0) return `No sé cuánto vende cada mesero ${when(context)}: ${NO_NAMES}`;
  const said = meanInWords(
    people.map((person) => person.total_sales_cents),
    {
      mean: ['waiter_average_sales_cents', 'Venta promedio por mesero'],
      count: PEOPLE,
      total: ['waiters_total_sales_cents', 'Venta a nombre de los meseros'],
    },
    answer,
  );
  const [top, bottom] = [people[0]!, people.at(-1)!];
  const spread =
    people.length === 1
      ? ''
      : ` El que más, ${top.name} (${answer.money('top_waiter_sales_cents', top.name, top.total_sales_cents)}); el que menos, ${bottom.name} (${answer.money('bottom_waiter_sales_cents', bottom.name, bottom.total_sales_cents)}).`;
  return `${sentence(`${when(context)} cada mesero vendió en promedio ${said.mean}: ${said.total} a nombre de ${said.count} ${people.length === 1 ? 'persona' : 'personas'}.`)}${spread}`;
}
