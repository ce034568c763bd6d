import { routeFunction } from '#shared/http/functions.ts';
import { getKpis } from '#shared/use-cases/intelligence/kpis.ts';

export const { handler, createHandler } = routeFunction('intelligence-kpis', getKpis);
