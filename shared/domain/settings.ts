/**
 * Branch settings the owner may change through `PATCH /api/v1/settings` (and the operator through
 * `admin -- branch set`). Each has a documented default used until it is set.
 */
import * as z from 'zod/mini';
import { documentedMultipleOf, documentedUniqueItems, isoDate } from './schemas/common.ts';

export const DEFAULT_CASH_VARIANCE_THRESHOLD_PCT = 1.0;

/** 0 would announce every closing, so the smallest threshold is 0.1 %; 100 % is a total loss. */
export const cashVarianceThresholdPct = z.number().check(
  z.minimum(0.1),
  z.maximum(100),
  z.refine((value: number) => Math.round(value * 10) === value * 10, {
    error: 'must have at most one decimal',
  }),
  documentedMultipleOf(0.1),
);

export const WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Closed dates and declared events are kept to a year or two ahead: a bounded settings item. */
export const MAX_CLOSED_DATES = 100;
export const MAX_FORECAST_EVENTS = 100;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const closedWeekdays = z
  .array(z.enum(WEEKDAY_NAMES))
  .check(z.maxLength(7), z.refine(distinct, { error: 'each weekday at most once' }), documentedUniqueItems());

export const closedDates = z
  .array(isoDate)
  .check(
    z.maxLength(MAX_CLOSED_DATES),
    z.refine(distinct, { error: 'each date at most once' }),
    documentedUniqueItems(),
  );

/**
 * An owner-declared event: a day the owner knows will move demand (a concert nearby, a private
 * party, roadworks). It becomes a driver of that day's forecast with the effect the owner expects.
 */
export const forecastEvent = z.strictObject({
  date: isoDate,
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  effect_pct: z.number().check(
    z.minimum(-100),
    z.maximum(500),
    z.refine((value: number) => Number.isInteger(value), { error: 'must be a whole percentage' }),
    documentedMultipleOf(1),
  ),
});
export type ForecastEvent = z.output<typeof forecastEvent>;

export const forecastEvents = z.array(forecastEvent).check(
  z.maxLength(MAX_FORECAST_EVENTS),
  z.refine((events: readonly ForecastEvent[]) => distinct(events.map((event) => event.date)), {
    error: 'at most one event per date',
  }),
  z.describe('At most one event per `date`: a second event on a date is refused with 422.'),
);

/** Whole cents per staff hour, 1 peso to 1,000,000 pesos; null: learn it from the branch's own days. */
export const targetSalesPerStaffHourCents = z.nullable(z.int().check(z.minimum(100), z.maximum(100_000_000)));

/**
 * Every setting, as GET and PATCH /api/v1/settings answer them (absent ones at their default). Both
 * ways of changing one (PATCH, the admin CLI) validate with the same schemas, so what is stored
 * always parses here.
 */
export const branchSettings = z.strictObject({
  cash_variance_threshold_pct: cashVarianceThresholdPct.check(
    z.describe(
      'Percent, one decimal, 0.1 to 100 (default 1.0): a closing whose |cash variance| ÷ expected cash × 100 exceeds it (equal does not) sends the cash.variance webhook event.',
    ),
  ),
  closed_weekdays: closedWeekdays.check(
    z.describe(
      'Weekdays the branch never opens (default none): the forecast answers `closed` for them and leaves them out of its history.',
    ),
  ),
  closed_dates: closedDates.check(
    z.describe(
      'Dates the branch is closed (YYYY-MM-DD, at most 100, default none): `closed` in the forecast, never a zero in its history.',
    ),
  ),
  forecast_events: forecastEvents.check(
    z.describe(
      "Owner-declared events (at most 100, one per date): each becomes a driver of its date's forecast with `effect_pct` (whole %, −100 to 500) as the expected change in sales and covers.",
    ),
  ),
  target_sales_per_staff_hour_cents: targetSalesPerStaffHourCents.check(
    z.describe(
      "Sales per staff hour the owner plans with (cents); null (default): the branch's own, from its closed days (docs/forecast-api.md).",
    ),
  ),
});
export type BranchSettings = z.output<typeof branchSettings>;

export const DEFAULT_SETTINGS: BranchSettings = {
  cash_variance_threshold_pct: DEFAULT_CASH_VARIANCE_THRESHOLD_PCT,
  closed_weekdays: [],
  closed_dates: [],
  forecast_events: [],
  target_sales_per_staff_hour_cents: null,
};

export const settingsPatch = z.strictObject({
  cash_variance_threshold_pct: z.optional(cashVarianceThresholdPct),
  closed_weekdays: z.optional(closedWeekdays),
  closed_dates: z.optional(closedDates),
  forecast_events: z.optional(forecastEvents),
  target_sales_per_staff_hour_cents: z.optional(targetSalesPerStaffHourCents),
});
