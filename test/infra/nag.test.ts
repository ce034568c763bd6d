/**
 * cdk-nag's AwsSolutions pack runs as a policy validation plugin during synthesis (as in
 * `cdk synth`); its findings are read back from the cloud assembly's validation report.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { STAGES } from '#shared/runtime/stages.ts';
import { buildTestApp, readValidationReport, type TestApp } from './synth.ts';

const apps: TestApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.cleanup();
});

/** Synthesize; in a test run (NODE_ENV=test) CDK throws when the report has errors, after writing it. */
function synthWithNag(configure: (app: TestApp) => void = () => {}) {
  const app = buildTestApp();
  apps.push(app);
  configure(app);
  let failure: unknown;
  try {
    app.app.synth();
  } catch (error) {
    failure = error;
  }
  return { app, failure, violations: readValidationReport(app.outdir) };
}

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding on either stage', () => {
    const { failure, violations } = synthWithNag();
    const listing = violations.map((v) => `${v.severity} ${v.ruleName}: ${v.constructPaths.join(', ')}`);
    expect(listing).toEqual([]);
    expect(failure).toBeUndefined();
    // Both stages with every route's function: synthesis grows with the route table (about a minute
    // alone on the shared machine, more under a parallel run).
  }, 240_000);

  it('does report a finding it is not told about (the check above can fail)', () => {
    const { failure, violations } = synthWithNag((app) => {
      new Queue(app.stacks.sandbox, 'UncheckedQueue');
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          ruleName: 'AwsSolutions-SQS4',
          severity: 'error',
          constructPaths: ['RestaurantAnalytics-sandbox/UncheckedQueue/Resource'],
        },
      ]),
    );
    expect(String(failure)).toContain('AwsSolutions-SQS4');
  });

  it('checks the nested stacks of the route areas too', () => {
    const { failure, violations } = synthWithNag((app) => {
      const ingestStack = app.stacks.production.api.routeStacks.get('ingest');
      if (!ingestStack) throw new Error('no ingest route stack');
      new Queue(ingestStack, 'UncheckedQueue');
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          ruleName: 'AwsSolutions-SQS4',
          severity: 'error',
          constructPaths: ['RestaurantAnalytics-production/Api/IngestRoutes/UncheckedQueue/Resource'],
        },
      ]),
    );
    expect(String(failure)).toContain('AwsSolutions-SQS4');
  });

  it('acknowledges per resource with a reason, never on a whole stack or the app', () => {
    const app = buildTestApp();
    apps.push(app);
    const acknowledgements = app.app.node.findAll().flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
            construct,
            id,
            reason,
          })),
        ),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { construct, id, reason } of acknowledgements) {
      const where = `${construct.node.path} ${id}`;
      expect(Stack.isStack(construct), where).toBe(false);
      expect(id, where).toMatch(/AwsSolutions-[A-Z]+[0-9]+/);
      expect(reason.length, where).toBeGreaterThan(40);
    }
    // Both stages carry their own acknowledgements.
    for (const stage of STAGES) {
      expect(
        acknowledgements.some(({ construct }) =>
          construct.node.path.startsWith(`RestaurantAnalytics-${stage}/`),
        ),
      ).toBe(true);
    }
  });
});
