/**
 * The waiters' staff hours a forecast stores (staffing.ts): per date, so the labor cost per staff
 * hour sets a payroll against the hours of the days it paid for. Expected values worked by hand.
 */
import { describe, expect, it } from 'vitest';
import type { HourlyCube } from '#shared/domain/analytics/cubes.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import {
  LABOR_WINDOW_DAYS,
  ownStaffRate,
  staffFor,
  staffHoursOf,
  staffHoursPaid,
} from '#shared/domain/forecast-reads/staffing.ts';

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

describe("the branch's own sales per staff hour", () => {
  // 20 days of the same team of 4 all day: a lull at noon, a rush at 14:00 (the tenth of the 60
  // staffed hours with the most sales is 6 rush hours), and one day closed.
  const hourOf = (hour: number, sales: number) => ({ hour, sales });
  const DAY = [hourOf(12, 200_000), hourOf(14, 1_600_000), hourOf(16, 600_000)];
  const dates = Array.from({ length: 20 }, (_, index) => addDays('2026-03-01', index)!);
  const sales = (date: string, hour: number) => {
    const found = DAY.find((entry) => entry.hour === hour)!.sales;
    // The rush grows day by day, so the busiest hours are the last days' 14:00.
    return hour === 14 ? found + Number(date.slice(8)) * 10_000 : found;
  };
  const history = dates.map((date) => {
    const hourly = new Array<number>(24).fill(0);
    for (const { hour } of DAY) hourly[hour] = sales(date, hour);
    return {
      date,
      open: date !== '2026-03-05',
      sales_cents: hourly.reduce((sum, cents) => sum + cents, 0),
      covers: 0,
      hourly_sales_cents: hourly,
      hourly_covers: new Array<number>(24).fill(0),
      items: [],
    };
  });
  const hourly = dates.map(
    (date) => ({ date, hours: DAY.map(({ hour }) => ({ hour, waiters: 4 })) }) as unknown as HourlyCube,
  );

  it('is the pace of its busiest tenth of staffed hours, not of every hour (before 2026-12-07)', () => {
    const rate = ownStaffRate(history, hourly);
    // 19 open days × 3 staffed hours = 57 hours; a tenth, rounded up, is 6: the last six 14:00s.
    const busiest = dates
      .filter((date) => date !== '2026-03-05')
      .map((date) => sales(date, 14))
      .sort((a, b) => b - a)
      .slice(0, 6);
    expect(rate).toEqual({
      sales_per_staff_hour_cents: Math.round(busiest.reduce((sum, cents) => sum + cents, 0) / (6 * 4)),
      days_measured: 19,
    });
    // A rush like the busiest needs the team of 4 that served it, not 9 at every hour's pace.
    expect(staffFor(1_750_000, rate.sales_per_staff_hour_cents)).toBe(4);
    const open = history.filter((day) => day.open);
    const everyHour = Math.round(
      open.reduce((sum, day) => sum + day.sales_cents, 0) / (open.length * DAY.length * 4),
    );
    expect(staffFor(1_750_000, everyHour)).toBe(9);
    expect(staffFor(200_000, rate.sales_per_staff_hour_cents)).toBe(1);
  });
});
