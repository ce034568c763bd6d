import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '#shared/adapters/lambda-credentials.ts';

describe('the credential provider our Lambda bundles carry', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers the function role's credentials that Lambda puts in the environment", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    const credentials = await defaultProvider()();
    expect(credentials).toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    });
  });

  it('fails with a clear error when the environment has none (never falls back to profiles or IMDS)', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow('Unable to find environment variable credentials');
  });
});
