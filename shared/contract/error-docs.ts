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

/**
 * The slug of the document in the reference page (web/docs/config.js `slug`): Scalar starts every
 * id with it.
 */
export const REFERENCE_SLUG = 'api';

/**
 * The anchor of a code's section: the id Scalar (1.72) gives the heading `### SVC_ERR_422_CENTS` of
 * info.description, `<slug>/description/<heading slug>`, the heading slug being the text lowercased
 * with `_` turned into `-` (read from the rendered page; test/integration/docs-page.test.ts checks
 * that the element exists).
 */
export function errorAnchor(code: ErrorCode): string {
  return `${REFERENCE_SLUG}/description/${errorHeading(code).toLowerCase().replaceAll('_', '-')}`;
}

export function errorDocsLink(code: ErrorCode): string {
  return `${REFERENCE_PATH}#${errorAnchor(code)}`;
}
