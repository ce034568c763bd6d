import { describe, expect, it } from 'vitest';
import { oauthSettingsOf, parseConfig } from '#shared/adapters/config.ts';

const base = { TABLE_NAME: 't', STAGE: 'sandbox' };

describe('OAuth configuration', () => {
  it('is off without OAUTH_ISSUER', () => {
    expect(oauthSettingsOf(parseConfig(base))).toBeNull();
  });

  it("defaults the JWKS to Cognito's path under the issuer and lists the dashboard clients", () => {
    const issuer = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbCdEf';
    const settings = oauthSettingsOf(
      parseConfig({ ...base, OAUTH_ISSUER: `${issuer}/`, OAUTH_DASHBOARD_CLIENT_IDS: ' abc, def ,' }),
    );
    expect(settings).toEqual({
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      dashboardClientIds: ['abc', 'def'],
    });
  });

  it('fails fast on an issuer that is not a URL, naming the variable', () => {
    expect(() => parseConfig({ ...base, OAUTH_ISSUER: 'cognito' })).toThrow(/OAUTH_ISSUER/);
  });
});
