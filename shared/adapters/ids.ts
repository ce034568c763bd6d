import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 48-bit millisecond time + 80 random bits, Crockford base32. Sorts by creation time, so
 * documents of a day and activity events list in arrival order without a second index.
 */
export function newUlid(now: number = Date.now()): string {
  const time = ulidTime(now);
  const random = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i++) tail += CROCKFORD[random[i]! % 32];
  return time + tail;
}

/** The 10-character time part of a ULID made at `now` (epoch milliseconds). */
function ulidTime(now: number): string {
  let time = '';
  let remaining = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  return time;
}

/** The smallest and the largest ULID made in the milliseconds from..to: a time range as an id range. */
export function ulidBounds(from: number, to: number): { first: string; last: string } {
  return { first: `${ulidTime(from)}${'0'.repeat(16)}`, last: `${ulidTime(to)}${'Z'.repeat(16)}` };
}
