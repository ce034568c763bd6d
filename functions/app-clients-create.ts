import { lambdaAppClientPorts } from '#shared/adapters/app-client-ports.ts';
import { routeFunction } from '#shared/http/functions.ts';
import { createAppClient } from '#shared/use-cases/developer/app-clients.ts';

export const { handler, createHandler } = routeFunction(
  'app-clients-create',
  createAppClient,
  lambdaAppClientPorts,
);
