/**
 * Synthesizes the real app (both stages, cdk.json's feature flags) the way infra tests need it:
 * without esbuild bundling (`aws:cdk:bundling-stacks` = []), every function's entry pointed at one
 * fixture, into a temporary cloud assembly. The route table is the real one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { inject } from 'vitest';
import { type BuildAppOptions, type BuiltApp, buildApp } from '#infra/app.ts';
import { PROJECT_ROOT } from '#infra/service-function.ts';
import { STAGES, type Stage } from '#shared/adapters/stages.ts';

export const FIXTURE_ENTRY = fileURLToPath(new URL('./fixtures/handler.ts', import.meta.url));
/** A stand-in for build/dashboard: the tests synthesize without running Vite. */
export const FIXTURE_DASHBOARD = fileURLToPath(new URL('./fixtures/dashboard/', import.meta.url));

/** The context of cdk.json (feature flags), so tests synthesize what `cdk synth` synthesizes. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export interface TestApp extends BuiltApp {
  readonly outdir: string;
  /** Handler module names the API asked an entry for, in order. */
  readonly requestedHandlers: string[];
  /** Delete the temporary cloud assembly. */
  cleanup(): void;
}

export function buildTestApp(options: Partial<BuildAppOptions> = {}): TestApp {
  const outdir = mkdtempSync(path.join(tmpdir(), 'infra-test-'));
  const requestedHandlers: string[] = [];
  const built = buildApp({
    bundle: false,
    context: cdkJsonContext(),
    outdir,
    dashboardDir: FIXTURE_DASHBOARD,
    entryFor: (handler) => {
      requestedHandlers.push(handler);
      return FIXTURE_ENTRY;
    },
    ...options,
  });
  return {
    ...built,
    outdir,
    requestedHandlers,
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/** What the infra tests read of a construct once the app is synthesized (serializable). */
export interface StageFacts {
  readonly stackName: string;
  /** The stage stack's construct path (the key of its own template in `stackTemplates`). */
  readonly stackPath: string;
  readonly terminationProtection: boolean;
  /** Names of the stacks the stage's stack depends on. */
  readonly dependencies: string[];
  /** Nested stacks of the route areas. */
  readonly routeStacks: number;
  readonly firewall: { readonly stackName: string; readonly region: string };
}

/** A cdk-nag acknowledgement found on a construct. */
export interface Acknowledgement {
  readonly path: string;
  readonly isStack: boolean;
  readonly id: string;
  readonly reason: string;
}

/**
 * The run's one synthesis (test/infra/synthesis-setup.ts): the real app, both stages, cdk-nag on
 * (as `cdk synth`), written once; every infra file reads it from `synthesis.json` in `outdir`.
 */
export interface SharedSynthesis {
  readonly outdir: string;
  readonly stages: Record<Stage, StageFacts>;
  /** Handler module names the API asked an entry for, in order. */
  readonly requestedHandlers: string[];
  readonly acknowledgements: Acknowledgement[];
  /** What cdk-nag reported, and the error synthesis threw for it (null when none). */
  readonly violations: Violation[];
  readonly nagFailure: string | null;
  /** Each stage's templates as deployed: the stack's own, then every nested stack's, by construct path. */
  readonly stackTemplates: Record<Stage, [string, StackTemplate][]>;
  readonly firewallTemplates: Record<Stage, TemplateJson>;
}

export const SYNTHESIS_FILE = 'synthesis.json';

/**
 * Synthesize the real app once into `outdir` and write what the tests read of it. Called by the
 * infra project's global setup, outside any test or hook, so its time never counts against a timeout.
 */
export function writeSharedSynthesis(): SharedSynthesis {
  const app = buildTestApp();
  let nagFailure: string | null = null;
  try {
    app.app.synth();
  } catch (error) {
    // In a test run CDK throws after writing the report when cdk-nag found something: the nag test
    // reports it; the other files still read the templates.
    nagFailure = String(error);
  }
  const assembly = new CloudAssembly(app.outdir);
  const ackOf = (construct: IConstruct): Acknowledgement[] =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          isStack: Stack.isStack(construct),
          id,
          reason,
        })),
      );
  const synthesis: SharedSynthesis = {
    outdir: app.outdir,
    stages: Object.fromEntries(
      STAGES.map((stage) => {
        const stack = app.stacks[stage];
        const facts: StageFacts = {
          stackName: stack.stackName,
          stackPath: stack.node.path,
          terminationProtection: stack.terminationProtection,
          dependencies: stack.dependencies.map((dependency) => dependency.stackName),
          routeStacks: stack.api.routeStacks.size,
          firewall: { stackName: app.firewalls[stage].stackName, region: app.firewalls[stage].region },
        };
        return [stage, facts];
      }),
    ) as Record<Stage, StageFacts>,
    requestedHandlers: app.requestedHandlers,
    acknowledgements: app.app.node.findAll().flatMap(ackOf),
    violations: readValidationReport(app.outdir),
    nagFailure,
    stackTemplates: Object.fromEntries(
      STAGES.map((stage) => [stage, [...stackTemplatesOf(app, assembly, stage)]]),
    ) as Record<Stage, [string, StackTemplate][]>,
    firewallTemplates: Object.fromEntries(
      STAGES.map((stage) => [
        stage,
        assembly.getStackByName(app.firewalls[stage].stackName).template as TemplateJson,
      ]),
    ) as Record<Stage, TemplateJson>,
  };
  writeFileSync(path.join(app.outdir, SYNTHESIS_FILE), JSON.stringify(synthesis));
  return synthesis;
}

/** The stage's stack template, then each nested stack's, by construct path. */
function stackTemplatesOf(app: TestApp, assembly: CloudAssembly, stage: Stage): Map<string, StackTemplate> {
  const stack = app.stacks[stage];
  const templates = new Map<string, StackTemplate>([
    [stack.node.path, { template: assembly.getStackByName(stack.stackName).template as TemplateJson }],
  ]);
  for (const construct of stack.node.findAll()) {
    if (!NestedStack.isNestedStack(construct)) continue;
    const file = path.join(assembly.directory, construct.templateFile);
    const resource = construct.nestedStackResource;
    if (!resource || Stack.of(resource) !== stack)
      throw new Error(`${construct.node.path} is not a child of ${stack.stackName}`);
    templates.set(construct.node.path, {
      template: JSON.parse(readFileSync(file, 'utf8')) as TemplateJson,
      stackLogicalId: stack.resolve(resource.logicalId) as string,
    });
  }
  return templates;
}

export interface Synthesized extends Omit<SharedSynthesis, 'stackTemplates'> {
  /**
   * Each stage as one template: the stage's stack with its nested stacks folded in (see
   * flattenNestedStacks), so assertions about a function see its role, policy, alarm and the
   * method that invokes it, wherever CloudFormation has to put them.
   */
  readonly templates: Record<Stage, Template>;
  readonly stackTemplates: Record<Stage, Map<string, StackTemplate>>;
}

let loaded: Synthesized | undefined;

/** A file the infra project's global setup wrote for the run. */
function readShared<T>(file: string): T {
  const outdir = inject('infraSynthesisDir');
  if (!outdir)
    throw new Error('nothing shared: run the infra tests through vitest (test/infra/synthesis-setup.ts)');
  return JSON.parse(readFileSync(path.join(outdir, file), 'utf8')) as T;
}

/** The run's synthesis, read from the directory the global setup provided (once per file). */
export function sharedSynthesis(): Synthesized {
  if (loaded) return loaded;
  const shared = readShared<SharedSynthesis>(SYNTHESIS_FILE);
  const stackTemplates = Object.fromEntries(
    STAGES.map((stage) => [stage, new Map(shared.stackTemplates[stage])]),
  ) as Record<Stage, Map<string, StackTemplate>>;
  loaded = {
    ...shared,
    stackTemplates,
    templates: Object.fromEntries(
      STAGES.map((stage) => [stage, Template.fromJSON(flattenNestedStacks(stackTemplates[stage]))]),
    ) as Record<Stage, Template>,
  };
  return loaded;
}

export interface StackTemplate {
  readonly template: TemplateJson;
  /** For a nested stack: logical id of its AWS::CloudFormation::Stack in the parent. */
  readonly stackLogicalId?: string;
}

export interface TemplateJson {
  Resources: Resources;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
}

/**
 * Folds nested stacks into their parent template: every nested resource joins the parent's
 * resources (logical ids must not collide), a nested `Ref` to a parameter becomes the value the
 * parent passes for it, and a parent `Fn::GetAtt [<nested stack>, Outputs.X]` becomes the nested
 * output's value, so references read as in a single stack (`Fn::GetAtt [<function>, Arn]`). The
 * AWS::CloudFormation::Stack resources themselves are dropped. Throws on anything it cannot resolve.
 */
export function flattenNestedStacks(templates: ReadonlyMap<string, StackTemplate>): TemplateJson {
  const [root, ...nested] = [...templates.values()];
  if (!root) throw new Error('no templates');
  const parent = root.template;
  type NestedTemplate = { logicalId: string; template: TemplateJson; parameters: Record<string, unknown> };
  const byLogicalId = new Map<string, NestedTemplate>();
  for (const { template, stackLogicalId: logicalId } of nested) {
    // Every nested stack of the service is a direct child of the stage's stack (Api/<Area>Routes).
    const resource = logicalId === undefined ? undefined : parent.Resources[logicalId];
    if (!logicalId || resource?.Type !== 'AWS::CloudFormation::Stack')
      throw new Error(`no parent resource ${logicalId}`);
    byLogicalId.set(logicalId, {
      logicalId,
      template,
      parameters: ((resource.Properties ?? {}) as { Parameters?: Record<string, unknown> }).Parameters ?? {},
    });
  }
  const resolveInNested = (value: unknown, owner: NestedTemplate): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolveInNested(item, owner));
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const ref = object.Ref;
    if (typeof ref === 'string' && Object.keys(object).length === 1 && owner.template.Parameters?.[ref]) {
      if (!(ref in owner.parameters)) throw new Error(`${owner.logicalId} passes no value for ${ref}`);
      return owner.parameters[ref];
    }
    return Object.fromEntries(
      Object.entries(object).map(([key, item]) => [key, resolveInNested(item, owner)]),
    );
  };
  const resolveInParent = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolveInParent);
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const getAtt = object['Fn::GetAtt'] as [string, string] | undefined;
    const owner = getAtt && byLogicalId.get(getAtt[0]);
    if (getAtt && owner && Object.keys(object).length === 1) {
      const output = owner.template.Outputs?.[getAtt[1].replace(/^Outputs\./, '')];
      if (!output) throw new Error(`${getAtt[0]} has no output ${getAtt[1]}`);
      return resolveInNested(output.Value, owner);
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolveInParent(item)]));
  };

  const resources: Resources = {};
  for (const [logicalId, resource] of Object.entries(parent.Resources)) {
    if (byLogicalId.has(logicalId)) continue;
    resources[logicalId] = resolveInParent(resource) as Resources[string];
  }
  for (const owner of byLogicalId.values()) {
    for (const [logicalId, resource] of Object.entries(owner.template.Resources)) {
      if (logicalId in resources) throw new Error(`logical id ${logicalId} of ${owner.logicalId} collides`);
      resources[logicalId] = resolveInNested(resource, owner) as Resources[string];
    }
  }
  return { ...parent, Resources: resources };
}

export interface Violation {
  readonly ruleName: string;
  readonly severity: string;
  readonly constructPaths: string[];
}

/** Findings of the policy validation report (`validation-report.json`) the synthesis wrote. */
export function readValidationReport(outdir: string): Violation[] {
  const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: {
      pluginName: string;
      violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
    }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => ({
      ruleName: violation.ruleName,
      severity: violation.severity,
      constructPaths: violation.violatingConstructs.map((construct) => construct.constructPath),
    })),
  );
}

// ── Template helpers ──────────────────────────────────────────────────────────────────────────

export type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
>;

export function resourcesOf(template: Template): Resources {
  return template.toJSON().Resources as Resources;
}

/** Full path of every API Gateway resource ("" is the root), by logical id. */
export function apiResourcePaths(resources: Resources): Map<string, string> {
  const paths = new Map<string, string>();
  const resolve = (logicalId: string): string => {
    const known = paths.get(logicalId);
    if (known !== undefined) return known;
    const props = resources[logicalId]?.Properties as { ParentId: unknown; PathPart: string };
    const parent = props.ParentId as { Ref?: string };
    const full = `${parent.Ref ? resolve(parent.Ref) : ''}/${props.PathPart}`;
    paths.set(logicalId, full);
    return full;
  };
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type === 'AWS::ApiGateway::Resource') resolve(logicalId);
  }
  return paths;
}

export interface ApiMethod {
  readonly logicalId: string;
  readonly httpMethod: string;
  /** "/" for the root resource. */
  readonly path: string;
  /** Logical id of the Lambda function behind the method. */
  readonly functionId: string;
  readonly properties: Record<string, unknown>;
}

export function apiMethods(resources: Resources): ApiMethod[] {
  const paths = apiResourcePaths(resources);
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::ApiGateway::Method')
    .map(([logicalId, resource]) => {
      const props = resource.Properties as { HttpMethod: string; ResourceId: { Ref?: string } };
      const functionIds = [...JSON.stringify(props).matchAll(/"Fn::GetAtt":\["([^"]+)","Arn"\]/g)]
        .map((match) => match[1] as string)
        .filter((id) => resources[id]?.Type === 'AWS::Lambda::Function');
      if (functionIds.length !== 1)
        throw new Error(`method ${logicalId} integrates ${functionIds.length} functions`);
      return {
        logicalId,
        httpMethod: props.HttpMethod,
        path: props.ResourceId.Ref ? (paths.get(props.ResourceId.Ref) as string) : '/',
        functionId: functionIds[0] as string,
        properties: props,
      };
    });
}

/** Logical id of a function's execution role. */
export function roleIdOf(resources: Resources, functionId: string): string {
  const fn = resources[functionId];
  if (!fn) throw new Error(`no resource ${functionId}`);
  return (fn.Properties as { Role: { 'Fn::GetAtt': [string, string] } }).Role['Fn::GetAtt'][0];
}

/** The statements of every IAM policy attached to the role of a function. */
export function policyStatementsOf(resources: Resources, functionId: string): Record<string, unknown>[] {
  const roleId = roleIdOf(resources, functionId);
  return Object.values(resources)
    .filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        JSON.stringify((resource.Properties as { Roles: unknown }).Roles).includes(`"${roleId}"`),
    )
    .flatMap(
      (resource) =>
        (resource.Properties as { PolicyDocument: { Statement: Record<string, unknown>[] } }).PolicyDocument
          .Statement,
    );
}

export function actionsOf(statements: Record<string, unknown>[]): string[] {
  return statements.flatMap((statement) => [statement.Action].flat() as string[]);
}
