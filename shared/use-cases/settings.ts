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
import type { RouteRequest } from './request.ts';

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
  return settingsResult(branchId, settings);
}
