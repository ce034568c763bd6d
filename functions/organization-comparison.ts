import { organizationComparisonCsv } from '#shared/contract/csv-tables.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationComparison } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-comparison',
  getOrganizationComparison,
  organizationComparisonCsv,
);
