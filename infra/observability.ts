/**
 * Alarms on what a POS would notice: the API answering 5xx and functions failing. On stages with
 * `alarms.notify` every alarm also notifies an SNS topic (subscribe on-call to it outside the stack).
 * Later constructs (the pipeline's DLQ, the webhook deliveries) register their alarms through
 * `watch()` so they get the same actions.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.ts';

export interface ObservabilityProps {
  readonly stageConfig: StageConfig;
  readonly restApi: RestApi;
  /** Functions whose errors raise an alarm, by a readable id (the route id). */
  readonly functions: ReadonlyMap<string, IFunction>;
}

export class Observability extends Construct {
  /** Present when the stage notifies (production). */
  readonly alarmTopic?: Topic;
  readonly alarms: Alarm[] = [];
  private readonly action?: SnsAction;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { alarms: config } = props.stageConfig;

    if (config.notify) {
      this.alarmTopic = new Topic(this, 'AlarmTopic', {
        displayName: `Restaurant analytics alarms (${props.stageConfig.stage})`,
        enforceSSL: true,
      });
      Validations.of(this.alarmTopic).acknowledge({
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and states only, no customer data. CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer-managed key is not worth its cost here.',
      });
      this.action = new SnsAction(this.alarmTopic);
    }

    this.watch(
      new Alarm(this, 'Api5xx', {
        alarmDescription:
          'The API answered 5xx (SVC_ERR_500/503 or a gateway 5xx): check the function logs by X-Request-Id.',
        metric: props.restApi.metricServerError({ period: config.period, statistic: Stats.SUM }),
        threshold: config.api5xxThreshold,
        evaluationPeriods: config.evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const [name, fn] of props.functions) {
      // The alarm lives in the stack of its function (a route area's nested stack), so that stack
      // carries its own resources and the parent stays under CloudFormation's resource limit.
      const functionStack = Stack.of(fn);
      const scope = functionStack === Stack.of(this) ? this : functionStack;
      this.watch(
        new Alarm(scope, `${name}Errors`, {
          alarmDescription: `Function ${name} failed (uncaught error or timeout).`,
          metric: fn.metricErrors({ period: config.period, statistic: Stats.SUM }),
          threshold: config.functionErrorThreshold,
          evaluationPeriods: config.evaluationPeriods,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
  }

  /** Give an alarm this stage's actions (SNS on production); returns it for chaining. */
  watch(alarm: Alarm): Alarm {
    if (this.action) {
      alarm.addAlarmAction(this.action);
      alarm.addOkAction(this.action);
    }
    this.alarms.push(alarm);
    return alarm;
  }
}
