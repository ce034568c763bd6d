/**
 * The local HTTP adapter: a Node server that turns each request into the same API Gateway proxy
 * event Lambda receives, routes it with the one route table and runs the very handler module the
 * Lambda runs (built with local ports). Only this adapter differs from AWS.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { extname, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { FALLBACK_HANDLER, matchRoute } from '#shared/contract/routes.ts';
import {
  BadRequestError,
  HeadersTooLargeError,
  PayloadTooLargeError,
  type ServiceError,
  UnavailableError,
} from '#shared/domain/errors.ts';
import type { HttpFunction, LambdaHttpHandler } from '#shared/http/functions.ts';
import { presentError } from '#shared/http/presenters.ts';
import type { AllPorts } from '#shared/use-cases/deps.ts';
import { DASHBOARD_BUILD_DIR } from '#web/tooling/dashboard-config.ts';
import { PAGE_SECURITY_HEADERS, pageSecurityHeadersFor } from '#web/tooling/security-headers.ts';
import { lambdaContext, proxyEvent } from './lambda-event.ts';
import { encodePage } from './page-encoding.ts';

/** Where `npm run build:docs` writes the reference page (web/tooling/build-docs.ts). */
export const DEFAULT_DOCS_DIR = fileURLToPath(new URL('../build/docs/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** API Gateway's own request limit; above it the gateway itself answers 413 (infra/api.ts). */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface LocalHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Answers a request outside /api (the local OpenID issuer's paths); false when it is none of its own. */
export type OtherPaths = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string | null,
) => Promise<boolean>;

export interface HttpServerOptions {
  port?: number;
  host?: string;
  otherPaths?: OtherPaths;
  docsDir?: string;
  dashboardDir?: string;
  /** The dashboard's config.json (web/tooling/dashboard-config.ts), served at /config.json. */
  dashboardConfig?: unknown;
  /**
   * Whether the function of a write that succeeded dies before it answers (LOCAL_FAULTS'
   * crash-after-commit): its answer is replaced by the gateway's answer for a crashed function.
   */
  crashAfterCommit?: () => boolean;
}

export async function startHttpServer(
  deps: AllPorts,
  options: HttpServerOptions = {},
): Promise<LocalHttpServer> {
  const adapter: Adapter = {
    deps,
    options,
    docsDir: options.docsDir ?? DEFAULT_DOCS_DIR,
    dashboardDir: options.dashboardDir ?? DASHBOARD_BUILD_DIR,
    handlers: new Map(),
  };
  const server: Server = createServer((req, res) => {
    serve(adapter, req, res).catch((error: unknown) => {
      deps.logger.error('local adapter failed', { error });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'SVC_ERR_500', message: 'Internal error.', request_id: 'local' } }),
      );
    });
  });
  // Requests Node's HTTP parser refuses never reach a handler; without this listener Node answers
  // them with a bare status line and an empty body. Every answer of the service is the envelope.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    answerClientError(error, socket);
  });
  server.keepAliveTimeout = 5_000;
  return listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
}

/** What every request needs: the ports, the options, where the sites are, the handlers loaded so far. */
interface Adapter {
  readonly deps: AllPorts;
  readonly options: HttpServerOptions;
  readonly docsDir: string;
  readonly dashboardDir: string;
  /** Handler module name → its handler, built once with the local ports. */
  readonly handlers: Map<string, Promise<LambdaHttpHandler>>;
}

async function listen(server: Server, port: number, host: string): Promise<LocalHttpServer> {
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The handler module's handler, imported and built on its first request (as a cold start). */
function handlerFor(adapter: Adapter, module: string): Promise<LambdaHttpHandler> {
  let handler = adapter.handlers.get(module);
  if (!handler) {
    handler = import(`../functions/${module}.ts`).then((loaded: HttpFunction<AllPorts>) =>
      loaded.createHandler(adapter.deps),
    );
    adapter.handlers.set(module, handler);
  }
  return handler;
}

async function serve(adapter: Adapter, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = pageOf(req.url);
  if (page !== null && (req.method === 'GET' || req.method === 'HEAD')) {
    if (page.site === 'dashboard' && page.path === 'config.json') {
      serveDashboardConfig(adapter, req, res);
      return;
    }
    await servePage(page.site === 'docs' ? adapter.docsDir : adapter.dashboardDir, page, req, res);
    return;
  }
  await serveRequest(adapter, req, res);
}

function serveDashboardConfig(adapter: Adapter, req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.json']!,
    'Cache-Control': 'no-cache',
    ...PAGE_SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(adapter.options.dashboardConfig ?? {}));
}

/** An API request (or the issuer's): read the body as the gateway does, then route and run it. */
async function serveRequest(adapter: Adapter, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = randomUUID();
  const body = await readBody(req);
  if (body === 'too-large') {
    const error = new PayloadTooLargeError(
      `Request body exceeds the gateway limit of ${GATEWAY_MAX_BODY_BYTES} bytes.`,
    );
    // The whole body was read (and dropped past the limit), so the connection stays usable.
    res.writeHead(413, { 'Content-Type': 'application/json', 'X-Request-Id': requestId });
    res.end(JSON.stringify(presentError(error, requestId)));
    return;
  }
  const url = requestUrl(req.url);
  // Cognito's paths (the local issuer) share the port, as the dashboard will; /api is the API's.
  const otherPaths = adapter.options.otherPaths;
  if (url && !url.pathname.startsWith('/api/') && (await otherPaths?.(req, res, url, body))) return;
  await runRoute(adapter, req, res, { url, body, requestId });
}

/** Runs the route's handler (the fallback's when none matches) on the request's proxy event. */
async function runRoute(
  adapter: Adapter,
  req: IncomingMessage,
  res: ServerResponse,
  request: { url: URL | null; body: string | null; requestId: string },
): Promise<void> {
  const { url, body, requestId } = request;
  const method = (req.method ?? 'GET').toUpperCase();
  const match = url ? matchRoute(method, url.pathname) : ({ kind: 'not-found' } as const);
  const module = match.kind === 'found' ? match.route.handler : FALLBACK_HANDLER;
  const event = toProxyEvent(
    req,
    url ?? { pathname: req.url ?? '/', searchParams: new URLSearchParams() },
    method,
    body,
    requestId,
    match.kind === 'found' ? match.route.path : '/{proxy+}',
    match.kind === 'found' ? match.params : {},
  );
  const handler = await handlerFor(adapter, module);
  const response = await handler(event, lambdaContext(requestId, module, 'local'));
  const wrote = method !== 'GET' && method !== 'HEAD' && response.statusCode < 300;
  if (wrote && adapter.options.crashAfterCommit?.()) {
    answerAsCrashed(res, requestId);
    return;
  }
  res.writeHead(response.statusCode, response.headers as Record<string, string>);
  res.end(response.body);
}

/**
 * What API Gateway answers when the function died before answering (infra/api.ts, DEFAULT_5XX): the
 * write may have committed, so the client retries with the same idempotency key and gets a replay.
 */
function answerAsCrashed(res: ServerResponse, requestId: string): void {
  const error = new UnavailableError();
  res.writeHead(error.status, {
    'Content-Type': 'application/json',
    'X-Request-Id': requestId,
    ...error.headers,
  });
  res.end(JSON.stringify(presentError(error, requestId)));
}

interface PagePath {
  site: 'docs' | 'dashboard';
  /** The file inside the site's folder, still URL-encoded; '' for its index. */
  path: string;
}

/**
 * The static pages (not under /api), as CloudFront serves them from S3: the reference at /docs, and
 * the dashboard at `/` (its index, config.json and the hashed assets/). Anything else is the API's
 * or the issuer's.
 */
function pageOf(target: string | undefined): PagePath | null {
  const path = target?.split('?')[0] ?? '';
  if (path === '/docs' || path.startsWith('/docs/'))
    return { site: 'docs', path: path.replace(/^\/docs\/?/, '') };
  if (path === '/' || path === '/index.html') return { site: 'dashboard', path: '' };
  if (path === '/config.json' || path.startsWith('/assets/'))
    return { site: 'dashboard', path: path.slice(1) };
  return null;
}

async function servePage(
  dir: string,
  page: PagePath,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let path: string | null;
  try {
    path = decodeURIComponent(page.path);
  } catch {
    path = null;
  }
  const file = resolve(dir, path === '' ? 'index.html' : (path ?? ''));
  const root = resolve(dir);
  let content: Buffer | null = null;
  if (path !== null && file.startsWith(`${root}${sep}`)) {
    content = await readFile(file).catch(() => null);
  }
  if (content === null) {
    const builder = page.site === 'docs' ? 'npm run build:docs' : 'npm run build:dashboard';
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...PAGE_SECURITY_HEADERS });
    res.end(
      `Not found. The ${page.site === 'docs' ? 'reference page' : 'dashboard'} is built by ${builder} into ${dir}.\n`,
    );
    return;
  }
  // Hashed asset names never change content; the index and the rest are revalidated.
  const immutable = page.path.startsWith('assets/');
  const encoded = encodePage(file, content, req.headers['accept-encoding'], immutable);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoded.encoding ? { 'Content-Encoding': encoded.encoding } : {}),
    // The dashboard's index runs its boot script inline, allowed by its hash as on CloudFront.
    ...(page.site === 'dashboard' && path === ''
      ? pageSecurityHeadersFor(content.toString('utf8'))
      : PAGE_SECURITY_HEADERS),
  });
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
}

/** Node's parser error codes for a header section over its limit (`--max-http-header-size`, 16 KB). */
const HEADER_OVERFLOW_CODES = new Set(['HPE_HEADER_OVERFLOW']);

/** The error a request refused by Node's HTTP parser is answered with, in the service's envelope. */
export function clientErrorOf(error: NodeJS.ErrnoException): ServiceError {
  if (HEADER_OVERFLOW_CODES.has(error.code ?? '')) {
    return new HeadersTooLargeError(
      'The request headers are too large (at most 16 KB in all). Send fewer or shorter headers.',
    );
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new BadRequestError('The request was not received in full in time and was not processed.');
  }
  return new BadRequestError(
    'The request is not valid HTTP/1.1 (malformed request line, header or chunked body) and was not processed.',
  );
}

/**
 * Writes the envelope as a raw HTTP/1.1 response on the socket of a request Node could not parse,
 * then closes it: after a parse error the rest of the stream cannot be read as requests.
 * A socket that is already gone (ECONNRESET) or not writable gets nothing, only closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  const serviceError = clientErrorOf(error);
  const body = JSON.stringify(presentError(serviceError, requestId));
  socket.end(
    [
      `HTTP/1.1 ${serviceError.status} ${STATUS_CODES[serviceError.status] ?? 'Error'}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body, 'utf8')}`,
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * The whole body, or 'too-large' past the gateway limit. A too-large body is still read to its end
 * (and dropped, never buffered), so the answer arrives after the request and a keep-alive connection
 * can carry the next request: leaving the rest unread would make it the start of the "next request".
 */
async function readBody(req: IncomingMessage): Promise<string | null | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= GATEWAY_MAX_BODY_BYTES) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  if (size > GATEWAY_MAX_BODY_BYTES) return 'too-large';
  return size === 0 ? null : Buffer.concat(chunks).toString('utf8');
}

/**
 * The request target as a URL, parsed against a fixed origin: a path such as `//[` is a path here,
 * never a protocol-relative URL with a host. null when it still cannot be parsed (routed as not found).
 */
function requestUrl(target: string | undefined): URL | null {
  const path = target === undefined || target === '' ? '/' : target;
  try {
    return path.startsWith('/') ? new URL(`http://localhost${path}`) : new URL(path);
  } catch {
    return null;
  }
}

/** Appends to a list in a Map: member names come from the client, so never index a plain object. */
function appendTo(lists: Map<string, string[]>, name: string, value: string): void {
  const list = lists.get(name);
  if (list) list.push(value);
  else lists.set(name, [value]);
}

function toProxyEvent(
  req: IncomingMessage,
  url: Pick<URL, 'pathname' | 'searchParams'>,
  method: string,
  body: string | null,
  requestId: string,
  resourcePath: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEvent {
  const headers = new Map<string, string[]>();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    appendTo(headers, req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const query = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) appendTo(query, name, value);
  return proxyEvent({
    method,
    path: url.pathname,
    resource: resourcePath,
    headers,
    query,
    pathParameters,
    body,
    requestId,
    stage: 'local',
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    protocol: `HTTP/${req.httpVersion}`,
  });
}
