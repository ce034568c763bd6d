import { CfnOutput, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { SERVICE_NAME } from '#shared/adapters/service.ts';
import { ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { MAX_RECEIVE_COUNT } from '#shared/use-cases/pipeline/trigger.ts';
import { stagedDocs } from '../web/tooling/build-docs.ts';
import { DASHBOARD_BUILD_DIR } from '../web/tooling/dashboard-config.ts';
import { Api } from './api.ts';
import { Data } from './data.ts';
import { ServiceEvents } from './events.ts';
import {
  acknowledgeAclReader,
  CloudFrontWebAclArn,
  ORIGIN_VERIFY_HEADER,
  RegionalFirewall,
} from './firewall.ts';
import { Hosting } from './hosting.ts';
import { Identity } from './identity.ts';
import { Observability } from './observability.ts';
import { Pipeline } from './pipeline.ts';
import type { StageConfig } from './stage-config.ts';
import { Webhooks } from './webhooks.ts';

export interface ServiceStackProps extends StackProps {
  readonly stageConfig: StageConfig;
  /** Entry file of a handler module; tests point this at a fixture. @default functionEntry */
  readonly entryFor?: (handler: string) => string;
  /** The built reference page. @default built now (web/tooling/build-docs.ts) into a fresh temporary folder */
  readonly docsDir?: string;
  /** The built dashboard. @default build/dashboard (`npm run build:dashboard`; bin/app.ts builds it first) */
  readonly dashboardDir?: string;
}

export class ServiceStack extends Stack {
  readonly data: Data;
  readonly events: ServiceEvents;
  readonly api: Api;
  readonly observability: Observability;
  readonly pipeline: Pipeline;
  readonly webhooks: Webhooks;
  readonly identity: Identity;
  readonly hosting: Hosting;
  readonly firewall: RegionalFirewall;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    const { stageConfig, entryFor, docsDir, dashboardDir, ...stackProps } = props;
    super(scope, id, {
      terminationProtection: stageConfig.terminationProtection,
      description: `Restaurant analytics integration service (${stageConfig.stage})`,
      ...stackProps,
    });
    Tags.of(this).add('service', SERVICE_NAME);
    Tags.of(this).add('stage', stageConfig.stage);

    this.data = new Data(this, 'Data', { stageConfig });
    this.events = new ServiceEvents(this, 'Events', { stageConfig });
    // Owners' accounts and the OAuth 2.0 endpoints; the route functions verify its tokens.
    this.identity = new Identity(this, 'Identity', { stageConfig });
    this.api = new Api(this, 'Api', {
      stageConfig,
      table: this.data.table,
      eventBus: this.events.bus,
      oauthEnvironment: this.identity.environment,
      ...(entryFor ? { entryFor } : {}),
    });
    // The developer portal's app-client routes create and delete the pool's app clients.
    for (const route of ROUTES as readonly RouteDefinition[]) {
      if (route.managesAppClients)
        this.identity.grantAppClientManagement(this.api.routeFunctions.get(route.id)!);
    }
    this.observability = new Observability(this, 'Observability', {
      stageConfig,
      restApi: this.api.restApi,
      functions: new Map([...this.api.routeFunctions, ['fallback', this.api.fallbackFunction] as const]),
    });

    // Pipeline: table stream → EventBridge Pipe → SQS FIFO (+ DLQ, alarms) → aggregator → cubes + events.
    this.pipeline = new Pipeline(this, 'Pipeline', {
      stageConfig,
      table: this.data.table,
      eventBus: this.events.bus,
      observability: this.observability,
    });

    // Webhooks: bus rule → Step Functions (the one ASL file) → fan-out and signed attempts.
    this.webhooks = new Webhooks(this, 'Webhooks', {
      stageConfig,
      table: this.data.table,
      eventBus: this.events.bus,
      routeFunctions: this.api.routeFunctions,
      observability: this.observability,
      ...(entryFor ? { entryFor } : {}),
    });

    const originVerifyValue = this.originVerifyValue(stageConfig);
    this.firewall = new RegionalFirewall(this, 'Firewall', {
      stageConfig,
      stage: this.api.restApi.deploymentStage,
      originVerifyValue,
    });

    // Pages and API behind one CloudFront origin: /docs from S3, /api/* to the stage.
    this.hosting = new Hosting(this, 'Hosting', {
      stageConfig,
      restApi: this.api.restApi,
      webAclArn: new CloudFrontWebAclArn(this, 'CloudFrontWebAcl', { stageConfig }).arn,
      originVerify: { header: ORIGIN_VERIFY_HEADER, value: originVerifyValue },
      // One folder per content, never rewritten: parallel syntheses share it (build-docs.ts).
      docsDir: docsDir ?? stagedDocs(),
      dashboardDir: dashboardDir ?? DASHBOARD_BUILD_DIR,
      signIn: {
        domainBaseUrl: this.identity.domain.baseUrl(),
        clientId: this.identity.dashboardClient.userPoolClientId,
      },
    });
    acknowledgeAclReader(this);
    this.identity.allowDashboardAddress(`https://${this.hosting.distribution.distributionDomainName}`);
    new CfnOutput(this, 'Url', {
      description: 'The service: the dashboard at /, the reference at /docs, the API at /api/v1/...',
      value: `https://${this.hosting.distribution.distributionDomainName}`,
    });

    this.addOutputs();
  }

  /** The header CloudFront adds to its /api/* requests, so the stage's ACL can tell them apart. */
  private originVerifyValue(stageConfig: StageConfig): string {
    const originVerify = new Secret(this, 'OriginVerify', {
      description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront sends to the API stage.`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: stageConfig.removalPolicy,
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Not a credential: it only tells CloudFront's requests apart from direct ones for the stage ACL's per-IP rule (both doors pass the same managed rules and authentication). Its two readers (CloudFront origin header, WAF rule) take it at deploy, so a rotation would need a deploy anyway.",
    });
    return originVerify.secretValue.unsafeUnwrap();
  }

  /** What a platform team reads after a deploy: the API, the table, the bus, the DLQ, the alarms. */
  private addOutputs(): void {
    new CfnOutput(this, 'ApiUrl', {
      description: 'Base URL of the stage; append /api/v1/...',
      value: this.api.restApi.url,
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'EventBusName', { value: this.events.bus.eventBusName });
    new CfnOutput(this, 'AggregationDeadLetterQueueUrl', {
      description: `Aggregation messages that failed ${MAX_RECEIVE_COUNT} times (redrive after fixing the cause).`,
      value: this.pipeline.deadLetterQueue.queueUrl,
    });
    new CfnOutput(this, 'WebhookStateMachineArn', { value: this.webhooks.stateMachine.stateMachineArn });
    if (this.observability.alarmTopic) {
      new CfnOutput(this, 'AlarmTopicArn', {
        description: 'Subscribe on-call to this topic.',
        value: this.observability.alarmTopic.topicArn,
      });
    }
  }
}
