import { EventBridgeClient, type PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventBridgePublisher } from '#shared/adapters/eventbridge.ts';
import {
  type EventPublisher,
  EventsRejectedError,
  retryingRejectedEvents,
  type ServiceEvent,
} from '#shared/adapters/events.ts';
import { createLogger } from '#shared/adapters/logger.ts';

const events: ServiceEvent[] = Array.from({ length: 12 }, (_, index) => ({
  event: 'alert.triggered',
  branch_identifier: '00000000-0000-4000-8000-000000000001',
  timestamp: '2026-03-06T12:00:00Z',
  data: { alert: { id: `alert-${index}` } },
}));

/** A bus that refuses the events named in `refusals`, one set per publish, and records what it took. */
function refusingBus(refusals: ((event: ServiceEvent) => boolean)[]) {
  const taken: ServiceEvent[] = [];
  const publishes: number[] = [];
  const bus: EventPublisher = {
    async publish(batch) {
      publishes.push(batch.length);
      const refuses = refusals.shift() ?? (() => false);
      taken.push(...batch.filter((event) => !refuses(event)));
      const rejected = batch.filter(refuses);
      if (rejected.length > 0) throw new EventsRejectedError(rejected, batch.length);
    },
  };
  return { bus, taken, publishes };
}

const odd = (event: ServiceEvent) =>
  Number(String(event.data.alert && (event.data.alert as { id: string }).id).split('-')[1]) % 2 === 1;

describe('retryingRejectedEvents', () => {
  it('sends again only what the bus refused, under the same ids', async () => {
    const { bus, taken, publishes } = refusingBus([odd]);
    await retryingRejectedEvents(bus).publish(events);
    expect(publishes).toEqual([events.length, events.length / 2]);
    expect(taken.map((event) => (event.data.alert as { id: string }).id).sort()).toEqual(
      events.map((event) => (event.data.alert as { id: string }).id).sort(),
    );
    expect(new Set(taken.map((event) => event.id)).size).toBe(events.length);
  });

  it('gives the error up after three publishes, naming what is still refused', async () => {
    const always = () => true;
    const { bus, publishes } = refusingBus([always, always, always, always]);
    const error = await retryingRejectedEvents(bus)
      .publish(events)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EventsRejectedError);
    expect((error as EventsRejectedError).rejected).toHaveLength(events.length);
    expect(publishes).toHaveLength(3);
  });

  it('does not retry a failure that is not a refusal', async () => {
    let calls = 0;
    const broken: EventPublisher = {
      publish: async () => {
        calls++;
        throw new Error('the bus does not exist');
      },
    };
    await expect(retryingRejectedEvents(broken).publish(events)).rejects.toThrow('does not exist');
    expect(calls).toBe(1);
  });
});

describe('eventBridgePublisher', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names as rejected the entries PutEvents refused and the batches it never sent', async () => {
    const sent: number[] = [];
    vi.spyOn(EventBridgeClient.prototype, 'send').mockImplementation(async (command) => {
      const entries = (command as PutEventsCommand).input.Entries ?? [];
      sent.push(entries.length);
      return {
        FailedEntryCount: 1,
        Entries: entries.map((_, index) =>
          index === 3 ? { ErrorCode: 'ThrottlingException' } : { EventId: `e-${index}` },
        ),
      };
    });
    const publisher = eventBridgePublisher('bus', 'us-east-1', createLogger());
    const error = await publisher.publish(events).catch((caught: unknown) => caught);
    expect(sent).toEqual([10]);
    expect(error).toBeInstanceOf(EventsRejectedError);
    const rejected = (error as EventsRejectedError).rejected.map((event) => event.data.alert);
    expect(rejected).toEqual([events[3]!.data.alert, events[10]!.data.alert, events[11]!.data.alert]);
  });
});
