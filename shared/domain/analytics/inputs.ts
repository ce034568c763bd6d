/**
 * Minimal structural input shapes of the pure analytics, with exactly the spec's field names.
 * They are deliberately loose (optional fields optional, nullable tolerated), so unit tests can hand
 * them small literals. What the aggregator passes is the ingest schemas' zod output, unchanged: the
 * stored documents are typed by those outputs (DayAttributes, shared/storage/day-store.ts) and
 * shared/use-cases/pipeline/day-input.ts hands them over without a cast, so the compiler checks that
 * every schema output fits these shapes. The closed lists come from shared/domain/vocabulary.ts,
 * which the schemas validate against too.
 */
import type { CategoryType, ClosingType, Shift } from '../vocabulary.ts';

export type { CategoryType, ClosingType, Shift };

/** One sold order line (data.type orders, attributes.lines[]). */
export interface OrderLineInput {
  item_name: string;
  quantity: number;
  unit_price_cents: number;
  subtotal_cents: number;
  net_total_cents: number;
  category_type: CategoryType;
  waiter_name?: string | null;
  item_identifier?: string | null;
  item_sku?: string | null;
  category?: string | null;
  discount_cents?: number | null;
  /** ISO 8601 with offset: the exact order time; decides the hour bucket in the branch time zone. */
  ordered_at?: string | null;
}

/** One sales summary (data.type sales). */
export interface SalesSummaryInput {
  date: string;
  shift: Shift;
  closing_type: ClosingType;
  total_sales_cents: number;
  total_sales_no_iva_cents?: number | null;
  food_sales_cents?: number | null;
  beverage_sales_cents?: number | null;
  bar_sales_cents?: number | null;
  covers?: number | null;
  tables_served?: number | null;
  avg_ticket_cents?: number | null;
  avg_pax_cents?: number | null;
}

/** One element of payments[] (data.type payments). */
export interface PaymentInput {
  payment_type: string;
  payment_type_name?: string | null;
  amount_cents: number;
  tips_cents?: number | null;
  change_cents?: number | null;
  transaction_count?: number | null;
}

/** One element of discounts[] (data.type discounts). */
export interface DiscountInput {
  discount_identifier?: string | null;
  type?: string | null;
  factor_type?: string | null;
  name?: string | null;
  rate?: number | null;
  amount_cents?: number | null;
  /** The subtotal of the order an order-level discount was applied to (ours; discount-value.ts). */
  subtotal_cents?: number | null;
  applied_to?: string | null;
  applied_by?: string | null;
  authorized_by?: string | null;
  reason?: string | null;
  item_identifier?: string | null;
  item_sku?: string | null;
  item_name?: string | null;
  quantity?: number | null;
  discounted_at?: string | null;
}

/** One element of cancellations[] (data.type cancellations). */
export interface CancellationInput {
  cancellation_identifier?: string | null;
  item_identifier?: string | null;
  item_sku?: string | null;
  item_name?: string | null;
  quantity?: number | null;
  amount_cents?: number | null;
  reason?: string | null;
  cancelled_by?: string | null;
  authorized_by?: string | null;
  cancelled_at?: string | null;
}

/** One element of a closing's summaries[]. */
export interface ClosingSummaryInput {
  type: string;
  name?: string | null;
  amount_cents: number;
}

/** A cash-register closing (data.type cash-register) attributes. */
export interface CashRegisterClosingInput {
  closing_type: ClosingType;
  start_at: string;
  end_at: string;
  status?: string | null;
  summaries: readonly ClosingSummaryInput[];
}

/** A stored closing: its attributes plus its folio (the POS's closing UUID) and the meta names. */
export interface StoredClosingInput extends CashRegisterClosingInput {
  id: string;
  cashier_name?: string | null;
  cash_register_name?: string | null;
}

/** One catalog item (data.type catalog, attributes.items[]). */
export interface CatalogItemInput {
  name: string;
  item_identifier?: string | null;
  item_sku?: string | null;
  category?: string | null;
  category_type?: CategoryType | null;
  unit_price_cents?: number | null;
  unit_cost_cents?: number | null;
  status?: 'active' | 'inactive' | null;
}

/**
 * The day's live updates (POST /live/update) as the cubes read them: the folded live day
 * (shared/domain/live/live-day.ts LiveDay is one). The only feed that ties covers and tips to a
 * waiter and a table, and the only one of the drawer's other cash movements.
 */
export interface LiveDayInput {
  closed_tables: ReadonlyArray<{
    /** UTC ISO instants; opened_at null when the table was never seen opening. */
    opened_at: string | null;
    closed_at: string;
    total_cents: number;
    covers: number | null;
    waiter_name: string | null;
    tips_cents: number;
  }>;
  open_tables: Readonly<Record<string, unknown>>;
  cash_movements: ReadonlyArray<{ direction: 'in' | 'out'; amount_cents: number }>;
}

/** The activity event the cash ledger uses: cash_register.opened with its opening fund. */
export interface CashRegisterOpenedInput {
  event: string;
  occurred_at: string;
  /** Event-specific members; for cash_register.opened, `opening_balance_cents` (integer). */
  detail?: object | null;
}
