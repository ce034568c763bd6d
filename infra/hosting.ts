/**
 * The service's one public address: a CloudFront distribution with the static pages from a private
 * S3 bucket through origin access control (the dashboard at `/`, from the bucket's `dashboard/`;
 * the /docs reference, from `docs/`), and `/api/*` to the API Gateway stage, so the pages and the
 * API share an origin (the dashboard's calls need no CORS, the reference's "try it" and the error
 * envelopes' relative `docs` links work as they do locally). The dashboard's config.json (the
 * Cognito domain and its public client) is written at deploy beside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { REFERENCE_PATH } from '#shared/contract/error-docs.ts';
import { dashboardConfig } from '#web/tooling/dashboard-config.ts';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  inlineScriptHashes,
} from '#web/tooling/security-headers.ts';
import type { StageConfig } from './stage-config.ts';

export interface HostingProps {
  readonly stageConfig: StageConfig;
  readonly restApi: RestApi;
  /** The built reference page (web/tooling/build-docs.ts), uploaded under `docs/`. */
  readonly docsDir: string;
  /** The built dashboard (web/tooling/build-dashboard.ts), uploaded under `dashboard/` and served at `/`. */
  readonly dashboardDir: string;
  /** The stage's CloudFront web ACL (infra/firewall.ts, in us-east-1). */
  readonly webAclArn: string;
  /** The header and secret value CloudFront adds to its API requests (the stage ACL's exemption). */
  readonly originVerify: { readonly header: string; readonly value: string };
  /** Where the dashboard signs in: the Cognito domain's base URL and the dashboard's public client. */
  readonly signIn: { readonly domainBaseUrl: string; readonly clientId: string };
}

/** The bucket folder of the dashboard, the default behaviour's origin path. */
export const DASHBOARD_PREFIX = 'dashboard';

/**
 * The hashes of the built index.html's inline scripts (its boot script, web/tooling/build-dashboard.ts),
 * which the dashboard's CSP lets run: deployed with that index.html, as the local server does.
 * No index.html (a synth before any dashboard build) allows none; any other failure to read it is
 * an error, not a policy that silently blocks the boot script.
 */
function dashboardScriptHashes(dashboardDir: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(path.join(dashboardDir, 'index.html'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The dashboard's hashed files (web/tooling/build-dashboard.ts: Vite's assets/), cached for a year. */
const DASHBOARD_ASSETS = 'assets';

/** `/docs` and `/docs/` are the page itself: CloudFront asks S3 for its index.html. */
export const DOCS_INDEX_REWRITE = `function handler(event) {
  var request = event.request;
  if (request.uri === '${REFERENCE_PATH}' || request.uri === '${REFERENCE_PATH}/') {
    request.uri = '${REFERENCE_PATH}/index.html';
  }
  return request;
}`;

/** The wildcard findings of CDK's BucketDeployment handler policy (cdk-nag names each one). */
function deploymentWildcards(bucket: Bucket): string[] {
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnBucket);
  return [
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Resource::*',
    `Resource::<${bucketId}.Arn>/*`,
    'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
  ];
}

/** The security headers of a page answer, with its content security policy. */
function securityHeaders(csp: string) {
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
  };
}

export class Hosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);
    const { stageConfig } = props;

    this.bucket = new Bucket(this, 'Pages', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: stageConfig.removalPolicy,
    });

    const pageHeaders = new ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Security headers of the static pages (web/tooling/security-headers.ts).',
      securityHeadersBehavior: securityHeaders(CONTENT_SECURITY_POLICY),
    });
    // The dashboard also calls the Cognito domain's token endpoint (code exchange, refresh), and
    // runs its index's boot script inline.
    const dashboardHeaders = new ResponseHeadersPolicy(this, 'DashboardHeaders', {
      comment: 'Security headers of the dashboard: the pages policy plus the sign-in domain in connect-src.',
      securityHeadersBehavior: securityHeaders(
        contentSecurityPolicy([props.signIn.domainBaseUrl], dashboardScriptHashes(props.dashboardDir)),
      ),
    });
    // One origin access control for both folders of the bucket.
    const originAccessControl = new S3OriginAccessControl(this, 'PagesAccess', {
      signing: Signing.SIGV4_ALWAYS,
    });
    const pages = S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl });
    const pageBehavior = {
      origin: pages,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: pageHeaders,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Restaurant analytics ${stageConfig.stage}: pages and API`,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      // `/` is the dashboard's index.html (CloudFront asks the origin path's /index.html).
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...pageBehavior,
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessControl,
          originPath: `/${DASHBOARD_PREFIX}`,
        }),
        responseHeadersPolicy: dashboardHeaders,
      },
      additionalBehaviors: {
        [`${REFERENCE_PATH}*`]: {
          ...pageBehavior,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new EdgeFunction(this, 'DocsIndex', {
                code: FunctionCode.fromInline(DOCS_INDEX_REWRITE),
              }),
            },
          ],
        },
        '/api/*': this.apiBehavior(props),
      },
    });

    this.deployPages(props);
    this.acknowledgeFindings();
  }

  /** `/api/*` to the API stage, with the origin-verify header, never cached. */
  private apiBehavior(props: HostingProps): BehaviorOptions {
    const { stageConfig, restApi } = props;
    return {
      // The stage path is the origin path: /api/v1/... reaches the same resource as on the stage URL.
      // The address is built from the RestApi's id and the stage's name, not read from the stage
      // (RestApiOrigin would): the dashboard client's callback URLs name this distribution, and
      // the route functions name that client, so depending on the stage would be a cycle.
      origin: new HttpOrigin(
        `${restApi.restApiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`,
        {
          originPath: `/${stageConfig.stage}`,
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          customHeaders: { [props.originVerify.header]: props.originVerify.value },
        },
      ),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Answers are per key and per request: never cached here (the API sets its own Cache-Control).
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
  }

  /** The reference pages, the dashboard's index and config.json (no-cache) and its hashed assets (a year). */
  private deployPages(props: HostingProps): void {
    new BucketDeployment(this, 'DocsPage', {
      sources: [Source.asset(props.docsDir)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${REFERENCE_PATH.slice(1)}/`,
      distribution: this.distribution,
      distributionPaths: [`${REFERENCE_PATH}*`],
    });

    // The app's index and its config.json (the stage's Cognito domain and client, known at deploy):
    // revalidated by browsers on every visit, so a deploy's new index is seen at once.
    new BucketDeployment(this, 'Dashboard', {
      sources: [
        Source.asset(props.dashboardDir),
        Source.jsonData('config.json', dashboardConfig(props.signIn.domainBaseUrl, props.signIn.clientId)),
      ],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${DASHBOARD_PREFIX}/`,
      // The hashed assets are the next deployment's (excluded files are not pruned either).
      exclude: [`${DASHBOARD_ASSETS}/*`],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      // Assets have hashed names; only the index and the configuration keep theirs across deploys.
      distributionPaths: ['/', '/index.html', '/config.json'],
    });
    // The hashed assets: a name is one content for ever, so a browser keeps each a year without
    // asking again. Earlier deploys' assets are kept (no prune): a tab opened before a deploy still
    // loads its pages' chunks.
    new BucketDeployment(this, 'DashboardAssets', {
      sources: [Source.asset(props.dashboardDir)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${DASHBOARD_PREFIX}/`,
      exclude: ['*'],
      include: [`${DASHBOARD_ASSETS}/*`],
      prune: false,
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.days(365)),
        CacheControl.immutable(),
      ],
    });
  }

  private acknowledgeFindings(): void {
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public static pages (the reference and the dashboard app, no data), written by the deployment; CloudFront is its only reader (origin access control), so access logs would record nothing but page views.',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The API serves POS vendors in any country; no geographic restriction applies.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'API requests are logged by the API Gateway access log; the pages are static and public. Standard logging would need an ACL-enabled log bucket.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default cloudfront.net certificate, whose minimum protocol CloudFront fixes; a custom domain (with TLSv1.2_2021) is a deployment choice not made yet.',
      },
    );
    // The deployment's custom resource: one Lambda per stack, created by CDK, run at deploy time only.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      Validations.of(child).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: "CDK's BucketDeployment handler role: the AWS managed policy only lets it write its logs.",
        },
        ...deploymentWildcards(this.bucket).map((finding) => ({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason:
            "CDK's BucketDeployment handler copies the pages' asset objects into the bucket under docs/ and dashboard/ and invalidates their paths (CloudFront invalidations take no resource ARN): its wildcards are object keys and S3 action groups CDK grants.",
        })),
        {
          id: 'AwsSolutions-L1',
          reason: "CDK's BucketDeployment handler runtime is chosen by aws-cdk-lib, updated with it.",
        },
      );
    }
  }
}
