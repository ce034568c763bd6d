/**
 * GET /api/v1/intelligence/forecast (the next days) and /forecast/items (a day's prep list): read
 * from the forecasts the pipeline stored (refresh.ts), never computed on read, so every door shows
 * the figure said before the day (docs/forecast-api.md). The prep list's ingredients are its items
 * by the recipes as they are now (a recipe corrected today corrects tomorrow's list).
 */
import { businessToday, cutoffHourOf } from '../../domain/business-day.ts';
import { addDays } from '../../domain/calendar-dates.ts';
import { prepIngredients } from '../../domain/forecast-reads/ingredients.ts';
import type { StoredForecastDay } from '../../domain/forecast-reads/stored.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import type { ForecastAttributes, ForecastItemsAttributes } from '../../domain/responses/forecast.ts';
import { forecastDateQuery, forecastQuery } from '../../domain/schemas/forecast.ts';
import { readForecastDay, readForecastDays, readForecastDetail } from '../../storage/forecast-store.ts';
import { readRecipes } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';
import { readMetaOf } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { forecastDateOf, missingForecastReason, oneDayMeta, provenanceOf } from './read-support.ts';

/** The branch's business today, from the request's clock. */
export function todayOf(request: Pick<RouteRequest, 'now' | 'branch'>): string {
  return businessToday(request.now, request.branch.timezone, cutoffHourOf(request.branch));
}

type ForecastRow = ForecastAttributes['days'][number];

/** One date's row: its latest stored forecast, or no number when none is stored. */
export function forecastRowOf(date: string, stored: StoredForecastDay | undefined): ForecastRow {
  if (stored === undefined) {
    return {
      date,
      sales_cents: null,
      sales_low_cents: null,
      sales_high_cents: null,
      covers: null,
      covers_low: null,
      covers_high: null,
      status: 'insufficient_history',
      drivers: [],
    };
  }
  const { latest } = stored;
  return {
    date,
    sales_cents: latest.sales_cents,
    sales_low_cents: latest.sales_low_cents,
    sales_high_cents: latest.sales_high_cents,
    covers: latest.covers,
    covers_low: latest.covers_low,
    covers_high: latest.covers_high,
    status: latest.status,
    drivers: latest.drivers,
  };
}

/** The forecast of the `days` days from business today: what the API, CSV, assistant and pages show. */
export async function forecastOfDays(
  deps: Pick<Deps, 'db' | 'tableName'>,
  branchId: string,
  from: string,
  days: number,
) {
  const to = addDays(from, days - 1)!;
  const stored = await readForecastDays(deps, branchId, from, to);
  const byDate = new Map(stored.map((day) => [day.date, day]));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index)!);
  return { range: { from, to }, rows: dates.map((date) => forecastRowOf(date, byDate.get(date))), stored };
}

export async function getForecast(deps: Deps, request: RouteRequest) {
  const query = parseQuery(request.query, forecastQuery);
  const branchId = request.branch.branch_identifier;
  const today = todayOf(request);
  const { range, rows, stored } = await forecastOfDays(deps, branchId, today, query.days);
  const provenance = provenanceOf(stored.map((day) => day.latest));
  return {
    attributes: { days: rows },
    meta: {
      ...readMetaOf({ range, branchId, timeZone: request.branch.timezone, snapshotDate: provenance.made_at }),
      ...provenance.meta,
      reason: missingForecastReason(rows, today),
    },
  };
}

export async function getForecastItems(deps: Deps, request: RouteRequest) {
  const { date } = parseQuery(request.query, forecastDateQuery);
  const branchId = request.branch.branch_identifier;
  const day = forecastDateOf(date, todayOf(request));
  const [stored, detail, recipes] = await Promise.all([
    readForecastDay(deps, branchId, day),
    readForecastDetail(deps, branchId, day),
    readRecipes(deps, branchId),
  ]);
  const row = forecastRowOf(day, stored);
  const items = detail?.items ?? [];
  const attributes: ForecastItemsAttributes = {
    date: day,
    status: row.status,
    items: items.filter((item) => item.category_type !== 'other').map(prepRow),
    other_items: items.filter((item) => item.category_type === 'other').map(prepRow),
    ...prepIngredients(items, recipes),
  };
  return { attributes, meta: oneDayMeta(request, day, stored, row.status) };
}

function prepRow(item: ForecastItemsAttributes['items'][number]) {
  return {
    product_id: item.product_id,
    name: item.name,
    category_type: item.category_type,
    quantity: item.quantity,
    quantity_low: item.quantity_low,
    quantity_high: item.quantity_high,
    intermittent: item.intermittent,
  };
}
