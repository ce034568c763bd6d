import { organizationPnlCsv } from '#shared/contract/csv-tables.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationPnl } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-pnl',
  getOrganizationPnl,
  organizationPnlCsv,
);
