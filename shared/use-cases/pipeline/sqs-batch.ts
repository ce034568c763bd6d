/**
 * The aggregator's SQS batch handling, shared by Lambda (functions/aggregator.ts) and the local
 * queue (local/fifo-queue.ts), which hands it the same SQS-shaped event.
 *
 * FIFO semantics with partial batch responses: records are processed in order; when a record fails,
 * it and every later record of the SAME message group are reported as failures (their order must
 * hold, so none of them may be processed ahead of it), while other groups (branches) go on. A failed
 * record returns to the queue and, after the queue's maxReceiveCount, moves to its DLQ.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AllPorts } from '../deps.ts';
import { aggregateDay } from './aggregate-day.ts';
import { parseAggregationMessage } from './trigger.ts';

export type AggregatorHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export type AggregatorDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'events'>;

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
        const message = parseAggregationMessage(record.body);
        await aggregate(message);
      } catch (error) {
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
