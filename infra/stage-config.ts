/**
 * Everything that differs between the deployed stages, in one typed record. Constructs take the
 * stage's config instead of branching on the stage name, so a new stage is a new entry here.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Stage } from '#shared/adapters/stages.ts';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface AlarmConfig {
  /** API 5xx answers (SVC_ERR_500/503 and gateway 5xx) per period that raise the alarm. */
  readonly api5xxThreshold: number;
  /** Lambda invocation errors (uncaught exceptions, timeouts) per function and period. */
  readonly functionErrorThreshold: number;
  readonly period: Duration;
  readonly evaluationPeriods: number;
  /** Send alarm state changes to an SNS topic (subscriptions are managed outside the stack). */
  readonly notify: boolean;
}

/** Which provider answers POST /api/v1/assistant/ask (README "Assistant"). */
export type AssistantStageConfig =
  | { readonly provider: 'rules' }
  | {
      readonly provider: 'bedrock';
      /** Bedrock foundation model id; the ask function may invoke this model only. */
      readonly modelId: string;
    };

/** The stage's Cognito user pool (infra/identity.ts). */
export interface IdentityStageConfig {
  /**
   * Prefix of the managed-login domain, `<prefix>.auth.<region>.amazoncognito.com`: unique per
   * region across all AWS accounts, so a fork deploying its own copy changes it.
   */
  readonly domainPrefix: string;
  /**
   * Extra addresses the dashboard client accepts as callback and logout URLs, besides the stage's
   * own origin (the CloudFront address, Identity.allowDashboardAddress): the dashboard served by
   * `npm start`, for a developer signing in against a deployed sandbox pool. Production accepts
   * its origin only, so a page on a developer's machine can never receive a production code.
   */
  readonly localDashboardUrls: readonly string[];
}

/** The stage's web ACLs (infra/firewall.ts). */
export interface FirewallStageConfig {
  /**
   * Requests one client IP may make in any 5 minutes, at each door (CloudFront, and the
   * execute-api address for direct callers), before WAF blocks it until it slows down. A POS
   * vendor's server posting for many branches from one address is one IP: sized for about 20
   * requests per second sustained in production.
   */
  readonly requestsPerIpPer5Minutes: number;
}

export interface StageConfig {
  readonly stage: Stage;
  /** What happens to the table and log groups when the stack is deleted or they are replaced. */
  readonly removalPolicy: RemovalPolicy;
  readonly pointInTimeRecovery: boolean;
  readonly deletionProtection: boolean;
  /** CloudFormation termination protection of the whole stack. */
  readonly terminationProtection: boolean;
  /** Retention of every Lambda log group and of the API access log. */
  readonly logRetention: RetentionDays;
  readonly logLevel: LogLevel;
  /** X-Ray active tracing on the API stage and every function. */
  readonly tracing: boolean;
  /** Stage-wide API Gateway throttling; per-key plan limits are enforced by the handlers. */
  readonly throttling: { readonly rateLimit: number; readonly burstLimit: number };
  readonly alarms: AlarmConfig;
  readonly assistant: AssistantStageConfig;
  readonly identity: IdentityStageConfig;
  readonly firewall: FirewallStageConfig;
}

export const STAGE_CONFIG: Record<Stage, StageConfig> = {
  sandbox: {
    stage: 'sandbox',
    removalPolicy: RemovalPolicy.DESTROY,
    pointInTimeRecovery: false,
    deletionProtection: false,
    terminationProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    logLevel: 'DEBUG',
    tracing: true,
    throttling: { rateLimit: 50, burstLimit: 100 },
    alarms: {
      api5xxThreshold: 10,
      functionErrorThreshold: 10,
      period: Duration.minutes(5),
      evaluationPeriods: 1,
      notify: false,
    },
    assistant: { provider: 'rules' },
    identity: {
      domainPrefix: 'restaurant-analytics-sandbox',
      localDashboardUrls: ['http://localhost:3000/'],
    },
    firewall: { requestsPerIpPer5Minutes: 1_500 },
  },
  production: {
    stage: 'production',
    removalPolicy: RemovalPolicy.RETAIN,
    pointInTimeRecovery: true,
    deletionProtection: true,
    terminationProtection: true,
    logRetention: RetentionDays.ONE_YEAR,
    logLevel: 'INFO',
    tracing: true,
    throttling: { rateLimit: 500, burstLimit: 1000 },
    alarms: {
      api5xxThreshold: 1,
      functionErrorThreshold: 1,
      period: Duration.minutes(5),
      evaluationPeriods: 1,
      notify: true,
    },
    // A model answer whose numbers are not all in the tool results, or any Bedrock error (model
    // access not enabled, throttling), falls back to the rules answer.
    assistant: { provider: 'bedrock', modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0' },
    identity: { domainPrefix: 'restaurant-analytics-production', localDashboardUrls: [] },
    firewall: { requestsPerIpPer5Minutes: 6_000 },
  },
};
