/**
 * The waiter answers beyond the sales ranking. "¿Cuánto vendió Ana?" (waiter-named.ts reads the
 * name): her row, matched by its folded first names ("Ana" is "Ana López", not "Mariana"), with its
 * place; a name no row has is said, and the ranking follows.
 *
 * "¿Qué mesero tuvo el ticket más alto?", "¿qué mesero atendió más gente?", "¿qué mesero tiene más
 * propinas?": the waiters ranked by the figure the question names, not by sales. Each is the
 * sales/by-employee rows' own value (`avg_ticket_cents`, `covers`, `tips_cents`: the waiter's
 * tables sent live, opened and closed with their waiter); a waiter without the figure is left out
 * of its ranking. When no waiter has it, the answer
 * says why, then gives the sales ranking it can give.
 */
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { fold, normalize, words } from './text.ts';

type Employee = SalesByEmployeeAttributes['employees'][number];
type Metric = 'avg_ticket_cents' | 'covers' | 'tips_cents';

/** The figure a waiter question ranks by, when it names one other than sales. */
export function waiterMetricAsked(question: string): Metric | null {
  const text = normalize(question);
  if (/\bticket|\bconsumo promedio\b/.test(text)) return 'avg_ticket_cents';
  if (/\b(gente|comensales|clientes|personas)\b/.test(text)) return 'covers';
  if (/\bpropinas?\b/.test(text)) return 'tips_cents';
  return null;
}

/** Words after "vende más" that name no product: a time, a place, a measure, a filler. */
const NOT_A_PRODUCT = new Set(
  [
    'en',
    'el',
    'la',
    'los',
    'las',
    'de',
    'que',
    'y',
    'o',
    'hoy',
    'ayer',
    'este',
    'esta',
    'cada',
    'por',
  ].concat(['dinero', 'venta', 'ventas', 'semana', 'mes', 'ano', 'dia', 'turno', 'noche', 'tarde', 'manana']),
);

/**
 * "¿Cuál mesero vende más cerveza?": the product or category after "vende más / menos", or null.
 * No read keeps a waiter's sales of one product, so the answer says so before the ranking by sales.
 */
export function waiterProductAsked(question: string): string | null {
  const match = /\bvend(?:e|en|io|ieron|ia|es)? (?:mas|menos) (?:de )?(?:la |el |los |las )?([a-z]+)/.exec(
    normalize(question),
  );
  const word = match?.[1];
  return word === undefined || NOT_A_PRODUCT.has(word) ? null : word;
}

/** "¿Qué mesero atiende más mesas?": tables by waiter, which no read keeps (by-employee has covers). */
export const asksTablesByWaiter = (question: string) => /\bmesas?\b/.test(normalize(question));

/** That the ranking is by diners, the tables by waiter not being kept. */
export const NOT_BY_TABLES = 'No cuento las mesas de cada mesero; sí los comensales que atendió.';

/** That the ranking is by sales, not of the product asked: the POS lines are not kept by waiter and product. */
export const notByProduct = (product: string) =>
  `No tengo lo que vendió cada mesero de «${product}»: guardo la venta de cada mesero en total, no por producto. Por venta total:`;

const WORDS: Record<Metric, { most: string; least: string; missing: string; label: string }> = {
  avg_ticket_cents: {
    most: 'el ticket promedio más alto',
    least: 'el ticket promedio más bajo',
    missing: 'el ticket promedio',
    label: 'Ticket promedio',
  },
  covers: {
    most: 'más comensales atendidos',
    least: 'menos comensales atendidos',
    missing: 'los comensales',
    label: 'Comensales atendidos',
  },
  tips_cents: {
    most: 'más propinas',
    least: 'menos propinas',
    missing: 'las propinas',
    label: 'Propinas',
  },
};

/** A waiter's figure in words, recorded: "$612.00 por mesa", "84 comensales". */
function shown(metric: Metric, employee: Employee, key: string, answer: Answer): string {
  const value = employee[metric] as number;
  const label = `${WORDS[metric].label} de ${employee.name}`;
  if (metric === 'covers')
    return `${answer.count(key, label, value)} ${value === 1 ? 'comensal' : 'comensales'}`;
  if (metric === 'tips_cents') return `${answer.money(key, label, value)} de propina`;
  return `${answer.money(key, label, value)} por mesa`;
}

/**
 * The ranking by `metric`, most first (least when asked), the earlier sales rank on a tie; null
 * when no waiter has the figure (waitersWithout says why).
 */
export function waitersBy(
  metric: Metric,
  employees: readonly Employee[],
  context: ComposeContext,
  answer: Answer,
): string | null {
  const sign = context.direction === 'least' ? -1 : 1;
  const ranked = employees
    .filter((employee) => employee[metric] !== null)
    .sort((a, b) => sign * ((b[metric] as number) - (a[metric] as number)) || a.rank - b.rank);
  const [first, ...rest] = ranked;
  if (first === undefined) return null;
  const which = context.direction === 'least' ? WORDS[metric].least : WORDS[metric].most;
  const name = answer.name(`waiter_by_${metric}`, `Mesero con ${which}`, first.name);
  const figure = shown(metric, first, `waiter_by_${metric}_value`, answer);
  // Today so far is still running: "es", not "fue" (since 2026-12-06).
  let text = sentence(
    `el mesero con ${which} ${when(context)} ${context.live ? 'es' : 'fue'} ${name}, con ${figure}`,
  );
  const others = rest
    .slice(0, 4)
    .map(
      (employee, index) =>
        `${employee.name} (${shown(metric, employee, `waiter_by_${metric}_${index + 2}`, answer)})`,
    );
  if (others.length > 0) text += `; le ${others.length === 1 ? 'sigue' : 'siguen'} ${list(others)}`;
  const basis = 'de sus mesas que tu punto de venta mandó en vivo, abiertas y cerradas con su mesero';
  return `${text} (${basis}).`;
}

/** Why no waiter has the figure asked: it comes only from tables sent live with their waiter. */
export function waitersWithout(metric: Metric, context: ComposeContext): string {
  return `No tengo ${WORDS[metric].missing} por mesero ${when(context)}: sale de las mesas que tu punto de venta manda en vivo con su mesero (mesa abierta y cerrada), y no llegó ninguna con ese dato.`;
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
/** What a waiter did with the figure, before its amount: "se llevó $150.00 de propina". */
const DID: Record<Metric, string> = {
  tips_cents: 'se llevó',
  covers: 'atendió',
  avg_ticket_cents: 'tuvo un ticket promedio de',
};

/**
 * The named waiter's figure other than sales, and their place among the waiters that have it; or,
 * when their tables carried none, why, and their sales.
 */
function namedWaiterFigure(
  metric: Metric,
  row: Employee,
  name: string,
  employees: readonly Employee[],
  context: ComposeContext,
  answer: Answer,
): string {
  const sales = answer.money('waiter_asked_sales_cents', `Venta de ${row.name}`, row.total_sales_cents);
  if (row[metric] === null)
    return `No tengo ${WORDS[metric].missing} de ${name} ${when(context)}: sale de sus mesas que tu punto de venta manda en vivo, y no llegó ninguna con ese dato. Vendió ${sales}.`;
  const having = employees
    .filter((employee) => employee[metric] !== null)
    .sort((a, b) => (b[metric] as number) - (a[metric] as number) || a.rank - b.rank);
  const place = answer.count(`waiter_asked_${metric}_rank`, `Lugar de ${row.name}`, having.indexOf(row) + 1);
  const of = answer.count(`waiters_with_${metric}_count`, 'Meseros con el dato', having.length);
  const figure = shown(metric, row, `waiter_asked_${metric}`, answer);
  return sentence(`${name} ${DID[metric]} ${figure} ${when(context)}: lugar ${place} de ${of} meseros.`);
}

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
  // Tables asked of one waiter: the diners, the tables not being kept by waiter (NOT_BY_TABLES).
  const metric =
    waiterMetricAsked(context.question) ?? (asksTablesByWaiter(context.question) ? 'covers' : null);
  if (metric !== null)
    return { text: namedWaiterFigure(metric, row, name, employees, context, answer), complete: true };
  const sales = answer.money('waiter_asked_sales_cents', `Venta de ${row.name}`, row.total_sales_cents);
  const place = answer.count('waiter_asked_rank', `Lugar de ${row.name}`, row.rank);
  const of = answer.count('waiters_count', 'Meseros con ventas', employees.length);
  return {
    text: sentence(`${name} vendió ${sales} ${when(context)}: lugar ${place} de ${of} meseros.`),
    complete: true,
  };
}
