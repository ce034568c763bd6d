/**
 * `npm test` (and so `.ci/run`): type-check, lint, the unit, infra and integration projects, then
 * `cdk synth` of both stages, one after another, cheapest first, stopping at the first failure.
 * It prints each step's wall time and the five slowest test files, and writes them all to
 * build/test-timings.json, from which `npm run docs:test-timings` writes docs/testing.md's table.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TIMINGS_FILE = path.join(ROOT, 'build/test-timings.json');

interface Step {
  readonly name: string;
  readonly command: string;
  /** A vitest project: its per-file times are read from vitest's JSON report. */
  readonly project?: string;
}

const STEPS: readonly Step[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  { name: 'lint', command: 'npm run --silent lint' },
  { name: 'unit', command: 'vitest run --project unit', project: 'unit' },
  { name: 'infra', command: 'vitest run --project infra', project: 'infra' },
  { name: 'integration', command: 'vitest run --project integration', project: 'integration' },
  { name: 'synth', command: 'npm run --silent synth' },
];

export interface FileTiming {
  readonly project: string;
  readonly file: string;
  readonly seconds: number;
  readonly tests: number;
}

export interface StepTiming {
  readonly name: string;
  readonly seconds: number;
  readonly files?: number;
  readonly tests?: number;
}

export interface TestTimings {
  readonly finishedAt: string;
  readonly commit: string;
  readonly cores: number;
  /** The 1-minute load average when the run started and when it ended. */
  readonly load: { readonly start: number; readonly end: number };
  readonly totalSeconds: number;
  readonly steps: StepTiming[];
  readonly files: FileTiming[];
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, stdio: 'inherit', shell: true, env: process.env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function output(command: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], shell: true });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.once('exit', () => resolve(text.trim()));
  });
}

/** The files of vitest's JSON report, with their wall time (first test's start to the file's end). */
function filesOfReport(reportFile: string, project: string): FileTiming[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  return report.testResults.map((result) => ({
    project,
    file: path.relative(ROOT, result.name),
    seconds: Math.max(0, (result.endTime - result.startTime) / 1000),
    tests: result.assertionResults.length,
  }));
}

export function formatSeconds(seconds: number): string {
  const rounded = Math.round(seconds);
  if (rounded < 60) return `${rounded} s`;
  return `${Math.floor(rounded / 60)} min ${rounded % 60} s`;
}

async function main(): Promise<number> {
  const reports = mkdtempSync(path.join(tmpdir(), 'test-all-'));
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const steps: StepTiming[] = [];
  const files: FileTiming[] = [];
  let failed: string | undefined;
  for (const step of STEPS) {
    const report = path.join(reports, `${step.name}.json`);
    const command = step.project
      ? `npx ${step.command} --reporter=default --reporter=json --outputFile.json=${report}`
      : step.command;
    process.stdout.write(`\n── ${step.name}: ${step.command}\n`);
    const stepStarted = performance.now();
    const code = await run(command);
    const seconds = (performance.now() - stepStarted) / 1000;
    const stepFiles = step.project ? filesOfReport(report, step.project) : [];
    files.push(...stepFiles);
    steps.push({
      name: step.name,
      seconds,
      ...(step.project
        ? { files: stepFiles.length, tests: stepFiles.reduce((sum, file) => sum + file.tests, 0) }
        : {}),
    });
    process.stdout.write(
      `── ${step.name}: ${formatSeconds(seconds)}${code === 0 ? '' : `, failed (exit ${code})`}\n`,
    );
    if (code !== 0) {
      failed = step.name;
      break;
    }
  }
  rmSync(reports, { recursive: true, force: true });
  const timings: TestTimings = {
    finishedAt: new Date().toISOString(),
    commit: await output('git rev-parse --short HEAD'),
    cores: cpus().length,
    load: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    totalSeconds: (performance.now() - started) / 1000,
    steps,
    files,
  };
  mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  printSummary(timings, failed);
  return failed ? 1 : 0;
}

function printSummary(timings: TestTimings, failed: string | undefined): void {
  const lines = [
    '',
    `npm test ${failed ? `failed at ${failed}` : 'passed'} in ${formatSeconds(timings.totalSeconds)} (${timings.cores} cores, load ${timings.load.start.toFixed(1)} → ${timings.load.end.toFixed(1)}):`,
    ...timings.steps.map(
      (step) =>
        `  ${step.name.padEnd(12)} ${formatSeconds(step.seconds).padStart(10)}${step.files === undefined ? '' : `  ${step.files} files, ${step.tests} tests`}`,
    ),
    'The five slowest test files:',
    ...[...timings.files]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 5)
      .map((file) => `  ${formatSeconds(file.seconds).padStart(10)}  ${file.file} (${file.project})`),
    `(${path.relative(ROOT, TIMINGS_FILE)}; npm run docs:test-timings writes docs/testing.md's table from it)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
