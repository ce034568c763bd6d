/**
 * The webhook path as synthesized in both stages: a rule on the service bus for the six events →
 * the STANDARD state machine whose definition is the repository's ASL file (ARNs substituted),
 * logged and traced, with a DLQ on the rule target, alarms, and least-privilege roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tableAccessOfModule } from '#infra/table-access.ts';
import { DELIVER_TIMEOUT } from '#infra/webhooks.ts';
import { EVENT_SOURCE } from '#shared/adapters/events.ts';
import { STAGES, type Stage } from '#shared/adapters/stages.ts';
import { ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { WEBHOOK_EVENTS } from '#shared/domain/webhooks/events.ts';
import { keys } from '#shared/storage/keys.ts';
import { readDeliveryAsl } from '#shared/use-cases/webhooks/state-machine.ts';
import {
  actionsOf,
  apiMethods,
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

function only(stage: Stage, type: string, where: (props: Record<string, any>) => boolean = () => true) {
  const found = Object.entries(resources[stage]).filter(
    ([, resource]) => resource.Type === type && where(resource.Properties ?? {}),
  );
  expect(found, `${stage} ${type}`).toHaveLength(1);
  const [logicalId, resource] = found[0]!;
  return { logicalId, props: (resource.Properties ?? {}) as Record<string, any> };
}

describe.each(STAGES)('webhooks (%s)', (stage) => {
  const machine = () => only(stage, 'AWS::StepFunctions::StateMachine');
  const fn = (prefix: string) =>
    only(stage, 'AWS::Lambda::Function', (props) => String(props.Description).startsWith(prefix));
  const fanOut = () => fn('Webhook fan-out');
  const deliver = () => fn('Webhook attempt');

  it('deploys the ASL file itself as a STANDARD state machine, with the two task functions substituted', () => {
    const { props } = machine();
    expect(props.StateMachineType).toBe('STANDARD');
    expect(JSON.parse(props.DefinitionString)).toEqual(readDeliveryAsl());
    expect(props.DefinitionSubstitutions).toEqual({
      FanOutFunctionArn: { 'Fn::GetAtt': [fanOut().logicalId, 'Arn'] },
      DeliverFunctionArn: { 'Fn::GetAtt': [deliver().logicalId, 'Arn'] },
    });
    expect(props.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    expect(props.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('is the target of a rule on the service bus for the six webhook events, with a DLQ', () => {
    const { props } = only(stage, 'AWS::Events::Rule', (p) => p.EventPattern?.source?.[0] === EVENT_SOURCE);
    expect(props.EventBusName).toEqual({ Ref: only(stage, 'AWS::Events::EventBus').logicalId });
    expect(props.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [...WEBHOOK_EVENTS] });
    expect(props.Targets).toHaveLength(1);
    const [target] = props.Targets;
    expect(target.Arn).toEqual({ Ref: machine().logicalId });
    expect(target.DeadLetterConfig.Arn['Fn::GetAtt'][1]).toBe('Arn');
    const dlq = resources[stage][target.DeadLetterConfig.Arn['Fn::GetAtt'][0]];
    expect(dlq?.Type).toBe('AWS::SQS::Queue');
  });

  it('gives the state machine invoke on its two functions only, and each function only its table actions', () => {
    const machineRoleId = machine().props.RoleArn['Fn::GetAtt'][0];
    const statements = Object.values(resources[stage])
      .filter(
        (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties?.Roles).includes(machineRoleId),
      )
      .flatMap((r) => (r.Properties as any).PolicyDocument.Statement as Record<string, any>[]);
    const invoke = statements.filter((s) => actionsOf([s]).includes('lambda:InvokeFunction'));
    expect(invoke).toHaveLength(1);
    const invoked = [invoke[0]!.Resource].flat() as Array<{ 'Fn::GetAtt': string[] }>;
    expect(invoked.sort((a, b) => a['Fn::GetAtt'][0]!.localeCompare(b['Fn::GetAtt'][0]!))).toEqual(
      [{ 'Fn::GetAtt': [fanOut().logicalId, 'Arn'] }, { 'Fn::GetAtt': [deliver().logicalId, 'Arn'] }].sort(
        (a, b) => a['Fn::GetAtt'][0]!.localeCompare(b['Fn::GetAtt'][0]!),
      ),
    );
    const tableActions = (functionId: string) =>
      actionsOf(policyStatementsOf(resources[stage], functionId))
        .filter((action) => action.startsWith('dynamodb:'))
        .sort();
    // The actions their code constructs, derived like every route's (infra/table-access-derive.ts).
    expect(tableActions(fanOut().logicalId)).toEqual(
      [...tableAccessOfModule('webhook-fan-out').actions].sort(),
    );
    expect(tableActions(deliver().logicalId)).toEqual(
      [...tableAccessOfModule('webhook-deliver').actions].sort(),
    );
    // LeadingKeys on both tasks: the deliverer, which talks to receivers' hosts, writes only the
    // delivery log, and neither may write outside the webhook partitions.
    for (const task of [fanOut(), deliver()]) {
      const tableStatements = policyStatementsOf(resources[stage], task.logicalId).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('dynamodb:')),
      );
      for (const statement of tableStatements) {
        const leading = (statement as any).Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        expect(leading).toBeDefined();
        const writes = actionsOf([statement]).some((action) => /Put|Update|Delete/.test(action));
        if (writes) expect(leading).toEqual([keys.webhookDeliveryPartition('*', '*')]);
      }
    }
    expect(deliver().props.Timeout).toBe(DELIVER_TIMEOUT.toSeconds());
  });

  it('lets only the test and redeliver routes start executions, and tells them the state machine', () => {
    const methods = apiMethods(resources[stage]);
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const method = methods.find((m) => m.path === route.path && m.httpMethod === route.method)!;
      const starts = actionsOf(policyStatementsOf(resources[stage], method.functionId)).includes(
        'states:StartExecution',
      );
      expect(starts, route.id).toBe(route.startsDeliveries === true);
      const variables = resources[stage][method.functionId]!.Properties as any;
      expect(variables.Environment.Variables.WEBHOOK_STATE_MACHINE_ARN !== undefined, route.id).toBe(
        route.startsDeliveries === true,
      );
    }
    expect((ROUTES as readonly RouteDefinition[]).filter((route) => route.startsDeliveries)).toHaveLength(2);
  });

  it('alarms on failed and timed-out executions, on the rule DLQ and on failed deliveries', () => {
    const alarms = Object.values(resources[stage])
      .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
      .map((r) => r.Properties as Record<string, any>);
    const machineRef = { Ref: machine().logicalId };
    const onMachine = (metric: string) =>
      alarms.filter(
        (a) =>
          a.Namespace === 'AWS/States' &&
          a.MetricName === metric &&
          JSON.stringify(a.Dimensions).includes(JSON.stringify(machineRef)),
      );
    expect(onMachine('ExecutionsFailed')).toHaveLength(1);
    expect(onMachine('ExecutionsTimedOut')).toHaveLength(1);
    const failedDeliveries = alarms.filter((a) => a.MetricName === 'FailedDeliveries');
    expect(failedDeliveries).toHaveLength(1);
    const filter = only(stage, 'AWS::Logs::MetricFilter');
    expect(filter.props.FilterPattern).toBe('{ $.message = "webhook delivery failed" }');
    expect(filter.props.MetricTransformations[0]).toMatchObject({
      MetricName: 'FailedDeliveries',
      MetricNamespace: failedDeliveries[0]!.Namespace,
    });
    if (stage === 'production') {
      for (const alarm of [...onMachine('ExecutionsFailed'), ...failedDeliveries]) {
        expect(alarm.AlarmActions).toHaveLength(1);
      }
    }
  });
});
