/**
 * The static pages compressed as CloudFront compresses them (infra/hosting.ts: the pages' behaviours
 * use the CachingOptimized policy, which asks for Brotli and gzip): Brotli when the browser takes
 * it, else gzip, else the file as it is. Without it the local server sent the dashboard's JS at
 * about three times its size, which a phone on a slow link waits for.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedPage {
  body: Buffer;
  /** The Content-Encoding header, absent when the body is the file as it is. */
  encoding?: 'br' | 'gzip';
}

/** Compressed bodies of the hashed assets, by file and encoding: their content never changes. */
const immutableBodies = new Map<string, Buffer>();

/** CloudFront compresses files from 1,000 bytes on; smaller ones go as they are. */
const MIN_COMPRESSED_BYTES = 1_000;

const COMPRESSIBLE = /\.(html|js|css|json|svg)$/;

function compress(content: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(content, { level: 9 });
}

/**
 * The body to send for `file` to a browser that accepts `acceptEncoding`; `immutable` files (hashed
 * names) are compressed once and kept.
 */
export function encodePage(
  file: string,
  content: Buffer,
  acceptEncoding: string | undefined,
  immutable: boolean,
): EncodedPage {
  if (!COMPRESSIBLE.test(file) || content.length < MIN_COMPRESSED_BYTES) return { body: content };
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding === null) return { body: content };
  if (!immutable) return { body: compress(content, encoding), encoding };
  const key = `${encoding}:${file}`;
  let body = immutableBodies.get(key);
  if (!body) {
    body = compress(content, encoding);
    immutableBodies.set(key, body);
  }
  return { body, encoding };
}
