import document from '#docs/openapi.json' with { type: 'json' };
import { publicFunction } from '#shared/http/functions.ts';

/** Serialized once per container: the document is bundled (esbuild) and never changes at run time. */
const body = JSON.stringify(document);

export const { handler, createHandler } = publicFunction('openapi', () => ({
  status: 200,
  // Five minutes: a deployment changes the document, and a reader should see it soon after.
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  body,
}));
