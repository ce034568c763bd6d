/** The admin CLI's flags (scripts/admin.ts) and the checks that turn them into values. */
import { parseArgs } from 'node:util';
import { STAGES, type Stage } from '#shared/adapters/stages.ts';
import { isCutoffHour } from '#shared/domain/business-day.ts';
import { PLANS, type Plan } from '#shared/domain/plans.ts';
import { UUID_PATTERN } from '#shared/domain/uuid.ts';

/** A mistake in the command line: the CLI prints the usage after it and exits with 2. */
export class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  timezone: { type: 'string' },
  plan: { type: 'string' },
  stage: { type: 'string' },
  branch: { type: 'string' },
  table: { type: 'string' },
  endpoint: { type: 'string' },
  region: { type: 'string' },
  'cutoff-hour': { type: 'string' },
  'cash-variance-threshold': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  scopes: { type: 'string' },
  'client-id': { type: 'string' },
  'user-pool-id': { type: 'string' },
  sub: { type: 'string' },
  role: { type: 'string' },
  email: { type: 'string' },
  org: { type: 'string' },
  'queue-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Every flag and the words of the command; an unknown flag throws (ERR_PARSE_ARGS_*, a usage error). */
export function parseCommandLine(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
}

export type Flags = ReturnType<typeof parseCommandLine>['values'];

export function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required`);
  return value;
}

export function parsePlan(value: string): Plan {
  const plan = value.toLowerCase();
  if (!(PLANS as readonly string[]).includes(plan))
    throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return plan as Plan;
}

export function parseCutoffHour(value: string): number {
  const hour = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!isCutoffHour(hour))
    throw new UsageError(`--cutoff-hour must be a whole hour from 0 to 23, got "${value}"`);
  return hour;
}

export function parseMonth(value: string, flag: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12)
    throw new UsageError(`${flag} must be a month YYYY-MM, got "${value}"`);
  return `${match[1]}-${match[2]}`;
}

export function parseStage(value: string): Stage {
  if (!(STAGES as readonly string[]).includes(value))
    throw new UsageError(`--stage must be one of ${STAGES.join(', ')}`);
  return value as Stage;
}

export function parseBranch(value: string | undefined): string {
  const branchId = required(value, '--branch');
  if (!UUID_PATTERN.test(branchId)) throw new UsageError('--branch must be a UUID');
  return branchId.toLowerCase();
}
