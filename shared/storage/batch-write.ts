/**
 * BatchWriteItem over any number of put/delete requests: chunks of 25 (the API's limit), each
 * retried with exponential backoff while DynamoDB returns UnprocessedItems (throttling), and a
 * descriptive error when a chunk still has unprocessed requests after the last round.
 */
import {
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { StorageDeps } from './db.ts';

const BATCH_WRITE_LIMIT = 25;
const MAX_UNPROCESSED_ROUNDS = 6;

export type WriteRequest =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/** A request as the document client types it: what UnprocessedItems gives back, to send again. */
type SdkWriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** `what` names the write in the error (`cube write for <branch> <date>`). */
export async function batchWriteAll(
  deps: StorageDeps,
  requests: readonly WriteRequest[],
  what: string,
): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
    let pending: SdkWriteRequest[] | undefined = requests.slice(start, start + BATCH_WRITE_LIMIT);
    for (let round = 0; pending && pending.length > 0; round++) {
      if (round >= MAX_UNPROCESSED_ROUNDS) {
        throw new Error(`${what} left ${pending.length} requests unprocessed`);
      }
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result: BatchWriteCommandOutput = await deps.db.send(
        new BatchWriteCommand({ RequestItems: { [deps.tableName]: pending } }),
      );
      pending = result.UnprocessedItems?.[deps.tableName];
    }
  }
}
