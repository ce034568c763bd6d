/**
 * The deployed half of `admin -- oauth-client`: in AWS the app client lives in the stage's Cognito
 * user pool (infra/identity.ts), which keeps its secret and issues its tokens; the table keeps only
 * the client → branch mapping. Not exercised by the tests (no AWS here): kept to two calls.
 */
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCESS_TOKEN_LIFETIME_MINUTES } from '#shared/domain/access.ts';

export interface CognitoAppClient {
  clientId: string;
  clientSecret: string;
}

/**
 * A confidential app client allowed the client-credentials grant with `scopes` (qualified,
 * `restaurant-api/ingest`), access tokens living one hour, as the local issuer's do.
 */
export async function createCognitoAppClient(
  region: string,
  userPoolId: string,
  name: string,
  scopes: readonly string[],
): Promise<CognitoAppClient> {
  const cognito = new CognitoIdentityProviderClient({ region });
  try {
    const { UserPoolClient: client } = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: name,
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
    if (!client?.ClientId || !client.ClientSecret) throw new Error('Cognito returned no client id or secret');
    return { clientId: client.ClientId, clientSecret: client.ClientSecret };
  } finally {
    cognito.destroy();
  }
}

/** Deletes the app client: Cognito issues it no new token (issued ones are refused by the table's mark). */
export async function deleteCognitoAppClient(
  region: string,
  userPoolId: string,
  clientId: string,
): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({ region });
  try {
    await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
  } finally {
    cognito.destroy();
  }
}
