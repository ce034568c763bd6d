/**
 * The house Lambda: every function of the service is a ServiceFunction, so runtime, architecture,
 * bundling, logging and environment are decided once, here. Permissions are not: the caller states
 * what each function may do with the table and the event bus, and nothing else is granted.
 */
import { fileURLToPath } from 'node:url';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import {
  LogLevel as BundlingLogLevel,
  type BundlingOptions,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { MAX_KEY_CACHE_TTL_SECONDS } from '#shared/adapters/config.ts';
import { SERVICE_NAME } from '#shared/adapters/service.ts';
import type { LogLevel, StageConfig } from './stage-config.ts';

/** Repository root: the bundler's project root and where the lock file lives. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `functions/<module>.ts`, the entry of a handler module named in the route table. */
export function functionEntry(module: string): string {
  return fileURLToPath(new URL(`../functions/${module}.ts`, import.meta.url));
}

/**
 * Lambda's ESM runtime has no `require`; bundled CommonJS dependencies (parts of the AWS SDK's
 * dependency tree) call it. Define it once at the top of every bundle.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __serviceCreateRequire } from 'node:module'; const require = __serviceCreateRequire(import.meta.url);";

/**
 * The one package swapped for a smaller module in every bundle (esbuild `--alias`; the path is from
 * the project root, where NodejsFunction runs esbuild): the SDK's default credential chain becomes
 * the one link Lambda uses. See shared/adapters/lambda-credentials.ts.
 */
export const CREDENTIALS_ALIAS = {
  package: '@aws-sdk/credential-provider-node',
  module: './shared/adapters/lambda-credentials.ts',
} as const;

/**
 * How every function is bundled (esbuild through NodejsFunction). `npm run bench -- bundles` builds
 * each function with these same options to report its size and cold import time.
 */
export const SERVICE_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  platform: 'node',
  // Prefer ES module builds so esbuild can tree-shake the (bundled) AWS SDK.
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  // Bundle everything, the AWS SDK included: pinned versions, tree-shaken, no runtime drift.
  externalModules: [],
  banner: ESM_REQUIRE_BANNER,
  esbuildArgs: { '--alias': `${CREDENTIALS_ALIAS.package}=${CREDENTIALS_ALIAS.module}` },
  // Warnings and errors only: no per-bundle size summary in `cdk synth` output.
  logLevel: BundlingLogLevel.WARNING,
};

/**
 * What a function may do with the table: nothing, or a grant derived from its code
 * (infra/table-access.ts): the read actions on the partitions it builds keys of, and the write
 * actions on those (or, for a read route, only on the partitions it keeps counters and caches in).
 * Every statement carries a `dynamodb:LeadingKeys` condition; none allows Scan.
 */
export type TableAccess = 'none' | TableGrant;

export interface TableGrant {
  /** IAM actions, `dynamodb:GetItem`, ... (TransactWriteItems is authorized per item action). */
  readonly actions: readonly string[];
  /** StringLike patterns every partition key a request touches must match. */
  readonly partitions: readonly string[];
  /** Where the write actions apply instead. @default partitions */
  readonly writablePartitions?: readonly string[];
}

/** The item reads. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;

export interface ServiceFunctionProps {
  readonly stageConfig: StageConfig;
  /** Absolute path of the handler module (see functionEntry). */
  readonly entry: string;
  readonly description?: string;
  /** The service table; its name is always in TABLE_NAME (config parsing needs it). */
  readonly table: ITable;
  /** What the function may do with the table. */
  readonly tableAccess: TableAccess;
  /** When given, EVENT_BUS_NAME is set and the function may PutEvents on this bus only. */
  readonly eventBus?: IEventBus;
  /** @default 1024 MiB: parsing multi-MiB ingest bodies is CPU-bound, and memory buys CPU. */
  readonly memorySize?: number;
  /** @default 15 s: above the API's 14 s integration timeout, so a slow request answers 503, not a dropped connection. */
  readonly timeout?: Duration;
  /** Extra variables for this function only. */
  readonly environment?: Record<string, string>;
}

const APPLICATION_LOG_LEVEL: Record<LogLevel, ApplicationLogLevel> = {
  DEBUG: ApplicationLogLevel.DEBUG,
  INFO: ApplicationLogLevel.INFO,
  WARN: ApplicationLogLevel.WARN,
  ERROR: ApplicationLogLevel.ERROR,
};

export class ServiceFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const { stageConfig } = props;
    // The log group and role are siblings (`<id>LogGroup`, `<id>Role`): they must exist before super().
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: stageConfig.logRetention,
      removalPolicy: stageConfig.removalPolicy,
    });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to its own log group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${scope.node.path}/${id}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: props.entry,
      description: props.description,
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(15),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: APPLICATION_LOG_LEVEL[stageConfig.logLevel],
      systemLogLevelV2: SystemLogLevel.WARN,
      tracing: stageConfig.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        STAGE: stageConfig.stage,
        TABLE_NAME: props.table.tableName,
        KEY_CACHE_TTL_SECONDS: String(MAX_KEY_CACHE_TTL_SECONDS),
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        LOG_LEVEL: stageConfig.logLevel,
        ...(props.eventBus ? { EVENT_BUS_NAME: props.eventBus.eventBusName } : {}),
        ...props.environment,
      },
      bundling: SERVICE_BUNDLING,
    });

    if (props.tableAccess !== 'none') {
      for (const statement of tableStatements(props.table.tableArn, props.tableAccess))
        this.addToRolePolicy(statement);
    }
    props.eventBus?.grantPutEventsTo(this);

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the toolchain, the local server and the tests run on Node 22 (the pinned `node` package), so code is tested on the major it runs on. Upgrade both together.',
    });
    if (stageConfig.tracing) {
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Added by active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords do not support resource-level permissions.',
      });
    }
  }
}

/**
 * The statements of a table grant: reads, then writes, each only where every partition key of
 * the request matches (LeadingKeys is multivalued: ForAllValues; a set operator is also true when
 * the key is absent, as in a Scan, so Null=false requires it to be present).
 */
export function tableStatements(tableArn: string, grant: TableGrant): PolicyStatement[] {
  const readSet = new Set<string>(TABLE_READ_ACTIONS);
  const reads = grant.actions.filter((action) => readSet.has(action));
  const writes = grant.actions.filter((action) => !readSet.has(action));
  if (grant.actions.includes('dynamodb:Scan')) throw new Error('a Scan cannot be granted by partition');
  const statement = (actions: string[], partitions: readonly string[]) =>
    new PolicyStatement({
      actions,
      resources: [tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] },
        Null: { 'dynamodb:LeadingKeys': 'false' },
      },
    });
  return [
    ...(reads.length ? [statement(reads, grant.partitions)] : []),
    ...(writes.length ? [statement(writes, grant.writablePartitions ?? grant.partitions)] : []),
  ];
}
