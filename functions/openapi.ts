import { gunzipSync } from 'node:zlib';
import { OPENAPI_JSON_GZIP_BASE64 } from '#docs/openapi-gzip.ts';
import { publicFunction } from '#shared/http/functions.ts';

/**
 * Unzipped once per container. The bundle carries the document gzip'd (docs/openapi-gzip.ts,
 * generated with docs/openapi.json): ≈ 55 KB of base64 instead of ≈ 700 KB of JSON in the code.
 */
const body = gunzipSync(Buffer.from(OPENAPI_JSON_GZIP_BASE64, 'base64')).toString('utf8');

export const { handler, createHandler } = publicFunction('openapi', () => ({
  status: 200,
  // Five minutes: a deployment changes the document, and a reader should see it soon after.
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  body,
}));
