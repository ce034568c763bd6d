/**
 * The signed-in user's account (GET /account) and a branch they create (POST /account/branches),
 * docs/authentication.md "Accounts".
 */
import * as z from 'zod/mini';
import { ROLES } from '../access.ts';
import { PLANS } from '../plans.ts';
import { timestamp, uuid } from './common.ts';
import { environment } from './developer.ts';

export const accountBranch = z.strictObject({
  branch_identifier: uuid,
  name: z.string(),
  timezone: z.string().check(z.describe('IANA time zone.')),
  business_day_cutoff_hour: z
    .int()
    .check(
      z.describe(
        "Local hour (0–23) before which a moment belongs to the previous business day: with the time zone, the branch's today (as `period=today` reads it).",
      ),
    ),
  plan: z.enum(PLANS),
  environment,
  created_at: timestamp,
});
export type AccountBranch = z.output<typeof accountBranch>;

export const accountAttributes = z.strictObject({
  email: z
    .nullable(z.string())
    .check(
      z.describe(
        "The user's email, from the identity provider's userInfo; null when it could not be read (the account still answers).",
      ),
    ),
  organization: z
    .nullable(z.strictObject({ id: uuid, name: z.string() }))
    .check(z.describe('null until the user creates their first branch or is added to an organization.')),
  role: z.nullable(z.enum(ROLES)).check(z.describe("The user's role in the organization; null without one.")),
  branches: z
    .array(accountBranch)
    .check(z.describe("The organization's branches, oldest first; empty without an organization.")),
});
export type AccountAttributes = z.output<typeof accountAttributes>;

export const branchCreatedAttributes = z.strictObject({
  name: z.string(),
  timezone: z.string(),
  plan: z
    .enum(PLANS)
    .check(z.describe('pro for a self-service sandbox branch: every module, with a rate limit.')),
  environment: z
    .literal('sandbox')
    .check(z.describe('Always sandbox: production is enabled by an operator.')),
  business_day_cutoff_hour: z.int(),
  created_at: timestamp,
  api_key: z.string().check(z.describe('The branch’s first key (svc_test_…), shown this once.')),
});
export type BranchCreatedAttributes = z.output<typeof branchCreatedAttributes>;
