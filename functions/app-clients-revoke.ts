import { routeFunction } from '#shared/http/functions.ts';
import { lambdaAppClientPorts } from '#shared/runtime/app-client-ports.ts';
import { revokeAppClient } from '#shared/use-cases/developer/app-clients.ts';

export const { handler, createHandler } = routeFunction(
  'app-clients-revoke',
  revokeAppClient,
  lambdaAppClientPorts,
);
