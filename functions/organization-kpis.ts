import { kpisAttributes } from '#shared/domain/responses/intelligence.ts';
import { organizationFunction } from '#shared/http/organization.ts';
import { getOrganizationKpis } from '#shared/use-cases/organization/reads.ts';

export const { handler, createHandler } = organizationFunction(
  'organization-kpis',
  getOrganizationKpis,
  kpisAttributes,
);
