import { describe, expect, it } from 'vitest';
import { matchPath } from '#shared/contract/routes.ts';

describe('matchPath', () => {
  it('names the {param} segments of a template', () => {
    expect(
      matchPath('/api/v1/developer/webhooks/{id}/deliveries', '/api/v1/developer/webhooks/wh_1/deliveries'),
    ).toEqual({ id: 'wh_1' });
  });

  it('decodes percent-escapes in a parameter and refuses empty or extra segments', () => {
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/')).toBeNull();
    expect(matchPath('/api/v1/x/{id}', '/api/v1/x/a/b')).toBeNull();
    expect(matchPath('/api/v1/x/{id}', '/api/v1/y/a')).toBeNull();
  });

  it('matches a literal template exactly', () => {
    expect(matchPath('/api/v1/ping', '/api/v1/ping')).toEqual({});
    expect(matchPath('/api/v1/ping', '/api/v1/pong')).toBeNull();
  });
});
