/**
 * How much of a period each cost input covers, which ratios read which input, the plausible range
 * of each ratio, and the sentence an owner reads for an incomplete input. A ratio gets a colour
 * only when every input it reads covers the whole period and its value is plausible: a sliver of a
 * fortnight's payroll or a week's purchases landing on one day is capture timing, not a ratio.
 * Rules: docs/computation-rules.md ("Coverage", "Plausible range"). Pure.
 */
import type { DateRange } from '../analytics/period.ts';
import { addDays, daysBetweenInclusive } from './records.ts';

export const COST_INPUT_NAMES = ['payroll', 'expenses', 'taxes', 'purchases', 'inventory'] as const;
export type CostInputName = (typeof COST_INPUT_NAMES)[number];

/** Days of the period an input covers, out of the period's days. */
export interface InputCoverage {
  covered_days: number;
  period_days: number;
}
export type CostCoverage = Record<CostInputName, InputCoverage>;

/** An input a ratio reads that covers less than the period (meta.incomplete). */
export interface IncompleteInput extends InputCoverage {
  input: CostInputName;
}

/**
 * A purchase stands for the days from its date through the next six: restaurants buy perishables
 * at least weekly, so a week without any purchase captured is a week not captured.
 */
export const PURCHASE_COVER_DAYS = 7;

/** Days of `range` inside at least one of `spans` (each both ends included). */
export function coveredDays(spans: readonly DateRange[], range: DateRange): number {
  const clipped = spans
    .map((span) => ({
      from: span.from > range.from ? span.from : range.from,
      to: span.to < range.to ? span.to : range.to,
    }))
    .filter((span) => span.from <= span.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  let covered = 0;
  let end = '';
  for (const span of clipped) {
    if (span.to <= end) continue;
    const from = span.from > end ? span.from : addDays(end, 1);
    covered += daysBetweenInclusive(from, span.to);
    end = span.to;
  }
  return covered;
}

/**
 * A category billed by period (an accrual, as rent, light or gas) is still running for this many
 * days after its last period ends: the next bill is due, so a day past it without one is a day
 * not captured, not a day without that cost.
 */
export const RUNNING_BILL_DAYS = 31;

/**
 * Days of `range` the operating expenses cover: inside an expense's period (or on its date), and
 * inside a period of every category billed by period still running that day (its last period
 * before it ended at most RUNNING_BILL_DAYS before). November's rent alone no longer covers 1–2
 * November while October's light and gas were billed and November's are not yet (since
 * 2026-12-07; before, any one expense covered the day, and their "drop" read as savings).
 */
export function expenseCoveredDays(
  expenses: ReadonlyArray<{ category: string; span: DateRange }>,
  range: DateRange,
): number {
  const inside = (date: string, span: DateRange) => span.from <= date && date <= span.to;
  const billed = new Map<string, DateRange[]>();
  for (const { category, span } of expenses)
    if (span.from < span.to) billed.set(category, [...(billed.get(category) ?? []), span]);
  // Each category's periods latest-ending first, sorted once for every day of the range.
  const categories = [...billed.values()].map((spans) => [...spans].sort((a, b) => (a.to < b.to ? 1 : -1)));
  const runsShort = (date: string, spans: readonly DateRange[]) => {
    if (spans.some((span) => inside(date, span))) return false;
    const last = spans.find((span) => span.to < date)?.to;
    return last !== undefined && daysBetweenInclusive(last, date) - 1 <= RUNNING_BILL_DAYS;
  };
  let covered = 0;
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    if (!expenses.some(({ span }) => inside(date, span))) continue;
    if (!categories.some((spans) => runsShort(date, spans))) covered += 1;
  }
  return covered;
}

/** The days a purchase dated `date` stands for. */
export const purchaseSpan = (date: string): DateRange => ({
  from: date,
  to: addDays(date, PURCHASE_COVER_DAYS - 1),
});

/**
 * Whether an input covers every day of the period; one that does not leaves a ratio reading it
 * incomplete, the taxes too (a tax without a period covers its date's month, costs/pnl.ts `taxSpan`).
 */
export const isComplete = (coverage: InputCoverage): boolean => coverage.covered_days >= coverage.period_days;

/**
 * The plausible range of each ratio (%, both ends included). Outside it a figure is capture
 * timing (a week's purchases on one day, a payroll not yet captured), never a restaurant's ratio,
 * and has no colour. Lower ends: no restaurant sells food at under 10 % of its cost, nor pays under
 * 5 % of its sales in wages; upper ends: a cost above its sales, or a margin above half of sales.
 */
export const PLAUSIBLE_PCT = {
  food_cost_pct: { min: 10, max: 100 },
  beverage_cost_pct: { min: 5, max: 100 },
  bar_cost_pct: { min: 5, max: 100 },
  labor_cost_pct: { min: 5, max: 100 },
  prime_cost_pct: { min: 15, max: 200 },
  ebitda_pct: { min: -100, max: 50 },
  net_profit_pct: { min: -100, max: 40 },
} as const;
export type CostRatioKey = keyof typeof PLAUSIBLE_PCT;
export const COST_RATIO_KEYS = Object.keys(PLAUSIBLE_PCT) as CostRatioKey[];

export const isPlausible = (key: CostRatioKey, value: number): boolean =>
  value >= PLAUSIBLE_PCT[key].min && value <= PLAUSIBLE_PCT[key].max;

const INPUT_WORDS: Record<CostInputName, { subject: string; plural: boolean }> = {
  payroll: { subject: 'la nómina capturada', plural: false },
  expenses: { subject: 'los gastos capturados', plural: true },
  taxes: { subject: 'los impuestos capturados', plural: true },
  purchases: { subject: 'las compras capturadas', plural: true },
  inventory: { subject: 'los conteos de inventario', plural: true },
};

/**
 * The owner's sentence for an incomplete input, for the dashboard and the assistant alike:
 * "incompleto: la nómina capturada cubre 2 de 14 días"; the taxes with none captured, "sin
 * impuestos: no hay ninguno capturado en los 31 días del periodo" (the net profit is before them).
 * Words, never a colour.
 */
export function incompleteInputSentence(item: IncompleteInput): string {
  if (taxesUncaptured(item)) return `sin impuestos: no hay ninguno capturado en ${periodDaysWords(item)}`;
  return `incompleto: ${coverageWords(item)}`;
}

/**
 * Whether a period's net profit is before taxes because none is captured on any of its days (a
 * month's ISR is paid, and captured, around the 17th of the next): the taxes with no day covered.
 * The test by which every door says the net profit is before taxes; taxes covering part of the
 * period leave it incomplete as any input does (`isComplete`; since 2026-12-07, before only none).
 */
export const taxesUncaptured = (item: IncompleteInput): boolean =>
  item.input === 'taxes' && item.covered_days === 0;

const periodDaysWords = (item: InputCoverage) =>
  item.period_days === 1 ? 'ese día' : `los ${item.period_days} días del periodo`;

/** "la nómina capturada cubre 2 de 14 días": what an incomplete input covers, in words. */
export function coverageWords(item: IncompleteInput): string {
  if (taxesUncaptured(item)) return `no hay impuestos capturados en ${periodDaysWords(item)}`;
  const words = INPUT_WORDS[item.input];
  const verb = words.plural ? 'cubren' : 'cubre';
  const days = item.period_days === 1 ? 'día' : 'días';
  return `${words.subject} ${verb} ${item.covered_days} de ${item.period_days} ${days}`;
}

/**
 * "Ventas de 29 de los 30 días (los que tienen corte Z con venta); los costos cuentan los 30.":
 * a cost figure whose period has a day that did not sell (closed, or its corte Z not sent), whose
 * costs still accrue (docs/figures.md, "Days without a corte Z"); null when every day sold or none
 * did. Costos and the cost alerts say it in these words.
 */
export function salesDaysSentence(daysWithSales: number, periodDays: number): string | null {
  if (daysWithSales === 0 || daysWithSales >= periodDays) return null;
  return `Ventas de ${daysWithSales} de los ${periodDays} días (los que tienen corte Z con venta); los costos cuentan los ${periodDays}.`;
}

/**
 * The days an amount accrued over: those its input covers when some and fewer than the period's
 * calendar days (a month with one quincena of payroll captured), else all of them; `partly` says
 * which, for the words.
 */
export function accruedDays(covered: number | undefined, calendarDays: number) {
  const partly = covered !== undefined && covered > 0 && covered < calendarDays;
  return { days: partly ? covered : calendarDays, partly };
}

/** The inputs each ratio may read (the cost of sales is purchases, or inventory counts). */
export const RATIO_INPUTS: Record<CostRatioKey, readonly CostInputName[]> = {
  food_cost_pct: ['purchases', 'inventory'],
  beverage_cost_pct: ['purchases', 'inventory'],
  bar_cost_pct: ['purchases', 'inventory'],
  labor_cost_pct: ['payroll'],
  prime_cost_pct: ['purchases', 'inventory', 'payroll'],
  ebitda_pct: ['purchases', 'inventory', 'payroll', 'expenses'],
  // Below EBITDA the taxes are the one line every restaurant owes (ISR): a net profit without them
  // is before taxes, not judged as complete (since 2026-12-07).
  net_profit_pct: ['purchases', 'inventory', 'payroll', 'expenses', 'taxes'],
};

/**
 * The inputs of the P&L's other shares of sales, which have no benchmark: the cost of sales and
 * the gross margin read the purchases or the counts, the operating expenses the payroll they
 * include and the expenses (since 2026-12-06; before, shown unflagged beside a flagged EBITDA).
 */
export const SHARE_INPUTS: Readonly<Record<string, readonly CostInputName[]>> = {
  total_cogs_pct: ['purchases', 'inventory'],
  gross_margin_pct: ['purchases', 'inventory'],
  total_opex_pct: ['payroll', 'expenses'],
};

/**
 * The incomplete inputs (meta.incomplete) a ratio reads: why its status is null. meta.incomplete
 * lists only inputs a shown ratio reads, so the cost method needs no second look here. Empty for a
 * key that is not a cost ratio (a KPI such as the average ticket).
 */
export function incompleteInputsOf(
  key: string,
  incomplete: readonly IncompleteInput[] | null | undefined,
): IncompleteInput[] {
  const inputs =
    (RATIO_INPUTS as Record<string, readonly CostInputName[] | undefined>)[key] ?? SHARE_INPUTS[key];
  if (inputs === undefined) return [];
  return (incomplete ?? []).filter((item) => inputs.includes(item.input));
}
