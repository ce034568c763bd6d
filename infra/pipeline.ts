/**
 * The zout pipeline in AWS:
 *
 *   table stream (NEW_IMAGE)
 *     → EventBridge Pipe: filter = the day's STATE item with closed = true (shared/use-cases/pipeline/trigger.ts),
 *       message = { branch_id, business_date, revision }, group = branch, deduplication = eventID
 *     → SQS FIFO queue (content-based deduplication off; redrive to a FIFO DLQ after MAX_RECEIVE_COUNT
 *       receives, shared with the local queue)
 *     → aggregator Lambda (SQS event source, ReportBatchItemFailures)
 *     → cube, alert and snapshot items in the table; PutEvents on the service bus.
 *
 * Failures: a record the pipe cannot deliver to the queue is retried by the pipe and then described
 * in the pipe's own DLQ (a standard queue: stream sources cannot use FIFO DLQs); a message the
 * aggregator keeps failing moves to the FIFO DLQ. Both DLQs alarm as soon as they hold a message.
 * The filter, paths and template come from the one module the local twin also applies.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  MAX_RECEIVE_COUNT,
  MESSAGE_INPUT_TEMPLATE,
  TARGET_PARAMETERS,
  TRIGGER_FILTER_PATTERN_JSON,
} from '#shared/use-cases/pipeline/trigger.ts';
import { deadLetterQueue } from './dead-letter.ts';
import type { Observability } from './observability.ts';
import { functionEntry, ServiceFunction } from './service-function.ts';
import type { StageConfig } from './stage-config.ts';
import { tableAccessOfModule } from './table-access.ts';

/** A 10,000-line day rebuilds in about a second; the margin covers DynamoDB throttling retries. */
export const AGGREGATOR_TIMEOUT = Duration.seconds(60);
/** AWS guidance for SQS event sources: visibility timeout at least 6 × the function timeout. */
export const QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(AGGREGATOR_TIMEOUT.toSeconds() * 6);
/** Messages the event source hands one invocation (FIFO: in group order). */
export const AGGREGATOR_BATCH_SIZE = 10;

export interface PipelineProps {
  readonly stageConfig: StageConfig;
  /** The service table; must have a stream (NEW_IMAGE). */
  readonly table: ITable;
  /** Where `snapshot.completed` and `alert.triggered` go. */
  readonly eventBus: IEventBus;
  /** Registers the DLQ alarms so they get the stage's actions (SNS on production). */
  readonly observability?: Observability;
  /** Entry file of a handler module; tests point this at a fixture. @default functionEntry */
  readonly entryFor?: (handler: string) => string;
}

export class Pipeline extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  /** Descriptions of stream batches the pipe could not deliver to the queue. */
  readonly pipeDeadLetterQueue: Queue;
  readonly aggregator: ServiceFunction;
  readonly pipe: CfnPipe;
  readonly pipeRole: Role;
  readonly deadLetterAlarm: Alarm;
  readonly pipeDeadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);
    const { stageConfig, table } = props;
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('the pipeline needs the table stream (NEW_IMAGE)');

    // ── Queue ─────────────────────────────────────────────────────────────────────────────────
    const deadLetters = deadLetterQueue(this, {
      ids: { queue: 'DeadLetterQueue', alarm: 'DeadLetterAlarm' },
      fifo: true,
      whenItAlarms: `An aggregation message failed ${MAX_RECEIVE_COUNT} times and is in the DLQ: a day was not rebuilt. Read the aggregator logs for the message group (branch), fix, then redrive the DLQ.`,
    });
    this.deadLetterQueue = deadLetters.queue;
    this.deadLetterAlarm = deadLetters.alarm;
    this.queue = this.aggregationQueue();

    const pipeDeadLetters = deadLetterQueue(this, {
      ids: { queue: 'PipeDeadLetterQueue', alarm: 'PipeDeadLetterAlarm' },
      sender: "the EventBridge Pipe's DeadLetterConfig for stream batches it could not deliver",
      whenItAlarms:
        'The pipe could not queue stream records (zout closings or late data): those days were not rebuilt. The DLQ message names the shard and sequence range; rebuild the affected days.',
    });
    this.pipeDeadLetterQueue = pipeDeadLetters.queue;
    this.pipeDeadLetterAlarm = pipeDeadLetters.alarm;

    // ── Aggregator ────────────────────────────────────────────────────────────────────────────
    this.aggregator = new ServiceFunction(this, 'Aggregator', {
      stageConfig,
      entry: props.entryFor?.('aggregator') ?? functionEntry('aggregator'),
      description:
        "Rebuilds one business day's cubes, alerts and snapshot marker per message; publishes snapshot.completed.",
      table,
      // Reads the day, profile, catalog, activity and last week's cube; writes cubes, alerts, snapshot:
      // the actions and partitions its code uses (infra/table-access.ts).
      tableAccess: tableAccessOfModule('aggregator'),
      eventBus: props.eventBus,
      timeout: AGGREGATOR_TIMEOUT,
    });
    this.aggregator.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: AGGREGATOR_BATCH_SIZE,
        reportBatchItemFailures: true,
      }),
    );

    // ── Pipe: stream → queue ──────────────────────────────────────────────────────────────────
    this.pipeRole = this.pipeRoleOf(streamArn, stageConfig);
    this.pipe = this.streamPipe(streamArn, stageConfig);

    // ── Alarms ────────────────────────────────────────────────────────────────────────────────
    if (props.observability) this.watch(props.observability, stageConfig);
  }

  /** The aggregation queue: FIFO per branch, deduplicated by the stream record, redriven to its DLQ. */
  private aggregationQueue(): Queue {
    return new Queue(this, 'Queue', {
      fifo: true,
      // Deduplication by the stream record's eventID (set by the pipe), never by content: a late-data
      // change of a closed day produces the same body shape and must still trigger.
      contentBasedDeduplication: false,
      // High-throughput FIFO: ordering and deduplication per branch, which is all the pipeline needs,
      // so midnight (every branch closing at once) is not capped at one queue's FIFO rate.
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      visibilityTimeout: QUEUE_VISIBILITY_TIMEOUT,
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
  }

  /** The pipe's role: read the table stream, send to the queue and to the pipe's DLQ. */
  private pipeRoleOf(streamArn: string, stageConfig: StageConfig): Role {
    const role = new Role(this, 'PipeRole', {
      assumedBy: new ServicePrincipal('pipes.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Execution role of the zout pipe (${stageConfig.stage})`,
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        resources: [streamArn],
      }),
    );
    role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which EventBridge Pipes requires for a DynamoDB stream source, supports no resource-level permissions; the read actions are scoped to the table stream ARN.',
    });
    this.queue.grantSendMessages(role);
    this.pipeDeadLetterQueue.grantSendMessages(role);
    return role;
  }

  /** The pipe: the stream's zout closings and late data of closed days → the aggregation queue. */
  private streamPipe(streamArn: string, stageConfig: StageConfig): CfnPipe {
    const pipeLogGroup = new LogGroup(this, 'PipeLogGroup', {
      retention: stageConfig.logRetention,
      removalPolicy: stageConfig.removalPolicy,
    });
    pipeLogGroup.grantWrite(this.pipeRole);

    const pipe = new CfnPipe(this, 'Pipe', {
      description: `zout closings and late data of closed days → aggregation queue (${stageConfig.stage})`,
      roleArn: this.pipeRole.roleArn,
      source: streamArn,
      sourceParameters: {
        filterCriteria: { filters: [{ pattern: TRIGGER_FILTER_PATTERN_JSON }] },
        dynamoDbStreamParameters: {
          // A new pipe also picks up what was written while it was being created; a rebuild is idempotent.
          startingPosition: 'TRIM_HORIZON',
          batchSize: 10,
          // Deliver at once: the spec promises the day's data about 5 seconds after the zout.
          maximumBatchingWindowInSeconds: 0,
          // Queue delivery failures are transient (throttling); after 10 tries, describe the batch in the DLQ.
          maximumRetryAttempts: 10,
          // The stream keeps 24 h; a record older than that is gone anyway.
          maximumRecordAgeInSeconds: 86_400,
          onPartialBatchItemFailure: 'AUTOMATIC_BISECT',
          deadLetterConfig: { arn: this.pipeDeadLetterQueue.queueArn },
        },
      },
      target: this.queue.queueArn,
      targetParameters: {
        inputTemplate: MESSAGE_INPUT_TEMPLATE,
        sqsQueueParameters: {
          messageGroupId: TARGET_PARAMETERS.messageGroupIdPath,
          messageDeduplicationId: TARGET_PARAMETERS.messageDeduplicationIdPath,
        },
      },
      logConfiguration: {
        level: 'ERROR',
        cloudwatchLogsLogDestination: { logGroupArn: pipeLogGroup.logGroupArn },
      },
    });
    // The role's policy must exist before the pipe validates its source and target.
    pipe.node.addDependency(this.pipeRole);
    return pipe;
  }

  /** The DLQ alarms and the aggregator's errors get the stage's alarm actions. */
  private watch(observability: Observability, { alarms }: StageConfig): void {
    observability.watch(this.deadLetterAlarm);
    observability.watch(this.pipeDeadLetterAlarm);
    // Timeouts and crashes (a failed record is reported, not thrown, so it shows in the DLQ instead).
    observability.watch(
      new Alarm(this, 'AggregatorErrors', {
        alarmDescription: 'The aggregator function failed (uncaught error or timeout).',
        metric: this.aggregator.metricErrors({ period: alarms.period, statistic: Stats.SUM }),
        threshold: alarms.functionErrorThreshold,
        evaluationPeriods: alarms.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
