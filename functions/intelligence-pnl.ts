import { readFunction } from '#shared/http/functions.ts';
import { getPnl } from '#shared/use-cases/intelligence/pnl.ts';

export const { handler, createHandler } = readFunction('intelligence-pnl', getPnl);
