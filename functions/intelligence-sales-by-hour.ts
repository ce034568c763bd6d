import { routeFunction } from '#shared/http/functions.ts';
import { getSalesByHour } from '#shared/use-cases/intelligence/sales-by-hour.ts';

export const { handler, createHandler } = routeFunction('intelligence-sales-by-hour', getSalesByHour);
