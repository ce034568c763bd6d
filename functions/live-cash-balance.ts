import { readFunction } from '#shared/http/functions.ts';
import { getLiveCash } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = readFunction('live-cash-balance', getLiveCash);
