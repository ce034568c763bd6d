/**
 * The API Gateway REST proxy event and the Lambda context, as AWS hands them to a handler. One
 * builder for everything that invokes a handler outside AWS: the local HTTP adapter and the
 * handlers bench, so what the bench measures is what the adapter runs.
 */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

export interface ProxyRequest {
  method: string;
  path: string;
  /** The route's resource path (`/api/v1/webhooks/{webhook_id}`), as API Gateway matched it. */
  resource: string;
  /** Every value of each header, in arrival order. */
  headers: ReadonlyMap<string, readonly string[]> | Readonly<Record<string, string>>;
  /** Every value of each query parameter, in arrival order. */
  query?: ReadonlyMap<string, readonly string[]> | Readonly<Record<string, string>>;
  pathParameters?: Readonly<Record<string, string>>;
  body: string | null;
  requestId: string;
  stage: string;
  sourceIp?: string;
  protocol?: string;
}

function listsOf(
  values: ReadonlyMap<string, readonly string[]> | Readonly<Record<string, string>> | undefined,
): Array<[string, string[]]> {
  if (values === undefined) return [];
  if (values instanceof Map) return [...values].map(([name, list]) => [name, [...list]]);
  return Object.entries(values as Record<string, string>).map(([name, value]) => [name, [value]]);
}

/**
 * API Gateway's single-value maps keep the last value of a repeated name. Built with
 * Object.fromEntries, so a name like `__proto__` or `toString` is an ordinary own member, as it is in
 * the JSON event Lambda parses.
 */
function lastValues(lists: Array<[string, string[]]>): Record<string, string> {
  return Object.fromEntries(lists.map(([name, values]) => [name, values[values.length - 1]!]));
}

export function proxyEvent(request: ProxyRequest): APIGatewayProxyEvent {
  const headerLists = listsOf(request.headers);
  const queryLists = listsOf(request.query);
  const headers = lastValues(headerLists);
  const hasQuery = queryLists.length > 0;
  const pathParameters = request.pathParameters ?? {};
  return {
    resource: request.resource,
    path: request.path,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(headerLists),
    queryStringParameters: hasQuery ? lastValues(queryLists) : null,
    multiValueQueryStringParameters: hasQuery ? Object.fromEntries(queryLists) : null,
    pathParameters: Object.keys(pathParameters).length > 0 ? { ...pathParameters } : null,
    stageVariables: null,
    body: request.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: request.stage,
      apiId: request.stage,
      authorizer: null,
      protocol: request.protocol ?? 'HTTP/1.1',
      httpMethod: request.method,
      path: request.path,
      stage: request.stage,
      requestId: request.requestId,
      requestTimeEpoch: Date.now(),
      resourceId: request.stage,
      resourcePath: request.resource,
      identity: {
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headerOf(headerLists, 'user-agent'),
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
    },
  };
}

/** The last value of a header, its name compared without case (as Node's `req.headers` does). */
function headerOf(lists: Array<[string, string[]]>, name: string): string | null {
  let value: string | null = null;
  for (const [header, values] of lists) if (header.toLowerCase() === name) value = values.at(-1) ?? value;
  return value;
}

/** A Lambda context with the API's 30-second deadline counted from now. */
export function lambdaContext(requestId: string, functionName: string, stage: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${stage}:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: stage,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
