/**
 * The cost rules' calendar-date helpers (shared/domain/costs/records.ts) use plain UTC Date
 * arithmetic; they must agree with luxon's calendar on every date, leap days and year ends included.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetweenInclusive, endOfMonth } from '#shared/domain/costs/records.ts';

const luxon = (date: string) => DateTime.fromISO(date, { zone: 'utc' });

describe('calendar dates of the cost rules', () => {
  it('agree with luxon from 2023 to 2029', () => {
    for (let day = luxon('2023-01-01'); day.year < 2030; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      for (const offset of [-400, -92, -62, -31, -1, 0, 1, 29, 366]) {
        expect(addDays(date, offset)).toBe(day.plus({ days: offset }).toISODate());
      }
      expect(endOfMonth(date)).toBe(day.endOf('month').toISODate());
      expect(daysBetweenInclusive('2024-02-28', date)).toBe(
        date < '2024-02-28' ? 0 : Math.round(day.diff(luxon('2024-02-28'), 'days').days) + 1,
      );
    }
  });

  it('refuse what is not a date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', 'yesterday', '']) {
      expect(() => addDays(bad, 1), bad).toThrow(RangeError);
    }
  });
});
