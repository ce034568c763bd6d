import { routeFunction } from '#shared/http/functions.ts';
import { generateApiKey } from '#shared/use-cases/developer/api-keys.ts';

export const { handler, createHandler } = routeFunction('api-keys-create', generateApiKey);
