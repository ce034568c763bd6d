/**
 * zoned-time.ts shows instants on a branch's clock with Intl; luxon (which the business-day rules
 * keep) is the reference: both must write the same text for every instant and zone, DST nights,
 * half-hour zones, UTC and instants given with an offset included.
 */
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-day.ts';
import { inBranchTime, isValidTimeZone, wallClock } from '#shared/domain/zoned-time.ts';

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
