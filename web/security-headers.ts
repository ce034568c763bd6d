/**
 * Response headers of the static pages (the /docs reference; the dashboard later): the same locally
 * (local/http-server.ts) and on CloudFront (infra/hosting.ts). Scripts only from the page's own
 * origin, never inline; Scalar sets inline styles, so styles allow them (no script can run from a
 * style). Requests (the document, "try it") go to the same origin only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, subdomains included (CloudFront serves only HTTPS). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};
