/**
 * The answers of the forecast reads (docs/forecast-api.md): the days, an hour-by-hour day with its
 * staffing, a prep list, the accuracy of the stored forecasts and a backtest on the branch's own
 * history. Every figure is the forecaster's (shared/domain/forecast), stored by the pipeline.
 */
import * as z from 'zod/mini';
import { CATEGORY_TYPES } from '../vocabulary.ts';
import { cents, isoDate, nullableCents, readMetaShape, timestamp } from './common.ts';

export const FORECAST_STATUSES = ['ok', 'closed', 'insufficient_history'] as const;
export const DRIVER_CODES = ['weekday', 'trend', 'quincena', 'holiday', 'closed'] as const;

const status = z
  .enum(FORECAST_STATUSES)
  .check(
    z.describe(
      'ok: figures below; closed: the branch does not open that day (no zout expected, or declared closed); insufficient_history: under 14 closed days, or no forecast stored for the day (meta.reason), so no number.',
    ),
  );

const driver = z.strictObject({
  code: z.enum(DRIVER_CODES),
  label: z
    .string()
    .check(z.describe('In Spanish: "Sábado", "Quincena", "Día de las Madres", an owner event.')),
  effect_pct: z
    .number()
    .check(z.describe('Its effect on the day, % against a day without it (closed: −100).')),
});

const nullableInt = z.nullable(z.int());

export const forecastDayRow = z.strictObject({
  date: isoDate,
  sales_cents: nullableCents.check(
    z.describe('Point forecast of the day’s sales (meta.sales_basis), cents.'),
  ),
  sales_low_cents: nullableCents.check(z.describe('p10: 8 days in 10 sell at least this.')),
  sales_high_cents: nullableCents.check(z.describe('p90: 8 days in 10 sell at most this.')),
  covers: nullableInt,
  covers_low: nullableInt,
  covers_high: nullableInt,
  status,
  drivers: z
    .array(driver)
    .check(z.describe('Why the day differs from an average day; the first is the main one.')),
});

export const SALES_BASIS = ['without_iva', 'with_iva'] as const;

/** What every forecast read says of the forecast it answers from. */
const provenance = {
  as_of: z
    .nullable(isoDate)
    .check(z.describe('The last closed business day the forecast used; null: none stored.')),
  history_days: z.int().check(z.describe('Open days in the history the forecast used.')),
  method: z.string().check(z.describe('The forecaster and its version (docs/forecast.md).')),
  interval: z.literal(0.8).check(z.describe('The intervals are p10–p90: 80 %.')),
  sales_basis: z
    .nullable(z.enum(SALES_BASIS))
    .check(
      z.describe('without_iva when every open day of the history sent its total without IVA, else with_iva.'),
    ),
  reason: z.nullable(z.string()).check(z.describe('Why there is no number, in Spanish; null when there is.')),
};

export const forecastAttributes = z.strictObject({ days: z.array(forecastDayRow) });
export const forecastMeta = z.strictObject({ ...readMetaShape, ...provenance });

const hourLabel = z.string().check(z.regex(/^\d{2}:00$/));

export const forecastHoursAttributes = z.strictObject({
  date: isoDate,
  status,
  hours: z.array(
    z.strictObject({
      hour: hourLabel,
      sales_cents: z.int(),
      sales_low_cents: z.int(),
      sales_high_cents: z.int(),
      covers: z.int(),
      covers_low: z.int(),
      covers_high: z.int(),
      staff_suggested: nullableInt.check(
        z.describe('⌈hour’s sales ÷ meta.staffing.sales_per_staff_hour_cents⌉; null without a rate.'),
      ),
    }),
  ),
  staff_hours_suggested: nullableInt.check(z.describe('Σ staff_suggested over the hours.')),
  labor_cost_projected_cents: nullableInt.check(
    z.describe(
      'staff_hours_suggested × the branch’s labor cost per staff hour (meta.staffing.labor_cost_per_staff_hour_cents: payroll of the 28 days up to meta.as_of ÷ the waiters’ staff hours of those days); null without payroll or staff hours (meta.staffing.labor_cost_reason).',
    ),
  ),
  labor_cost_pct_projected: z
    .nullable(z.number())
    .check(
      z.describe(
        'labor_cost_projected_cents ÷ the day’s forecast sales (sales_cents of GET /intelligence/forecast) × 100, one decimal; null when the amount is null.',
      ),
    ),
});

export const STAFFING_SOURCES = ['setting', 'own'] as const;

export const forecastHoursMeta = z.strictObject({
  ...readMetaShape,
  ...provenance,
  staffing: z.strictObject({
    source: z
      .nullable(z.enum(STAFFING_SOURCES))
      .check(
        z.describe(
          'setting: target_sales_per_staff_hour_cents (PATCH /settings); own: the branch’s sales per staff hour, distinct waiters on its order lines per hour over its last 28 closed days; null: neither.',
        ),
      ),
    sales_per_staff_hour_cents: nullableCents,
    days_measured: z
      .int()
      .check(z.describe('Closed days the own rate was measured on (0 with the setting).')),
    labor_cost_per_staff_hour_cents: nullableCents,
    reason: z.nullable(z.string()),
    labor_cost_reason: z.nullable(z.string()),
  }),
});

const prepItem = z.strictObject({
  product_id: z
    .string()
    .check(z.describe('The catalog identifier, else the cube’s item key (sku:…, name:…).')),
  name: z.string(),
  category_type: z.enum(CATEGORY_TYPES),
  quantity: z.int(),
  quantity_low: z.int(),
  quantity_high: z.int(),
  intermittent: z.boolean().check(z.describe('Sold on under half the recent open days: forecast by TSB.')),
});

const prepIngredient = z.strictObject({
  ingredient: z.string().check(z.describe('As the recipe names it.')),
  unit: z.string(),
  quantity: z
    .number()
    .check(z.describe('Σ over the items (other_items too) of quantity × the recipe’s quantity, 3 decimals.')),
  quantity_low: z.number().check(z.describe('The same with each item’s quantity_low.')),
  quantity_high: z.number().check(z.describe('The same with each item’s quantity_high.')),
  used_by: z
    .array(z.string())
    .check(z.describe('The items whose recipes use it, the one needing most first.')),
});

export const forecastItemsAttributes = z.strictObject({
  date: isoDate,
  status,
  items: z.array(prepItem),
  other_items: z
    .array(prepItem)
    .check(z.describe('Items of category_type other (packaging, extras), apart as in the menu.')),
  ingredients: z
    .array(prepIngredient)
    .check(z.describe('What the items need by the branch’s current recipes, by ingredient and unit.')),
  items_without_recipe: z
    .array(z.string())
    .check(z.describe('Items forecast to sell that have no recipe: their ingredients are not counted.')),
});

const score = {
  wape: z.nullable(z.number()).check(z.describe('Σ|actual − forecast| ÷ Σ actual, a ratio (0.12 = 12 %).')),
  bias_pct: z
    .nullable(z.number())
    .check(z.describe('100 × Σ(forecast − actual) ÷ Σ actual: above 0 said too much.')),
  interval_coverage: z
    .nullable(z.number())
    .check(z.describe('Share of the days whose actual fell in p10–p90.')),
  days_scored: z.int(),
  wape_naive_week: z
    .nullable(z.number())
    .check(z.describe('WAPE of repeating the same weekday last week, same days.')),
  wape_naive_4w: z
    .nullable(z.number())
    .check(z.describe('WAPE of the mean of the same weekday in the last 4 weeks.')),
  reason: z
    .nullable(z.string())
    .check(z.describe('Why the figures are null (under 7 scored days), in Spanish.')),
};
const scoreObject = z.strictObject(score);

export const forecastAccuracyAttributes = z.strictObject({
  horizons: z.array(
    z.strictObject({
      horizon: z
        .int()
        .check(z.describe('1: the forecast stored after the day before closed; 7: a week before.')),
      figure: z.enum(['sales', 'covers']),
      ...score,
    }),
  ),
  days: z
    .array(
      z.strictObject({
        date: isoDate,
        sales_cents: nullableCents.check(
          z.describe(
            'The day-ahead point forecast of the day’s sales, as stored before the day began, cents; null when the stored forecast had no sales figure (the day is not in the sales score).',
          ),
        ),
        sales_low_cents: nullableCents.check(z.describe('Its p10, as stored.')),
        sales_high_cents: nullableCents.check(z.describe('Its p90, as stored.')),
        actual_sales_cents: cents.check(
          z.describe('What the day sold (its zout), cents, in the same sales basis as the forecast.'),
        ),
        covers: nullableInt.check(
          z.describe(
            'The day-ahead forecast of the day’s covers, as stored; null when it had no covers figure (the day is not in the covers score).',
          ),
        ),
        covers_low: nullableInt,
        covers_high: nullableInt,
        actual_covers: z.int(),
        made_at: timestamp.check(
          z.describe(
            'When the pipeline stored this forecast (the run after its as_of closed), with the branch’s offset.',
          ),
        ),
        horizon: z
          .int()
          .check(
            z.describe(
              'How many days before the date the forecast was made (date − its as_of): 1, more when the branch did not open the day before.',
            ),
          ),
      }),
    )
    .check(
      z.describe(
        'The closed days horizon 1 scores, by date ascending: each with the freshest forecast stored before it (the day-ahead one) and what happened. Not in the CSV (its rows are `horizons`).',
      ),
    ),
});
export const forecastAccuracyMeta = z.strictObject({
  ...readMetaShape,
  method: z.string(),
  sales_basis: z
    .enum(SALES_BASIS)
    .check(
      z.describe(
        "Which sales the days' amounts and the scores are: the history's basis today (GET /intelligence/forecast, meta.sales_basis); a forecast stored in the other basis is not scored.",
      ),
    ),
});

export const forecastBacktestAttributes = z.strictObject({
  days: z.array(
    z.strictObject({
      date: isoDate,
      status,
      sales_cents: nullableCents,
      sales_low_cents: nullableCents,
      sales_high_cents: nullableCents,
      actual_sales_cents: nullableCents,
      naive_week_sales_cents: nullableCents,
      naive_4w_sales_cents: nullableCents,
      covers: nullableInt,
      covers_low: nullableInt,
      covers_high: nullableInt,
      actual_covers: nullableInt,
      naive_week_covers: nullableInt,
      naive_4w_covers: nullableInt,
      drivers: z.array(driver),
    }),
  ),
  sales: scoreObject,
  covers: scoreObject,
});
export const forecastBacktestMeta = z.strictObject({
  ...readMetaShape,
  ...provenance,
  horizon: z.int(),
});

export type ForecastAttributes = z.output<typeof forecastAttributes>;
export type ForecastMeta = z.output<typeof forecastMeta>;
export type ForecastHoursAttributes = z.output<typeof forecastHoursAttributes>;
export type ForecastHoursMeta = z.output<typeof forecastHoursMeta>;
export type ForecastItemsAttributes = z.output<typeof forecastItemsAttributes>;
export type ForecastAccuracyAttributes = z.output<typeof forecastAccuracyAttributes>;
export type ForecastAccuracyMeta = z.output<typeof forecastAccuracyMeta>;
export type ForecastBacktestAttributes = z.output<typeof forecastBacktestAttributes>;
export type ForecastBacktestMeta = z.output<typeof forecastBacktestMeta>;
