/**
 * Who cancelled or discounted, over a period: the day cubes' `by_person` rows (cancelled_by,
 * applied_by; builders/common.ts `personBuckets`) added up by person across the days. A person is
 * their normalized name, as each day groups them, shown with the spelling most of their rows used
 * over the whole period. Rows without a name are counted apart, never ranked as someone. Pure.
 */
import { mostFrequentSpelling } from '../names.ts';
import type { PersonBucket } from './cubes.ts';

export interface PersonTotal {
  name: string;
  count: number;
  amount_cents: number;
}

export interface PeopleOfPeriod {
  /** Most rows first, then the larger amount, then the name: the ranking an owner reads. */
  people: PersonTotal[];
  /** Rows that named no one. */
  unnamed_count: number;
}

export function peopleOfPeriod(days: ReadonlyArray<{ by_person: readonly PersonBucket[] }>): PeopleOfPeriod {
  const merged = new Map<
    string,
    { spellings: Record<string, number>; count: number; amount_cents: number }
  >();
  let unnamed = 0;
  for (const bucket of days.flatMap((day) => day.by_person)) {
    if (bucket.key === null) {
      unnamed += bucket.count;
      continue;
    }
    const person = merged.get(bucket.key) ?? { spellings: {}, count: 0, amount_cents: 0 };
    // A cube built before spellings were kept names the person by its key alone.
    const spellings = bucket.spellings ?? { [bucket.name || bucket.key]: bucket.count };
    for (const [spelling, rows] of Object.entries(spellings))
      person.spellings[spelling] = (person.spellings[spelling] ?? 0) + rows;
    person.count += bucket.count;
    person.amount_cents += bucket.amount_cents;
    merged.set(bucket.key, person);
  }
  const people = [...merged.values()]
    .map((person) => ({
      name: mostFrequentSpelling(person.spellings),
      count: person.count,
      amount_cents: person.amount_cents,
    }))
    .sort((a, b) => b.count - a.count || b.amount_cents - a.amount_cents || (a.name < b.name ? -1 : 1));
  return { people, unnamed_count: unnamed };
}
