/**
 * The CSP sources of a page's inline scripts (web/tooling/security-headers.ts): what lets the dashboard's
 * boot script run, on the local server and on CloudFront alike. The hash is the one a browser
 * computes (MDN's CSP example below); scripts loaded from a file need none.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../web/tooling/security-headers.ts';

/** MDN, Content-Security-Policy script-src: the hash of `alert('Hello, world.');`. */
const MDN_SCRIPT = "alert('Hello, world.');";
const MDN_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inline script hashes', () => {
  it('hashes each inline script over its exact text, and skips scripts with a src', () => {
    const html = [
      '<head><title>t</title>',
      `<script>${MDN_SCRIPT}</script>`,
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      `<script> ${MDN_SCRIPT}</script>`,
      '</head>',
    ].join('\n');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(MDN_HASH);
    // One space more is another script: it would not run under the first one's hash.
    expect(hashes[1]).not.toBe(MDN_HASH);
  });

  it('adds the hashes to script-src only, beside the page origin', () => {
    const csp = contentSecurityPolicy(['https://signin.example'], [MDN_HASH]);
    const directives = csp.split('; ');
    expect(directives).toContain(`script-src 'self' ${MDN_HASH}`);
    expect(directives).toContain("connect-src 'self' https://signin.example");
    expect(directives.filter((directive) => directive.includes(MDN_HASH))).toHaveLength(1);
  });
});
