/**
 * The assistant's items: conversations (the last intent and period of a conversation, kept 24 hours
 * through the table's TTL attribute `expires_at`) and daily insights (one per business date).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, type StorageDeps } from './db.ts';
import { keys } from './keys.ts';

type TableDeps = StorageDeps;

export interface StoredConversation {
  conversation_id: string;
  intent: string;
  period: { from: string; to: string };
  turns: number;
  updated_at: string;
  /** Epoch seconds; DynamoDB's TTL deletes the item some time after, reads check it themselves. */
  expires_at: number;
}

/** The conversation, or undefined when unknown or expired (TTL deletion is not immediate). */
export async function readConversation(
  deps: TableDeps,
  branchId: string,
  conversationId: string,
  now: Date,
): Promise<StoredConversation | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.assistantConversation(branchId, conversationId) }),
  );
  const item = result.Item as (StoredConversation & Record<string, unknown>) | undefined;
  if (!item || Number(item.expires_at) * 1000 <= now.getTime()) return undefined;
  return {
    conversation_id: item.conversation_id,
    intent: item.intent,
    period: item.period,
    turns: Number(item.turns),
    updated_at: item.updated_at,
    expires_at: Number(item.expires_at),
  };
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
      Key: keys.assistantConversation(branchId, conversation.conversation_id),
      UpdateExpression:
        'SET conversation_id = :id, intent = :intent, period = :period, turns = :turns, updated_at = :updated, expires_at = :expires',
      ExpressionAttributeValues: {
        ':id': conversation.conversation_id,
        ':intent': conversation.intent,
        ':period': conversation.period,
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

export async function readInsight(
  deps: TableDeps,
  branchId: string,
  date: string,
): Promise<StoredInsight | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: keys.insight(branchId, date), ConsistentRead: true }),
  );
  return result.Item ? insightOf(result.Item) : undefined;
}

export async function writeInsight(deps: TableDeps, branchId: string, insight: StoredInsight): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: { ...keys.insight(branchId, insight.date), ...insight },
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
  return items.map(insightOf);
}

function insightOf(item: Record<string, unknown>): StoredInsight {
  return {
    date: item.date as string,
    insight_id: item.insight_id as string,
    text: item.text as string,
    generated_at: item.generated_at as string,
  };
}
