/**
 * Webhook subscriptions and their delivery log. Subscriptions live in the branch's webhook
 * partition with a HEAD item counting them; each subscription's deliveries live in their own
 * partition, sorted by delivery id (a ULID: time order), kept DELIVERY_RETENTION_DAYS by TTL.
 *
 * The secret is stored (it is needed to sign every attempt; the table is encrypted at rest) and
 * never leaves this module except to the signer: `toPublicSubscription` is what the API shows.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { DeliveryAttempt, WebhookAttributes } from '../domain/responses/webhooks.ts';
import { WEBHOOK_EVENTS } from '../domain/webhooks/events.ts';
import { DELIVERY_STATUSES, type DeliveryStatus, subscriptionOwner } from '../domain/webhooks/records.ts';
import { queryAll, type StorageDeps, type TransactItem, transactUnlessFirstRefused } from './db.ts';
import { itemReader, storedItem } from './item.ts';
import { keys } from './keys.ts';

type StoreDeps = StorageDeps;

const subscriptionItem = /* @__PURE__ */ storedItem({
  name: 'webhook subscription',
  key: 'webhookSubscription',
  schema: () =>
    z.object({
      id: z.string(),
      branch_id: z.string(),
      url: z.string(),
      events: z.array(z.enum(WEBHOOK_EVENTS)),
      secret: z.string(),
      status: z.literal('active'),
      created_at: z.string(),
      /** Absent on subscriptions registered before it was kept (domain/webhooks/subscription.ts). */
      registered_by: z.optional(subscriptionOwner()),
    }),
});
export type WebhookSubscription = ReturnType<typeof subscriptionItem.parse>;

const deliveryItem = /* @__PURE__ */ storedItem({
  name: 'webhook delivery',
  key: 'webhookDelivery',
  schema: () =>
    z.object({
      id: z.string(),
      branch_id: z.string(),
      subscription_id: z.string(),
      event: z.enum(WEBHOOK_EVENTS),
      event_id: z.string(),
      /** The serialized payload: the exact bytes signed and sent on every attempt. */
      body: z.string(),
      status: z.enum(DELIVERY_STATUSES),
      attempts: z._default(
        z.array(
          z.object({
            attempt: z.number(),
            at: z.string(),
            status_code: z.nullable(z.number()),
            duration_ms: z.number(),
            error: z._default(z.nullable(z.string()), null),
          }) satisfies z.ZodMiniType<DeliveryAttempt>,
        ),
        [],
      ),
      /** The current attempt chain (1, then +1 per redelivery); an attempt of an older chain stops. */
      chain: z.number(),
      next_attempt_at: z._default(z.nullable(z.string()), null),
      created_at: z.string(),
      updated_at: z.string(),
      /** Epoch seconds (TTL). */
      expires_at: z.number(),
      /**
       * The last attempt whose POST was started (`<chain>/<attempt>`, written before the POST) and when;
       * a retried deliver task that finds its own attempt here never POSTs it again.
       */
      claimed_attempt: z.optional(z.string()),
      claimed_at: z.optional(z.string()),
      /** The last attempt whose outcome is in `attempts` (`<chain>/<attempt>`). */
      recorded_attempt: z.optional(z.string()),
    }),
});
export type WebhookDelivery = ReturnType<typeof deliveryItem.parse>;

/** A subscription as the API shows it: never the secret, only its last four characters. */
export function toPublicSubscription(subscription: WebhookSubscription): WebhookAttributes {
  return {
    url: subscription.url,
    events: subscription.events,
    status: subscription.status,
    created_at: subscription.created_at,
    secret_last4: subscription.secret.slice(-4),
  };
}

export class SubscriptionLimitError extends Error {
  constructor(readonly limit: number) {
    super(`the branch already has ${limit} webhook subscriptions`);
    this.name = 'SubscriptionLimitError';
  }
}

/** Puts the subscription and counts it in the HEAD item, refusing past `limit`, in one transaction. */
export async function createSubscription(
  deps: StoreDeps,
  subscription: WebhookSubscription,
  limit: number,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  const counted = await transactUnlessFirstRefused(deps, [
    {
      Update: {
        TableName: deps.tableName,
        Key: keys.webhookHead(subscription.branch_id),
        UpdateExpression: 'SET subscription_count = if_not_exists(subscription_count, :zero) + :one',
        ConditionExpression: 'attribute_not_exists(subscription_count) OR subscription_count < :limit',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
      },
    },
    {
      Put: {
        TableName: deps.tableName,
        Item: { ...subscriptionItem.key(subscription.branch_id, subscription.id), ...subscription },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...alsoWrite,
  ]);
  if (!counted) throw new SubscriptionLimitError(limit);
}

export async function listSubscriptions(deps: StoreDeps, branchId: string): Promise<WebhookSubscription[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sub)',
    ExpressionAttributeValues: {
      ':pk': keys.webhookPartition(branchId),
      ':sub': keys.webhookSubscriptionPrefix(),
    },
    ConsistentRead: true,
  });
  return items.map(subscriptionItem.parse);
}

export const getSubscription = /* @__PURE__ */ itemReader(subscriptionItem);

/** Deletes the subscription and uncounts it; false when it did not exist. */
export function deleteSubscription(
  deps: StoreDeps,
  branchId: string,
  subscriptionId: string,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  return transactUnlessFirstRefused(deps, [
    {
      Delete: {
        TableName: deps.tableName,
        Key: subscriptionItem.key(branchId, subscriptionId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: deps.tableName,
        Key: keys.webhookHead(branchId),
        UpdateExpression: 'SET subscription_count = subscription_count - :one',
        ConditionExpression: 'subscription_count > :zero',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      },
    },
    ...alsoWrite,
  ]);
}

/** Stores a new delivery; `alsoWrite` (a hand-started test's audit entry) commits with it. */
export async function putDelivery(
  deps: StoreDeps,
  delivery: WebhookDelivery,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  const put = {
    TableName: deps.tableName,
    Item: {
      ...deliveryItem.key(delivery.branch_id, delivery.subscription_id, delivery.id),
      ...delivery,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  if (alsoWrite.length === 0) {
    await deps.db.send(new PutCommand(put));
    return;
  }
  await deps.db.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...alsoWrite] }));
}

export const getDelivery = /* @__PURE__ */ itemReader(deliveryItem);

export interface DeliveryPage {
  deliveries: WebhookDelivery[];
  /** Delivery id to continue after (exclusive), or null on the last page. */
  next: string | null;
}

/**
 * Deliveries newest first, `limit` per page, optionally of one status, continuing after the
 * delivery id `after`. A status filter reads on until the page is full or the partition ends.
 */
export async function listDeliveries(
  deps: StoreDeps,
  branchId: string,
  subscriptionId: string,
  options: { limit: number; status?: DeliveryStatus; after?: string },
): Promise<DeliveryPage> {
  const pk = keys.webhookDeliveryPartition(branchId, subscriptionId);
  const deliveries: WebhookDelivery[] = [];
  let startKey: Record<string, unknown> | undefined = options.after ? { pk, sk: options.after } : undefined;
  do {
    const page = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(options.status ? { ':status': options.status } : {}) },
        ...(options.status
          ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } }
          : {}),
        ScanIndexForward: false,
        Limit: options.limit - deliveries.length,
        ExclusiveStartKey: startKey,
      }),
    );
    deliveries.push(...(page.Items ?? []).map(deliveryItem.parse));
    startKey = page.LastEvaluatedKey;
  } while (startKey && deliveries.length < options.limit);
  const last = deliveries.at(-1);
  return { deliveries, next: startKey && last ? last.id : null };
}

/**
 * Deliveries of one subscription whose ids (ULIDs, so creation times) lie between `fromId` and
 * `toId` (inclusive) and whose status is `status`: one Query of the id range, filtered.
 */
export async function listDeliveriesBetween(
  deps: StoreDeps,
  branchId: string,
  subscriptionId: string,
  options: { fromId: string; toId: string; status: DeliveryStatus },
): Promise<WebhookDelivery[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#status = :status',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': keys.webhookDeliveryPartition(branchId, subscriptionId),
      ':from': options.fromId,
      ':to': options.toId,
      ':status': options.status,
    },
  });
  return items.map(deliveryItem.parse);
}

export class StaleChainError extends Error {
  constructor() {
    super('the delivery moved to another attempt chain (redelivered) or was removed');
    this.name = 'StaleChainError';
  }
}

/**
 * Appends an attempt and sets the delivery's status, only while `chain` is still the delivery's
 * current chain and no other attempt was recorded since it was read (optimistic: `attempts`
 * length). A redelivery started in between wins; the caller stops its chain.
 */
/**
 * Claims an attempt before its POST: from here on a retry of the same task finds the claim and does
 * not POST again. Refused (StaleChainError) when the delivery moved to another chain, an attempt was
 * recorded meanwhile, or the attempt is already claimed.
 */
export async function claimAttempt(
  deps: StoreDeps,
  delivery: WebhookDelivery,
  chain: number,
  claim: { attempt: string; at: string },
): Promise<void> {
  await conditionalDeliveryUpdate(deps, delivery, {
    UpdateExpression: 'SET claimed_attempt = :claim, claimed_at = :at',
    ConditionExpression:
      'chain = :chain AND size(attempts) = :seen AND (attribute_not_exists(claimed_attempt) OR claimed_attempt <> :claim)',
    ExpressionAttributeValues: {
      ':claim': claim.attempt,
      ':at': claim.at,
      ':chain': chain,
      ':seen': delivery.attempts.length,
    },
  });
}

/** Appends the claimed attempt's outcome to the log, once: only while the claim is still its own. */
export async function recordAttempt(
  deps: StoreDeps,
  delivery: WebhookDelivery,
  chain: number,
  claimedAttempt: string,
  attempt: DeliveryAttempt,
  outcome: { status: DeliveryStatus; next_attempt_at: string | null; updated_at: string },
): Promise<void> {
  await conditionalDeliveryUpdate(deps, delivery, {
    UpdateExpression:
      'SET attempts = list_append(attempts, :attempt), #status = :status, next_attempt_at = :next, updated_at = :now, recorded_attempt = :claim',
    ConditionExpression: 'chain = :chain AND size(attempts) = :seen AND claimed_attempt = :claim',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':attempt': [attempt],
      ':status': outcome.status,
      ':next': outcome.next_attempt_at,
      ':now': outcome.updated_at,
      ':chain': chain,
      ':seen': delivery.attempts.length,
      ':claim': claimedAttempt,
    },
  });
}

/**
 * A conditional update of the delivery that a lost answer cannot turn into a stale chain: it also
 * writes a token of its own, and when its condition fails on an item that already carries that
 * token, the update is this very one, committed on an earlier try whose answer never arrived (the
 * SDK sends a write again after a timeout): it succeeded. Any other failed condition is a chain
 * that moved on.
 */
async function conditionalDeliveryUpdate(
  deps: StoreDeps,
  delivery: WebhookDelivery,
  update: Pick<
    ConstructorParameters<typeof UpdateCommand>[0],
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<void> {
  const token = randomUUID();
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: deliveryItem.key(delivery.branch_id, delivery.subscription_id, delivery.id),
        ...update,
        UpdateExpression: `${update.UpdateExpression}, write_token = :token`,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':token': token },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
    // The item as it was, in the low-level format: ReturnValuesOnConditionCheckFailure bypasses the document client.
    const current = error instanceof ConditionalCheckFailedException ? error.Item : undefined;
    if (current?.write_token?.S === token) return;
    throw new StaleChainError();
  }
}

/** Starts a new attempt chain: pending again, attempt at once, kept 30 days from now. Returns the chain. */
export async function restartDelivery(
  deps: StoreDeps,
  delivery: WebhookDelivery,
  now: Date,
  expiresAt: number,
): Promise<number> {
  const result = await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: deliveryItem.key(delivery.branch_id, delivery.subscription_id, delivery.id),
      UpdateExpression:
        'SET chain = chain + :one, #status = :pending, next_attempt_at = :now, updated_at = :now, expires_at = :expires',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':expires': expiresAt,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const restarted = deliveryItem.parseIfFound(result.Attributes);
  if (!restarted) throw new Error(`delivery ${delivery.id}: the restart answered no item`);
  return restarted.chain;
}
