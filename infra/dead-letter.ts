/**
 * A dead-letter queue and its alarm, declared once for every DLQ of the stack: the aggregation
 * queue's (FIFO), the EventBridge Pipe's and the webhook rule target's. Nothing reaches a DLQ by
 * design, so the alarm fires on its first message; the queue keeps it 14 days (SQS's longest), so
 * there is time to fix the cause and redrive (`npm run admin -- dlq`).
 *
 * Not a construct of its own: the queue and the alarm are created in the caller's scope under the
 * caller's ids, so their logical ids stay what they were (a new id would replace a deployed queue,
 * and the messages in it with it).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface DeadLetterQueueOptions {
  /** The construct ids of the queue and of its alarm, in the caller's scope. */
  ids: { queue: string; alarm: string };
  /** FIFO: the DLQ of a FIFO queue's redrive policy must be FIFO too. */
  fifo?: boolean;
  /**
   * Who sends to it when it is not a queue's redrive target (a pipe, a rule target): cdk-nag only
   * recognises DLQs referenced by a redrive policy, so it is acknowledged with this sender named.
   */
  sender?: string;
  /** What its first message means and what to do: the alarm's description. */
  whenItAlarms: string;
}

export interface DeadLetterQueue {
  queue: Queue;
  alarm: Alarm;
}

export function deadLetterQueue(scope: Construct, options: DeadLetterQueueOptions): DeadLetterQueue {
  const queue = new Queue(scope, options.ids.queue, {
    ...(options.fifo ? { fifo: true } : {}),
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  if (options.sender !== undefined) {
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue IS a dead-letter queue: ${options.sender} (cdk-nag only recognises DLQs referenced by a queue redrive policy or a function).`,
    });
  }
  const alarm = new Alarm(scope, options.ids.alarm, {
    alarmDescription: options.whenItAlarms,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(1),
      statistic: Stats.MAXIMUM,
    }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  return { queue, alarm };
}
