import { routeFunction } from '#shared/http/functions.ts';
import { getPnl } from '#shared/use-cases/intelligence/pnl.ts';

export const { handler, createHandler } = routeFunction('intelligence-pnl', getPnl);
