/**
 * Rate-limit counters (keys.rateMinute, keys.rateMonth): one item per branch and window, counted
 * with a conditional `ADD`, so with limit N exactly N of N+k concurrent requests get a number.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { StorageDeps } from './db.ts';
import { storedItem } from './item.ts';
import type { TableKey } from './keys.ts';

/**
 * A counter as its `ADD` leaves it. The minute's, the month's and a webhook's hand-started sends
 * (keys.rateMinute, keys.rateMonth, keys.webhookManualSends) are alike; the caller builds the key.
 */
const counterItem = /* @__PURE__ */ storedItem({
  name: 'rate counter',
  key: 'rateMinute',
  schema: () => z.object({ count: z.number() }),
});

export interface RateCounter {
  key: TableKey;
  limit: number;
  /** Epoch seconds after which DynamoDB TTL may delete the counter. */
  expiresAt: number;
}

/** Counts one request: the counter's new value, or 'refused' when it had already reached its limit. */
export async function incrementCounter(deps: StorageDeps, counter: RateCounter): Promise<number | 'refused'> {
  try {
    const result = await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: counter.key,
        UpdateExpression: 'ADD #count :one SET expires_at = if_not_exists(expires_at, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': counter.limit, ':expires': counter.expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return counterItem.parseIfFound(result.Attributes)?.count ?? 0;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'refused';
    throw error;
  }
}

/** Gives back one count (a request the other window refused). */
export async function decrementCounter(deps: StorageDeps, counter: RateCounter): Promise<void> {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: counter.key,
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: 'attribute_exists(#count)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  );
}
