/**
 * Bench suite "faults": the load scenario (bench/load.ts) with AWS failing on purpose
 * (LOCAL_FAULTS, local/faults.ts): throttling, timeouts after a commit, cancelled transactions,
 * partial PutEvents failures, SQS redeliveries and functions dying after their writes committed.
 * The POS clients retry on their schedule (run 100 times faster), then the count-back: every
 * acknowledged day stored exactly once, every closed day built once (one snapshot published), every
 * snapshot delivered at least once under one webhook-id, and no 500 (a transient fault is 503 with
 * Retry-After). Beside the load, one poisoned day (bench/poisoned-day.ts): reported, not retried,
 * while every other day builds and the DLQ stays empty.
 *
 * The plan: LOCAL_FAULTS when set, else the dynamodb=0.05,eventbridge=0.05,sqs=0.02,
 * crash-after-commit=0.02 with seed 7.
 */
import { parseLocalFaults } from '../local/faults.ts';
import { loadScenario } from './load.ts';

const DEFAULT_FAULTS = 'dynamodb=0.05,eventbridge=0.05,sqs=0.02,crash-after-commit=0.02,seed=7';

export const faultsBench = loadScenario({
  name: 'faults',
  description:
    'the load scenario under injected AWS faults (LOCAL_FAULTS); the count-back: nothing lost, nothing twice, no 500',
  faults: parseLocalFaults(process.env.LOCAL_FAULTS || DEFAULT_FAULTS),
  retryAcceleration: 100,
  // A day that cannot be built: reported by /ingest/status, never retried into the DLQ.
  poisonedDay: true,
});
