/**
 * "¿Por qué subió mi costo de alimentos?": a why that names a cost ratio answers about that ratio,
 * not the profit or the sales. The periods are the why's (understand.ts); each period is read as the
 * cost answer reads it (cost-answers.ts): food and beverage from /food-cost (`typeCostOf`), payroll
 * and prime cost from the P&L, whose lines carry the amount, its ratio and the net sales it divides
 * from one computation (the same `costPeriod` figures /labor-cost shows). The lead gives each
 * period's amount with its own ratio and the sales it divides; then what moved, the amount or the
 * sales, each with its change (`pctChange`). A period whose ratio the read cannot give is named
 * with why (the captures it lacks), and no other figure stands in for it.
 */
import { pctChange } from '../analytics/rounding.ts';
import { BENCHMARKS } from '../benchmarks.ts';
import { type CostRatioKey, incompleteInputSentence, incompleteInputsOf } from '../costs/coverage.ts';
import type { FoodCostAttributes, PnlAttributes } from '../responses/intelligence-costs.ts';
import {
  type Answer,
  type ComposeContext,
  type IntentPlan,
  list,
  periodQuery,
  resultAt,
  when,
} from './compose.ts';
import { NEEDS_PAYROLL, NEEDS_PNL, NEEDS_PURCHASES, typeCostOf, whyNull } from './cost-answers.ts';
import { costDaysNote } from './coverage.ts';
import { namedCategoryType, period, sentence } from './format.ts';
import { type CostRatioIntent, figureOfWhy, type Intent } from './intents.ts';
import type { AssistantResults } from './reads.ts';
import { askedDirection, correction } from './why.ts';

/** One period's figures: the ratio, the amount and the sales it divides (null: not given). */
interface CostFigures {
  pct: number | null;
  cost: number | null;
  sales: number | null;
}

type CostRead = 'intelligence-food-cost' | 'intelligence-pnl';
type Body = FoodCostAttributes | PnlAttributes;

interface CostWhy {
  read: CostRead;
  ratio: CostRatioKey;
  /** "tu costo de alimentos": the figure asked. */
  noun: string;
  /** The amount: its figure key, label and noun in "En pesos, el costo subió…". */
  amount: [key: string, label: string, noun: string];
  /** The sales the ratio divides: key, label, noun ("tu venta de alimentos"), what follows its amount. */
  sales: [key: string, label: string, noun: string, suffix: string];
  figures: (body: Body) => CostFigures;
  needs: string;
}

const pnlLine = (body: Body, line: 'labor' | 'prime'): CostFigures => {
  const { gastos_operativos: section, ventas } = body as PnlAttributes;
  return {
    pct: section[`${line}_cost_pct`],
    cost: section[`${line}_cost_cents`],
    sales: ventas.total_net_sales_cents,
  };
};
const NET_SALES: CostWhy['sales'] = ['total_net_sales_cents', 'Venta sin IVA', 'tu venta sin IVA', ''];

const typeWhy = (kind: 'food' | 'beverage' | 'bar', words: string): CostWhy => ({
  read: 'intelligence-food-cost',
  ratio: `${kind}_cost_pct`,
  noun: `tu costo de ${words}`,
  amount: [`${kind}_cost_cents`, `Costo de ${words}`, 'el costo'],
  sales: [`${kind}_sales_cents`, `Venta de ${words} sin IVA`, `tu venta de ${words}`, ' sin IVA'],
  figures: (body) => typeCostOf(body as FoodCostAttributes, kind),
  needs: NEEDS_PURCHASES,
});

/** The cost ratios a why may name, by the intent that asks the ratio itself: one per COST_RATIO_INTENTS. */
const COST_WHYS: Record<CostRatioIntent, CostWhy> = {
  food_cost: typeWhy('food', 'alimentos'),
  beverage_cost: typeWhy('beverage', 'bebidas'),
  labor_cost: {
    read: 'intelligence-pnl',
    ratio: 'labor_cost_pct',
    noun: 'tu costo de nómina',
    amount: ['labor_cost_cents', 'Nómina', 'la nómina'],
    sales: NET_SALES,
    figures: (body) => pnlLine(body, 'labor'),
    needs: NEEDS_PAYROLL,
  },
  prime_cost: {
    read: 'intelligence-pnl',
    ratio: 'prime_cost_pct',
    noun: 'tu costo primo',
    amount: ['prime_cost_cents', 'Costo primo', 'el costo primo'],
    sales: NET_SALES,
    figures: (body) => pnlLine(body, 'prime'),
    needs: NEEDS_PNL,
  },
};

type CostResult = AssistantResults[CostRead];

/** "$X, 32.4% de tu venta de alimentos ($Y sin IVA)": the amount with its own ratio and base. */
function amountWithRatio(spec: CostWhy, figures: CostFigures, prefix: string, answer: Answer): string {
  const [amountKey, amountLabel] = spec.amount;
  const [salesKey, salesLabel, salesNoun, suffix] = spec.sales;
  const label = `${BENCHMARKS[spec.ratio].label}${prefix ? ' antes' : ''}`;
  const ratio = `${answer.pct(`${prefix}${spec.ratio}`, label, figures.pct!)} de ${salesNoun}`;
  const sales =
    figures.sales === null
      ? ''
      : ` (${answer.money(`${prefix}${salesKey}`, salesLabel, figures.sales)}${suffix})`;
  if (figures.cost === null) return `${ratio}${sales}`;
  return `${answer.money(`${prefix}${amountKey}`, amountLabel, figures.cost)}, ${ratio}${sales}`;
}

/** Why a period has no ratio: the captures it lacks, no sales to divide, or the read refused. */
function whyUnknown(spec: CostWhy, result: CostResult | null, figures: CostFigures | null): string {
  if (result === null || figures === null) return 'no pude leer sus costos';
  const noSales = figures.sales === null || figures.sales === 0;
  const otherwise = noSales
    ? `no hay ${spec.sales[2].slice(3)} que lo divida`
    : 'faltan datos capturados para calcularlo';
  return whyNull(spec.ratio, result.meta.missing, otherwise);
}

/** "El costo subió 40.0% (de $A a $B)", its figures recorded; null without both amounts. */
function moveOf(
  noun: string,
  [key, label]: [string, string],
  now: number | null,
  before: number | null,
  answer: Answer,
) {
  if (now === null || before === null) return null;
  const from = answer.money(`base_${key}`, `${label} antes`, before);
  const to = answer.money(key, label, now);
  const change = pctChange(now, before);
  if (now === before) return { change: 0, noun, rest: `quedó igual (${to})` };
  if (change === null) return { change: null, noun, rest: `pasó de ${from} a ${to}` };
  // A move under 0.05 % rounds to 0.0 %: said without a percentage.
  if (change === 0) return { change: 0, noun, rest: `casi no cambió (de ${from} a ${to})` };
  const shown = answer.pct(`${key}_pct_change`, `Cambio de ${label.toLowerCase()}`, change);
  return { change, noun, rest: `${change > 0 ? 'subió' : 'bajó'} ${shown} (de ${from} a ${to})` };
}

/** What moved the ratio: the amount and the sales it divides, the larger move first when both went one way. */
function whatMoved(spec: CostWhy, now: CostFigures, before: CostFigures, answer: Answer): string {
  const cost = moveOf(spec.amount[2], [spec.amount[0], spec.amount[1]], now.cost, before.cost, answer);
  const sales = moveOf(spec.sales[2], [spec.sales[0], spec.sales[1]], now.sales, before.sales, answer);
  if (cost === null || sales === null) return '';
  const oneWay =
    cost.change !== null && sales.change !== null && Math.sign(cost.change) * Math.sign(sales.change) > 0;
  if (!oneWay) return ` En pesos, ${cost.noun} ${cost.rest} y ${sales.noun} ${sales.rest}.`;
  const [first, second] = Math.abs(cost.change!) >= Math.abs(sales.change!) ? [cost, sales] : [sales, cost];
  return ` En pesos, ${first.noun} ${first.rest}, más que ${second.noun}, que ${second.rest}.`;
}

/** " Ojo, del …: incompleto: las compras capturadas cubren 20 de 30 días." for a period's ratio. */
function incompleteOf(spec: CostWhy, result: CostResult, words: string, prefix: string, answer: Answer) {
  const items = incompleteInputsOf(spec.ratio, result.meta.incomplete);
  for (const item of items) {
    answer.count(`${prefix}${item.input}_covered_days`, `Días cubiertos (${item.input})`, item.covered_days);
    answer.count(`${prefix}${item.input}_period_days`, `Días del periodo (${item.input})`, item.period_days);
  }
  return items.length === 0 ? '' : ` Ojo, ${words}: ${items.map(incompleteInputSentence).join('; ')}.`;
}

/**
 * A period without the ratio: which, and why (falta capturar …), never another figure in its place;
 * the other period's ratio when it has one, and what to capture.
 */
function unknownAnswer(
  spec: CostWhy,
  reads: [CostResult | null, CostResult | null],
  figures: [CostFigures | null, CostFigures | null],
  words: [string, string],
  answer: Answer,
): string {
  const unknown = [0, 1]
    .filter((index) => figures[index]?.pct == null)
    .map(
      (index) =>
        `${words[index]} no lo puedo calcular porque ${whyUnknown(spec, reads[index] ?? null, figures[index] ?? null)}`,
    );
  const known = [0, 1].find((index) => figures[index]?.pct != null);
  const knownText =
    known === undefined
      ? ''
      : ` ${sentence(`${spec.noun} ${words[known]} fue de ${amountWithRatio(spec, figures[known]!, known === 0 ? '' : 'base_', answer)}.`)}`;
  return `No puedo decirte por qué cambió ${spec.noun}: ${list(unknown)}.${knownText} ${spec.needs}`;
}

function composeCostWhy(
  spec: CostWhy,
  outcomes: Parameters<IntentPlan['compose']>[3],
  context: ComposeContext,
  answer: Answer,
) {
  const [readNow, readBefore] = [resultAt(outcomes, 0, spec.read), resultAt(outcomes, 1, spec.read)];
  const [now, before] = [readNow, readBefore].map((read) =>
    read === null ? null : spec.figures(read.attributes),
  );
  const [nowWords, baseWords] = [when(context), period(context.base, context.today)];
  if (now?.pct == null || before?.pct == null)
    return unknownAnswer(
      spec,
      [readNow, readBefore],
      [now ?? null, before ?? null],
      [nowWords, baseWords],
      answer,
    );
  const direction = Math.sign(now.pct - before.pct);
  let text = sentence(
    `${spec.noun} ${nowWords} fue de ${amountWithRatio(spec, now, '', answer)}, contra ${amountWithRatio(spec, before, 'base_', answer)} ${baseWords}.`,
  );
  text += correction(askedDirection(context.question), direction, spec.noun);
  if (direction === 0) text += ' Quedó igual.';
  text += whatMoved(spec, now, before, answer);
  const incomplete = `${incompleteOf(spec, readNow!, nowWords, '', answer)}${incompleteOf(spec, readBefore!, baseWords, 'base_', answer)}`;
  return `${text}${incomplete}${salesDaysNotes([readNow!, readBefore!], context, answer, incomplete !== '')}`;
}

/**
 * Either period whose sales are of fewer days than its costs', said as a lone cost figure says it
 * (coverage.ts `costDaysNote`; since 2026-12-07, before unsaid, so January's 23 days of sales set
 * against February's whole month read as a 25.2 % rise).
 */
function salesDaysNotes(
  [now, before]: [CostResult, CostResult],
  context: ComposeContext,
  answer: Answer,
  afterOjo: boolean,
): string {
  const daysOf = (read: CostResult) => (read.meta as { days_with_sales?: number }).days_with_sales;
  const nowNote = costDaysNote(daysOf(now), context.range, answer, afterOjo, {
    prefix: '',
    words: when(context),
  });
  const baseNote = costDaysNote(daysOf(before), context.base, answer, afterOjo || nowNote !== '', {
    prefix: 'base_',
    words: period(context.base, context.today),
  });
  return `${nowNote}${baseNote}`;
}

const costWhyPlan = (spec: CostWhy): IntentPlan => ({
  reads: (range, base) => [
    { read: spec.read, query: periodQuery(range) },
    { read: spec.read, query: periodQuery(base) },
  ],
  defaultPeriod: 'this_month',
  usesPeriod: true,
  needs: spec.needs,
  compose: (_results, context, answer, outcomes) => composeCostWhy(spec, outcomes, context, answer),
  followUps: ['¿Cuál es mi costo primo?', '¿Por qué bajó mi utilidad?'],
});

const BAR_WHY_PLAN = costWhyPlan(typeWhy('bar', 'barra'));

const COST_WHY_PLANS = Object.fromEntries(
  Object.entries(COST_WHYS).map(([intent, spec]) => [intent, costWhyPlan(spec)]),
) as Partial<Record<Intent, IntentPlan>>;

/**
 * The plan of a why that names a cost ratio ("¿por qué subió mi nómina?"), or whose conversation
 * named it (`figure`: "¿y contra marzo?" after the food cost), else null.
 */
export function costWhyPlanFor(
  intent: Intent,
  question: string,
  figure?: CostRatioIntent,
): IntentPlan | null {
  if (intent !== 'why_change') return null;
  const named = figure ?? figureOfWhy(question);
  // "¿Por qué subió mi costo de barra?": the bar's own ratio, as the cost answer gives it (since
  // 2026-12-07; before, the beverages', which had fallen while the bar's rose).
  if (named === 'beverage_cost' && namedCategoryType(question) === 'bar') return BAR_WHY_PLAN;
  return named === null ? null : (COST_WHY_PLANS[named] ?? null);
}
