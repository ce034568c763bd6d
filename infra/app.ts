/**
 * Builds the CDK app: one ServiceStack per stage, cdk-nag's AwsSolutions pack on all of them.
 * bin/app.ts calls it for `cdk synth`; tests call it with `bundle: false` to skip esbuild.
 */
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { STAGES, type Stage } from '#shared/adapters/stages.ts';
import { CloudFrontFirewallStack } from './firewall.ts';
import { ServiceStack } from './service-stack.ts';
import { STAGE_CONFIG } from './stage-config.ts';

export const stackName = (stage: Stage): string => `RestaurantAnalytics-${stage}`;

export interface BuildAppOptions {
  /** Run esbuild for every function (`cdk synth`). Tests pass false: same template, no bundling. @default true */
  readonly bundle?: boolean;
  /** Extra context, e.g. cdk.json's feature flags when the app is built outside the CLI. */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  /** Run cdk-nag's AwsSolutions pack during synthesis. @default true */
  readonly nag?: boolean;
  /** Entry file of a handler module. @default functions/<handler>.ts */
  readonly entryFor?: (handler: string) => string;
  /** The built dashboard uploaded to every stage. @default build/dashboard */
  readonly dashboardDir?: string;
}

export interface BuiltApp {
  readonly app: App;
  readonly stacks: Record<Stage, ServiceStack>;
  /** Each stage's CloudFront web ACL, in us-east-1 (infra/firewall.ts); its service stack depends on it. */
  readonly firewalls: Record<Stage, CloudFrontFirewallStack>;
}

export const firewallStackName = (stage: Stage): string => `${stackName(stage)}-Firewall`;

export function buildApp(options: BuildAppOptions = {}): BuiltApp {
  const appProps: AppProps = {
    context: {
      ...options.context,
      // An empty list means "bundle assets of no stack": templates are identical, assets are not built.
      ...(options.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}),
    },
    ...(options.outdir ? { outdir: options.outdir } : {}),
  };
  const app = new App(appProps);

  const stacks = Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      new ServiceStack(app, stackName(stage), {
        stageConfig: STAGE_CONFIG[stage],
        ...(options.entryFor ? { entryFor: options.entryFor } : {}),
        ...(options.dashboardDir ? { dashboardDir: options.dashboardDir } : {}),
      }),
    ]),
  ) as Record<Stage, ServiceStack>;
  const firewalls = Object.fromEntries(
    STAGES.map((stage) => {
      const firewall = new CloudFrontFirewallStack(app, firewallStackName(stage), {
        stageConfig: STAGE_CONFIG[stage],
      });
      // Deploying the stage deploys its ACL first (the stage reads the ACL's ARN at deploy).
      stacks[stage].addStackDependency(firewall);
      return [stage, firewall];
    }),
  ) as Record<Stage, CloudFrontFirewallStack>;

  if (options.nag !== false) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  }
  return { app, stacks, firewalls };
}
