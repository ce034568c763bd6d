/**
 * AWS WAF in front of both doors of a stage (docs/operations.md, "Firewall"): a CLOUDFRONT-scoped
 * web ACL on the distribution (the pages and /api/*) and a REGIONAL one on the API stage (its
 * execute-api address, which CloudFront's /api/* origin is too). Both run a per-IP rate rule and
 * AWS's managed rule groups AWSManagedRulesCommonRuleSet and AWSManagedRulesKnownBadInputsRuleSet.
 *
 * CloudFront-scoped web ACLs exist only in us-east-1, and the stage's stack is environment-agnostic
 * (deployed wherever the caller's region is), so the CloudFront ACL is a stack of its own pinned to
 * us-east-1 (`RestaurantAnalytics-<stage>-Firewall`), which publishes the ACL's ARN as an SSM
 * parameter there; the stage's stack reads it at deploy time (CloudFrontWebAclArn). CDK's
 * crossRegionReferences would do the same but needs the consumer's region fixed at synthesis.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Stage as ApiStage } from 'aws-cdk-lib/aws-apigateway';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { errorDocsLink } from '#shared/contract/error-docs.ts';
import { ROUTES, type RouteDefinition, requiresIdempotencyKey } from '#shared/contract/routes.ts';
import type { StageConfig } from './stage-config.ts';

/** Where CloudFront-scoped web ACLs live. */
export const CLOUDFRONT_ACL_REGION = 'us-east-1';

/** The header CloudFront adds to every /api/* origin request (its value is a generated secret). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** SSM parameter (in us-east-1) holding the ARN of a stage's CloudFront web ACL. */
export function cloudFrontAclParameterName(stage: string): string {
  return `/restaurant-analytics/${stage}/cloudfront-web-acl-arn`;
}

/** The label AWSManagedRulesCommonRuleSet's SizeRestrictions_BODY puts on a body over 8 KB. */
export const OVERSIZE_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

/**
 * Paths whose bodies may exceed the common rule set's 8 KB: every route that requires
 * X-Idempotency-Key (the ingests, the live update and the back-office captures: a day's orders,
 * a purchase's lines). From the route table, so a new ingest route is covered without a second list.
 */
export function largeBodyPaths(): string[] {
  return [
    ...new Set(
      (ROUTES as readonly RouteDefinition[])
        .filter((route) => route.method === 'POST' && requiresIdempotencyKey(route))
        .map((route) => route.path),
    ),
  ];
}

type Statement = CfnWebACL.StatementProperty;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** `/api/v1/ingest/sales`, whether the ACL sees it as is (CloudFront) or under the stage (`/production/api/...`). */
function pathEndsWith(path: string): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'ENDS_WITH',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function anyOf(statements: Statement[]): Statement {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function managedGroup(
  name: string,
  priority: number,
  ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[],
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(ruleActionOverrides ? { ruleActionOverrides } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

export interface FirewallRuleOptions {
  readonly stageConfig: StageConfig;
  /** Only requests matching this are counted per IP (the regional ACL leaves CloudFront's to it). */
  readonly rateScopeDown?: Statement;
  /** The rate rule's block action (CloudFront: a 429 in the error envelope). @default plain block */
  readonly rateBlock?: CfnWebACL.BlockActionProperty;
}

/**
 * The rules of both ACLs, in order: the per-IP rate rule; the common rule set with
 * SizeRestrictions_BODY counted (it only labels), then a rule blocking what it labelled unless the
 * path is a large-body route (largeBodyPaths; the service's own 4 MiB limit applies there); the
 * known-bad-inputs set.
 */
export function firewallRules(options: FirewallRuleOptions): CfnWebACL.RuleProperty[] {
  const { stageConfig } = options;
  return [
    {
      name: 'RatePerIp',
      priority: 0,
      action: { block: options.rateBlock ?? {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: stageConfig.firewall.requestsPerIpPer5Minutes,
          evaluationWindowSec: 300,
          ...(options.rateScopeDown ? { scopeDownStatement: options.rateScopeDown } : {}),
        },
      },
      visibilityConfig: visibility('RatePerIp'),
    },
    managedGroup('AWSManagedRulesCommonRuleSet', 1, [
      { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
    ]),
    {
      name: 'OversizeBodyOutsideIngest',
      priority: 2,
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            { labelMatchStatement: { scope: 'LABEL', key: OVERSIZE_BODY_LABEL } },
            { notStatement: { statement: anyOf(largeBodyPaths().map(pathEndsWith)) } },
          ],
        },
      },
      visibilityConfig: visibility('OversizeBodyOutsideIngest'),
    },
    managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 3),
  ];
}

/** The 429 a client over the CloudFront ACL's per-IP rate gets: the spec's envelope, Retry-After. */
export const RATE_LIMITED_BODY = JSON.stringify({
  error: {
    code: 'SVC_ERR_429',
    message: 'Too many requests from this address. Wait Retry-After seconds and retry.',
    // Blocked at the edge: no request reached the service (X-Amz-Cf-Id names it in CloudFront's logs).
    request_id: null,
    docs: errorDocsLink('SVC_ERR_429'),
  },
});

export interface CloudFrontFirewallStackProps extends StackProps {
  readonly stageConfig: StageConfig;
}

/** The stage's CLOUDFRONT-scoped web ACL, in us-east-1, and the parameter naming its ARN. */
export class CloudFrontFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: CloudFrontFirewallStackProps) {
    const { stageConfig, ...stackProps } = props;
    super(scope, id, {
      description: `Restaurant analytics ${stageConfig.stage}: the CloudFront web ACL (us-east-1)`,
      terminationProtection: stageConfig.terminationProtection,
      ...stackProps,
      env: { ...stackProps.env, region: CLOUDFRONT_ACL_REGION },
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `restaurant-analytics-${stageConfig.stage}-cloudfront`,
      description: 'Per-IP rate and AWS managed rules in front of the pages and the API.',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        rate_limited: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
      },
      rules: firewallRules({
        stageConfig,
        rateBlock: {
          customResponse: {
            responseCode: 429,
            customResponseBodyKey: 'rate_limited',
            responseHeaders: [{ name: 'Retry-After', value: '60' }],
          },
        },
      }),
      visibilityConfig: visibility(`restaurant-analytics-${stageConfig.stage}-cloudfront`),
    });
    new StringParameter(this, 'WebAclArn', {
      parameterName: cloudFrontAclParameterName(stageConfig.stage),
      description: `ARN of the CloudFront web ACL of ${stageConfig.stage}, read by its service stack.`,
      stringValue: this.webAcl.attrArn,
    });
  }
}

/**
 * The ARN of the stage's CloudFront web ACL, read at deploy time from the SSM parameter of
 * CloudFrontFirewallStack in us-east-1 (an AwsCustomResource: one GetParameter call, allowed on
 * that parameter only). The ACL keeps its ARN across rule changes; a replaced ACL (renamed) needs
 * the stage deployed again with this resource's id changed.
 */
export class CloudFrontWebAclArn extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { readonly stageConfig: StageConfig }) {
    super(scope, id);
    const name = cloudFrontAclParameterName(props.stageConfig.stage);
    const reader = new AwsCustomResource(this, 'Reader', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: name },
        region: CLOUDFRONT_ACL_REGION,
        physicalResourceId: PhysicalResourceId.of(name),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            region: CLOUDFRONT_ACL_REGION,
            resource: 'parameter',
            resourceName: name.slice(1),
          }),
        ],
      }),
      installLatestAwsSdk: false,
    });
    this.arn = reader.getResponseField('Parameter.Value');
  }
}

/** The REGIONAL web ACL of the API stage, associated with it. */
export class RegionalFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(
    scope: Construct,
    id: string,
    props: {
      readonly stageConfig: StageConfig;
      readonly stage: ApiStage;
      /** The secret value CloudFront sends in ORIGIN_VERIFY_HEADER: its requests are counted there. */
      readonly originVerifyValue: string;
    },
  ) {
    super(scope, id);
    const { stageConfig } = props;
    const fromCloudFront: Statement = {
      byteMatchStatement: {
        fieldToMatch: { singleHeader: { Name: ORIGIN_VERIFY_HEADER } },
        positionalConstraint: 'EXACTLY',
        searchString: props.originVerifyValue,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    };
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Per-IP rate for direct callers and AWS managed rules on the API stage.',
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      // CloudFront's requests arrive from CloudFront's addresses: per-IP counting happened at its ACL.
      rules: firewallRules({ stageConfig, rateScopeDown: { notStatement: { statement: fromCloudFront } } }),
      visibilityConfig: visibility(`${Stack.of(this).stackName}-api`),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

/** cdk-nag findings of the custom resource that reads the ACL's ARN (CDK's own singleton function). */
export function acknowledgeAclReader(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287')) continue;
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's AwsCustomResource function (reads the CloudFront ACL's ARN at deploy): the AWS managed policy only lets it write its logs.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "CDK's AwsCustomResource function runtime is chosen by aws-cdk-lib, updated with it.",
      },
    );
  }
}
