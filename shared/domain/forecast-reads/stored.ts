/**
 * What the pipeline stores of a forecast (shared/storage/forecast-store.ts) and the reads answer
 * from: the forecaster's own day, hours and items (shared/domain/forecast/types.ts), with when and
 * from what history they were made. Docs: docs/forecast-api.md.
 */
import type { CategoryType } from '../analytics/inputs.ts';
import type { ForecastDay, ForecastHour, ForecastItem, ForecastStatus } from '../forecast/types.ts';
import type { OwnStaffRate, StaffHours } from './staffing.ts';

/**
 * Which sales the history and so the forecast are in: without IVA when every open day of the
 * history sent its total without IVA (the figure), else with IVA for every day (a
 * forecast never mixes both), said in `meta.sales_basis`.
 */
export type SalesBasis = 'without_iva' | 'with_iva';

/** When and from what a forecast was made. */
export interface ForecastProvenance {
  /** The last closed business day of the history used. */
  as_of: string;
  /** UTC instant the forecast was computed. */
  made_at: string;
  /** Open days in the history used. */
  history_days: number;
  method: string;
  sales_basis: SalesBasis;
  /** Sales with IVA per peso of the basis in the history (1 with IVA): live pace compares with IVA. */
  iva_factor: number;
}

/** The forecast of one date made `horizon` days before it (as_of = date − horizon): its figures only. */
export type StoredHorizonForecast = Omit<ForecastDay, 'drivers'> & ForecastProvenance;

/** The forecast of one date: the latest made before the day began, and one per horizon. */
export interface StoredForecastDay {
  date: string;
  /** UTC instant the business day begins; nothing is written for it from then on. */
  begins_at: string;
  latest: ForecastDay & ForecastProvenance;
  /** Ascending by horizon. */
  horizons: StoredHorizonForecast[];
  /** The latest forecast's sales per clock hour, `[hour, cents]`: today's pace reads only this item. */
  hour_sales: Array<[number, number]>;
}

/** A prep-list item with what the menu shows of it. */
export interface StoredForecastItem extends ForecastItem {
  name: string;
  category_type: CategoryType;
}

/** The hours and prep list of the latest forecast of a date, with the staffing it was planned with. */
export interface StoredForecastDetail extends ForecastProvenance {
  date: string;
  status: ForecastStatus;
  hours: ForecastHour[];
  items: StoredForecastItem[];
  /** The branch's own sales per staff hour when the forecast was made (staffing.ts). */
  own_staff_rate: OwnStaffRate;
  /** The waiters' staff hours of the 28 days up to `as_of`: the labor cost per staff hour's divisor. */
  staff_hours: StaffHours;
}

/**
 * Whether business today's row has no number only because no forecast was stored before today began
 * (its history's close came in after, as when a history is first loaded): another row has one, so
 * the branch's history is not what is missing. The forecast read's meta.reason and the assistant
 * both say so from this one rule.
 */
export function todayUnsaid(rows: ReadonlyArray<{ date: string; status: string }>, today: string): boolean {
  const row = rows.find((entry) => entry.date === today);
  return (
    row?.status === 'insufficient_history' && rows.some((entry) => entry.status !== 'insufficient_history')
  );
}
