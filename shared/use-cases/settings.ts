/**
 * GET / PATCH /api/v1/settings: the branch's settings (module core). PATCH takes
 * `{"data":{"type":"settings","attributes":{…}}}` with any subset of the members and answers the
 * settings after the change, recording `settings.updated` with the changed members in the audit log.
 */

import { parseEnvelope } from '../domain/parse-request.ts';
import type { SettingsAttributes, SettingsMeta } from '../domain/responses/settings.ts';
import type { Resource } from '../domain/results.ts';
import { settingsPatch } from '../domain/settings.ts';
import { getBranchSettings, updateBranchSettings } from '../storage/settings-store.ts';
import { auditPut } from './audit.ts';
import type { Deps } from './deps.ts';
import { refreshForecast } from './forecast/refresh.ts';
import type { RouteRequest } from './request.ts';

/** The settings the forecast is made with (the staffing target is read when answering). */
const FORECAST_CALENDAR = ['closed_weekdays', 'closed_dates', 'forecast_events'] as const;

type SettingsResult = Resource<SettingsAttributes, SettingsMeta>;

function settingsResult(branchId: string, settings: SettingsAttributes): SettingsResult {
  return { attributes: settings, meta: { branch_identifier: branchId } };
}

export async function getSettings(deps: Deps, request: RouteRequest): Promise<SettingsResult> {
  const branchId = request.branch.branch_identifier;
  return settingsResult(branchId, await getBranchSettings(deps, branchId));
}

export async function updateSettings(deps: Deps, request: RouteRequest): Promise<SettingsResult> {
  const branchId = request.branch.branch_identifier;
  const { attributes } = parseEnvelope(request.body, 'settings', settingsPatch);
  const settings = await updateBranchSettings(deps, branchId, attributes, request.now, (changes) => [
    auditPut(deps, request, {
      event: 'settings.updated',
      refType: 'settings',
      refId: branchId,
      detail: { changes },
    }),
  ]);
  deps.logger.info('settings updated', { changed: Object.keys(attributes) });
  // The owner's calendar changes the days not yet begun at once, not at the next closed day.
  if (FORECAST_CALENDAR.some((name) => attributes[name] !== undefined)) {
    await refreshForecast(deps, { branchId, profile: request.branch, settings });
  }
  return settingsResult(branchId, settings);
}
