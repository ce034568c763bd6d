/**
 * The pipeline as synthesized in both stages: stream → pipe (with the shared filter) → FIFO queue
 * (+ FIFO DLQ, alarm) → aggregator (SQS event source with partial batch failures) → bus; and
 * cdk-nag stays clean with per-resource acknowledgements.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATOR_TIMEOUT, QUEUE_VISIBILITY_TIMEOUT } from '#infra/pipeline.ts';
import { STAGES, type Stage } from '#shared/adapters/stages.ts';
import {
  MAX_RECEIVE_COUNT,
  MESSAGE_INPUT_TEMPLATE,
  TARGET_PARAMETERS,
  TRIGGER_PATTERN,
} from '#shared/use-cases/pipeline/trigger.ts';
import {
  actionsOf,
  policyStatementsOf,
  type Resources,
  resourcesOf,
  type Synthesized,
  sharedSynthesis,
} from './synth.ts';

let synth: Synthesized;
const resources = {} as Record<Stage, Resources>;

beforeAll(() => {
  synth = sharedSynthesis();
  for (const stage of STAGES) resources[stage] = resourcesOf(synth.templates[stage]);
});

const ofType = (stage: Stage, type: string) =>
  Object.entries(resources[stage]).filter(([, resource]) => resource.Type === type);

function only(stage: Stage, type: string, where: (props: Record<string, any>) => boolean = () => true) {
  const found = ofType(stage, type).filter(([, resource]) => where(resource.Properties ?? {}));
  expect(found, `${stage} ${type}`).toHaveLength(1);
  const [logicalId, resource] = found[0]!;
  return { logicalId, props: (resource.Properties ?? {}) as Record<string, any> };
}

const ref = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });

describe.each(STAGES)('pipeline (%s)', (stage) => {
  const table = () => only(stage, 'AWS::DynamoDB::Table');
  const queue = () =>
    only(stage, 'AWS::SQS::Queue', (props) => props.FifoQueue === true && props.RedrivePolicy !== undefined);
  const pipe = () => only(stage, 'AWS::Pipes::Pipe');
  const aggregator = () =>
    only(stage, 'AWS::Lambda::Function', (props) => String(props.Description).startsWith('Rebuilds one'));

  it('reads the table stream with NEW_IMAGE', () => {
    expect(table().props.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    expect(pipe().props.Source).toEqual({ 'Fn::GetAtt': [table().logicalId, 'StreamArn'] });
  });

  it('filters the stream with the shared trigger pattern, batches and dead-letters sensibly', () => {
    const parameters = pipe().props.SourceParameters;
    expect(parameters.FilterCriteria.Filters).toHaveLength(1);
    expect(JSON.parse(parameters.FilterCriteria.Filters[0].Pattern)).toEqual(TRIGGER_PATTERN);
    const stream = parameters.DynamoDBStreamParameters;
    expect(stream).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      MaximumBatchingWindowInSeconds: 0,
      MaximumRetryAttempts: 10,
      OnPartialBatchItemFailure: 'AUTOMATIC_BISECT',
    });
    const pipeDlqId = stream.DeadLetterConfig.Arn['Fn::GetAtt'][0];
    expect(resources[stage][pipeDlqId]).toMatchObject({
      Type: 'AWS::SQS::Queue',
      Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 },
    });
    // Stream sources cannot dead-letter into a FIFO queue: the pipe's DLQ is a standard one.
    expect(resources[stage][pipeDlqId]?.Properties?.FifoQueue).toBeUndefined();
    // …and it alarms too.
    only(stage, 'AWS::CloudWatch::Alarm', (props) =>
      JSON.stringify(props.Dimensions ?? []).includes(`"${pipeDlqId}"`),
    );
  });

  it('sends the documented message to the FIFO queue: group = branch, deduplication = stream eventID', () => {
    const { props } = pipe();
    expect(props.Target).toEqual(ref(queue().logicalId));
    expect(props.TargetParameters).toEqual({
      InputTemplate: MESSAGE_INPUT_TEMPLATE,
      SqsQueueParameters: {
        MessageGroupId: '$.dynamodb.NewImage.branch_id.S',
        MessageDeduplicationId: '$.eventID',
      },
    });
    expect(TARGET_PARAMETERS).toEqual({
      messageGroupIdPath: '$.dynamodb.NewImage.branch_id.S',
      messageDeduplicationIdPath: '$.eventID',
    });
  });

  it('lets the pipe read only the stream and send only to its queues', () => {
    const roleId = (pipe().props.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resources[stage][roleId]!;
    expect(JSON.stringify(role.Properties)).toContain('pipes.amazonaws.com');
    const statements = Object.values(resources[stage])
      .filter(
        (resource) =>
          resource.Type === 'AWS::IAM::Policy' &&
          JSON.stringify((resource.Properties as { Roles: unknown }).Roles).includes(`"${roleId}"`),
      )
      .flatMap((resource) => (resource.Properties as any).PolicyDocument.Statement as Record<string, any>[]);
    const actions = actionsOf(statements);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
      ]),
    );
    expect(
      actions.some((action) => /^dynamodb:(PutItem|UpdateItem|DeleteItem|Query|Scan)$/.test(action)),
    ).toBe(false);
    const read = statements.find((statement) => [statement.Action].flat().includes('dynamodb:GetRecords'))!;
    expect(read.Resource).toEqual({ 'Fn::GetAtt': [table().logicalId, 'StreamArn'] });
  });

  it('is a FIFO queue without content-based deduplication, redriving to a FIFO DLQ after 5 receives', () => {
    const { props } = queue();
    expect(props).toMatchObject({
      FifoQueue: true,
      ContentBasedDeduplication: false,
      DeduplicationScope: 'messageGroup',
      FifoThroughputLimit: 'perMessageGroupId',
      VisibilityTimeout: QUEUE_VISIBILITY_TIMEOUT.toSeconds(),
      SqsManagedSseEnabled: true,
    });
    expect(props.RedrivePolicy.maxReceiveCount).toBe(MAX_RECEIVE_COUNT);
    expect(MAX_RECEIVE_COUNT).toBe(5);
    const dlqId = props.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    expect(resources[stage][dlqId]?.Properties).toMatchObject({
      FifoQueue: true,
      SqsManagedSseEnabled: true,
    });
  });

  it('alarms as soon as the DLQ holds a message', () => {
    const dlqId = queue().props.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    const alarm = only(stage, 'AWS::CloudWatch::Alarm', (props) =>
      JSON.stringify(props.Dimensions ?? []).includes(`"${dlqId}"`),
    );
    expect(alarm.props).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      EvaluationPeriods: 1,
    });
    // Production alarms notify on-call (the stage's SNS topic); the sandbox only records state.
    if (stage === 'production') expect(alarm.props.AlarmActions).toHaveLength(1);
    else expect(alarm.props.AlarmActions).toBeUndefined();
  });

  it('feeds the aggregator from the queue with partial batch failures reported', () => {
    const fn = aggregator();
    expect(fn.props.Timeout).toBe(AGGREGATOR_TIMEOUT.toSeconds());
    const mapping = only(stage, 'AWS::Lambda::EventSourceMapping', (props) =>
      JSON.stringify(props.FunctionName).includes(`"${fn.logicalId}"`),
    );
    expect(mapping.props).toMatchObject({
      EventSourceArn: ref(queue().logicalId),
      FunctionName: { Ref: fn.logicalId },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(QUEUE_VISIBILITY_TIMEOUT.toSeconds()).toBeGreaterThanOrEqual(6 * AGGREGATOR_TIMEOUT.toSeconds());
  });

  it('lets the aggregator read and write the table and put events on the service bus only', () => {
    const fn = aggregator();
    const bus = only(stage, 'AWS::Events::EventBus');
    expect(fn.props.Environment.Variables).toMatchObject({
      TABLE_NAME: { Ref: table().logicalId },
      EVENT_BUS_NAME: { Ref: bus.logicalId },
    });
    const statements = policyStatementsOf(resources[stage], fn.logicalId);
    const actions = actionsOf(statements);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:BatchWriteItem',
        'dynamodb:PutItem',
        'events:PutEvents',
      ]),
    );
    const putEvents = statements.find((statement) => [statement.Action].flat().includes('events:PutEvents'))!;
    expect(putEvents.Resource).toEqual(ref(bus.logicalId));
  });
});

describe('cdk-nag', () => {
  it('reports nothing on the pipeline, and every acknowledgement there is per resource with a reason', () => {
    const findings = synth.violations.filter((violation) =>
      violation.constructPaths.some((path) => path.includes('/Pipeline/')),
    );
    expect(findings).toEqual([]);
    expect(synth.nagFailure).toBeNull();

    const acknowledged = synth.acknowledgements.filter(({ path }) => path.includes('/Pipeline/'));
    expect(acknowledged.map(({ id }) => id.replace(/^Annotation::/, ''))).toEqual(
      expect.arrayContaining(['AwsSolutions-SQS3', 'AwsSolutions-IAM5[Resource::*]']),
    );
    for (const { isStack, reason } of acknowledged) {
      expect(isStack).toBe(false);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
