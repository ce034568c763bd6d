import { ROUTES } from '#shared/contract/routes.ts';

const PREFIX = '/api/v1/intelligence/';

/**
 * Every intelligence endpoint (path after /api/v1/intelligence/), from the route table, so query
 * rules and branch isolation are checked on each endpoint that exists, including future ones.
 */
export const INTELLIGENCE_ENDPOINTS = ROUTES.flatMap((route) =>
  route.path.startsWith(PREFIX) ? [route.path.slice(PREFIX.length)] : [],
);
