/**
 * `npm run openapi`: writes docs/openapi.json from the route table and the schemas
 * (scripts/openapi-document.ts), with request examples taken from the test fixtures. Never edit the
 * file by hand; test/unit/contract/openapi-document.test.ts fails when it differs from a fresh run.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, stableJson } from './openapi-document.ts';
import { openApiOptions } from './openapi-options.ts';

export const OPENAPI_PATH = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OPENAPI_PATH, stableJson(buildOpenApiDocument(await openApiOptions())));
  console.log(`wrote ${OPENAPI_PATH}`);
}
