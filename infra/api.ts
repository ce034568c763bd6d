/**
 * The REST API. Its routes come from shared/contract/routes.ts only: one resource path, one method and one
 * ServiceFunction per ROUTES entry. Everything else lands on the fallback function
 * (functions/not-found.ts), which answers 404 or 405 in the spec's envelope from the same table, and
 * every answer API Gateway produces itself (throttling, 413, timeouts, ...) is reshaped into that
 * envelope by a gateway response.
 */
import { Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AwsIntegration,
  EndpointType,
  type IResource,
  LambdaIntegration,
  LogGroupLogDestination,
  type Method,
  MethodLoggingLevel,
  Resource,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { errorDocsLink } from '#shared/contract/error-docs.ts';
import { routeSummary } from '#shared/contract/route-summaries.ts';
import { FALLBACK_HANDLER, isPublicRoute, ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import type { ErrorCode } from '#shared/domain/errors.ts';
import { keys } from '#shared/storage/keys.ts';
import { assistantAskProps, grantAssistantModel, isAssistantAsk } from './assistant.ts';
import { codeVersion } from './code-version.ts';
import { functionEntry, ServiceFunction, type ServiceFunctionProps } from './service-function.ts';
import type { StageConfig } from './stage-config.ts';
import { tableAccessOfModule } from './table-access.ts';

/**
 * API Gateway's own limit is 29 s; we answer earlier than the 15 s client timeout the spec
 * recommends for ingest, so a slow request gets a parseable 503 + Retry-After instead of a dropped
 * connection. A retry is safe: ingest is idempotent.
 */
export const INTEGRATION_TIMEOUT = Duration.seconds(14);

/**
 * Partitions a read route may update, as IAM StringLike patterns on `dynamodb:LeadingKeys`: the
 * rate-limit counters (keys.rateMinute, keys.rateMonth; shared/guards/rate-limit.ts), which every
 * authenticated request counts on, reads included.
 */
export const RATE_LIMIT_PARTITIONS = [`${keys.ratePartitionPrefix()}*`] as const;

/**
 * Table access of a route function: the grant derived from its code (infra/table-access.ts: the
 * actions it calls, on the partitions it builds keys of). A GET route may write only where it
 * keeps counters: the rate-limit partitions, and for the organization reads that keep branch alert
 * reads (`keepsAlertReads`) the organization alert cache, those also being told the code's
 * version (CODE_VERSION, infra/code-version.ts). Events are granted separately: only routes marked
 * `publishesEvents` get PutEvents on the service bus, besides the aggregator.
 */
export function routeTableAccess(
  route: RouteDefinition,
): Pick<ServiceFunctionProps, 'tableAccess' | 'environment'> {
  const derived = tableAccessOfModule(route.handler);
  if (route.method !== 'GET') return { tableAccess: derived };
  if (route.keepsAlertReads) {
    return {
      tableAccess: {
        ...derived,
        writablePartitions: [...RATE_LIMIT_PARTITIONS, keys.organizationAlertCachePartitionPattern()],
      },
      environment: { CODE_VERSION: codeVersion() },
    };
  }
  return { tableAccess: { ...derived, writablePartitions: RATE_LIMIT_PARTITIONS } };
}

/**
 * The nested stack a route's function lives in: one per route area, the first path segment after
 * /api/v1 (`ingest`, `intelligence`, `backoffice`, ...), so the split follows the route table and a
 * new area gets its own stack without a second list. Nested stacks keep every template far below
 * CloudFormation's 500-resource limit (a route costs about five resources: function, log group,
 * role, policy, alarm). The area of a route never changes with the number of routes beside it, so
 * adding routes never moves an existing function to another stack (which would replace it).
 */
export function routeArea(route: Pick<RouteDefinition, 'path'>): string {
  // A file-like segment (`openapi.json`) is its own area, named without the extension.
  const area = route.path.split('/')[3]?.replace(/[.][a-z]+$/, '');
  if (!area || !/^[a-z][a-z0-9-]*$/.test(area))
    throw new Error(`route path ${route.path} has no area segment`);
  return area;
}

/** Construct id of an area's nested stack: `ingest` → `IngestRoutes`, `live-ops` → `LiveOpsRoutes`. */
export function routeAreaStackId(area: string): string {
  return `${area
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Routes`;
}

export interface GatewayError {
  readonly type: ResponseType;
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly retryAfterSeconds?: number;
}

/**
 * Answers produced by API Gateway itself, before or instead of a Lambda. Types not listed fall into
 * DEFAULT_4XX / DEFAULT_5XX; the authorizer, API-key and validator types cannot occur here
 * (no authorizers, usage plans or request validators), so the defaults cover them.
 */
export const GATEWAY_ERRORS: readonly GatewayError[] = [
  {
    type: ResponseType.DEFAULT_4XX,
    status: 400,
    code: 'SVC_ERR_400',
    message: 'The request could not be processed. Check the method, path, headers and JSON body.',
  },
  {
    // API Gateway's answer for a path or method with no route ("Missing Authentication Token", 403).
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    status: 404,
    code: 'SVC_ERR_404',
    message: 'No such endpoint. Paths start with /api/v1; see the API reference for the endpoint list.',
  },
  {
    type: ResponseType.RESOURCE_NOT_FOUND,
    status: 404,
    code: 'SVC_ERR_404',
    message: 'No such endpoint. Paths start with /api/v1; see the API reference for the endpoint list.',
  },
  {
    // Stage-wide throttling (token bucket per second); per-key plan limits answer 429 from the handler.
    type: ResponseType.THROTTLED,
    status: 429,
    code: 'SVC_ERR_429',
    message: 'Too many requests. Wait Retry-After seconds and retry.',
    retryAfterSeconds: 1,
  },
  {
    // Only with usage plans (none today); kept so a future plan cannot leak a non-envelope body.
    type: ResponseType.QUOTA_EXCEEDED,
    status: 429,
    code: 'SVC_ERR_429',
    message: 'Request quota exceeded. Wait Retry-After seconds and retry.',
    retryAfterSeconds: 60,
  },
  {
    // The stage's web ACL (infra/firewall.ts) blocked the request: a managed rule, an oversize body
    // outside the ingest routes, or a direct caller over its per-IP rate.
    type: ResponseType.WAF_FILTERED,
    status: 403,
    code: 'SVC_ERR_403',
    message: 'The request was blocked by the firewall. Slow down, or check the body and headers.',
  },
  {
    // A resource policy or IAM refusal (none today); kept so one cannot leak a non-envelope body.
    type: ResponseType.ACCESS_DENIED,
    status: 403,
    code: 'SVC_ERR_403',
    message: 'Access to this endpoint is denied.',
  },
  {
    // API Gateway's hard 10 MB payload limit; the service's own 4 MiB limit answers 413 from the handler.
    type: ResponseType.REQUEST_TOO_LARGE,
    status: 413,
    code: 'SVC_ERR_413',
    message: 'Request body too large. Split the payload into smaller requests.',
  },
  {
    // API Gateway's own status is 504; the spec has no 504, and a timed-out handler is the spec's
    // "service temporarily unavailable", so the answer is 503 SVC_ERR_503 with Retry-After.
    type: ResponseType.INTEGRATION_TIMEOUT,
    status: 503,
    code: 'SVC_ERR_503',
    message: 'Service temporarily unavailable; retry with backoff.',
    retryAfterSeconds: 5,
  },
  {
    // The function crashed (after its write may have committed), was throttled or could not be
    // invoked: a transient failure, not an answer the handler chose (a handler's own bug is its 500).
    // The client retries with the same idempotency key and gets the replay if the write committed.
    type: ResponseType.DEFAULT_5XX,
    status: 503,
    code: 'SVC_ERR_503',
    message: 'Service temporarily unavailable; retry with backoff.',
    retryAfterSeconds: 5,
  },
];

/** The spec's error envelope as a gateway response template (simple `$context` substitution, no VTL). */
export function gatewayErrorTemplate(error: GatewayError): string {
  return JSON.stringify({
    error: {
      code: error.code,
      message: error.message,
      request_id: '$context.requestId',
      docs: errorDocsLink(error.code),
    },
  });
}

/** What each access-log line records (JSON), never a body or a header. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  extendedRequestId: '$context.extendedRequestId',
  requestTime: '$context.requestTimeEpoch',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  httpMethod: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integration.status',
  integrationLatency: '$context.integration.latency',
  errorType: '$context.error.responseType',
  errorMessage: '$context.error.message',
  xrayTraceId: '$context.xrayTraceId',
};

export interface ApiProps {
  readonly stageConfig: StageConfig;
  readonly table: ITable;
  /** The service bus; granted (PutEvents) only to the routes marked `publishesEvents`. */
  readonly eventBus?: IEventBus;
  /** Entry file of a handler module; tests point this at a fixture. @default functionEntry */
  readonly entryFor?: (handler: string) => string;
  /** OAUTH_ISSUER and the dashboard's client id (infra/identity.ts), for every route function. */
  readonly oauthEnvironment?: Record<string, string>;
}

export class Api extends Construct {
  readonly restApi: RestApi;
  /** Route function by route id. */
  readonly routeFunctions: ReadonlyMap<string, ServiceFunction>;
  readonly fallbackFunction: ServiceFunction;
  /** The nested stack of each route area (see routeArea), holding that area's route functions. */
  readonly routeStacks: ReadonlyMap<string, NestedStack>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stageConfig } = props;
    const entryFor = props.entryFor ?? functionEntry;
    this.restApi = this.restApiOf(stageConfig);
    this.expireExecutionLog(stageConfig);
    this.addGatewayResponses();

    // /api and /api/v1 stay here with the root; everything under /api/v1/<area> (resources, the
    // route methods, their 405 fallbacks and invoke permissions) is built in the area's nested stack
    // on the imported RestApi, so this template no longer grows with the routes.
    const v1 = this.restApi.root.resourceForPath(API_BASE_PATH);
    this.fallbackFunction = this.fallbackFunctionOf(props, entryFor);
    const fallback = fallbackIntegration(this.fallbackFunction);
    const { routeFunctions, routeStacks } = this.addRoutes(props, entryFor, v1, fallback);
    this.routeFunctions = routeFunctions;
    this.routeStacks = routeStacks;

    // The deployment is here and its methods are not: it waits for every area's stack, and its
    // logical id carries the route table, so a changed route deploys the stage anew.
    const deployment = this.restApi.latestDeployment!;
    for (const routeStack of routeStacks.values()) deployment.node.addDependency(routeStack);
    deployment.addToLogicalId({ routes: methodFingerprint() });
    this.addRootFallbacks(v1, fallback);
    this.acknowledgeValidation();
  }

  /** The REST API and its stage: regional, throttled, X-Ray per stage, an access log of its own. */
  private restApiOf(stageConfig: StageConfig): RestApi {
    const accessLog = new LogGroup(this, 'AccessLog', {
      retention: stageConfig.logRetention,
      removalPolicy: stageConfig.removalPolicy,
    });

    return new RestApi(this, 'RestApi', {
      restApiName: `${Stack.of(this).stackName}-api`,
      description: `Restaurant analytics integration API (${stageConfig.stage})`,
      endpointTypes: [EndpointType.REGIONAL],
      // Execution logging needs the account-level API Gateway → CloudWatch role; the stack owns one
      // and keeps it on deletion (the account setting outlives any one stack).
      cloudWatchRole: true,
      deployOptions: {
        stageName: stageConfig.stage,
        tracingEnabled: stageConfig.tracing,
        loggingLevel: MethodLoggingLevel.ERROR,
        // Never log bodies or headers: they carry API keys and business data.
        dataTraceEnabled: false,
        metricsEnabled: false,
        throttlingRateLimit: stageConfig.throttling.rateLimit,
        throttlingBurstLimit: stageConfig.throttling.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLog),
        accessLogFormat: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
  }

  /**
   * API Gateway creates its execution log group on first use, with no retention. Create it first,
   * under the name API Gateway will use, so it expires like every other log of the stage.
   */
  private expireExecutionLog(stageConfig: StageConfig): void {
    const executionLog = new LogGroup(this, 'ExecutionLog', {
      logGroupName: `API-Gateway-Execution-Logs_${this.restApi.restApiId}/${stageConfig.stage}`,
      retention: stageConfig.logRetention,
      removalPolicy: stageConfig.removalPolicy,
    });
    this.restApi.deploymentStage.node.addDependency(executionLog);
  }

  /** API Gateway's own errors in the service's envelope, with the request id (and Retry-After). */
  private addGatewayResponses(): void {
    for (const error of GATEWAY_ERRORS) {
      this.restApi.addGatewayResponse(error.type.responseType, {
        type: error.type,
        statusCode: String(error.status),
        responseHeaders: {
          'X-Request-Id': 'context.requestId',
          ...(error.retryAfterSeconds === undefined ? {} : { 'Retry-After': `'${error.retryAfterSeconds}'` }),
        },
        templates: { 'application/json': gatewayErrorTemplate(error) },
      });
    }
  }

  /** Unknown paths (404) and methods (405), answered from the route table. */
  private fallbackFunctionOf(props: ApiProps, entryFor: (handler: string) => string): ServiceFunction {
    const fn = new ServiceFunction(this, 'Fallback', {
      stageConfig: props.stageConfig,
      entry: entryFor(FALLBACK_HANDLER),
      description: 'Unknown path (404) or method (405), answered from the route table.',
      table: props.table,
      tableAccess: 'none',
      memorySize: 256,
    });
    // One API-scoped invoke permission for every fallback method, here, instead of one per method.
    fn.addPermission('ApiInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.restApi.arnForExecuteApi(),
    });
    return fn;
  }

  /** Every route: its function and method in its area's nested stack, and the 405s around it. */
  private addRoutes(
    props: ApiProps,
    entryFor: (handler: string) => string,
    v1: IResource,
    fallback: AwsIntegration,
  ) {
    const routeFunctions = new Map<string, ServiceFunction>();
    const routeStacks = new Map<string, NestedStack>();
    const areaRoots = new Map<string, IResource>();
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const area = routeArea(route);
      let routeStack = routeStacks.get(area);
      if (!routeStack) {
        routeStack = new NestedStack(this, routeAreaStackId(area), {
          description: `Route functions and methods of /api/v1/${area} (${props.stageConfig.stage})`,
        });
        routeStacks.set(area, routeStack);
        areaRoots.set(area, importedV1(routeStack, this.restApi, v1));
      }
      const fn = this.routeFunction(routeStack, route, props, entryFor);
      routeFunctions.set(route.id, fn);
      const areaRoot = areaRoots.get(area)!;
      const resource = areaRoot.resourceForPath(route.path.slice(API_BASE_PATH.length + 1));
      const method = resource.addMethod(
        route.method,
        new LambdaIntegration(fn, { timeout: INTEGRATION_TIMEOUT, allowTestInvoke: false }),
        // No API Gateway key or authorizer on any route: the handlers authenticate, and a public
        // route (the OpenAPI document) must stay reachable without a key.
        { operationName: route.id, apiKeyRequired: false },
      );
      if (isPublicRoute(route)) acknowledgePublicRoute(method);
      else acknowledgeHandlerAuthentication(method);
      // The route's resource and its ancestors up to /api/v1/<area> get the fallback ANY (405).
      for (let node: IResource = resource; node !== areaRoot; node = node.parentResource!) {
        if (!node.node.tryFindChild('ANY')) acknowledgeHandlerAuthentication(node.addMethod('ANY', fallback));
      }
    }
    return { routeFunctions, routeStacks };
  }

  /** The fallback ANY on / and /{proxy+} (unknown paths → 404), /api and /api/v1 (405). */
  private addRootFallbacks(v1: IResource, fallback: AwsIntegration): void {
    const root = this.restApi.root;
    acknowledgeHandlerAuthentication(root.addMethod('ANY', fallback));
    const proxy = root.addResource('{proxy+}');
    acknowledgeHandlerAuthentication(proxy.addMethod('ANY', fallback));
    for (let node: IResource | undefined = v1; node && node !== root; node = node.parentResource) {
      acknowledgeHandlerAuthentication(node.addMethod('ANY', fallback));
    }
  }

  private acknowledgeValidation(): void {
    Validations.of(this.restApi).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason:
        'Requests are validated in each handler with zod, so failures carry the spec codes (400/401/422, SVC_ERR_422_CENTS) and error.field; an API Gateway validator would answer first with its own 400 shape.',
    });
    const cloudWatchRole = this.restApi.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole) {
      Validations.of(cloudWatchRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          'The account-level role API Gateway uses to write execution and access logs; AWS documents this managed policy for it and it only grants CloudWatch Logs actions.',
      });
    }
  }

  /** A route's function, in its area's stack, with the table access the route needs. */
  private routeFunction(
    routeStack: NestedStack,
    route: RouteDefinition,
    props: ApiProps,
    entryFor: (handler: string) => string,
  ): ServiceFunction {
    const { stageConfig } = props;
    const access: Pick<ServiceFunctionProps, 'tableAccess' | 'environment'> = isAssistantAsk(route)
      ? assistantAskProps(stageConfig, RATE_LIMIT_PARTITIONS)
      : isPublicRoute(route)
        ? // A public route reads nothing: no key to look up, no counter to count on.
          { tableAccess: 'none' as const }
        : routeTableAccess(route);
    const fn = new ServiceFunction(routeStack, route.id, {
      stageConfig,
      entry: entryFor(route.handler),
      description: `${route.method} ${route.path}: ${routeSummary(route)}`,
      table: props.table,
      ...access,
      environment: { ...access.environment, ...props.oauthEnvironment },
      ...(route.publishesEvents && props.eventBus ? { eventBus: props.eventBus } : {}),
    });
    if (isAssistantAsk(route)) grantAssistantModel(fn, stageConfig);
    return fn;
  }
}

/** The resource every route path starts from; each area's subtree hangs under it. */
export const API_BASE_PATH = '/api/v1';

/** /api/v1 as seen from an area's nested stack: the parent's resource on the imported RestApi. */
function importedV1(routeStack: NestedStack, api: RestApi, v1: IResource): IResource {
  const restApi = RestApi.fromRestApiAttributes(routeStack, 'RestApi', {
    restApiId: api.restApiId,
    rootResourceId: api.restApiRootResourceId,
  });
  return Resource.fromResourceAttributes(routeStack, 'ApiV1', {
    restApi,
    resourceId: v1.resourceId,
    path: API_BASE_PATH,
  });
}

/**
 * The fallback as a Lambda proxy integration that adds no invoke permission of its own (the Api
 * grants one, API-wide): LambdaIntegration would add one per imported RestApi.
 */
function fallbackIntegration(fallback: ServiceFunction): AwsIntegration {
  return new AwsIntegration({
    proxy: true,
    service: 'lambda',
    path: `2015-03-31/functions/${fallback.functionArn}/invocations`,
    options: { timeout: INTEGRATION_TIMEOUT },
  });
}

/**
 * What decides the methods built in the nested stacks (the route table, the integration timeout):
 * added to the deployment's logical id, as a method in the RestApi's own stack adds itself.
 */
function methodFingerprint(): string {
  return JSON.stringify({
    timeout: INTEGRATION_TIMEOUT.toMilliseconds(),
    routes: (ROUTES as readonly RouteDefinition[]).map((route) => [route.id, route.method, route.path]),
  });
}

/** A route the table marks `auth: 'none'`: public by design, it answers a document and reads no data. */
function acknowledgePublicRoute(method: Method): void {
  const reason =
    'Public by design (auth: none in the route table): it answers the OpenAPI document, the same for every caller, and reads no data.';
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason },
    { id: 'AwsSolutions-COG4', reason },
  );
}

/**
 * Authentication is in every handler, not an API Gateway authorizer: the X-API-Key check, or an
 * OAuth 2.0 bearer token verified with aws-jwt-verify (shared/guards/auth.ts).
 */
function acknowledgeHandlerAuthentication(method: Method): void {
  const reason =
    'The spec authenticates with X-API-Key (branch key, hashed lookup cached ≤60 s) or an OAuth 2.0 bearer token (verified against the Cognito user pool with aws-jwt-verify, scope and role checked per route) inside every handler, so a bad credential answers 401/403 in the spec envelope; the fallback answers only 404/405 and reads no data.';
  Validations.of(method).acknowledge(
    { id: 'AwsSolutions-APIG4', reason },
    { id: 'AwsSolutions-COG4', reason },
  );
}
