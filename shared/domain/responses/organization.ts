/**
 * GET /api/v1/organization/intelligence/*: a chain's figures across its branches
 * (docs/organizations.md). The summary, P&L and KPIs answer the branch reads' attributes, computed
 * from the branches' summed parts; the alerts name their branch; the comparison is one row per
 * branch. The meta says, branch by branch, which period was read and why a branch is left out.
 */
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.ts';
import { alert, alertsAttributes } from './alerts.ts';
import {
  cents,
  isoDate,
  nullableCents,
  pageMeta,
  pct,
  period,
  statusColour,
  timestamp,
  uuid,
} from './common.ts';

export const BRANCH_EXCLUSIONS = ['plan_module_missing', 'no_data'] as const;

export const organizationBranch = z.strictObject({
  branch_identifier: uuid,
  name: z.string(),
  timezone: z.string().check(z.describe("The branch's IANA time zone: its business days are its own.")),
  period: period.check(
    z.describe("The branch's business dates read (a period shortcut is the branch's own)."),
  ),
  included: z.boolean().check(z.describe("The branch's figures are in the chain's.")),
  reason: z
    .nullable(z.enum(BRANCH_EXCLUSIONS))
    .check(
      z.describe(
        "Why the branch is left out: plan_module_missing (its plan has not the read's module), no_data (no closed day in its period). null when included.",
      ),
    ),
  missing: z
    .array(z.string())
    .check(
      z.describe('Cost reads: what the branch has not captured (its null figures make the chain’s null).'),
    ),
  snapshot_date: z.nullable(timestamp),
});
export type OrganizationBranch = z.output<typeof organizationBranch>;

export const organizationMeta = z.strictObject({
  organization_id: z.string(),
  period: period.check(z.describe("From the earliest branch's first date to the latest branch's last date.")),
  branches: z.array(organizationBranch),
  snapshot_date: z
    .nullable(timestamp)
    .check(
      z.describe('When the latest figures read were built, in UTC (the branches keep their own offsets).'),
    ),
});
export type OrganizationMeta = z.output<typeof organizationMeta>;

/** The alerts' meta: the organization's, and the page's (as a back-office list page's). */
export const organizationAlertsMeta = z.extend(organizationMeta, {
  count: z.int().check(z.describe('Alerts on this page.')),
  ...pageMeta({ max: MAX_PAGE_SIZE, fallback: DEFAULT_PAGE_SIZE, sameAs: 'period' }),
});

export const organizationAlert = z.extend(alert, {
  branch_identifier: uuid.check(z.describe('The branch that raised the alert.')),
});

export const organizationAlertsAttributes = z.extend(alertsAttributes, {
  total_count: z.int().check(z.describe("Every branch's alerts of the period, on every page.")),
  alerts: z
    .array(organizationAlert)
    .check(z.describe('This page of them: red first, newest first, then by id and branch.')),
});

export const comparisonRow = z.strictObject({
  branch_identifier: uuid,
  name: z.string(),
  timezone: z.string(),
  date_from: isoDate,
  date_to: isoDate,
  included: z.boolean(),
  reason: z.nullable(z.enum(BRANCH_EXCLUSIONS)),
  total_sales_cents: cents,
  share_of_sales_pct: pct.check(z.describe("The branch's share of the chain's sales.")),
  covers_total: z.nullable(z.int()),
  tables_served_total: z.nullable(z.int()),
  avg_ticket_cents: nullableCents,
  food_cost_pct: pct.check(z.describe('null without the costs module or the captures it needs.')),
  labor_cost_pct: pct,
  prime_cost_pct: pct,
  ebitda_cents: nullableCents,
  ebitda_pct: pct,
  ebitda_status: statusColour,
  critical_alerts: z.int(),
  warning_alerts: z.int(),
});
export type ComparisonRow = z.output<typeof comparisonRow>;

export const comparisonAttributes = z.strictObject({ branches: z.array(comparisonRow) });
