/**
 * Authentication and authorization of a request (docs/authentication.md).
 *
 * X-API-Key: the key is looked up by its SHA-256. `Authorization: Bearer`: an OAuth 2.0 access
 * token verified with aws-jwt-verify (RS256 signature against the issuer's JWKS, `iss`, `exp`,
 * `token_use: "access"`), the same code for Cognito in AWS and the local issuer of `npm start`; its
 * `client_id` is either a registered app client of one branch, or the dashboard, whose user acts on
 * a branch of their organization named by X-Branch-Id (or the `branch_identifier` query parameter).
 * Every lookup (key, client, membership, branch) goes through one bounded cache, trusted at most
 * `keyCacheTtlMs` (≤ 5 s): a warm handler answers without a round trip, and a revocation takes
 * effect within that bound.
 */

import { JwtVerifier } from 'aws-jwt-verify';
import {
  FetchError,
  JwtBaseError,
  JwtExpiredError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  KidNotFoundInJwksError,
} from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { OAuthSettings } from '../adapters/config.ts';
import type { RuntimePorts } from '../adapters/ports.ts';
import { KEY_PREFIX, stageOfKeyPrefix } from '../adapters/stages.ts';
import {
  type ApiScope,
  qualifiedScope,
  type Role,
  type RouteAccessShape,
  requiredScope,
  roleAllows,
  roleReads,
} from '../domain/access.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from '../domain/errors.ts';
import { UUID_PATTERN } from '../domain/uuid.ts';
import {
  API_KEY_PATTERN,
  type BranchProfile,
  getApiKeyRecord,
  getBranchProfile,
  getBranchProfiles,
  hashApiKey,
} from '../storage/branch-store.ts';
import type { StorageDeps } from '../storage/db.ts';
import { getOAuthClient } from '../storage/oauth-client-store.ts';
import { getBranchOrganizationId, getMembership, type Membership } from '../storage/organization-store.ts';

type AuthDeps = StorageDeps & Pick<RuntimePorts, 'stage' | 'clock' | 'keyCacheTtlMs' | 'oauth'>;

/** Who is calling: the branch's key, one of its app clients, or a member of its organization. */
export type Principal =
  | { kind: 'api-key' }
  | { kind: 'client'; clientId: string; clientName: string; scopes: ReadonlySet<string> }
  | {
      kind: 'user';
      userSub: string;
      /** The member's email as the organization knows it (absent when none was given). */
      email?: string;
      clientId: string;
      role: Role;
      scopes: ReadonlySet<string>;
    };

export interface Authenticated {
  branch: BranchProfile;
  principal: Principal;
}

export interface Credentials {
  apiKey: string | undefined;
  authorization: string | undefined;
  /** The branch a user token acts on: X-Branch-Id, else the `branch_identifier` query parameter. */
  branchId?: string | undefined;
}

const MAX_CACHED_LOOKUPS = 1_000;
const cache = new Map<string, { value: unknown; expiresAt: number }>();

/** The cached value of `key` while it is fresh, else undefined. */
function cached<T>(deps: AuthDeps, key: string, nowMs: number): T | undefined {
  const hit = cache.get(`${deps.tableName}:${key}`);
  return hit && hit.expiresAt > nowMs ? (hit.value as T) : undefined;
}

/** Keeps a found value `keyCacheTtlMs`; the oldest entry leaves when the cache is full. */
function remember(deps: AuthDeps, key: string, value: unknown, nowMs: number): void {
  if (deps.keyCacheTtlMs <= 0) return;
  if (cache.size >= MAX_CACHED_LOOKUPS) cache.delete(cache.keys().next().value as string);
  cache.set(`${deps.tableName}:${key}`, { value, expiresAt: nowMs + deps.keyCacheTtlMs });
}

/**
 * Forgets a user's cached membership in this process: the local demo door (local/demo-door.ts) takes
 * a user out of the demo, and their next request must not act on the demo's branches for a TTL.
 */
export function forgetCachedMembership(deps: AuthDeps, userSub: string): void {
  cache.delete(`${deps.tableName}:member:${userSub}`);
}

/**
 * `load()` through the bounded cache: a found value is kept `keyCacheTtlMs`, a miss is not kept (a
 * new key or client works at once).
 */
async function cachedLookup<T>(
  deps: AuthDeps,
  key: string,
  load: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const nowMs = deps.clock.now().getTime();
  const hit = cached<T>(deps, key, nowMs);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) remember(deps, key, value, nowMs);
  return value;
}

/**
 * The profiles of several branches through the same cache as `branch:<id>` (an organization read
 * names every branch of the organization): the cached ones as they are, the others in one
 * BatchGetItem, then kept. Order: as found.
 */
export async function cachedBranchProfiles(
  deps: AuthDeps,
  branchIds: readonly string[],
): Promise<BranchProfile[]> {
  const nowMs = deps.clock.now().getTime();
  const found: BranchProfile[] = [];
  const missing: string[] = [];
  for (const branchId of branchIds) {
    const hit = cached<BranchProfile>(deps, `branch:${branchId}`, nowMs);
    if (hit !== undefined) found.push(hit);
    else missing.push(branchId);
  }
  const loaded = missing.length === 0 ? [] : await getBranchProfiles(deps, missing);
  for (const profile of loaded) remember(deps, `branch:${profile.branch_identifier}`, profile, nowMs);
  return [...found, ...loaded];
}

export async function authenticate(deps: AuthDeps, credentials: Credentials): Promise<Authenticated> {
  const { apiKey, authorization } = credentials;
  if (apiKey === undefined || apiKey === '') {
    if (authorization !== undefined && /^bearer\s/i.test(authorization)) {
      return authenticateBearer(deps, authorization.slice('bearer'.length).trim(), credentials.branchId);
    }
    throw new UnauthorizedError(
      'X-API-Key header is missing (or send an OAuth 2.0 access token as Authorization: Bearer <token>).',
    );
  }
  return { branch: await authenticateApiKey(deps, apiKey), principal: { kind: 'api-key' } };
}

async function authenticateApiKey(deps: AuthDeps, apiKey: string): Promise<BranchProfile> {
  const keyStage = stageOfKeyPrefix(apiKey);
  if (keyStage !== undefined && keyStage !== deps.stage) {
    throw new UnauthorizedError(
      `This is the ${deps.stage} environment: it accepts ${KEY_PREFIX[deps.stage]} keys, and a ${keyStage} key (${KEY_PREFIX[keyStage]}) was sent.`,
    );
  }
  if (!API_KEY_PATTERN.test(apiKey)) {
    throw new UnauthorizedError(
      `X-API-Key is malformed: expected ${KEY_PREFIX[deps.stage]} followed by 32 characters.`,
    );
  }
  const keyHash = hashApiKey(apiKey);
  const branch = await cachedLookup(deps, `key:${keyHash}`, async () => {
    const record = await getApiKeyRecord(deps, keyHash);
    if (!record) throw new UnauthorizedError('X-API-Key is not valid.');
    if (record.status === 'revoked') {
      throw new UnauthorizedError(
        'This API key was revoked when a new key was generated; use the current key.',
      );
    }
    return getBranchProfile(deps, record.branch_identifier);
  });
  if (!branch) throw new UnauthorizedError('X-API-Key is not valid.');
  return branch;
}

// ---------------------------------------------------------------------------------------------
// Bearer tokens

/** The claims of a verified access token this module reads (Cognito's names). */
interface AccessClaims {
  sub: string;
  client_id: string;
  scope?: string;
  username?: string;
}

/** token_use is not a JWT standard claim: aws-jwt-verify's generic verifier checks it through us. */
class WrongTokenUseError extends Error {}
/** aws-jwt-verify checks `exp` only when present: a token without one would never expire. */
class MissingExpiryError extends Error {}

/** One verifier per issuer and JWKS, kept by the container: its JWKS cache survives warm calls. */
const verifiers = new Map<string, ReturnType<typeof createVerifier>>();

function createVerifier(settings: OAuthSettings) {
  const { fetchJwks } = settings;
  return JwtVerifier.create(
    {
      issuer: settings.issuer,
      jwksUri: settings.jwksUri,
      // Cognito access tokens have no `aud`: the client is `client_id`, checked below against the
      // registered app clients and the dashboard's.
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (typeof payload.exp !== 'number') throw new MissingExpiryError();
        if (payload.token_use !== 'access') throw new WrongTokenUseError(String(payload.token_use));
        if (typeof payload.client_id !== 'string' || typeof payload.sub !== 'string') {
          throw new WrongTokenUseError('access without client_id or sub');
        }
      },
    },
    fetchJwks
      ? { jwksCache: new SimpleJwksCache({ fetcher: { fetch: (uri) => fetchJwks(uri) } }) }
      : undefined,
  );
}

function verifierFor(settings: OAuthSettings) {
  const id = `${settings.issuer}|${settings.jwksUri}`;
  let verifier = verifiers.get(id);
  if (!verifier) {
    verifier = createVerifier(settings);
    verifiers.set(id, verifier);
  }
  return verifier;
}

async function verifyAccessToken(settings: OAuthSettings, token: string): Promise<AccessClaims> {
  try {
    return (await verifierFor(settings).verify(token)) as unknown as AccessClaims;
  } catch (error) {
    throw tokenRejection(error);
  }
}

/** A verification failure as the 401 it is, with a reason the integrator can act on. */
function tokenRejection(error: unknown): Error {
  if (error instanceof WrongTokenUseError) {
    return new UnauthorizedError(
      `The bearer token is not an access token (token_use ${error.message}); send the access_token of the token endpoint's answer, not the id_token.`,
    );
  }
  if (error instanceof MissingExpiryError) {
    return new UnauthorizedError(
      'The access token has no expiry (exp); get a token from the token endpoint.',
    );
  }
  if (error instanceof JwtExpiredError || error instanceof JwtNotBeforeError) {
    return new UnauthorizedError('The access token has expired; get a new one from the token endpoint.');
  }
  if (error instanceof JwtInvalidIssuerError) {
    return new UnauthorizedError('The access token was issued by an issuer this API does not trust.');
  }
  if (
    error instanceof JwtInvalidSignatureError ||
    error instanceof JwtInvalidSignatureAlgorithmError ||
    error instanceof KidNotFoundInJwksError
  ) {
    return new UnauthorizedError("The access token's signature does not verify against the issuer's keys.");
  }
  if (error instanceof JwtParseError)
    return new UnauthorizedError('The bearer token is not a well-formed JWT.');
  // The issuer's keys could not be fetched: not the caller's fault, and worth a retry.
  if (error instanceof FetchError) return new UnavailableError(error);
  if (error instanceof JwtBaseError)
    return new UnauthorizedError(`The access token is not valid: ${error.message}`);
  return error as Error;
}

async function authenticateBearer(
  deps: AuthDeps,
  token: string,
  requestedBranch: string | undefined,
): Promise<Authenticated> {
  const settings = deps.oauth;
  if (!settings) {
    throw new UnauthorizedError(
      'OAuth bearer tokens are not enabled on this deployment; send the branch API key in X-API-Key.',
    );
  }
  if (token === '') throw new UnauthorizedError('The Authorization header has no bearer token.');
  const claims = await verifyAccessToken(settings, token);
  const scopes = new Set((claims.scope ?? '').split(' ').filter((scope) => scope !== ''));

  if (settings.dashboardClientIds.includes(claims.client_id)) {
    return authenticateUser(deps, claims, scopes, requestedBranch);
  }

  const client = await cachedLookup(deps, `client:${claims.client_id}`, () =>
    getOAuthClient(deps, claims.client_id),
  );
  if (!client) {
    throw new UnauthorizedError(
      `The access token's client (${claims.client_id}) is not an app client of this API.`,
    );
  }
  if (client.status === 'revoked') {
    throw new UnauthorizedError(
      `The app client ${claims.client_id} was revoked; ask the owner for a new one.`,
    );
  }
  const branch = await cachedLookup(deps, `branch:${client.branch_identifier}`, () =>
    getBranchProfile(deps, client.branch_identifier),
  );
  if (!branch) throw new UnauthorizedError(`The app client ${claims.client_id} has no branch.`);
  return {
    branch,
    principal: { kind: 'client', clientId: claims.client_id, clientName: client.name, scopes },
  };
}

async function authenticateUser(
  deps: AuthDeps,
  claims: AccessClaims,
  scopes: ReadonlySet<string>,
  requestedBranch: string | undefined,
): Promise<Authenticated> {
  const membership = await cachedLookup(deps, `member:${claims.sub}`, () => getMembership(deps, claims.sub));
  if (!membership) {
    throw new ForbiddenError(
      'This user is not a member of any organization yet; ask its owner for an invitation.',
    );
  }
  if (requestedBranch === undefined || requestedBranch === '') {
    throw new BadRequestError(
      'A user token acts on one branch of the organization: name it in the X-Branch-Id header.',
      { field: 'headers.X-Branch-Id' },
    );
  }
  if (!UUID_PATTERN.test(requestedBranch)) {
    throw new ValidationError('X-Branch-Id must be a UUID.', {
      field: 'headers.X-Branch-Id',
      receivedValue: requestedBranch,
    });
  }
  const branchId = requestedBranch.toLowerCase();
  const organizationId = await cachedLookup(deps, `branch-organization:${branchId}`, () =>
    getBranchOrganizationId(deps, branchId),
  );
  const branch =
    organizationId === membership.organization_id
      ? await cachedLookup(deps, `branch:${branchId}`, () => getBranchProfile(deps, branchId))
      : undefined;
  // Another organization's branch "does not exist", exactly as another branch does for a key.
  if (!branch) {
    throw new NotFoundError('The branch does not exist in your organization.', {
      field: 'headers.X-Branch-Id',
      receivedValue: requestedBranch,
    });
  }
  return {
    branch,
    principal: {
      kind: 'user',
      userSub: claims.sub,
      ...(membership.email ? { email: membership.email } : {}),
      clientId: claims.client_id,
      role: membership.role,
      scopes,
    },
  };
}

/** A member of an organization, authenticated for an organization read (no branch named). */
export interface AuthenticatedMember {
  organizationId: string;
  principal: Extract<Principal, { kind: 'user' }>;
}

/**
 * An organization read (docs/organizations.md) takes a member's access token only: an API key or an
 * app client belongs to one branch, so it is refused (403) with what to send instead.
 */
export async function authenticateMember(
  deps: AuthDeps,
  credentials: Pick<Credentials, 'apiKey' | 'authorization'>,
): Promise<AuthenticatedMember> {
  const onlyMembers =
    'Organization reads take the access token of an organization member (Authorization: Bearer); an API key or an app client belongs to one branch.';
  const user = await authenticateDashboardUser(deps, credentials, {
    notAUser: new ForbiddenError(onlyMembers),
    missing: `Authorization: Bearer <token> is missing. ${onlyMembers}`,
  });
  const membership = await cachedLookup(deps, `member:${user.sub}`, () => getMembership(deps, user.sub));
  if (!membership) {
    throw new ForbiddenError(
      'This user is not a member of any organization yet; ask its owner for an invitation.',
    );
  }
  return {
    organizationId: membership.organization_id,
    principal: {
      kind: 'user',
      userSub: user.sub,
      clientId: user.clientId,
      role: membership.role,
      scopes: user.scopes,
    },
  };
}

/**
 * The scope and role checks of a token (an API key may call every route its plan includes). Runs
 * before the plan check, so a token without the scope learns that first. 403 names what is missing.
 */
export function authorize(principal: Principal, route: RouteAccessShape): void {
  if (route.auth === 'user' && principal.kind !== 'user') throw credentialsAreTheOwners(route);
  if (principal.kind === 'api-key') return;
  const scope: ApiScope | null = requiredScope(route);
  if (scope !== null && !principal.scopes.has(qualifiedScope(scope))) {
    throw new ForbiddenError(
      `The access token lacks the scope ${qualifiedScope(scope)}, which ${route.method} ${route.path} requires.`,
    );
  }
  if (principal.kind === 'user' && !roleAllows(principal.role, route)) {
    if (route.auth === 'user') {
      throw new ForbiddenError(
        `The ${principal.role} role may not call ${route.method} ${route.path}: API keys and app clients are managed by the organization's owner (docs/authentication.md, Roles).`,
      );
    }
    throw new ForbiddenError(
      `The ${principal.role} role may not call ${route.method} ${route.path} (docs/authentication.md, Roles).`,
    );
  }
}

/**
 * Whether the caller may read what `scope` guards: a key reads everything its plan includes; a
 * token needs the scope, and a member's role must allow reading that area as well.
 */
export function principalReads(principal: Principal, scope: ApiScope): boolean {
  if (principal.kind === 'api-key') return true;
  if (!principal.scopes.has(qualifiedScope(scope))) return false;
  return principal.kind === 'client' || roleReads(principal.role, scope);
}

/**
 * 403 for a key or an app-client token on a credential route: a credential that could mint
 * credentials would outlive its own revocation (an escalation), so only the owner, signed in to
 * the dashboard, manages them.
 */
function credentialsAreTheOwners(route: RouteAccessShape): ForbiddenError {
  return new ForbiddenError(
    `${route.method} ${route.path} accepts only a signed-in user's token: API keys and app clients are managed by the branch's owner in the dashboard, never with an API key or an app-client token.`,
  );
}

/** A signed-in dashboard user on the account routes (no branch): their `sub` and membership, if any. */
export interface AccountUser {
  userSub: string;
  clientId: string;
  /** The raw access token, for the issuer's userInfo endpoint (the email is not in the token). */
  accessToken: string;
  membership: Membership | undefined;
}

/**
 * The account routes (`auth: 'account'`): only a dashboard user's access token, verified as every
 * bearer token is; no branch is named (the user may have none yet). A key or an app-client token
 * is 403: an account is a person's.
 */
export async function authenticateAccount(
  deps: AuthDeps,
  credentials: Pick<Credentials, 'apiKey' | 'authorization'>,
  route: RouteAccessShape,
): Promise<AccountUser> {
  const user = await authenticateDashboardUser(deps, credentials, {
    notAUser: new ForbiddenError(
      `${route.method} ${route.path} accepts only a signed-in user's token (the dashboard's), not an API key or an app-client token.`,
    ),
    missing:
      "Authorization header is missing: send the signed-in user's access token as Authorization: Bearer <token>.",
  });
  // Not cached: a new organization shows at once on the next call (the owner's first branch).
  const membership = await getMembership(deps, user.sub);
  return { userSub: user.sub, clientId: user.clientId, accessToken: user.token, membership };
}

/** A person signed in to the dashboard, from their verified access token. */
interface DashboardUser {
  sub: string;
  clientId: string;
  token: string;
  scopes: Set<string>;
}

/**
 * The one check of the routes that take only a signed-in person (organization reads, account
 * routes): a bearer token verified as every token is, issued to a dashboard client. An API key
 * (once known to be valid: an unknown key is still 401) or an app-client token is `notAUser`.
 */
async function authenticateDashboardUser(
  deps: AuthDeps,
  { apiKey, authorization }: Pick<Credentials, 'apiKey' | 'authorization'>,
  refusals: { notAUser: ForbiddenError; missing: string },
): Promise<DashboardUser> {
  if (apiKey !== undefined && apiKey !== '') {
    await authenticateApiKey(deps, apiKey);
    throw refusals.notAUser;
  }
  if (authorization === undefined || !/^bearer\s/i.test(authorization)) {
    throw new UnauthorizedError(refusals.missing);
  }
  const settings = deps.oauth;
  if (!settings) {
    throw new UnauthorizedError('OAuth bearer tokens are not enabled on this deployment.');
  }
  const token = authorization.slice('bearer'.length).trim();
  if (token === '') throw new UnauthorizedError('The Authorization header has no bearer token.');
  const claims = await verifyAccessToken(settings, token);
  if (!settings.dashboardClientIds.includes(claims.client_id)) throw refusals.notAUser;
  return {
    sub: claims.sub,
    clientId: claims.client_id,
    token,
    scopes: new Set((claims.scope ?? '').split(' ').filter((scope) => scope !== '')),
  };
}
