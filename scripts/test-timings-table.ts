/**
 * `npm run docs:test-timings`: writes docs/testing.md's timing table (between its
 * `test-timings` markers) from build/test-timings.json, the record of the last `npm test`
 * (scripts/test-all.ts). The table is a real run's, never typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatSeconds, type TestTimings, TIMINGS_FILE } from './test-all.ts';

const TESTING_DOC = fileURLToPath(new URL('../docs/testing.md', import.meta.url));
const START = '<!-- test-timings:start (npm run docs:test-timings writes this part) -->';
const END = '<!-- test-timings:end -->';

export function timingsSection(timings: TestTimings): string {
  const day = timings.finishedAt.slice(0, 10);
  const time = timings.finishedAt.slice(11, 16);
  const rows = timings.steps.map(
    (step) =>
      `| ${step.name} | ${formatSeconds(step.seconds)} | ${step.files === undefined ? '' : `${step.files} / ${step.tests}`} |`,
  );
  const slowest = [...timings.files].sort((a, b) => b.seconds - a.seconds).slice(0, 5);
  return [
    START,
    `\`npm test\` at \`${timings.commit}\`, ended ${day} ${time} UTC, ${timings.cores} cores, load average ${timings.load.start.toFixed(1)} at the start and ${timings.load.end.toFixed(1)} at the end: **${formatSeconds(timings.totalSeconds)}** in all (\`.ci/run\` adds \`npm ci\`).`,
    '',
    '| Step | Wall time | Files / tests |',
    '| ---- | --------- | ------------- |',
    ...rows,
    '',
    'The five slowest files:',
    '',
    ...slowest.map((file) => `- \`${file.file}\` (${file.project}): ${formatSeconds(file.seconds)}`),
    END,
  ].join('\n');
}

const timings = JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as TestTimings;
const doc = readFileSync(TESTING_DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/testing.md has no ${START} … ${END} markers`);
writeFileSync(TESTING_DOC, `${doc.slice(0, start)}${timingsSection(timings)}${doc.slice(end + END.length)}`);
process.stdout.write(`docs/testing.md: timings of ${timings.commit} (${timings.finishedAt})\n`);
