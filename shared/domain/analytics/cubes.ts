/**
 * Daily cubes: everything the read endpoints need about one business day of one branch, computed
 * once from that day's documents when a zout closing arrives. Each cube is a small JSON object of
 * aggregates (it never copies order lines), so its size grows with the number of distinct items,
 * waiters, hours and reasons, not with the number of lines. Building is pure and deterministic: the
 * same documents give the same cubes, in the same key order, whatever the input order.
 */
import { type Status, statusOf } from '../benchmarks.ts';
import { normalizeName } from '../names.ts';
import type {
  CancellationInput,
  CashRegisterOpenedInput,
  CatalogItemInput,
  CategoryType,
  DiscountInput,
  OrderLineInput,
  PaymentInput,
  SalesSummaryInput,
  Shift,
  StoredClosingInput,
} from './inputs.ts';
import { instantOf, localHourOf } from './period.ts';
import { ratioPct, sumPresent } from './rounding.ts';

export const CUBE_NAMES = [
  'sales',
  'hourly',
  'employees',
  'categories',
  'items',
  'payments',
  'cash',
  'reconciliation',
  'discounts',
  'cancellations',
] as const;
export type CubeName = (typeof CUBE_NAMES)[number];

export const CATEGORY_TYPES: readonly CategoryType[] = ['food', 'beverage', 'bar', 'other'];
export const SHIFTS: readonly Shift[] = ['breakfast', 'lunch', 'dinner', 'bar', 'all_day'];

/** Everything stored for one business day, as the aggregator hands it over. */
export interface DayInput {
  branchId: string;
  /** Business date, YYYY-MM-DD. */
  date: string;
  /** IANA time zone of the branch. */
  timeZone: string;
  /** All order lines of the day's order documents, flattened. */
  orders: readonly OrderLineInput[];
  /** Sales summaries; only closing_type zout ones are counted. */
  sales: readonly SalesSummaryInput[];
  /** payments[] of the day's payment documents, flattened. */
  payments: readonly PaymentInput[];
  discounts: readonly DiscountInput[];
  cancellations: readonly CancellationInput[];
  /** The day's closings; only closing_type zout ones are counted (xout is informational). */
  closings: readonly StoredClosingInput[];
  /** The branch catalog (active and inactive items), for names, categories and unit costs. */
  catalog: readonly CatalogItemInput[];
  /** The day's activity events; only cash_register.opened is used (opening cash fund). */
  activity?: readonly CashRegisterOpenedInput[];
  /**
   * The expected closing balance of the branch's latest earlier day with a cash cube (the aggregator
   * reads it); the day's opening balance when it has no cash_register.opened event. Null or absent:
   * unknown.
   */
  previousClosingBalanceCents?: number | null;
}

// ---------------------------------------------------------------- cube shapes

export interface ShiftFigures {
  sales_cents: number;
  covers: number | null;
  tables_served: number | null;
  summaries: number;
}

export interface SalesCube {
  date: string;
  /** Number of zout sales summaries counted. */
  summaries_count: number;
  total_sales_cents: number;
  total_sales_no_iva_cents: number | null;
  food_sales_cents: number | null;
  beverage_sales_cents: number | null;
  bar_sales_cents: number | null;
  covers: number | null;
  tables_served: number | null;
  /** Only the shifts that have at least one summary. */
  by_shift: Partial<Record<Shift, ShiftFigures>>;
}

export interface HourBucket {
  /** Local clock hour 0–23 in the branch time zone. */
  hour: number;
  sales_cents: number;
  lines: number;
  quantity: number;
  /** Order lines cannot tell diners or tables. */
  covers: null;
  tables: null;
}

export interface HourlyCube {
  date: string;
  /** Hours with at least one line, ascending. */
  hours: HourBucket[];
  /** Lines without a usable ordered_at. */
  unassigned: { sales_cents: number; lines: number; quantity: number };
}

export interface EmployeeFigures {
  name: string;
  net_sales_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  lines: number;
  quantity: number;
  /** Order lines carry no ticket id: distinct tickets are unknown. */
  tickets: null;
  /** No input ties a tip to a waiter. */
  tips_cents: null;
}

export interface EmployeesCube {
  date: string;
  /** Sorted by name. */
  employees: EmployeeFigures[];
  /** Lines without waiter_name. */
  unassigned: { net_sales_cents: number; lines: number; quantity: number };
}

export interface SalesFigures {
  net_sales_cents: number;
  subtotal_cents: number;
  quantity: number;
  lines: number;
}

export interface CategoriesCube {
  date: string;
  by_category_type: Record<CategoryType, SalesFigures>;
  /** One entry per (category, category_type); category null when lines carry none. */
  by_category: Array<{ category: string | null; category_type: CategoryType } & SalesFigures>;
}

export type CatalogMatch = 'identifier' | 'sku' | 'name';

export interface ItemFigures {
  /** item_identifier ?? item_sku ?? item_name. */
  key: string;
  item_name: string;
  item_identifier: string | null;
  item_sku: string | null;
  category: string | null;
  category_type: CategoryType;
  quantity: number;
  net_sales_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  lines: number;
  /** From the matching catalog item (identifier, then sku, then name); null when unknown. */
  unit_cost_cents: number | null;
  catalog_match: CatalogMatch | null;
}

export interface ItemsCube {
  date: string;
  /** Sorted by key. */
  items: ItemFigures[];
}

export interface PaymentFigures {
  payment_type: string;
  amount_cents: number;
  tips_cents: number | null;
  change_cents: number | null;
  transaction_count: number | null;
  entries: number;
}

export interface PaymentsCube {
  date: string;
  total_amount_cents: number;
  total_tips_cents: number | null;
  /** Sorted by payment_type. */
  by_payment_type: PaymentFigures[];
}

export interface ClosingCash {
  id: string;
  cashier_name: string | null;
  cash_register_name: string | null;
  start_at: string;
  end_at: string;
  /** amount_cents summed per summary type (a type sent twice, e.g. two card brands, is summed). */
  summaries: Record<string, number>;
}

export interface CashCube {
  date: string;
  closings_count: number;
  /** Every summary type of the day's zout closings, summed. */
  totals: Record<string, number>;
  /** Ordered by start_at, then id. */
  closings: ClosingCash[];
  /**
   * The day's opening cash: the earliest cash_register.opened event's opening_balance_cents, else the
   * previous day's closing balance (as it was when this day was built), else null.
   */
  opening_balance_cents: number | null;
  /** Where opening_balance_cents came from; null when it is unknown. */
  opening_balance_source: OpeningBalanceSource | null;
}

export type OpeningBalanceSource = 'cash_register.opened' | 'previous_closing';

export interface ClosingFigures {
  cash_cents: number | null;
  card_cents: number | null;
  tips_cents: number | null;
  total_cents: number | null;
  cash_theoretical_cents: number | null;
  cash_actual_cents: number | null;
  /** cash_actual − cash_theoretical when both exist, else the cash_variance summary, else null. */
  variance_cents: number | null;
  /** The amount the variance is measured against: cash_theoretical, else cash_sales. */
  variance_base_cents: number | null;
  /** |variance| / base × 100, one decimal; null when either is missing or the base is 0. */
  variance_pct: number | null;
  variance_status: Status | null;
}

export interface ReconciliationRecord extends ClosingFigures {
  folio: string;
  date: string;
  shift: Shift | null;
  cashier: string | null;
  cash_register: string | null;
  start_at: string;
  end_at: string;
}

export interface ReconciliationCube {
  date: string;
  records: ReconciliationRecord[];
}

export interface Bucket {
  key: string | null;
  /** Sum of the amounts that were sent. */
  amount_cents: number;
  count: number;
}

export interface DiscountsCube {
  date: string;
  /** Sum of amount_cents of the discount documents. */
  total_cents: number;
  count: number;
  /** Discounts sent without amount_cents (a percentage with only a rate cannot be valued here). */
  without_amount_count: number;
  /** Sum of discount_cents on the order lines (a second, independent source). */
  lines_discount_cents: number;
  /** By type (type, else factor_type). */
  by_type: Bucket[];
  by_reason: Bucket[];
  /** By applied_by. */
  by_person: Bucket[];
}

export interface CancellationsCube {
  date: string;
  total_cents: number;
  count: number;
  quantity: number;
  without_amount_count: number;
  by_reason: Bucket[];
  /** By cancelled_by. */
  by_person: Bucket[];
}

export interface DayCubes {
  sales: SalesCube;
  hourly: HourlyCube;
  employees: EmployeesCube;
  categories: CategoriesCube;
  items: ItemsCube;
  payments: PaymentsCube;
  cash: CashCube;
  reconciliation: ReconciliationCube;
  discounts: DiscountsCube;
  cancellations: CancellationsCube;
}

// ---------------------------------------------------------------- helpers

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Null-safe ascending comparison with null last. */
const compareNullable = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : compareStrings(a, b);

/** Trimmed text, or null when absent or blank. */
export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function addPresent(current: number | null, value: number | null | undefined): number | null {
  return value == null ? current : (current ?? 0) + value;
}

function emptyFigures(): SalesFigures {
  return { net_sales_cents: 0, subtotal_cents: 0, quantity: 0, lines: 0 };
}

function addLine(target: SalesFigures, line: OrderLineInput): void {
  target.net_sales_cents += line.net_total_cents;
  target.subtotal_cents += line.subtotal_cents;
  target.quantity += line.quantity;
  target.lines += 1;
}

function categoryTypeOf(value: string | null | undefined): CategoryType {
  return (CATEGORY_TYPES as readonly string[]).includes(value ?? '') ? (value as CategoryType) : 'other';
}

function buckets<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | null,
  amountOf: (row: T) => number | null | undefined,
): Bucket[] {
  const map = new Map<string | null, Bucket>();
  for (const row of rows) {
    const key = keyOf(row);
    const bucket = map.get(key) ?? { key, amount_cents: 0, count: 0 };
    bucket.amount_cents += amountOf(row) ?? 0;
    bucket.count += 1;
    map.set(key, bucket);
  }
  return [...map.values()].sort((a, b) => compareNullable(a.key, b.key));
}

// ---------------------------------------------------------------- cubes

export function buildSalesCube(date: string, summaries: readonly SalesSummaryInput[]): SalesCube {
  const zout = summaries.filter((summary) => summary.closing_type === 'zout');
  const byShift: Partial<Record<Shift, ShiftFigures>> = {};
  for (const shift of SHIFTS) {
    const ofShift = zout.filter((summary) => summary.shift === shift);
    if (ofShift.length === 0) continue;
    byShift[shift] = {
      sales_cents: ofShift.reduce((sum, summary) => sum + summary.total_sales_cents, 0),
      covers: sumPresent(ofShift.map((summary) => summary.covers)),
      tables_served: sumPresent(ofShift.map((summary) => summary.tables_served)),
      summaries: ofShift.length,
    };
  }
  return {
    date,
    summaries_count: zout.length,
    total_sales_cents: zout.reduce((sum, summary) => sum + summary.total_sales_cents, 0),
    total_sales_no_iva_cents: sumPresent(zout.map((summary) => summary.total_sales_no_iva_cents)),
    food_sales_cents: sumPresent(zout.map((summary) => summary.food_sales_cents)),
    beverage_sales_cents: sumPresent(zout.map((summary) => summary.beverage_sales_cents)),
    bar_sales_cents: sumPresent(zout.map((summary) => summary.bar_sales_cents)),
    covers: sumPresent(zout.map((summary) => summary.covers)),
    tables_served: sumPresent(zout.map((summary) => summary.tables_served)),
    by_shift: byShift,
  };
}

export function buildHourlyCube(
  date: string,
  lines: readonly OrderLineInput[],
  timeZone: string,
): HourlyCube {
  const hours = new Map<number, HourBucket>();
  const unassigned = { sales_cents: 0, lines: 0, quantity: 0 };
  for (const line of lines) {
    const hour = localHourOf(line.ordered_at, timeZone);
    const bucket =
      hour === null
        ? unassigned
        : (hours.get(hour) ??
          hours
            .set(hour, { hour, sales_cents: 0, lines: 0, quantity: 0, covers: null, tables: null })
            .get(hour)!);
    bucket.sales_cents += line.net_total_cents;
    bucket.lines += 1;
    bucket.quantity += line.quantity;
  }
  return { date, hours: [...hours.values()].sort((a, b) => a.hour - b.hour), unassigned };
}

export function buildEmployeesCube(date: string, lines: readonly OrderLineInput[]): EmployeesCube {
  const employees = new Map<string, EmployeeFigures>();
  const unassigned = { net_sales_cents: 0, lines: 0, quantity: 0 };
  for (const line of lines) {
    const name = clean(line.waiter_name);
    if (name === null) {
      unassigned.net_sales_cents += line.net_total_cents;
      unassigned.lines += 1;
      unassigned.quantity += line.quantity;
      continue;
    }
    const figures = employees.get(name) ?? {
      name,
      net_sales_cents: 0,
      subtotal_cents: 0,
      discount_cents: 0,
      lines: 0,
      quantity: 0,
      tickets: null,
      tips_cents: null,
    };
    figures.net_sales_cents += line.net_total_cents;
    figures.subtotal_cents += line.subtotal_cents;
    figures.discount_cents += line.discount_cents ?? 0;
    figures.lines += 1;
    figures.quantity += line.quantity;
    employees.set(name, figures);
  }
  return {
    date,
    employees: [...employees.values()].sort((a, b) => compareStrings(a.name, b.name)),
    unassigned,
  };
}

export function buildCategoriesCube(date: string, lines: readonly OrderLineInput[]): CategoriesCube {
  const byType = Object.fromEntries(CATEGORY_TYPES.map((type) => [type, emptyFigures()])) as Record<
    CategoryType,
    SalesFigures
  >;
  const byCategory = new Map<
    string,
    { category: string | null; category_type: CategoryType } & SalesFigures
  >();
  for (const line of lines) {
    const type = categoryTypeOf(line.category_type);
    addLine(byType[type], line);
    const category = clean(line.category);
    const key = JSON.stringify([category, type]);
    const entry = byCategory.get(key) ?? { category, category_type: type, ...emptyFigures() };
    addLine(entry, line);
    byCategory.set(key, entry);
  }
  return {
    date,
    by_category_type: byType,
    by_category: [...byCategory.values()].sort(
      (a, b) => compareNullable(a.category, b.category) || compareStrings(a.category_type, b.category_type),
    ),
  };
}

/** Catalog lookup: by item_identifier, then item_sku, then name (normalizeName); active items win ties. */
export function catalogIndex(catalog: readonly CatalogItemInput[]) {
  const byIdentifier = new Map<string, CatalogItemInput>();
  const bySku = new Map<string, CatalogItemInput>();
  const byName = new Map<string, CatalogItemInput>();
  // Inactive first, active last: a later set overwrites, so an active item wins over an inactive one.
  const ordered = [...catalog].sort(
    (a, b) => Number((a.status ?? 'active') === 'active') - Number((b.status ?? 'active') === 'active'),
  );
  for (const item of ordered) {
    const identifier = clean(item.item_identifier);
    const sku = clean(item.item_sku);
    if (identifier !== null) byIdentifier.set(identifier, item);
    if (sku !== null) bySku.set(sku, item);
    if (clean(item.name) !== null) byName.set(normalizeName(item.name), item);
  }
  return (line: {
    item_identifier?: string | null;
    item_sku?: string | null;
    item_name: string;
  }): { item: CatalogItemInput; match: CatalogMatch } | null => {
    const identifier = clean(line.item_identifier);
    const sku = clean(line.item_sku);
    const byId = identifier === null ? undefined : byIdentifier.get(identifier);
    if (byId) return { item: byId, match: 'identifier' };
    const bySkuItem = sku === null ? undefined : bySku.get(sku);
    if (bySkuItem) return { item: bySkuItem, match: 'sku' };
    const byNameItem = byName.get(normalizeName(line.item_name));
    return byNameItem ? { item: byNameItem, match: 'name' } : null;
  };
}

/** The key an order line is grouped under: item_identifier ?? item_sku ?? item_name. */
export function itemKeyOf(line: Pick<OrderLineInput, 'item_identifier' | 'item_sku' | 'item_name'>): string {
  return clean(line.item_identifier) ?? clean(line.item_sku) ?? line.item_name.trim();
}

export function buildItemsCube(
  date: string,
  lines: readonly OrderLineInput[],
  catalog: readonly CatalogItemInput[],
): ItemsCube {
  const lookup = catalogIndex(catalog);
  const items = new Map<string, ItemFigures>();
  for (const line of lines) {
    const key = itemKeyOf(line);
    let figures = items.get(key);
    if (figures === undefined) {
      const found = lookup(line);
      figures = {
        key,
        item_name: line.item_name.trim(),
        item_identifier: clean(line.item_identifier) ?? clean(found?.item.item_identifier),
        item_sku: clean(line.item_sku) ?? clean(found?.item.item_sku),
        category: clean(line.category) ?? clean(found?.item.category),
        category_type: categoryTypeOf(line.category_type),
        quantity: 0,
        net_sales_cents: 0,
        subtotal_cents: 0,
        discount_cents: 0,
        lines: 0,
        unit_cost_cents: found?.item.unit_cost_cents ?? null,
        catalog_match: found?.match ?? null,
      };
      items.set(key, figures);
    }
    figures.quantity += line.quantity;
    figures.net_sales_cents += line.net_total_cents;
    figures.subtotal_cents += line.subtotal_cents;
    figures.discount_cents += line.discount_cents ?? 0;
    figures.lines += 1;
  }
  return { date, items: [...items.values()].sort((a, b) => compareStrings(a.key, b.key)) };
}

export function buildPaymentsCube(date: string, payments: readonly PaymentInput[]): PaymentsCube {
  const byType = new Map<string, PaymentFigures>();
  for (const payment of payments) {
    const type = clean(payment.payment_type) ?? 'other';
    const figures = byType.get(type) ?? {
      payment_type: type,
      amount_cents: 0,
      tips_cents: null,
      change_cents: null,
      transaction_count: null,
      entries: 0,
    };
    figures.amount_cents += payment.amount_cents;
    figures.tips_cents = addPresent(figures.tips_cents, payment.tips_cents);
    figures.change_cents = addPresent(figures.change_cents, payment.change_cents);
    figures.transaction_count = addPresent(figures.transaction_count, payment.transaction_count);
    figures.entries += 1;
    byType.set(type, figures);
  }
  const rows = [...byType.values()].sort((a, b) => compareStrings(a.payment_type, b.payment_type));
  return {
    date,
    total_amount_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
    total_tips_cents: sumPresent(rows.map((row) => row.tips_cents)),
    by_payment_type: rows,
  };
}

function summariesByType(closing: StoredClosingInput): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const summary of closing.summaries) {
    totals[summary.type] = (totals[summary.type] ?? 0) + summary.amount_cents;
  }
  return sortedRecord(totals);
}

function sortedRecord(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compareStrings(a, b)));
}

/**
 * The reconciliation figures of one closing from its summaries (amounts per type):
 * card = card_sales, or card_credit_sales + card_debit_sales when card_sales is absent;
 * total = cash + card + transfer + delivery + voucher sales (tips excluded: they are not sales);
 * variance = cash_actual − cash_theoretical when both exist, else the cash_variance summary;
 * variance % = |variance| / cash_theoretical × 100, or / cash_sales when there is no theoretical.
 */
export function closingFigures(summaries: Readonly<Record<string, number>>): ClosingFigures {
  const get = (type: string): number | null => summaries[type] ?? null;
  const card = get('card_sales') ?? sumPresent([get('card_credit_sales'), get('card_debit_sales')]);
  const cash = get('cash_sales');
  const total = sumPresent([cash, card, get('transfer_sales'), get('delivery_sales'), get('voucher_sales')]);
  const theoretical = get('cash_theoretical');
  const actual = get('cash_actual');
  const variance = theoretical !== null && actual !== null ? actual - theoretical : get('cash_variance');
  const base = theoretical ?? cash;
  const variancePct = variance === null ? null : ratioPct(Math.abs(variance), base);
  return {
    cash_cents: cash,
    card_cents: card,
    tips_cents: get('tips_received'),
    total_cents: total,
    cash_theoretical_cents: theoretical,
    cash_actual_cents: actual,
    variance_cents: variance,
    variance_base_cents: base,
    variance_pct: variancePct,
    variance_status: statusOf('cash_variance_pct', variancePct),
  };
}

function zoutClosings(closings: readonly StoredClosingInput[], timeZone: string): StoredClosingInput[] {
  return closings
    .filter((closing) => closing.closing_type === 'zout')
    .sort(
      (a, b) =>
        (instantOf(a.start_at, timeZone) ?? 0) - (instantOf(b.start_at, timeZone) ?? 0) ||
        compareStrings(a.id, b.id),
    );
}

function openingBalanceOf(events: readonly CashRegisterOpenedInput[], timeZone: string): number | null {
  let earliest: { at: number; amount: number } | null = null;
  for (const event of events) {
    if (event.event !== 'cash_register.opened') continue;
    const amount = (event.detail as { opening_balance_cents?: unknown } | null | undefined)
      ?.opening_balance_cents;
    const at = instantOf(event.occurred_at, timeZone);
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || at === null) continue;
    if (earliest === null || at < earliest.at) earliest = { at, amount };
  }
  return earliest?.amount ?? null;
}

export function buildCashCube(
  date: string,
  closings: readonly StoredClosingInput[],
  timeZone: string,
  activity: readonly CashRegisterOpenedInput[] = [],
  previousClosingBalanceCents: number | null = null,
): CashCube {
  const zout = zoutClosings(closings, timeZone);
  const rows: ClosingCash[] = zout.map((closing) => ({
    id: closing.id,
    cashier_name: clean(closing.cashier_name),
    cash_register_name: clean(closing.cash_register_name),
    start_at: closing.start_at,
    end_at: closing.end_at,
    summaries: summariesByType(closing),
  }));
  const totals: Record<string, number> = {};
  for (const row of rows) {
    for (const [type, amount] of Object.entries(row.summaries)) totals[type] = (totals[type] ?? 0) + amount;
  }
  const opened = openingBalanceOf(activity, timeZone);
  const [opening, source]: [number | null, OpeningBalanceSource | null] =
    opened !== null
      ? [opened, 'cash_register.opened']
      : previousClosingBalanceCents !== null
        ? [previousClosingBalanceCents, 'previous_closing']
        : [null, null];
  return {
    date,
    closings_count: rows.length,
    totals: sortedRecord(totals),
    closings: rows,
    opening_balance_cents: opening,
    opening_balance_source: source,
  };
}

/**
 * The shift of a day's closings: the single shift shared by all of the day's zout sales summaries,
 * else null (a closing carries no shift, and with several shifts a closing cannot be tied to one).
 */
function shiftOfDay(summaries: readonly SalesSummaryInput[]): Shift | null {
  const shifts = new Set(summaries.filter((s) => s.closing_type === 'zout').map((s) => s.shift));
  return shifts.size === 1 ? ([...shifts][0] as Shift) : null;
}

export function buildReconciliationCube(
  date: string,
  cash: CashCube,
  summaries: readonly SalesSummaryInput[],
): ReconciliationCube {
  const shift = shiftOfDay(summaries);
  return {
    date,
    records: cash.closings.map((closing) => ({
      folio: closing.id,
      date,
      shift,
      cashier: closing.cashier_name,
      cash_register: closing.cash_register_name,
      start_at: closing.start_at,
      end_at: closing.end_at,
      ...closingFigures(closing.summaries),
    })),
  };
}

export function buildDiscountsCube(
  date: string,
  discounts: readonly DiscountInput[],
  lines: readonly OrderLineInput[],
): DiscountsCube {
  return {
    date,
    total_cents: discounts.reduce((sum, discount) => sum + (discount.amount_cents ?? 0), 0),
    count: discounts.length,
    without_amount_count: discounts.filter((discount) => discount.amount_cents == null).length,
    lines_discount_cents: lines.reduce((sum, line) => sum + (line.discount_cents ?? 0), 0),
    by_type: buckets(
      discounts,
      (discount) => clean(discount.type) ?? clean(discount.factor_type),
      (discount) => discount.amount_cents,
    ),
    by_reason: buckets(
      discounts,
      (discount) => clean(discount.reason),
      (discount) => discount.amount_cents,
    ),
    by_person: buckets(
      discounts,
      (discount) => clean(discount.applied_by),
      (discount) => discount.amount_cents,
    ),
  };
}

export function buildCancellationsCube(
  date: string,
  cancellations: readonly CancellationInput[],
): CancellationsCube {
  return {
    date,
    total_cents: cancellations.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0),
    count: cancellations.length,
    quantity: cancellations.reduce((sum, row) => sum + (row.quantity ?? 0), 0),
    without_amount_count: cancellations.filter((row) => row.amount_cents == null).length,
    by_reason: buckets(
      cancellations,
      (row) => clean(row.reason),
      (row) => row.amount_cents,
    ),
    by_person: buckets(
      cancellations,
      (row) => clean(row.cancelled_by),
      (row) => row.amount_cents,
    ),
  };
}

/** All cubes of one business day. Pure: plain data in, plain data out. */
export function buildDayCubes(input: DayInput): DayCubes {
  const { date, timeZone, orders } = input;
  const cash = buildCashCube(
    date,
    input.closings,
    timeZone,
    input.activity ?? [],
    input.previousClosingBalanceCents ?? null,
  );
  return {
    sales: buildSalesCube(date, input.sales),
    hourly: buildHourlyCube(date, orders, timeZone),
    employees: buildEmployeesCube(date, orders),
    categories: buildCategoriesCube(date, orders),
    items: buildItemsCube(date, orders, input.catalog),
    payments: buildPaymentsCube(date, input.payments),
    cash,
    reconciliation: buildReconciliationCube(date, cash, input.sales),
    discounts: buildDiscountsCube(date, input.discounts, orders),
    cancellations: buildCancellationsCube(date, input.cancellations),
  };
}
