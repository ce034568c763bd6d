import { organizationAlertsCsv } from '#shared/contract/csv-tables.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationAlerts } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-alerts',
  getOrganizationAlerts,
  organizationAlertsCsv,
);
