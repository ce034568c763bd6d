/**
 * Response headers of the static pages (the /docs reference and the dashboard): the same locally
 * (local/http-server.ts) and on CloudFront (infra/hosting.ts). Scripts only from the page's own
 * origin, and the dashboard's one inline script (its boot script, web/tooling/build-dashboard.ts) by the
 * SHA-256 of its text, read from the built index.html: no other inline script runs. Styles allow
 * inline: Scalar sets inline styles, and Observable Plot (the dashboard's charts) puts a <style>
 * element in every chart it draws; no script can run from a style. Requests go to the same origin only, plus the sign-in domain the dashboard trades its
 * authorization code at (Cognito's, in AWS; the local issuer is the same origin).
 */
import { createHash } from 'node:crypto';

export function contentSecurityPolicy(
  extraConnectSources: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...extraConnectSources].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The CSP sources (`'sha256-…'`) of a page's inline scripts: every `<script>` without `src`, hashed
 * over its exact text as the browser does.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
  );
}

/** One year, subdomains included (CloudFront serves only HTTPS). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/** The headers of a built page whose inline scripts may run (the dashboard's index.html). */
export function pageSecurityHeadersFor(html: string): Record<string, string> {
  return {
    ...PAGE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy([], inlineScriptHashes(html)),
  };
}
