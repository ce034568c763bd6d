import { organizationKpisCsv } from '#shared/contract/csv-tables.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationKpis } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-kpis',
  getOrganizationKpis,
  organizationKpisCsv,
);
