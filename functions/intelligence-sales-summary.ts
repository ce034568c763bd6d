import { readFunction } from '#shared/http/functions.ts';
import { getSalesSummary } from '#shared/use-cases/intelligence/sales-summary.ts';

export const { handler, createHandler } = readFunction('intelligence-sales-summary', getSalesSummary);
