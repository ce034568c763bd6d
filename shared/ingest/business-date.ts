/** Business dates in the branch's time zone (luxon only; never hand-written offset math). */
import { DateTime } from 'luxon';

/**
 * The business date of a closing: the local calendar date of `start_at` in the branch's IANA time
 * zone, whatever offset the POS wrote. `2026-03-07T01:30:00Z` in America/Mexico_City is 2026-03-06.
 */
export function localDateOf(timestamp: string, timeZone: string): string {
  const local = DateTime.fromISO(timestamp, { setZone: true }).setZone(timeZone);
  const date = local.isValid ? local.toISODate() : null;
  if (date === null) {
    throw new RangeError(`cannot place ${timestamp} in time zone ${timeZone}: ${local.invalidExplanation}`);
  }
  return date;
}

/** The instant as a UTC ISO string with milliseconds (`2026-03-07T01:30:00.000Z`): sorts as text. */
export function utcInstantOf(timestamp: string): string {
  const instant = DateTime.fromISO(timestamp, { setZone: true }).toUTC();
  const iso = instant.isValid ? instant.toISO() : null;
  if (iso === null) throw new RangeError(`not an ISO 8601 timestamp: ${timestamp}`);
  return iso;
}
