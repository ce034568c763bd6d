/**
 * The query of the organization reads (docs/organizations.md): the branch reads' period, without a
 * branch (an organization read covers every branch of the member's organization).
 */
import * as z from 'zod/mini';
import { intelligenceQuery } from './intelligence.ts';

export const organizationQuery = z.omit(intelligenceQuery, { branch_identifier: true });
export type OrganizationQueryParams = z.output<typeof organizationQuery>;
