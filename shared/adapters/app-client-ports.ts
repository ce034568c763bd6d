/**
 * Where OAuth 2.0 app clients (client credentials) are registered: the stage's Cognito user pool
 * in AWS, which keeps the secret and issues the tokens, or the table, for the local issuer of
 * `npm start`. The developer portal's routes and the admin CLI create and delete them through
 * this one port; the table's client → branch row is written by the caller either way. Named apart
 * from `Deps` like the webhook ports: only the two app-client routes bundle the Cognito client.
 */
import { randomBytes } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCESS_TOKEN_LIFETIME_MINUTES, type OAuthClientIssuer } from '../domain/access.ts';
import { parseConfig } from './config.ts';

export interface RegisteredAppClient {
  clientId: string;
  /** Shown once; the table keeps only its hash (local) or nothing (Cognito keeps it). */
  clientSecret: string;
  issuer: OAuthClientIssuer;
  /** Cognito: the pool that holds the client (its deletion needs it). */
  userPoolId?: string;
}

export interface AppClientRegistry {
  /** A confidential client allowed client credentials with `scopes` (qualified names). */
  create(name: string, scopes: readonly string[]): Promise<RegisteredAppClient>;
  /** No new token for the client (issued ones are refused by the table's revoked mark). */
  delete(client: { client_id: string; issuer: OAuthClientIssuer; user_pool_id?: string }): Promise<void>;
}

export interface AppClientPorts {
  appClients: AppClientRegistry;
}

/** Cognito's app client ids are 26 lowercase letters and digits; the local ones look the same. */
function localClientId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(26)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The local issuer's clients: an id shaped like Cognito's (26 lowercase letters and digits) and a
 * 256-bit secret; the local token endpoint checks the secret's hash in the table, so deleting is
 * the table's revoked mark alone.
 */
export const localAppClientRegistry: AppClientRegistry = {
  async create() {
    return {
      clientId: localClientId(),
      clientSecret: randomBytes(32).toString('base64url'),
      issuer: 'local',
    };
  },
  async delete() {},
};

/** Cognito's ClientName allows `[\w\s+=,.@-]`, 1–128 characters: other characters become `_`. */
function cognitoClientName(name: string): string {
  return name.replace(/[^\w\s+=,.@-]/g, '_').slice(0, 128) || 'app client';
}

/** The stage's Cognito user pool: CreateUserPoolClient / DeleteUserPoolClient on it. */
export function cognitoAppClientRegistry(region: string, userPoolId: string): AppClientRegistry {
  const cognito = new CognitoIdentityProviderClient({ region });
  return {
    async create(name, scopes) {
      const { UserPoolClient: client } = await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: cognitoClientName(name),
          GenerateSecret: true,
          AllowedOAuthFlowsUserPoolClient: true,
          AllowedOAuthFlows: ['client_credentials'],
          AllowedOAuthScopes: [...scopes],
          AccessTokenValidity: ACCESS_TOKEN_LIFETIME_MINUTES,
          TokenValidityUnits: { AccessToken: 'minutes' },
          EnableTokenRevocation: true,
          PreventUserExistenceErrors: 'ENABLED',
        }),
      );
      if (!client?.ClientId || !client.ClientSecret)
        throw new Error('Cognito returned no client id or secret');
      return { clientId: client.ClientId, clientSecret: client.ClientSecret, issuer: 'cognito', userPoolId };
    },
    async delete(client) {
      if (client.issuer !== 'cognito') return;
      await cognito.send(
        new DeleteUserPoolClientCommand({
          UserPoolId: client.user_pool_id ?? userPoolId,
          ClientId: client.client_id,
        }),
      );
    },
  };
}

/** The registry of a configuration: Cognito when USER_POOL_ID is set, else the table's. */
export function appClientRegistryOf(config: { AWS_REGION: string; USER_POOL_ID?: string | undefined }) {
  return config.USER_POOL_ID
    ? cognitoAppClientRegistry(config.AWS_REGION, config.USER_POOL_ID)
    : localAppClientRegistry;
}

let cached: AppClientPorts | undefined;

/** The app-client ports of a Lambda, built on first use (cold start) and kept by the container. */
export function lambdaAppClientPorts(): AppClientPorts {
  cached ??= { appClients: appClientRegistryOf(parseConfig()) };
  return cached;
}
