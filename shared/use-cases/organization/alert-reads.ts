/**
 * Each branch's alert read, for the organization's alerts and comparison: the branch endpoint's
 * answer for the branch's period, taken from the organization's alert cache when nothing it was
 * computed from has changed (shared/storage/alert-cache-store.ts), else computed and kept.
 *
 * Exact: the branches' alert revisions are read first, consistently; a cached read is taken only
 * when it was computed at those same revisions of every month of its window (the 1st of the period's
 * first month through its end, every date the read looks at; the counts have a counter of their
 * own), by this code, for the same period, plan and time zone. Every write that can change a
 * branch's alerts adds to those revisions in its transaction (a record, an anomaly alert) or after
 * it and before the write is done (a day's build). A read computed here runs on consistent reads
 * made after the revisions were read, so it holds every write they count.
 */
import { createHash } from 'node:crypto';
import { codeVersionOf } from '../../adapters/ports.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import { spanOf } from '../../domain/organization.ts';
import { type AlertPlace, alertsPage, type BranchAlert } from '../../domain/organization-alerts.ts';
import {
  type AlertCacheCheck,
  type AlertCacheEntry,
  type AlertRevisions,
  readAlertCache,
  readAlertPage,
  readAlertRevisions,
  revisionsFor,
  sameRevisions,
  writeAlertCache,
  writeAlertPage,
} from '../../storage/alert-cache-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { withConsistentReads } from '../../storage/db.ts';
import type { Deps } from '../deps.ts';
import { getAlerts } from '../intelligence/alerts.ts';
import type { OrganizationRequest } from '../request.ts';

type AlertsAttributes = Awaited<ReturnType<typeof getAlerts>>['attributes'];

/** A branch's alert read as the organization reads take it: its counts, and (when asked) its alerts. */
export interface BranchAlertRead {
  summary: Omit<AlertsAttributes, 'alerts'> & {
    /** The latest build of a day of the period (UTC), or null. */
    snapshot: string | null;
  };
  /** The alerts, as the branch endpoint lists them; absent when not asked for. */
  alerts?: AlertsAttributes['alerts'];
}

/** How long a cached read is kept after its last write (the table's TTL deletes it after). */
const CACHE_DAYS = 7;

/** Every month a branch's alert read of `range` looks at (cost alerts read from the 1st of its first month). */
const windowMonths = (range: DateRange) => monthsBetween(monthOf(range.from), monthOf(range.to));

/**
 * The alert read of each branch (by id) over its own period: with its alerts when `alerts` (the
 * organization's alerts), its counts alone otherwise (the comparison, which then reads no more of a
 * cached read than its counts).
 */
export async function readBranchAlerts(
  deps: Deps,
  request: OrganizationRequest,
  branches: readonly AlertBranch[],
  options: { alerts: boolean; revisions?: Map<string, AlertRevisions> },
): Promise<Map<string, BranchAlertRead>> {
  const code = codeVersionOf(deps);
  // In either order: an entry is used only if the revisions read now are those it was computed at.
  const [revisions, cached] = await Promise.all([
    options.revisions ?? readRevisionsOf(deps, branches),
    readCaches(deps, request.organizationId, branches, options.alerts),
  ]);
  const reads = new Map<string, BranchAlertRead>();
  const consistent = withConsistentReads(deps);
  await Promise.all(
    branches.map(async (branch) => {
      const { profile, range } = branch;
      const id = profile.branch_identifier;
      const check = checkOf(code, branch, revisions.get(id)!);
      const entry = cached.get(cacheKey(range))?.get(id);
      if (entry !== undefined && isCurrent(entry.check, check)) {
        reads.set(id, { summary: entry.summary, ...(entry.detail ? { alerts: entry.detail } : {}) });
        return;
      }
      const read = await computeRead(consistent, request, profile, range);
      reads.set(id, read);
      await keep(deps, 'alert read', { branch_id: id }, (expiresAt) =>
        writeAlertCache(
          deps,
          request.organizationId,
          id,
          { check, summary: read.summary, detail: read.alerts! },
          expiresAt,
        ),
      );
    }),
  );
  return reads;
}

/** What a branch's alert read is computed from now (its window's revisions alone). */
function checkOf(code: string, { profile, range }: AlertBranch, revisions: AlertRevisions): AlertCacheCheck {
  return {
    code,
    range,
    plan: profile.plan,
    timezone: profile.timezone,
    revisions: revisionsFor(revisions, windowMonths(range)),
  };
}

/** Whether a stored read was computed from what it would be computed from now. */
function isCurrent(stored: AlertCacheCheck, now: AlertCacheCheck): boolean {
  return (
    stored.code === now.code &&
    stored.range.from === now.range.from &&
    stored.range.to === now.range.to &&
    stored.plan === now.plan &&
    stored.timezone === now.timezone &&
    sameRevisions(stored.revisions, now.revisions, windowMonths(now.range))
  );
}

const cacheKey = (range: DateRange) => `${range.from} ${range.to}`;

/** A branch the organization's alerts read, on its own period. */
type AlertBranch = { profile: BranchProfile; range: DateRange };

const readRevisionsOf = (deps: Deps, branches: readonly AlertBranch[]) =>
  readAlertRevisions(
    deps,
    branches.map((branch) => branch.profile.branch_identifier),
  );

/** A page of the organization's alerts: its alerts, the whole period's counts, each branch's latest build. */
export interface OrganizationAlertsPage {
  counts: Omit<AlertsAttributes, 'alerts'>;
  alerts: BranchAlert[];
  nextCursor: string | null;
  /** The latest build of a day of each branch's period (UTC), or null, by branch id. */
  snapshots: Record<string, string | null>;
}

/**
 * A page of the branches' alerts (shared/domain/organization-alerts.ts), kept as answered: under the
 * hash of the page asked for and every branch's check (the code, its period, plan, time zone and the
 * revisions just read), so a page found under it was computed from exactly the reads this one would
 * take, and is current for the same reason they are. Any other page is merged from the branches'
 * reads (each kept or computed: readBranchAlerts, at the same revisions) and kept.
 */
export async function readAlertsPage(
  deps: Deps,
  request: OrganizationRequest,
  branches: readonly AlertBranch[],
  page: { limit: number; cursor: string | undefined; after: AlertPlace | null },
): Promise<OrganizationAlertsPage> {
  if (branches.length === 0) return { counts: NO_ALERTS, alerts: [], nextCursor: null, snapshots: {} };
  const revisions = await readRevisionsOf(deps, branches);
  const code = codeVersionOf(deps);
  const hash = pageHash(
    branches.map((branch) => {
      const id = branch.profile.branch_identifier;
      return [id, checkOf(code, branch, revisions.get(id)!)] as const;
    }),
    page,
  );
  // Kept in the partition of the branches' span (any would do: the hash is the whole check).
  const span = spanOf(
    branches.map((branch) => branch.range),
    branches[0]!.range,
  );
  const kept = await readAlertPage<OrganizationAlertsPage>(deps, request.organizationId, span, hash);
  if (kept !== undefined) return kept;

  const reads = await readBranchAlerts(deps, request, branches, { alerts: true, revisions });
  const listed = branches.map(({ profile }) => ({
    id: profile.branch_identifier,
    read: reads.get(profile.branch_identifier)!,
  }));
  const { alerts, nextCursor } = alertsPage(
    listed.map(({ id, read }) => ({ branch_identifier: id, alerts: read.alerts! })),
    page,
  );
  const total = (count: keyof OrganizationAlertsPage['counts']) =>
    listed.reduce((sum, { read }) => sum + read.summary[count], 0);
  const answered: OrganizationAlertsPage = {
    counts: {
      total_count: total('total_count'),
      critical_count: total('critical_count'),
      warning_count: total('warning_count'),
      info_count: total('info_count'),
    },
    alerts,
    nextCursor,
    snapshots: Object.fromEntries(listed.map(({ id, read }) => [id, read.summary.snapshot])),
  };
  await keep(deps, 'alerts page', { organization_id: request.organizationId }, (expiresAt) =>
    writeAlertPage(deps, request.organizationId, span, hash, answered, expiresAt),
  );
  return answered;
}

const NO_ALERTS = { total_count: 0, critical_count: 0, warning_count: 0, info_count: 0 };

/**
 * The hash a page is kept under: the page asked for and each branch (its id and check), in the
 * branches' order (by name, then id: a rename only costs a page computed again).
 */
function pageHash(
  checks: readonly (readonly [string, AlertCacheCheck])[],
  page: { limit: number; cursor: string | undefined },
): string {
  return createHash('sha256')
    .update(JSON.stringify([page.limit, page.cursor ?? null, checks]))
    .digest('base64url');
}

type CachedRead = AlertCacheEntry<BranchAlertRead['summary'], AlertsAttributes['alerts'] | undefined>;

/** The cached reads of every period the branches read (most share one), by period and branch. */
async function readCaches(
  deps: Deps,
  organizationId: string,
  branches: readonly { range: DateRange }[],
  detail: boolean,
): Promise<Map<string, Map<string, CachedRead>>> {
  const ranges = new Map(branches.map((branch) => [cacheKey(branch.range), branch.range]));
  const caches = await Promise.all(
    [...ranges].map(
      async ([key, range]) =>
        [
          key,
          await readAlertCache<BranchAlertRead['summary'], AlertsAttributes['alerts']>(
            deps,
            organizationId,
            range,
            { detail },
          ),
        ] as const,
    ),
  );
  return new Map(caches);
}

/** The branch endpoint's alert read of the branch, as the member reading the organization. */
async function computeRead(
  deps: Deps,
  request: OrganizationRequest,
  profile: BranchProfile,
  range: DateRange,
): Promise<BranchAlertRead> {
  const result = await getAlerts(deps, {
    requestId: request.requestId,
    branch: profile,
    body: undefined,
    query: { branch_identifier: profile.branch_identifier, date_from: range.from, date_to: range.to },
    params: {},
    headers: () => undefined,
    now: request.now,
    principal: request.principal,
  });
  const shown = result.meta.snapshot_date;
  const { alerts, ...counts } = result.attributes;
  return { summary: { ...counts, snapshot: shown === null ? null : new Date(shown).toISOString() }, alerts };
}

/**
 * Keeps a computed read or page for the next read, until CACHE_DAYS from now (`write` is false when
 * it is too large to store); a failure is logged, not thrown (the answer is right either way).
 */
async function keep(
  deps: Deps,
  what: string,
  context: Record<string, string>,
  write: (expiresAt: Date) => Promise<boolean>,
): Promise<void> {
  try {
    const expiresAt = new Date(deps.clock.now().getTime() + CACHE_DAYS * 86_400_000);
    if (!(await write(expiresAt))) deps.logger.warn(`${what} too large to keep`, context);
  } catch (error) {
    deps.logger.error(`could not keep the ${what}`, { error, ...context });
  }
}
