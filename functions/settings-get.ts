import { routeFunction } from '#shared/http/functions.ts';
import { getSettings } from '#shared/use-cases/settings.ts';

export const { handler, createHandler } = routeFunction('settings-get', getSettings);
