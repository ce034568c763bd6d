/**
 * cdk-nag's AwsSolutions pack runs as a policy validation plugin during synthesis (as in
 * `cdk synth`); its findings are read back from the cloud assembly's validation report. The real
 * app's report is the run's one synthesis (test/infra/synthesis-setup.ts); the checks that it can
 * fail synthesize an app with two unchecked queues of their own, once for both.
 */
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGES } from '#shared/adapters/stages.ts';
import {
  buildTestApp,
  readValidationReport,
  sharedSynthesis,
  type TestApp,
  type Violation,
} from './synth.ts';

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding on either stage', () => {
    const { nagFailure, violations } = sharedSynthesis();
    const listing = violations.map((v) => `${v.severity} ${v.ruleName}: ${v.constructPaths.join(', ')}`);
    expect(listing).toEqual([]);
    expect(nagFailure).toBeNull();
  });

  describe('with an unchecked queue in a stage stack and one in a nested stack', () => {
    let app: TestApp;
    let failure: unknown;
    let violations: Violation[];
    beforeAll(() => {
      app = buildTestApp();
      new Queue(app.stacks.sandbox, 'UncheckedQueue');
      const ingestStack = app.stacks.production.api.routeStacks.get('ingest');
      if (!ingestStack) throw new Error('no ingest route stack');
      new Queue(ingestStack, 'UncheckedQueue');
      try {
        app.app.synth();
      } catch (error) {
        failure = error;
      }
      violations = readValidationReport(app.outdir);
    });
    afterAll(() => app?.cleanup());

    // cdk-nag reports a rule once, with every construct that breaks it.
    const sqs4 = () => violations.find((violation) => violation.ruleName === 'AwsSolutions-SQS4');

    it('does report a finding it is not told about (the check above can fail)', () => {
      expect(sqs4()?.severity).toBe('error');
      expect(sqs4()?.constructPaths).toContain('RestaurantAnalytics-sandbox/UncheckedQueue/Resource');
      expect(String(failure)).toContain('AwsSolutions-SQS4');
    });

    it('checks the nested stacks of the route areas too', () => {
      expect(sqs4()?.constructPaths).toContain(
        'RestaurantAnalytics-production/Api/IngestRoutes/UncheckedQueue/Resource',
      );
    });
  });

  it('acknowledges per resource with a reason, never on a whole stack or the app', () => {
    const { acknowledgements } = sharedSynthesis();
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { path, isStack, id, reason } of acknowledgements) {
      const where = `${path} ${id}`;
      expect(isStack, where).toBe(false);
      expect(id, where).toMatch(/AwsSolutions-[A-Z]+[0-9]+/);
      expect(reason.length, where).toBeGreaterThan(40);
    }
    // Both stages carry their own acknowledgements.
    for (const stage of STAGES) {
      expect(acknowledgements.some(({ path }) => path.startsWith(`RestaurantAnalytics-${stage}/`))).toBe(
        true,
      );
    }
  });
});
