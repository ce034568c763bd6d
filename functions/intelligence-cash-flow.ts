import { routeFunction } from '#shared/http/functions.ts';
import { getCashFlow } from '#shared/use-cases/intelligence/cash-flow.ts';

export const { handler, createHandler } = routeFunction('intelligence-cash-flow', getCashFlow);
