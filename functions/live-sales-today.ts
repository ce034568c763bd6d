import { readFunction } from '#shared/http/functions.ts';
import { getLiveSales } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = readFunction('live-sales-today', getLiveSales);
