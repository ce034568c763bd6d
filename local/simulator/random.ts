/**
 * Seeded randomness. Every branch setup and every business day gets its own faker instance seeded
 * from (seed, branch index, day), so a day's documents do not depend on which other days were
 * generated, in what order or how concurrently: the same seed gives byte-identical documents.
 */
import { base, en, es_MX, Faker, mergeLocales } from '@faker-js/faker';
import { DateTime } from 'luxon';

export type Rng = Faker;

/** A 32-bit mix of the parts (FNV-1a over their decimal text): stable across runs and platforms. */
export function mixSeed(...parts: (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Merged once: given the three locales, faker's constructor merges them again for every instance. */
const LOCALE = mergeLocales([es_MX, en, base]);

export function rngFor(...parts: (number | string)[]): Rng {
  return new Faker({ locale: LOCALE, seed: mixSeed(...parts) });
}

export const chance = (rng: Rng, probability: number): boolean => rng.number.float() < probability;

export function weighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let pick = rng.number.float() * total;
  for (const item of items) {
    pick -= weightOf(item);
    if (pick < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** A normally distributed number (Box–Muller), for day-to-day noise. */
export function gaussian(rng: Rng, mean: number, sd: number): number {
  const u = Math.max(rng.number.float(), 1e-9);
  const v = rng.number.float();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A UUID v4 made from the seeded generator. */
export const seededUuid = (rng: Rng): string => rng.string.uuid();

/**
 * A business date's clock: minute of the day (past 1440 = the next calendar day) → ISO local time
 * with its offset. luxon's zone lookups are the simulator's hot path, so a day without an offset
 * change (most of them) is formatted by arithmetic from its midnight; a DST day asks luxon.
 */
export function dayClock(date: string, zone: string): (minute: number) => string {
  const midnight = DateTime.fromISO(date, { zone }).startOf('day');
  const end = midnight.plus({ hours: 30 });
  if (midnight.offset !== end.offset) return (minute) => isoLocal(midnight.plus({ minutes: minute }));
  const offset = midnight.toFormat('ZZ');
  const nextDate = midnight.plus({ days: 1 }).toISODate();
  const two = (value: number) => String(value).padStart(2, '0');
  return (minute) => {
    const day = minute >= 1440 ? nextDate : date;
    const within = minute % 1440;
    return `${day}T${two(Math.floor(within / 60))}:${two(within % 60)}:00${offset}`;
  };
}

export function isoLocal(time: DateTime): string {
  const text = time.toISO({ suppressMilliseconds: true });
  if (text === null) throw new RangeError('invalid local time');
  return text;
}
