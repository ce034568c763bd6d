/**
 * The cost answers: food, beverage and payroll cost, prime cost, expenses, profit and EBITDA, and
 * the purchases and days of inventory asked of the cost reads. Each ratio is said with the amount
 * it is of and the sales it divides (one window: the period's own days, as Costos shows them),
 * judged against the shared benchmark table; an input that covers part of the period is said.
 */

import { divideRounded } from '../analytics/rounding.ts';
import { BENCHMARKS, type BenchmarkKey } from '../benchmarks.ts';
import { daysBetween, lastOfMonth } from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { fixedCostsCents } from '../costs/break-even.ts';
import {
  accruedDays,
  type CostInputName,
  type CostRatioKey,
  type IncompleteInput,
  incompleteInputsOf,
  taxesUncaptured,
} from '../costs/coverage.ts';
import { missingInputsOf } from '../costs/missing.ts';
import type { MissingInput } from '../costs/pnl.ts';
import type { FoodCostAttributes, FoodCostMeta, PnlAttributes } from '../responses/intelligence-costs.ts';
import { aguinaldoAnswer, asksAguinaldo } from './aguinaldo.ts';
import { breakEvenAnswer, monthToDateBreakEven } from './break-even.ts';
import {
  type Answer,
  type ComposeContext,
  type IntentPlan,
  list,
  read,
  resultAt,
  resultOf,
  STATUS_WORD,
  type Status,
  soFar,
  when,
} from './compose.ts';
import { costDaysNote } from './coverage.ts';
import { type DateRange, defaultPeriod } from './dates.ts';
import { expenseChangeAnswer, expenseChangeAsked } from './expense-changes.ts';
import { boughtTarget, expensesAnswer, inputsOfLines, unlistedTarget } from './expenses.ts';
import { asksFoodWaste, foodWasteAnswer } from './food-waste.ts';
import { asksIva, CATEGORY_SALES_WORDS, CATEGORY_WORDS, day, namedCategoryType, sentence } from './format.ts';
import { beforeTaxesSentence, incompleteInWords } from './incomplete-words.ts';
import { ingredientSpendAnswer } from './ingredient-spend.ts';
import type { Intent } from './intents.ts';
import { withoutIvaNote } from './iva-balance.ts';
import { laborPartAnswer } from './labor-parts.ts';
import { asksMonthPayroll, monthPayrollAhead } from './payroll-month.ts';
import { perCoverAnswer } from './per-cover.ts';
import { perSpanSentence } from './per-span.ts';
import { categoriesNamed, categoryPurchasesAnswer } from './purchase-categories.ts';
import { type AssistantResults, INGREDIENT_PURCHASES_READ, type RouteReadId } from './reads.ts';
import { asksStockValue, asksSuppliesCost } from './stock-words.ts';
import { asksSupplierSpend } from './supplier-words.ts';
import { suppliersAnswer } from './suppliers.ts';
import { asksCoverEconomics, asksTableEconomics } from './table-words.ts';
import { normalize } from './text.ts';
import { INPUT_WORDS } from './why.ts';
import { asksQuincenaPayroll, paydayAhead, workUnknown } from './work-words.ts';

export function benchmarkSentence(key: BenchmarkKey, status: Status, answer: Answer): string {
  const benchmark = BENCHMARKS[key];
  if (status === null) return '';
  const green = answer.pct(`${key}_benchmark_green`, `${benchmark.label}: límite de verde`, benchmark.green);
  const red = answer.pct(`${key}_benchmark_red`, `${benchmark.label}: límite de rojo`, benchmark.red);
  const healthy =
    benchmark.direction === 'lower_is_better'
      ? `lo sano es menos de ${green}; arriba de ${red} es rojo`
      : `lo sano es más de ${green}; debajo de ${red} es rojo`;
  return ` Está ${STATUS_WORD[status]} (${healthy}).`;
}

/**
 * " Ojo, incompleto: la nómina capturada cubre 2 de 14 días." for each input of the ratio that
 * covers part of its window (meta.incomplete): the costs' own sentence, as the dashboard shows it.
 */
function incompleteSentence(
  key: CostRatioKey,
  meta: object,
  answer: Answer,
  context: ComposeContext,
  taxesLeftOut = false,
): string {
  const read = incompleteInputsOf(key, (meta as { incomplete?: IncompleteInput[] | null }).incomplete);
  // The taxes' own sentence: the net profit is before them (a figure that leaves them out says none).
  const taxes = taxesLeftOut ? '' : beforeTaxesSentence(read, context);
  const incomplete = read.filter((item) => !taxesUncaptured(item));
  if (incomplete.length === 0) return taxes;
  const said = incompleteInWords(incomplete, answer).map((words) => `incompleto: ${words}`);
  return ` Ojo, ${said.join('; ')}.${taxes}`;
}

/**
 * " Ojo: ese porcentaje queda fuera de lo que da un restaurante: …": a ratio the read
 * names in `meta.out_of_range` (computation-rules.md, "Plausible range") is capture timing, said so
 * (since 2026-12-07; before, December's 40.9% net margin was said as a figure, unjudged, unsaid).
 */
function outOfRangeSentence(key: CostRatioKey, meta: object): string {
  const named = (meta as { out_of_range?: readonly string[] | null }).out_of_range ?? [];
  if (!named.includes(key)) return '';
  return ` Ojo: ese porcentaje queda fuera de lo que da un restaurante: casi siempre es que falta capturar algo del periodo (gastos, depreciación, intereses, impuestos o compras), así que no lo califico.`;
}

export const NEEDS_PURCHASES =
  'Para calcularlo, captura tus compras del periodo en el back office (Compras), con su categoría (alimentos, bebidas o bar).';
export const NEEDS_PAYROLL =
  'Para calcularlo, captura la nómina del periodo en el back office (Nómina), por departamento.';
export const NEEDS_PNL =
  'Para calcularlo, captura en el back office tus compras, tu nómina y tus gastos del periodo (renta, luz, mantenimiento…).';
export const NEEDS_INVENTORY =
  'Para sugerirte compras necesito al menos un conteo de inventario con mínimos en el back office (Inventario) y, mejor aún, tus recetas.';

/** The reads of the cost intents: each one's meta.missing lists the captures it lacks. */
type CostReadId = Extract<
  RouteReadId,
  'intelligence-food-cost' | 'intelligence-labor-cost' | 'intelligence-pnl'
>;

/** Why a cost figure is null: the captures its ratio reads that are missing, named, else the plan's reason. */
export function whyNull(ratio: CostRatioKey, missing: readonly string[] | null, otherwise: string): string {
  const inputs = missingInputsOf(ratio, missing) as MissingInput[];
  return inputs.length > 0 ? `falta capturar ${list(inputs.map((input) => INPUT_WORDS[input]))}` : otherwise;
}

/** Where the back office captures each input a cost figure may lack, as the answer asks for it. */
const CAPTURED_IN: Partial<Record<MissingInput, string>> = {
  food_purchases: 'tus compras de alimentos (Compras)',
  beverage_purchases: 'tus compras de bebidas (Compras)',
  bar_purchases: 'tus compras de bar (Compras)',
  payroll: 'la nómina del periodo (Nómina), por departamento',
  operating_expenses: 'tus gastos del periodo (Gastos: renta, luz, mantenimiento…)',
  inventory_counts: 'un conteo de inventario (Inventario)',
};

/**
 * What to capture for the figure: the back-office inputs it lacks, each where it is captured ("la
 * nómina del periodo (Nómina)" when only the payroll is missing; since 2026-12-07, before every
 * input the plan may read, "tus compras, tu nómina y tus gastos"), or `otherwise` when one it lacks
 * comes from the POS (the sales by category, without IVA) or none is named.
 */
function needsOf(ratio: CostRatioKey, missing: readonly string[] | null, otherwise: string): string {
  const inputs = missingInputsOf(ratio, missing) as MissingInput[];
  const where = inputs.map((input) => CAPTURED_IN[input]);
  if (where.length === 0 || where.some((place) => place === undefined)) return otherwise;
  return `Para calcularlo, captura en el back office ${list(where as string[])}.`;
}

const isTodayAlone = ({ range, today }: ComposeContext) => range.from === today && range.to === today;

/** The read's meta with only these inputs' incompleteness: what an expense line's answer read. */
const onlyInputs = (meta: object, inputs: readonly CostInputName[]): object => {
  const incomplete = (meta as { incomplete?: IncompleteInput[] | null }).incomplete;
  return { ...meta, incomplete: incomplete?.filter((item) => inputs.includes(item.input)) ?? null };
};

/**
 * A cost intent over a period (this month by default): one read of its endpoint. `compose` words
 * the figures, or returns null when the endpoint has none (nothing captured, or no sales), and the
 * answer then says so and what to capture instead of a number.
 */
function costPlan<Id extends CostReadId>(spec: {
  read: Id;
  /** How the answer names the figure ("costo de alimentos"). */
  label: string;
  /** The ratio the answer judges: an input it reads that covers part of the period is said. */
  ratio: CostRatioKey;
  /** Why it cannot be computed when the endpoint answers null. */
  missing: string;
  needs: string;
  compose: (
    body: AssistantResults[Id]['attributes'],
    context: ComposeContext,
    answer: Answer,
    meta: AssistantResults[Id]['meta'],
  ) => string | null;
  /** The figure leaves the taxes out (the break-even, the expenses): their capture is not said. */
  taxesLeftOut?: boolean;
  /** The inputs the answer's figures read, when fewer than the ratio's (an expense line: its own). */
  inputsRead?: (question: string) => readonly CostInputName[] | null;
  /** What the read already says while the figure waits on a capture ('' for nothing). */
  meanwhile?: (body: AssistantResults[Id]['attributes'], context: ComposeContext, answer: Answer) => string;
  followUps: readonly string[];
}): IntentPlan {
  return {
    reads: read(spec.read),
    defaultPeriod: 'this_month',
    usesPeriod: true,
    needs: spec.needs,
    compose: (results, context, answer) => {
      const result = resultOf(results, spec.read);
      const text = spec.compose(result.attributes, context, answer, result.meta);
      if (text === null) {
        // Today alone before its corte Z has no figure to build from; a capture missing too is said,
        // not "ask me about yesterday", which lacks it as well (since 2026-12-07).
        const captures = missingInputsOf(spec.ratio, result.meta.missing).filter(
          (input) => input !== 'sales_without_iva' && input !== 'sales_by_category',
        );
        if (result.meta.snapshot_date == null && isTodayAlone(context) && captures.length === 0)
          return `Hoy todavía no cierras el día: tu ${spec.label} de hoy sale con su corte Z. Pregúntame por el de ayer o por el del mes pasado.`;
        if (result.meta.snapshot_date == null && isTodayAlone(context))
          return `Todavía no puedo darte tu ${spec.label} de hoy: el día cierra con su corte Z, y ${whyNull(spec.ratio, captures, spec.missing)}. ${needsOf(spec.ratio, captures, spec.needs)}`;
        const meanwhile = spec.meanwhile?.(result.attributes, context, answer) ?? '';
        const needs = needsOf(spec.ratio, result.meta.missing, spec.needs);
        return `Todavía no puedo darte tu ${spec.label} ${when(context)}: ${whyNull(spec.ratio, result.meta.missing, spec.missing)}.${meanwhile} ${needs}`;
      }
      // The costs accrue over every day of the period, its sales over the days that sold: said when
      // the answer set an amount against the sales (a ratio), not of the aguinaldo or the rent alone
      // (since 2026-12-07; before, after any of them).
      const ratioSaid = answer.figures.some((figure) => figure.unit === '%');
      const salesDays =
        'days_with_sales' in result.meta && ratioSaid ? result.meta.days_with_sales : undefined;
      const inputs = spec.inputsRead?.(context.question) ?? null;
      const meta = inputs === null ? result.meta : onlyInputs(result.meta, inputs);
      const incomplete = incompleteSentence(spec.ratio, meta, answer, context, spec.taxesLeftOut);
      // "Ese porcentaje" is said only after a percentage (since 2026-12-07; before, after the gas bill).
      const implausible = ratioSaid ? outOfRangeSentence(spec.ratio, result.meta) : '';
      return `${text}${incomplete}${implausible}${costDaysNote(salesDays, context.range, answer, incomplete !== '')}`;
    },
    followUps: spec.followUps,
  };
}

/**
 * "¿Cuánto compré?", "mis compras", "¿cuánto gasto en insumos?", "¿cuánto me costaron los
 * insumos?": the purchases captured, not the cost ratio they feed.
 */
const asksPurchases = (question: string) =>
  /\b(compre|compramos|comprado|compras|en insumos?)\b/.test(normalize(question)) ||
  asksSuppliesCost(question);

/** "¿Cuántos días de inventario tengo?", "¿para cuántos días me alcanza?": the DSI, not what to buy. */
const asksInventoryDays = (question: string) =>
  /\b(dias de inventario|dias me alcanza|me alcanza el inventario|rotacion de inventario|dsi|dias me dura|me dura el inventario)\b/.test(
    normalize(question),
  );

/**
 * The stock's value at the period's end, as the DSI values it (costs/inventory-days.ts): the latest
 * count on or before it plus the purchases dated after that count; then how many days it lasts.
 */
function inventoryValueAnswer(meta: FoodCostMeta, context: ComposeContext, answer: Answer): string {
  const stock = meta.inventory_days;
  if (stock.inventory_value_cents === null || stock.count_date === null)
    return `No sé cuánto vale tu inventario ${when(context)}: necesito un conteo de inventario en el back office (Inventario).`;
  const value = answer.money('inventory_value_cents', 'Valor del inventario', stock.inventory_value_cents);
  const counted = day(stock.count_date, context.today);
  const lasts =
    stock.value === null
      ? ''
      : ` Al ritmo de tu costo de ventas del periodo, alcanza para ${answer.count('inventory_days', BENCHMARKS.inventory_days.label, stock.value, 'number')} días.`;
  return `${oneItemNamed(context.question)}${sentence(`${when(context)} tu inventario vale ${value}: tu conteo del ${counted} más lo que compraste después.`)}${lasts}`;
}

/**
 * "¿Cuánto vale mi inventario de carne?": the read values the stock whole, so an item named after
 * "inventario de" is said not to be split before the whole figure, never read as its value.
 */
function oneItemNamed(question: string): string {
  const item = /\binventario de (?:la |el |los |las )?([a-z]+(?: [a-z]+)?)/.exec(normalize(question))?.[1];
  return item === undefined
    ? ''
    : `No valúo cada insumo por separado, así que no tengo el valor de «${item}»; te doy el de todo tu inventario. `;
}

/**
 * The days of inventory (DSI, costs/inventory-days.ts): the stock at the period's end (the latest
 * count plus the purchases after it) over the period's cost of sales per day, as Costos shows it.
 */
function inventoryDaysAnswer(body: FoodCostAttributes, context: ComposeContext, answer: Answer): string {
  if (body.inventory_days === null) {
    return `No puedo calcular tus días de inventario ${when(context)}: necesito un conteo de inventario en el back office (Inventario) y costo de ventas en el periodo.`;
  }
  const { green, red, label } = BENCHMARKS.inventory_days;
  const days = answer.count('inventory_days', label, body.inventory_days, 'number');
  const status = body.inventory_days_status;
  const judged =
    status === null
      ? ''
      : ` Está ${STATUS_WORD[status]} (lo sano es menos de ${answer.count('inventory_days_benchmark_green', `${label}: límite de verde`, green)} días; arriba de ${answer.count('inventory_days_benchmark_red', `${label}: límite de rojo`, red)} es rojo).`;
  return `${sentence(`${when(context)} tu inventario alcanza para ${days} días: lo que tenías al cierre (tu último conteo más las compras después de él) entre lo que usas al día (tu costo de ventas diario del periodo).`)}${judged}`;
}

/**
 * "¿Cuánto compré este mes?": the purchases captured in the period (by_category, as Costos lists
 * them), of the type named or of all with each type; the cost of goods and its ratio are the cost
 * questions' answers.
 */
function purchasesAnswer(body: FoodCostAttributes, context: ComposeContext, answer: Answer): string {
  if (asksIva(context.question)) return purchasesIvaAnswer(body.purchases_iva, context, answer);
  const rows = body.by_category.filter((row) => row.purchases_cents !== 0);
  const type = namedCategoryType(context.question);
  // "¿Cuánto compré de carne?": a purchase category of the owner's, by its name.
  const bought = type === null ? boughtTarget(context.question) : null;
  const named = bought === null ? null : categoryPurchasesAnswer(body, bought, context, answer);
  if (named !== null) return named;
  if (type !== null) {
    const cents = body.by_category.find((row) => row.category === type)?.purchases_cents ?? 0;
    if (cents === 0) return noPurchasesAnswer(body, type, context, answer);
    const shown = answer.money(`${type}_purchases_cents`, `Compras de ${CATEGORY_WORDS[type]}`, cents);
    return sentence(`${when(context)} capturaste compras de ${CATEGORY_WORDS[type]} por ${shown}.`);
  }
  if (rows.length === 0) return sentence(`${when(context)} no tienes compras capturadas en el back office.`);
  const total = rows.reduce((sum, row) => sum + row.purchases_cents, 0);
  const parts = rows.map((row) => {
    const name = row.category === 'other' ? 'otros' : CATEGORY_WORDS[row.category];
    return `${name} ${answer.money(`${row.category}_purchases_cents`, `Compras de ${name}`, row.purchases_cents)}`;
  });
  const shownTotal = answer.money('purchases_cents', 'Compras', total);
  return sentence(`${when(context)} capturaste compras por ${shownTotal}: ${list(parts)}.`);
}

/**
 * "¿Cuánto IVA pagué en mis compras?": the IVA the period's purchases state (the food-cost read's
 * `purchases_iva`), with the purchases that state none (since 2026-12-06; before, the purchases).
 */
function purchasesIvaAnswer(
  stated: FoodCostAttributes['purchases_iva'],
  context: ComposeContext,
  answer: Answer,
): string {
  if (stated.purchases_count === 0) return sentence(`${when(context)} no capturaste compras.`);
  const subject =
    stated.purchases_count === 1
      ? 'tu única compra trae'
      : `tus ${answer.count('purchases_count', 'Compras capturadas', stated.purchases_count)} compras traen`;
  const iva = answer.money('purchases_iva_cents', 'IVA de tus compras', stated.iva_cents);
  return `${sentence(`${when(context)} ${subject} ${iva} de IVA, el que puedes acreditar contra el que cobras.`)}${withoutIvaNote(stated)}`;
}

/**
 * "¿Cuánto gasté en insumos ayer?" on a day with none captured: said so, with what the days used,
 * their cost of the type, beside it (since 2026-12-06; before, "compras … por $0.00" alone).
 */
function noPurchasesAnswer(
  body: FoodCostAttributes,
  type: keyof typeof CATEGORY_WORDS,
  context: ComposeContext,
  answer: Answer,
): string {
  const used = typeCostOf(body, type).cost;
  const words = CATEGORY_WORDS[type];
  const cost =
    used === null || used === 0
      ? ''
      : `; lo que usaste, tu costo de ${words}, fue de ${answer.money(`${type}_cost_cents`, `Costo de ${words}`, used)} (cada compra cuenta en los días que cubre, no en el de la entrega)`;
  return sentence(`${when(context)} no capturaste compras de ${words}${cost}.`);
}

/** A type's cost ratio, its amount and the sales it divides (by_category: one window, as Costos shows them). */
export function typeCostOf(body: FoodCostAttributes, kind: 'food' | 'beverage' | 'bar') {
  const row = body.by_category.find((category) => category.category === kind);
  return { pct: body[`${kind}_cost_pct`], cost: row?.cost_cents ?? null, sales: row?.sales_cents ?? null };
}

/**
 * Food or beverage cost: the amount and its share of the category's sales without IVA, both of the
 * period's own days (by_category: the window Costos shows), judged against its benchmark.
 */
function purchasesRatioPlan(
  kind: 'food' | 'beverage' | 'bar',
  label: string,
  followUps: readonly string[],
): IntentPlan {
  const key = `${kind}_cost_pct` as const;
  return costPlan({
    read: 'intelligence-food-cost',
    label,
    ratio: key,
    missing: 'no hay datos capturados para calcularlo',
    needs: NEEDS_PURCHASES,
    compose: (body, context, answer, meta) => {
      if (asksStockValue(context.question)) return inventoryValueAnswer(meta, context, answer);
      if (asksInventoryDays(context.question)) return inventoryDaysAnswer(body, context, answer);
      if (asksSupplierSpend(context.question)) return suppliersAnswer(body, context, answer);
      if (asksPurchases(context.question)) return purchasesAnswer(body, context, answer);
      if (kind === 'food' && asksFoodWaste(context.question))
        return foodWasteAnswer(body, meta, context, answer);
      const { pct: value, cost: costCents, sales: salesCents } = typeCostOf(body, kind);
      if (value === null) return null;
      const shown = answer.pct(key, BENCHMARKS[key].label, value);
      const judged = benchmarkSentence(key, body[`${kind}_cost_status`], answer);
      if (costCents === null || salesCents === null)
        return `${sentence(`tu ${label} ${when(context)} ${soFar(context)} ${shown} de ${CATEGORY_SALES_WORDS[kind]}.`)}${judged}`;
      const cost = answer.money(`${kind}_cost_cents`, `Costo de ${CATEGORY_WORDS[kind]}`, costCents);
      const sales = answer.money(
        `${kind}_sales_cents`,
        `Venta de ${CATEGORY_WORDS[kind]} sin IVA`,
        salesCents,
      );
      return `${sentence(`tu ${label} ${when(context)} ${soFar(context)} ${cost}, ${shown} de ${CATEGORY_SALES_WORDS[kind]} (${sales} sin IVA).`)}${judged}`;
    },
    followUps,
  });
}

/**
 * "de tu venta sin IVA ($40,000.00)": what a payroll or P&L ratio divides, the period's net sales
 * without IVA, with its amount when the read has it (the labor read has none).
 */
function ofNetSales(cents: number | null | undefined, answer: Answer): string {
  if (cents === null || cents === undefined) return 'de tu venta sin IVA';
  return `de tu venta sin IVA (${answer.money('total_net_sales_cents', 'Venta sin IVA', cents)})`;
}

/** An amount and its share of the net sales (judged against its benchmark), or null without either. */
function amountAndRatio(
  figures: {
    amount: [key: string, label: string, cents: number | null];
    ratio: [key: BenchmarkKey, pct: number | null, status: Status];
    /** The net sales without IVA the ratio divides, when the read has them. */
    netSales?: number | null;
  },
  words: (when: string, amount: string, ratio: string) => string,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const [amountKey, amountLabel, cents] = figures.amount;
  const [ratioKey, pct, status] = figures.ratio;
  if (pct === null) return null;
  const ratio = `${answer.pct(ratioKey, BENCHMARKS[ratioKey].label, pct)} ${ofNetSales(figures.netSales, answer)}`;
  if (cents === null) {
    // A short period's ratio reads its trailing window (docs/computation-rules.md) even when the
    // period's own amount is unknown: the ratio is said alone, as /pnl shows it.
    const judged = benchmarkSentence(ratioKey, status, answer);
    const noun = amountLabel === amountLabel.toUpperCase() ? amountLabel : amountLabel.toLowerCase();
    return `${sentence(`tu ${noun} ${when(context)} ${soFar(context)} ${ratio}.`)}${judged}`;
  }
  const amount = answer.money(amountKey, amountLabel, cents);
  return `${sentence(words(when(context), amount, ratio))}${benchmarkSentence(ratioKey, status, answer)}`;
}

/** "¿cuál es mi margen bruto?", "¿cuánta utilidad bruta tuve?": the gross figure asked first. */
const asksGross = (question: string) => /\bbrut[oa]s?\b/.test(normalize(question));

/** "tus bebidas te dejaron", "tu bar te dejó": a category type as the subject of what it left. */
const TYPE_LEFT = {
  food: 'tus alimentos te dejaron',
  beverage: 'tus bebidas te dejaron',
  bar: 'tu bar te dejó',
} as const;

/**
 * "¿Cuánto me dejan las bebidas?": the type's sales without IVA less its cost of sales, both the
 * P&L's over the same days, with the cost ratio the costs pages show; no number without either.
 */
function typeLeftAnswer(
  pnl: PnlAttributes,
  type: keyof typeof TYPE_LEFT,
  context: ComposeContext,
  answer: Answer,
): string {
  const sales = pnl.ventas[`${type}_sales_cents`];
  const cost = pnl.costo_de_ventas[`${type}_cost_cents`];
  const ratio = pnl.costo_de_ventas[`${type}_cost_pct`];
  const words = CATEGORY_WORDS[type];
  if (sales === null)
    return `${sentence(when(context))} tu punto de venta no separó la venta de ${words}, así que no sé cuánto te dejaron.`;
  const sold = answer.money(`${type}_sales_cents`, `Venta de ${words} sin IVA`, sales);
  if (cost === null)
    return `${sentence(when(context))} vendiste ${sold} de ${words} sin IVA, pero no tengo su costo: captura en el back office tus compras de ${words} y tus conteos de inventario.`;
  const left = answer.money(`${type}_left_cents`, `Lo que dejaron ${words}`, sales - cost);
  const spent = answer.money(`${type}_cost_cents`, `Costo de ${words}`, cost);
  const share =
    ratio === null ? '' : ` (${answer.pct(`${type}_cost_pct`, `Costo de ${words}`, ratio)} de su venta)`;
  return sentence(
    `${when(context)} ${TYPE_LEFT[type]} ${left} antes de nómina y gastos: vendiste ${sold} sin IVA y te costaron ${spent}${share}.`,
  );
}

/** The gross profit and its margin of the net sales, quoted; null without both. */
function grossFigures(pnl: PnlAttributes, answer: Answer): { amount: string; margin: string } | null {
  const { utilidad_bruta: gross, ventas } = pnl;
  if (gross.gross_profit_cents === null || gross.gross_margin_pct === null) return null;
  const amount = answer.money('gross_profit_cents', 'Utilidad bruta', gross.gross_profit_cents);
  const margin = `${answer.pct('gross_margin_pct', 'Margen bruto', gross.gross_margin_pct)} ${ofNetSales(ventas.total_net_sales_cents, answer)}`;
  return { amount, margin };
}

/**
 * The net profit and its share of the net sales, then the gross profit; asked of the gross margin,
 * the gross profit and its margin first, then what is left after payroll and expenses.
 */
function profitAnswer(pnl: PnlAttributes, context: ComposeContext, answer: Answer): string | null {
  const { utilidad_neta: net, utilidad_bruta: gross, ventas } = pnl;
  const gaveLoss = (net.net_profit_cents ?? 0) < 0;
  const netFigures: Parameters<typeof amountAndRatio>[0] = {
    amount: ['net_profit_cents', 'Utilidad neta', net.net_profit_cents],
    ratio: ['net_profit_pct', net.net_profit_pct, net.net_profit_status],
    netSales: ventas.total_net_sales_cents,
  };
  const grossSaid = asksGross(context.question) ? grossFigures(pnl, answer) : null;
  if (grossSaid !== null) {
    const { amount, margin } = grossSaid;
    const lead = sentence(
      `${when(context)} tu utilidad bruta (venta menos costo de ventas) fue de ${amount}: un margen bruto de ${margin}.`,
    );
    // The net sales are quoted once, in the lead.
    const after = amountAndRatio(
      { ...netFigures, netSales: null },
      (_, amount, ratio) =>
        `después de nómina y gastos, ${gaveLoss ? 'tuviste una pérdida de' : 'tu utilidad neta fue de'} ${amount}, ${ratio}.`,
      context,
      answer,
    );
    return after === null ? lead : `${lead} ${after}`;
  }
  const text = amountAndRatio(
    netFigures,
    (period, amount, ratio) =>
      `${period} ${gaveLoss ? 'tuviste una pérdida de' : 'tu utilidad neta fue de'} ${amount}, ${ratio}.`,
    context,
    answer,
  );
  if (text === null) return text;
  const bonus = aguinaldoDue(context.range) ? AGUINALDO_NOTE : '';
  if (gross.gross_profit_cents === null) return `${text}${bonus}`;
  const amount = answer.money('gross_profit_cents', 'Utilidad bruta', gross.gross_profit_cents);
  return `${text} Tu utilidad bruta (venta menos costo de ventas) fue de ${amount}.${bonus}`;
}

/** A period holding a 20 December, the day the aguinaldo is due by (LFT art. 87). */
const aguinaldoDue = (range: DateRange) =>
  [range.from, range.to].some((date) => {
    const due = `${date.slice(0, 4)}-12-20`;
    return range.from <= due && due <= range.to;
  });

/**
 * The payroll captured does not set the aguinaldo apart, so whether December's holds it is not
 * known: said of a profit over 20 December (since 2026-12-07; before, December's profit read green
 * with nothing said of it, while "¿cuánto aguinaldo pago?" estimated it).
 */
const AGUINALDO_NOTE =
  ' Ojo: el aguinaldo (al menos 15 días de salario por persona, LFT art. 87) se paga antes del 20 de diciembre; si no lo capturaste en tu nómina, tu utilidad sale más alta de lo que es.';

/**
 * A figure after payroll with no period named: the last whole month (the running month's payroll is
 * seldom captured yet, so it would say only what is missing); "llevo", "va" ask the month so far
 * (understand.ts `defaultRange`).
 */
const afterPayroll = (plan: IntentPlan): IntentPlan => ({ ...plan, defaultPeriod: 'last_month' });

/**
 * "¿Cuántas horas trabajó Diana?": what the payroll does not keep, said before whatever the plan
 * answers, the payroll or why it cannot be given yet (work-words.ts).
 */
const workUnknownFirst = (plan: IntentPlan): IntentPlan => ({
  ...plan,
  compose: (results, context, answer, outcomes) =>
    `${workUnknown(context.question)}${plan.compose(results, context, answer, outcomes)}`,
});

/** A P&L figure: prime cost, net profit, EBITDA, the expenses or the break-even. */
function pnlPlan(
  label: string,
  ratio: CostRatioKey,
  compose: (pnl: PnlAttributes, context: ComposeContext, answer: Answer) => string | null,
  followUps: readonly string[],
  {
    meanwhile,
    statesNetProfit = false,
    inputsRead,
  }: {
    meanwhile?: (pnl: PnlAttributes, context: ComposeContext, answer: Answer) => string;
    inputsRead?: (question: string) => readonly CostInputName[] | null;
    /**
     * The answer states the net profit, so whether its taxes are captured is said; the break-even
     * and the expenses read the same captures (meta.missing, meta.incomplete) but leave taxes out.
     */
    statesNetProfit?: boolean;
  } = {},
): IntentPlan {
  return costPlan({
    read: 'intelligence-pnl',
    label,
    ratio,
    missing: 'faltan datos capturados para calcularlo',
    needs: NEEDS_PNL,
    compose,
    ...(meanwhile === undefined ? {} : { meanwhile }),
    taxesLeftOut: !statesNetProfit,
    ...(inputsRead === undefined ? {} : { inputsRead }),
    followUps,
  });
}

/**
 * "¿Cuánto gané hoy?" while the payroll of the days asked is not captured: no net profit, but the
 * gross profit the sales and their cost already give, said as what payroll and expenses come out of.
 */
function grossMeanwhile(pnl: PnlAttributes, _context: ComposeContext, answer: Answer): string {
  const said = grossFigures(pnl, answer);
  if (said === null) return '';
  const { amount, margin } = said;
  return ` Lo que sí sé: tu utilidad bruta (venta menos costo de ventas) fue de ${amount}, un margen bruto de ${margin}; de ahí salen la nómina y los gastos.`;
}

/**
 * "¿Cómo van mis costos?" in a month whose payroll is not captured yet: no prime cost, but the cost
 * of sales it starts from, the P&L's own, said as the part the payroll is added to.
 */
function costOfSalesMeanwhile(pnl: PnlAttributes, _context: ComposeContext, answer: Answer): string {
  const cents = pnl.costo_de_ventas.total_cogs_cents;
  // $0.00 is no purchase captured yet, not a cost of nothing.
  if (cents === null || cents <= 0) return '';
  const cogs = answer.money('total_cogs_cents', 'Costo de ventas', cents);
  return ` Lo que sí sé: tu costo de ventas (alimentos, bebidas, bar y lo demás que vendes) fue de ${cogs}; el costo primo le suma la nómina.`;
}

const PROFIT_PLAN = afterPayroll(
  pnlPlan('utilidad', 'net_profit_pct', profitAnswer, ['¿Y mi EBITDA?', '¿Cuál es mi costo primo?'], {
    meanwhile: grossMeanwhile,
    statesNetProfit: true,
  }),
);

/**
 * "¿Cuánto necesito para la nómina de la quincena?" while the days asked have no payroll captured:
 * said so, then the last whole month's payroll, per day and, asked of a week or a quincena, for
 * its days (since 2026-12-06; before, the capture asked for alone). A period the month's own read
 * already answers reads nothing more. The plan reads the last whole month by default (afterPayroll).
 */
function withLastPayroll(plan: IntentPlan): IntentPlan {
  const lastMonth = (today: string) => defaultPeriod('last_month', today);
  return {
    ...afterPayroll(plan),
    thenReads: (results, range, { today }) => {
      const missing = results['intelligence-labor-cost']?.attributes.total_labor_cents === null;
      const month = lastMonth(today);
      return missing && (range.from !== month.from || range.to !== month.to)
        ? read('intelligence-labor-cost')(month)
        : [];
    },
    compose: (results, context, answer, outcomes) => {
      const last = resultAt(outcomes, 1, 'intelligence-labor-cost');
      const cents = last?.attributes.total_labor_cents;
      const month = { range: lastMonth(context.today), coverage: last?.meta.coverage.payroll };
      const figures = cents == null ? null : lastPayrollWords(cents, month, context, answer);
      // "¿Cuánto necesito para pagar la quincena?", "¿cuánto voy a pagar de nómina en diciembre?":
      // the estimate is the answer, the capture after it.
      const monthName = asksMonthPayroll(context.question)
        ? MONTHS[Number(context.range.from.slice(5, 7)) - 1]
        : null;
      const lead = asksQuincenaPayroll(context.question)
        ? 'Para pagar la quincena'
        : monthName && `Para la nómina de ${monthName}`;
      if (figures !== null && lead)
        return `${lead}, con el mes pasado: ${figures}. ${sentence(when(context))} aún no tienes nómina capturada; captúrala en el back office (Nómina) cuando la pagues.`;
      const text = plan.compose(results, context, answer, outcomes);
      return figures === null ? text : `${text} El mes pasado: ${figures}.`;
    },
  };
}

/**
 * "en abril tu nómina sumó $…, unos $… al día; una quincena, unos $…": the last month captured, per
 * day of it that a payroll period covers ("en noviembre (15 de sus 30 días con nómina capturada)";
 * since 2026-12-06, before per calendar day, half the truth of a month with one quincena captured).
 */
function lastPayrollWords(
  cents: number,
  {
    range: month,
    coverage,
  }: { range: DateRange; coverage: { covered_days: number; period_days: number } | undefined },
  context: ComposeContext,
  answer: Answer,
): string {
  const calendarDays = daysBetween(month.from, month.to)! + 1;
  const { days, partly: short } = accruedDays(coverage?.covered_days, calendarDays);
  const partly = short ? ` (${days} de sus ${calendarDays} días con nómina capturada)` : '';
  const total = answer.money('last_month_labor_cents', 'Nómina del último mes capturado', cents);
  const perDay = answer.money(
    'last_month_labor_day_cents',
    'Nómina por día del último mes',
    divideRounded(cents, days)!,
  );
  const text = normalize(context.question);
  // "¿… pagar de nómina el 15?" pays a quincena too. A quincena is paid as half a month, whatever
  // its 13 to 16 days (since 2026-12-07; before, the per-day payroll times its days: 16–28
  // February at 13 days, 17 % under the 1–15 February captured).
  const unit =
    /\bquincena\b/.test(text) || paydayAhead(context.question) !== null
      ? { words: 'una quincena', days: calendarDays, per: 2 }
      : /\bsemana\b/.test(text)
        ? { words: 'una semana', days: 7, per: 1 }
        : null;
  const share =
    unit === null
      ? asksMonthPayroll(context.question)
        ? monthPayrollAhead({ cents, days }, context, answer)
        : ''
      : `; ${unit.words}, unos ${answer.money('labor_share_cents', `Nómina de ${unit.words}`, divideRounded(cents * unit.days, days * unit.per)!)}`;
  const name = MONTHS[Number(month.from.slice(5, 7)) - 1];
  return `en ${name}${partly} tu nómina sumó ${total}, unos ${perDay} al día${share}`;
}

/**
 * "¿Ya pasé mi punto de equilibrio este mes?" before this month's payroll is captured: the last
 * whole month's P&L read too, and the month's break-even from it against the sales so far
 * (break-even.ts monthToDateBreakEven). A month over, or one with its fixed costs, reads nothing more.
 */
function withMonthToDate(plan: IntentPlan): IntentPlan {
  return {
    ...plan,
    thenReads: (results, range, { today }) => {
      const pnl = results['intelligence-pnl']?.attributes;
      const underWay = range.from.endsWith('-01') && range.to < lastOfMonth(range.from)!;
      return pnl !== undefined && underWay && fixedCostsCents(pnl) === null
        ? read('intelligence-pnl')(defaultPeriod('last_month', today))
        : [];
    },
    compose: (results, context, answer, outcomes) => {
      const text = plan.compose(results, context, answer, outcomes);
      const last = resultAt(outcomes, 1, 'intelligence-pnl');
      const current = results['intelligence-pnl']?.attributes;
      if (last == null || current === undefined) return text;
      const month = defaultPeriod('last_month', context.today);
      const lastMonth = { pnl: last.attributes, month, incomplete: last.meta.incomplete };
      const sofar = monthToDateBreakEven(lastMonth, current, context, answer);
      // The 1st before its corte Z: the month's need answers the month asked, not today's refusal.
      if (isTodayAlone(context))
        return sofar !== '' && /\bmes\b/.test(normalize(context.question)) ? sofar.trim() : text;
      return `${text}${sofar}`;
    },
  };
}

/**
 * "¿Qué gasto subió más?", "¿subió la luz?": the P&L of the base period read second, each line set
 * against it (expense-changes.ts; since 2026-12-06, before the period's lines alone). Without the
 * base, or a line both carry, the period's lines as before.
 */
function withExpenseChange(plan: IntentPlan): IntentPlan {
  return {
    ...plan,
    reads: (range, base, question, today) => [
      ...plan.reads(range, base, question, today),
      ...(expenseChangeAsked(question) === null ? [] : read('intelligence-pnl')(base)),
    ],
    compose: (results, context, answer, outcomes) => {
      const pnl = results['intelligence-pnl']?.attributes;
      const before = resultAt(outcomes, 1, 'intelligence-pnl')?.attributes;
      const changed =
        pnl === undefined || before === undefined || expenseChangeAsked(context.question) === null
          ? null
          : expenseChangeAnswer(pnl, before, context, answer);
      return changed ?? plan.compose(results, context, answer, outcomes);
    },
  };
}

/**
 * "¿Cuánto gasté en carne?": an expense question naming what the P&L has no line for reads the
 * period's purchases by category too, and answers the owner's category of that name when there is
 * one (purchase-categories.ts); else the expense lines, as before.
 */
function withPurchaseCategory(plan: IntentPlan): IntentPlan {
  return {
    ...plan,
    reads: (range, base, question, today) => [
      ...plan.reads(range, base, question, today),
      ...(unlistedTarget(question) === null ? [] : read('intelligence-food-cost')(range)),
    ],
    compose: (results, context, answer, outcomes) => {
      const body = results['intelligence-food-cost']?.attributes;
      const target = unlistedTarget(context.question);
      const named =
        body === undefined || target === null || categoriesNamed(body, target).length === 0
          ? null
          : categoryPurchasesAnswer(body, target, context, answer);
      return named ?? plan.compose(results, context, answer, outcomes);
    },
  };
}

/**
 * "¿Cuánto gasté en suadero?", "¿cuánto compré de pastor?": a word that neither a P&L line nor a
 * purchase category of the owner's names reads the period's purchase lines too, and answers the
 * ingredients of that name when there are (ingredient-spend.ts; since 2026-12-07, before "No tengo
 * tu gasto en «suadero» por separado"); else the plan's answer, as before.
 */
function withIngredientSpend(plan: IntentPlan, targetOf: (question: string) => string | null): IntentPlan {
  return {
    ...plan,
    reads: (range, base, question, today) => [
      ...plan.reads(range, base, question, today),
      ...(targetOf(question) === null ? [] : read(INGREDIENT_PURCHASES_READ)(range)),
    ],
    compose: (results, context, answer, outcomes) => {
      const target = targetOf(context.question);
      const purchases = results[INGREDIENT_PURCHASES_READ]?.attributes.purchases;
      const food = results['intelligence-food-cost']?.attributes;
      const category = food !== undefined && target !== null && categoriesNamed(food, target).length > 0;
      const spent =
        target === null || purchases === undefined || category
          ? null
          : ingredientSpendAnswer(purchases, target, context, answer);
      return spent ?? plan.compose(results, context, answer, outcomes);
    },
  };
}

/**
 * "¿Cuánto compré de pastor?" of the food cost: the word bought, when no category type nor supplier
 * is asked ("¿cuánto le compré a Carnes Selectas?" is the suppliers' answer).
 */
const boughtIngredient = (question: string) =>
  asksPurchases(question) && !asksSupplierSpend(question) && namedCategoryType(question) === null
    ? boughtTarget(question)
    : null;

/** The payroll as a week's worth (per-span.ts). */
/** The payroll as a week's or, since 2026-12-06, a day's worth ("¿cuánto gasto en nómina al día?"). */
const LABOR_PER = {
  week: { key: 'labor_per_week_cents', label: 'Nómina por semana', whose: 'la del mes' },
  day: { key: 'labor_per_day_cents', label: 'Nómina por día', whose: 'la del mes' },
};

const BEVERAGE_COST = purchasesRatioPlan('beverage', 'costo de bebidas', [
  '¿Y mi costo de alimentos?',
  '¿Cuál es mi utilidad?',
]);
const BAR_COST = purchasesRatioPlan('bar', 'costo de barra', [
  '¿Y mi costo de bebidas?',
  '¿Cuál es mi utilidad?',
]);

/**
 * "¿Cuál es mi costo de bebidas?", and "¿cuál es mi costo de bar?" its own ratio (bar_cost_pct,
 * Costos' "Costo de barra"; before 2026-12-06 the beverages' figure answered it).
 */
const BEVERAGE_OR_BAR_COST: IntentPlan = {
  ...BEVERAGE_COST,
  compose: (results, context, answer, outcomes) =>
    (namedCategoryType(context.question) === 'bar' ? BAR_COST : BEVERAGE_COST).compose(
      results,
      context,
      answer,
      outcomes,
    ),
};

export const COST_PLANS = {
  food_cost: withIngredientSpend(
    purchasesRatioPlan('food', 'costo de alimentos', ['¿Y mi costo de bebidas?', '¿Cuál es mi costo primo?']),
    boughtIngredient,
  ),
  beverage_cost: BEVERAGE_OR_BAR_COST,
  // With no period named, the payroll's figures read the last whole month, as the profit's do.
  labor_cost: workUnknownFirst(
    withLastPayroll(
      costPlan({
        read: 'intelligence-labor-cost',
        label: 'costo de nómina',
        ratio: 'labor_cost_pct',
        missing: 'no hay nómina capturada o no hubo ventas en el periodo',
        needs: NEEDS_PAYROLL,
        compose: (body, context, answer, meta) => {
          if (asksAguinaldo(context.question)) return aguinaldoAnswer(body, meta, context, answer);
          const part = laborPartAnswer(body, context, answer);
          if (part !== null) return part;
          const whole = amountAndRatio(
            {
              amount: ['total_labor_cents', 'Nómina', body.total_labor_cents],
              ratio: ['labor_cost_pct', body.labor_cost_pct, body.labor_cost_status],
            },
            (period, amount, ratio) => `tu nómina ${period} suma ${amount}, ${ratio}.`,
            context,
            answer,
          );
          if (whole === null) return null;
          // Spread over the days its payroll periods cover (since 2026-12-06; before, the month's).
          const covered = meta.coverage.payroll.covered_days;
          const spread = (span: 'week' | 'day') =>
            perSpanSentence(span, body.total_labor_cents, { ...LABOR_PER[span], covered }, context, answer);
          return `${whole}${spread('week')}${spread('day')}`;
        },
        followUps: ['¿Cuál es mi costo primo?', '¿Cuál es mi utilidad?'],
      }),
    ),
  ),
  prime_cost: afterPayroll(
    pnlPlan(
      'costo primo',
      'prime_cost_pct',
      ({ gastos_operativos: section, ventas }, context, answer) =>
        amountAndRatio(
          {
            amount: ['prime_cost_cents', 'Costo primo', section.prime_cost_cents],
            ratio: ['prime_cost_pct', section.prime_cost_pct, section.prime_cost_status],
            netSales: ventas.total_net_sales_cents,
          },
          (period, amount, ratio) =>
            `tu costo primo (costo de ventas más nómina) ${period} es de ${amount}, ${ratio}.`,
          context,
          answer,
        ),
      ['¿Y mi costo de alimentos?', '¿Y mi nómina?'],
      { meanwhile: costOfSalesMeanwhile },
    ),
  ),
  expenses: withIngredientSpend(
    withPurchaseCategory(
      withExpenseChange(
        pnlPlan(
          'desglose de gastos',
          'net_profit_pct',
          expensesAnswer,
          ['¿Cuál es mi utilidad?', '¿Cuánto llevo de nómina?'],
          // An expense line asked ("¿cuánto gasté en gas?") reads the expenses alone, the taxes theirs.
          { inputsRead: inputsOfLines },
        ),
      ),
    ),
    unlistedTarget,
  ),
  profit: {
    ...PROFIT_PLAN,
    // "¿Cuánto me deja cada cliente?": the period's diners too (per-cover.ts).
    reads: (range, base, question, today) => [
      ...PROFIT_PLAN.reads(range, base, question, today),
      ...(asksCoverEconomics(question) ? read('intelligence-sales-summary')(range) : []),
    ],
    // "¿Cuánto me dejan las bebidas?": that type's sales less its cost, judged on its cost ratio.
    compose: (results, context, answer, outcomes) => {
      const summary = results['intelligence-sales-summary']?.attributes;
      const pnl = resultOf(results, 'intelligence-pnl');
      const perCover =
        summary === undefined || !asksCoverEconomics(context.question)
          ? null
          : perCoverAnswer(
              pnl.attributes,
              summary,
              context,
              answer,
              asksTableEconomics(context.question) ? 'table' : 'cover',
            );
      if (perCover !== null)
        return `${perCover}${incompleteSentence('net_profit_pct', pnl.meta, answer, context)}`;
      const type = namedCategoryType(context.question);
      if (type === null) return PROFIT_PLAN.compose(results, context, answer, outcomes);
      const { attributes, meta } = resultOf(results, 'intelligence-pnl');
      const text = typeLeftAnswer(attributes, type, context, answer);
      return `${text}${incompleteSentence(`${type}_cost_pct`, meta, answer, context)}`;
    },
  },
  // Fixed costs accrue by day, so any window has its break-even.
  break_even: withMonthToDate(
    afterPayroll(
      pnlPlan('punto de equilibrio', 'net_profit_pct', breakEvenAnswer, [
        '¿Cuál es mi utilidad?',
        '¿Cuál es mi costo primo?',
      ]),
    ),
  ),
  ebitda: afterPayroll(
    pnlPlan(
      'EBITDA',
      'ebitda_pct',
      ({ ebitda: section, ventas }, context, answer) =>
        amountAndRatio(
          {
            amount: ['ebitda_cents', 'EBITDA', section.ebitda_cents],
            ratio: ['ebitda_pct', section.ebitda_pct, section.ebitda_status],
            netSales: ventas.total_net_sales_cents,
          },
          (period, amount, ratio) =>
            `tu EBITDA ${period} fue ${section.ebitda_cents! < 0 ? 'negativo de ' : 'de '}${amount}, ${ratio}.`,
          context,
          answer,
        ),
      ['¿Cuál es mi utilidad?', '¿Y mi nómina?'],
    ),
  ),
} satisfies Partial<Record<Intent, IntentPlan>>;
