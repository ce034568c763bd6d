/**
 * Where the reference explains each error code. `error.docs` of every error envelope is this link,
 * relative to the deployment's own address (the reference page is served beside the API: `/docs`
 * by `npm start`, and on the same CloudFront domain in AWS), so it resolves wherever the API runs.
 */
import type { ErrorCode } from '../domain/errors.ts';

export const REFERENCE_PATH = '/docs';

/** The heading of a code's section in info.description (shared/contract/openapi.ts). */
export function errorHeading(code: ErrorCode): string {
  return code;
}

/** The anchor of a code's section in the reference (the OpenAPI description's error headings). */
export function errorAnchor(code: ErrorCode): string {
  return `error-${code.toLowerCase().replaceAll('_', '-')}`;
}

export function errorDocsLink(code: ErrorCode): string {
  return `${REFERENCE_PATH}#${errorAnchor(code)}`;
}
