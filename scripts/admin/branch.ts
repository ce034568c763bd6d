/** `admin branch create | list | set-plan | set`: a branch, its plan and its settings. */
import { randomUUID } from 'node:crypto';
import { IANAZone } from 'luxon';
import { cashVarianceThresholdPct } from '#shared/domain/settings.ts';
import { UUID_PATTERN } from '#shared/domain/uuid.ts';
import {
  type BranchSettings,
  createBranch,
  getBranchProfile,
  listBranches,
  setPlan,
  updateBranchSettings,
} from '#shared/storage/branch-store.ts';
import { updateBranchSettings as updateServiceSettings } from '#shared/storage/settings-store.ts';
import { type AdminContext, audit, type Command, mustExist } from './context.ts';
import { parseBranch, parseCutoffHour, parsePlan, parseStage, required, UsageError } from './flags.ts';

async function createBranchCommand({ values, deps, deployed }: AdminContext) {
  const name = required(values.name, '--name');
  const timezone = required(values.timezone, '--timezone');
  if (!IANAZone.isValidZone(timezone))
    throw new UsageError(`--timezone must be an IANA zone such as America/Mexico_City, got "${timezone}"`);
  const plan = parsePlan(required(values.plan, '--plan'));
  // A deployed table belongs to one stage: guessing would mint a key that stage rejects.
  const stageName = values.stage ?? process.env.STAGE ?? (deployed ? undefined : 'sandbox');
  if (stageName === undefined) {
    throw new UsageError(
      '--stage (sandbox or production) is required when --table or TABLE_NAME names a deployed table',
    );
  }
  const stage = parseStage(stageName);
  const branchId = values.branch ?? randomUUID();
  if (!UUID_PATTERN.test(branchId)) throw new UsageError('--branch must be a UUID');
  const { profile, apiKey } = await createBranch(deps, { branchId, name, timezone, plan, stage });
  await audit(deps, branchId, {
    event: 'branch.created',
    refType: 'branch',
    refId: branchId,
    detail: { name, timezone, plan, stage },
  });
  return {
    ...profile,
    api_key: apiKey,
    note: 'The API key is shown only now; store it in the POS configuration.',
  };
}

async function setPlanCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  const plan = parsePlan(required(values.plan, '--plan'));
  await mustExist(deps, branchId);
  const previousPlan = (await getBranchProfile(deps, branchId))?.plan ?? null;
  const profile = await setPlan(deps, branchId, plan);
  await audit(deps, branchId, {
    event: 'branch.plan_changed',
    refType: 'branch',
    refId: branchId,
    detail: { plan, previous_plan: previousPlan },
  });
  return profile;
}

/**
 * A general settings command: each optional flag sets one setting of the branch. The cutoff hour
 * lives in the profile (every request has it); the others in the settings item.
 */
async function setSettingsCommand({ values, deps }: AdminContext) {
  const branchId = parseBranch(values.branch);
  const profileSettings: BranchSettings = {};
  if (values['cutoff-hour'] !== undefined) {
    profileSettings.business_day_cutoff_hour = parseCutoffHour(values['cutoff-hour']);
  }
  const cashVarianceThreshold = parseCashVarianceThreshold(values['cash-variance-threshold']);
  if (Object.keys(profileSettings).length === 0 && cashVarianceThreshold === undefined)
    throw new UsageError('branch set needs at least one setting flag');
  await mustExist(deps, branchId);
  const profile =
    Object.keys(profileSettings).length > 0
      ? await updateBranchSettings(deps, branchId, profileSettings)
      : await getBranchProfile(deps, branchId);
  const serviceSettings =
    cashVarianceThreshold === undefined ? {} : { cash_variance_threshold_pct: cashVarianceThreshold };
  const settings = await updateServiceSettings(deps, branchId, serviceSettings, deps.clock.now());
  await audit(deps, branchId, {
    event: 'settings.updated',
    refType: 'settings',
    refId: branchId,
    detail: { changes: { ...profileSettings, ...serviceSettings } },
  });
  return { ...profile, settings };
}

function parseCashVarianceThreshold(threshold: string | undefined): number | undefined {
  if (threshold === undefined) return undefined;
  const parsed = cashVarianceThresholdPct.safeParse(Number(threshold));
  if (threshold.trim() === '' || !parsed.success) {
    throw new UsageError(
      '--cash-variance-threshold must be a percentage from 0.1 to 100 with at most one decimal',
    );
  }
  return parsed.data;
}

export const BRANCH_COMMANDS: Record<string, Command> = {
  'branch create': createBranchCommand,
  'branch list': async ({ deps }) => ({ branches: await listBranches(deps) }),
  'branch set-plan': setPlanCommand,
  'branch set': setSettingsCommand,
};
