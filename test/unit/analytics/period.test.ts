import { describe, expect, it } from 'vitest';
import {
  datesInRange,
  daysInRange,
  instantOf,
  localHourOf,
  previousPeriod,
  resolvePeriod,
  sameWeekdayLastWeek,
} from '#shared/domain/analytics/period.ts';
import { businessDateAt, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '#shared/domain/business-day.ts';
import { ValidationError } from '#shared/domain/errors.ts';

const MX = 'America/Mexico_City'; // UTC−6 all year (no daylight saving since 2022)
const CUTOFF = DEFAULT_BUSINESS_DAY_CUTOFF_HOUR; // 05:00 local

function validationError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('resolvePeriod with a shortcut, in the branch time zone', () => {
  // 2026-03-08T05:30Z is still Saturday 2026-03-07 23:30 in Mexico City.
  const saturdayNight = new Date('2026-03-08T05:30:00Z');

  it('today is the local date, not the UTC date', () => {
    expect(resolvePeriod({ period: 'today' }, saturdayNight, MX, CUTOFF)).toEqual({
      from: '2026-03-07',
      to: '2026-03-07',
    });
    expect(resolvePeriod({ period: 'today' }, saturdayNight, 'UTC', CUTOFF)).toEqual({
      from: '2026-03-08',
      to: '2026-03-08',
    });
  });

  it('week runs from Monday of this week to today', () => {
    // Saturday 2026-03-07 → Monday 2026-03-02.
    expect(resolvePeriod({ period: 'week' }, saturdayNight, MX, CUTOFF)).toEqual({
      from: '2026-03-02',
      to: '2026-03-07',
    });
    // Sunday 2026-03-08 (noon local) → still Monday 2026-03-02 (ISO weeks end on Sunday).
    expect(resolvePeriod({ period: 'week' }, new Date('2026-03-08T18:00:00Z'), MX, CUTOFF)).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    // Monday 2026-03-09 → a one-day week so far.
    expect(resolvePeriod({ period: 'week' }, new Date('2026-03-09T18:00:00Z'), MX, CUTOFF)).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
    });
  });

  it('month runs from the 1st to today', () => {
    expect(resolvePeriod({ period: 'month' }, new Date('2026-03-15T16:00:00Z'), MX, CUTOFF)).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('yesterday crosses the month end (and a leap day)', () => {
    // 2026-03-01 12:00 local → yesterday is 2026-02-28.
    expect(resolvePeriod({ period: 'yesterday' }, new Date('2026-03-01T18:00:00Z'), MX, CUTOFF)).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    // 2024 is a leap year: the day before 2024-03-01 is 2024-02-29.
    expect(resolvePeriod({ period: 'yesterday' }, new Date('2024-03-01T18:00:00Z'), MX, CUTOFF)).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    // 2026-01-01 00:30 local (06:30Z) with a midnight cutoff (the calendar day) → 2025-12-31.
    expect(resolvePeriod({ period: 'yesterday' }, new Date('2026-01-01T06:30:00Z'), MX, 0)).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });

  it('the shortcut wins over explicit dates', () => {
    expect(
      resolvePeriod(
        { period: 'today', date_from: '2020-01-01', date_to: '2020-01-02' },
        saturdayNight,
        MX,
        CUTOFF,
      ),
    ).toEqual({ from: '2026-03-07', to: '2026-03-07' });
  });

  it('an unknown shortcut is a 422 on query.period', () => {
    const error = validationError(() => resolvePeriod({ period: 'quarter' }, saturdayNight, MX, CUTOFF));
    expect(error.code).toBe('SVC_ERR_422');
    expect(error.status).toBe(422);
    expect(error.field).toBe('query.period');
    expect(error.receivedValue).toBe('quarter');
  });
});

describe('resolvePeriod anchors the shortcuts on the business date (cutoff hour)', () => {
  const at =
    (instant: string, zone = MX, cutoff = CUTOFF) =>
    (period: string) =>
      resolvePeriod({ period }, new Date(instant), zone, cutoff);

  it('before the cutoff, today is the business day still running (the previous calendar date)', () => {
    // 01:30 on Tuesday 2026-03-03 in Mexico City (07:30Z), cutoff 05:00: the 2nd's business day.
    const period = at('2026-03-03T07:30:00Z');
    expect(period('today')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(period('yesterday')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(period('week')).toEqual({ from: '2026-03-02', to: '2026-03-02' }); // the 2nd is a Monday
    expect(period('month')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it('from the cutoff on, today is the calendar date', () => {
    // 05:00 exactly (11:00Z) and 05:30 (11:30Z) on the 3rd; 04:59:59 is still the 2nd.
    expect(at('2026-03-03T11:00:00Z')('today')).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(at('2026-03-03T10:59:59Z')('today')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    const period = at('2026-03-03T11:30:00Z');
    expect(period('yesterday')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(period('week')).toEqual({ from: '2026-03-02', to: '2026-03-03' });
    expect(period('month')).toEqual({ from: '2026-03-01', to: '2026-03-03' });
  });

  it('a night before the cutoff stays in the previous week, month and year', () => {
    // 01:00 on Monday 2026-03-09 (07:00Z): still Sunday the 8th's business day, so last week's.
    expect(at('2026-03-09T07:00:00Z')('week')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    // 02:00 on 2026-04-01 (08:00Z): still March 31st.
    expect(at('2026-04-01T08:00:00Z')('month')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(at('2026-04-01T08:00:00Z')('week')).toEqual({ from: '2026-03-30', to: '2026-03-31' });
    // 00:30 on 2026-01-01 (06:30Z): still 2025-12-31, yesterday the 30th.
    expect(at('2026-01-01T06:30:00Z')('today')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(at('2026-01-01T06:30:00Z')('yesterday')).toEqual({ from: '2025-12-30', to: '2025-12-30' });
  });

  it('uses the branch cutoff: 06:00 and midnight (the calendar day)', () => {
    // 05:30 on the 3rd (11:30Z): with a 06:00 cutoff still the 2nd; with midnight, the 3rd.
    expect(at('2026-03-03T11:30:00Z', MX, 6)('today')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(at('2026-03-03T07:30:00Z', MX, 0)('today')).toEqual({ from: '2026-03-03', to: '2026-03-03' });
  });

  it('reads the wall clock on daylight-saving days (America/New_York)', () => {
    const NY = 'America/New_York';
    // Spring forward: 2026-03-08 02:00 EST → 03:00 EDT. 09:30Z is 05:30 EDT (UTC−4), after the cutoff:
    // the 8th. A fixed EST offset would say 04:30 and the 7th.
    expect(at('2026-03-08T09:30:00Z', NY)('today')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    // 08:30Z is 04:30 EDT: still the 7th.
    expect(at('2026-03-08T08:30:00Z', NY)('today')).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    // Fall back: 2026-11-01 02:00 EDT → 01:00 EST. 09:30Z is 04:30 EST (UTC−5), before the cutoff:
    // still October 31st (a fixed EDT offset would say 05:30 and November 1st), so month is October.
    expect(at('2026-11-01T09:30:00Z', NY)('today')).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(at('2026-11-01T09:30:00Z', NY)('month')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // 10:00Z is 05:00 EST: November 1st.
    expect(at('2026-11-01T10:00:00Z', NY)('month')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});

describe('resolvePeriod with explicit dates', () => {
  const now = new Date('2026-03-08T18:00:00Z');

  it('accepts a valid range as given', () => {
    expect(resolvePeriod({ date_from: '2026-02-01', date_to: '2026-02-28' }, now, MX, CUTOFF)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(resolvePeriod({ date_from: '2026-02-01', date_to: '2026-02-01' }, now, MX, CUTOFF)).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    });
  });

  it('allows at most 366 days, both ends included', () => {
    // 2024 is a leap year: 2024-01-01..2024-12-31 is 366 days.
    expect(resolvePeriod({ date_from: '2024-01-01', date_to: '2024-12-31' }, now, MX, CUTOFF)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    // One more day is 367.
    const error = validationError(() =>
      resolvePeriod({ date_from: '2024-01-01', date_to: '2025-01-01' }, now, MX, CUTOFF),
    );
    expect(error.field).toBe('query.date_to');
  });

  it('names the missing, malformed or impossible parameter', () => {
    expect(validationError(() => resolvePeriod({ date_to: '2026-03-01' }, now, MX, CUTOFF)).field).toBe(
      'query.date_from',
    );
    expect(validationError(() => resolvePeriod({ date_from: '2026-03-01' }, now, MX, CUTOFF)).field).toBe(
      'query.date_to',
    );
    const malformed = validationError(() =>
      resolvePeriod({ date_from: '2026-3-1', date_to: '2026-03-02' }, now, MX, CUTOFF),
    );
    expect(malformed.field).toBe('query.date_from');
    expect(malformed.receivedValue).toBe('2026-3-1');
    const impossible = validationError(() =>
      resolvePeriod({ date_from: '2026-02-01', date_to: '2026-02-30' }, now, MX, CUTOFF),
    );
    expect(impossible.field).toBe('query.date_to');
  });

  it('rejects date_from after date_to', () => {
    const error = validationError(() =>
      resolvePeriod({ date_from: '2026-03-02', date_to: '2026-03-01' }, now, MX, CUTOFF),
    );
    expect(error.field).toBe('query.date_to');
    expect(error.message).toMatch(/date_from/);
  });
});

describe('range helpers', () => {
  it('counts and lists days inclusively', () => {
    expect(daysInRange({ from: '2026-02-27', to: '2026-03-02' })).toBe(4);
    expect(datesInRange({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('previousPeriod has equal length and ends the day before', () => {
    // March has 31 days → the 31 days before: 2026-01-29..2026-02-28 (3 days of January + 28 of February).
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-03-08', to: '2026-03-08' })).toEqual({
      from: '2026-03-07',
      to: '2026-03-07',
    });
  });

  it('sameWeekdayLastWeek is seven days earlier, across a month end', () => {
    expect(sameWeekdayLastWeek('2026-03-02')).toBe('2026-02-23');
    expect(sameWeekdayLastWeek('2026-03-08')).toBe('2026-03-01');
  });
});

describe('local time of a timestamp', () => {
  it('20:15-06:00 in Mexico City is hour 20 whatever UTC says', () => {
    expect(localHourOf('2026-03-08T20:15:00-06:00', MX)).toBe(20);
    expect(localHourOf('2026-03-09T02:15:00Z', MX)).toBe(20); // same instant written in UTC
    expect(localHourOf('2026-03-08T21:15:00-05:00', MX)).toBe(20); // same instant, another offset
    expect(businessDateAt('2026-03-09T02:15:00Z', MX, 0)).toBe('2026-03-08');
  });

  it('follows daylight saving where the zone has it', () => {
    // New York switches to UTC−4 at 02:00 on 2026-03-08: 12:00Z is 08:00 local, a day earlier 07:00.
    expect(localHourOf('2026-03-08T12:00:00Z', 'America/New_York')).toBe(8);
    expect(localHourOf('2026-03-07T12:00:00Z', 'America/New_York')).toBe(7);
  });

  it('places an instant on its local date in the branch zone, whatever offset it was written with', () => {
    // With cutoff hour 0 the business date is the local calendar date of the instant.
    expect(businessDateAt('2026-03-07T01:30:00Z', MX, 0)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-06T23:59:59-06:00', MX, 0)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-06T20:00:00-06:00', 'Asia/Tokyo', 0)).toBe('2026-03-07');
    expect(businessDateAt('2026-03-06T18:29:59Z', 'Asia/Kolkata', 0)).toBe('2026-03-06');
    expect(businessDateAt('2026-03-06T18:30:00Z', 'Asia/Kolkata', 0)).toBe('2026-03-07');
    // New York: UTC−5 until 2026-03-08 02:00 local, UTC−4 after.
    expect(businessDateAt('2026-03-08T04:30:00Z', 'America/New_York', 0)).toBe('2026-03-07');
    expect(businessDateAt('2026-03-09T03:30:00Z', 'America/New_York', 0)).toBe('2026-03-08');
  });

  it('refuses an unknown zone instead of guessing', () => {
    expect(() => businessDateAt('2026-03-06T08:00:00-06:00', 'Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });

  it('gives the instant of a timestamp, fractions of a second included', () => {
    // The activity log's sort key is this instant as a UTC ISO string.
    expect(new Date(instantOf('2026-03-06T20:10:00-06:00', 'UTC')!).toISOString()).toBe(
      '2026-03-07T02:10:00.000Z',
    );
    expect(new Date(instantOf('2026-03-06T20:10:00.5+05:30', 'UTC')!).toISOString()).toBe(
      '2026-03-06T14:40:00.500Z',
    );
    expect(instantOf('2026-03-06T20:10:00-06:00', MX)).toBe(instantOf('2026-03-07T02:10:00Z', 'Asia/Tokyo'));
  });

  it('reads a timestamp without offset as branch-local and rejects garbage', () => {
    expect(localHourOf('2026-03-08T20:15:00', MX)).toBe(20);
    expect(localHourOf('not a time', MX)).toBeNull();
    expect(localHourOf(undefined, MX)).toBeNull();
    expect(businessDateAt('', MX, 0)).toBeNull();
  });
});
