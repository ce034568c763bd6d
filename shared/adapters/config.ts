/**
 * Runtime configuration, parsed once at cold start. A missing or malformed variable fails fast with
 * a message naming it, instead of surfacing later as a confusing runtime error.
 */
// zod/mini: every function parses its configuration, and the ping and fallback functions nothing else,
// so the config costs ~20 KB of bundle instead of the ~90 KB of the chained API (bench: bundles).
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { STAGES } from './stages.ts';

// zod/mini loads no locale: English messages, so a bad variable says what is wrong with it.
z.config(en());

/**
 * A cached key → branch lookup (and app client, membership, branch profile) is trusted at most this
 * long, and by default exactly this long: a revoked key, client or member is refused within it
 * (docs/authentication.md). 5 s costs a warm function two GetItems per key every 5 s.
 */
export const MAX_KEY_CACHE_TTL_SECONDS = 5;

const configSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  STAGE: z.enum(STAGES),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  /** Set only for DynamoDB Local; absent in AWS. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** How long a handler may trust a cached key → branch lookup (revocation takes effect within it). */
  KEY_CACHE_TTL_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_KEY_CACHE_TTL_SECONDS)),
    MAX_KEY_CACHE_TTL_SECONDS,
  ),
  EVENT_BUS_NAME: z.optional(z.string().check(z.minLength(1))),
  /**
   * The code's version (a hash of the sources, set at synth on the functions that keep computed
   * results): a result computed by other code is never taken for this code's.
   */
  CODE_VERSION: z.optional(z.string().check(z.minLength(1))),
  /** The webhook delivery state machine; set on the routes that start attempt chains (test, redeliver). */
  WEBHOOK_STATE_MACHINE_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Scales the retry waits (5 s, 30 s) for demos and tests: 0.01 makes them 50 ms and 300 ms. */
  WEBHOOK_WAIT_SCALE: z._default(z.coerce.number().check(z.minimum(0), z.maximum(1)), 1),
  /**
   * OAuth 2.0 bearer tokens (docs/authentication.md): the issuer (`iss`) the API trusts, the Cognito
   * user pool's in AWS. Absent: bearer tokens answer 401 and only X-API-Key works.
   */
  OAUTH_ISSUER: z.optional(z.url()),
  /** Where its signing keys are; default `<OAUTH_ISSUER>/.well-known/jwks.json` (Cognito's path). */
  OAUTH_JWKS_URI: z.optional(z.url()),
  /** Comma-separated app clients whose tokens are users' (the dashboard); any other must be registered. */
  OAUTH_DASHBOARD_CLIENT_IDS: z._default(z.string(), ''),
  /**
   * Base URL of the OAuth endpoints (`/oauth2/token`, `/oauth2/userInfo`): the Cognito domain in
   * AWS; default the issuer itself, which is where the local issuer serves them.
   */
  OAUTH_DOMAIN: z.optional(z.url()),
  /**
   * The Cognito user pool that holds the app clients the developer portal creates (set on those
   * routes only); absent, app clients live in the table for the local issuer.
   */
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
});

export type Config = z.infer<typeof configSchema>;

/** The OAuth settings of a function; null when no issuer is configured. */
export interface OAuthSettings {
  issuer: string;
  jwksUri: string;
  dashboardClientIds: readonly string[];
  /** Where `/oauth2/token` and `/oauth2/userInfo` are: the Cognito domain; absent, the issuer. */
  domain?: string;
  /**
   * How the JWKS is fetched; absent: aws-jwt-verify's HTTPS fetcher. The local stack hands its
   * issuer's keys over in process (its issuer is plain HTTP).
   */
  fetchJwks?: (jwksUri: string) => Promise<ArrayBuffer>;
}

export function oauthSettingsOf(config: Config): OAuthSettings | null {
  if (config.OAUTH_ISSUER === undefined) return null;
  const issuer = config.OAUTH_ISSUER.replace(/\/+$/, '');
  return {
    issuer,
    jwksUri: config.OAUTH_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
    dashboardClientIds: config.OAUTH_DASHBOARD_CLIENT_IDS.split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
    ...(config.OAUTH_DOMAIN ? { domain: config.OAUTH_DOMAIN.replace(/\/+$/, '') } : {}),
  };
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnvironment(configSchema, env);
}

/** `env` read through `schema`, or an error naming every variable that is missing or malformed. */
export function parseEnvironment<Schema extends z.ZodMiniType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const result = z.safeParse(schema, env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The token endpoint app clients ask (`POST /oauth2/token`, client credentials). */
export function tokenEndpointOf(settings: OAuthSettings): string {
  return `${settings.domain ?? settings.issuer}/oauth2/token`;
}

/** The OpenID userInfo endpoint (a user's email: Cognito's access tokens do not carry it). */
export function userInfoEndpointOf(settings: OAuthSettings): string {
  return `${settings.domain ?? settings.issuer}/oauth2/userInfo`;
}
