import { describe, expect, it } from 'vitest';
import {
  businessDateAt,
  businessRangeInstants,
  businessRangeMillis,
  businessToday,
  closingBusinessDate,
  cutoffHourOf,
  DEFAULT_BUSINESS_DAY_CUTOFF_HOUR,
  hourOfBusinessDay,
} from '#shared/domain/business-day.ts';

const MX = 'America/Mexico_City';
const NY = 'America/New_York';

describe('businessDateAt: local date, the previous day before the cutoff hour', () => {
  it('default 05:00: a bar closing at 01:30 belongs to the previous day; 05:00 sharp starts the new one', () => {
    expect(DEFAULT_BUSINESS_DAY_CUTOFF_HOUR).toBe(5);
    expect(businessDateAt('2026-03-07T01:30:00-06:00', MX, 5)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-07T04:59:59-06:00', MX, 5)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-07T05:00:00-06:00', MX, 5)).toBe('2026-03-07');
    expect(businessDateAt('2026-03-06T23:59:00-06:00', MX, 5)).toBe('2026-03-06');
  });

  it('reads the instant in the branch zone whatever offset was written', () => {
    // 07:30Z is 01:30 in Mexico City (the 6th's business day) and 16:30 in Tokyo (the 7th).
    expect(businessDateAt('2026-03-07T07:30:00Z', MX, 5)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-07T07:30:00Z', 'Asia/Tokyo', 5)).toBe('2026-03-07');
  });

  it('cutoff 0 is the calendar day; the cutoff month and year boundaries step back correctly', () => {
    expect(businessDateAt('2026-03-07T00:10:00-06:00', MX, 0)).toBe('2026-03-07');
    expect(businessDateAt('2026-03-01T02:00:00-06:00', MX, 5)).toBe('2026-02-28');
    expect(businessDateAt('2026-01-01T03:00:00-06:00', MX, 5)).toBe('2025-12-31');
    expect(businessDateAt('2028-03-01T03:00:00-06:00', MX, 5)).toBe('2028-02-29');
  });

  it('Mexico City fall-back night (2022-10-30, its last DST): 01:30 happens twice, both the previous day', () => {
    expect(businessDateAt('2022-10-30T01:30:00-05:00', MX, 5)).toBe('2022-10-29'); // CDT, first 01:30
    expect(businessDateAt('2022-10-30T01:30:00-06:00', MX, 5)).toBe('2022-10-29'); // CST, second 01:30
    expect(businessDateAt('2022-10-30T04:59:00-06:00', MX, 5)).toBe('2022-10-29');
    expect(businessDateAt('2022-10-30T05:00:00-06:00', MX, 5)).toBe('2022-10-30');
  });

  it('Mexico City spring-forward morning (2022-04-03, 02:00 → 03:00): the wall clock decides', () => {
    // 09:59Z is 04:59 CDT, 10:00Z is 05:00 CDT; a fixed −06:00 would call both the 2nd.
    expect(businessDateAt('2022-04-03T09:59:00Z', MX, 5)).toBe('2022-04-02');
    expect(businessDateAt('2022-04-03T10:00:00Z', MX, 5)).toBe('2022-04-03');
    // A cutoff inside the skipped hour: 03:00 CDT is already past 02:00.
    expect(businessDateAt('2022-04-03T08:00:00Z', MX, 2)).toBe('2022-04-03');
  });

  it('New York (2026-03-08 spring forward, 2026-11-01 fall back)', () => {
    expect(businessDateAt('2026-03-08T08:59:00Z', NY, 5)).toBe('2026-03-07'); // 04:59 EDT
    expect(businessDateAt('2026-03-08T09:00:00Z', NY, 5)).toBe('2026-03-08'); // 05:00 EDT
    expect(businessDateAt('2026-11-01T09:59:00Z', NY, 5)).toBe('2026-10-31'); // 04:59 EST
    expect(businessDateAt('2026-11-01T10:00:00Z', NY, 5)).toBe('2026-11-01'); // 05:00 EST
  });

  it('is null for something that is not a timestamp', () => {
    expect(businessDateAt(null, MX, 5)).toBeNull();
    expect(businessDateAt('yesterday', MX, 5)).toBeNull();
  });
});

describe('closingBusinessDate: from the END of the closing period', () => {
  it('a zout from 23:50 on the 1st to 23:45 on the 2nd is the 2nd', () => {
    expect(closingBusinessDate({ end_at: '2026-03-02T23:45:00-06:00' }, MX, 5)).toBe('2026-03-02');
  });

  it('a bar zout from 18:00 to 01:30 is the evening it started', () => {
    expect(closingBusinessDate({ end_at: '2026-03-07T01:30:00-06:00' }, MX, 5)).toBe('2026-03-06');
  });
});

describe('businessToday and the stored cutoff', () => {
  it('at 02:00 local the business day is still yesterday', () => {
    expect(businessToday(new Date('2026-03-07T08:00:00Z'), MX, 5)).toBe('2026-03-06');
    expect(businessToday(new Date('2026-03-07T12:00:00Z'), MX, 5)).toBe('2026-03-07');
  });

  it('counts the clock in hours into the business day: 01:00 after midnight is its 25th', () => {
    expect(hourOfBusinessDay(new Date('2026-03-07T00:30:00Z'), MX, '2026-03-06')).toBe(18);
    expect(hourOfBusinessDay(new Date('2026-03-07T07:00:00Z'), MX, '2026-03-06')).toBe(25);
  });

  it('a profile without a cutoff gets the default; a stored one is used', () => {
    expect(cutoffHourOf({})).toBe(5);
    expect(cutoffHourOf({ business_day_cutoff_hour: 0 })).toBe(0);
    expect(cutoffHourOf({ business_day_cutoff_hour: 7 })).toBe(7);
    expect(cutoffHourOf({ business_day_cutoff_hour: 24 })).toBe(5);
  });
});

describe('businessRangeMillis / businessRangeInstants: cutoff to cutoff, in the branch zone', () => {
  it('ends at the cutoff after the last date, across a DST change (New York, 2026-03-08)', () => {
    const range = { from: '2026-03-07', to: '2026-03-08' };
    expect(businessRangeInstants(range, 'America/New_York', 5)).toEqual({
      fromUtc: '2026-03-07T10:00:00.000Z', // 05:00 EST
      toUtc: '2026-03-09T09:00:00.000Z', // 05:00 EDT on the day after the last date
    });
    const { fromMillis, toMillis } = businessRangeMillis(range, 'America/New_York', 5);
    expect(toMillis - fromMillis).toBe(47 * 3_600_000);
  });

  it('refuses a date that is not one', () => {
    expect(() => businessRangeMillis({ from: '2026-02-30', to: '2026-03-01' }, 'UTC', 5)).toThrow(RangeError);
  });
});
