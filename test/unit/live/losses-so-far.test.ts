/**
 * Today's cancellations and discounts so far, from the activity log's events (losses-so-far.ts):
 * counted, summed, and grouped by person as the day cubes group cancelled_by and applied_by.
 */
import { describe, expect, it } from 'vitest';
import { lossesSoFar } from '#shared/domain/live/losses-so-far.ts';

const cancelled = (actor: string | null, amount_cents?: number) => ({
  actor,
  detail: amount_cents === undefined ? {} : { item: 'Tacos al pastor', amount_cents },
});

describe('lossesSoFar', () => {
  it('counts each event, sums the amounts sent and ranks the people, most first', () => {
    const events = [
      cancelled('Ana López', 9_500),
      cancelled('ana  López', 9_000),
      cancelled('Luis', 12_000),
      cancelled(null, 4_000),
      // An event without its amount counts, for nothing.
      cancelled('Luis'),
    ];
    const discounts = [{ actor: 'Luis', detail: { discount_cents: 3_000 } }];
    const losses = lossesSoFar(events, discounts);
    expect(losses).toMatchObject({
      cancellations_count: events.length,
      cancellations_cents: 9_500 + 9_000 + 12_000 + 4_000,
      discounts_count: 1,
      discounts_cents: 3_000,
    });
    // Ana (case and spaces aside, accents count) and Luis tie on count; her larger amount leads.
    expect(
      losses.cancellations_by_person.people.map((person) => [person.count, person.amount_cents]),
    ).toEqual([
      [2, 18_500],
      [2, 12_000],
    ]);
    expect(losses.cancellations_by_person.people[1]!.name).toBe('Luis');
    expect(losses.cancellations_by_person.unnamed_count).toBe(1);
    expect(losses.discounts_by_person.people).toEqual([{ name: 'Luis', count: 1, amount_cents: 3_000 }]);
  });

  it("counts the courtesies among the discounts, by the event's discount_type", () => {
    const discounts = [
      { actor: 'Luis', detail: { discount_cents: 3_000, discount_type: 'percentage' } },
      { actor: 'Ana', detail: { discount_cents: 14_500, discount_type: 'courtesy' } },
      { actor: 'Ana', detail: { discount_cents: 9_000, discount_type: 'courtesy' } },
    ];
    expect(lossesSoFar([], discounts)).toMatchObject({
      discounts_count: 3,
      discounts_cents: 3_000 + 14_500 + 9_000,
      courtesies_count: 2,
      courtesies_cents: 14_500 + 9_000,
    });
  });

  it('is empty without events', () => {
    expect(lossesSoFar([], [])).toEqual({
      cancellations_count: 0,
      cancellations_cents: 0,
      discounts_count: 0,
      discounts_cents: 0,
      courtesies_count: 0,
      courtesies_cents: 0,
      cancellations_by_person: { people: [], unnamed_count: 0 },
      discounts_by_person: { people: [], unnamed_count: 0 },
    });
  });
});
