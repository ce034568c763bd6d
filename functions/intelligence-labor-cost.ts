import { readFunction } from '#shared/http/functions.ts';
import { getLaborCost } from '#shared/use-cases/intelligence/labor-cost.ts';

export const { handler, createHandler } = readFunction('intelligence-labor-cost', getLaborCost);
