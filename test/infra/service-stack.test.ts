import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GATEWAY_ERRORS,
  INTEGRATION_TIMEOUT,
  RATE_LIMIT_PARTITIONS,
  routeArea,
  routeAreaStackId,
} from '#infra/api.ts';
import { isAssistantAsk } from '#infra/assistant.ts';
import { functionEntry, PROJECT_ROOT } from '#infra/service-function.ts';
import { STAGE_CONFIG } from '#infra/stage-config.ts';
import { STAGES } from '#shared/adapters/stages.ts';
import { errorDocsLink } from '#shared/contract/error-docs.ts';
import { routeSummary } from '#shared/contract/route-summaries.ts';
import { FALLBACK_HANDLER, isPublicRoute, ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import type { ErrorCode } from '#shared/domain/errors.ts';
import { keys } from '#shared/storage/keys.ts';
import { createTableInput, tableDefinition } from '#shared/storage/table.ts';
import { codeVersion } from '../../infra/code-version.ts';
import { tableAccessOfModule } from '../../infra/table-access.ts';
import { partitionPatternOf } from '../../infra/table-access-derive.ts';
import {
  actionsOf,
  apiMethods,
  FIXTURE_DASHBOARD,
  policyStatementsOf,
  type Resources,
  resourcesOf,
  roleIdOf,
  type Synthesized,
  sharedSynthesis,
} from './synth.ts';

let synth: Synthesized;
const resources = {} as Record<(typeof STAGES)[number], Resources>;

beforeAll(() => {
  synth = sharedSynthesis();
  for (const stage of STAGES) resources[stage] = resourcesOf(synth.templates[stage]);
});

const byType = (stageResources: Resources, type: string) =>
  Object.entries(stageResources).filter(([, resource]) => resource.Type === type);

describe('app', () => {
  it('builds one stack per stage, named after the stage', () => {
    expect(Object.keys(synth.stages).sort()).toEqual([...STAGES].sort());
    expect(synth.stages.sandbox.stackName).toBe('RestaurantAnalytics-sandbox');
    expect(synth.stages.production.stackName).toBe('RestaurantAnalytics-production');
    expect(synth.stages.production.terminationProtection).toBe(true);
    expect(synth.stages.sandbox.terminationProtection).toBe(false);
  });

  it('sets no physical names on the table, functions, bus, log groups or roles', () => {
    const named: Record<string, string> = {
      'AWS::DynamoDB::Table': 'TableName',
      'AWS::Lambda::Function': 'FunctionName',
      'AWS::Logs::LogGroup': 'LogGroupName',
      'AWS::IAM::Role': 'RoleName',
      'AWS::SNS::Topic': 'TopicName',
    };
    for (const stage of STAGES) {
      for (const [type, property] of Object.entries(named)) {
        for (const [logicalId, resource] of byType(resources[stage], type)) {
          const name = resource.Properties?.[property];
          if (type === 'AWS::Logs::LogGroup' && name !== undefined) {
            // Only API Gateway's execution log group is named: API Gateway's own convention, per API id.
            expect(JSON.stringify(name), logicalId).toContain('API-Gateway-Execution-Logs_');
            expect(JSON.stringify(name), logicalId).toContain('"Ref":"ApiRestApi');
            continue;
          }
          expect(name, `${stage} ${logicalId}.${property}`).toBeUndefined();
        }
      }
    }
    // An event bus must have a Name; CDK derives a unique one from the construct path.
    const busNames = STAGES.map(
      (stage) => byType(resources[stage], 'AWS::Events::EventBus')[0]![1].Properties?.Name,
    );
    expect(busNames[0]).toMatch(/^RestaurantAnalytics.*Bus[0-9A-F]{8}$/);
    expect(new Set(busNames).size).toBe(STAGES.length);
  });

  it('maps every handler module to functions/<handler>.ts, and each of them exists', () => {
    expect(functionEntry('ping')).toBe(`${PROJECT_ROOT}functions/ping.ts`);
    const missing = [...ROUTES.map((route) => route.handler), FALLBACK_HANDLER].filter(
      (handler) => !existsSync(functionEntry(handler)),
    );
    expect(missing, 'handler modules without functions/<handler>.ts (cdk synth would fail)').toEqual([]);
  });
});

describe.each(STAGES)('table (%s)', (stage) => {
  it('is the shared table definition: string pk/sk, TTL, NEW_IMAGE stream, on-demand, AWS-managed SSE', () => {
    const local = createTableInput('ignored');
    synth.templates[stage].resourceCountIs('AWS::DynamoDB::Table', 1);
    synth.templates[stage].hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: local.KeySchema,
      AttributeDefinitions: Match.arrayWith(local.AttributeDefinitions),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.streamViewType },
      BillingMode: local.BillingMode,
      SSESpecification: { SSEEnabled: true },
    });
    // No customer-managed key: AWS-managed (aws/dynamodb).
    const [, table] = byType(resources[stage], 'AWS::DynamoDB::Table')[0]!;
    expect(JSON.stringify(table.Properties)).not.toContain('KMSMasterKeyId');
    expect(table.Properties?.GlobalSecondaryIndexes).toBeUndefined();
  });
});

describe('stage differences', () => {
  it('production keeps its data: PITR, deletion protection, RETAIN, one-year logs', () => {
    const table = byType(resources.production, 'AWS::DynamoDB::Table')[0]![1];
    expect(table.Properties).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    for (const [logicalId, logGroup] of byType(resources.production, 'AWS::Logs::LogGroup')) {
      expect(logGroup.Properties?.RetentionInDays, logicalId).toBe(365);
      expect(logGroup.DeletionPolicy, logicalId).toBe('Retain');
    }
  });

  it('sandbox is disposable: no PITR, no deletion protection, DELETE, one-month logs', () => {
    const table = byType(resources.sandbox, 'AWS::DynamoDB::Table')[0]![1];
    expect(table.Properties?.DeletionProtectionEnabled).toBe(false);
    expect(table.Properties).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
    });
    expect(table.DeletionPolicy).toBe('Delete');
    for (const [logicalId, logGroup] of byType(resources.sandbox, 'AWS::Logs::LogGroup')) {
      expect(logGroup.Properties?.RetentionInDays, logicalId).toBe(30);
    }
  });
});

describe.each(STAGES)('API routes (%s)', (stage) => {
  it('has exactly one method per ROUTES entry, with its path and verb, each on its own function', () => {
    const methods = apiMethods(resources[stage]);
    const routeMethods = methods.filter((method) => method.httpMethod !== 'ANY');
    expect(routeMethods).toHaveLength(ROUTES.length);
    const functionIds = new Set<string>();
    for (const route of ROUTES) {
      const matching = routeMethods.filter(
        (method) => method.path === route.path && method.httpMethod === route.method,
      );
      expect(matching, `${route.method} ${route.path}`).toHaveLength(1);
      functionIds.add(matching[0]!.functionId);
      const fn = resources[stage][matching[0]!.functionId]!;
      expect(fn.Properties?.Description).toBe(`${route.method} ${route.path}: ${routeSummary(route)}`);
    }
    expect(functionIds.size).toBe(ROUTES.length);
  });

  it('asks for the entry of each route handler and of the fallback, nothing else', () => {
    // ...and the webhook state machine's two task functions.
    // The fallback first: every area's 405 methods integrate it.
    const expected = [
      FALLBACK_HANDLER,
      ...ROUTES.map((route) => route.handler),
      'webhook-fan-out',
      'webhook-deliver',
    ];
    // Both stages asked, in the same order.
    expect(synth.requestedHandlers).toEqual([...expected, ...expected]);
  });

  it('routes unknown paths and wrong methods to the fallback function (ANY on /, /{proxy+} and every route resource)', () => {
    const methods = apiMethods(resources[stage]);
    const anyMethods = methods.filter((method) => method.httpMethod === 'ANY');
    const fallbackIds = new Set(anyMethods.map((method) => method.functionId));
    expect(fallbackIds.size).toBe(1);
    const [fallbackId] = [...fallbackIds];
    const routeFunctionIds = new Set(methods.filter((m) => m.httpMethod !== 'ANY').map((m) => m.functionId));
    expect(routeFunctionIds.has(fallbackId!)).toBe(false);

    const anyPaths = new Set(anyMethods.map((method) => method.path));
    expect(anyPaths.has('/')).toBe(true);
    expect(anyPaths.has('/{proxy+}')).toBe(true);
    for (const route of ROUTES) {
      expect(anyPaths.has(route.path), `ANY ${route.path}`).toBe(true);
      // ...and on every ancestor (/api, /api/v1, ...), so their unknown methods are 404 from the envelope too.
      const parts = route.path.split('/').filter(Boolean);
      for (let i = 1; i < parts.length; i++)
        expect(anyPaths.has(`/${parts.slice(0, i).join('/')}`)).toBe(true);
    }
    // The fallback reads no data.
    const actions = actionsOf(policyStatementsOf(resources[stage], fallbackId!));
    expect(actions.filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('events:'))).toEqual([]);
    // One API-scoped invoke permission, not one per method.
    const permissions = byType(resources[stage], 'AWS::Lambda::Permission').filter(([, permission]) =>
      JSON.stringify(permission.Properties?.FunctionName).includes(`"${fallbackId}"`),
    );
    expect(permissions).toHaveLength(1);
  });

  it('integrates every method as a Lambda proxy with the 14 s timeout and no API Gateway authorizer', () => {
    for (const method of apiMethods(resources[stage])) {
      expect(method.properties).toMatchObject({
        AuthorizationType: 'NONE',
        Integration: {
          Type: 'AWS_PROXY',
          IntegrationHttpMethod: 'POST',
          TimeoutInMillis: INTEGRATION_TIMEOUT.toMilliseconds(),
        },
      });
    }
  });
});

describe.each(STAGES)('functions (%s)', (stage) => {
  const config = STAGE_CONFIG[stage];
  const serviceFunctions = () =>
    byType(resources[stage], 'AWS::Lambda::Function').filter(
      ([logicalId]) =>
        !logicalId.startsWith('CustomCDKBucketDeployment') &&
        !logicalId.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
    );

  it('run Node 22 on ARM64 with their own log group, source maps and the shared configuration', () => {
    // CDK's BucketDeployment handler (the /docs upload, infra/hosting.ts) and AwsCustomResource
    // function (reads the CloudFront ACL's ARN, infra/firewall.ts) are CDK's own, not service functions.
    const functions = serviceFunctions();
    // one per route, the not-found fallback, the pipeline's aggregator, webhook fan-out and deliver
    expect(functions).toHaveLength(ROUTES.length + 4);
    const tableId = byType(resources[stage], 'AWS::DynamoDB::Table')[0]![0];
    for (const [logicalId, fn] of functions) {
      expect(fn.Properties, logicalId).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.stringMatching(/LogGroup/) } },
        Environment: {
          Variables: {
            NODE_OPTIONS: '--enable-source-maps',
            STAGE: stage,
            TABLE_NAME: { Ref: tableId },
            KEY_CACHE_TTL_SECONDS: '5',
            POWERTOOLS_SERVICE_NAME: 'restaurant-analytics',
            LOG_LEVEL: config.logLevel,
          },
        },
      });
      const timeout = fn.Properties?.Timeout as number;
      expect(timeout * 1000, logicalId).toBeGreaterThan(INTEGRATION_TIMEOUT.toMilliseconds());
      // Own role, no AWS managed policy.
      const role = resources[stage][roleIdOf(resources[stage], logicalId)]!;
      expect(role.Properties?.ManagedPolicyArns, logicalId).toBeUndefined();
    }
  });

  const routeFunction = (route: RouteDefinition) => {
    const method = apiMethods(resources[stage]).find(
      (m) => m.path === route.path && m.httpMethod === route.method,
    )!;
    const statements = policyStatementsOf(resources[stage], method.functionId);
    const tableStatements = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    return { functionId: method.functionId, statements, tableStatements };
  };
  const tableIdOf = () => byType(resources[stage], 'AWS::DynamoDB::Table')[0]![0];

  /** The LeadingKeys condition every table statement carries. */
  const leadingKeys = (partitions: readonly string[]) => ({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] },
    Null: { 'dynamodb:LeadingKeys': 'false' },
  });
  const READS = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];

  it('grant every route exactly the actions its code uses, each statement on the table and its partitions only', () => {
    for (const route of (ROUTES as readonly RouteDefinition[]).filter((r) => !isPublicRoute(r))) {
      const derived = tableAccessOfModule(route.handler);
      const { tableStatements } = routeFunction(route);
      expect(actionsOf(tableStatements).sort(), route.id).toEqual([...derived.actions].sort());
      expect(actionsOf(tableStatements), route.id).not.toContain('dynamodb:Scan');
      for (const statement of tableStatements) {
        expect(statement.Effect, route.id).toBe('Allow');
        // The table itself: no index, no stream.
        expect(statement.Resource, route.id).toEqual({ 'Fn::GetAtt': [tableIdOf(), 'Arn'] });
        const condition = statement.Condition as ReturnType<typeof leadingKeys>;
        expect(condition.Null, route.id).toEqual({ 'dynamodb:LeadingKeys': 'false' });
        expect(condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'].length, route.id).toBeGreaterThan(
          0,
        );
      }
      // Reads, on the partitions whose keys its code builds.
      const reads = tableStatements.find((statement) =>
        actionsOf([statement]).some((a) => READS.includes(a)),
      );
      expect(reads?.Condition, route.id).toEqual(leadingKeys(derived.partitions));
    }
  });

  it('let read routes write nothing but UpdateItem, on the rate-limit partitions (and the alert cache, for the reads that keep it)', () => {
    const readRoutes = (ROUTES as readonly RouteDefinition[]).filter(
      (route) => route.method === 'GET' && !isPublicRoute(route),
    );
    expect(readRoutes.every((route) => !route.ingest)).toBe(true);
    expect(readRoutes.map((route) => route.id)).toContain('ping');
    expect(readRoutes.filter((route) => route.keepsAlertReads).map((route) => route.id)).toEqual([
      'organization-alerts',
      'organization-comparison',
    ]);
    for (const route of readRoutes) {
      const { tableStatements } = routeFunction(route);
      const actions = actionsOf(tableStatements);
      for (const write of [
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
      ])
        expect(actions, `${route.id} ${write}`).not.toContain(write);
      const writes = tableStatements.filter(
        (statement) => !actionsOf([statement]).some((a) => READS.includes(a)),
      );
      for (const statement of writes) {
        expect(actionsOf([statement]), route.id).toEqual(['dynamodb:UpdateItem']);
        expect(statement.Condition, route.id).toEqual(
          leadingKeys(
            route.keepsAlertReads
              ? [...RATE_LIMIT_PARTITIONS, keys.organizationAlertCachePartitionPattern()]
              : RATE_LIMIT_PARTITIONS,
          ),
        );
      }
    }
  });

  it("tell the reads that keep branch alert reads, and them only, the code's version", () => {
    for (const route of (ROUTES as readonly RouteDefinition[]).filter((r) => !isPublicRoute(r))) {
      const fn = resources[stage][routeFunction(route).functionId]!;
      const variables = (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      // A hash of the sources (infra/code-version.ts): entries another version computed are not used.
      if (route.keepsAlertReads) expect(variables.CODE_VERSION, route.id).toBe(codeVersion());
      else expect(variables.CODE_VERSION, route.id).toBeUndefined();
    }
    expect(codeVersion()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('grant the public route (the OpenAPI document) nothing on the table', () => {
    const publicRoutes = (ROUTES as readonly RouteDefinition[]).filter(isPublicRoute);
    expect(publicRoutes.map((route) => route.id)).toEqual(['openapi']);
    for (const route of publicRoutes) expect(routeFunction(route).tableStatements, route.id).toEqual([]);
  });

  it('grant writing routes their write actions only on the partitions their code builds keys of', () => {
    // The assistant's POST only reads and keeps its conversations (test/infra/assistant.test.ts).
    const writeRoutes = (ROUTES as readonly RouteDefinition[]).filter(
      (route) => route.method !== 'GET' && !isAssistantAsk(route),
    );
    expect(writeRoutes.length).toBeGreaterThan(0);
    for (const route of writeRoutes) {
      if (route.ingest) expect(route.method, route.id).toBe('POST');
      // intelligence: the owner's "revisada" marks on the alerts (docs/intelligence.md).
      else
        expect(['backoffice', 'settings', 'developer', 'account', 'intelligence'], route.id).toContain(
          routeArea(route),
        );
      const derived = tableAccessOfModule(route.handler);
      const { tableStatements } = routeFunction(route);
      // Reads and writes on the same partitions: one statement (the minimizePolicies flag merges them).
      const writes = tableStatements.filter((statement) =>
        actionsOf([statement]).some((a) => !READS.includes(a)),
      );
      expect(writes.length, route.id).toBeGreaterThan(0);
      expect(
        actionsOf(writes)
          .filter((a) => !READS.includes(a))
          .sort(),
        route.id,
      ).toEqual(derived.actions.filter((a) => !READS.includes(a)).sort());
      for (const statement of writes)
        expect(statement.Condition, route.id).toEqual(leadingKeys(derived.writablePartitions));
      // Write partitions are derived apart from read ones (infra/table-writes.ts): a POS's data
      // cannot reach credentials, users, app clients or organizations.
      if (route.ingest || route.path.startsWith('/api/v1/live/')) {
        for (const identity of ['apiKey', 'membership', 'oauthClient', 'organization'].map(
          partitionPatternOf,
        ))
          expect(derived.writablePartitions, `${route.id} writes ${identity}`).not.toContain(identity);
      }
      // No route function writes in batches (only the aggregator does), or may touch another key family
      // than the branch's, its counters and its organization, its credentials and the users.
      expect(actionsOf(writes), route.id).not.toContain('dynamodb:BatchWriteItem');
      expect(derived.partitions, route.id).not.toContain(keys.buildFailurePartition());
    }
    // The partitions follow the code: a back-office capture or an ingest builds no webhook key.
    for (const module of ['backoffice-purchases-create', 'ingest-orders'])
      expect(tableAccessOfModule(module).partitions, module).not.toContain(keys.webhookPartition('*'));
    expect(tableAccessOfModule('webhooks-create').partitions).toContain(keys.webhookPartition('*'));
  });

  it('let only the routes marked managesAppClients create and delete app clients, on the user pool', () => {
    const [poolId] = byType(resources[stage], 'AWS::Cognito::UserPool')[0]!;
    for (const route of ROUTES as readonly RouteDefinition[]) {
      if (isPublicRoute(route)) continue;
      const { statements } = routeFunction(route);
      const cognito = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
      if (!route.managesAppClients) {
        expect(cognito, route.id).toEqual([]);
        continue;
      }
      expect(actionsOf(cognito).sort(), route.id).toEqual([
        'cognito-idp:CreateUserPoolClient',
        'cognito-idp:DeleteUserPoolClient',
      ]);
      expect(JSON.stringify(cognito.map((s) => s.Resource)), route.id).toContain(poolId);
    }
    expect((ROUTES as readonly RouteDefinition[]).filter((route) => route.managesAppClients).length).toBe(2);
  });

  it('let only the aggregator and the routes marked publishesEvents publish: PutEvents and EVENT_BUS_NAME', () => {
    const [busId] = byType(resources[stage], 'AWS::Events::EventBus')[0]!;
    const publishers: string[] = [];
    for (const [logicalId, fn] of serviceFunctions()) {
      const actions = actionsOf(policyStatementsOf(resources[stage], logicalId));
      const variables = (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      const publishes = actions.some((action) => action.startsWith('events:'));
      expect(variables.EVENT_BUS_NAME !== undefined, logicalId).toBe(publishes);
      if (publishes) {
        publishers.push(logicalId);
        expect(variables.EVENT_BUS_NAME, logicalId).toEqual({ Ref: busId });
        expect(
          actions.filter((action) => action.startsWith('events:')),
          logicalId,
        ).toEqual(['events:PutEvents']);
      }
    }
    const publishingRoutes = (ROUTES as readonly RouteDefinition[]).filter((route) => route.publishesEvents);
    expect(publishingRoutes.map((route) => route.id).sort()).toEqual([
      'backoffice-inventory-counts-create',
      'backoffice-inventory-counts-delete',
      'backoffice-payroll-create',
      'backoffice-payroll-delete',
      'backoffice-purchases-create',
      'backoffice-purchases-delete',
      'ingest-activity',
      // cash.variance at the closing; the live pace alert when it crosses (issue 18, points 4-5)
      'ingest-cash-register',
      // a catalog price moved outside ±20 % of its history (issue 18, point 11)
      'ingest-catalog',
      'live-update',
    ]);
    expect(publishers).toHaveLength(1 + publishingRoutes.length);
    expect(publishers.filter((id) => /^PipelineAggregator[0-9A-F]{8}$/.test(id))).toHaveLength(1);
    for (const route of ROUTES as readonly RouteDefinition[]) {
      expect(publishers.includes(routeFunction(route).functionId), route.id).toBe(
        route.publishesEvents === true,
      );
    }
  });
});

describe('rate-limit partitions of the read-route policy', () => {
  /** IAM StringLike: `*` is any run of characters, `?` one character, everything else literal. */
  const stringLike = (pattern: string, value: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*')
        .replaceAll('?', '.')}$`,
    ).test(value);
  const branchId = '0b7c4a52-9d1e-4f3a-8c2b-5e6f7a8b9c0d';

  it('match the partition of the rate-limit counters, and of no other key of the table', () => {
    // Every key builder, called with sample arguments; builders of sort keys only are skipped.
    const partitions = Object.entries(keys).flatMap(([name, build]) => {
      const built = (build as (...args: unknown[]) => unknown)(branchId, '2025-01-31', 'orders', 'doc-1', 0);
      if (typeof built === 'object' && built !== null && 'pk' in built)
        return [{ name, pk: String(built.pk) }];
      if (typeof built === 'string' && name.endsWith('Partition')) return [{ name, pk: built }];
      return [];
    });
    expect(partitions.map(({ name }) => name)).toEqual(expect.arrayContaining(['rateMinute', 'rateMonth']));
    expect(partitions.length).toBeGreaterThan(10);
    for (const { name, pk } of partitions) {
      const matches = RATE_LIMIT_PARTITIONS.some((pattern) => stringLike(pattern, pk));
      // The webhook's hand-started sends are counted in the branch's rate partition too.
      const counters = ['rateMinute', 'rateMonth', 'webhookManualSends'];
      expect(matches, `${name}: ${pk}`).toBe(counters.includes(name));
    }
  });
});

describe.each(STAGES)('gateway responses (%s)', (stage) => {
  it('reshape every answer of API Gateway itself into the spec envelope with X-Request-Id', () => {
    const responses = byType(resources[stage], 'AWS::ApiGateway::GatewayResponse').map(
      ([, r]) => r.Properties!,
    );
    const types = responses.map((response) => response.ResponseType).sort();
    expect(types).toEqual(
      [
        'ACCESS_DENIED',
        'DEFAULT_4XX',
        'DEFAULT_5XX',
        'INTEGRATION_TIMEOUT',
        'MISSING_AUTHENTICATION_TOKEN',
        'QUOTA_EXCEEDED',
        'REQUEST_TOO_LARGE',
        'RESOURCE_NOT_FOUND',
        'THROTTLED',
        'WAF_FILTERED',
      ].sort(),
    );
    for (const response of responses) {
      const type = response.ResponseType as string;
      const status = Number(response.StatusCode);
      const body = JSON.parse(
        (response.ResponseTemplates as Record<string, string>)['application/json']!,
      ) as {
        error: Record<string, unknown>;
      };
      expect(body.error, type).toEqual({
        code: `SVC_ERR_${status}`,
        message: expect.any(String),
        request_id: '$context.requestId',
        docs: errorDocsLink(`SVC_ERR_${status}` as ErrorCode),
      });
      // Template text is VTL: a stray `$` or `#` in a message would be read as a reference or directive.
      expect(body.error.message, type).not.toMatch(/[$#]/);
      const headers = response.ResponseParameters as Record<string, string>;
      expect(headers['gatewayresponse.header.X-Request-Id'], type).toBe('context.requestId');
      if (status === 429 || status === 503) {
        expect(headers['gatewayresponse.header.Retry-After'], type).toMatch(/^'[1-9][0-9]*'$/);
      }
    }
    const statusOf = (type: string) => Number(responses.find((r) => r.ResponseType === type)?.StatusCode);
    expect(statusOf('MISSING_AUTHENTICATION_TOKEN')).toBe(404);
    expect(statusOf('THROTTLED')).toBe(429);
    expect(statusOf('ACCESS_DENIED')).toBe(403);
    expect(statusOf('RESOURCE_NOT_FOUND')).toBe(404);
    const headersOf = (type: string) =>
      responses.find((r) => r.ResponseType === type)?.ResponseParameters as Record<string, string>;
    expect(headersOf('THROTTLED')['gatewayresponse.header.Retry-After']).toBe("'1'");
    expect(headersOf('INTEGRATION_TIMEOUT')['gatewayresponse.header.Retry-After']).toBe("'5'");
    expect(statusOf('REQUEST_TOO_LARGE')).toBe(413);
    expect(statusOf('INTEGRATION_TIMEOUT')).toBe(503);
    expect(statusOf('DEFAULT_4XX')).toBe(400);
    // A crashed or uninvokable function is transient: 503 with Retry-After, retried with its key.
    expect(statusOf('DEFAULT_5XX')).toBe(503);
    expect(headersOf('DEFAULT_5XX')['gatewayresponse.header.Retry-After']).toBe("'5'");
    expect(responses).toHaveLength(GATEWAY_ERRORS.length);
  });
});

describe.each(STAGES)('API stage (%s)', (stage) => {
  it('is named after the stage, traced, throttled, access-logged as JSON, execution-logged without bodies', () => {
    const config = STAGE_CONFIG[stage];
    const [, apiStage] = byType(resources[stage], 'AWS::ApiGateway::Stage')[0]!;
    expect(apiStage.Properties).toMatchObject({
      StageName: stage,
      TracingEnabled: true,
      MethodSettings: [
        {
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          ThrottlingRateLimit: config.throttling.rateLimit,
          ThrottlingBurstLimit: config.throttling.burstLimit,
        },
      ],
    });
    const accessLog = apiStage.Properties?.AccessLogSetting as { Format: string };
    const format = JSON.parse(accessLog.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    expect(accessLog.Format.toLowerCase()).not.toContain('x-api-key');
  });
});

describe('alarms', () => {
  it('watch API 5xx and every function, on both stages', () => {
    for (const stage of STAGES) {
      // every function's errors, API 5xx, and the pipeline's two dead-letter queues; webhooks:
      // failed and timed-out executions, rule DLQ, failed deliveries, fan-out and deliver errors
      synth.templates[stage].resourceCountIs('AWS::CloudWatch::Alarm', ROUTES.length + 2 + 3 + 6);
      synth.templates[stage].hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: '5XXError',
        Namespace: 'AWS/ApiGateway',
      });
    }
  });

  it('notify an SNS topic on production only', () => {
    synth.templates.production.resourceCountIs('AWS::SNS::Topic', 1);
    const [topicId] = byType(resources.production, 'AWS::SNS::Topic')[0]!;
    for (const [logicalId, alarm] of byType(resources.production, 'AWS::CloudWatch::Alarm')) {
      expect(alarm.Properties?.AlarmActions, logicalId).toEqual([{ Ref: topicId }]);
    }
    synth.templates.sandbox.resourceCountIs('AWS::SNS::Topic', 0);
    for (const [logicalId, alarm] of byType(resources.sandbox, 'AWS::CloudWatch::Alarm')) {
      expect(alarm.Properties?.AlarmActions, logicalId).toBeUndefined();
    }
  });
});

/**
 * CloudFormation refuses a template with more than 500 resources. The route functions, and the
 * resources, methods and invoke permissions under /api/v1/<area>, live in one nested stack per
 * route area (infra/api.ts routeArea); the parent keeps the shared parts and does not grow with the
 * routes (105 at 78 routes). PARENT_BUDGET leaves it room for new shared parts; NESTED_BUDGET
 * leaves an area about 50 routes (about seven resources each) before it is split.
 */
const PARENT_BUDGET = 300;
const NESTED_BUDGET = 450;

describe('stack layout', () => {
  const areas = [...new Set((ROUTES as readonly RouteDefinition[]).map(routeArea))];

  it.each(STAGES)(
    'keeps every template of %s (the stack and each nested stack) under the resource budget',
    (stage) => {
      const templates = synth.stackTemplates[stage];
      expect(templates.size).toBe(1 + areas.length);
      const parentPath = synth.stages[stage].stackPath;
      for (const [stackPath, { template }] of templates) {
        const budget = stackPath === parentPath ? PARENT_BUDGET : NESTED_BUDGET;
        expect(Object.keys(template.Resources).length, stackPath).toBeLessThanOrEqual(budget);
      }
      // The flattened view used by the other tests holds exactly the resources of all templates.
      const total = [...templates.values()].reduce(
        (sum, { template }) => sum + Object.keys(template.Resources).length,
        0,
      );
      expect(Object.keys(resources[stage]).length).toBe(total - areas.length);
    },
  );

  it.each(STAGES)(
    'puts each route function, with its role, policy, log group and alarm, in the nested stack of its area (%s)',
    (stage) => {
      const templates = synth.stackTemplates[stage];
      const stackPath = synth.stages[stage].stackPath;
      const { template: parent } = templates.get(stackPath)!;
      const descriptionOf = (route: RouteDefinition) =>
        `${route.method} ${route.path}: ${routeSummary(route)}`;
      const functionsIn = (template: { Resources: Resources }) =>
        byType(template.Resources, 'AWS::Lambda::Function').map(([, fn]) => fn.Properties?.Description);
      // Nothing of a route's function, method or resource is left in the parent.
      const routeDescriptions = new Set(ROUTES.map((route) => descriptionOf(route)));
      expect(
        functionsIn(parent).filter((description) => routeDescriptions.has(description as string)),
      ).toEqual([]);
      expect(byType(parent.Resources, 'AWS::CloudFormation::Stack')).toHaveLength(areas.length);
      // The parent keeps /api, /api/v1 and /{proxy+}, and only their fallback methods and the root's.
      expect(byType(parent.Resources, 'AWS::ApiGateway::Resource')).toHaveLength(3);
      const parentMethods = byType(parent.Resources, 'AWS::ApiGateway::Method');
      expect(parentMethods.map(([, method]) => method.Properties?.HttpMethod)).toEqual([
        'ANY',
        'ANY',
        'ANY',
        'ANY',
      ]);
      // The deployment waits for every area's methods.
      const [, deployment] = byType(parent.Resources, 'AWS::ApiGateway::Deployment')[0]!;
      for (const [logicalId] of byType(parent.Resources, 'AWS::CloudFormation::Stack'))
        expect(deployment.DependsOn, logicalId).toContain(logicalId);

      for (const area of areas) {
        const nested = templates.get(`${stackPath}/Api/${routeAreaStackId(area)}`);
        expect(nested, area).toBeDefined();
        const areaRoutes = (ROUTES as readonly RouteDefinition[]).filter(
          (route) => routeArea(route) === area,
        );
        expect(functionsIn(nested!.template).sort(), area).toEqual(areaRoutes.map(descriptionOf).sort());
        const count = (type: string) => byType(nested!.template.Resources, type).length;
        expect(count('AWS::IAM::Role'), area).toBe(areaRoutes.length);
        expect(count('AWS::IAM::Policy'), area).toBe(areaRoutes.length);
        expect(count('AWS::Logs::LogGroup'), area).toBe(areaRoutes.length);
        const alarms = byType(nested!.template.Resources, 'AWS::CloudWatch::Alarm').map(
          ([, alarm]) => alarm.Properties?.AlarmDescription,
        );
        expect(alarms.sort(), area).toEqual(
          areaRoutes.map((route) => `Function ${route.id} failed (uncaught error or timeout).`).sort(),
        );
        // Each route's method is here, beside its function, with its resource's 405 fallback.
        const methods = byType(nested!.template.Resources, 'AWS::ApiGateway::Method').map(
          ([, method]) => method.Properties?.HttpMethod,
        );
        expect(methods.filter((method) => method !== 'ANY').sort(), area).toEqual(
          areaRoutes.map((route) => route.method).sort(),
        );
        expect(count('AWS::Lambda::Permission'), area).toBe(areaRoutes.length);
      }
    },
  );

  it('names the area after the first path segment under /api/v1', () => {
    expect(routeArea({ path: '/api/v1/backoffice/purchases/{id}' })).toBe('backoffice');
    expect(routeArea({ path: '/api/v1/ping' })).toBe('ping');
    expect(routeArea({ path: '/api/v1/openapi.json' })).toBe('openapi');
    expect(routeAreaStackId('developer')).toBe('DeveloperRoutes');
    expect(routeAreaStackId('live-ops')).toBe('LiveOpsRoutes');
    expect(() => routeArea({ path: '/api/v1/{id}' })).toThrow(/no area segment/);
  });
});

describe.each(STAGES)('hosting (%s)', (stage) => {
  it('keeps the pages in a private bucket: public access blocked, SSL enforced, read by CloudFront only', () => {
    const template = synth.templates[stage];
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' } }),
        ]),
      },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('serves /docs* from the bucket and /api/* from the API stage, uncached, all methods', () => {
    const [, distribution] = byType(resources[stage], 'AWS::CloudFront::Distribution')[0]!;
    const config = (distribution.Properties as { DistributionConfig: Record<string, any> })
      .DistributionConfig;
    const behaviors = config.CacheBehaviors as Array<Record<string, any>>;
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual(['/docs*', '/api/*']);
    const api = behaviors.find((behavior) => behavior.PathPattern === '/api/*')!;
    expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    const apiOrigin = (config.Origins as Array<Record<string, any>>).find(
      (origin) => origin.Id === api.TargetOriginId,
    )!;
    // The stage's execute-api address, from the RestApi's id; the origin path is the stage's name.
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
    expect(apiOrigin.OriginPath).toBe(`/${stage}`);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(apiOrigin.S3OriginConfig).toBeUndefined();
  });

  it('sends the page security headers: CSP without inline scripts, frame-ancestors none, HSTS', () => {
    const policies = byType(resources[stage], 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(2);
    for (const [, policy] of policies) {
      const security = (policy.Properties as Record<string, any>).ResponseHeadersPolicyConfig
        .SecurityHeadersConfig;
      // The dashboard's CSP joins the Cognito domain in: read it as one string either way.
      const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).toContain("script-src 'self'");
      expect(csp.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000 });
      expect(security.FrameOptions.FrameOption).toBe('DENY');
    }
  });

  it('serves the dashboard at / from the bucket’s dashboard/ folder, its CSP letting it reach the Cognito domain', () => {
    const [, distribution] = byType(resources[stage], 'AWS::CloudFront::Distribution')[0]!;
    const config = (distribution.Properties as { DistributionConfig: Record<string, any> })
      .DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    const origin = (config.Origins as Array<Record<string, any>>).find(
      (candidate) => candidate.Id === config.DefaultCacheBehavior.TargetOriginId,
    )!;
    expect(origin.OriginPath).toBe('/dashboard');
    expect(origin.S3OriginConfig).toBeDefined();
    const policyId = config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref as string;
    const policy = resources[stage][policyId]!;
    const csp = JSON.stringify(
      (policy.Properties as Record<string, any>).ResponseHeadersPolicyConfig.SecurityHeadersConfig
        .ContentSecurityPolicy.ContentSecurityPolicy,
    );
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).toContain('amazoncognito.com');
    // The built index.html's inline boot script runs by its SHA-256 (the fixture's stands in for it).
    const indexHtml = readFileSync(path.join(FIXTURE_DASHBOARD, 'index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
    const scriptSources = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
    expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it('writes the dashboard’s config.json at deploy with its cache headers, and the dashboard client accepts the distribution’s address', () => {
    const deployments = byType(resources[stage], 'Custom::CDKBucketDeployment').map(
      ([, deployment]) => deployment.Properties as Record<string, any>,
    );
    const folder = deployments.filter((deployment) => deployment.DestinationBucketKeyPrefix === 'dashboard/');
    expect(folder).toHaveLength(2);
    const dashboard = folder.find((deployment) => deployment.DistributionPaths !== undefined)!;
    const assets = folder.find((deployment) => deployment.Include !== undefined)!;
    expect(dashboard.DistributionPaths).toEqual(['/', '/index.html', '/config.json']);
    // The index and config.json are revalidated on every visit; the hashed assets kept a year and
    // never pruned (a tab opened before a deploy still loads its chunks).
    expect(dashboard.Exclude).toEqual(['assets/*']);
    expect(dashboard.SystemMetadata['cache-control']).toBe('no-cache');
    expect(assets).toMatchObject({ Exclude: ['*'], Include: ['assets/*'], Prune: false });
    expect(assets.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    // The config's markers resolve the Cognito domain and the dashboard client at deploy.
    const markers = JSON.stringify(dashboard.SourceMarkers);
    expect(markers).toMatch(/"Ref":"IdentityUserPoolDashboard[0-9A-F]+"/);
    expect(markers).toMatch(/"Ref":"IdentityUserPoolDomain[0-9A-F]+"/);
    const [, client] = byType(resources[stage], 'AWS::Cognito::UserPoolClient').find(
      ([, candidate]) => (candidate.Properties as Record<string, any>).ClientName === 'dashboard',
    )!;
    const callbacks = JSON.stringify((client.Properties as Record<string, any>).CallbackURLs);
    expect(callbacks).toContain('DomainName');
    // A developer's local dashboard only where the stage allows it (test/infra/identity.test.ts).
    if (stage === 'sandbox') expect(callbacks).toContain('http://localhost:3000/');
    else expect(callbacks).not.toContain('localhost');
  });
});
