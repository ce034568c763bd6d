/**
 * GET and POST /oauth2/authorize of the local issuer: authorization code + PKCE (S256). GET shows
 * the dev sign-in page; its form POSTs back to sign in, or to sign up (any email, 8+ characters).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type IssuerState,
  isLoopbackUrl,
  LOCAL_DASHBOARD_CLIENT_ID,
  type LocalUser,
  OAuthError,
  signIn,
  signUp,
  USER_SCOPES,
} from './issuer-state.ts';

const CODE_LIFETIME_MS = 5 * 60_000;
const MIN_PASSWORD_LENGTH = 8;

export async function serveAuthorize(
  issuer: IssuerState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string | null,
): Promise<void> {
  const params = req.method === 'POST' ? new URLSearchParams(body ?? '') : url.searchParams;
  const request = authorizationRequest(params);
  if (req.method !== 'POST') return sendHtml(res, 200, signInPage(params, ''));
  const signedIn =
    params.get('action') === 'signup' ? await signUpFromForm(issuer, params) : signInFromForm(issuer, params);
  if ('refused' in signedIn)
    return sendHtml(res, signedIn.refused.status, signInPage(params, signedIn.refused.message));
  redirectWithCode(issuer, res, request, signedIn.user);
}

type AuthorizationRequest = ReturnType<typeof authorizationRequest>;

/** The form's outcome: the user, or the status and message the sign-in page shows again with. */
type FormOutcome = { user: LocalUser } | { refused: { status: number; message: string } };

/** The authorization request's parameters, checked before anything is shown (never redirect to an unchecked URI). */
function authorizationRequest(params: URLSearchParams) {
  const clientId = params.get('client_id');
  const redirectUri = params.get('redirect_uri') ?? '';
  if (clientId !== LOCAL_DASHBOARD_CLIENT_ID) throw new OAuthError('invalid_request', 'Unknown client_id.');
  if (!isLoopbackUrl(redirectUri)) {
    throw new OAuthError('invalid_request', 'redirect_uri must be an http(s) address on this machine.');
  }
  if (params.get('response_type') !== 'code')
    throw new OAuthError('unsupported_response_type', 'Only response_type=code.');
  const codeChallenge = params.get('code_challenge') ?? '';
  if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
    throw new OAuthError(
      'invalid_request',
      'PKCE is required: code_challenge with code_challenge_method=S256.',
    );
  }
  const requested = (params.get('scope') ?? 'openid').split(' ').filter(Boolean);
  const unknown = requested.filter((scope) => !USER_SCOPES.includes(scope));
  if (unknown.length > 0) throw new OAuthError('invalid_scope', `Unknown scopes: ${unknown.join(' ')}.`);
  return { clientId, redirectUri, codeChallenge, scope: requested.join(' '), state: params.get('state') };
}

/** A new account: it joins nothing (the dashboard offers the demo, docs/dashboard.md). */
async function signUpFromForm(issuer: IssuerState, params: URLSearchParams): Promise<FormOutcome> {
  const email = params.get('email') ?? '';
  const password = params.get('password') ?? '';
  if (!/^[^@\s]+@[^@\s]+$/.test(email))
    return { refused: { status: 400, message: 'Escribe un correo válido.' } };
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `La contraseña necesita ${MIN_PASSWORD_LENGTH} caracteres o más.`;
    return { refused: { status: 400, message } };
  }
  if (issuer.users.has(email.trim().toLowerCase())) {
    return { refused: { status: 409, message: 'Ese correo ya tiene cuenta: inicia sesión.' } };
  }
  const user = signUp(issuer, email, password);
  return { user };
}

function signInFromForm(issuer: IssuerState, params: URLSearchParams): FormOutcome {
  const user = signIn(issuer, params.get('email') ?? '', params.get('password') ?? '');
  return user ? { user } : { refused: { status: 401, message: 'Correo o contraseña incorrectos.' } };
}

/** Issues a one-time code for the user and sends the browser back to the client with it. */
function redirectWithCode(
  issuer: IssuerState,
  res: ServerResponse,
  request: AuthorizationRequest,
  user: LocalUser,
): void {
  const code = randomBytes(24).toString('base64url');
  issuer.codes.set(code, {
    ...request,
    user,
    authTime: Math.floor(Date.now() / 1000),
    expiresAt: Date.now() + CODE_LIFETIME_MS,
  });
  const target = new URL(request.redirectUri);
  target.searchParams.set('code', code);
  if (request.state !== null) target.searchParams.set('state', request.state);
  res.writeHead(302, { Location: target.toString(), 'Cache-Control': 'no-store' });
  res.end();
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The dev sign-in page: the authorization request travels in hidden fields to the POST. */
function signInPage(params: URLSearchParams, message: string): string {
  const carried = [
    'client_id',
    'redirect_uri',
    'response_type',
    'code_challenge',
    'code_challenge_method',
    'scope',
    'state',
  ]
    .filter((name) => params.get(name) !== null)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name)!)}">`)
    .join('');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Iniciar sesión (emisor local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}input,button{padding:.6rem;font-size:1rem}.error{color:#b00020}small{color:#555}</style>
</head><body>
<h1>Iniciar sesión</h1>
<p><small>Emisor OpenID local de desarrollo (en AWS, el inicio de sesión de Cognito).</small></p>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/oauth2/authorize">${carried}
<label for="email">Correo</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(params.get('email') ?? '')}">
<label for="password">Contraseña</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" name="action" value="signin">Entrar</button>
<button type="submit" name="action" value="signup">Crear cuenta</button>
</form></body></html>`;
}
