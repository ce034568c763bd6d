/**
 * calendar-dates.ts is plain arithmetic on YYYY-MM-DD; luxon's calendar dates (in UTC, as the
 * service computed them before) are the reference, for every day of several years and leap days.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addHalfMonths,
  addMonths,
  calendarDate,
  dayBefore,
  daysBetween,
  firstOfMonth,
  halfMonthEnd,
  halfMonthStart,
  isCalendarDate,
  isoWeekday,
  isWeekend,
  lastOfMonth,
  mondayOf,
} from '#shared/domain/calendar-dates.ts';

const day = (date: string) => DateTime.fromISO(date, { zone: 'utc' });

/** Every date from 1999-12-25 to 2031-01-05 (leap years 2000, 2004… and the 2100-free century). */
function everyDate(): string[] {
  const dates: string[] = [];
  for (let at = day('1999-12-25'); at < day('2031-01-05'); at = at.plus({ days: 1 }))
    dates.push(at.toISODate()!);
  return dates;
}

describe('calendar dates against luxon', () => {
  it('steps, weeks and months land where luxon lands', () => {
    const dates = everyDate();
    expect(dates.length).toBeGreaterThan(11_000);
    for (const date of dates) {
      const expected = [
        day(date).plus({ days: 1 }).toISODate(),
        day(date).minus({ days: 1 }).toISODate(),
        day(date).minus({ days: 366 }).toISODate(),
        day(date).startOf('week').toISODate(),
        day(date).startOf('month').toISODate(),
        Math.round(day(date).diff(day('2026-03-08'), 'days').days),
      ];
      const actual = [
        addDays(date, 1),
        dayBefore(date),
        addDays(date, -366),
        mondayOf(date),
        firstOfMonth(date),
        daysBetween('2026-03-08', date),
      ];
      if (actual.join() !== expected.join()) expect(actual, date).toEqual(expected);
    }
  }, 60_000);

  it('months, years, weekdays and month ends land where luxon lands (the assistant’s periods)', () => {
    for (const date of everyDate()) {
      const expected = [
        day(date).plus({ months: 1 }).toISODate(),
        day(date).minus({ months: 1 }).toISODate(),
        day(date).minus({ months: 14 }).toISODate(),
        day(date).plus({ years: 1 }).toISODate(),
        day(date).minus({ years: 1 }).toISODate(),
        day(date).endOf('month').startOf('day').toISODate(),
        day(date).weekday,
        day(date).weekday >= 6,
      ];
      const actual = [
        addMonths(date, 1),
        addMonths(date, -1),
        addMonths(date, -14),
        addMonths(date, 12),
        addMonths(date, -12),
        lastOfMonth(date),
        isoWeekday(date),
        isWeekend(date),
      ];
      if (actual.join() !== expected.join()) expect(actual, date).toEqual(expected);
    }
  }, 60_000);

  it('builds a date from its parts only when it exists, as luxon does', () => {
    const parts: Array<[number, number, number]> = [
      [2026, 2, 28],
      [2026, 2, 29],
      [2028, 2, 29],
      [2100, 2, 29],
      [2000, 2, 29],
      [2026, 4, 31],
      [2026, 12, 31],
      [2026, 13, 1],
      [2026, 0, 10],
      [2026, 1, 0],
      [2026, 1, 1.5],
      [99, 6, 15],
    ];
    for (const [year, month, dayOfMonth] of parts) {
      const expected = DateTime.utc(year, month, dayOfMonth);
      expect(calendarDate(year, month, dayOfMonth), `${year}-${month}-${dayOfMonth}`).toBe(
        expected.isValid ? expected.toISODate() : null,
      );
    }
    for (const notADate of ['2026-02-30', '2026-1-01', '']) {
      expect(addMonths(notADate, 1)).toBeNull();
      expect(lastOfMonth(notADate)).toBeNull();
      expect(isoWeekday(notADate)).toBeNull();
    }
  });

  it('knows which dates exist, as luxon does', () => {
    for (const date of [
      '2026-02-29',
      '2028-02-29',
      '2100-02-29',
      '2000-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '26-01-01',
      '',
    ]) {
      expect(isCalendarDate(date), date).toBe(
        DateTime.fromISO(date, { zone: 'utc' }).isValid && /^\d{4}-\d\d-\d\d$/.test(date),
      );
      if (!isCalendarDate(date)) {
        expect(addDays(date, 1), date).toBeNull();
        expect(mondayOf(date), date).toBeNull();
        expect(daysBetween(date, '2026-01-01'), date).toBeNull();
        expect(() => dayBefore(date), date).toThrow(RangeError);
      }
    }
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('half-months (quincenas)', () => {
  it('bounds the half holding a date and steps by halves across months and years', () => {
    expect([halfMonthStart('2026-02-15'), halfMonthEnd('2026-02-15')]).toEqual(['2026-02-01', '2026-02-15']);
    expect([halfMonthStart('2026-02-16'), halfMonthEnd('2026-02-20')]).toEqual(['2026-02-16', '2026-02-28']);
    expect(halfMonthEnd('2028-02-16')).toBe('2028-02-29');
    expect(addHalfMonths('2026-12-20', 1)).toBe('2027-01-01');
    expect(addHalfMonths('2027-01-03', -1)).toBe('2026-12-16');
    expect(addHalfMonths('2027-01-16', -3)).toBe('2026-12-01');
    // Every step lands on a half's first day, and n steps forward then back return to it.
    for (let n = -30; n <= 30; n++) {
      const stepped = addHalfMonths('2026-03-16', n);
      expect(stepped, String(n)).toBe(halfMonthStart(stepped));
      expect(addHalfMonths(stepped, -n), String(n)).toBe('2026-03-16');
    }
  });
});
