/**
 * `npm run preflight`: checks the cloud assembly `cdk synth` wrote (cdk.out, or the folder given)
 * against the hard limits that fail a deploy, before CloudFormation finds them half-way through
 * one (docs/operations.md, "Preflight"). Every template, nested ones included:
 *
 * - at most 500 resources, 200 outputs and 200 parameters (CloudFormation quotas);
 * - at most 1 MB (1,048,576 bytes) of template body (the limit of a template uploaded to S3, which
 *   is how CDK deploys any template over 51,200 bytes);
 * - per Lambda function, at most 4 KB of environment (keys and values together; a value built by
 *   an intrinsic function counts as UNRESOLVED_VALUE_BYTES, since its real length is known only at
 *   deploy);
 * - physical names within their service's limit (function and role names 64 characters, state
 *   machine names 80, stack names 128);
 * - each state machine definition at most 1 MB (Step Functions' hard quota; intrinsic parts count
 *   as UNRESOLVED_VALUE_BYTES).
 *
 * Exit status 1 and one line per finding when anything is over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMITS = {
  resources: 500,
  outputs: 200,
  parameters: 200,
  templateBytes: 1_048_576,
  lambdaEnvironmentBytes: 4_096,
  stateMachineDefinitionBytes: 1_048_576,
  stackName: 128,
} as const;

/** Physical-name properties and their limits, by resource type. */
export const NAME_LIMITS: Record<string, Record<string, number>> = {
  'AWS::Lambda::Function': { FunctionName: 64 },
  'AWS::IAM::Role': { RoleName: 64 },
  'AWS::StepFunctions::StateMachine': { StateMachineName: 80 },
};

/** What an unresolved value (Ref, Fn::GetAtt, Fn::ImportValue, ...) is assumed to weigh. */
export const UNRESOLVED_VALUE_BYTES = 256;

export interface Finding {
  readonly template: string;
  readonly message: string;
}

type Resource = { Type: string; Properties?: Record<string, unknown> };
interface TemplateJson {
  Resources?: Record<string, Resource>;
  Outputs?: Record<string, unknown>;
  Parameters?: Record<string, unknown>;
}

/**
 * Bytes of a template value once deployed: a string is its UTF-8 length, `Fn::Join` the sum of its
 * parts and separators, `Fn::Sub` its literal text, any other intrinsic UNRESOLVED_VALUE_BYTES.
 */
export function resolvedBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const join = (value as Record<string, unknown>)['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) {
      const [separator, parts] = join;
      if (Array.isArray(parts)) {
        return (
          parts.reduce<number>((sum, part) => sum + resolvedBytes(part), 0) +
          Math.max(parts.length - 1, 0) * Buffer.byteLength(separator, 'utf8')
        );
      }
    }
    const sub = (value as Record<string, unknown>)['Fn::Sub'];
    if (typeof sub === 'string') return Buffer.byteLength(sub, 'utf8');
    return UNRESOLVED_VALUE_BYTES;
  }
  return UNRESOLVED_VALUE_BYTES;
}

function checkResources(name: string, template: TemplateJson, findings: Finding[]): void {
  for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
    const properties = resource.Properties ?? {};
    if (resource.Type === 'AWS::Lambda::Function') {
      const environment = properties.Environment as { Variables?: Record<string, unknown> } | undefined;
      const variables = environment?.Variables ?? {};
      const bytes = Object.entries(variables).reduce(
        (sum, [key, value]) => sum + Buffer.byteLength(key, 'utf8') + resolvedBytes(value),
        0,
      );
      if (bytes > LIMITS.lambdaEnvironmentBytes)
        findings.push({
          template: name,
          message: `${logicalId}: environment of about ${bytes} bytes, over Lambda's ${LIMITS.lambdaEnvironmentBytes}`,
        });
    }
    if (resource.Type === 'AWS::StepFunctions::StateMachine') {
      const definition = properties.DefinitionString ?? properties.Definition;
      const bytes =
        typeof definition === 'object' && definition && !('Fn::Join' in definition)
          ? Buffer.byteLength(JSON.stringify(definition), 'utf8')
          : resolvedBytes(definition);
      if (bytes > LIMITS.stateMachineDefinitionBytes)
        findings.push({
          template: name,
          message: `${logicalId}: state machine definition of about ${bytes} bytes, over Step Functions' ${LIMITS.stateMachineDefinitionBytes}`,
        });
    }
    for (const [property, limit] of Object.entries(NAME_LIMITS[resource.Type] ?? {})) {
      const value = properties[property];
      if (value === undefined) continue;
      const length = resolvedBytes(value);
      if (length > limit)
        findings.push({
          template: name,
          message: `${logicalId}: ${property} of ${length} characters, over the limit of ${limit}`,
        });
    }
  }
}

/** The findings of one template file (its text, as deployed). */
export function checkTemplate(name: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > LIMITS.templateBytes)
    findings.push({ template: name, message: `template of ${bytes} bytes, over ${LIMITS.templateBytes}` });
  const template = JSON.parse(text) as TemplateJson;
  const counts = {
    resources: Object.keys(template.Resources ?? {}).length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    parameters: Object.keys(template.Parameters ?? {}).length,
  };
  for (const [what, count] of Object.entries(counts) as [keyof typeof counts, number][]) {
    if (count > LIMITS[what])
      findings.push({ template: name, message: `${count} ${what}, over CloudFormation's ${LIMITS[what]}` });
  }
  checkResources(name, template, findings);
  return findings;
}

/** Every template of a cloud assembly (stacks and nested stacks) and its stack names, checked. */
export function checkAssembly(directory: string): { templates: number; findings: Finding[] } {
  const manifest = JSON.parse(readFileSync(path.join(directory, 'manifest.json'), 'utf8')) as {
    artifacts?: Record<string, { type: string; properties?: { stackName?: string } }>;
  };
  const findings: Finding[] = [];
  for (const [id, artifact] of Object.entries(manifest.artifacts ?? {})) {
    if (artifact.type !== 'aws:cloudformation:stack') continue;
    const stackName = artifact.properties?.stackName ?? id;
    if (stackName.length > LIMITS.stackName)
      findings.push({
        template: id,
        message: `stack name of ${stackName.length} characters, over ${LIMITS.stackName}`,
      });
  }
  const files = readdirSync(directory).filter((file) => file.endsWith('.template.json'));
  if (files.length === 0) throw new Error(`no templates in ${directory}: run \`npx cdk synth\` first`);
  for (const file of files)
    findings.push(...checkTemplate(file, readFileSync(path.join(directory, file), 'utf8')));
  return { templates: files.length, findings };
}

/**
 * The assembly to check: the folder given, or cdk.out, synthesized first (`npm run synth`) when a
 * fresh clone has none. A folder given without an assembly is named with the command, no stack trace.
 */
function assemblyDirectory(given: string | undefined): string | undefined {
  const directory = path.resolve(given ?? 'cdk.out');
  if (existsSync(path.join(directory, 'manifest.json'))) return directory;
  const shown = path.relative(process.cwd(), directory) || '.';
  if (given !== undefined) {
    process.stderr.write(
      `preflight: no cloud assembly in ${shown} (no manifest.json): run \`npm run synth\` first\n`,
    );
    return undefined;
  }
  process.stdout.write(
    `preflight: no cloud assembly in ${shown} yet; synthesizing both stages (npm run synth)…\n`,
  );
  const synth = spawnSync('npm', ['run', '--silent', 'synth'], { stdio: 'inherit' });
  if (synth.status !== 0 || !existsSync(path.join(directory, 'manifest.json'))) {
    process.stderr.write(
      'preflight: `npm run synth` failed (above); fix it and run npm run preflight again\n',
    );
    return undefined;
  }
  return directory;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = assemblyDirectory(process.argv[2]);
  if (directory === undefined) {
    process.exitCode = 2;
  } else {
    const { templates, findings } = checkAssembly(directory);
    for (const finding of findings) process.stderr.write(`${finding.template}: ${finding.message}\n`);
    process.stdout.write(
      `preflight: ${templates} templates in ${path.relative(process.cwd(), directory) || '.'}, ${findings.length} over a limit\n`,
    );
    process.exitCode = findings.length ? 1 : 0;
  }
}
