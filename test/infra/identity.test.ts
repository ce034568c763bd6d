/** The stage's Cognito user pool (infra/identity.ts) and what the route functions learn of it. */
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAGE_CONFIG } from '#infra/stage-config.ts';
import { STAGES } from '#shared/adapters/stages.ts';
import { API_SCOPE_NAMES, RESOURCE_SERVER_ID } from '#shared/domain/access.ts';
import { resourcesOf, type Synthesized, sharedSynthesis } from './synth.ts';

let synth: Synthesized;
beforeAll(() => {
  synth = sharedSynthesis();
});

describe.each(STAGES)('identity of %s', (stage) => {
  it('lets owners sign themselves up with their email', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 12 }) },
    });
  });

  it('has a managed-login domain with the stage prefix', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: STAGE_CONFIG[stage].identity.domainPrefix,
      ManagedLoginVersion: 2,
    });
    expect(STAGE_CONFIG[stage].identity.domainPrefix).toContain(stage);
  });

  it('declares the API scopes on the resource server', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPoolResourceServer', {
      Identifier: RESOURCE_SERVER_ID,
      Scopes: API_SCOPE_NAMES.map((ScopeName) => Match.objectLike({ ScopeName })),
    });
  });

  it('gives the dashboard a public authorization-code client with one-hour tokens', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      AccessTokenValidity: 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
    // The API scopes are joined from the resource server's identifier: one per scope.
    const [client] = Object.values(synth.templates[stage].findResources('AWS::Cognito::UserPoolClient'));
    const scopes = (client!.Properties as { AllowedOAuthScopes: unknown[] }).AllowedOAuthScopes;
    expect(scopes).toHaveLength(3 + API_SCOPE_NAMES.length);
    expect(JSON.stringify(scopes)).toContain('/intelligence.read');
  });

  it('hands every route function the issuer and the dashboard client', () => {
    const functions = Object.values(resourcesOf(synth.templates[stage])).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Function' &&
        String((resource.Properties?.Description as string | undefined) ?? '').includes('/api/v1/'),
    );
    expect(functions.length).toBeGreaterThan(40);
    for (const fn of functions) {
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(variables.OAUTH_ISSUER)).toContain('cognito-idp');
      expect(variables.OAUTH_DASHBOARD_CLIENT_IDS).toBeDefined();
    }
  });

  it('keeps a changed email pending until it is verified, and lets no client set email_verified', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    const [client] = Object.values(synth.templates[stage].findResources('AWS::Cognito::UserPoolClient'));
    const { ReadAttributes, WriteAttributes } = client!.Properties as Record<string, string[]>;
    expect(ReadAttributes).toEqual(expect.arrayContaining(['email', 'email_verified']));
    expect(WriteAttributes).not.toContain('email_verified');
  });

  it('allows the dashboard client the refresh-token flow only (sign-in is managed login)', () => {
    synth.templates[stage].hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });

  it("sends the browser back to the stage's origin, and to localhost only where the stage allows it", () => {
    const [client] = Object.values(synth.templates[stage].findResources('AWS::Cognito::UserPoolClient'));
    const { CallbackURLs, LogoutURLs } = client!.Properties as Record<string, unknown[]>;
    const distributionId = Object.keys(
      synth.templates[stage].findResources('AWS::CloudFront::Distribution'),
    )[0]!;
    const origin = {
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/']],
    };
    const expected = [origin, ...STAGE_CONFIG[stage].identity.localDashboardUrls];
    expect(CallbackURLs).toEqual(expected);
    expect(LogoutURLs).toEqual(expected);
    if (stage === 'production') expect(JSON.stringify(CallbackURLs)).not.toContain('localhost');
  });
});
