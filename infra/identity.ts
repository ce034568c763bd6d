/**
 * Identity of a stage (docs/authentication.md, "Cognito in AWS"): one Cognito user pool where owners
 * sign themselves up (email as username), its managed-login domain (the OAuth 2.0 endpoints:
 * /oauth2/authorize, /oauth2/token, /oauth2/userInfo, /logout), the dashboard's public app client
 * (authorization code with PKCE, no secret) and the API's resource server with the scopes of
 * shared/domain/access.ts. POS vendors' app clients (client credentials, one branch each) are made
 * by `admin -- oauth-client create --user-pool-id …`, not here: they come and go with branches.
 *
 * The API functions verify tokens against this pool: `environment` is what they get (issuer and the
 * dashboard's client id; the JWKS is at the issuer's /.well-known/jwks.json).
 */
import { CfnOutput, Duration, Lazy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  type CfnUserPoolClient,
  ClientAttributes,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  OAuthScope,
  ResourceServerScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  type UserPoolResourceServer,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import {
  ACCESS_TOKEN_LIFETIME_MINUTES,
  API_SCOPE_NAMES,
  API_SCOPES,
  RESOURCE_SERVER_ID,
} from '#shared/domain/access.ts';
import type { StageConfig } from './stage-config.ts';

/** What granting app-client management needs of a function (a ServiceFunction). */
export interface AppClientManager {
  addToRolePolicy(statement: PolicyStatement): void;
  addEnvironment(key: string, value: string): unknown;
}

export interface IdentityProps {
  readonly stageConfig: StageConfig;
}

export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  readonly resourceServer: UserPoolResourceServer;
  readonly dashboardClient: UserPoolClient;
  /** The `iss` of the pool's tokens: https://cognito-idp.<region>.amazonaws.com/<pool id>. */
  readonly issuer: string;
  /** What every API function gets to verify bearer tokens (shared/adapters/config.ts). */
  readonly environment: Record<string, string>;
  private readonly stageIdentity: StageConfig['identity'];
  private dashboardOrigin?: string;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const { stageConfig } = props;
    const { identity } = stageConfig;
    this.stageIdentity = identity;

    this.userPool = this.userPoolOf(stageConfig);

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: identity.domainPrefix },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    const scopes = API_SCOPE_NAMES.map(
      (scopeName) => new ResourceServerScope({ scopeName, scopeDescription: API_SCOPES[scopeName] }),
    );
    this.resourceServer = this.userPool.addResourceServer('Api', {
      identifier: RESOURCE_SERVER_ID,
      userPoolResourceServerName: 'Restaurant analytics API',
      scopes,
    });

    this.dashboardClient = this.dashboardClientOf(scopes);

    const stack = Stack.of(this);
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;
    const baseUrl = this.domain.baseUrl();
    this.environment = {
      OAUTH_ISSUER: this.issuer,
      OAUTH_DASHBOARD_CLIENT_IDS: this.dashboardClient.userPoolClientId,
      // /oauth2/token (shown with a new app client) and /oauth2/userInfo (the account's email).
      OAUTH_DOMAIN: baseUrl,
    };

    this.addOutputs(baseUrl);
  }

  /** Owners' accounts: email sign-in, self sign-up, a 12-character policy, optional TOTP. */
  private userPoolOf(stageConfig: StageConfig): UserPool {
    const userPool = new UserPool(this, 'UserPool', {
      userPoolName: `restaurant-analytics-${stageConfig.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true, username: false },
      autoVerify: { email: true },
      // A changed email is a pending value until its code is confirmed: `email` (what userInfo
      // answers and the service stores) stays the verified original meanwhile.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stageConfig.deletionProtection,
      removalPolicy: stageConfig.removalPolicy,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Owners sign themselves up from the dashboard; MFA (TOTP) is offered, not required, so a first sign-up from a phone is one step. API integrations use app clients (client credentials), which MFA does not apply to.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection (advanced security) needs the Plus feature plan, priced per active user; the Essentials plan with a 12-character password policy, email verification and optional TOTP is the chosen baseline. Revisit with the first production owners.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is not chosen yet, for the reason given for COG3: Essentials covers self sign-up, managed login, PKCE and client credentials.',
      },
    );
    return userPool;
  }

  /** The dashboard's public client: authorization code with PKCE, refresh only, every API scope. */
  private dashboardClientOf(scopes: ResourceServerScope[]): UserPoolClient {
    const client = this.userPool.addClient('Dashboard', {
      userPoolClientName: 'dashboard',
      // A browser app keeps no secret: authorization code with PKCE (S256) is its protection.
      generateSecret: false,
      // ExplicitAuthFlows is set below (refresh only); the dashboard signs in through managed login.
      authFlows: {},
      // The ID token and userInfo carry email and email_verified; the user may change neither the
      // verification flag nor anything but their email and name (with the aws.cognito.signin
      // scope, which this client does not request anyway).
      readAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        emailVerified: true,
        fullname: true,
      }),
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [
          OAuthScope.OPENID,
          OAuthScope.EMAIL,
          OAuthScope.PROFILE,
          ...scopes.map((scope) => OAuthScope.resourceServer(this.resourceServer, scope)),
        ],
        // The stage's origin joins with allowDashboardAddress; until then, the resolved list is
        // produced at synthesis (a client with no address at all is a synthesis error).
        callbackUrls: Lazy.list({ produce: () => this.dashboardUrls() }),
        logoutUrls: Lazy.list({ produce: () => this.dashboardUrls() }),
      },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_LIFETIME_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_LIFETIME_MINUTES),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });

    // Cognito's defaults (no ExplicitAuthFlows) allow SRP and custom auth against the InitiateAuth
    // API too. The dashboard uses managed login's authorization code and the token endpoint's
    // refresh_token grant only; CDK always adds a sign-in flow to a non-empty authFlows, so the
    // property is set on the resource.
    (client.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = ['ALLOW_REFRESH_TOKEN_AUTH'];

    // Newer managed login shows its pages only with a branding; Cognito's own look is enough.
    new CfnManagedLoginBranding(this, 'DashboardLoginBranding', {
      userPoolId: this.userPool.userPoolId,
      clientId: client.userPoolClientId,
      useCognitoProvidedValues: true,
    });
    return client;
  }

  /** What a platform team reads after a deploy: the pool, the issuer and the OAuth endpoints. */
  private addOutputs(baseUrl: string): void {
    const stack = Stack.of(this);
    new CfnOutput(stack, 'UserPoolId', {
      description: 'For admin -- oauth-client create --user-pool-id (POS app clients).',
      value: this.userPool.userPoolId,
    });
    new CfnOutput(stack, 'OAuthIssuer', { value: this.issuer });
    new CfnOutput(stack, 'OAuthJwksUri', { value: `${this.issuer}/.well-known/jwks.json` });
    new CfnOutput(stack, 'OAuthDomain', {
      description: 'Managed login and OAuth 2.0 endpoints.',
      value: baseUrl,
    });
    new CfnOutput(stack, 'TokenEndpoint', { value: `${baseUrl}/oauth2/token` });
    new CfnOutput(stack, 'AuthorizationEndpoint', { value: `${baseUrl}/oauth2/authorize` });
    new CfnOutput(stack, 'DashboardClientId', { value: this.dashboardClient.userPoolClientId });
  }

  /**
   * Adds the dashboard's public address (the CloudFront distribution, infra/hosting.ts) to the
   * dashboard client's callback and logout URLs: the app sends the browser back to its own root.
   */
  allowDashboardAddress(origin: string): void {
    this.dashboardOrigin = origin;
  }

  /** The stage's origin, then the stage's local dashboards (none in production). */
  private dashboardUrls(): string[] {
    const urls = [
      ...(this.dashboardOrigin ? [`${this.dashboardOrigin}/`] : []),
      ...this.stageIdentity.localDashboardUrls,
    ];
    if (urls.length === 0)
      throw new Error('the dashboard client has no callback URL: call allowDashboardAddress');
    return urls;
  }

  /**
   * The developer portal's app-client routes (`managesAppClients` in the route table) create and
   * delete the pool's app clients: those two actions on this pool, and its id in USER_POOL_ID.
   */
  grantAppClientManagement(fn: AppClientManager): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:CreateUserPoolClient', 'cognito-idp:DeleteUserPoolClient'],
        resources: [this.userPool.userPoolArn],
      }),
    );
    fn.addEnvironment('USER_POOL_ID', this.userPool.userPoolId);
  }
}
