/**
 * What the assistant reads, typed: each read is a route of the route table (its id), answered with
 * that route's result as its schemas type it (shared/domain/responses/), plus internal reads
 * with no route (cancellations and discounts; each day's sales). The use cases behind them, and each read's plan
 * module and path, are bound in shared/use-cases/assistant/reader.ts from the route table.
 */

import type { PeopleOfPeriod } from '../analytics/people.ts';
import type { SalesRowTotals } from '../analytics/sales.ts';
import type { PurchaseRecord } from '../costs/records.ts';
import type { HoursSoFar } from '../live/hours-so-far.ts';
import type { TableTimes } from '../live/table-times.ts';
import type { WaitersSoFar } from '../live/waiters-so-far.ts';
import type {
  ForecastAccuracyAttributes,
  ForecastAccuracyMeta,
  ForecastAttributes,
  ForecastBacktestAttributes,
  ForecastBacktestMeta,
  ForecastHoursAttributes,
  ForecastHoursMeta,
  ForecastItemsAttributes,
  ForecastMeta,
} from '../responses/forecast.ts';
import type {
  AlertsAttributes,
  AlertsMeta,
  CashFlowAttributes,
  CashFlowMeta,
  IntelligenceMeta,
  KpisAttributes,
  KpisMeta,
  MenuEngineeringAttributes,
  ReconciliationAttributes,
  ReconciliationMeta,
  SalesByEmployeeAttributes,
  SalesByHourAttributes,
  SalesByHourMeta,
  SalesSummaryAttributes,
  SalesSummaryMeta,
  VarianceSummary,
} from '../responses/intelligence.ts';
import type {
  FoodCostAttributes,
  FoodCostMeta,
  InventorySuggestionsAttributes,
  InventorySuggestionsMeta,
  LaborCostAttributes,
  LaborCostMeta,
  PnlAttributes,
  PnlMeta,
} from '../responses/intelligence-costs.ts';
import type {
  LiveAlertsAttributes,
  LiveCashAttributes,
  LiveCashMeta,
  LiveMeta,
  LiveSalesAttributes,
  LiveSalesMeta,
} from '../responses/live.ts';
import type { Resource } from '../results.ts';

/** Cancellations and discounts of a period (the internal read; the spec has no endpoint for them). */
export interface LossesAttributes {
  cancellations_count: number;
  cancellations_cents: number;
  discounts_count: number;
  discounts_cents: number;
  /** The discounts of type courtesy (the whole of what they applied to): a part of the discounts. */
  courtesies_count: number;
  courtesies_cents: number;
  /** Who cancelled (cancelled_by) and who discounted (applied_by), added over the period's days. */
  cancellations_by_person: PeopleOfPeriod;
  discounts_by_person: PeopleOfPeriod;
}

/** The id of the internal read (not a route: never shown as a source). */
export const LOSSES_READ = 'cancellations-and-discounts';

/** A figure of today so far, with when it was read (`as_of`, in the branch's time). */
export type ReadToday<Figures> = Figures & { as_of: string };

/** Today's cancellations and discounts so far, from the activity log (live/losses-so-far.ts). */
export type LossesToday = ReadToday<LossesAttributes>;

/** The id of the internal read of today's losses so far. */
export const LOSSES_TODAY_READ = 'cancellations-and-discounts-today';

/** Today's waiters so far, from the live tables (live/waiters-so-far.ts). */
export type WaitersToday = ReadToday<WaitersSoFar>;

/** The id of the internal read of today's waiters so far. */
export const WAITERS_TODAY_READ = 'waiters-today';

/** Today's closed tables by hour so far, and the open ones (live/hours-so-far.ts). */
export type HoursToday = ReadToday<HoursSoFar>;

/** The id of the internal read of today's sales by hour so far. */
export const HOURS_TODAY_READ = 'hours-today';

/** How long today's tables stay: the open ones' time so far, the closed ones' (live/table-times.ts). */
export type TableTimesToday = ReadToday<TableTimes>;

/** The id of the internal read of today's table times. */
export const TABLE_TIMES_TODAY_READ = 'table-times-today';

/**
 * Each built day of a period, with the sales figures its own sales summary adds up (the internal
 * read; the spec's summary is of a whole period): what a weekday is compared with its typical day by.
 */
export interface SalesDaysAttributes {
  /** Ascending by date; a day without a built sales cube is absent. */
  days: Array<
    Required<SalesRowTotals> & {
      date: string;
      /** Corte Z sales summaries the day counted (0: no corte Z, the day did not open). */
      summaries_count: number;
    }
  >;
}

/** The id of the internal read of each day's sales. */
export const SALES_DAYS_READ = 'sales-by-day';

/** The purchases of a period, each with its lines (the back office's records, costs/records.ts). */
export interface IngredientPurchases {
  purchases: PurchaseRecord[];
}

/** The id of the internal read of a period's purchases, for ingredient prices. */
export const INGREDIENT_PURCHASES_READ = 'ingredient-purchases';

/** The internal reads: no route, never shown as a source. */
export const INTERNAL_READS = [
  LOSSES_READ,
  LOSSES_TODAY_READ,
  SALES_DAYS_READ,
  WAITERS_TODAY_READ,
  HOURS_TODAY_READ,
  TABLE_TIMES_TODAY_READ,
  INGREDIENT_PURCHASES_READ,
] as const;
export type InternalReadId = (typeof INTERNAL_READS)[number];

/**
 * Each read the assistant makes and the result it answers. The keys other than INTERNAL_READS are
 * route ids; reader.ts checks them against the route table.
 */
export interface AssistantResults {
  'intelligence-sales-summary': Resource<SalesSummaryAttributes, SalesSummaryMeta>;
  'intelligence-sales-by-hour': Resource<SalesByHourAttributes, SalesByHourMeta>;
  'intelligence-sales-by-employee': Resource<SalesByEmployeeAttributes, IntelligenceMeta>;
  /**
   * The reconciliation with the period's variance summary in meta (the cash_variance_pct formula),
   * and that summary of each closing alone (`record_variances`, one per record, in its order).
   */
  'intelligence-sales-reconciliation': Resource<
    ReconciliationAttributes,
    ReconciliationMeta & { variance: VarianceSummary; record_variances: VarianceSummary[] }
  >;
  'intelligence-cash-flow': Resource<CashFlowAttributes, CashFlowMeta>;
  'intelligence-menu-engineering': Resource<MenuEngineeringAttributes, IntelligenceMeta>;
  'intelligence-kpis': Resource<KpisAttributes, KpisMeta>;
  'intelligence-alerts': Resource<AlertsAttributes, AlertsMeta>;
  'intelligence-pnl': Resource<PnlAttributes, PnlMeta>;
  'intelligence-food-cost': Resource<FoodCostAttributes, FoodCostMeta>;
  'intelligence-labor-cost': Resource<LaborCostAttributes, LaborCostMeta>;
  'intelligence-inventory-suggestions': Resource<InventorySuggestionsAttributes, InventorySuggestionsMeta>;
  /** Today so far, as the Hoy page reads it (computed on read: snapshot_date is always null). */
  'live-sales-today': Resource<LiveSalesAttributes, LiveSalesMeta>;
  'live-cash-balance': Resource<LiveCashAttributes, LiveCashMeta>;
  /** Today's alerts as Hoy shows them, the live pace's among them. */
  'live-alerts-active': Resource<LiveAlertsAttributes, LiveMeta>;
  'intelligence-forecast': Resource<ForecastAttributes, ForecastMeta>;
  'intelligence-forecast-hours': Resource<ForecastHoursAttributes, ForecastHoursMeta>;
  'intelligence-forecast-items': Resource<ForecastItemsAttributes, ForecastMeta>;
  'intelligence-forecast-accuracy': Resource<ForecastAccuracyAttributes, ForecastAccuracyMeta>;
  'intelligence-forecast-backtest': Resource<ForecastBacktestAttributes, ForecastBacktestMeta>;
  [LOSSES_READ]: Resource<LossesAttributes, IntelligenceMeta>;
  [LOSSES_TODAY_READ]: Resource<LossesToday, LiveMeta>;
  [SALES_DAYS_READ]: Resource<SalesDaysAttributes, IntelligenceMeta>;
  [WAITERS_TODAY_READ]: Resource<WaitersToday, LiveMeta>;
  [HOURS_TODAY_READ]: Resource<HoursToday, LiveMeta>;
  [TABLE_TIMES_TODAY_READ]: Resource<TableTimesToday, LiveMeta>;
  [INGREDIENT_PURCHASES_READ]: Resource<IngredientPurchases, IntelligenceMeta>;
}

export type ReadId = keyof AssistantResults;
/** The reads that are routes. */
export type RouteReadId = Exclude<ReadId, InternalReadId>;

/**
 * One read's outcome: the result, or the client error the endpoint would answer (403 for a token
 * without the read's scope, a role that may not read it, or a plan without the module; 404 for a
 * read this deployment does not have; 422 for a query it rejects). `missingScope` names the scope
 * (qualified, `restaurant-api/intelligence.read`) when that was the refusal, `refusedRole` the
 * member's role when the role was.
 */
export type ReadOutcome<R> =
  | { ok: true; result: R }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      missingScope?: string;
      refusedRole?: string;
    };

/** `(read, query) → its outcome`: the assistant's port to the numbers. */
export type IntelligenceReader = <K extends ReadId>(
  read: K,
  query: Record<string, string>,
) => Promise<ReadOutcome<AssistantResults[K]>>;

/** A read to make: which one, with the query a client would send. */
export interface ReadRequest {
  read: ReadId;
  query: Record<string, string>;
}

/** The results of a turn's successful reads, by read. */
export type ReadResults = Partial<AssistantResults>;
