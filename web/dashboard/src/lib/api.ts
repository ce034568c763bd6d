/**
 * The API client of every page: the user's access token as `Authorization: Bearer`, the chosen
 * branch as `X-Branch-Id` (and `branch_identifier` on reads, as the spec's GET routes take it), JSON
 * in and out, and the service's error envelope turned into a Spanish sentence (ApiError).
 */
import type { Session } from './auth.ts';

export interface ErrorEnvelope {
  error: { code: string; message: string; request_id?: string; field?: string; docs?: string };
}

/** What the owner reads for each status; the API's own (English) message follows as the detail. */
const SPANISH_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  403: 'Tu cuenta o el plan de la sucursal no permiten esta acción.',
  404: 'No se encontró lo que buscas (o no pertenece a esta sucursal).',
  405: 'Esta acción no está disponible.',
  409: 'La solicitud choca con otra igual que ya se recibió.',
  413: 'La solicitud es demasiado grande.',
  422: 'Hay datos que revisar.',
  429: 'Demasiadas solicitudes seguidas: espera un momento y vuelve a intentar.',
  503: 'El servicio no está disponible por ahora: vuelve a intentar en un momento.',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The API's message, in English: shown as the detail under the Spanish sentence. */
    readonly detail: string,
    readonly requestId: string | null,
    readonly field: string | null,
  ) {
    super(
      SPANISH_BY_STATUS[status] ??
        (status >= 500 ? 'El servicio falló: vuelve a intentar.' : 'Algo salió mal.'),
    );
  }
}

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The branch the request acts on; absent for account-level calls (GET /api/v1/account). */
  branchId?: string | null;
  idempotencyKey?: string;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(session: Session, onSignedOut: () => void): ApiClient {
  async function send(path: string, options: RequestOptions, token: string): Promise<Response> {
    const url = new URL(path, location.origin);
    const method = options.method ?? 'GET';
    if (method === 'GET' && options.branchId) url.searchParams.set('branch_identifier', options.branchId);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (options.branchId) headers['X-Branch-Id'] = options.branchId;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['X-Idempotency-Key'] = options.idempotencyKey;
    return fetch(url, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  }

  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      let token = await session.accessToken();
      if (!token) {
        onSignedOut();
        throw new ApiError(401, 'SVC_ERR_401', 'Not signed in.', null, null);
      }
      let response = await send(path, options, token);
      if (response.status === 401) {
        // The token may have been refused for its age (clock skew, a restarted issuer): renew once.
        token = await session.accessToken({ forceRenew: true });
        if (token) response = await send(path, options, token);
      }
      const body = response.status === 204 ? null : await response.json().catch(() => null);
      if (response.ok) return body as T;
      if (response.status === 401) onSignedOut();
      const envelope = (body as ErrorEnvelope | null)?.error;
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
