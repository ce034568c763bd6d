/** The contract of GET and PATCH /api/v1/settings. */
import { settingsAttributes, settingsMeta } from '../domain/responses/settings.ts';
import { settingsPatch } from '../domain/settings.ts';
import { requestDocument } from './documents.ts';
import { namedAfterVariables, type RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

/** PATCH parses its body like an ingest document (parseEnvelope): any subset of the settings. */
export const settingsUpdateRequest = requestDocument('settings', settingsPatch);

export const SETTINGS_CONTRACT = {
  'settings-get': { attributes: settingsAttributes, meta: settingsMeta },
  'settings-update': { attributes: settingsAttributes, meta: settingsMeta, body: settingsUpdateRequest },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const SETTINGS_COMPONENTS = namedAfterVariables({
  settingsAttributes,
  settingsMeta,
  settingsUpdateRequest,
});
