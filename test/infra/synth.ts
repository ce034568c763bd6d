/**
 * Synthesizes the real app (both stages, cdk.json's feature flags) the way infra tests need it:
 * without esbuild bundling (`aws:cdk:bundling-stacks` = []), every function's entry pointed at one
 * fixture, into a temporary cloud assembly. The route table is the real one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { type BuildAppOptions, type BuiltApp, buildApp } from '#infra/app.ts';
import { PROJECT_ROOT } from '#infra/service-function.ts';
import { STAGES, type Stage } from '#shared/runtime/stages.ts';

export const FIXTURE_ENTRY = fileURLToPath(new URL('./fixtures/handler.ts', import.meta.url));

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

export interface Synthesized {
  readonly app: TestApp;
  readonly templates: Record<Stage, Template>;
}

/** Synthesize once and read each stage's template from the cloud assembly. */
export function synthesize(options: Partial<BuildAppOptions> = {}): Synthesized {
  const app = buildTestApp(options);
  const assembly = app.app.synth();
  const templates = Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      Template.fromJSON(assembly.getStackByName(app.stacks[stage].stackName).template),
    ]),
  ) as Record<Stage, Template>;
  return { app, templates };
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
