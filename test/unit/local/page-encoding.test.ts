/** The static pages' compression (local/page-encoding.ts): what CloudFront would send each browser. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage } from '#local/page-encoding.ts';

const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const figure${i} = ${i} * 100;`).join('\n'),
);

describe('encodePage', () => {
  it('sends Brotli to a browser that takes it, and the body unpacks to the file', () => {
    const encoded = encodePage('/b/assets/index-abc.js', script, 'gzip, deflate, br, zstd', true);
    expect(encoded.encoding).toBe('br');
    expect(brotliDecompressSync(encoded.body).equals(script)).toBe(true);
    expect(encoded.body.length).toBeLessThan(script.length);
  });

  it('sends gzip to a browser that takes only gzip', () => {
    const encoded = encodePage('/b/index.html', script, 'gzip', false);
    expect(encoded.encoding).toBe('gzip');
    expect(gunzipSync(encoded.body).equals(script)).toBe(true);
  });

  it('sends the file as it is without Accept-Encoding, below 1,000 bytes, or when not text', () => {
    expect(encodePage('/b/assets/index-abc.js', script, undefined, true)).toEqual({ body: script });
    const small = script.subarray(0, 999);
    expect(encodePage('/b/assets/small.js', small, 'br', true)).toEqual({ body: small });
    expect(encodePage('/b/assets/logo.png', script, 'br', true)).toEqual({ body: script });
  });

  it('keeps a hashed asset compressed once: the same body on the next request', () => {
    const first = encodePage('/b/assets/kept-abc.js', script, 'br', true);
    expect(encodePage('/b/assets/kept-abc.js', script, 'br', true).body).toBe(first.body);
  });
});
