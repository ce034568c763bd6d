/** What GET /api/v1/activity answers: the branch's activity log, newest first (docs/audit.md). */
import * as z from 'zod/mini';
import { ACTIVITY_LIST_MAX_EXAMINED } from '../limits.ts';
import { DEFAULT_ACTIVITY_PAGE_SIZE, MAX_ACTIVITY_PAGE_SIZE } from '../schemas/audit.ts';
import { pageMeta, period, timestamp, uuid } from './common.ts';

/** Who acted on an owner-side entry; POS events carry none (null). */
export const ACTOR_TYPES = ['user', 'app_client', 'api_key', 'operator'] as const;

export const activityEntryAttributes = z.strictObject({
  event: z
    .string()
    .check(z.describe('Dotted event name: a POS event (`ticket.voided`) or an owner-side one.')),
  occurred_at: timestamp.check(z.describe('When it happened, with the branch’s UTC offset.')),
  source: z.nullable(
    z
      .string()
      .check(
        z.describe(
          '`dashboard` (an owner-side API call), `admin_cli` (the operator CLI), or what the POS sent (`pos`); null when the POS sent none.',
        ),
      ),
  ),
  actor: z.nullable(
    z
      .string()
      .check(
        z.describe(
          'Who: a user’s email (else their sub), an app client’s id, `api_key` for the branch key, the operator of the CLI, or the actor_name a POS sent; null when unknown.',
        ),
      ),
  ),
  actor_type: z.nullable(
    z.enum(ACTOR_TYPES).check(z.describe('The credential of an owner-side entry; null for POS events.')),
  ),
  actor_name: z.nullable(
    z
      .string()
      .check(z.describe('A readable name where `actor` is an id (the app client’s name); else null.')),
  ),
  role: z.nullable(
    z.string().check(z.describe('The actor’s role (a user’s, or the one a POS sent); else null.')),
  ),
  ref_type: z.nullable(
    z.string().check(z.describe('What the entry is about (`webhook`, `purchases`, `ticket`).')),
  ),
  ref_id: z.nullable(z.string()),
  detail: z
    .record(z.string(), z.unknown())
    .check(
      z.describe(
        'What changed. Owner-side entries never hold a secret (keys, client or signing secrets). A webhook URL (`url`, `*_url`) is whole only for the owner, the branch key and an app client with the webhooks scope; others read `https://host/[redacted]`.',
      ),
    ),
  device: z.nullable(z.string().check(z.describe('The POS device, when the event named one.'))),
  request_id: z.nullable(
    z
      .string()
      .check(z.describe('The X-Request-Id of the API call that made an owner-side change; else null.')),
  ),
});
export type ActivityEntryAttributes = z.output<typeof activityEntryAttributes>;

export const activityListMeta = z.strictObject({
  branch_identifier: uuid,
  period: period.check(z.describe('The business dates read (the branch’s time zone and cutoff hour).')),
  count: z.int().check(z.describe('Entries on this page.')),
  ...pageMeta({
    max: MAX_ACTIVITY_PAGE_SIZE,
    fallback: DEFAULT_ACTIVITY_PAGE_SIZE,
    sameAs: 'range and filters',
  }),
  next_cursor: z
    .nullable(z.string())
    .check(
      z.describe(
        `Send back as \`cursor\` (same range and filters) to go on; null only when the range is done. One request examines at most ${ACTIVITY_LIST_MAX_EXAMINED} entries, so a filtered page may be short, even empty, and still carry a cursor.`,
      ),
    ),
});
export type ActivityListMeta = z.output<typeof activityListMeta>;
