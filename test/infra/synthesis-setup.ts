/**
 * The infra project's global setup, run once before any infra file starts: synthesizes the real app
 * (both stages, cdk-nag on, no bundling) and hands the files its directory. Each file used to
 * synthesize in its own `beforeAll` (eleven synths a run); under load one ran past its hook timeout
 * and the file's tests were skipped, not failed. Here the synthesis has no timeout, and its failure
 * fails the run.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { writeSharedSynthesis } from './synth.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of the run's synthesis (test/infra/synth.ts, `sharedSynthesis()`). */
    infraSynthesisDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const { outdir } = writeSharedSynthesis();
  project.provide('infraSynthesisDir', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
