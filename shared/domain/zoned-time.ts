/**
 * A stored instant shown on a branch's clock, with the runtime's own time-zone data (Intl) instead
 * of luxon: the functions that only show instants (back office, webhooks, CSV) then carry no luxon
 * (≈ 70 KB of their bundle). Date arithmetic in a zone (business days, periods) stays in luxon
 * (business-day.ts, analytics/period.ts). test/unit/zoned-time.test.ts checks both agree.
 */

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
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterOf(timeZone);
  } catch {
    throw new RangeError(`cannot show ${instant} in time zone ${timeZone}`);
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
  const wallAsUtc = Date.UTC(year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  const utcFullYear = new Date(wallAsUtc);
  // Date.UTC maps years 0–99 to 1900–1999; set the year back for those.
  if (year >= 0 && year < 100) utcFullYear.setUTCFullYear(year);
  return { ...fields, offsetMinutes: Math.round((utcFullYear.getTime() + millisecond - epoch) / 60_000) };
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

/** The calendar date before `date` (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** An ISO instant as the branch's wall clock, `2026-03-07 01:35:00` (the zone is the branch's). */
export function wallClock(instant: string, timeZone: string): string {
  return wallText(zonedParts(instant, timeZone));
}
