/**
 * Daily cubes: everything the read endpoints need about one business day of one branch, computed
 * once from that day's documents when a zout closing arrives. Each cube is a small JSON object of
 * aggregates (it never copies order lines), so its size grows with the number of distinct items,
 * waiters, hours and reasons, not with the number of lines. Building is pure and deterministic: the
 * same documents give the same cubes, in the same key order, whatever the input order.
 *
 * This module is the stored contract (names and shapes); `builders/` computes them.
 */
import type { Status } from '../benchmarks.ts';
import type {
  CancellationInput,
  CashRegisterOpenedInput,
  CatalogItemInput,
  CategoryType,
  DiscountInput,
  LiveDayInput,
  OrderLineInput,
  PaymentInput,
  SalesSummaryInput,
  Shift,
  StoredClosingInput,
} from './inputs.ts';

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

export { CATEGORY_TYPES, SHIFTS } from '../vocabulary.ts';

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
  /** The branch's categories, so a category sent as its UUID is shown by its name. */
  categories?: readonly { identifier: string; name: string }[];
  /** The day's live updates; null or absent: the day has none (live-tables.ts). */
  live?: LiveDayInput | null;
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
  /**
   * Σ net_total_cents of the day's zout order lines per category_type (the line's own): the cost
   * ratios' sales when the summaries leave food/beverage/bar_sales_cents out. Null when the day has
   * no order line; absent in cubes built before it (read as null).
   */
  order_lines_sales?: OrderLineSales | null;
  /**
   * A month rollup's sales by category type with each day's choice already made (summary member,
   * else order lines: costs/pnl.ts `categorySalesOf`), which the merged members above cannot say.
   * Absent in day cubes and in rollups merged before it (those are not read for costs).
   */
  category_sales?: CategorySalesFold;
  /**
   * A month rollup's days that opened (analytics/sales.ts `isOpenDay`), which its summed members
   * cannot say. Absent in day cubes (a day is its own rule) and in rollups merged before it (those
   * are read from their days where the count is read: `carriesOpenDays`).
   */
  days_with_sales?: number;
}

/** Per sold type: the sum of the days' chosen sales (null: no day had any), and where they came from. */
export type CategorySalesFold = Record<
  'food' | 'beverage' | 'bar',
  {
    cents: number | null;
    from_summary: boolean;
    from_lines: boolean;
    /**
     * The same sales without IVA, each day's derived from its totals (costs/pnl.ts `dayNoIva`), and
     * whether a day with sales of the type had no total without IVA. Absent in folds made before
     * them (such a rollup is read as its days).
     */
    no_iva_cents?: number | null;
    no_iva_unknown?: boolean;
    /**
     * Whether a day that sold had no split by category at all (no summary member of any type, no
     * order lines): the type's sum would then miss that day's part and read as the whole. Absent
     * in folds made before it (such a rollup is read as its days).
     */
    unaccounted?: boolean;
  }
>;

/** Net sales of a day's order lines per category type (after line discounts, as every line figure). */
export interface OrderLineSales {
  food_sales_cents: number;
  beverage_sales_cents: number;
  bar_sales_cents: number;
  other_sales_cents: number;
  lines: number;
}

export interface HourBucket {
  /** Local clock hour 0–23 in the branch time zone. */
  hour: number;
  sales_cents: number;
  lines: number;
  quantity: number;
  /**
   * From the day's live updates (live-tables.ts): Σ known covers of the tables seated in the hour
   * (opened, else closed, then); null without live table events that day (order lines cannot tell),
   * or when the hour's tables carry no covers.
   */
  covers: number | null;
  /** Tables seated in the hour (live updates); null without live table events that day. */
  tables: number | null;
  /**
   * Distinct waiters (normalizeName) on the hour's order lines: the hour's staff on the floor, for
   * the forecast's staffing (a month rollup sums them: staff-hours). Absent when no line of the hour
   * names a waiter, and in cubes built before it.
   */
  waiters?: number;
}

/**
 * How many built days a cube stands for, and how many of them had live table events (or, for the
 * cash cube, any live update): 1 and 0/1 for a day cube, sums for a month rollup. Absent in cubes
 * built before it: one day without live data.
 */
export interface LiveCoverage {
  days: number;
  live_days: number;
}

export interface HourlyCube {
  date: string;
  /** Hours with at least one line or one live table, ascending. */
  hours: HourBucket[];
  /** Lines without a usable ordered_at. */
  unassigned: { sales_cents: number; lines: number; quantity: number };
  live_coverage?: LiveCoverage;
}

export interface EmployeeFigures {
  /** normalizeName of the waiter name: the waiter across spellings. Absent in cubes built before it. */
  key?: string;
  /** The spelling most lines used. */
  name: string;
  /** Lines per spelling (NFC, trimmed); absent in cubes built before it. */
  spellings?: Record<string, number>;
  net_sales_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  lines: number;
  quantity: number;
  /** Order lines carry no ticket id: distinct tickets are unknown (live tables: `live_tables`). */
  tickets: null;
  /** Order lines carry no tip (live tables: `live_tables`). */
  tips_cents: null;
  /** The waiter's tables closed in the day's live updates; null or absent: none known. */
  live_tables?: WaiterTables | null;
}

/** A waiter's closed tables from the live updates (the table's waiter is its table_opened's). */
export interface WaiterTables {
  tables: number;
  /** Σ known covers; null when none of the tables carries its covers. */
  covers: number | null;
  /** Σ total_cents of the tables. */
  total_cents: number;
  /** Σ tips_cents of the tables' payments. */
  tips_cents: number;
}

export interface EmployeesCube {
  date: string;
  /** Sorted by name. */
  employees: EmployeeFigures[];
  /** Lines without waiter_name. */
  unassigned: { net_sales_cents: number; lines: number; quantity: number };
  live_coverage?: LiveCoverage;
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
  /**
   * The product: `id:<identifier>`, `sku:<sku>` or `name:<normalized name>` of the catalog item the
   * lines resolve to, else `name:<normalized item_name>` (builders/items.ts).
   */
  key: string;
  /** The spelling most of the day's lines used. */
  item_name: string;
  /** Lines per spelling (NFC, trimmed); absent in cubes built before it. */
  spellings?: Record<string, number>;
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
  /**
   * Σ of the day's live cash_movement updates by direction (other income, other cash out); null or
   * absent: the day has no live update (built without, or before this member).
   */
  live_cash_movements?: { in_cents: number; out_cents: number } | null;
}

export type OpeningBalanceSource = 'cash_register.opened' | 'previous_closing';

export interface ClosingFigures {
  cash_cents: number | null;
  card_cents: number | null;
  /** transfer_sales, delivery_sales, voucher_sales; absent in cubes built before them (read as null). */
  transfer_cents?: number | null;
  delivery_cents?: number | null;
  voucher_cents?: number | null;
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

/**
 * Amounts per person (who applied a discount, who cancelled). Names that normalize alike ("Ana",
 * "ana ", "ANA", NFD and NFC "María"; names.ts) are one person, as in the employees cube.
 */
export interface PersonBucket {
  /** normalizeName of the name; null for rows without one. Cubes built before it: the trimmed name. */
  key: string | null;
  /** The spelling most rows used (NFC, trimmed); null with key null. Absent in cubes built before it. */
  name?: string | null;
  /** Rows per spelling; absent in cubes built before it and in the null row. */
  spellings?: Record<string, number>;
  /** Sum of the amounts that were sent. */
  amount_cents: number;
  count: number;
}

export interface DiscountsCube {
  date: string;
  /**
   * Sum of the discounts' amounts: amount_cents as sent, else the amount computed from the type
   * (builders/discount-value.ts: percentage = rate × subtotal, courtesy = subtotal).
   */
  total_cents: number;
  count: number;
  /** Discounts with no amount: none sent and none computable (e.g. an order's % without its subtotal). */
  without_amount_count: number;
  /** Discounts valued from their type (no amount_cents sent); absent in cubes built before it. */
  computed_count?: number;
  /** Sum of discount_cents on the order lines (a second, independent source). */
  lines_discount_cents: number;
  /** By type (type, else factor_type). */
  by_type: Bucket[];
  by_reason: Bucket[];
  /** By applied_by, one row per person whatever the spelling; sorted by name, no name last. */
  by_person: PersonBucket[];
}

export interface CancellationsCube {
  date: string;
  total_cents: number;
  count: number;
  quantity: number;
  without_amount_count: number;
  by_reason: Bucket[];
  /** By cancelled_by, one row per person whatever the spelling; sorted by name, no name last. */
  by_person: PersonBucket[];
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
