import { readFunction } from '#shared/http/functions.ts';
import { updateSettings } from '#shared/use-cases/settings.ts';

export const { handler, createHandler } = readFunction('settings-update', updateSettings);
