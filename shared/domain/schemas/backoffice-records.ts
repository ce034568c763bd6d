/**
 * What the back-office reads and deletes need of the back-office schemas: the resources and their
 * `data.type`, the list query and the record id in the path. Apart from ./backoffice.ts (the POST
 * bodies) so that a list, a get or a delete builds none of the six record schemas at import.
 */
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.ts';
import { isoDate, pageCursor, pageLimit } from './common.ts';

export const BACKOFFICE_RESOURCES = [
  'suppliers',
  'purchases',
  'expenses',
  'payroll',
  'inventory-counts',
  'recipes',
] as const;
export type BackofficeResource = (typeof BACKOFFICE_RESOURCES)[number];

/** Each resource's `data.type`. */
export const BACKOFFICE_TYPES = {
  suppliers: 'supplier',
  purchases: 'purchase',
  expenses: 'expense',
  payroll: 'payroll',
  'inventory-counts': 'inventory-count',
  recipes: 'recipe',
} as const satisfies Record<BackofficeResource, string>;

/**
 * GET /api/v1/backoffice/<resource>: dated resources require both dates (the use case says so);
 * suppliers and recipes ignore them.
 */
export const backofficeListQuery = z.object({
  branch_identifier: z.optional(z.string()),
  date_from: z.optional(isoDate),
  date_to: z.optional(isoDate),
  limit: pageLimit('Records', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  cursor: pageCursor('dates'),
});

/** The list query of a dated resource: the use case requires both dates (the document says so). */
export const datedBackofficeListQuery = z.extend(backofficeListQuery, {
  date_from: isoDate,
  date_to: isoDate,
});

/** Resources listed by date (payroll by period_from); the others are listed whole. */
export const BACKOFFICE_DATED: Record<BackofficeResource, boolean> = {
  suppliers: false,
  purchases: true,
  expenses: true,
  payroll: true,
  'inventory-counts': true,
  recipes: false,
};

/** A record id in the path: what the service issued (a ULID), checked only for length. */
export const MAX_RECORD_ID_LENGTH = 64;
export const backofficeRecordParams = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(MAX_RECORD_ID_LENGTH)),
});
