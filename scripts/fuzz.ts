/**
 * `npm run fuzz [-- RUNS] [-- --seed N]`: the property suite (test/property) with many more cases
 * than `npm test` runs. RUNS (default 1,000, or FUZZ_RUNS) is the number of cases of each property;
 * a failure prints fast-check's seed and shrunk counterexample, and `--seed N` (or FUZZ_SEED) replays
 * exactly that run. Starts its own DynamoDB Local, like the tests.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npm run fuzz [-- RUNS] [-- --seed N]   env: FUZZ_RUNS, FUZZ_SEED');
  process.exit(0);
}
const runs = Number(positionals[0] ?? process.env.FUZZ_RUNS ?? 1_000);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`fuzz: RUNS must be a positive integer, got "${positionals[0] ?? process.env.FUZZ_RUNS}"`);
  process.exit(2);
}
const seed = values.seed ?? process.env.FUZZ_SEED;
console.log(`fuzz: ${runs} cases per property${seed ? `, seed ${seed}` : ''}`);

const child = spawn('vitest', ['run', 'test/property'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), ...(seed ? { FUZZ_SEED: seed } : {}) },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
