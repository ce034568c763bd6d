import { routeFunction } from '#shared/http/functions.ts';
import { revokeApiKeyOf } from '#shared/use-cases/developer/api-keys.ts';

export const { handler, createHandler } = routeFunction('api-keys-revoke', revokeApiKeyOf);
