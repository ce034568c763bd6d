/**
 * "¿Por qué…?": what moved the figure between two equal calendar periods (understand.ts: a month
 * against the month before, a week or a day against a week earlier), read from the sales summary and
 * the P&L of each period. The lead states what really happened, in the direction the figures say
 * (asked "¿por qué bajó?" about a profit that rose, it says it rose). The drivers are split by the
 * sign of what each did to the figure: those that pushed it the way it went, largest first, then
 * those that pushed against it. Nothing is listed as a cause of a fall that raised the figure.
 *
 * The size of a driver (its order, never quoted) is the cents it moved the net profit; the pieces
 * add up to the change of the net profit when every line is known:
 * - sales: the change of sales at the base period's cost of sales per peso of each type;
 * - each type's cost of sales (food, beverages, bar: % of that type's sales): the change of its
 *   ratio times the period's sales of that type;
 * - payroll, other cost of sales and each expense: the change of its amount.
 *
 * A question about the sales (vend…, venta…) leads with the sales, and its drivers are the covers
 * and the average ticket. The inputs the P&L reports incomplete, in either period, are named
 * (`incompleteInputs`).
 */

import { pctChange, pctChangeOfRatios } from '../analytics/rounding.ts';
import { perOpenDay } from '../analytics/sales.ts';
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
import { CATEGORY_SALES_WORDS, period, plural, sentence } from './format.ts';
import type { AssistantResults } from './reads.ts';
import { refusalText } from './refusals.ts';
import { foldedWords } from './text.ts';

type PnlResult = AssistantResults['intelligence-pnl'];

/** Spanish names of the P&L's missing inputs (meta.missing), every one of them. */
export const INPUT_WORDS: Readonly<Record<MissingInput, string>> = {
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

export interface Driver {
  /** Cents the driver moved the figure (positive: up), for the sign and the order only (never quoted). */
  effect: number;
  words: (answer: Answer) => string;
}

type Pnl = PnlAttributes;
const TYPES = [
  ['food', 'el costo de alimentos', (p: Pnl) => p.ventas.food_sales_cents],
  ['beverage', 'el costo de bebidas', (p: Pnl) => p.ventas.beverage_sales_cents],
  ['bar', 'el costo de bar', (p: Pnl) => p.ventas.bar_sales_cents],
] as const;
const costOf = (p: Pnl, type: (typeof TYPES)[number][0]) => p.costo_de_ventas[`${type}_cost_cents`];
const ratioOf = (p: Pnl, type: (typeof TYPES)[number][0]) => p.costo_de_ventas[`${type}_cost_pct`];

/** Amounts that move the profit one to one (up: the profit goes down). */
const AMOUNTS = [
  ['labor_cost_cents', 'la nómina', (p: Pnl) => p.gastos_operativos.labor_cost_cents],
  ['other_cost_cents', 'otros costos de venta', (p: Pnl) => p.costo_de_ventas.other_cost_cents],
  ['rent_cents', 'la renta', (p: Pnl) => p.gastos_operativos.rent_cents],
  ['utilities_cents', 'los servicios (luz, agua, gas)', (p: Pnl) => p.gastos_operativos.utilities_cents],
  ['maintenance_cents', 'el mantenimiento', (p: Pnl) => p.gastos_operativos.maintenance_cents],
  ['marketing_cents', 'la publicidad', (p: Pnl) => p.gastos_operativos.marketing_cents],
  ['admin_cents', 'los gastos de administración', (p: Pnl) => p.gastos_operativos.admin_cents],
  ['other_expenses_cents', 'otros gastos', (p: Pnl) => p.gastos_operativos.other_expenses_cents],
  ['depreciation_cents', 'la depreciación', (p: Pnl) => p.utilidad_neta.depreciation_cents],
  ['interest_cents', 'los intereses', (p: Pnl) => p.utilidad_neta.interest_cents],
  ['taxes_cents', 'los impuestos', (p: Pnl) => p.utilidad_neta.taxes_cents],
] as const;

/** "subió" / "bajó", plural for a plural subject ("los servicios subieron"). */
const moved = (now: number, before: number, label = '') => {
  const plural = /^(los|otros) /.test(label);
  if (now > before) return plural ? 'subieron' : 'subió';
  return plural ? 'bajaron' : 'bajó';
};

/**
 * Both periods' sales summaries: the changes the words quote. The sales split into two factors
 * that multiply back to them: diners and what each spent (sales ÷ diners), or, without diners,
 * tables and the ticket per table (the summary's `avg_ticket_cents`, sales ÷ tables). Mixing the
 * two (diners with the ticket per table) told a day of 3.5 % fewer diners and a ticket 12.7 %
 * lower as a fall of 1.6 %, its 12.7 % more tables unsaid.
 */
interface SalesChange {
  sales: number | null;
  /** The first factor's change: diners, else tables. */
  count: { kind: 'covers' | 'tables'; change: number } | null;
  /** The second's: spend per diner, else the ticket per table. */
  spend: { kind: 'per_cover' | 'ticket'; change: number } | null;
}

function salesChange(now: SalesSummaryAttributes, before: SalesSummaryAttributes): SalesChange {
  const sales = pctChange(now.total_sales_cents, before.total_sales_cents);
  const covers = pctChange(now.covers_total, before.covers_total);
  const perCover = pctChangeOfRatios(
    now.total_sales_cents,
    now.covers_total,
    before.total_sales_cents,
    before.covers_total,
  );
  if (covers !== null && perCover !== null)
    return {
      sales,
      count: { kind: 'covers', change: covers },
      spend: { kind: 'per_cover', change: perCover },
    };
  const tables = pctChange(now.tables_served_total, before.tables_served_total);
  const ticket = pctChange(now.avg_ticket_cents, before.avg_ticket_cents);
  return {
    sales,
    count: tables === null ? null : { kind: 'tables', change: tables },
    spend: ticket === null ? null : { kind: 'ticket', change: ticket },
  };
}

/** "3.5% menos comensales", "12.7% más mesas". */
function countWords(count: NonNullable<SalesChange['count']>, answer: Answer): string {
  const more = count.change > 0 ? 'más' : 'menos';
  if (count.kind === 'covers')
    return `${answer.pct('covers_pct_change', 'Cambio en comensales', count.change)} ${more} comensales`;
  return `${answer.pct('tables_pct_change', 'Cambio en mesas atendidas', count.change)} ${more} mesas`;
}

/** "cada comensal gastó 2.0% más", "el ticket promedio bajó 12.7%". */
function spendWords(spend: NonNullable<SalesChange['spend']>, answer: Answer): string {
  if (spend.kind === 'per_cover') {
    const shown = answer.pct('spend_per_cover_pct_change', 'Cambio en gasto por comensal', spend.change);
    return `cada comensal gastó ${shown} ${spend.change > 0 ? 'más' : 'menos'}`;
  }
  const shown = answer.pct('avg_ticket_pct_change', 'Cambio en ticket promedio por mesa', spend.change);
  return `el ticket promedio por mesa ${spend.change > 0 ? 'subió' : 'bajó'} ${shown}`;
}

/** The sales' two factors that moved, as drivers of their effect. */
function salesFactors(change: SalesChange): Driver[] {
  const drivers: Driver[] = [];
  const { count, spend } = change;
  if (count !== null && count.change !== 0)
    drivers.push({ effect: count.change, words: (a) => countWords(count, a) });
  if (spend !== null && spend.change !== 0)
    drivers.push({ effect: spend.change, words: (a) => spendWords(spend, a) });
  return drivers;
}

/**
 * What the sales did to the profit: their change at the base period's cost per peso of each type
 * (a type without a ratio in both periods counts whole). Words only when its sign is the sales'.
 */
function salesDriver(change: SalesChange, now: Pnl, before: Pnl): Driver | null {
  const [salesNow, salesBefore] = [now.ventas.total_net_sales_cents, before.ventas.total_net_sales_cents];
  if (change.sales === null || change.sales === 0 || salesNow === null || salesBefore === null) return null;
  let effect = salesNow - salesBefore;
  for (const [type, , salesOf] of TYPES) {
    const [typeNow, typeBefore, costBefore] = [salesOf(now), salesOf(before), costOf(before, type)];
    if (typeNow === null || typeBefore === null || costBefore === null || typeBefore === 0) continue;
    effect -= costBefore * (typeNow / typeBefore - 1);
  }
  // A rise of sales that lowered the profit (a costlier mix) is not told as a cause either way.
  if (Math.sign(effect) !== Math.sign(change.sales)) return null;
  const shownChange = change.sales;
  return {
    effect,
    words: (answer) => {
      const parts = salesFactors(change).map((factor) => factor.words(answer));
      const shown = answer.pct('total_sales_pct_change', 'Cambio en ventas', shownChange);
      return `las ventas ${shownChange > 0 ? 'subieron' : 'bajaron'} ${shown}${parts.length > 0 ? ` (${list(parts)})` : ''}`;
    },
  };
}

/** Each type's cost ratio (its change times the period's sales of the type) and each amount but `left`. */
function costDrivers(now: Pnl, before: Pnl, left: readonly Amount[] = []): Driver[] {
  const drivers: Driver[] = [];
  for (const [type, label, salesOf] of TYPES) {
    const [a, b, sales] = [ratioOf(now, type), ratioOf(before, type), salesOf(now)];
    if (a === null || b === null || sales === null || a === b) continue;
    const key = `${type}_cost_pct`;
    drivers.push({
      effect: ((b - a) / 100) * sales,
      words: (answer) =>
        `${label} ${moved(a, b)} de ${answer.pct(`base_${key}`, `${label} antes`, b)} a ${answer.pct(key, label, a)} de ${CATEGORY_SALES_WORDS[type]}`,
    });
  }
  for (const amount of AMOUNTS) {
    const [key, label, value] = amount;
    const [a, b] = [value(now), value(before)];
    if (a === null || b === null || a === b || left.includes(amount)) continue;
    // A line at 0 is none captured over those days (a bill not yet in), not a cost that vanished.
    const none = (cents: number) => (cents === 0 ? ' (nada capturado en esos días)' : '');
    drivers.push({
      effect: b - a,
      words: (answer) =>
        `${label} ${moved(a, b, label)} de ${answer.money(`base_${key}`, `${label} antes`, b)}${none(b)} a ${answer.money(key, label, a)}${none(a)}`,
    });
  }
  return drivers;
}

/** The drivers split by sign against the figure's own move: with it (largest first), then against. */
export function splitDrivers(drivers: readonly Driver[], direction: number) {
  const bySize = [...drivers]
    .filter((d) => d.effect !== 0)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  return {
    with: bySize.filter((driver) => Math.sign(driver.effect) === direction).slice(0, 4),
    against: bySize.filter((driver) => Math.sign(driver.effect) === -direction).slice(0, 2),
  };
}

/** "Lo que la bajó, de mayor a menor: …. En contra: …." */
function driverSentences(drivers: readonly Driver[], direction: number, subject: string, answer: Answer) {
  const { with: causes, against } = splitDrivers(drivers, direction);
  if (causes.length === 0 && against.length === 0)
    return ' No encuentro un cambio en ventas, costos ni gastos entre los dos periodos.';
  const subjunctive = direction > 0 ? 'subiera' : 'bajara';
  let text = '';
  if (causes.length > 0)
    text += ` Lo que ${subject} ${direction > 0 ? 'subió' : 'bajó'}, de mayor a menor: ${list(causes.map((d) => d.words(answer)))}.`;
  if (against.length > 0)
    text += ` En sentido contrario (evitó que ${subjunctive} más): ${list(against.map((d) => d.words(answer)))}.`;
  return text;
}

/** Whether the question says the figure fell, rose, or neither. */
export function askedDirection(question: string): number {
  const words = foldedWords(question);
  if (words.some((word) => /^(baj|kay|kaye|disminu|empeor|menos|perd)/.test(word))) return -1;
  if (words.some((word) => /^(subi|sub|aument|kres|krec|mejor|mas|gane)/.test(word))) return 1;
  return 0;
}

/** "En realidad no bajó: subió." when the question assumed the other way. */
export function correction(asked: number, actual: number, noun: string): string {
  if (asked === 0 || actual === 0 || asked === actual) return '';
  return ` Ojo: ${noun} no ${asked < 0 ? 'bajó' : 'subió'}, ${actual < 0 ? 'bajó' : 'subió'}.`;
}

/** The profit's lead and drivers, when both P&Ls have a net profit. */
function profitWhy(
  change: SalesChange,
  reads: { now: PnlResult; before: PnlResult },
  context: ComposeContext,
  answer: Answer,
) {
  const [now, before] = [reads.now.attributes, reads.before.attributes];
  const [netNow, netBefore] = [now.utilidad_neta.net_profit_cents!, before.utilidad_neta.net_profit_cents!];
  const base = period(context.base, context.today);
  const shownNow = answer.money('net_profit_cents', 'Utilidad neta', netNow);
  const shownBefore = answer.money('base_net_profit_cents', 'Utilidad neta antes', netBefore);
  const word = (cents: number) => (cents < 0 ? 'una pérdida de ' : '');
  let text = `${sentence(`tu utilidad neta ${when(context)} fue ${word(netNow)}${shownNow}, contra ${word(netBefore)}${shownBefore} ${base}.`)}`;
  // A line with nothing captured on one side (a bill not yet in), or captured over part of its days
  // (a quincena's payroll not in), is no cause: both sides are compared without it, said so, and
  // the causes read from that comparison.
  const left = leftOut(reads.now, reads.before);
  const missing = left.map((line) => line.amount);
  const [addNow, addBefore] = [now, before].map((pnl) =>
    missing.reduce((sum, [, , value]) => sum + value(pnl)!, 0),
  );
  const direction = Math.sign(netNow + addNow! - (netBefore + addBefore!));
  if (missing.length > 0)
    text += uncapturedSentence(left, [netNow + addNow!, netBefore + addBefore!], context, answer);
  else text += correction(askedDirection(context.question), direction, 'tu utilidad');
  if (direction === 0) return `${text} Quedó igual.`;
  const drivers = [salesDriver(change, now, before), ...costDrivers(now, before, missing)].filter(
    (driver): driver is Driver => driver !== null,
  );
  return `${text}${driverSentences(drivers, direction, 'la', answer)}`;
}

type Amount = (typeof AMOUNTS)[number];

/** The input each amount line is captured by: the payroll's line, and the expenses' lines. */
const INPUT_OF: Partial<Record<Amount[0], 'payroll' | 'expenses'>> = {
  labor_cost_cents: 'payroll',
  rent_cents: 'expenses',
  utilities_cents: 'expenses',
  maintenance_cents: 'expenses',
  marketing_cents: 'expenses',
  admin_cents: 'expenses',
  other_expenses_cents: 'expenses',
  depreciation_cents: 'expenses',
  interest_cents: 'expenses',
  taxes_cents: 'expenses',
};

/** A line the comparison leaves out, the side it is short on, and how: none captured, or some days. */
interface LeftOut {
  amount: Amount;
  side: 'now' | 'before';
  partly: { covered_days: number; period_days: number } | null;
}

/**
 * The lines at 0 on one side and not on the other (nothing captured over those days), and the lines
 * whose input covers part of either period (meta.incomplete; since 2026-12-06, before read as a
 * cost that fell: "la nómina bajó de $332,346.79 a $170,136.48" of a month with one quincena in).
 */
function leftOut(now: PnlResult, before: PnlResult): LeftOut[] {
  const incomplete = (read: PnlResult, input: string | undefined) =>
    read.meta.incomplete?.find((item) => item.input === input) ?? null;
  return AMOUNTS.flatMap((amount): LeftOut[] => {
    const [a, b] = [amount[2](now.attributes), amount[2](before.attributes)];
    if (a === null || b === null) return [];
    if ((a === 0) !== (b === 0)) return [{ amount, side: a === 0 ? 'now' : 'before', partly: null }];
    const input = INPUT_OF[amount[0]];
    const shortNow = incomplete(now, input);
    const short = shortNow ?? incomplete(before, input);
    if (short === null || a === b) return [];
    return [{ amount, side: shortNow === null ? 'before' : 'now', partly: short }];
  });
}

/**
 * The lines left out, those short the same way on the same side together: the expenses' lines
 * share one coverage, said once for all of them (since 2026-12-07; before, the same days repeated
 * after each line).
 */
function groupedByCapture(missing: readonly LeftOut[]): LeftOut[][] {
  const groups = new Map<string, LeftOut[]>();
  for (const one of missing) {
    const how = `${one.side} ${one.partly?.covered_days ?? 'none'} ${one.partly?.period_days ?? one.amount[0]}`;
    groups.set(how, [...(groups.get(how) ?? []), one]);
  }
  return [...groups.values()];
}

/**
 * " Ojo: los impuestos no tienen nada capturado del 1 al 29 de febrero: sin contarlos en ninguno de
 * los dos, tu utilidad fue $126,407.61 contra $169,115.87 (25.3% menos)." The lines left out, the
 * side they lack, and the profit both sides would show without them.
 */
function uncapturedSentence(
  missing: readonly LeftOut[],
  [without, baseWithout]: [number, number],
  context: ComposeContext,
  answer: Answer,
): string {
  const said = groupedByCapture(missing).map((group) => {
    const [{ amount, side, partly }] = group as [LeftOut, ...LeftOut[]];
    const [key] = amount;
    const labels = list(group.map(({ amount: [, label] }) => label));
    const days = period(side === 'now' ? context.range : context.base, context.today);
    if (partly === null) return `${labels} (nada capturado ${days})`;
    const prefix = side === 'now' ? '' : 'base_';
    const covered = answer.count(
      `${prefix}${key}_covered_days`,
      `${amount[1]}: días capturados`,
      partly.covered_days,
    );
    const of = answer.count(`${prefix}period_days`, 'Días del periodo', partly.period_days);
    return `${labels} (solo ${covered} de sus ${of} días capturados ${days})`;
  });
  const shown = answer.money('net_profit_without_uncaptured_cents', 'Utilidad sin lo no capturado', without);
  const shownBase = answer.money(
    'base_net_profit_without_uncaptured_cents',
    'Utilidad sin lo no capturado antes',
    baseWithout,
  );
  const change = baseWithout > 0 ? pctChange(without, baseWithout) : null;
  const moved =
    change === null || change === 0
      ? ''
      : ` (${answer.pct('net_profit_without_uncaptured_pct_change', 'Cambio sin lo no capturado', change)} ${change > 0 ? 'más' : 'menos'})`;
  // The question's assumed way, set right against the comparison made ("no subió, bajó").
  const [asked, actual] = [askedDirection(context.question), Math.sign(without - baseWithout)];
  const turn =
    asked === 0 || actual === 0 || asked === actual
      ? ''
      : `: no ${asked < 0 ? 'bajó' : 'subió'}, ${actual < 0 ? 'bajó' : 'subió'}`;
  return ` Ojo: no comparo ${list(said)}: sin ${missing.length === 1 ? 'esa línea' : 'esas líneas'} en ninguno de los dos, tu utilidad fue ${shown} contra ${shownBase}${moved}${turn}.`;
}

/** The sales' lead and drivers (covers and ticket), for a sales question or without the P&Ls. */
function salesWhy(
  change: SalesChange,
  now: SalesSummaryAttributes,
  before: SalesSummaryAttributes | null,
  context: ComposeContext,
  answer: Answer,
) {
  const total = answer.money('total_sales_cents', 'Venta total', now.total_sales_cents);
  const base = period(context.base, context.today);
  if (before === null || change.sales === null)
    return `${sentence(when(context))} vendiste ${total}. No tengo ventas cerradas ${base} para comparar.`;
  const baseTotal = answer.money(
    'base_total_sales_cents',
    'Venta del periodo base',
    before.total_sales_cents,
  );
  const direction = Math.sign(change.sales);
  let text = `${sentence(when(context))} vendiste ${total}, contra ${baseTotal} ${base}`;
  if (direction === 0) return `${text}: lo mismo.`;
  text += ` (${answer.pct('total_sales_pct_change', 'Cambio en ventas', change.sales)} ${direction > 0 ? 'más' : 'menos'}).`;
  text += correction(askedDirection(context.question), direction, 'tu venta');
  const drivers = salesFactors(change);
  return `${text}${drivers.length === 0 ? '' : driverSentences(drivers, direction, 'la', answer)}`;
}

/**
 * " Ojo: del 1 al 28 de febrero abriste 28 días (con corte Z y venta) y del 1 al 31 de enero, 31:
 * por día abierto vendiste $… contra $…, 6.8% más." when the two periods opened a different number
 * of days (a month against a longer one, a corte Z not sent yet); '' when as many. The summaries'
 * open days (`meta.days_with_sales`) and analytics/sales.ts `perOpenDay`, as Ventas and the
 * comparisons say it (since 2026-12-07, after the profit's why too; from 2026-12-06 calendar days,
 * so November with its 30th's corte Z missing read "las ventas bajaron 2.1%" and no more).
 */
function daysApart(
  totals: { now: number; base: number },
  days: { now: number; base: number },
  { range, base, today }: ComposeContext,
  answer: Answer,
): string {
  const daily = perOpenDay(
    { total: totals.now, days_with_sales: days.now },
    { total: totals.base, days_with_sales: days.base },
  );
  if (daily === null) return '';
  const perDay = answer.money('day_sales_cents', 'Venta por día abierto', daily.now);
  const basePerDay = answer.money(
    'base_day_sales_cents',
    'Venta por día abierto del periodo base',
    daily.base,
  );
  const change = daily.pct_change;
  const moved =
    change === null || change === 0
      ? ''
      : `, ${answer.pct('day_sales_pct_change', 'Cambio en la venta por día abierto', change)} ${change > 0 ? 'más' : 'menos'}`;
  const opened = answer.count('days_with_sales', 'Días con corte Z y venta', days.now);
  const baseOpened = answer.count(
    'base_days_with_sales',
    'Días con corte Z y venta del periodo base',
    days.base,
  );
  return ` Ojo: ${period(range, today)} abriste ${opened} ${plural(days.now, 'día', 'días')} (con corte Z y venta) y ${period(base, today)}, ${baseOpened}: por día abierto vendiste ${perDay} contra ${basePerDay}${moved}.`;
}

/** Why the P&L cannot take part: refused (scope, role, plan), not in this deployment. */
function withoutCosts(outcomes: Parameters<IntentPlan['compose']>[3], context: ComposeContext): string {
  const refused = outcomes.slice(2).find((outcome) => !outcome.ok);
  if (refused === undefined || refused.ok) return '';
  if (refused.status === 403) return ` ${refusalText(refused, context.requiredPlanOf('intelligence-pnl'))}`;
  return ' Los costos no están disponibles, así que solo te explico las ventas.';
}

const hasSales = (result: AssistantResults['intelligence-sales-summary'] | null) =>
  result !== null && result.meta.snapshot_date != null;

/** "¿Por qué bajaron mis ventas?": a why of the sales, explained by the summaries alone. */
const asksSalesWhy = (question: string) => foldedWords(question).some((word) => /^(bend|benta)/.test(word));

/**
 * "¿Por qué bajó?" after "¿cómo voy esta semana contra la pasada?": a why naming no figure, after the
 * sales, is the sales' why, read with their word (since 2026-12-07; before, the profit's). Null
 * when the question names a figure or the conversation was not about the sales.
 */
export function whyOfSales(
  question: string,
  previous: string | undefined,
  figureNamed: boolean,
): string | null {
  const afterSales = previous === 'sales_total' || previous === 'sales_comparison';
  return afterSales && !figureNamed && !asksSalesWhy(question) ? `${question} las ventas` : null;
}

export const WHY_PLAN: IntentPlan = {
  // A why of the sales quotes no P&L figure, so its P&L is not read (two reads saved).
  reads: (range, base, question) => [
    { read: 'intelligence-sales-summary', query: periodQuery(range) },
    { read: 'intelligence-sales-summary', query: periodQuery(base) },
    ...(asksSalesWhy(question)
      ? []
      : ([
          { read: 'intelligence-pnl', query: periodQuery(range) },
          { read: 'intelligence-pnl', query: periodQuery(base) },
        ] as const)),
  ],
  defaultPeriod: 'this_month',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const nowRead = resultAt(outcomes, 0, 'intelligence-sales-summary')!;
    const now = nowRead.attributes;
    const baseRead = resultAt(outcomes, 1, 'intelligence-sales-summary');
    const before = hasSales(baseRead) ? baseRead!.attributes : null;
    const [pnlNow, pnlBefore] = [
      resultAt(outcomes, 2, 'intelligence-pnl'),
      resultAt(outcomes, 3, 'intelligence-pnl'),
    ];
    const change = before ? salesChange(now, before) : { sales: null, count: null, spend: null };
    const aboutSales = asksSalesWhy(context.question);
    const profits = [pnlNow, pnlBefore].every(
      (pnl) => pnl?.attributes.utilidad_neta.net_profit_cents != null,
    );
    const why =
      aboutSales || !profits || before === null
        ? salesWhy(change, now, before, context, answer)
        : profitWhy(change, { now: pnlNow!, before: pnlBefore! }, context, answer);
    // Both periods' days that opened, where they differ, after either why.
    const text =
      before === null || change.sales === null || change.sales === 0
        ? why
        : `${why}${daysApart(
            { now: now.total_sales_cents, base: before.total_sales_cents },
            { now: nowRead.meta.days_with_sales, base: baseRead!.meta.days_with_sales },
            context,
            answer,
          )}`;
    // A why of the sales read no P&L: what it lacks, or may not be read, is not its news.
    if (aboutSales) return text;
    return `${text}${withoutCosts(outcomes, context)}${incompleteSentence([pnlNow, pnlBefore])}`;
  },
  followUps: ['¿Cuál es mi costo primo?', '¿Cómo voy contra el mes pasado?'],
};
