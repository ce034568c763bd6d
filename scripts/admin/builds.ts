/** `admin builds failed`: the days the aggregator could not build, newest first (docs/pipeline.md). */
import { listBuildFailures } from '#shared/storage/build-failure-store.ts';
import type { Command } from './context.ts';

export const BUILDS_COMMANDS: Record<string, Command> = {
  'builds failed': async ({ deps }) => ({ failed_builds: await listBuildFailures(deps) }),
};
