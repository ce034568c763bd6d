/**
 * The API client of every page: a route id in, that route's answer out, typed by the contract
 * (shared/contract/schemas.ts BodyOf) and sent to the route's method and path (./api-routes.ts,
 * generated from the route table): no page names a path or re-declares an answer. The user's
 * access token as `Authorization: Bearer`, the chosen branch as `X-Branch-Id` (and
 * `branch_identifier` on reads, as the spec's GET routes take it), JSON in and out, and the
 * service's error envelope turned into a Spanish sentence (ApiError).
 */
import type { BodyOf, QueryOf, RequestBodyOf } from '../../../../shared/contract/schemas.ts';
import type { ErrorEnvelope } from '../../../../shared/domain/responses/error.ts';
import { API_ROUTES } from './api-routes.ts';
import type { Session } from './auth.ts';
import { hasEarlyRead, keepEarlyRead, takeEarlyRead, takeSettledRead } from './early-reads.ts';
import { ApiError, isAbort } from './errors.ts';

export { ApiError, isAbort } from './errors.ts';

/** A route the dashboard may call (./api-routes.ts). */
export type ApiRouteId = keyof typeof API_ROUTES;

/** The path template of route `R`, `{name}` segments and all. */
export type PathOf<R extends ApiRouteId> = (typeof API_ROUTES)[R]['path'];

/** The `{name}` segments of a path template. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of a route's `{name}` segments, by name. */
export type PathParams<R extends ApiRouteId> = Record<ParamNames<PathOf<R>>, string>;

/** Whether route `R`'s path has `{name}` segments to fill. */
export type HasPathParams<R extends ApiRouteId> = [ParamNames<PathOf<R>>] extends [never] ? false : true;

/** A GET route: what a page reads (ui/hooks.ts useRead). */
export type ReadRouteId = {
  [R in ApiRouteId]: (typeof API_ROUTES)[R]['method'] extends 'GET' ? R : never;
}[ApiRouteId];

/** The query a route reads, but the branch: the client adds `branch_identifier` itself. */
export type ReadQuery<R extends ApiRouteId> = Omit<QueryOf<R>, 'branch_identifier'>;

/**
 * What a request says beside its route: the query, the path parameters (each `{name}` of its path;
 * a missing one throws before anything is sent), the body, the branch.
 */
export interface RequestOptions<R extends ApiRouteId> {
  query?: ReadQuery<R>;
  params?: PathParams<R>;
  body?: RequestBodyOf<R>;
  /** The branch the request acts on; absent for account-level calls (GET /api/v1/account). */
  branchId?: string | null;
  idempotencyKey?: string;
  /** Aborts the request when the page no longer needs its answer. */
  signal?: AbortSignal;
}

/** A request on its way: the method and the path with its parameters filled in, and the rest. */
interface Outgoing {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  branchId?: string | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<R extends ApiRouteId>(routeId: R, options?: RequestOptions<R>): Promise<BodyOf<R>>;
  /**
   * The answer of this GET when the boot's early read of it is already in (lib/early-reads.ts),
   * taken once: the caller draws it without a request. Undefined otherwise: call request().
   */
  settled<R extends ApiRouteId>(
    routeId: R,
    options?: Pick<RequestOptions<R>, 'query' | 'params' | 'branchId'>,
  ): { data: BodyOf<R>; at: number } | undefined;
  /**
   * A POST or DELETE outside the route table, its answer unread: the local demo door
   * (config.json's `demo.path`, only under `npm start`).
   */
  unlisted(path: string, method: 'POST' | 'DELETE'): Promise<void>;
}

/** The route's method and path, its `{name}` segments filled (each encoded) from `params`. */
function outgoing(
  routeId: ApiRouteId,
  options: Omit<Outgoing, 'method' | 'path'> & { params?: Partial<Record<string, string>> } = {},
): Outgoing {
  const { method, path } = API_ROUTES[routeId];
  const { params = {}, ...rest } = options;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeId}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  return { ...rest, method, path: filled };
}

/** The request's address: the path, the branch as `branch_identifier` on a GET, the query. */
function urlOf(options: Outgoing): URL {
  const url = new URL(options.path, location.origin);
  if (options.method === 'GET' && options.branchId)
    url.searchParams.set('branch_identifier', options.branchId);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/** What makes two GETs the same request: the address and the `X-Branch-Id` (lib/early-reads.ts). */
const readKey = (options: Outgoing) => `${urlOf(options).toString()} ${options.branchId ?? ''}`;

function send(options: Outgoing, token: string): Promise<Response> {
  const { method } = options;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (options.branchId) headers['X-Branch-Id'] = options.branchId;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['X-Idempotency-Key'] = options.idempotencyKey;
  return fetch(urlOf(options), {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Starts a GET of `path` (no query) at boot with the stored token, kept for the client's first
 * identical request (lib/early-reads.ts); none when the same read was started already (by the boot
 * script). A path, not a route id: the inline boot script would otherwise carry the whole route map
 * (lib/boot-reads.ts checks its paths against it by type).
 */
export function startEarlyRead(path: string, branchId: string | null, token: string) {
  const read: Outgoing = { method: 'GET', path, branchId };
  const key = readKey(read);
  if (hasEarlyRead(key)) return;
  const controller = new AbortController();
  keepEarlyRead(key, send({ ...read, signal: controller.signal }, token), controller);
}

/**
 * The answer of the early read of this request, if one was started: null when there is none or it
 * got no answer at all (the caller then sends its own); an abort stays an abort.
 */
async function earlyAnswer(request: Outgoing): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const early = takeEarlyRead(readKey(request), request.signal);
  if (!early) return null;
  try {
    return await early;
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return null;
  }
}

/** A network failure (no answer at all) becomes an ApiError of status 0; an abort stays an abort. */
async function sendOrOffline(request: Outgoing, token: string): Promise<Response> {
  try {
    return await send(request, token);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'NETWORK', String(error), null, null);
  }
}

/** The service's error envelope, or the HTTP status where the answer has none. */
function errorOf(response: Response, body: unknown): ApiError {
  const envelope = (body as Partial<ErrorEnvelope> | null)?.error;
  return new ApiError(
    response.status,
    envelope?.code ?? `HTTP_${response.status}`,
    envelope?.message ?? response.statusText,
    envelope?.request_id ?? null,
    envelope?.field ?? null,
  );
}

export function createApiClient(session: Session, onSignedOut: () => void): ApiClient {
  /** The request's answer, the early read's where there is one; the token renewed once on a 401. */
  async function answerOf(request: Outgoing): Promise<{ response: Response; body: unknown }> {
    let token = await session.accessToken();
    if (!token) {
      onSignedOut();
      throw new ApiError(401, 'SVC_ERR_401', 'Not signed in.', null, null);
    }
    let response = (await earlyAnswer(request)) ?? (await sendOrOffline(request, token));
    if (response.status === 401) {
      // The token may have been refused for its age (clock skew, a restarted issuer): renew once.
      token = await session.accessToken({ forceRenew: true });
      if (token) response = await sendOrOffline(request, token);
    }
    const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return { response, body };
    if (response.status === 401) onSignedOut();
    throw errorOf(response, body);
  }

  return {
    settled(routeId, options = {}) {
      const read = takeSettledRead(readKey(outgoing(routeId, options)));
      // The boot read this very route: its answer is the route's body (lib/early-reads.ts).
      return read ? { data: read.body as BodyOf<typeof routeId>, at: read.at } : undefined;
    },
    async request(routeId, options) {
      const { body } = await answerOf(outgoing(routeId, options));
      // The one place an answer meets its type: a 2xx of this route is its contract's success body.
      return body as BodyOf<typeof routeId>;
    },
    async unlisted(path, method) {
      await answerOf({ method, path });
    },
  };
}
