import { routeFunction } from '#shared/http/functions.ts';
import { getLaborCost } from '#shared/use-cases/intelligence/labor-cost.ts';

export const { handler, createHandler } = routeFunction('intelligence-labor-cost', getLaborCost);
