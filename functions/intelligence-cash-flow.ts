import { readFunction } from '#shared/http/functions.ts';
import { getCashFlow } from '#shared/use-cases/intelligence/cash-flow.ts';

export const { handler, createHandler } = readFunction('intelligence-cash-flow', getCashFlow);
