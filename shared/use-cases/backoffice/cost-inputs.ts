/**
 * What the cost computations read: the day cubes and the back-office records of a period, each
 * family with one Query over the period (records are keyed by branch, resource and date), in
 * parallel. Records are mapped to the domain's record types here.
 */
import type { ItemsCube, SalesCube } from '../../domain/analytics/cubes.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { monthBounds } from '../../domain/analytics/rollups.ts';
import { carriesOpenDays, daysWithSales } from '../../domain/analytics/sales.ts';
import { COUNTS_READ_BEFORE_DAYS, MAX_COUNT_GAP_DAYS, salesWindows } from '../../domain/costs/accrual.ts';
import { type CostMonthPart, costMonthPart } from '../../domain/costs/month-part.ts';
import { type CostInput, carriesCategoryChoice } from '../../domain/costs/pnl.ts';
import {
  addDays,
  type CountRecord,
  type ExpenseRecord,
  type PayrollRecord,
  type PurchaseRecord,
  type RecipeRecord,
} from '../../domain/costs/records.ts';
import { usageWindow } from '../../domain/costs/suggestions.ts';
import { MAX_HORIZON_DAYS } from '../../domain/forecast/types.ts';
import type { StoredForecastDetail } from '../../domain/forecast-reads/stored.ts';
import { MAX_EXPENSE_PERIOD_DAYS, MAX_PAYROLL_PERIOD_DAYS } from '../../domain/limits.ts';
import { type BackofficeRecord, readAllRecords, readRecordsInRange } from '../../storage/backoffice-store.ts';
import { readCubes, type StoredCube } from '../../storage/cube-store.ts';
import { readForecastDetails } from '../../storage/forecast-store.ts';
import { type ReadDeps, readRange } from '../intelligence/envelope.ts';

/** How far back suggestions look for the two latest counts and the purchases since. */
export const SUGGESTION_LOOKBACK_DAYS = 120;

export const asPurchase = (record: BackofficeRecord) => record as unknown as PurchaseRecord;
export const asExpense = (record: BackofficeRecord) => record as unknown as ExpenseRecord;
export const asPayroll = (record: BackofficeRecord) => record as unknown as PayrollRecord;
export const asRecipe = (record: BackofficeRecord) => record as unknown as RecipeRecord;
export function asCount(record: BackofficeRecord): CountRecord {
  return { ...(record as unknown as CountRecord), recorded_at: record.created_at };
}

/**
 * The branch's dated cost records filed in `month` (YYYY-MM) as its organization keeps them
 * (costs/month-part.ts): one Query per resource, consistent when the caller has just written one.
 */
export async function readCostMonthPart(
  deps: ReadDeps,
  branchId: string,
  month: string,
  options: { consistent?: boolean } = {},
): Promise<CostMonthPart> {
  const { from, to } = monthBounds(month);
  const read = (resource: string) => readRecordsInRange(deps, branchId, resource, from, to, options);
  const [purchases, expenses, payroll, counts] = await Promise.all([
    read('purchases'),
    read('expenses'),
    read('payroll'),
    read('inventory-counts'),
  ]);
  return costMonthPart(month, {
    purchases: purchases.map(asPurchase),
    expenses: expenses.map(asExpense),
    payroll: payroll.map(asPayroll),
    counts: counts.map(asCount),
  });
}

/**
 * The dates of each dated cost resource that a period's cost figures read: purchases and counts of
 * the counted intervals that meet the period (MAX_COUNT_GAP_DAYS either side), the counts that tell
 * whether the purchases before it are counted (COUNTS_READ_BEFORE_DAYS), expenses from
 * MAX_EXPENSE_PERIOD_DAYS before to as many after (an accrual period lies within that many days of
 * its date), payroll filed from MAX_PAYROLL_PERIOD_DAYS before (a period that long may still
 * overlap).
 */
export const COST_RECORD_WINDOWS = {
  purchases: (range: DateRange) => ({
    from: addDays(range.from, -MAX_COUNT_GAP_DAYS),
    to: addDays(range.to, MAX_COUNT_GAP_DAYS),
  }),
  expenses: (range: DateRange) => ({
    from: addDays(range.from, -MAX_EXPENSE_PERIOD_DAYS),
    to: addDays(range.to, MAX_EXPENSE_PERIOD_DAYS),
  }),
  payroll: (range: DateRange) => ({
    from: addDays(range.from, -(MAX_PAYROLL_PERIOD_DAYS - 1)),
    to: range.to,
  }),
  'inventory-counts': (range: DateRange) => ({
    from: addDays(range.from, -COUNTS_READ_BEFORE_DAYS),
    to: addDays(range.to, MAX_COUNT_GAP_DAYS),
  }),
} as const;

const readWindow = (deps: ReadDeps, branchId: string, resource: string, window: DateRange) =>
  readRecordsInRange(deps, branchId, resource, window.from, window.to);

/** Purchases dated in `dates` (the cost figures pass COST_RECORD_WINDOWS.purchases of their period). */
export function readPurchases(deps: ReadDeps, branchId: string, dates: DateRange) {
  return readWindow(deps, branchId, 'purchases', dates).then((rows) => rows.map(asPurchase));
}

/** Expenses dated in `dates` (the cost figures pass COST_RECORD_WINDOWS.expenses of their period). */
export function readExpenses(deps: ReadDeps, branchId: string, dates: DateRange) {
  return readWindow(deps, branchId, 'expenses', dates).then((rows) => rows.map(asExpense));
}

/** Payroll entries that may overlap the range: periods are at most MAX_PAYROLL_PERIOD_DAYS long. */
export function readPayroll(deps: ReadDeps, branchId: string, range: DateRange) {
  return readWindow(deps, branchId, 'payroll', COST_RECORD_WINDOWS.payroll(range)).then((rows) =>
    rows.map(asPayroll),
  );
}

/** Counts dated in `dates` (the cost figures pass COST_RECORD_WINDOWS['inventory-counts'] of their period). */
export function readCounts(deps: ReadDeps, branchId: string, dates: DateRange) {
  return readWindow(deps, branchId, 'inventory-counts', dates).then((rows) => rows.map(asCount));
}

export function readRecipes(deps: ReadDeps, branchId: string) {
  return readAllRecords(deps, branchId, 'recipes').then((rows) => rows.map(asRecipe));
}

export interface CostInputs {
  /** The sales cubes of the range. */
  sales: StoredCube<SalesCube>[];
  /** The sales of each window whose split a counted interval's cost needs (`salesWindows`). */
  window_sales: Array<{ range: DateRange; sales: StoredCube<SalesCube>[] }>;
  purchases: PurchaseRecord[];
  expenses: ExpenseRecord[];
  payroll: PayrollRecord[];
  counts: CountRecord[];
}

/** Month rollups the cost figures read as their days: with their days' category choice and open days. */
const costsAccept = (months: readonly SalesCube[]) =>
  carriesCategoryChoice(months) && carriesOpenDays(months);

const readSales = (deps: ReadDeps, branchId: string, range: DateRange) =>
  readRange<SalesCube>(deps, branchId, 'sales', range, { accept: costsAccept });

/**
 * meta.days_with_sales of a cost read: the period's days whose corte Z came in with sales, the
 * sales summary's count (analytics/sales.ts `daysWithSales`), where the costs accrue over every day.
 */
export const costSalesDays = (inputs: Pick<CostInputs, 'sales'>) =>
  daysWithSales(inputs.sales.map((cube) => cube.data));

/**
 * The sales cubes and the four back-office families of a period, in parallel: the sales of whole
 * months from their rollups when these carry their days' category choice (else from the days), the
 * records with one Query each; then the sales of the counted intervals reaching outside the period,
 * which split their cost (`salesWindows`).
 */
export async function readCostInputs(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
): Promise<CostInputs> {
  const [sales, records] = await Promise.all([
    readSales(deps, branchId, range),
    readCostRecords(deps, branchId, range),
  ]);
  const windows = salesWindows(range, records.counts);
  const window_sales = await Promise.all(
    windows.map(async (window) => ({ range: window, sales: await readSales(deps, branchId, window) })),
  );
  return { sales, window_sales, ...records };
}

/** What `costPeriod` reads of a period's inputs. */
export function costInputOf(range: DateRange, inputs: CostInputs): CostInput {
  const { window_sales: windows, sales, ...records } = inputs;
  return {
    range,
    ...records,
    sales: sales.map((cube) => cube.data),
    window_sales: windows.map((window) => ({
      range: window.range,
      sales: window.sales.map((cube) => cube.data),
    })),
  };
}

/** A period's dated cost records, each resource in its window (COST_RECORD_WINDOWS): four Queries. */
export async function readCostRecords(
  deps: ReadDeps,
  branchId: string,
  range: DateRange,
): Promise<Omit<CostInputs, 'sales' | 'window_sales'>> {
  const [purchases, expenses, payroll, counts] = await Promise.all([
    readPurchases(deps, branchId, COST_RECORD_WINDOWS.purchases(range)),
    readExpenses(deps, branchId, COST_RECORD_WINDOWS.expenses(range)),
    readPayroll(deps, branchId, range),
    readCounts(deps, branchId, COST_RECORD_WINDOWS['inventory-counts'](range)),
  ]);
  return { purchases, expenses, payroll, counts };
}

export interface InventoryInputs {
  counts: CountRecord[];
  purchases: PurchaseRecord[];
  recipes: RecipeRecord[];
  items: StoredCube<ItemsCube>[];
  /** The stored forecast's days from today (docs/forecast-api.md); [] without one. */
  forecast: StoredForecastDetail[];
}

/** Everything purchase suggestions need as of `today`: five Queries in parallel. */
export async function readInventoryInputs(
  deps: ReadDeps,
  branchId: string,
  today: string,
): Promise<InventoryInputs> {
  const lookback = { from: addDays(today, -SUGGESTION_LOOKBACK_DAYS), to: today };
  const window = usageWindow(today);
  const [counts, purchases, recipes, items, forecast] = await Promise.all([
    readCounts(deps, branchId, lookback),
    readPurchases(deps, branchId, lookback),
    readRecipes(deps, branchId),
    readCubes<ItemsCube>(deps, branchId, 'items', window.from, window.to),
    readForecastDetails(deps, branchId, today, addDays(today, MAX_HORIZON_DAYS - 1)),
  ]);
  return { counts, purchases, recipes, items, forecast };
}
