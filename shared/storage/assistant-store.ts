/**
 * The assistant's items: conversations (the last intent and period of a conversation, kept 24 hours
 * through the table's TTL attribute `expires_at`) and daily insights (one per business date).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { queryAll, type StorageDeps } from './db.ts';
import { getItem, itemReader, storedItem } from './item.ts';
import { keys } from './keys.ts';

type TableDeps = StorageDeps;

export interface StoredConversation {
  conversation_id: string;
  intent: string;
  period: { from: string; to: string };
  /** The question that set the conversation's subject (absent in conversations saved before it). */
  question?: string;
  turns: number;
  updated_at: string;
  /** Epoch seconds; DynamoDB's TTL deletes the item some time after, reads check it themselves. */
  expires_at: number;
}

/** A conversation as writeConversation sets it; its intent stays a string (ask.ts checks it is still one). */
const conversationItem = /* @__PURE__ */ storedItem({
  name: 'assistant conversation',
  key: 'assistantConversation',
  schema: () =>
    z.object({
      conversation_id: z.string(),
      intent: z.string(),
      period: z.object({ from: z.string(), to: z.string() }),
      question: z.optional(z.string()),
      turns: z.number(),
      updated_at: z.string(),
      expires_at: z.number(),
    }) satisfies z.ZodMiniType<StoredConversation>,
});

/** The conversation, or undefined when unknown or expired (TTL deletion is not immediate). */
export async function readConversation(
  deps: TableDeps,
  branchId: string,
  conversationId: string,
  now: Date,
): Promise<StoredConversation | undefined> {
  const conversation = await getItem(
    deps,
    conversationItem,
    conversationItem.key(branchId, conversationId),
    false,
  );
  return conversation && conversation.expires_at * 1000 > now.getTime() ? conversation : undefined;
}

/**
 * An UpdateItem, not a PutItem: the ask route may update only conversation items (IAM LeadingKeys
 * on keys.assistantConversationPartitionPattern), like the rate-limit counters.
 */
export async function writeConversation(
  deps: TableDeps,
  branchId: string,
  conversation: StoredConversation,
): Promise<void> {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: conversationItem.key(branchId, conversation.conversation_id),
      // A turn with no subject question leaves none behind, not an empty one.
      UpdateExpression:
        conversation.question === undefined
          ? 'SET conversation_id = :id, intent = :intent, period = :period, turns = :turns, updated_at = :updated, expires_at = :expires REMOVE question'
          : 'SET conversation_id = :id, intent = :intent, period = :period, question = :question, turns = :turns, updated_at = :updated, expires_at = :expires',
      ExpressionAttributeValues: {
        ':id': conversation.conversation_id,
        ':intent': conversation.intent,
        ':period': conversation.period,
        ...(conversation.question === undefined ? {} : { ':question': conversation.question }),
        ':turns': conversation.turns,
        ':updated': conversation.updated_at,
        ':expires': conversation.expires_at,
      },
    }),
  );
}

export interface StoredInsight {
  date: string;
  insight_id: string;
  text: string;
  generated_at: string;
}

const insightItem = /* @__PURE__ */ storedItem({
  name: 'insight',
  key: 'insight',
  schema: () =>
    z.object({
      date: z.string(),
      insight_id: z.string(),
      text: z.string(),
      generated_at: z.string(),
    }) satisfies z.ZodMiniType<StoredInsight>,
});

export const readInsight = /* @__PURE__ */ itemReader(insightItem);

export async function writeInsight(deps: TableDeps, branchId: string, insight: StoredInsight): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: { ...insightItem.key(branchId, insight.date), ...insight },
    }),
  );
}

/** Insights of the business dates from..to, oldest first (one Query). */
export async function readInsights(
  deps: TableDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<StoredInsight[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.insightPartition(branchId), ':from': from, ':to': to },
  });
  return items.map(insightItem.parse);
}
