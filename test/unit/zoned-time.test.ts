/**
 * zoned-time.ts shows instants on a branch's clock and reads wall times as instants with Intl;
 * luxon (which the service used before, and the assistant keeps) is the reference: both must give
 * the same text and instants for every instant and zone, DST nights (gaps and repeated hours),
 * half-hour zones, UTC and instants given with an offset included.
 */
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { businessDateAt, businessRangeMillis, businessToday } from '#shared/domain/business-day.ts';
import {
  inBranchTime,
  instantAtLocalHour,
  instantOfTimestamp,
  isValidTimeZone,
  sameWallTimeDaysBefore,
  wallClock,
  zonedTimestamp,
} from '#shared/domain/zoned-time.ts';

const ZONES = [
  'America/Mexico_City',
  'America/Tijuana',
  'America/Cancun',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Etc/UTC',
  'UTC',
];

/**
 * Every 4 h 7 min 13.7 s over two years (odd seconds and milliseconds), and every 15 minutes of the
 * weeks when those zones change their clocks in 2026 (March, early April, late October–November).
 */
function instants(): string[] {
  const list: string[] = [];
  const coarse = (4 * 3600 + 7 * 60 + 13.7) * 1000;
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += coarse) {
    list.push(new Date(Math.round(at)).toISOString());
  }
  const weeks = [Date.UTC(2026, 2, 6), Date.UTC(2026, 2, 27), Date.UTC(2026, 3, 3), Date.UTC(2026, 9, 23)];
  for (const start of weeks) {
    for (let at = start; at < start + 9 * 86_400_000; at += 15 * 60_000)
      list.push(new Date(at).toISOString());
  }
  return list;
}

const luxonIso = (instant: string, zone: string) =>
  DateTime.fromISO(instant, { setZone: true }).setZone(zone).toISO();
const luxonWall = (instant: string, zone: string) =>
  DateTime.fromISO(instant, { setZone: true }).setZone(zone).toFormat('yyyy-MM-dd HH:mm:ss');

describe('zoned time (Intl) against luxon', () => {
  it('inBranchTime and wallClock write what luxon writes, in every zone, across DST changes', () => {
    const all = instants();
    expect(all.length).toBeGreaterThan(7_000);
    for (const zone of ZONES) {
      for (const instant of all) {
        if (inBranchTime(instant, zone) !== luxonIso(instant, zone)) {
          expect(inBranchTime(instant, zone), `${instant} ${zone}`).toBe(luxonIso(instant, zone));
        }
        if (wallClock(instant, zone) !== luxonWall(instant, zone)) {
          expect(wallClock(instant, zone), `${instant} ${zone}`).toBe(luxonWall(instant, zone));
        }
      }
    }
  }, 120_000);

  it('businessToday (Intl) is the date luxon gives: the local date, the day before under the cutoff', () => {
    const luxonToday = (now: Date, zone: string, cutoff: number) => {
      const local = DateTime.fromJSDate(now, { zone });
      return (local.hour < cutoff ? local.minus({ days: 1 }) : local).toISODate();
    };
    for (const zone of ZONES.slice(0, 4)) {
      for (const instant of instants().filter((_, index) => index % 6 === 0)) {
        for (const cutoff of [0, 5, 23]) {
          const now = new Date(instant);
          if (businessToday(now, zone, cutoff) !== luxonToday(now, zone, cutoff)) {
            expect(businessToday(now, zone, cutoff), `${instant} ${zone} ${cutoff}`).toBe(
              luxonToday(now, zone, cutoff),
            );
          }
        }
      }
    }
    expect(() => businessToday(new Date(), 'Mars/Olympus_Mons', 5)).toThrow(RangeError);
  }, 120_000);

  it('knows the zones luxon knows', () => {
    for (const zone of [
      ...ZONES,
      'utc',
      'Mars/Olympus_Mons',
      '',
      'America/Mexico_city',
      'EST5EDT',
      '+05:00',
    ]) {
      expect(isValidTimeZone(zone), zone).toBe(IANAZone.isValidZone(zone));
    }
  });

  it('reads an instant given with an offset as that instant', () => {
    const instant = '2026-03-07T01:35:00.250-06:00';
    expect(inBranchTime(instant, 'America/Mexico_City')).toBe('2026-03-07T01:35:00.250-06:00');
    expect(inBranchTime(instant, 'UTC')).toBe(luxonIso(instant, 'UTC'));
    expect(wallClock(instant, 'Asia/Kolkata')).toBe(luxonWall(instant, 'Asia/Kolkata'));
  });

  it('refuses an unknown zone or an unreadable instant with a RangeError', () => {
    expect(() => inBranchTime('2026-03-07T07:35:00.000Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => wallClock('not an instant', 'America/Mexico_City')).toThrow(RangeError);
  });
});

/** Zones whose clocks change at night, at midnight (Santiago) or by half an hour (Lord Howe). */
const DST_ZONES = [
  'America/Tijuana',
  'America/New_York',
  'America/Santiago',
  'Europe/London',
  'Australia/Lord_Howe',
  'America/Mexico_City',
  'Asia/Kolkata',
];

/** Every calendar date from `from` for `count` days. */
function datesFrom(from: string, count: number): string[] {
  const start = DateTime.fromISO(from, { zone: 'utc' });
  return Array.from({ length: count }, (_, index) => start.plus({ days: index }).toISODate()!);
}

describe('wall times as instants (Intl) against luxon, DST nights included', () => {
  it('instantAtLocalHour is luxon’s fromISO(date, { zone }).set({ hour }) on every date of two years', () => {
    // 2022 (Mexico City's last DST year) and 2026, whole years: every gap and repeated hour, at the
    // hours clocks change (00:00 to 03:00), a usual cutoff and the last hour.
    const dates = [...datesFrom('2022-01-01', 365), ...datesFrom('2026-01-01', 365)];
    const hours = [0, 1, 2, 3, 5, 23];
    let compared = 0;
    for (const zone of DST_ZONES) {
      for (const date of dates) {
        for (const hour of hours) {
          const expected = DateTime.fromISO(date, { zone }).set({ hour }).toMillis();
          const actual = instantAtLocalHour(date, hour, zone);
          if (actual !== expected) expect(actual, `${date} ${hour}:00 ${zone}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBe(DST_ZONES.length * 730 * hours.length);
    expect(() => instantAtLocalHour('2026-02-30', 5, 'UTC')).toThrow(RangeError);
    expect(() => instantAtLocalHour('2026-03-01', 5, 'Mars/Olympus_Mons')).toThrow(RangeError);
  }, 120_000);

  it('a spring-forward gap moves on by the gap; a repeated hour is its first time', () => {
    // America/Tijuana: 02:00 → 03:00 on 2026-03-08, 02:00 → 01:00 on 2026-11-01.
    expect(new Date(instantAtLocalHour('2026-03-08', 2, 'America/Tijuana')).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z', // 03:00 PDT
    );
    expect(new Date(instantAtLocalHour('2026-11-01', 1, 'America/Tijuana')).toISOString()).toBe(
      '2026-11-01T08:00:00.000Z', // 01:00 PDT, the first of the two
    );
    expect(businessRangeMillis({ from: '2026-11-01', to: '2026-11-01' }, 'America/Tijuana', 5)).toEqual({
      fromMillis: Date.parse('2026-11-01T05:00:00-08:00'),
      toMillis: Date.parse('2026-11-02T05:00:00-08:00'),
    });
    // The business day of the fall-back night lasts 25 hours, the spring-forward one 23.
    const hours = (date: string) => {
      const { fromMillis, toMillis } = businessRangeMillis({ from: date, to: date }, 'America/Tijuana', 5);
      return (toMillis - fromMillis) / 3_600_000;
    };
    // (the 05:00 cutoff is after the 02:00 change, so they are the 31st and the 7th).
    expect([hours('2026-10-31'), hours('2026-03-07'), hours('2026-03-08')]).toEqual([25, 23, 24]);
  });

  it('sameWallTimeDaysBefore is luxon’s minus({ weeks: 1 }): the same wall time a week earlier', () => {
    for (const zone of DST_ZONES) {
      for (const instant of instants().filter((_, index) => index % 3 === 0)) {
        const now = new Date(instant);
        const expected = DateTime.fromJSDate(now, { zone }).minus({ weeks: 1 }).toMillis();
        const actual = sameWallTimeDaysBefore(now, 7, zone);
        if (actual !== expected) expect(actual, `${instant} ${zone}`).toBe(expected);
      }
    }
    expect(() => sameWallTimeDaysBefore(new Date(), 7, 'Mars/Olympus_Mons')).toThrow(RangeError);
  }, 120_000);
});

describe('timestamps read in a zone (Intl) against luxon', () => {
  const luxonLocal = (text: string, zone: string) => {
    const parsed = DateTime.fromISO(text, { zone, setZone: true });
    return parsed.isValid ? parsed.setZone(zone) : null;
  };

  it('an instant written with any offset has luxon’s hour and business date', () => {
    const writtenIn = ['utc', 'UTC-6', 'UTC+5:30', 'UTC-8', 'UTC+9', 'UTC-3:30'];
    for (const zone of DST_ZONES) {
      for (const [index, instant] of instants().entries()) {
        if (index % 5 !== 0) continue;
        const text = DateTime.fromISO(instant)
          .setZone(writtenIn[index % writtenIn.length]!)
          .toISO()!;
        const expected = luxonLocal(text, zone)!;
        const read = zonedTimestamp(text, zone)!;
        if (read.epoch !== expected.toMillis() || read.hour !== expected.hour) {
          expect({ ...read }, `${text} ${zone}`).toEqual({
            epoch: expected.toMillis(),
            date: expected.toISODate(),
            hour: expected.hour,
          });
        }
        for (const cutoff of [0, 5]) {
          const luxonDate = (expected.hour < cutoff ? expected.minus({ days: 1 }) : expected).toISODate();
          if (businessDateAt(text, zone, cutoff) !== luxonDate) {
            expect(businessDateAt(text, zone, cutoff), `${text} ${zone} ${cutoff}`).toBe(luxonDate);
          }
        }
      }
    }
  }, 120_000);

  it('a wall time without offset is branch-local: luxon’s instant, the first one when it repeats', () => {
    for (const zone of DST_ZONES) {
      for (const instant of instants().filter((_, index) => index % 3 === 0)) {
        const wall = wallClock(instant, zone).replace(' ', 'T');
        const expected = luxonLocal(wall, zone)!;
        const read = zonedTimestamp(wall, zone)!;
        if (read.epoch === expected.toMillis()) continue;
        // luxon guesses with the offset in force today; a repeated time may then be its second.
        expect(wallClock(new Date(read.epoch).toISOString(), zone), `${wall} ${zone}`).toBe(
          wallClock(expected.toISO()!, zone),
        );
        expect(read.epoch, `${wall} ${zone}`).toBeLessThan(expected.toMillis());
      }
    }
  }, 120_000);

  it('reads the ISO forms luxon reads, and refuses what luxon refuses', () => {
    const texts = [
      '2026-03-08T20:15:00-06:00',
      '2026-03-08T20:15:00.5+05:30',
      '2026-03-08T20:15:00,123456789Z',
      '2026-03-08T20:15:00.9999Z',
      '2026-03-08T20:15-06:00',
      '2026-03-08T20-06',
      '2026-03-08T2015-0600',
      '2026-03-08t20:15:00Z',
      '2026-03-08T20:15:00',
      '2026-03-08T20',
      '2026-03-08',
      '2026-03-08T24:00:00Z',
      '2026-03-08T24:00:01Z',
      '2026-03-08T23:60:00Z',
      '2026-03-08T23:59:60Z',
      '2026-02-29T10:00:00Z',
      '2028-02-29T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-03-08T20:15:00+14:00',
      '2026-03-08T20:15:00-00:30',
      '2026-03-08 20:15:00Z',
      '2026-03-08T20:15:00z',
      'not a time',
    ];
    for (const zone of ['America/Mexico_City', 'Asia/Tokyo', 'UTC']) {
      for (const text of texts) {
        const expected = luxonLocal(text, zone);
        const read = zonedTimestamp(text, zone);
        expect(read && { epoch: read.epoch, hour: read.hour }, `${text} ${zone}`).toEqual(
          expected && { epoch: expected.toMillis(), hour: expected.hour },
        );
      }
    }
    // Without an offset and without a known zone there is no instant (luxon's invalid DateTime).
    expect(zonedTimestamp('2026-03-08T20:15:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(() => zonedTimestamp('2026-03-08T20:15:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(instantOfTimestamp('2026-03-08T20:15:00-06:00')).toBe(Date.parse('2026-03-09T02:15:00Z'));
    expect(instantOfTimestamp('2026-03-08T20:15:00')).toBe(Date.parse('2026-03-08T20:15:00Z'));
    expect(instantOfTimestamp('2026-02-30T20:15:00Z')).toBeNull();
  });
});
