/**
 * `npm run preflight` (scripts/preflight.ts): the synthesized assembly passes every hard limit of a
 * deploy, and each check does fail a template that breaks its limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAssembly, checkTemplate, LIMITS, UNRESOLVED_VALUE_BYTES } from '../../scripts/preflight.ts';
import { type Synthesized, sharedSynthesis } from './synth.ts';

let synth: Synthesized;
beforeAll(() => {
  synth = sharedSynthesis();
});

const resource = (Type: string, Properties: Record<string, unknown> = {}) => ({ Type, Properties });
const template = (parts: Record<string, unknown>) => JSON.stringify(parts);
const many = (count: number, make: (index: number) => unknown) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`R${index}`, make(index)]));

describe('preflight', () => {
  it('finds nothing over a limit in the synthesized stages, nested stacks and firewall stacks', () => {
    const { templates, findings } = checkAssembly(synth.outdir);
    const stages = Object.values(synth.stages);
    const nested = stages.reduce((sum, stage) => sum + stage.routeStacks, 0);
    // Each stage's stack, its area stacks and its us-east-1 firewall stack.
    expect(templates).toBe(2 * stages.length + nested);
    expect(findings).toEqual([]);
  });

  it('fails a template over 500 resources, 200 outputs or 200 parameters', () => {
    const findings = checkTemplate(
      'big.template.json',
      template({
        Resources: many(LIMITS.resources + 1, () => resource('AWS::SNS::Topic')),
        Outputs: many(LIMITS.outputs + 1, () => ({ Value: 'x' })),
        Parameters: many(LIMITS.parameters + 1, () => ({ Type: 'String' })),
      }),
    );
    expect(findings.map((finding) => finding.message)).toEqual([
      "501 resources, over CloudFormation's 500",
      "201 outputs, over CloudFormation's 200",
      "201 parameters, over CloudFormation's 200",
    ]);
  });

  it('fails a template body over 1 MB', () => {
    const description = 'x'.repeat(LIMITS.templateBytes);
    const [finding] = checkTemplate(
      'heavy.template.json',
      template({ Description: description, Resources: {} }),
    );
    expect(finding?.message).toMatch(/^template of \d+ bytes, over 1048576$/);
  });

  it("fails a function whose environment passes Lambda's 4 KB, counting each unresolved value", () => {
    const literal = 'v'.repeat(LIMITS.lambdaEnvironmentBytes);
    const tokens = Object.fromEntries(
      Array.from(
        { length: Math.ceil(LIMITS.lambdaEnvironmentBytes / UNRESOLVED_VALUE_BYTES) },
        (_, index) => [`K${index}`, { Ref: 'Table' }],
      ),
    );
    const under = { SMALL: 'a', TABLE: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }]] } };
    const findings = checkTemplate(
      'env.template.json',
      template({
        Resources: {
          Literal: resource('AWS::Lambda::Function', { Environment: { Variables: { BIG: literal } } }),
          Tokens: resource('AWS::Lambda::Function', { Environment: { Variables: tokens } }),
          Fine: resource('AWS::Lambda::Function', { Environment: { Variables: under } }),
        },
      }),
    );
    expect(findings.map((finding) => finding.message.split(':')[0])).toEqual(['Literal', 'Tokens']);
  });

  it('fails names over their limit: functions and roles 64, state machines 80', () => {
    const findings = checkTemplate(
      'names.template.json',
      template({
        Resources: {
          Fn: resource('AWS::Lambda::Function', { FunctionName: 'f'.repeat(65) }),
          FnOk: resource('AWS::Lambda::Function', { FunctionName: 'f'.repeat(64) }),
          Role: resource('AWS::IAM::Role', { RoleName: 'r'.repeat(65) }),
          Machine: resource('AWS::StepFunctions::StateMachine', { StateMachineName: 's'.repeat(81) }),
          MachineOk: resource('AWS::StepFunctions::StateMachine', { StateMachineName: 's'.repeat(80) }),
        },
      }),
    );
    expect(findings.map((finding) => finding.message)).toEqual([
      'Fn: FunctionName of 65 characters, over the limit of 64',
      'Role: RoleName of 65 characters, over the limit of 64',
      'Machine: StateMachineName of 81 characters, over the limit of 80',
    ]);
  });

  it("fails a state machine definition over Step Functions' 1 MB", () => {
    const definition = JSON.stringify({
      StartAt: 'A',
      States: { A: { Type: 'Pass', Comment: 'c'.repeat(LIMITS.stateMachineDefinitionBytes) } },
    });
    const findings = checkTemplate(
      'sfn.template.json',
      template({
        Resources: {
          Machine: resource('AWS::StepFunctions::StateMachine', {
            DefinitionString: { 'Fn::Join': ['', [definition, { Ref: 'Fn' }]] },
          }),
        },
      }),
    );
    // The template is over 1 MB too; the definition's own finding names the state machine.
    const machine = findings.filter((finding) => finding.message.startsWith('Machine:'));
    expect(machine).toHaveLength(1);
    expect(machine[0]!.message).toMatch(/^Machine: state machine definition of about \d+ bytes/);
  });
});
