/**
 * The API's errors as the owner reads them: a Spanish sentence for each error code of the contract
 * (shared/domain/responses/error.ts), the request id kept for support, the API's English message
 * kept out of sight. Pure (no DOM): the unit tests read it as the pages do.
 */
import type { ERROR_CODES } from '../../../../shared/domain/responses/error.ts';

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
