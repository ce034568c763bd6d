import { routeFunction } from '#shared/http/functions.ts';
import { listAppClientsOf } from '#shared/use-cases/developer/app-clients.ts';

export const { handler, createHandler } = routeFunction('app-clients-list', listAppClientsOf);
