/**
 * The signed-in user's account (docs/authentication.md, "Accounts"): what they belong to, and the
 * self-service sandbox branch. The organization is created with the user's first branch, not at
 * sign-up: sign-up happens at the identity provider (Cognito's managed login, or the local
 * issuer's page), which calls nothing of ours, so the first call that needs an organization makes
 * it, the same way in AWS and locally, and a user who only joins another owner's organization
 * never leaves an empty one behind.
 */
import { randomUUID } from 'node:crypto';
import { cutoffHourOf } from '../domain/business-day.ts';
import { ForbiddenError, LimitReachedError } from '../domain/errors.ts';
import { parseEnvelope } from '../domain/parse-request.ts';
import type { Plan } from '../domain/plans.ts';
import type {
  AccountAttributes,
  AccountBranch,
  BranchCreatedAttributes,
} from '../domain/responses/account.ts';
import type { Resource } from '../domain/results.ts';
import { branchCreateAttributes } from '../domain/schemas/developer.ts';
import { fetchUserEmail } from '../guards/user-info.ts';
import { type CreateBranchInput, createBranch, getBranchProfile } from '../storage/branch-store.ts';
import { cancellationReasons } from '../storage/db.ts';
import {
  attachBranch,
  BRANCH_SLOT_INDEX,
  createOrganization,
  getMembership,
  getOrganization,
  listOrganizationBranches,
  type Membership,
  selfServiceBranchSlot,
} from '../storage/organization-store.ts';
import { recordAudit } from './audit.ts';
import type { Deps } from './deps.ts';
import type { AccountRequest } from './request.ts';

/**
 * A self-service branch's plan: pro, every module (live and inventory included), so a vendor can
 * try every endpoint in sandbox, with pro's rate limit (2,000 a minute) rather than enterprise's
 * none. An operator changes it (`admin -- branch set-plan`).
 */
export const SELF_SERVICE_PLAN: Plan = 'pro';

/** Sandbox branches an organization may create itself; an operator creates more. */
export const MAX_SELF_SERVICE_BRANCHES = 20;

async function emailOf(deps: Deps, request: AccountRequest): Promise<string | undefined> {
  if (request.user.membership?.email) return request.user.membership.email;
  return deps.oauth ? fetchUserEmail(deps.oauth, request.user.accessToken) : undefined;
}

async function branchesOf(deps: Deps, organizationId: string): Promise<AccountBranch[]> {
  const ids = await listOrganizationBranches(deps, organizationId);
  const profiles = await Promise.all(ids.map((id) => getBranchProfile(deps, id)));
  return profiles
    .filter((profile) => profile !== undefined)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((profile) => ({
      branch_identifier: profile.branch_identifier,
      name: profile.name,
      timezone: profile.timezone,
      business_day_cutoff_hour: cutoffHourOf(profile),
      plan: profile.plan,
      environment: profile.stage,
      created_at: profile.created_at,
    }));
}

/** GET /api/v1/account. */
export async function getAccount(deps: Deps, request: AccountRequest): Promise<Resource<AccountAttributes>> {
  const { membership } = request.user;
  const [email, organization, branches] = await Promise.all([
    emailOf(deps, request),
    membership ? getOrganization(deps, membership.organization_id) : undefined,
    membership ? branchesOf(deps, membership.organization_id) : [],
  ]);
  return {
    id: request.user.userSub,
    attributes: {
      email: email ?? null,
      organization: organization ? { id: organization.organization_id, name: organization.name } : null,
      role: membership?.role ?? null,
      branches,
    },
  };
}

/**
 * The caller's membership, creating the organization (with them as owner) when they have none.
 * Two first branches at once: one creation wins, the other finds its membership and goes on.
 */
async function ownMembership(
  deps: Deps,
  request: AccountRequest,
  organizationName: string,
): Promise<Membership> {
  const existing = request.user.membership;
  if (existing) return existing;
  const email = await emailOf(deps, request);
  try {
    const { owner } = await createOrganization(
      deps,
      { organization_id: randomUUID(), name: organizationName, created_at: request.now.toISOString() },
      { user_sub: request.user.userSub, ...(email ? { email } : {}) },
    );
    return owner;
  } catch (error) {
    const raced = cancellationReasons(error) ? await getMembership(deps, request.user.userSub) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** Transactions cancelled by a concurrent one on the organization's counter are tried again. */
const MAX_SLOT_ATTEMPTS = 3;

/**
 * The branch, created in one transaction with a slot of the organization's cap (a conditional
 * counter, not a count followed by a create): of two creations at the cap minus one, one is
 * created and the other refused (422). The listing only seeds the counter of an organization that
 * has none yet.
 */
async function createCappedBranch(deps: Deps, organizationId: string, input: CreateBranchInput) {
  const existing = (await listOrganizationBranches(deps, organizationId)).length;
  const slot = selfServiceBranchSlot(deps, organizationId, { existing, limit: MAX_SELF_SERVICE_BRANCHES });
  for (let attempt = 1; ; attempt++) {
    try {
      return await createBranch(deps, input, [slot]);
    } catch (error) {
      const reason = cancellationReasons(error)?.[BRANCH_SLOT_INDEX]?.code;
      if (reason === 'ConditionalCheckFailed') {
        throw new LimitReachedError(
          `An organization may create ${MAX_SELF_SERVICE_BRANCHES} branches in the dashboard; ask the operator for more. No branch was created.`,
        );
      }
      if (reason !== 'TransactionConflict' || attempt >= MAX_SLOT_ATTEMPTS) throw error;
    }
  }
}

/** POST /api/v1/account/branches: 201 with the branch and its first key (shown once). */
export async function createAccountBranch(
  deps: Deps,
  request: AccountRequest,
): Promise<Resource<BranchCreatedAttributes>> {
  if (deps.stage !== 'sandbox') {
    throw new ForbiddenError(
      'Branches created in the dashboard are sandbox branches; production is enabled by an operator once the integration passes in sandbox (docs/pos-integration.md, "Going live").',
    );
  }
  const { attributes } = parseEnvelope(request.body, 'branch', branchCreateAttributes);
  const { membership } = request.user;
  if (membership && membership.role !== 'owner') {
    throw new ForbiddenError(
      `The ${membership.role} role may not create branches: only the organization's owner (docs/authentication.md, Roles).`,
    );
  }
  // The organization takes the first branch's name; there is no other name to give it yet.
  const owner = await ownMembership(deps, request, attributes.name);
  const branchId = randomUUID();
  // A failure between these two leaves a branch no organization lists: unreachable, harmless.
  const { profile, apiKey, key } = await createCappedBranch(deps, owner.organization_id, {
    branchId,
    name: attributes.name,
    timezone: attributes.timezone,
    plan: SELF_SERVICE_PLAN,
    stage: 'sandbox',
    ...(attributes.business_day_cutoff_hour === undefined
      ? {}
      : { businessDayCutoffHour: attributes.business_day_cutoff_hour }),
  });
  // Created just now, so it has no day the organization's roll-ups could lack.
  await attachBranch(deps, owner.organization_id, branchId, { created: true });
  // The new branch's log records who created it (the branch did not exist before this request).
  await recordAudit(
    deps,
    {
      branch: profile,
      principal: {
        kind: 'user',
        userSub: request.user.userSub,
        ...(owner.email ? { email: owner.email } : {}),
        clientId: request.user.clientId,
        role: owner.role,
        scopes: new Set(),
      },
      now: request.now,
      requestId: request.requestId,
    },
    {
      event: 'branch.created',
      refType: 'branch',
      refId: branchId,
      detail: {
        name: profile.name,
        timezone: profile.timezone,
        plan: profile.plan,
        environment: profile.stage,
        organization_id: owner.organization_id,
        key_id: key.key_id,
        last_four: key.last_four,
      },
    },
  );
  return {
    id: branchId,
    attributes: {
      name: profile.name,
      timezone: profile.timezone,
      plan: profile.plan,
      environment: 'sandbox',
      business_day_cutoff_hour: profile.business_day_cutoff_hour,
      created_at: profile.created_at,
      api_key: apiKey,
    },
  };
}
