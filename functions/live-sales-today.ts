import { routeFunction } from '#shared/http/functions.ts';
import { getLiveSales } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = routeFunction('live-sales-today', getLiveSales);
