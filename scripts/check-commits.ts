/**
 * `npm run lint` (last step): every commit after BASE, committed after SINCE, follows the
 * convention of docs/contributing.md: a subject of at most 72 bytes (UTF-8), `area: what changed`
 * with lowercase areas from AREAS (several joined by `, `), and a blank line before the body when
 * there is one. Merge commits are the tool's wording and are not checked. History up to BASE, and
 * the round of branches written before the check existed (up to SINCE), stay as they were.
 *
 * `tsx scripts/check-commits.ts [REV]` checks up to REV (HEAD by default), e.g. a branch before
 * merging it. A clone without BASE (a shallow one) or without git says so and checks nothing.
 */
import { execFileSync } from 'node:child_process';

/** The commit the round that started the check branched from (2026-11-28); older subjects stay. */
export const BASE = 'd2bf47534a7599ce865e9d8efcb3f1b10fa0e529';

/**
 * The end of that round: its branches were written in parallel, most before the check existed, and
 * are merged after it. A commit made later (its committer date) is checked wherever it comes from.
 */
export const SINCE = '2026-11-28T04:40:00Z';

/**
 * Commits checked yet let through, each with why (an abbreviated hash is enough). History is never
 * rewritten, so a miss is recorded here rather than amended.
 */
export const EXCEPTIONS: Record<string, string> = {
  '67b4377': 'a helper branch merged before the lead ran the check on it: 74 characters',
  f126a06: 'a helper branch merged before the lead ran the check on it: area "cash-flow" for "cash"',
  abc9c44: 'a helper branch merged before the lead ran the check on it: area "captura" for "dashboard"',
  '1b46e6e': 'a helper branch merged before the lead ran the check on it: area "captura" for "dashboard"',
  '723ce3f': 'a helper branch merged before the lead ran the check on it: area "captura" for "dashboard"',
  a6dcd86: 'a helper branch merged before the lead ran the check on it: area "captura" for "dashboard"',
  a5c9c84: 'a helper branch merged before the lead ran the check on it: 74 characters',
  d4fdc32: 'branch hoy-speed: a subject of 75 characters, found after it was committed',
  '2bed29c': 'branch hoy-speed: a subject of 73 characters, area "hosting" (infra/hosting.ts: infra)',
  efe40f5: 'lead, landed before the check ran: area "shared" for a rename of two of its layers',
  '4e3f74c': 'lead, 70 characters but 73 bytes: the check counted characters until the next commits',
  aeca472: 'lead, 72 characters but 75 bytes: the check counted characters until the next commits',
};

/**
 * The areas, from the repository's folders and topics (docs/contributing.md lists the same; a
 * unit test compares them). A new area joins here and there in the same commit.
 */
export const AREAS = [
  // the project
  'bench',
  'ci',
  'deps',
  'docs',
  'infra',
  'lint',
  'local',
  'readme',
  'scripts',
  'test',
  // the layers of shared/ (platform and runtime: guards and adapters before 2026-12-02)
  'adapters',
  'contract',
  'domain',
  'guards',
  'http',
  'platform',
  'runtime',
  'storage',
  // the product, by topic (docs/ pages, shared/domain and shared/use-cases folders)
  'account',
  'activity',
  'admin',
  'alerts',
  'analytics',
  'api',
  'assistant',
  'audit',
  'auth',
  'backoffice',
  'cash',
  'catalog',
  'costs',
  'csv',
  'dashboard',
  'dates',
  'developer',
  'discounts',
  'events',
  'forecast',
  'identity',
  'ingest',
  'intelligence',
  'live',
  'menu',
  'openapi',
  'organization',
  'pipeline',
  'pos-client',
  'rate limits',
  'reconciliation',
  'responses',
  'rollups',
  'security',
  'settings',
  'simulator',
  'web',
  'webhooks',
] as const;

export const MAX_SUBJECT_LENGTH = 72;

/** What is wrong with one commit message (empty when nothing is). */
export function messageProblems(message: string): string[] {
  const [subject = '', second] = message.replace(/\n+$/, '').split('\n');
  const problems: string[] = [];
  // In UTF-8 bytes, as git's tools and the reviews count: "¿qué" is 6, not 4.
  const length = Buffer.byteLength(subject, 'utf8');
  if (length > MAX_SUBJECT_LENGTH)
    problems.push(`subject is ${length} bytes (at most ${MAX_SUBJECT_LENGTH})`);
  const prefix = /^([^:]+): \S/.exec(subject);
  if (!prefix) problems.push('subject does not start with "area: "');
  else {
    const unknown = prefix[1]!.split(', ').filter((area) => !(AREAS as readonly string[]).includes(area));
    if (unknown.length > 0)
      problems.push(`unknown area ${unknown.map((area) => `"${area}"`).join(', ')} (docs/contributing.md)`);
  }
  if (second !== undefined && second.trim() !== '')
    problems.push('no blank line between the subject and the body');
  return problems;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The non-merge commits after BASE up to `head` committed after SINCE, as [hash, message]. */
function commitsToCheck(head: string): Array<[string, string]> {
  const since = Date.parse(SINCE);
  const log = git('log', '--no-merges', '--format=%H%x00%cI%x00%B%x01', `${BASE}..${head}`);
  return log
    .split('\x01')
    .map((entry) => entry.replace(/^\n/, '').split('\0'))
    .filter((fields): fields is [string, string, string] => fields.length === 3)
    .filter(([, committed]) => Date.parse(committed) > since)
    .map(([hash, , message]) => [hash, message]);
}

function main(head: string): number {
  try {
    git('cat-file', '-e', `${BASE}^{commit}`);
  } catch {
    console.error(
      `check-commits: ${BASE.slice(0, 7)} is not in this clone (shallow, or no git); nothing checked`,
    );
    return 0;
  }
  const failures = commitsToCheck(head)
    .filter(([hash]) => !Object.keys(EXCEPTIONS).some((known) => hash.startsWith(known)))
    .map(([hash, message]) => ({ hash, subject: message.split('\n')[0], problems: messageProblems(message) }))
    .filter((commit) => commit.problems.length > 0);
  for (const { hash, subject, problems } of failures)
    console.error(`${hash.slice(0, 7)} ${subject}\n  ${problems.join('\n  ')}`);
  if (failures.length > 0)
    console.error(
      `check-commits: ${failures.length} commit(s) after ${BASE.slice(0, 7)} break docs/contributing.md`,
    );
  return failures.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv[2] ?? 'HEAD');
