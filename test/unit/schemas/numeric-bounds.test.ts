/**
 * The arithmetic of docs/ingest-schemas.md "Numeric bounds", recomputed from the constants: the
 * largest day a branch can send (every counted row and document at its maximum) still sums, over a
 * year, within Number.MAX_SAFE_INTEGER with a margin of at least 8 (a figure that adds a few of the
 * day's sums, or an organization of a few branches, stays exact). Raising a bound past it fails here.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from '#shared/domain/analytics/period.ts';
import {
  MAX_COUNT,
  MAX_DAY_DOCUMENTS,
  MAX_DAY_ROWS,
  MAX_ITEM_QUANTITY,
  MAX_ROW_CENTS,
  MAX_SUMMED_DAYS,
  MAX_TOTAL_CENTS,
} from '#shared/domain/limits.ts';

const MARGIN = 8;

describe('the largest day, month and year of a branch sum exactly', () => {
  // One figure of a day: every row of the row documents at its maximum, plus every document of
  // totals at its maximum (the rows of one such document add up to at most MAX_TOTAL_CENTS).
  const rowsDay = MAX_DAY_ROWS * MAX_ROW_CENTS;
  const totalsDay = MAX_DAY_DOCUMENTS * MAX_TOTAL_CENTS;
  const day = rowsDay + totalsDay;

  it('the longest read sums MAX_SUMMED_DAYS days', () => {
    expect(MAX_SUMMED_DAYS).toBe(MAX_RANGE_DAYS);
  });

  it.each([
    ['day', 1],
    ['month', 31],
    ['year', MAX_SUMMED_DAYS],
  ])('a %s of amounts stays under MAX_SAFE_INTEGER / %s', (_, days) => {
    expect(day * days * MARGIN).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('a year of quantities and counts does too', () => {
    expect(MAX_DAY_ROWS * MAX_ITEM_QUANTITY * MAX_SUMMED_DAYS * MARGIN).toBeLessThanOrEqual(
      Number.MAX_SAFE_INTEGER,
    );
    expect(MAX_DAY_DOCUMENTS * MAX_COUNT * MAX_SUMMED_DAYS * MARGIN).toBeLessThanOrEqual(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it('a row at its maximum times its largest quantity is a safe product', () => {
    expect(MAX_ROW_CENTS * MAX_ITEM_QUANTITY).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });
});
