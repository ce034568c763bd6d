/**
 * The API client of every page: the user's access token as `Authorization: Bearer`, the chosen
 * branch as `X-Branch-Id` (and `branch_identifier` on reads, as the spec's GET routes take it), JSON
 * in and out, and the service's error envelope turned into a Spanish sentence (ApiError).
 */
import type { ERROR_CODES, ErrorEnvelope } from '../../../../shared/domain/responses/error.ts';
import type { Session } from './auth.ts';

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What the owner reads for each of the API's error codes. The API's own message is English and
 * meant for developers: it never reaches the screen; the request id does, for support.
 */
export const SPANISH_BY_CODE: Record<ErrorCode, string> = {
  SVC_ERR_400: 'La solicitud no es válida: revisa los datos o el periodo.',
  SVC_ERR_401: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  SVC_ERR_403: 'Tu cuenta o el plan de la sucursal no permiten esta acción.',
  SVC_ERR_404: 'No se encontró lo que buscas (o no pertenece a esta sucursal).',
  SVC_ERR_405: 'Esta acción no está disponible.',
  SVC_ERR_409: 'La solicitud choca con otra igual que ya se recibió.',
  SVC_ERR_413: 'La solicitud es demasiado grande.',
  SVC_ERR_422: 'Hay datos que revisar.',
  SVC_ERR_422_CENTS: 'Un importe no es válido: usa pesos con hasta dos decimales.',
  SVC_ERR_422_IDEMPOTENCY_KEY_REUSED: 'Esta captura ya se había enviado con otros datos: vuelve a intentar.',
  SVC_ERR_422_LIMIT_REACHED: 'Se alcanzó el límite de tu plan para esto.',
  SVC_ERR_429: 'Demasiadas solicitudes seguidas: espera un momento y vuelve a intentar.',
  SVC_ERR_431: 'La solicitud lleva demasiados datos en sus encabezados.',
  SVC_ERR_500: 'El servicio falló: vuelve a intentar.',
  SVC_ERR_503: 'El servicio no está disponible por ahora: vuelve a intentar en un momento.',
};

/** The sentence for a code, else for the status (a proxy's answer has no envelope). */
export function spanishOf(code: string, status: number): string {
  if (code in SPANISH_BY_CODE) return SPANISH_BY_CODE[code as ErrorCode];
  if (status === 0) return 'No hay conexión con el servicio: revisa tu red y vuelve a intentar.';
  const byStatus = SPANISH_BY_CODE[`SVC_ERR_${status}` as ErrorCode];
  if (byStatus) return byStatus;
  return status >= 500 ? SPANISH_BY_CODE.SVC_ERR_500 : 'Algo salió mal: vuelve a intentar.';
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** The API's message, in English: kept for the console and the tests, never shown. */
    readonly detail: string,
    readonly requestId: string | null,
    readonly field: string | null,
  ) {
    super(spanishOf(code, status));
  }
}

/** A request the page gave up on (another period was chosen, the page was left): never shown. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

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
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

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
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      let token = await session.accessToken();
      if (!token) {
        onSignedOut();
        throw new ApiError(401, 'SVC_ERR_401', 'Not signed in.', null, null);
      }
      let response = await sendOrOffline(path, options, token);
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
