import { routeFunction } from '#shared/http/functions.ts';
import { getLiveCash } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = routeFunction('live-cash-balance', getLiveCash);
