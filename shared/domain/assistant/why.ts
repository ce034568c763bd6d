/**
 * "¿Por qué…?": what moved the figure against the previous period of equal length (comparison.ts,
 * only closed days), largest first. The drivers are the sales (with their covers and ticket), each
 * cost ratio (food, beverages, bar, payroll: share of the sales) and each expense. Every figure
 * quoted is a field of the reads: the sales summary of the period (its vs_previous_period is
 * against the same previous period) and the P&L of the period and of the previous one. How large a
 * driver is (its order, never quoted) is the cents it moved the profit: a change of sales or of an
 * expense in cents, a change of a ratio in points times the period's sales.
 *
 * The inputs the P&L reports incomplete, in either period, are named (`incompleteInputs`).
 */

import type { MissingInput } from '../costs/pnl.ts';
import type { SalesSummaryAttributes } from '../responses/intelligence.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import {
  type Answer,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import { period, sentence } from './format.ts';
import type { AssistantResults } from './reads.ts';
import { refusalText } from './refusals.ts';
import { foldedWords } from './text.ts';

type PnlResult = AssistantResults['intelligence-pnl'];

/** Spanish names of the P&L's missing inputs (meta.missing), every one of them. */
const INPUT_WORDS: Readonly<Record<MissingInput, string>> = {
  sales_by_category: 'las ventas por categoría',
  sales_without_iva: 'las ventas sin IVA',
  food_purchases: 'las compras de alimentos',
  beverage_purchases: 'las compras de bebidas',
  bar_purchases: 'las compras de bar',
  payroll: 'la nómina',
  operating_expenses: 'los gastos operativos',
  inventory_counts: 'los conteos de inventario',
};

/**
 * The inputs a P&L read reports incomplete. The one place that reads it: today `meta.missing`
 * (what was not captured); when the P&L carries `meta.incomplete` (inputs that do not cover the
 * period), read that here instead.
 */
export function incompleteInputs(pnl: PnlResult): readonly MissingInput[] {
  return pnl.meta.missing;
}

/** "Incompleto: la nómina y los gastos operativos (…)." or '' when nothing is. */
function incompleteSentence(reads: ReadonlyArray<PnlResult | null>): string {
  const inputs = [...new Set(reads.flatMap((pnl) => (pnl ? incompleteInputs(pnl) : [])))];
  if (inputs.length === 0) return '';
  const named = list(inputs.map((input) => INPUT_WORDS[input]));
  return ` Incompleto: ${named} de alguno de los dos periodos; lo que dependa de eso no entra en la comparación.`;
}

interface Driver {
  /** Cents the driver moved the profit, for the order only (never quoted). */
  weight: number;
  words: (answer: Answer) => string;
}

const RATIOS = [
  ['food_cost_pct', 'el costo de alimentos', (pnl: PnlAttributes) => pnl.costo_de_ventas.food_cost_pct],
  ['beverage_cost_pct', 'el costo de bebidas', (pnl: PnlAttributes) => pnl.costo_de_ventas.beverage_cost_pct],
  ['bar_cost_pct', 'el costo de bar', (pnl: PnlAttributes) => pnl.costo_de_ventas.bar_cost_pct],
  ['labor_cost_pct', 'la nómina', (pnl: PnlAttributes) => pnl.gastos_operativos.labor_cost_pct],
] as const;

const EXPENSES = [
  ['rent_cents', 'la renta', (pnl: PnlAttributes) => pnl.gastos_operativos.rent_cents],
  [
    'utilities_cents',
    'los servicios (luz, agua, gas)',
    (pnl: PnlAttributes) => pnl.gastos_operativos.utilities_cents,
  ],
  ['maintenance_cents', 'el mantenimiento', (pnl: PnlAttributes) => pnl.gastos_operativos.maintenance_cents],
  ['marketing_cents', 'la publicidad', (pnl: PnlAttributes) => pnl.gastos_operativos.marketing_cents],
  ['admin_cents', 'los gastos de administración', (pnl: PnlAttributes) => pnl.gastos_operativos.admin_cents],
  [
    'other_expenses_cents',
    'otros gastos',
    (pnl: PnlAttributes) => pnl.gastos_operativos.other_expenses_cents,
  ],
  ['depreciation_cents', 'la depreciación', (pnl: PnlAttributes) => pnl.utilidad_neta.depreciation_cents],
  ['interest_cents', 'los intereses', (pnl: PnlAttributes) => pnl.utilidad_neta.interest_cents],
  ['taxes_cents', 'los impuestos', (pnl: PnlAttributes) => pnl.utilidad_neta.taxes_cents],
] as const;

const moved = (now: number, before: number) => (now > before ? 'subió' : 'bajó');

/** The sales driver: the summary's change, its covers and its ticket (all vs_previous_period). */
function salesDriver(
  summary: SalesSummaryAttributes,
  now: PnlAttributes | null,
  before: PnlAttributes | null,
): Driver | null {
  const {
    total_sales_pct_change: sales,
    covers_pct_change: covers,
    avg_ticket_pct_change: ticket,
  } = summary.vs_previous_period;
  if (sales === null || sales === 0) return null;
  const salesNow = now?.ventas.total_net_sales_cents ?? null;
  const salesBefore = before?.ventas.total_net_sales_cents ?? null;
  const weight =
    salesNow !== null && salesBefore !== null
      ? salesNow - salesBefore
      : summary.total_sales_cents * (sales / 100);
  return {
    weight,
    words: (answer) => {
      const parts: string[] = [];
      if (covers !== null && covers !== 0)
        parts.push(
          `${answer.pct('covers_pct_change', 'Cambio en comensales', covers)} ${covers > 0 ? 'más' : 'menos'} comensales`,
        );
      if (ticket !== null && ticket !== 0)
        parts.push(
          `el ticket promedio ${ticket > 0 ? 'subió' : 'bajó'} ${answer.pct('avg_ticket_pct_change', 'Cambio en ticket promedio', ticket)}`,
        );
      const shown = answer.pct('total_sales_pct_change', 'Cambio en ventas', sales);
      return `las ventas ${sales > 0 ? 'subieron' : 'bajaron'} ${shown}${parts.length > 0 ? ` (${list(parts)})` : ''}`;
    },
  };
}

/** The cost drivers: each ratio in points of the sales, each expense in cents. */
function costDrivers(now: PnlAttributes, before: PnlAttributes): Driver[] {
  const drivers: Driver[] = [];
  const sales = now.ventas.total_net_sales_cents ?? 0;
  for (const [key, label, value] of RATIOS) {
    const [a, b] = [value(now), value(before)];
    if (a === null || b === null || a === b) continue;
    drivers.push({
      weight: ((b - a) / 100) * sales,
      words: (answer) =>
        `${label} ${moved(a, b)} de ${answer.pct(`base_${key}`, `${label} antes`, b)} a ${answer.pct(key, label, a)} de la venta`,
    });
  }
  for (const [key, label, value] of EXPENSES) {
    const [a, b] = [value(now), value(before)];
    if (a === null || b === null || a === b) continue;
    drivers.push({
      weight: b - a,
      words: (answer) =>
        `${label} ${moved(a, b)} de ${answer.money(`base_${key}`, `${label} antes`, b)} a ${answer.money(key, label, a)}`,
    });
  }
  return drivers;
}

/** "Tu utilidad neta … fue de $X, contra $Y …", or the sales when the question is about them. */
function lead(
  summary: SalesSummaryAttributes,
  now: PnlAttributes | null,
  before: PnlAttributes | null,
  context: ComposeContext,
  answer: Answer,
): string {
  const base = period(context.base, context.today);
  const aboutSales = foldedWords(context.question).some((word) => /^(bend|benta)/.test(word));
  const netNow = now?.utilidad_neta.net_profit_cents ?? null;
  const netBefore = before?.utilidad_neta.net_profit_cents ?? null;
  if (aboutSales || netNow === null || netBefore === null) {
    const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
    return `${sentence(when(context))} vendiste ${total}; lo comparo con ${base}.`;
  }
  const shownNow = answer.money('net_profit_cents', 'Utilidad neta', netNow);
  const shownBefore = answer.money('base_net_profit_cents', 'Utilidad neta antes', netBefore);
  const word = (cents: number) => (cents < 0 ? 'una pérdida de ' : '');
  return `${sentence(`tu utilidad neta ${when(context)} fue ${word(netNow)}${shownNow}, contra ${word(netBefore)}${shownBefore} ${base}.`)}`;
}

/** Why the P&L cannot take part: refused (scope, role, plan), not in this deployment, no data. */
function withoutCosts(outcome: ReturnType<typeof failed>, context: ComposeContext): string {
  if (outcome === null) return '';
  if (outcome.status === 403) return ` ${refusalText(outcome, context.requiredPlanOf('intelligence-pnl'))}`;
  return ' Los costos no están disponibles, así que solo te explico las ventas.';
}

function failed(outcomes: Parameters<IntentPlan['compose']>[3]) {
  const refused = outcomes.slice(1).find((outcome) => !outcome.ok);
  return refused && !refused.ok ? refused : null;
}

export const WHY_PLAN: IntentPlan = {
  reads: (range, base) => [
    { read: 'intelligence-sales-summary', query: periodQuery(range) },
    { read: 'intelligence-pnl', query: periodQuery(range) },
    { read: 'intelligence-pnl', query: periodQuery(base) },
  ],
  defaultPeriod: 'this_month',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const summary = resultAt(outcomes, 0, 'intelligence-sales-summary')!.attributes;
    const pnlNow = resultAt(outcomes, 1, 'intelligence-pnl');
    const pnlBefore = resultAt(outcomes, 2, 'intelligence-pnl');
    const [now, before] = [pnlNow?.attributes ?? null, pnlBefore?.attributes ?? null];
    const drivers = [salesDriver(summary, now, before), ...(now && before ? costDrivers(now, before) : [])]
      .filter((driver): driver is Driver => driver !== null && driver.weight !== 0)
      .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
      .slice(0, 4);
    let text = lead(summary, now, before, context, answer);
    text +=
      drivers.length === 0
        ? ' No encuentro un cambio en ventas, costos ni gastos entre los dos periodos.'
        : ` Lo que más pesó, de mayor a menor: ${list(drivers.map((driver) => driver.words(answer)))}.`;
    return `${text}${withoutCosts(failed(outcomes), context)}${incompleteSentence([pnlNow, pnlBefore])}`;
  },
  followUps: ['¿Cuál es mi costo primo?', '¿Cómo voy contra la semana pasada?'],
};
