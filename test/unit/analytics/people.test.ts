/** peopleOfPeriod (analytics/people.ts): the days' per-person rows added up by person. */
import { describe, expect, it } from 'vitest';
import { personBuckets } from '#shared/domain/analytics/builders/common.ts';
import { peopleOfPeriod } from '#shared/domain/analytics/people.ts';

type Row = { by: string | null; cents: number };
const day = (rows: Row[]) => ({
  by_person: personBuckets(
    rows,
    (row) => row.by,
    (row) => row.cents,
  ),
});

describe("a period's people", () => {
  it('adds each person across the days by their normalized name, shown as most rows spelled it', () => {
    const days = [
      day([
        { by: 'Ana López', cents: 10_000 },
        { by: 'luis', cents: 5_000 },
        { by: null, cents: 700 },
      ]),
      day([
        { by: 'ANA LÓPEZ', cents: 2_000 },
        { by: 'Ana López', cents: 3_000 },
        { by: 'Luis', cents: 9_000 },
        { by: 'Luis', cents: 1_000 },
      ]),
    ];
    expect(peopleOfPeriod(days)).toEqual({
      people: [
        { name: 'Ana López', count: 3, amount_cents: 15_000 },
        { name: 'Luis', count: 3, amount_cents: 15_000 },
      ],
      unnamed_count: 1,
    });
  });

  it('ranks by number, then amount, and counts the rows with no name apart', () => {
    const days = [
      day([
        { by: 'Beto', cents: 100 },
        { by: 'Beto', cents: 100 },
        { by: 'Carla', cents: 9_000 },
        { by: 'Dora', cents: 50_000 },
        { by: null, cents: 1 },
        { by: '  ', cents: 1 },
      ]),
    ];
    const { people, unnamed_count } = peopleOfPeriod(days);
    expect(people.map((person) => person.name)).toEqual(['Beto', 'Dora', 'Carla']);
    expect(unnamed_count).toBe(2);
  });
});
