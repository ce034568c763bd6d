/**
 * Announcement markers (keys.alertAnnouncement, keys.cashVarianceAnnouncement): the item that says
 * an event was published, claimed BEFORE publishing with a conditional put, so of two writers that
 * see the same crossing at once only one publishes. A claim whose publish then fails is released
 * (deleted if it is still this claim), so the next write that sees the crossing announces it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertSeverity } from '../domain/severity.ts';
import type { StorageDeps } from './db.ts';
import type { TableKey } from './keys.ts';

/** blue < yellow < red: a marker is claimed again only by a higher rank. */
const RANK: Record<AlertSeverity, number> = { blue: 1, yellow: 2, red: 3 };

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

export interface Claim {
  key: TableKey;
  /** Unique per claim: a release deletes the marker only while it is still this claim. */
  claim_id: string;
}

/**
 * Claims the announcement of `key` at `severity`: true when nothing was announced under it yet or
 * only a lower severity was (the caller then publishes); false when this or a higher severity was.
 */
export async function claimAnnouncement(
  deps: StorageDeps,
  claim: Claim,
  severity: AlertSeverity,
  at: string,
  facts: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    await deps.db.send(
      new PutCommand({
        TableName: deps.tableName,
        Item: {
          ...claim.key,
          severity,
          severity_rank: RANK[severity],
          claim_id: claim.claim_id,
          announced_at: at,
          ...facts,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR severity_rank < :rank',
        ExpressionAttributeValues: { ':rank': RANK[severity] },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Undoes a claim whose event could not be published (unless another claim replaced it since). */
export async function releaseAnnouncement(deps: StorageDeps, claim: Claim): Promise<void> {
  try {
    await deps.db.send(
      new DeleteCommand({
        TableName: deps.tableName,
        Key: claim.key,
        ConditionExpression: 'claim_id = :claim',
        ExpressionAttributeValues: { ':claim': claim.claim_id },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
