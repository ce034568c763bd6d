/**
 * The waiters' staff hours a forecast stores (staffing.ts): per date, so the labor cost per staff
 * hour sets a payroll against the hours of the days it paid for. Expected values worked by hand.
 */
import { describe, expect, it } from 'vitest';
import type { HourlyCube } from '#shared/domain/analytics/cubes.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { LABOR_WINDOW_DAYS, staffHoursOf, staffHoursPaid } from '#shared/domain/forecast-reads/staffing.ts';

const TO = '2026-03-31';
const FROM = addDays(TO, 1 - LABOR_WINDOW_DAYS)!;

/** A day with two hours of 2 and 3 waiters (5 staff hours), and one hour without any. */
const cube = (date: string) =>
  ({
    date,
    hours: [
      { hour: 13, waiters: 2 },
      { hour: 14, waiters: 3 },
      { hour: 15, waiters: null },
    ],
  }) as unknown as HourlyCube;

describe('the staff hours a forecast stores', () => {
  const days = Array.from({ length: 40 }, (_, index) => addDays(TO, -index)!);
  const hours = staffHoursOf(days.map(cube), TO);

  it("adds the 28 days up to the forecast's as_of, and keeps each date's", () => {
    expect(hours).toMatchObject({ from: FROM, to: TO, staff_hours: 28 * 5 });
    expect(hours.daily).toEqual(new Array(28).fill(5));
  });

  it('counts only the days inside a captured payroll period', () => {
    // The second quincena alone: 16 to 31 March, 16 days.
    expect(staffHoursPaid(hours, [{ from: '2026-03-16', to: '2026-03-31' }])).toBe(16 * 5);
    // A period reaching outside the window counts its days inside it.
    expect(staffHoursPaid(hours, [{ from: '2026-02-16', to: '2026-03-15' }])).toBe(12 * 5);
    expect(staffHoursPaid(hours, [])).toBe(0);
  });

  it('takes a forecast stored before the dates only when the payroll covers every day', () => {
    const { daily: _, ...stored } = hours;
    expect(staffHoursPaid(stored, [{ from: FROM, to: TO }])).toBe(28 * 5);
    expect(staffHoursPaid(stored, [{ from: '2026-03-16', to: '2026-03-31' }])).toBeNull();
  });
});
