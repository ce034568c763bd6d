import { describe, expect, it } from 'vitest';
import { createFaults, faultPlanText, parseLocalFaults, withEventBridgeFaults } from '#local/faults.ts';
import { EventsRejectedError, type ServiceEvent } from '#shared/adapters/events.ts';

describe('LOCAL_FAULTS', () => {
  it('reads each kind with its chance, and the seed', () => {
    const plan = parseLocalFaults('dynamodb=0.05, eventbridge=0.05,sqs=0.02,crash-after-commit=0.02,seed=7');
    expect(plan).toEqual({
      rates: { dynamodb: 0.05, eventbridge: 0.05, sqs: 0.02, 'crash-after-commit': 0.02 },
      seed: 7,
    });
    expect(parseLocalFaults(faultPlanText(plan!))).toEqual(plan);
  });

  it('is no plan when unset or empty', () => {
    expect(parseLocalFaults(undefined)).toBeUndefined();
    expect(parseLocalFaults('  ')).toBeUndefined();
  });

  it.each(['s3=0.1', 'dynamodb', 'dynamodb=2', 'dynamodb=-0.1', 'dynamodb=often', 'seed=x'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => parseLocalFaults(value)).toThrow(/LOCAL_FAULTS/);
    },
  );
});

describe('the fault draws', () => {
  it('repeat for one seed, and fail about as often as asked', () => {
    const draws = (seed: number) => {
      const faults = createFaults({ rates: { dynamodb: 0.1 }, seed });
      faults.arm();
      return Array.from({ length: 5_000 }, () => faults.draw('dynamodb'));
    };
    const first = draws(3);
    expect(draws(3)).toEqual(first);
    expect(draws(4)).not.toEqual(first);
    const failures = first.filter(Boolean).length;
    expect(failures).toBeGreaterThan(400);
    expect(failures).toBeLessThan(600);
  });

  it('fail nothing until armed, and nothing once disarmed', () => {
    const faults = createFaults({ rates: { dynamodb: 1 }, seed: 1 });
    expect(faults.draw('dynamodb')).toBe(false);
    faults.arm();
    expect(faults.draw('dynamodb')).toBe(true);
    faults.disarm();
    expect(faults.draw('dynamodb')).toBe(false);
  });

  it('fail the first draw of each planned kind when asked, then as often as the rate says', () => {
    const rates = { dynamodb: 0.001, sqs: 0.001 };
    const faults = createFaults({ rates, seed: 2, firstDrawFails: true });
    faults.arm();
    expect([faults.draw('dynamodb'), faults.draw('sqs'), faults.draw('eventbridge')]).toEqual([
      true,
      true,
      false,
    ]);
    const later = Array.from({ length: 200 }, () => faults.draw('dynamodb'));
    // The rest follow the seeded draws of a plan without the first forced.
    const plain = createFaults({ rates, seed: 2 });
    plain.arm();
    expect(later).toEqual(Array.from({ length: 200 }, () => plain.draw('dynamodb')));
  });

  it('never fail a kind the plan leaves out', () => {
    const faults = createFaults({ rates: { dynamodb: 1 }, seed: 1 });
    faults.arm();
    expect(Array.from({ length: 100 }, () => faults.inject('sqs', 'sqs:redelivery'))).not.toContain(true);
    expect(faults.injected.size).toBe(0);
  });
});

describe('partial PutEvents failures', () => {
  const events: ServiceEvent[] = Array.from({ length: 20 }, (_, index) => ({
    event: 'alert.triggered',
    branch_identifier: '00000000-0000-4000-8000-000000000001',
    timestamp: '2026-03-06T12:00:00Z',
    data: { index },
  }));

  it('hand part of the events on, then fail as a rejected PutEvents does', async () => {
    const received: ServiceEvent[] = [];
    const faults = createFaults({ rates: { eventbridge: 1 }, seed: 5 });
    faults.arm();
    const publisher = withEventBridgeFaults(
      { publish: async (batch) => void received.push(...batch) },
      faults,
    );
    const error = await publisher.publish(events).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EventsRejectedError);
    const rejected = (error as EventsRejectedError).rejected;
    expect(received.length).toBeLessThan(events.length);
    // What was handed on and what was refused are the events, each once.
    const indexes = [...received, ...rejected]
      .map((event) => event.data.index)
      .sort((a, b) => Number(a) - Number(b));
    expect(indexes).toEqual(events.map((event) => event.data.index));
    expect(faults.injected.get('eventbridge:partial-put-events')).toBe(1);
  });

  it('publish everything when no fault is drawn', async () => {
    const received: ServiceEvent[] = [];
    const publisher = withEventBridgeFaults(
      { publish: async (batch) => void received.push(...batch) },
      createFaults({ rates: {}, seed: 5 }),
    );
    await publisher.publish(events);
    expect(received).toEqual(events);
  });
});
