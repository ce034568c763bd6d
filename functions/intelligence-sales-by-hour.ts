import { readFunction } from '#shared/http/functions.ts';
import { getSalesByHour } from '#shared/use-cases/intelligence/sales-by-hour.ts';

export const { handler, createHandler } = readFunction('intelligence-sales-by-hour', getSalesByHour);
