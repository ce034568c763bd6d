/**
 * The ASL file is the schedule: its Wait states must be the spec's 5 s and 30 s, in order, between
 * three attempts numbered 1, 2, 3, each retrying on "retry" only. The signature helpers agree with
 * the documented formulas (the integration tests verify them with independent implementations).
 */
import { describe, expect, it } from 'vitest';
import {
  ATTEMPTS_PER_CHAIN,
  delayAfterAttempt,
  RETRY_DELAYS_SECONDS,
} from '#shared/domain/webhooks/schedule.ts';
import {
  type AslState,
  ATTEMPT_STATES,
  allStates,
  readDeliveryAsl,
  waitStates,
} from '#shared/use-cases/webhooks/state-machine.ts';

describe('delivery state machine (ASL file)', () => {
  const definition = readDeliveryAsl();
  const states = allStates(definition);

  it('waits 5 s then 30 s between the three attempts, as the schedule module says', () => {
    expect(waitStates(definition)).toEqual([
      { name: 'WaitBeforeAttempt2', seconds: 5 },
      { name: 'WaitBeforeAttempt3', seconds: 30 },
    ]);
    expect(waitStates(definition).map((wait) => wait.seconds)).toEqual([...RETRY_DELAYS_SECONDS]);
    expect(ATTEMPT_STATES).toHaveLength(ATTEMPTS_PER_CHAIN);
    expect([1, 2, 3].map(delayAfterAttempt)).toEqual([5, 30, null]);
  });

  it('chains Attempt1 → check → wait → Attempt2 → check → wait → Attempt3 → done', () => {
    const path: string[] = [];
    let name: string | undefined = 'Attempt1';
    while (name && path.length < 20) {
      path.push(name);
      const state: AslState = states.get(name)!;
      if (state.Type === 'Choice') {
        const choices = state.Choices as Array<{ Variable: string; StringEquals: string; Next: string }>;
        expect(choices).toEqual([
          { Variable: '$.result.outcome', StringEquals: 'retry', Next: expect.any(String) },
        ]);
        expect(state.Default).toBe('Done');
        name = choices[0]!.Next;
      } else {
        name = state.Next;
      }
    }
    expect(path).toEqual([
      'Attempt1',
      'CheckAttempt1',
      'WaitBeforeAttempt2',
      'Attempt2',
      'CheckAttempt2',
      'WaitBeforeAttempt3',
      'Attempt3',
      'Done',
    ]);
    ATTEMPT_STATES.forEach((attempt, index) => {
      expect((states.get(attempt)!.Parameters as Record<string, unknown>).attempt).toBe(index + 1);
      expect(states.get(attempt)!.Resource).toBe('${DeliverFunctionArn}');
    });
  });

  it('fans out events from the bus, and takes recorded deliveries (test, redeliver) straight to the Map', () => {
    expect(definition.StartAt).toBe('HasDeliveries');
    expect(states.get('FanOut')!.Resource).toBe('${FanOutFunctionArn}');
    expect(states.get('DeliverEach')).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.deliveries',
      MaxConcurrency: 10,
    });
  });
});
