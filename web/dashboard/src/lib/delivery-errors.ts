/**
 * A webhook delivery attempt's failure in Spanish (Desarrolladores, the delivery log): the API
 * records why in English (shared/adapters/webhook-http.ts); the owner reads what to do about it.
 * An unknown reason is shown as sent, after a Spanish lead.
 */
const RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^receiver answered (\d{3})/, (m) => `Tu servidor respondió con el código ${m[1]} (se esperaba 2xx).`],
  [
    /^redirect to (.+) not followed/,
    (m) => `Tu servidor redirigió a ${m[1]}; no seguimos redirecciones: registra la dirección final.`,
  ],
  [/^no answer within (\d+(?:\.\d+)?) s/, (m) => `Tu servidor no respondió en ${m[1]} s.`],
  [/^the subscription url is not a valid URL/, () => 'La dirección del webhook no es válida.'],
  [
    /^url refused: (.+)/,
    (m) => `No enviamos a esa dirección (${m[1]}): usa una dirección pública con https.`,
  ],
  [/does not resolve/, () => 'El nombre del servidor no existe (DNS): revisa la dirección.'],
  [/^ECONNREFUSED/, () => 'Tu servidor rechazó la conexión: ¿está encendido y escuchando?'],
  [/^ECONNRESET/, () => 'Tu servidor cortó la conexión antes de responder.'],
  [
    /^(CERT_|UNABLE_TO_VERIFY|DEPTH_ZERO|SELF_SIGNED|ERR_TLS)/,
    () => 'El certificado HTTPS de tu servidor no es válido.',
  ],
  [
    /^the answer to this attempt was not recorded/,
    () => 'No pudimos guardar la respuesta de este intento; se cuenta como fallido y no se reenvía solo.',
  ],
];

export function deliveryErrorText(error: string | null, statusCode: number | null): string {
  if (error === null) return statusCode === null ? 'sin respuesta' : `respondió ${statusCode}`;
  for (const [pattern, text] of RULES) {
    const match = error.match(pattern);
    if (match) return text(match);
  }
  return `Falló el envío: ${error}`;
}
