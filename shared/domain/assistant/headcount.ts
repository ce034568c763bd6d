/**
 * "¿Cuántos meseros tengo?", "¿cuántas personas trabajan conmigo?": the people with sales to their
 * name in the period (GET /sales/by-employee, the waiters ranking's own read), counted and named; a
 * head count of the floor, not of the payroll: the kitchen and whoever never charges a table do not
 * sell under their name, and that is said. Pure.
 */
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';

/** Names listed at most; more are counted. */
const NAMED = 12;

export function headcountAnswer(
  body: SalesByEmployeeAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const people = [...body.employees].sort((a, b) => a.rank - b.rank);
  if (people.length === 0)
    return `No sé cuántos meseros tienes ${when(context)}: las órdenes no traen el nombre del mesero (waiter_name).`;
  const count = answer.count('people_with_sales', 'Personas con ventas a su nombre', people.length);
  const named = people.slice(0, NAMED).map((person) => person.name);
  const more = people.length > NAMED ? `, entre otros` : '';
  const who = people.length === 1 ? 'persona vendió' : 'personas vendieron';
  return sentence(
    `${when(context)} ${count} ${who} a su nombre en tu punto de venta: ${list(named)}${more}. Cuento a quien cobra mesas; la cocina y quien no vende no aparecen aquí (tu nómina capturada dice a cuántos pagas).`,
  );
}
