/**
 * Organizations own branches; users (a token's `sub`) are members of one organization with a role.
 * A user token acts on a branch only when the branch belongs to the user's organization.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ROLES } from '../domain/access.ts';
import { queryAll, type StorageDeps, type TransactItem } from './db.ts';
import { getItem, itemReader, storedItem } from './item.ts';
import { keys } from './keys.ts';

/** An organization's profile (its `self_service_branches` counter is read by conditions only). */
const organizationItem = /* @__PURE__ */ storedItem({
  name: 'organization',
  key: 'organization',
  schema: () => z.object({ organization_id: z.string(), name: z.string(), created_at: z.string() }),
});
export type Organization = ReturnType<typeof organizationItem.parse>;

/** A user's membership, by their `sub`; the organization's member list holds a copy (never read here). */
const membershipItem = /* @__PURE__ */ storedItem({
  name: 'membership',
  key: 'membership',
  schema: () =>
    z.object({
      organization_id: z.string(),
      user_sub: z.string(),
      role: z.enum(ROLES),
      /** For people reading the member list; the `sub` is what tokens carry. */
      email: z.optional(z.string()),
      created_at: z.string(),
    }),
});
export type Membership = ReturnType<typeof membershipItem.parse>;

/** The organization a branch belongs to, beside the branch's profile. */
const branchOrganizationItem = /* @__PURE__ */ storedItem({
  name: 'branch organization',
  key: 'branchOrganization',
  schema: () => z.object({ organization_id: z.string() }),
});

/** A branch the organization owns, with its roll-up state (a flag is absent until it is set). */
const organizationBranchItem = /* @__PURE__ */ storedItem({
  name: 'organization branch',
  key: 'organizationBranch',
  schema: () =>
    z.object({
      branch_identifier: z.string(),
      /**
       * The organization's roll-ups hold every month in which the branch has a built day (the backfill
       * ran, or the branch had none when attached): a month without its part is a month without days.
       */
      rollups_complete: z._default(z.boolean(), false),
      /**
       * The organization's `costdays` and `costs` months hold every month of the branch's dated cost
       * records (the backfill wrote those stored before it joined, or it had none): its cost records are
       * read from them.
       */
      costs_complete: z._default(z.boolean(), false),
    }),
});
export type OrganizationBranchEntry = ReturnType<typeof organizationBranchItem.parse>;

/** Creates the organization with its first member, the owner, in one transaction. */
export async function createOrganization(
  deps: StorageDeps,
  organization: Organization,
  owner: { user_sub: string; email?: string },
): Promise<{ organization: Organization; owner: Membership }> {
  const membership: Membership = {
    organization_id: organization.organization_id,
    user_sub: owner.user_sub,
    role: 'owner',
    ...(owner.email ? { email: owner.email } : {}),
    created_at: organization.created_at,
  };
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...organizationItem.key(organization.organization_id), ...organization },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...membershipPuts(deps, membership),
      ],
    }),
  );
  return { organization, owner: membership };
}

/** Adds a member, or changes the role of one; a user belongs to one organization at most. */
export async function putMember(deps: StorageDeps, membership: Membership): Promise<void> {
  await deps.db.send(new TransactWriteCommand({ TransactItems: membershipPuts(deps, membership) }));
}

function membershipPuts(deps: StorageDeps, membership: Membership) {
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...membershipItem.key(membership.user_sub), ...membership },
        // Another organization's member stays there: moving a user is a deliberate removal first.
        ConditionExpression: 'attribute_not_exists(pk) OR organization_id = :organization',
        ExpressionAttributeValues: { ':organization': membership.organization_id },
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...keys.organizationMember(membership.organization_id, membership.user_sub), ...membership },
      },
    },
  ];
}

/**
 * Attaches a branch to the organization (a branch belongs to one organization, for good).
 * `created`: the branch was just created (no built day, no back-office record), so the
 * organization's roll-ups and record copies already hold all of it; a branch with history waits for
 * `admin -- organization rollups rebuild` (until then the organization reads take it from its own
 * roll-ups and records).
 */
export async function attachBranch(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  options: { created?: boolean } = {},
): Promise<void> {
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: deps.tableName,
            Item: { ...branchOrganizationItem.key(branchId), organization_id: organizationId },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: deps.tableName,
            Item: {
              ...organizationBranchItem.key(organizationId, branchId),
              branch_identifier: branchId,
              ...(options.created ? { rollups_complete: true, costs_complete: true } : {}),
            },
          },
        },
      ],
    }),
  );
}

/** Where a self-service branch's slot sits among the items of `createBranch`'s transaction. */
export const BRANCH_SLOT_INDEX = 4;

/**
 * A transaction item taking one of the organization's self-service branch slots: a counter on the
 * organization's item, `self_service_branches < limit`, so two creations at `limit - 1` cannot both
 * pass. An organization without the counter yet starts it from `existing` (its branches today).
 */
export function selfServiceBranchSlot(
  deps: Pick<StorageDeps, 'tableName'>,
  organizationId: string,
  slots: { existing: number; limit: number },
): TransactItem {
  const fresh = slots.existing < slots.limit ? 'attribute_not_exists(#taken) OR ' : '';
  return {
    Update: {
      TableName: deps.tableName,
      Key: organizationItem.key(organizationId),
      UpdateExpression: 'SET #taken = if_not_exists(#taken, :existing) + :one',
      ConditionExpression: `attribute_exists(pk) AND (${fresh}#taken < :limit)`,
      ExpressionAttributeNames: { '#taken': 'self_service_branches' },
      ExpressionAttributeValues: { ':existing': slots.existing, ':one': 1, ':limit': slots.limit },
    },
  };
}

export const getOrganization = /* @__PURE__ */ itemReader(organizationItem, { consistent: false });

export const getMembership = /* @__PURE__ */ itemReader(membershipItem, { consistent: false });

export async function getBranchOrganizationId(
  deps: StorageDeps,
  branchId: string,
  options: { consistent?: boolean } = {},
): Promise<string | undefined> {
  const key = branchOrganizationItem.key(branchId);
  return (await getItem(deps, branchOrganizationItem, key, options.consistent ?? false))?.organization_id;
}

/** The ids of the organization's branches. */
export async function listOrganizationBranches(deps: StorageDeps, organizationId: string): Promise<string[]> {
  const entries = await listOrganizationBranchEntries(deps, organizationId);
  return entries.map((entry) => entry.branch_identifier);
}

/** The organization's branches with their roll-up state: one Query. */
export async function listOrganizationBranchEntries(
  deps: StorageDeps,
  organizationId: string,
): Promise<OrganizationBranchEntry[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.organizationPartition(organizationId),
      ':prefix': keys.organizationBranchPrefix(),
    },
  });
  return items.map(organizationBranchItem.parse);
}

/**
 * Says whether the organization's roll-ups (`rollups`) or its `costs` months (`costs`) hold all of
 * the branch: set by the backfill, cleared when a part could not be stored; only on a branch the
 * organization owns. (`records_complete`, which vouched for the record copies of an earlier
 * version, is not read: a stage upgraded from it runs the backfill before its branches read from
 * the `costs` months.)
 */
export async function setBranchCopiesComplete(
  deps: StorageDeps,
  organizationId: string,
  branchId: string,
  copies: 'rollups' | 'costs',
  complete: boolean,
): Promise<void> {
  const flag = copies === 'rollups' ? 'rollups_complete' : 'costs_complete';
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: organizationBranchItem.key(organizationId, branchId),
      UpdateExpression: complete ? `SET ${flag} = :true` : `REMOVE ${flag}`,
      ConditionExpression: 'attribute_exists(pk)',
      ...(complete ? { ExpressionAttributeValues: { ':true': true } } : {}),
    }),
  );
}
