import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrlMembers } from '#shared/domain/webhooks/url-redaction.ts';

describe('webhook URL redaction (audit log, non-owners)', () => {
  it.each([
    ['https://hooks.example.com/services/T0/B1/s3cr3t?token=abc', 'https://hooks.example.com/[redacted]'],
    ['https://hooks.example.com/?token=abc', 'https://hooks.example.com/[redacted]'],
    ['https://hooks.example.com:8443/in#frag', 'https://hooks.example.com:8443/[redacted]'],
    ['https://hooks.example.com/', 'https://hooks.example.com/'],
    ['not a url', '/[redacted]'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
    for (const secret of ['s3cr3t', 'token', 'abc', 'frag']) expect(redactUrl(url)).not.toContain(secret);
  });

  it('redacts members named url or *_url at any depth, and nothing else', () => {
    const detail = {
      url: 'https://a.example/x?k=1',
      events: ['alert.triggered'],
      nested: { callback_url: 'https://b.example/y', note: 'https://c.example/z' },
      list: [{ url: 'https://d.example/w' }],
    };
    expect(redactUrlMembers(detail)).toEqual({
      url: 'https://a.example/[redacted]',
      events: ['alert.triggered'],
      nested: { callback_url: 'https://b.example/[redacted]', note: 'https://c.example/z' },
      list: [{ url: 'https://d.example/[redacted]' }],
    });
  });
});
