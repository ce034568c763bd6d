/**
 * The spec's closed lists, once: the zod schemas validate against them and the analytics iterate
 * them (cube keys, shift and category breakdowns), so the two can never disagree.
 */

/** xout: partial shift close (informational); zout: end of day (triggers the daily aggregation). */
export const CLOSING_TYPES = ['xout', 'zout'] as const;
export type ClosingType = (typeof CLOSING_TYPES)[number];

/** Shifts of a sales summary; all_day when the POS does not split the day by shift. */
export const SHIFTS = ['breakfast', 'lunch', 'dinner', 'bar', 'all_day'] as const;
export type Shift = (typeof SHIFTS)[number];

/** category_type of order lines and catalog items. */
export const CATEGORY_TYPES = ['food', 'beverage', 'bar', 'other'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
