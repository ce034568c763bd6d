/**
 * "¿Cuánto pagué de renta?", "¿cuánto gasté este mes?": the P&L's own lines of the period (GET /pnl,
 * the read Costos shows), never a sum of ours. A question that names a line (renta, luz, publicidad…)
 * gets that line; one that names none gets every line the P&L has, and its total of operating
 * expenses, which includes the payroll (the P&L's `total_opex_cents`), said so.
 */
import { addDays } from '../calendar-dates.ts';
import { MONTHS, WEEKDAYS } from '../calendar-names.ts';
import { fixedCostsCents } from '../costs/break-even.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { perSpanSentence } from './per-span.ts';
import { fold, foldedWords, normalize } from './text.ts';

export interface ExpenseLine {
  key: string;
  /** How the answer names it. */
  label: string;
  /** The question words that ask for it (normalized; folded at load). */
  words: readonly string[];
  value: (pnl: PnlAttributes) => number | null;
}

const LINES: readonly ExpenseLine[] = [
  {
    key: 'rent_cents',
    label: 'renta',
    words: ['renta', 'alquiler'],
    value: (pnl) => pnl.gastos_operativos.rent_cents,
  },
  {
    key: 'utilities_cents',
    label: 'servicios (luz, agua, gas)',
    words: ['luz', 'agua', 'gas', 'servicios'],
    value: (pnl) => pnl.gastos_operativos.utilities_cents,
  },
  {
    key: 'maintenance_cents',
    label: 'mantenimiento',
    words: ['mantenimiento', 'reparaciones'],
    value: (pnl) => pnl.gastos_operativos.maintenance_cents,
  },
  {
    key: 'marketing_cents',
    label: 'publicidad',
    words: ['publicidad', 'marketing', 'mercadotecnia'],
    value: (pnl) => pnl.gastos_operativos.marketing_cents,
  },
  {
    key: 'admin_cents',
    label: 'administración',
    words: ['administracion', 'contador'],
    value: (pnl) => pnl.gastos_operativos.admin_cents,
  },
  {
    key: 'other_expenses_cents',
    label: 'otros gastos',
    words: ['otros'],
    value: (pnl) => pnl.gastos_operativos.other_expenses_cents,
  },
  {
    key: 'depreciation_cents',
    label: 'depreciación',
    words: ['depreciacion'],
    value: (pnl) => pnl.utilidad_neta.depreciation_cents,
  },
  {
    key: 'interest_cents',
    label: 'intereses',
    words: ['intereses'],
    value: (pnl) => pnl.utilidad_neta.interest_cents,
  },
  {
    key: 'taxes_cents',
    label: 'impuestos',
    words: ['impuestos'],
    value: (pnl) => pnl.utilidad_neta.taxes_cents,
  },
];
const LINE_WORDS = LINES.map((line) => new Set(line.words.map(fold)));

/** The cost of sales, the payroll and each expense: what a change is read on (expense-changes.ts). */
export const CHANGE_LINES: readonly ExpenseLine[] = [
  {
    key: 'total_cogs_cents',
    label: 'costo de ventas',
    words: [],
    value: (pnl) => pnl.costo_de_ventas.total_cogs_cents,
  },
  {
    key: 'labor_cost_cents',
    label: 'nómina',
    words: [],
    value: (pnl) => pnl.gastos_operativos.labor_cost_cents,
  },
  // The taxes follow the profit: no expense that rises or falls on its own.
  ...LINES.filter((line) => line.key !== 'taxes_cents'),
];

/** The lines a question names ("renta", "la luz"); empty when it names none. */
export function linesAsked(question: string): readonly ExpenseLine[] {
  const words = foldedWords(question);
  return LINES.filter((_, index) => words.some((word) => LINE_WORDS[index]!.has(word)));
}

/**
 * The captures the lines asked read, for the answer's coverage note: the taxes their own, the
 * other lines the expenses ("¿cuánto pagué de impuestos en 2030?" says what the taxes cover, not
 * the expenses; since 2026-12-07). Null when no line is asked.
 */
export function inputsOfLines(question: string): Array<'expenses' | 'taxes'> | null {
  const lines = linesAsked(question);
  if (lines.length === 0) return null;
  const taxes = lines.some((line) => line.key === 'taxes_cents');
  const others = lines.some((line) => line.key !== 'taxes_cents');
  return [...(others ? (['expenses'] as const) : []), ...(taxes ? (['taxes'] as const) : [])];
}

/** "Tu renta del … fue de $87,000.00." for each line asked; null when the P&L has none of them. */
function namedLines(
  lines: readonly ExpenseLine[],
  pnl: PnlAttributes,
  context: ComposeContext,
  answer: Answer,
) {
  const known = lines.filter((line) => line.value(pnl) !== null);
  if (known.length === 0) return null;
  const said = (line: ExpenseLine, by = '') =>
    `${line.label} ${by}${answer.money(line.key, sentence(line.label), line.value(pnl)!)}`;
  const paid = known.filter((line) => line.value(pnl) !== 0);
  // A line at 0 is no expense of it captured over those days (a bill not yet in), not one paid at 0.
  const none = known.filter((line) => line.value(pnl) === 0);
  const unknown = lines.filter((line) => line.value(pnl) === null).map((line) => line.label);
  const missing = unknown.length > 0 ? ` No tengo capturado: ${list(unknown)}.` : '';
  // An expense counts on the days of its period, not on the day it was paid: April's ISR paid on 17
  // May is April's. Said before asking to capture it, so a paid one is not captured twice (since
  // 2026-12-07; before, "si ya lo pagaste, captúralo" of May's taxes paid and captured for April).
  const capture =
    'si ya lo pagaste, revisa en el back office (Gastos) el periodo que le pusiste, porque cada gasto cuenta en los días de su periodo y no en el día en que lo pagaste; si no está, captúralo';
  const noneSaid = `ningún gasto de ${list(none.map((line) => line.label))} capturado`;
  if (paid.length === 0)
    return `${sentence(when(context))} no tengo ${noneSaid}: ${list(none.map((line) => said(line)))} en tu estado de resultados; ${capture}.${missing}`;
  const zero = none.length > 0 ? ` No tengo ${noneSaid} en esos días; ${capture}.` : '';
  // Not "pagaste": the P&L spreads each expense over the days it covers, so 3 days of December
  // carry 3 days of the month's rent, not the rent paid on the 1st. "tiene renta por $87,000.00"
  // of a period over ("el mes pasado"), "lleva" of one still running (since 2026-12-06; before,
  // "en tu estado de resultados fueron renta $87,000.00").
  const verb = context.range.to < addDays(context.today, -1)! ? 'tiene' : 'lleva';
  const amounts = paid.map((line) => said(line, 'por '));
  return `${sentence(when(context))} tu estado de resultados ${verb} ${list(amounts)}, cada gasto repartido entre los días que cubre.${lineDayWorth(paid, pnl, context, answer)}${zero}${missing}`;
}

/**
 * "¿Cuánto me cuesta la renta al día?": one line asked a day's worth, its amount spread over the
 * period's days (per-span.ts; since 2026-12-07, before the month's amount alone); '' otherwise.
 */
function lineDayWorth(
  paid: readonly ExpenseLine[],
  pnl: PnlAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  if (paid.length !== 1) return '';
  const line = paid[0]!;
  const spread = {
    key: line.key.replace(/_cents$/, '_per_day_cents'),
    label: `${sentence(line.label)} por día`,
    whose: `el total de ${line.label} del periodo`,
  };
  return perSpanSentence('day', line.value(pnl), spread, context, answer);
}

/** "¿En qué gasto más?", "¿cuál es mi mayor gasto?": the lines by amount, the largest first. */
const asksLargest = (question: string) =>
  /\b(en (que|k) (gasto|gaste|gastamos|se me va) mas|mayor(es)? gastos?|gastos? mas grandes?|en (que|k) se me va)\b/.test(
    normalize(question),
  );

/** Every line of the period: the cost of sales, the payroll, each expense, and the P&L's total. */
function everyLine(pnl: PnlAttributes, context: ComposeContext, answer: Answer): string | null {
  const entries: { key: string; label: string; value: number }[] = [];
  // A period with no sales yet (today before its corte Z) has no cost of sales to say, not $0.00
  // (since 2026-12-08; before, "costo de ventas $0.00" at 15:00 of a Saturday in service).
  const cogs = pnl.ventas.total_net_sales_cents ? pnl.costo_de_ventas.total_cogs_cents : null;
  if (cogs !== null) entries.push({ key: 'total_cogs_cents', label: 'costo de ventas', value: cogs });
  const labor = pnl.gastos_operativos.labor_cost_cents;
  if (labor !== null) entries.push({ key: 'labor_cost_cents', label: 'nómina', value: labor });
  for (const line of LINES) {
    const value = line.value(pnl);
    if (value !== null && value !== 0) entries.push({ key: line.key, label: line.label, value });
  }
  if (entries.length === 0) return null;
  // Asked which costs most, the largest first (a sort that keeps the P&L's order on a tie).
  const largest = asksLargest(context.question);
  const ordered = largest ? [...entries].sort((a, b) => b.value - a.value) : entries;
  const parts = ordered.map(
    (entry) => `${entry.label} ${answer.money(entry.key, sentence(entry.label), entry.value)}`,
  );
  const opex = pnl.gastos_operativos.total_opex_cents;
  // Without the payroll there is no total to give, and the list is short of it: said, not left
  // for the owner to add up (since 2026-12-07; before, the lines alone, as if whole).
  const total =
    opex !== null
      ? ` Tus gastos de operación suman ${answer.money('total_opex_cents', 'Gastos de operación (con nómina)', opex)}, nómina incluida.`
      : labor === null
        ? ' Falta capturar la nómina de esos días: sin ella no te doy un total.'
        : '';
  const lead = largest
    ? `${sentence(when(context))}, de mayor a menor, lo que más te costó fue`
    : `${sentence(when(context))} tus costos y gastos ${cogsToCome(pnl, context) === '' ? 'fueron' : 'van'}`;
  const all = entries.reduce((sum, entry) => sum + entry.value, 0);
  return `${lead}: ${list(parts)}.${total}${cogsToCome(pnl, context)}${perSpanSentence('day', all, COSTS_PER_DAY, context, answer)}`;
}

/** " El costo de ventas de hoy llega con su corte Z." when the period reaching today has no sales yet. */
const cogsToCome = (pnl: PnlAttributes, context: ComposeContext) =>
  !pnl.ventas.total_net_sales_cents && context.range.to >= context.today
    ? ' El costo de ventas de hoy llega con su corte Z, con lo que vendas.'
    : '';

/** "¿Cuánto gasto al día?": every line above as a day's worth (per-span.ts). */
const COSTS_PER_DAY = {
  key: 'costs_per_day_cents',
  label: 'Costos y gastos por día',
  whose: 'el total de costos y gastos del periodo',
};

/**
 * "gasté en carne", "pagué de gasolina", "me costó la carne": what the money went on, as typed after
 * the verb.
 */
const SPENT_ON =
  /\b(?:(?:gaste|gasto|gastando|gastamos|gastado|pague|pago|pagamos|se va|se fue|se me va|se me fue)\s+(?:de|en)|(?:me|nos) (?:costo|costaron))\s+(?:la |el |los |las |mi |mis )?([a-z]+)/;
/** Words after "gasté en" that name no target ("en total", "en el mes") or one answered elsewhere. */
const NO_TARGET = new Set(
  [
    'total',
    'todo',
    'general',
    'gastos',
    'promedio',
    'este',
    'esta',
    'mes',
    'semana',
    'dia',
    'ano',
    'ayer',
    'hoy',
    // "¿Cuánto compré sin IVA?": how it is counted, not what was bought.
    'sin',
    'con',
  ]
    .concat(['nomina', 'sueldos', 'iva', 'impuesto', 'insumos', 'compras', 'proveedores', 'propinas'])
    // "¿Cuánto gasté en noviembre?", "… el sábado": a period, not what the money went on.
    .concat(
      MONTHS,
      WEEKDAYS.map((name) => normalize(name)),
      ['sabados', 'domingos', 'del', 'total'],
    )
    .map(fold),
);

/** Whether a word after the verb names what the money went on, and no P&L line does. */
const isUnlisted = (word: string) =>
  !NO_TARGET.has(fold(word)) && !LINE_WORDS.some((words) => words.has(fold(word)));

/**
 * "¿Cuánto gasté en carne?": a target the P&L has no line for (it groups purchases in the cost of
 * sales and expenses by category), or null: a purchase category's, when one has that name
 * (purchase-categories.ts), else said before the lines, so no figure reads as it.
 */
export function unlistedTarget(question: string): string | null {
  const word = SPENT_ON.exec(normalize(question))?.[1];
  return word !== undefined && isUnlisted(word) ? word : null;
}

/** "compré de carne", "compras de tortillas": what was bought, as typed after the verb. */
const BOUGHT =
  /\b(?:compre|compro|compramos|comprado|compras|compraste)\s+(?:de |en )?(?:la |el |los |las |mi |mis )?([a-z]+)/;

/** "¿Cuánto compré de carne?": the word bought named (not a period, not a P&L line), or null. */
export function boughtTarget(question: string): string | null {
  const word = BOUGHT.exec(normalize(question))?.[1];
  return word !== undefined && isUnlisted(word) ? word : null;
}

/** "¿Cuáles son mis costos fijos?", "¿cuánto son mis gastos fijos?": the break-even's fixed costs. */
const asksFixed = (question: string) => /\b(costos?|gastos?) fijos?\b/.test(normalize(question));

/**
 * The fixed costs, the break-even's own (costs/break-even.ts `fixedCostsCents`: operating expenses
 * with payroll, depreciation and interest), then their lines; the cost of sales, which moves with
 * the sales, and the taxes, which follow the profit, left out and said so. Null without them.
 */
function fixedCostsAnswer(pnl: PnlAttributes, context: ComposeContext, answer: Answer): string | null {
  const fixed = fixedCostsCents(pnl);
  if (fixed === null) return null;
  const total = answer.money('fixed_costs_cents', 'Gastos fijos', fixed);
  const labor = pnl.gastos_operativos.labor_cost_cents;
  const lines = [
    ...(labor === null || labor === 0 ? [] : [{ key: 'labor_cost_cents', label: 'nómina', value: labor }]),
    ...LINES.filter((line) => line.key !== 'taxes_cents')
      .map((line) => ({ key: line.key, label: line.label, value: line.value(pnl) }))
      .filter((line): line is { key: string; label: string; value: number } => !!line.value),
  ];
  const parts = lines.map(
    (line) => `${line.label} ${answer.money(line.key, sentence(line.label), line.value)}`,
  );
  const detail = parts.length === 0 ? '' : `: ${list(parts)}`;
  return `${sentence(when(context))} tus gastos fijos fueron ${total}${detail}. Son los que pagas vendas o no, como en tu punto de equilibrio; el costo de ventas no entra, porque sube y baja con lo que vendes.`;
}

/** The services a P&L line keeps together, with their articles: one asked alone is not on its own. */
const SERVICES: Readonly<Record<string, string>> = { luz: 'la luz', agua: 'el agua', gas: 'el gas' };

/**
 * "No separo el gas: tu estado de resultados lleva luz, agua y gas juntos, como servicios. " when the
 * question names some of the services but not all nor "servicios"; '' otherwise.
 */
function partOfLine(question: string): string {
  const words = new Set(foldedWords(question));
  const asked = Object.keys(SERVICES).filter((word) => words.has(fold(word)));
  if (words.has(fold('servicios')) || asked.length === 0 || asked.length === 3) return '';
  return `No separo ${list(asked.map((word) => SERVICES[word]!))}: tu estado de resultados lleva luz, agua y gas juntos, como servicios. `;
}

export function expensesAnswer(pnl: PnlAttributes, context: ComposeContext, answer: Answer): string | null {
  if (asksFixed(context.question)) return fixedCostsAnswer(pnl, context, answer);
  const asked = linesAsked(context.question);
  if (asked.length > 0) {
    const said = namedLines(asked, pnl, context, answer);
    return said === null ? null : `${partOfLine(context.question)}${said}`;
  }
  const target = unlistedTarget(context.question);
  const lines = everyLine(pnl, context, answer);
  if (target === null || lines === null) return lines;
  return `No tengo tu gasto en «${target}» por separado: tus compras de insumos van juntas en el costo de ventas y tus gastos, por rubro. ${lines}`;
}
