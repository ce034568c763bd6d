import { routeFunction } from '#shared/http/functions.ts';
import { getSalesSummary } from '#shared/use-cases/intelligence/sales-summary.ts';

export const { handler, createHandler } = routeFunction('intelligence-sales-summary', getSalesSummary);
