/**
 * `admin dlq list|replay`: what landed in the aggregation dead-letter queue, and its redrive once
 * the cause is fixed (docs/pipeline.md, "Failures, retries and the DLQ"). Poison is recorded as a
 * failed build and never reaches the DLQ; what does is a failure that kept being transient (five
 * receives), so a redrive is the operator's retry.
 *
 * Locally the queue lives in `npm start`'s process: the CLI asks the local server
 * (local/dead-letter-door.ts). For a deployed stage it talks to SQS: `--queue-url` (or DLQ_URL)
 * is the stack output `AggregationDeadLetterQueueUrl`.
 */

import type { DeadLetterView } from '../../local/dead-letter-door.ts';
import { LOCAL_DEAD_LETTER_PATH } from '../../local/dead-letter-door.ts';
import { DEFAULT_HTTP_PORT } from '../../local/defaults.ts';
import type { AdminContext, Command } from './context.ts';
import { UsageError } from './flags.ts';
import { listSqsDeadLetters, replaySqsDeadLetters } from './sqs-dead-letters.ts';

function localUrl(path: string): string {
  return `http://127.0.0.1:${process.env.PORT ?? DEFAULT_HTTP_PORT}${path}`;
}

async function local<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(localUrl(path), { method });
  } catch {
    throw new UsageError(
      `no local server answers at ${localUrl('')}: start it with npm start (PORT sets its port)`,
    );
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The deployed DLQ's URL, when the command targets a deployed stage. */
function queueUrl(context: AdminContext): string | undefined {
  const url = context.values['queue-url'] ?? process.env.DLQ_URL;
  if (context.deployed && url === undefined)
    throw new UsageError(
      '--queue-url (or DLQ_URL) is required for a deployed stage: the stack output AggregationDeadLetterQueueUrl',
    );
  return url;
}

export const DLQ_COMMANDS: Record<string, Command> = {
  'dlq list': async (context) => {
    const url = queueUrl(context);
    if (url === undefined) return local<{ dead_letters: DeadLetterView[] }>('GET', LOCAL_DEAD_LETTER_PATH);
    return { dead_letters: await listSqsDeadLetters(context.region, url) };
  },
  'dlq replay': async (context) => {
    const url = queueUrl(context);
    if (url === undefined) return local<{ replayed: number }>('POST', `${LOCAL_DEAD_LETTER_PATH}/replay`);
    return { replayed: await replaySqsDeadLetters(context.region, url) };
  },
};
