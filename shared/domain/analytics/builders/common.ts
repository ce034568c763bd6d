import { displayName, mostFrequentSpelling, normalizeName } from '../../names.ts';
import { type Bucket, CATEGORY_TYPES, type PersonBucket, type SalesFigures } from '../cubes.ts';
import type { CategoryType, OrderLineInput } from '../inputs.ts';

// ---------------------------------------------------------------- helpers

export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Null-safe ascending comparison with null last. */
export const compareNullable = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : compareStrings(a, b);

/** Trimmed text, or null when absent or blank. */
export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function addPresent(current: number | null, value: number | null | undefined): number | null {
  return value == null ? current : (current ?? 0) + value;
}

export function emptyFigures(): SalesFigures {
  return { net_sales_cents: 0, subtotal_cents: 0, quantity: 0, lines: 0 };
}

export function addLine(target: SalesFigures, line: OrderLineInput): void {
  target.net_sales_cents += line.net_total_cents;
  target.subtotal_cents += line.subtotal_cents;
  target.quantity += line.quantity;
  target.lines += 1;
}

export function categoryTypeOf(value: string | null | undefined): CategoryType {
  return (CATEGORY_TYPES as readonly string[]).includes(value ?? '') ? (value as CategoryType) : 'other';
}

export function buckets<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | null,
  amountOf: (row: T) => number | null | undefined,
): Bucket[] {
  const map = new Map<string | null, Bucket>();
  for (const row of rows) {
    const key = keyOf(row);
    const bucket = map.get(key) ?? { key, amount_cents: 0, count: 0 };
    bucket.amount_cents += amountOf(row) ?? 0;
    bucket.count += 1;
    map.set(key, bucket);
  }
  return [...map.values()].sort((a, b) => compareNullable(a.key, b.key));
}

/**
 * Amounts per person, grouped as the employees cube groups waiters: by the normalized name
 * (names.ts), shown with the spelling most rows used. Rows without a name are one null row, last.
 */
export function personBuckets<T>(
  rows: readonly T[],
  nameOf: (row: T) => string | null | undefined,
  amountOf: (row: T) => number | null | undefined,
): PersonBucket[] {
  const people = new Map<string | null, PersonBucket>();
  for (const row of rows) {
    const name = clean(nameOf(row));
    const key = name === null ? null : normalizeName(name);
    let bucket = people.get(key);
    if (bucket === undefined) {
      bucket =
        key === null
          ? { key, name: null, amount_cents: 0, count: 0 }
          : { key, name: '', spellings: {}, amount_cents: 0, count: 0 };
      people.set(key, bucket);
    }
    if (name !== null && bucket.spellings !== undefined) {
      const spelling = displayName(name);
      bucket.spellings[spelling] = (bucket.spellings[spelling] ?? 0) + 1;
    }
    bucket.amount_cents += amountOf(row) ?? 0;
    bucket.count += 1;
  }
  const named = [...people.values()].map((bucket) => {
    if (bucket.spellings === undefined) return bucket;
    // Spellings in code-point order, so the cube never depends on the order rows arrived in.
    const spellings = Object.fromEntries(
      Object.entries(bucket.spellings).sort(([a], [b]) => compareStrings(a, b)),
    );
    return { ...bucket, name: mostFrequentSpelling(spellings), spellings };
  });
  return named.sort((a, b) => compareNullable(a.name ?? null, b.name ?? null));
}
