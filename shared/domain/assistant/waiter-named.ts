/**
 * "¿Cuánto vendió Ana ayer?", "¿cuánto vendió mi mesero Beto?": one waiter's line of sales/by-employee,
 * not the branch's total. A waiter is a capitalized word after "vendió" (as a name is written; "el
 * restaurante", "ayer", "se vendió" are not), matched to the rows by its folded first names ("Ana"
 * is "Ana López"); a name no row has is said, and the ranking follows.
 */
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { sentence } from './format.ts';
import { fold, normalize, words } from './text.ts';

type Employee = SalesByEmployeeAttributes['employees'][number];

/** What may stand between "vendió" and the name: "vendió mi mesero Ana", "vendió la mesera Carla". */
const BEFORE_THE_NAME = new Set(['mi', 'el', 'la', 'mesero', 'mesera']);

/** The waiter a question names after "vendió", as written; null when it names none. */
export function waiterNamed(question: string): string | null {
  const tokens = question.split(/[\s¿?¡!.,;:]+/).filter((token) => token.length > 0);
  const verb = tokens.findIndex((token) => ['vendio', 'vendió'].includes(token.toLowerCase()));
  if (verb < 0 || tokens[verb - 1]?.toLowerCase() === 'se') return null;
  let at = verb + 1;
  while (at < tokens.length && BEFORE_THE_NAME.has(normalize(tokens[at]!))) at++;
  const name = tokens[at];
  const capitalized = name !== undefined && /^\p{Lu}\p{Ll}+$/u.test(name);
  // "mesero Ana" names her; "el Restaurante" (a capital, but after an article alone) does not.
  const afterArticle = at > verb + 1 && !/^meser[oa]$/.test(normalize(tokens[at - 1]!));
  return capitalized && !afterArticle ? name : null;
}

/** The rows whose name holds the word asked, folded ("ana" is "Ana López", not "Mariana"). */
function rowsNamed(asked: string, employees: readonly Employee[]): Employee[] {
  const word = fold(normalize(asked));
  return employees.filter((employee) => words(employee.name).map(fold).includes(word));
}

/**
 * The waiter's sales and place among the period's waiters, or, when no row or several hold the
 * name, that it is not found (or which ones) with '' for the caller's ranking to follow.
 */
export function namedWaiterAnswer(
  asked: string,
  employees: readonly Employee[],
  context: ComposeContext,
  answer: Answer,
): { text: string; complete: boolean } {
  const rows = rowsNamed(asked, employees);
  if (rows.length !== 1) {
    const which = rows.map((row) => row.name).join(', ');
    const text =
      rows.length === 0
        ? `No encuentro a «${asked}» entre los meseros con ventas ${when(context)}.`
        : `Hay ${rows.length} meseros con «${asked}» en el nombre ${when(context)} (${which}).`;
    return { text, complete: false };
  }
  const row = rows[0]!;
  const name = answer.name('waiter_asked', 'Mesero', row.name);
  const sales = answer.money('waiter_asked_sales_cents', `Venta de ${row.name}`, row.total_sales_cents);
  const place = answer.count('waiter_asked_rank', `Lugar de ${row.name}`, row.rank);
  const of = answer.count('waiters_count', 'Meseros con ventas', employees.length);
  return {
    text: sentence(`${name} vendió ${sales} ${when(context)}: lugar ${place} de ${of} meseros.`),
    complete: true,
  };
}
