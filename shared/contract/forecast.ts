/** The schemas of the forecast reads, GET /api/v1/intelligence/forecast… (docs/forecast-api.md). */
import {
  forecastAccuracyAttributes,
  forecastAccuracyMeta,
  forecastAttributes,
  forecastBacktestAttributes,
  forecastBacktestMeta,
  forecastHoursAttributes,
  forecastHoursMeta,
  forecastItemsAttributes,
  forecastMeta,
} from '../domain/responses/forecast.ts';
import {
  forecastAccuracyQuery,
  forecastBacktestQuery,
  forecastDateQuery,
  forecastQuery,
} from '../domain/schemas/forecast.ts';
import { namedAfterVariables, type RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const FORECAST_CONTRACT = {
  'intelligence-forecast': { attributes: forecastAttributes, meta: forecastMeta, query: forecastQuery },
  'intelligence-forecast-hours': {
    attributes: forecastHoursAttributes,
    meta: forecastHoursMeta,
    query: forecastDateQuery,
  },
  'intelligence-forecast-items': {
    attributes: forecastItemsAttributes,
    meta: forecastMeta,
    query: forecastDateQuery,
  },
  'intelligence-forecast-accuracy': {
    attributes: forecastAccuracyAttributes,
    meta: forecastAccuracyMeta,
    query: forecastAccuracyQuery,
  },
  'intelligence-forecast-backtest': {
    attributes: forecastBacktestAttributes,
    meta: forecastBacktestMeta,
    query: forecastBacktestQuery,
  },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const FORECAST_COMPONENTS = namedAfterVariables({
  forecastAttributes,
  forecastMeta,
  forecastHoursAttributes,
  forecastHoursMeta,
  forecastItemsAttributes,
  forecastAccuracyAttributes,
  forecastAccuracyMeta,
  forecastBacktestAttributes,
  forecastBacktestMeta,
});
