/**
 * The stage's two web ACLs (infra/firewall.ts): CLOUDFRONT-scoped in its own us-east-1 stack, on
 * the distribution; REGIONAL on the API stage. What they block is what a caller would meet.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { firewallStackName } from '#infra/app.ts';
import {
  CLOUDFRONT_ACL_REGION,
  cloudFrontAclParameterName,
  largeBodyPaths,
  ORIGIN_VERIFY_HEADER,
  OVERSIZE_BODY_LABEL,
} from '#infra/firewall.ts';
import { STAGE_CONFIG } from '#infra/stage-config.ts';
import { STAGES } from '#shared/adapters/stages.ts';
import { ROUTES } from '#shared/contract/routes.ts';
import { type Resources, resourcesOf, type Synthesized, sharedSynthesis } from './synth.ts';

let synth: Synthesized;
let firewallTemplates: Record<string, Template>;
beforeAll(() => {
  synth = sharedSynthesis();
  firewallTemplates = Object.fromEntries(
    STAGES.map((stage) => [stage, Template.fromJSON(synth.firewallTemplates[stage])]),
  );
});

type Rule = { Name: string; Priority: number; Statement: Record<string, unknown>; [key: string]: unknown };
const rulesOf = (resources: Resources, scope: string): Rule[] => {
  const acls = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::WAFv2::WebACL' && resource.Properties?.Scope === scope,
  );
  expect(acls).toHaveLength(1);
  return acls[0]!.Properties!.Rules as Rule[];
};

describe.each(STAGES)('firewall of %s', (stage) => {
  const config = STAGE_CONFIG[stage];

  const expectTheRules = (rules: Rule[]) => {
    const byName = new Map(rules.map((rule) => [rule.Name, rule]));
    expect([...byName.keys()]).toEqual([
      'RatePerIp',
      'AWSManagedRulesCommonRuleSet',
      'OversizeBodyOutsideIngest',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    expect(byName.get('RatePerIp')!.Statement).toMatchObject({
      RateBasedStatement: {
        AggregateKeyType: 'IP',
        Limit: config.firewall.requestsPerIpPer5Minutes,
        EvaluationWindowSec: 300,
      },
    });
    // SizeRestrictions_BODY only counts (and labels); the next rule blocks what it labelled,
    // except on the routes whose bodies are legitimately large.
    expect(byName.get('AWSManagedRulesCommonRuleSet')!.Statement).toEqual({
      ManagedRuleGroupStatement: {
        VendorName: 'AWS',
        Name: 'AWSManagedRulesCommonRuleSet',
        RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
      },
    });
    const oversize = JSON.stringify(byName.get('OversizeBodyOutsideIngest'));
    expect(oversize).toContain(OVERSIZE_BODY_LABEL);
    expect(oversize).toContain('"Block":{}');
    for (const route of ROUTES.filter((candidate) => candidate.ingest)) {
      expect(oversize, route.path).toContain(`"SearchString":"${route.path}"`);
    }
    expect(oversize).not.toContain('/api/v1/settings');
  };

  it('puts a CLOUDFRONT web ACL in us-east-1 and publishes its ARN there for the stage', () => {
    const firewall = synth.stages[stage].firewall;
    expect(firewall.region).toBe(CLOUDFRONT_ACL_REGION);
    const template = firewallTemplates[stage]!;
    expectTheRules(rulesOf(resourcesOf(template), 'CLOUDFRONT'));
    // Over its rate, a client gets the spec's 429 envelope with Retry-After, not WAF's bare 403.
    const [rate] = rulesOf(resourcesOf(template), 'CLOUDFRONT');
    expect(rate!.Action).toEqual({
      Block: {
        CustomResponse: {
          ResponseCode: 429,
          CustomResponseBodyKey: 'rate_limited',
          ResponseHeaders: [{ Name: 'Retry-After', Value: '60' }],
        },
      },
    });
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: cloudFrontAclParameterName(stage),
    });
    // Deploying the stage deploys its ACL first.
    expect(synth.stages[stage].dependencies).toContain(firewallStackName(stage));
    expect(firewall.stackName).toBe(firewallStackName(stage));
  });

  it('attaches that ACL to the distribution, read from the parameter in us-east-1 at deploy', () => {
    const resources = resourcesOf(synth.templates[stage]);
    const [distribution] = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::CloudFront::Distribution',
    );
    const webAclId = JSON.stringify(
      (distribution!.Properties!.DistributionConfig as Record<string, unknown>).WebACLId,
    );
    const [readerId] = Object.entries(resources).find(
      ([, resource]) =>
        resource.Type === 'Custom::AWS' &&
        JSON.stringify(resource).includes(cloudFrontAclParameterName(stage)),
    )!;
    expect(webAclId).toContain(readerId);
    expect(webAclId).toContain('Parameter.Value');
  });

  it('associates a REGIONAL web ACL with the API stage, counting per IP only what did not come through CloudFront', () => {
    const resources = resourcesOf(synth.templates[stage]);
    const rules = rulesOf(resources, 'REGIONAL');
    expectTheRules(rules);
    const [aclId] = Object.entries(resources).find(
      ([, resource]) => resource.Type === 'AWS::WAFv2::WebACL' && resource.Properties?.Scope === 'REGIONAL',
    )!;
    const [stageId] = Object.entries(resources).find(
      ([, resource]) => resource.Type === 'AWS::ApiGateway::Stage',
    )!;
    const association = Object.values(resources).find(
      (resource) => resource.Type === 'AWS::WAFv2::WebACLAssociation',
    )!;
    expect(association.Properties!.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(JSON.stringify(association.Properties!.ResourceArn)).toContain(`{"Ref":"${stageId}"}`);

    // The rate rule's scope-down: not carrying CloudFront's secret header value.
    const scopeDown = (rules[0]!.Statement.RateBasedStatement as Record<string, unknown>)
      .ScopeDownStatement as {
      NotStatement: { Statement: { ByteMatchStatement: Record<string, unknown> } };
    };
    const match = scopeDown.NotStatement.Statement.ByteMatchStatement;
    expect(match.FieldToMatch).toEqual({ SingleHeader: { Name: ORIGIN_VERIFY_HEADER } });
    expect(match.PositionalConstraint).toBe('EXACTLY');
    // CloudFront sends that header, with the same generated secret, to the API origin only.
    const [distribution] = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::CloudFront::Distribution',
    );
    const origins = (distribution!.Properties!.DistributionConfig as { Origins: Record<string, unknown>[] })
      .Origins;
    const withHeader = origins.filter((origin) => origin.OriginCustomHeaders);
    expect(withHeader).toHaveLength(1);
    expect(JSON.stringify(withHeader[0]!.CustomOriginConfig)).toBeDefined();
    expect(withHeader[0]!.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: match.SearchString },
    ]);
    expect(JSON.stringify(match.SearchString)).toContain('resolve:secretsmanager');
  });

  it('answers a request the stage ACL blocked with the error envelope (gateway response WAF_FILTERED)', () => {
    synth.templates[stage].hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'WAF_FILTERED',
      StatusCode: '403',
    });
  });

  it('exempts from the 8 KB body rule exactly the POST routes that require X-Idempotency-Key', () => {
    const paths = largeBodyPaths();
    expect(paths).toContain('/api/v1/ingest/orders');
    expect(paths).toContain('/api/v1/live/update');
    expect(paths).toContain('/api/v1/backoffice/purchases');
    expect(paths).not.toContain('/api/v1/webhooks');
    expect(
      paths.every((path) => ROUTES.some((route) => route.path === path && route.method === 'POST')),
    ).toBe(true);
  });
});
