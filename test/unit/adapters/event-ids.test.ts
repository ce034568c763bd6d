import { describe, expect, it } from 'vitest';
import { eventIdOf, type ServiceEvent, withEventIds } from '#shared/adapters/events.ts';

const event = (data: Record<string, unknown>, timestamp = '2026-03-06T12:00:00Z'): ServiceEvent => ({
  event: 'alert.triggered',
  branch_identifier: '00000000-0000-4000-8000-000000000001',
  timestamp,
  data,
});

describe('event ids', () => {
  it('are the same when the same event is published again, whenever', () => {
    const [first] = withEventIds([event({ alert: { id: '2026-03-06:cash_variance_high' } })]);
    const [again] = withEventIds([
      event({ alert: { id: '2026-03-06:cash_variance_high' } }, '2026-03-06T12:05:00Z'),
    ]);
    expect(first!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(again!.id).toBe(first!.id);
  });

  it('differ when the event says something else, or is of another branch', () => {
    const ids = new Set(
      withEventIds([
        event({ alert: { id: 'a', severity: 'yellow' } }),
        event({ alert: { id: 'a', severity: 'red' } }),
        {
          ...event({ alert: { id: 'a', severity: 'yellow' } }),
          branch_identifier: '00000000-0000-4000-8000-000000000002',
        },
      ]).map((identified) => identified.id),
    );
    expect(ids.size).toBe(3);
  });

  it('keep the id a producer gave (an occurrence its data does not tell apart)', () => {
    const id = eventIdOf({
      event: 'snapshot.completed',
      branch_identifier: 'b',
      data: { date: '2026-03-06', revision: 2 },
    });
    expect(withEventIds([{ ...event({}), id }])[0]!.id).toBe(id);
  });
});
