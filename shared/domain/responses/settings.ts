/** GET and PATCH /api/v1/settings: the branch's settings (docs/webhooks.md "The threshold"). */
import * as z from 'zod/mini';
import { branchSettings } from '../settings.ts';
import { uuid } from './common.ts';

/** Every setting, at its default until it is set (the schema lives beside the PATCH schema). */
export const settingsAttributes = branchSettings;
export type SettingsAttributes = z.output<typeof settingsAttributes>;

export const settingsMeta = z.strictObject({ branch_identifier: uuid });
export type SettingsMeta = z.output<typeof settingsMeta>;
