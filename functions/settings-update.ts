import { routeFunction } from '#shared/http/functions.ts';
import { updateSettings } from '#shared/use-cases/settings.ts';

export const { handler, createHandler } = routeFunction('settings-update', updateSettings);
