/**
 * Stored JSON documents are gzip-compressed: a day of 10,000 order lines (~3 MB of JSON) becomes a
 * few hundred KB, so it fits in one or two items under DynamoDB's 400 KB item limit and in one
 * transaction with its idempotency record.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod/mini';

/** Keep each stored chunk comfortably under DynamoDB's 400 KB item limit (keys and attributes included). */
export const MAX_CHUNK_BYTES = 350_000;

/** `value` as gzip-compressed JSON: one binary attribute. */
export const gzipJson = (value: unknown): Buffer => gzipSync(Buffer.from(JSON.stringify(value), 'utf8'));

/** The value a `gzipJson` attribute holds, read through `schema` (item.ts's `writtenAs` for our own documents). */
export const gunzipJson = <Schema extends z.ZodMiniType>(
  packed: Uint8Array,
  schema: Schema,
): z.output<Schema> => z.parse(schema, JSON.parse(gunzipSync(packed).toString('utf8')));

/** `value` as gzip JSON split into chunks of at most MAX_CHUNK_BYTES (one item each). */
export function packJson(value: unknown): Uint8Array[] {
  const packed = gzipJson(value);
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < packed.length; offset += MAX_CHUNK_BYTES) {
    chunks.push(packed.subarray(offset, offset + MAX_CHUNK_BYTES));
  }
  return chunks.length > 0 ? chunks : [packed];
}

/** The value `packJson` split into `chunks`, read through `schema`. */
export function unpackJson<Schema extends z.ZodMiniType>(
  chunks: readonly Uint8Array[],
  schema: Schema,
): z.output<Schema> {
  return gunzipJson(Buffer.concat(chunks), schema);
}
