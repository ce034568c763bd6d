/**
 * The aggregator's SQS batch handling, shared by Lambda (functions/aggregator.ts) and the local
 * queue (local/fifo-queue.ts), which hands it the same SQS-shaped event.
 *
 * FIFO semantics with partial batch responses: records are processed in order; when a record fails,
 * it and every later record of the SAME message group are reported as failures (their order must
 * hold, so none of them may be processed ahead of it), while other groups (branches) go on. A failed
 * record returns to the queue and, after the queue's maxReceiveCount, moves to its DLQ.
 *
 * Except a permanent failure (failures.ts: a malformed message, a branch without a profile, a day
 * the builders cannot build, a figure beyond exact arithmetic, a write the store refuses as
 * invalid): retrying gives the same error, so it is logged once, stored as a
 * failed build the operator lists (`admin -- builds failed`) and acknowledged; the group goes on.
 * Only when the failure cannot be recorded does the message return to the queue.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { clearBuildFailure, recordBuildFailure } from '../../storage/build-failure-store.ts';
import type { AllPorts } from '../deps.ts';
import { aggregateDay, BranchNotFoundError } from './aggregate-day.ts';
import { isPoison, MalformedMessageError, PermanentAggregationError } from './failures.ts';
import { type AggregationMessage, parseAggregationMessage } from './trigger.ts';

export type AggregatorHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export type AggregatorDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'events' | 'newId'>;

const groupOf = (record: SQSRecord): string => record.attributes.MessageGroupId ?? record.messageId;

export function aggregatorBatchHandler(deps: AggregatorDeps): AggregatorHandler {
  const aggregate = aggregateDay(deps);
  return async (event) => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    const failedGroups = new Set<string>();
    for (const record of event.Records) {
      const group = groupOf(record);
      if (failedGroups.has(group)) {
        failures.push({ itemIdentifier: record.messageId });
        continue;
      }
      try {
        const message = parseMessage(record.body);
        const outcome = await aggregate(message);
        if (outcome.status === 'built')
          await clearBuildFailure(deps, message.branch_id, message.business_date);
      } catch (error) {
        if (isPermanentFailure(error) && (await recorded(deps, record, error))) continue;
        deps.logger.error('aggregation failed; the message returns to the queue', {
          message_id: record.messageId,
          message_group_id: group,
          receive_count: Number(record.attributes.ApproximateReceiveCount),
          body: record.body.slice(0, 500),
          error,
        });
        failedGroups.add(group);
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

function parseMessage(body: string): AggregationMessage {
  try {
    return parseAggregationMessage(body);
  } catch (error) {
    throw new MalformedMessageError(error);
  }
}

function isPermanentFailure(error: unknown): error is Error {
  return (
    error instanceof PermanentAggregationError || error instanceof BranchNotFoundError || isPoison(error)
  );
}

/** Stores and logs a permanent failure; false when it could not be stored (then the message is retried). */
async function recorded(deps: AggregatorDeps, record: SQSRecord, error: Error): Promise<boolean> {
  const named = namedDay(record.body);
  const failure = {
    ...named,
    message_id: record.messageId,
    error: error.name,
    reason: error.message.slice(0, 1_000),
    receive_count: Number(record.attributes.ApproximateReceiveCount) || 1,
    failed_at: deps.clock.now().toISOString(),
  };
  try {
    await recordBuildFailure(deps, failure);
  } catch (recordError) {
    deps.logger.error(
      'a permanent aggregation failure could not be recorded; the message returns to the queue',
      {
        message_id: record.messageId,
        error,
        record_error: recordError,
      },
    );
    return false;
  }
  deps.logger.error('aggregation failed permanently; recorded as a failed build and acknowledged', {
    ...failure,
    message_group_id: groupOf(record),
    body: record.body.slice(0, 500),
    error,
  });
  return true;
}

/** What a message names, even a malformed one: members of the wrong type are null. */
function namedDay(body: string): {
  branch_id: string | null;
  business_date: string | null;
  revision: number | null;
} {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      json = parsed as Record<string, unknown>;
  } catch {
    // not JSON: it names nothing
  }
  const text = (value: unknown) =>
    typeof value === 'string' && value !== '' && value.length <= 200 ? value : null;
  const revision = Number(json.revision);
  return {
    branch_id: text(json.branch_id),
    business_date: text(json.business_date),
    revision: json.revision !== undefined && Number.isInteger(revision) ? revision : null,
  };
}
