/**
 * `npm run bench [-- <suite> …]`: starts one DynamoDB Local, runs the listed suites (all by default)
 * one after another, and prints each suite's tables (Markdown) on stdout; progress goes to stderr.
 * Latencies are p50/p95 in milliseconds of sequential calls; every comparison is a ratio against a
 * bare DynamoDB Local operation measured in the same run, never an absolute target.
 *
 * Adding a suite: write `bench/<name>.ts` exporting a `BenchSuite` (see bench/harness.ts) and list it
 * in SUITES below. `BENCH_SCALE=0.2 npm run bench` shortens every suite for a quick look.
 */
import { cpus } from 'node:os';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { assistantBench } from './assistant.ts';
import { awsCostBench } from './aws-cost.ts';
import { bigdayBench } from './bigday.ts';
import { bundlesBench } from './bundles.ts';
import { dashboardBench } from './dashboard.ts';
import { durabilityBench } from './durability.ts';
import { faultsBench } from './faults.ts';
import { forecastBench } from './forecast.ts';
import { handlersBench } from './handlers.ts';
import { type BenchSuite, formatTable } from './harness.ts';
import { ingestBench } from './ingest.ts';
import { intelligenceSuite } from './intelligence.ts';
import { liveBench } from './live.ts';
import { loadBench } from './load.ts';
import { organizationSuite } from './organization.ts';
import { pipelineBench } from './pipeline.ts';
import { pnlReadsSuite } from './pnl-reads.ts';
import { simulateBench } from './simulate.ts';
import { webhooksBench } from './webhooks.ts';

const SUITES: BenchSuite[] = [
  bundlesBench,
  ingestBench,
  handlersBench,
  pipelineBench,
  intelligenceSuite,
  liveBench,
  bigdayBench,
  pnlReadsSuite,
  organizationSuite,
  awsCostBench,
  webhooksBench,
  assistantBench,
  dashboardBench,
  durabilityBench,
  simulateBench,
  loadBench,
  faultsBench,
  forecastBench,
];

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_REGION ??= 'us-east-1';

/** Suites renamed on 2026-11-28 (the docs' older log entries name them): the old name still runs. */
const RENAMED: Record<string, string> = { cost: 'aws-cost', costs: 'pnl-reads' };

const requested = process.argv.slice(2).map((name) => RENAMED[name] ?? name);
if (requested.includes('--help') || requested.includes('-h')) {
  console.log(
    `usage: npm run bench [-- SUITE …]   suites: ${SUITES.map((suite) => suite.name).join(', ')} (all by default)\nenv: BENCH_SCALE (1; 0.2 for a quick run); load: LOAD_BRANCHES (12), LOAD_DAYS (1), LOAD_READERS (4); faults: the same, LOCAL_FAULTS`,
  );
  process.exit(0);
}
const unknown = requested.filter((name) => !SUITES.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown bench suite(s): ${unknown.join(', ')}. Available: ${SUITES.map((suite) => suite.name).join(', ')}.`,
  );
  process.exit(2);
}
const selected = requested.length > 0 ? SUITES.filter((suite) => requested.includes(suite.name)) : SUITES;
const scale = Number(process.env.BENCH_SCALE ?? '1');
if (!(scale > 0)) {
  console.error('BENCH_SCALE must be a positive number.');
  process.exit(2);
}

const log = (line: string) => console.error(`[bench] ${line}`);
const dynamo = await startDynamoDbLocal();
console.log(
  `# Bench — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), DynamoDB Local at ${dynamo.endpoint}, scale ${scale}\n`,
);
let failed = false;
try {
  for (const suite of selected) {
    log(`suite ${suite.name}: ${suite.description}`);
    try {
      for (const table of await suite.run({ endpoint: dynamo.endpoint, log, scale }))
        console.log(formatTable(table));
    } catch (error) {
      failed = true;
      console.error(`[bench] suite ${suite.name} failed:`, error);
    }
  }
} finally {
  await dynamo.stop();
}
process.exit(failed ? 1 : 0);
