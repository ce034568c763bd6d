import { describe, expect, it } from 'vitest';
import { assertPlausibleDate, assertPlausibleTimestamp, dateLimitsAt } from '#shared/domain/date-limits.ts';
import { ValidationError } from '#shared/domain/errors.ts';

const MX = 'America/Mexico_City';

describe('dateLimitsAt', () => {
  it('from 2000-01-01 to the business today + 1 in the branch zone', () => {
    // 01:40 on the 7th locally (07:40 UTC), before the 05:00 cutoff: the business day still running is
    // the 6th, so the 7th is the latest.
    const limits = dateLimitsAt({ now: new Date('2026-03-07T07:40:00Z'), timeZone: MX, cutoffHour: 5 });
    expect([limits.earliestDate, limits.latestDate]).toEqual(['2000-01-01', '2026-03-07']);
    // From 05:00 (11:00 UTC) the 7th is running: the 8th is the latest. 04:59:59 is still the 6th's.
    expect(
      dateLimitsAt({ now: new Date('2026-03-07T10:59:59Z'), timeZone: MX, cutoffHour: 5 }).latestDate,
    ).toBe('2026-03-07');
    expect(
      dateLimitsAt({ now: new Date('2026-03-07T11:00:00Z'), timeZone: MX, cutoffHour: 5 }).latestDate,
    ).toBe('2026-03-08');
    // A midnight cutoff is the calendar day: 01:40 on the 7th is the 7th.
    expect(
      dateLimitsAt({ now: new Date('2026-03-07T07:40:00Z'), timeZone: MX, cutoffHour: 0 }).latestDate,
    ).toBe('2026-03-08');
    // In Tokyo the same instant is already the 7th at 16:40.
    const tokyo = dateLimitsAt({
      now: new Date('2026-03-07T07:40:00Z'),
      timeZone: 'Asia/Tokyo',
      cutoffHour: 5,
    });
    expect(tokyo.latestDate).toBe('2026-03-08');
    // 21:00 UTC on the 7th is already 06:00 on the 8th in Tokyo, still 15:00 on the 7th in Mexico City.
    const later = new Date('2026-03-07T21:00:00Z');
    expect(dateLimitsAt({ now: later, timeZone: 'Asia/Tokyo', cutoffHour: 5 }).latestDate).toBe('2026-03-09');
    expect(dateLimitsAt({ now: later, timeZone: MX, cutoffHour: 5 }).latestDate).toBe('2026-03-08');
    // 16:00 UTC is 01:00 on the 8th in Tokyo: before its cutoff, the 7th's business day, latest the 8th.
    expect(
      dateLimitsAt({ now: new Date('2026-03-07T16:00:00Z'), timeZone: 'Asia/Tokyo', cutoffHour: 5 })
        .latestDate,
    ).toBe('2026-03-08');
  });

  it('dates outside are 422 naming the field; the bounds themselves pass', () => {
    const limits = dateLimitsAt({ now: new Date('2026-03-07T18:00:00Z'), timeZone: MX, cutoffHour: 5 });
    expect(() => assertPlausibleDate('data.attributes.date', '2026-03-08', limits)).not.toThrow();
    expect(() => assertPlausibleDate('data.attributes.date', '2000-01-01', limits)).not.toThrow();
    for (const bad of ['2026-03-09', '1999-12-31', '0000-01-01']) {
      expect(() => assertPlausibleDate('data.attributes.date', bad, limits)).toThrow(ValidationError);
    }
  });

  it('timestamps are judged by their business date with the cutoff', () => {
    const limits = dateLimitsAt({ now: new Date('2026-03-07T18:00:00Z'), timeZone: MX, cutoffHour: 5 });
    const check = (value: string) => () => assertPlausibleTimestamp('data.attributes.end_at', value, limits);
    expect(check('2026-03-09T04:59:59-06:00')).not.toThrow(); // business date the 8th
    expect(check('2026-03-09T05:00:00-06:00')).toThrow(ValidationError); // the 9th
    expect(check('2000-01-01T05:00:00-06:00')).not.toThrow();
    expect(check('2000-01-01T04:59:00-06:00')).toThrow(ValidationError); // business date 1999-12-31
    expect(check('0000-01-01T00:00:00Z')).toThrow(ValidationError);
  });

  it('before the cutoff, the bound follows the business day still running', () => {
    // 01:40 on the 7th: business today is the 6th, latest the 7th, whose business day ends 05:00 on the 8th.
    const limits = dateLimitsAt({ now: new Date('2026-03-07T07:40:00Z'), timeZone: MX, cutoffHour: 5 });
    const check = (value: string) => () => assertPlausibleTimestamp('data.attributes.end_at', value, limits);
    expect(check('2026-03-08T04:59:59-06:00')).not.toThrow(); // business date the 7th
    expect(check('2026-03-08T05:00:00-06:00')).toThrow(ValidationError); // the 8th
    expect(() => assertPlausibleDate('data.attributes.date', '2026-03-07', limits)).not.toThrow();
    expect(() => assertPlausibleDate('data.attributes.date', '2026-03-08', limits)).toThrow(ValidationError);
  });
});
