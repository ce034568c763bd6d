import { routeFunction } from '#shared/http/functions.ts';
import { getInsights } from '#shared/use-cases/intelligence/insights.ts';

export const { handler, createHandler } = routeFunction('intelligence-insights', getInsights);
