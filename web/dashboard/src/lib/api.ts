/**
 * The API client of every page: the user's access token as `Authorization: Bearer`, the chosen
 * branch as `X-Branch-Id` (and `branch_identifier` on reads, as the spec's GET routes take it), JSON
 * in and out, and the service's error envelope turned into a Spanish sentence (ApiError).
 */
import type { ErrorEnvelope } from '../../../../shared/domain/responses/error.ts';
import type { Session } from './auth.ts';
import { hasEarlyRead, keepEarlyRead, takeEarlyRead, takeSettledRead } from './early-reads.ts';
import { ApiError, isAbort } from './errors.ts';

export { ApiError, isAbort } from './errors.ts';

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The branch the request acts on; absent for account-level calls (GET /api/v1/account). */
  branchId?: string | null;
  idempotencyKey?: string;
  /** Aborts the request when the page no longer needs its answer. */
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The answer of this GET when the boot's early read of it is already in (lib/early-reads.ts),
   * taken once: the caller draws it without a request. Undefined otherwise: call request().
   */
  settled<T>(
    path: string,
    options?: Pick<RequestOptions, 'query' | 'branchId'>,
  ): { data: T; at: number } | undefined;
}

/** The request's address: the path, the branch as `branch_identifier` on a GET, the query. */
function urlOf(path: string, options: RequestOptions): URL {
  const url = new URL(path, location.origin);
  if ((options.method ?? 'GET') === 'GET' && options.branchId)
    url.searchParams.set('branch_identifier', options.branchId);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/** What makes two GETs the same request: the address and the `X-Branch-Id` (lib/early-reads.ts). */
const readKey = (path: string, options: RequestOptions) =>
  `${urlOf(path, options).toString()} ${options.branchId ?? ''}`;

function send(path: string, options: RequestOptions, token: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  if (options.branchId) headers['X-Branch-Id'] = options.branchId;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['X-Idempotency-Key'] = options.idempotencyKey;
  return fetch(urlOf(path, options), {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Starts a GET at boot with the stored token, kept for the client's first identical request
 * (lib/early-reads.ts); none when the same read was started already (by the boot script).
 */
export function startEarlyRead(
  path: string,
  options: Pick<RequestOptions, 'query' | 'branchId'>,
  token: string,
) {
  const key = readKey(path, options);
  if (hasEarlyRead(key)) return;
  const controller = new AbortController();
  keepEarlyRead(key, send(path, { ...options, signal: controller.signal }, token), controller);
}

/**
 * The answer of the early read of this request, if one was started: null when there is none or it
 * got no answer at all (the caller then sends its own); an abort stays an abort.
 */
async function earlyAnswer(path: string, options: RequestOptions): Promise<Response | null> {
  if ((options.method ?? 'GET') !== 'GET') return null;
  const early = takeEarlyRead(readKey(path, options), options.signal);
  if (!early) return null;
  try {
    return await early;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

export function createApiClient(session: Session, onSignedOut: () => void): ApiClient {
  /** A network failure (no answer at all) becomes an ApiError of status 0; an abort stays an abort. */
  async function sendOrOffline(path: string, options: RequestOptions, token: string): Promise<Response> {
    try {
      return await send(path, options, token);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, 'NETWORK', String(error), null, null);
    }
  }

  return {
    settled<T>(path: string, options: Pick<RequestOptions, 'query' | 'branchId'> = {}) {
      const read = takeSettledRead(readKey(path, options));
      return read ? { data: read.body as T, at: read.at } : undefined;
    },
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      let token = await session.accessToken();
      if (!token) {
        onSignedOut();
        throw new ApiError(401, 'SVC_ERR_401', 'Not signed in.', null, null);
      }
      let response = (await earlyAnswer(path, options)) ?? (await sendOrOffline(path, options, token));
      if (response.status === 401) {
        // The token may have been refused for its age (clock skew, a restarted issuer): renew once.
        token = await session.accessToken({ forceRenew: true });
        if (token) response = await sendOrOffline(path, options, token);
      }
      const body = response.status === 204 ? null : await response.json().catch(() => null);
      if (response.ok) return body as T;
      if (response.status === 401) onSignedOut();
      const envelope = (body as Partial<ErrorEnvelope> | null)?.error;
      throw new ApiError(
        response.status,
        envelope?.code ?? `HTTP_${response.status}`,
        envelope?.message ?? response.statusText,
        envelope?.request_id ?? null,
        envelope?.field ?? null,
      );
    },
  };
}
