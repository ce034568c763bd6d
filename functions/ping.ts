import { routeFunction } from '#shared/http/functions.ts';
import { ping } from '#shared/use-cases/ping.ts';

export const { handler, createHandler } = routeFunction('ping', ping);
