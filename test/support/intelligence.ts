import { ROUTES } from '#shared/contract/routes.ts';

const PREFIX = '/api/v1/intelligence/';

/**
 * Every intelligence read of a period (path after /api/v1/intelligence/), from the route table, so
 * query rules, CSV and branch isolation are checked on each one that exists, including future ones.
 * The alerts' review marks are not period reads (test/integration/alert-reviews.test.ts), nor are
 * the forecast reads (below).
 */
export const INTELLIGENCE_ENDPOINTS = ROUTES.flatMap((route) =>
  route.path.startsWith(PREFIX) && route.method === 'GET' && 'csv' in route && route.csv === true
    ? [route.path.slice(PREFIX.length)]
    : [],
).filter((path) => !path.startsWith('forecast'));

/**
 * The forecast reads: under /intelligence/ and CSV like the period reads, but they take their own
 * query (days, date, horizon), so test/integration/forecast-api.test.ts checks them.
 */
export const FORECAST_ENDPOINTS = ROUTES.flatMap((route) =>
  route.path.startsWith(`${PREFIX}forecast`) ? [route.path.slice(PREFIX.length)] : [],
);
