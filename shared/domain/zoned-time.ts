/**
 * Instants on a branch's clock, and wall-clock times of a branch as instants, with the runtime's own
 * time-zone data (Intl) instead of luxon: luxon is ≈ 70 KB of a bundle, and no function but the
 * assistant carries it (issue 34). The arithmetic is luxon's own: a wall time is turned into an
 * instant by guessing the offset and correcting it once (luxon's `fixOffset`), so a time in a
 * spring-forward gap moves forward by the gap and a repeated fall-back time is the offset guessed.
 * test/unit/zoned-time.test.ts checks every function against luxon, DST nights included.
 */
import { isCalendarDay } from './calendar-dates.ts';

/** The calendar and clock of one instant in one zone, and the zone's offset then (minutes east of UTC). */
interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); throws on an unknown zone. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(instant: string, timeZone: string): ZonedParts {
  const epoch = Date.parse(instant);
  if (Number.isNaN(epoch)) throw new RangeError(`cannot show ${instant} in time zone ${timeZone}`);
  return partsAt(epoch, timeZone);
}

/** The wall clock of the instant `epoch` (ms) in `timeZone`; RangeError on an unknown zone. */
function partsAt(epoch: number, timeZone: string): ZonedParts {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterOf(timeZone);
  } catch {
    throw new RangeError(`cannot show ${new Date(epoch).toISOString()} in time zone ${timeZone}`);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(epoch)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const millisecond = ((epoch % 1000) + 1000) % 1000;
  const fields = {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond,
  };
  const wallAsUtc = wallEpoch({ ...fields, millisecond: 0 });
  return { ...fields, offsetMinutes: Math.round((wallAsUtc + millisecond - epoch) / 60_000) };
}

type WallTime = Omit<ZonedParts, 'offsetMinutes'>;

/** A wall time's fields read as if they were UTC (luxon's `objToLocalTS`); fields may overflow. */
function wallEpoch(wall: WallTime): number {
  const { year, month, day, hour, minute, second, millisecond } = wall;
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  // Date.UTC maps years 0–99 to 1900–1999; set the year back for those.
  if (year >= 0 && year < 100) asUtc.setUTCFullYear(asUtc.getUTCFullYear() - 1900);
  return asUtc.getTime();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return pad(year, 4);
  return `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

/** `2026-03-07 01:35:00`: the calendar date and clock, no zone. */
function wallText(parts: ZonedParts): string {
  return `${isoYear(parts.year)}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
}

/** `-06:00`, or `Z` for the fixed UTC zone (as luxon writes it; an IANA zone at +0 writes `+00:00`). */
function offsetText(offsetMinutes: number, timeZone: string): string {
  if (UTC_NAMES.has(timeZone.toLowerCase())) return 'Z';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}

const UTC_NAMES = new Set(['utc', 'gmt']);

/**
 * A stored UTC instant as the spec writes timestamps: ISO 8601 with the offset of the branch's time
 * zone (`2026-03-07T07:35:00.000Z` in America/Mexico_City → `2026-03-07T01:35:00.000-06:00`).
 */
export function inBranchTime(instant: string, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${wallText(parts).replace(' ', 'T')}.${pad(parts.millisecond, 3)}${offsetText(parts.offsetMinutes, timeZone)}`;
}

/** Whether the runtime knows `zone` as a time zone (what luxon's IANAZone.isValidZone asks, too). */
export function isValidTimeZone(zone: string): boolean {
  if (zone === '') return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) and clock hour of `now` in `timeZone`; RangeError on an unknown zone. */
export function localDateAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = zonedParts(now.toISOString(), timeZone);
  return { date: wallText(parts).slice(0, -9), hour: parts.hour };
}

/** An ISO instant as the branch's wall clock, `2026-03-07 01:35:00` (the zone is the branch's). */
export function wallClock(instant: string, timeZone: string): string {
  return wallText(zonedParts(instant, timeZone));
}

/** The offset (minutes east of UTC) of `timeZone` at the instant `epoch`. */
function offsetAt(epoch: number, timeZone: string): number {
  return partsAt(epoch, timeZone).offsetMinutes;
}

/**
 * The instant of a wall time (`wallTs`, from wallEpoch) in `timeZone`, starting from the offset
 * `guess`: luxon's `fixOffset`, step for step. A time that exists once has one answer whatever the
 * guess; a time in a spring-forward gap is read with the offset before the gap (so 02:30 of a
 * 02:00→03:00 night is 03:30); a time that happens twice is the one with the guessed offset.
 */
function instantOfWall(wallTs: number, guess: number, timeZone: string): number {
  let utcGuess = wallTs - guess * 60_000;
  const corrected = offsetAt(utcGuess, timeZone);
  if (corrected === guess) return utcGuess;
  utcGuess -= (corrected - guess) * 60_000;
  const again = offsetAt(utcGuess, timeZone);
  if (corrected === again) return utcGuess;
  return wallTs - Math.min(corrected, again) * 60_000;
}

/**
 * The instant of a wall time read on its own (no instant to take the offset from): the offset a day
 * earlier is the guess, so a time that happens twice is the first one (the earlier instant), as
 * Temporal's `compatible` reads it. luxon guesses the offset in force now, which makes its answer
 * for those few repeated times depend on the season it runs in; ours does not.
 */
function instantOfLoneWall(wallTs: number, timeZone: string): number {
  return instantOfWall(wallTs, offsetAt(wallTs - 86_400_000, timeZone), timeZone);
}

/**
 * The instant at `hour`:00 of the calendar `date` (YYYY-MM-DD) on the branch's clock, as luxon's
 * `DateTime.fromISO(date, { zone }).set({ hour })` gives it: midnight first, then the hour with
 * midnight's offset as the guess. RangeError on an invalid date or zone.
 */
export function instantAtLocalHour(date: string, hour: number, timeZone: string): number {
  const wall = calendarWall(date);
  if (wall === null) throw new RangeError(`invalid date ${date}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`invalid time zone ${timeZone}`);
  const midnight = instantOfLoneWall(wallEpoch(wall), timeZone);
  return instantOfWall(wallEpoch({ ...wall, hour }), offsetAt(midnight, timeZone), timeZone);
}

/**
 * The instant `days` calendar days before `now` at the same wall time on the branch's clock (luxon's
 * `DateTime.fromJSDate(now, { zone }).minus({ days })`): 20:00 stays 20:00 across a DST change.
 */
export function sameWallTimeDaysBefore(now: Date, days: number, timeZone: string): number {
  const parts = partsAt(now.getTime(), timeZone);
  const { offsetMinutes, ...wall } = parts;
  return instantOfWall(wallEpoch({ ...wall, day: wall.day - days }), offsetMinutes, timeZone);
}

/** YYYY-MM-DD as a wall time at midnight; null unless it is a calendar date. */
function calendarWall(date: string): WallTime | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(date);
  if (match === null) return null;
  const wall = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isCalendarDay(wall.year, wall.month, wall.day)) return null;
  return { ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 };
}

/**
 * ISO 8601 extended calendar date and time, as luxon's fromISO reads them: a date alone is
 * midnight; the time is `hh`, `hh:mm`, `hh:mm:ss` or with a fraction (`.` or `,`, the milliseconds
 * truncated), the colons optional; the offset `Z` (or `z`), `±hh`, `±hhmm` or `±hh:mm`. luxon also reads
 * week and ordinal dates, basic-format dates, times alone and bracketed zone names; no timestamp
 * the service stores is written so (ingest accepts `2026-03-01T20:15:00-06:00` forms only), and we
 * read those as no timestamp (null).
 */
const LOCAL_ISO =
  /^(\d{4})-(\d\d)-(\d\d)(?:[Tt](\d\d)(?::?(\d\d)(?::?(\d\d)(?:[.,](\d{1,30}))?)?)?(?:([Zz])|([+-]\d\d)(?::?(\d\d))?)?)?$/;

interface ReadTimestamp {
  wall: WallTime;
  /** Minutes east of UTC written in the text; null when it has none. */
  offsetMinutes: number | null;
}

/** The fields of a timestamp (LOCAL_ISO), validated as luxon validates them; null otherwise. */
function readTimestamp(text: string): ReadTimestamp | null {
  const match = LOCAL_ISO.exec(text);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, fraction, zulu, offsetHour, offsetMinute] = match;
  const wall: WallTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: fraction === undefined ? 0 : Math.floor(Number.parseFloat(`0.${fraction}`) * 1000),
  };
  if (!isCalendarDay(wall.year, wall.month, wall.day) || !isClockTime(wall)) return null;
  return {
    wall,
    offsetMinutes: zulu ? 0 : offsetHour === undefined ? null : signedOffset(offsetHour, offsetMinute),
  };
}

/** 00:00:00.000 to 23:59:59.999, or exactly 24:00 (the next midnight), as luxon accepts. */
function isClockTime({ hour, minute, second, millisecond }: WallTime): boolean {
  const startOfNextDay = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  return (hour <= 23 || startOfNextDay) && minute <= 59 && second <= 59;
}

/** `-06` and `30` → −390: the minutes take the sign of the hours (luxon's `signedOffset`). */
function signedOffset(hours: string, minutes: string | undefined): number {
  const offsetHours = Number.parseInt(hours, 10);
  const offsetMinutes = Number.parseInt(minutes ?? '0', 10) || 0;
  const negative = offsetHours < 0 || Object.is(offsetHours, -0);
  return offsetHours * 60 + (negative ? -offsetMinutes : offsetMinutes);
}

/**
 * The instant of `timestamp` (ms) and its wall clock on the branch's clock: an offset in the text is
 * honoured, a timestamp without one is branch-local time (a repeated time is the first). Null when
 * it is not a timestamp, or has no offset and the zone is unknown (luxon's invalid DateTime);
 * RangeError when it has an offset and the zone is unknown.
 */
export function zonedTimestamp(
  timestamp: string,
  timeZone: string,
): { epoch: number; date: string; hour: number } | null {
  const read = readTimestamp(timestamp);
  if (read === null) return null;
  if (read.offsetMinutes === null && !isValidTimeZone(timeZone)) return null;
  const wallTs = wallEpoch(read.wall);
  const epoch =
    read.offsetMinutes === null ? instantOfLoneWall(wallTs, timeZone) : wallTs - read.offsetMinutes * 60_000;
  let parts: ZonedParts;
  try {
    parts = partsAt(epoch, timeZone);
  } catch {
    throw new RangeError(`invalid time zone ${timeZone}`);
  }
  return { epoch, date: wallText(parts).slice(0, -9), hour: parts.hour };
}

/**
 * The instant (ms) of a timestamp that carries its own offset, or of one without an offset read
 * in UTC (what luxon's `fromISO(text, { setZone: true })` does in a Lambda); null when it is not
 * a timestamp.
 */
export function instantOfTimestamp(timestamp: string): number | null {
  return zonedTimestamp(timestamp, 'UTC')?.epoch ?? null;
}
