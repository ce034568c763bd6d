/**
 * The developer portal's credentials (docs/authentication.md): API keys and OAuth 2.0 app clients
 * as the API lists them (never a secret), and the one answer that shows a secret, once: creation.
 */
import * as z from 'zod/mini';
import { API_SCOPE_NAMES, type ApiScope, CREDENTIAL_STATUSES } from '../access.ts';
import { timestamp } from './common.ts';

/** A deployment stage as a branch and its keys see it (svc_test_ / svc_live_). */
export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export const environment = z
  .enum(ENVIRONMENTS)
  .check(z.describe('sandbox (svc_test_ keys) or production (svc_live_ keys): separate deployments.'));

const credentialStatus = z
  .enum(CREDENTIAL_STATUSES)
  .check(z.describe('revoked: refused within 60 s of the revocation (the handlers’ lookup cache).'));

export const apiKeyAttributes = z.strictObject({
  last_four: z.string().check(z.describe('The last four characters of the key, to tell keys apart.')),
  environment,
  status: credentialStatus,
  created_at: timestamp.check(z.describe('When the key was generated (UTC).')),
  revoked_at: z
    .nullable(timestamp)
    .check(z.describe('When it was revoked (by a new key or by hand); null while active.')),
});
export type ApiKeyAttributes = z.output<typeof apiKeyAttributes>;

export const apiKeyCreatedAttributes = z.strictObject({
  ...apiKeyAttributes.shape,
  api_key: z
    .string()
    .check(z.describe('The key itself, shown this once: copy it into the POS (the service keeps a hash).')),
});
export type ApiKeyCreatedAttributes = z.output<typeof apiKeyCreatedAttributes>;

export const credentialListMeta = z.strictObject({
  count: z.int().check(z.describe('How many are listed (revoked ones included).')),
});
export type CredentialListMeta = z.output<typeof credentialListMeta>;

export const appClientAttributes = z.strictObject({
  name: z.string().check(z.describe('Who uses the client.')),
  scopes: z
    .array(z.enum(API_SCOPE_NAMES as [ApiScope, ...ApiScope[]]))
    .check(z.describe('Short scope names; tokens carry them as restaurant-api/<scope>.')),
  status: credentialStatus,
  created_at: timestamp.check(z.describe('When the client was created (UTC).')),
  revoked_at: z.nullable(timestamp).check(z.describe('When it was revoked; null while active.')),
});
export type AppClientAttributes = z.output<typeof appClientAttributes>;

export const appClientCreatedAttributes = z.strictObject({
  ...appClientAttributes.shape,
  client_secret: z
    .string()
    .check(z.describe('Shown this once; the service (or Cognito) keeps it, never in plaintext here.')),
  token_endpoint: z
    .string()
    .check(z.describe('Where to ask for a token: POST, grant client_credentials, HTTP Basic client auth.')),
});
export type AppClientCreatedAttributes = z.output<typeof appClientCreatedAttributes>;
