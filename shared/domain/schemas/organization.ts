/**
 * The query of the organization reads (docs/organizations.md): the branch reads' period, without a
 * branch (an organization read covers every branch of the member's organization). The alerts are
 * listed a page at a time, as the back-office lists.
 */
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.ts';
import { pageCursor, pageLimit } from './common.ts';
import { intelligenceQuery } from './intelligence.ts';

export const organizationQuery = z.omit(intelligenceQuery, { branch_identifier: true });

export const organizationAlertsQuery = z.extend(organizationQuery, {
  limit: pageLimit('Alerts', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  cursor: pageCursor('period'),
});
