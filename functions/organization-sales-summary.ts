import { organizationSalesSummaryCsv } from '#shared/contract/csv-tables.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationSalesSummary } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-sales-summary',
  getOrganizationSalesSummary,
  organizationSalesSummaryCsv,
);
