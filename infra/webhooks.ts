/**
 * Signed webhook delivery in AWS:
 *
 *   service bus ──rule (source = the service, detail-type = the six webhook events)──▶
 *     Step Functions STANDARD state machine (the ONE ASL file, shared/use-cases/webhooks/delivery.asl.json)
 *       FanOut (Lambda: one pending delivery per subscription) ▶ Map ▶ per delivery:
 *       Attempt1 ▶ Wait 5 s ▶ Attempt2 ▶ Wait 30 s ▶ Attempt3 (Lambda: one signed POST, recorded)
 *
 * Events the rule cannot hand to the state machine (after EventBridge's retries) go to the rule
 * target's DLQ. Alarms: failed/timed-out/aborted executions (the deliver function kept failing),
 * messages in the DLQ, and deliveries that ended `failed` (a metric filter on the deliver
 * function's "webhook delivery failed" log line). The routes that start chains by hand (test,
 * redeliver) get StartExecution on this state machine and its ARN.
 *
 * Standard, not Express: see docs/webhooks.md ("Standard or Express").
 */
import { readFileSync } from 'node:fs';
import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '#shared/adapters/events.ts';
import { ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { WEBHOOK_EVENTS } from '#shared/domain/webhooks/events.ts';
import { ATTEMPT_TIMEOUT_MS } from '#shared/domain/webhooks/schedule.ts';
import { DELIVERY_FAILED_LOG_MESSAGE } from '#shared/use-cases/webhooks/attempt.ts';
import { ASL_SUBSTITUTIONS, DELIVERY_ASL_PATH } from '#shared/use-cases/webhooks/state-machine.ts';
import { deadLetterQueue } from './dead-letter.ts';
import type { Observability } from './observability.ts';
import { functionEntry, ServiceFunction } from './service-function.ts';
import type { StageConfig } from './stage-config.ts';
import { tableAccessOfModule } from './table-access.ts';

/** The receiver gets 10 s; the rest covers two DynamoDB round trips and a cold start. */
export const DELIVER_TIMEOUT = Duration.seconds(ATTEMPT_TIMEOUT_MS / 1000 + 10);
export const METRIC_NAMESPACE = 'RestaurantAnalytics/Webhooks';
export const FAILED_DELIVERIES_METRIC = 'FailedDeliveries';
/**
 * Failed deliveries per alarm period that raise the alarm. A receiver that is down is usually the
 * customer's problem, so one failure is not an incident; many at once (ours: DNS, egress, signing)
 * is. Read the deliver function's logs for the webhook ids.
 */
export const FAILED_DELIVERIES_THRESHOLD = 10;

export interface WebhooksProps {
  readonly stageConfig: StageConfig;
  readonly table: ITable;
  readonly eventBus: IEventBus;
  /** Route functions by route id: the ones marked `startsDeliveries` may start executions. */
  readonly routeFunctions: ReadonlyMap<string, ServiceFunction>;
  readonly observability?: Observability;
  /** Entry file of a handler module; tests point this at a fixture. @default functionEntry */
  readonly entryFor?: (handler: string) => string;
}

export class Webhooks extends Construct {
  readonly fanOut: ServiceFunction;
  readonly deliver: ServiceFunction;
  readonly stateMachine: StateMachine;
  readonly rule: Rule;
  readonly deadLetterQueue: Queue;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    const { stageConfig, table } = props;
    const entryFor = props.entryFor ?? functionEntry;

    // ── Task functions: each may do exactly what its task needs with the table ────────────────
    this.fanOut = new ServiceFunction(this, 'FanOut', {
      stageConfig,
      entry: entryFor('webhook-fan-out'),
      description: "Webhook fan-out: records one pending delivery per subscription of the event's branch.",
      table,
      // Derived from its code like every route's: reads of the branch's webhooks, profile and each
      // registrant (app client, membership); writes only the delivery log.
      tableAccess: tableAccessOfModule('webhook-fan-out'),
      memorySize: 256,
      timeout: Duration.seconds(20),
    });

    this.deliver = new ServiceFunction(this, 'Deliver', {
      stageConfig,
      entry: entryFor('webhook-deliver'),
      description: 'Webhook attempt: one signed POST (10 s, no redirects), recorded in the delivery log.',
      table,
      // The function that talks to receivers' hosts: its subscription and its delivery log only.
      tableAccess: tableAccessOfModule('webhook-deliver'),
      memorySize: 256,
      timeout: DELIVER_TIMEOUT,
    });

    this.stateMachine = this.deliveryStateMachine(stageConfig);

    // ── Rule on the service bus → state machine, with a DLQ ───────────────────────────────────
    const ruleDeadLetters = deadLetterQueue(this, {
      ids: { queue: 'RuleDeadLetterQueue', alarm: 'RuleDeadLetterAlarm' },
      sender: "the EventBridge rule target's DLQ for events it could not hand to the delivery state machine",
      whenItAlarms:
        'Webhook events could not be handed to the delivery state machine and are in the rule DLQ: those deliveries were never recorded. Start executions with the DLQ messages after fixing the cause.',
    });
    this.deadLetterQueue = ruleDeadLetters.queue;
    this.rule = new Rule(this, 'DeliveryRule', {
      description: `Webhook events → signed delivery state machine (${stageConfig.stage})`,
      eventBus: props.eventBus,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...WEBHOOK_EVENTS] },
      targets: [
        new SfnStateMachine(this.stateMachine, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });

    this.grantManualStarts(props.routeFunctions);

    // ── Alarms ────────────────────────────────────────────────────────────────────────────────
    this.alarms = [
      ...this.executionAlarms(stageConfig),
      ruleDeadLetters.alarm,
      ...this.deliveryAlarms(stageConfig),
    ];
    for (const alarm of this.alarms) props.observability?.watch(alarm);
  }

  /** The one ASL file, with the two task functions' ARNs substituted, and what it may do. */
  private deliveryStateMachine(stageConfig: StageConfig): StateMachine {
    const logGroup = new LogGroup(this, 'StateMachineLogs', {
      retention: stageConfig.logRetention,
      removalPolicy: stageConfig.removalPolicy,
    });
    const stateMachine = new StateMachine(this, 'DeliveryStateMachine', {
      comment: 'Signed webhook delivery: fan-out, then 3 attempts per delivery (0 s, 5 s, 30 s).',
      definitionBody: DefinitionBody.fromString(readFileSync(DELIVERY_ASL_PATH, 'utf8')),
      definitionSubstitutions: {
        [ASL_SUBSTITUTIONS.fanOut]: this.fanOut.functionArn,
        [ASL_SUBSTITUTIONS.deliver]: this.deliver.functionArn,
      },
      stateMachineType: StateMachineType.STANDARD,
      // Every state transition, without payloads: bodies are business data, and the secret never
      // enters the execution anyway (the deliver function reads it from the table).
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: stageConfig.tracing,
      removalPolicy: stageConfig.removalPolicy,
    });
    // Invoke of exactly the two task functions (unqualified ARNs, as the ASL names them).
    stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.fanOut.functionArn, this.deliver.functionArn],
      }),
    );
    Validations.of(stateMachine.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CloudWatch Logs vended delivery (logs:CreateLogDelivery, GetLogDelivery, …) and X-Ray (xray:PutTraceSegments, …) support no resource-level permissions; Step Functions logging and tracing require them.',
    });
    return stateMachine;
  }

  /** The routes that start chains by hand (test, redeliver) may start this state machine. */
  private grantManualStarts(routeFunctions: WebhooksProps['routeFunctions']): void {
    for (const route of ROUTES as readonly RouteDefinition[]) {
      if (!route.startsDeliveries) continue;
      const fn = routeFunctions.get(route.id);
      if (!fn) throw new Error(`route ${route.id} has no function`);
      this.stateMachine.grantStartExecution(fn);
      fn.addEnvironment('WEBHOOK_STATE_MACHINE_ARN', this.stateMachine.stateMachineArn);
    }
  }

  /** Executions that failed, were aborted or timed out: the task functions kept failing. */
  private executionAlarms({ alarms }: StageConfig): Alarm[] {
    return [
      new Alarm(this, 'FailedExecutionsAlarm', {
        alarmDescription:
          'A webhook delivery execution failed, timed out or was aborted: the fan-out or deliver function kept failing (storage, bug), so deliveries may be stuck pending. Read the state machine and function logs.',
        metric: this.stateMachine.metricFailed({ period: alarms.period, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: alarms.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      new Alarm(this, 'TimedOutExecutionsAlarm', {
        alarmDescription: 'A webhook delivery execution timed out.',
        metric: this.stateMachine.metricTimedOut({ period: alarms.period, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: alarms.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
  }

  /** Deliveries that ended failed (from the deliver function's log), and each task function's errors. */
  private deliveryAlarms({ alarms }: StageConfig): Alarm[] {
    const failedDeliveries = new MetricFilter(this, 'FailedDeliveriesFilter', {
      logGroup: this.deliver.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', DELIVERY_FAILED_LOG_MESSAGE),
      metricNamespace: METRIC_NAMESPACE,
      metricName: FAILED_DELIVERIES_METRIC,
      metricValue: '1',
      defaultValue: 0,
    });
    return [
      new Alarm(this, 'FailedDeliveriesAlarm', {
        alarmDescription: `${FAILED_DELIVERIES_THRESHOLD} or more webhook deliveries ended failed (3 attempts without a 2xx) in one period. One receiver down is the customer's; many at once may be ours (egress, DNS). The deliver function logs name each webhook.`,
        metric: failedDeliveries.metric({ period: alarms.period, statistic: Stats.SUM }),
        threshold: FAILED_DELIVERIES_THRESHOLD,
        evaluationPeriods: alarms.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      ...[this.fanOut, this.deliver].map(
        (fn) =>
          new Alarm(this, `${fn.node.id}Errors`, {
            alarmDescription: `The webhook ${fn.node.id} function failed (uncaught error or timeout); Step Functions retries it, then fails the execution.`,
            metric: fn.metricErrors({ period: alarms.period, statistic: Stats.SUM }),
            threshold: alarms.functionErrorThreshold,
            evaluationPeriods: alarms.evaluationPeriods,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      ),
    ];
  }
}
