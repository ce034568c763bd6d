/**
 * The organization reads (docs/organizations.md): an organization's branches read as one. The
 * summary, P&L and KPIs answer the branch reads' attributes; alerts and the comparison their own.
 */
import { kpisAttributes, salesSummaryAttributes } from '../domain/responses/intelligence.ts';
import { pnlAttributes } from '../domain/responses/intelligence-costs.ts';
import {
  comparisonAttributes,
  organizationAlertsAttributes,
  organizationAlertsMeta,
  organizationBranch,
  organizationMeta,
} from '../domain/responses/organization.ts';
import { organizationAlertsQuery, organizationQuery } from '../domain/schemas/organization.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

const meta = organizationMeta;
const query = organizationQuery;

export const ORGANIZATION_CONTRACT = {
  'organization-sales-summary': { attributes: salesSummaryAttributes, meta, query },
  'organization-pnl': { attributes: pnlAttributes, meta, query },
  'organization-kpis': { attributes: kpisAttributes, meta, query },
  'organization-alerts': {
    attributes: organizationAlertsAttributes,
    meta: organizationAlertsMeta,
    query: organizationAlertsQuery,
  },
  'organization-comparison': { attributes: comparisonAttributes, meta, query },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const ORGANIZATION_COMPONENTS = {
  OrganizationMeta: organizationMeta,
  OrganizationBranch: organizationBranch,
  OrganizationAlertsAttributes: organizationAlertsAttributes,
  OrganizationAlertsMeta: organizationAlertsMeta,
  OrganizationComparisonAttributes: comparisonAttributes,
};
