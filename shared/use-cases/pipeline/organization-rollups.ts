/**
 * Keeps the organization roll-ups (docs/organizations.md, "Read cost"): for every cube the
 * organization reads take from roll-ups, one item per organization and business month holding each
 * branch's month roll-up as that branch's part. After a branch's month roll-ups are recomputed (a
 * day's build, a rebuild, the branch backfill), `updateOrganizationMonth` copies them into the
 * branch's part of its organization's month: the part is exactly the branch roll-up, so the chain's
 * figures are those of its branches' reads, and the sums are made when read.
 *
 * Exact under:
 * - retries and rebuilds: a part is overwritten whole, never added to, and only by one computed
 *   as late or later (`rebuilt_at`, a conditional write);
 * - concurrent builds of two branches: each writes its own attribute of the item;
 * - business days in several time zones: a part is keyed by the branch's own business month;
 * - a branch attached with history: its parts are absent until `rebuildOrganizationRollups` runs;
 *   until then the branch is not `rollups_complete` and the reads take it from its own roll-ups.
 *
 * The organization's `costdays` and `costs` months hold, the same way, each branch's month of dated cost records
 * (costs/month-part.ts): `refreshOrganizationCostMonth` writes a branch's part from its records
 * after each record's transaction, which left a pending marker that the refresh clears
 * (shared/storage/organization-record-store.ts); the backfill writes every month of a branch
 * attached with records and marks it `costs_complete`.
 *
 * The sales, cash and `costs` months are also kept merged, in an item of their own, against a
 * revision every part's write adds to in its transaction (`mergeMonth`): the chain-wide reads take
 * a merged month only at its revision.
 */
import type { CashCube, SalesCube } from '../../domain/analytics/cubes.ts';
import { cashVarianceFold } from '../../domain/analytics/kpis.ts';
import { mergeVarianceFolds, type VarianceFold } from '../../domain/analytics/reconciliation.ts';
import { type RollupCubeName, rollupOf } from '../../domain/analytics/rollups.ts';
import { salesRowTotalsOf } from '../../domain/analytics/sales.ts';
import { monthSummaryOf } from '../../domain/costs/month-part.ts';
import { readRecordsInRange } from '../../storage/backoffice-store.ts';
import { listCubeDates, readRollups } from '../../storage/cube-store.ts';
import {
  clearPendingMarker,
  filedDateOf,
  ORGANIZATION_RECORD_RESOURCES,
  readPendingToken,
} from '../../storage/organization-record-store.ts';
import {
  type BranchRollupPart,
  type MergedMonth,
  type PartCondition,
  type PartWriteOutcome,
  readBranchPartVersion,
  readMergedRevision,
  readOrganizationMonth,
  readOrganizationRollups,
  writeBranchRollupPart,
  writeOrganizationMerged,
} from '../../storage/organization-rollup-store.ts';
import {
  getBranchOrganizationId,
  listOrganizationBranchEntries,
  setBranchCopiesComplete,
} from '../../storage/organization-store.ts';
import { readCostMonthPart } from '../backoffice/cost-inputs.ts';
import type { Deps } from '../deps.ts';

type RollupDeps = Pick<Deps, 'db' | 'tableName' | 'clock' | 'logger'>;

/** The cubes the organization reads take from roll-ups (sales summary, KPIs, comparison). */
export const ORGANIZATION_ROLLUP_CUBES = ['sales', 'cash'] as const satisfies readonly RollupCubeName[];
export type OrganizationRollupCube = (typeof ORGANIZATION_ROLLUP_CUBES)[number];

/** The organization's months of its branches' dated cost records, stored as a roll-up's are. */
export const ORGANIZATION_COSTS = 'costs';
/** Their months whole, day by day (the months at a period's edges); `costs` holds each month summarized. */
export const ORGANIZATION_COST_DAYS = 'costdays';
type OrganizationPartName =
  | OrganizationRollupCube
  | typeof ORGANIZATION_COSTS
  | typeof ORGANIZATION_COST_DAYS;
/** The months kept merged as well as in parts (the `costdays` months are only read at a period's edges). */
export type OrganizationMergedCube = OrganizationRollupCube | typeof ORGANIZATION_COSTS;

/** What the branch's month roll-up of one cube came to (shared/use-cases/pipeline/rollups.ts). */
export interface ComputedRollup {
  outcome: 'written' | 'too-large' | 'deleted' | 'none';
  cubes: unknown[];
  built_at: string;
  days: number;
}

/**
 * The part of a branch's stored month roll-up: the sales cubes as they are; the cash cubes as what
 * the organization reads of them, the KPIs' variance fold (a month of cash cubes is kept day by
 * day, tens of KB of JSON a branch).
 */
function partOfRollup(
  cube: OrganizationRollupCube,
  rollup: { cubes: unknown[]; built_at: string; days: number },
  rebuiltAt: string,
): BranchRollupPart {
  const { built_at, days } = rollup;
  return cube === 'cash'
    ? {
        kind: 'variance',
        variance: cashVarianceFold(rollup.cubes as CashCube[]),
        built_at,
        days,
        rebuilt_at: rebuiltAt,
      }
    : { kind: 'cubes', cubes: rollup.cubes, built_at, days, rebuilt_at: rebuiltAt };
}

/**
 * What the KPIs read of a cash part: its variance fold (a part of an earlier version holds the
 * month's cash cubes, folded here); undefined for a part that holds no days ('days', 'empty').
 */
export function cashFoldOfPart(part: BranchRollupPart): VarianceFold | undefined {
  if (part.kind === 'variance') return part.variance;
  if (part.kind === 'cubes') return cashVarianceFold(part.cubes as CashCube[]);
  return undefined;
}

/** The branch's part, from its roll-up of the month as the build computed it. */
function partOf(cube: OrganizationRollupCube, rollup: ComputedRollup, rebuiltAt: string): BranchRollupPart {
  if (rollup.outcome === 'written') return partOfRollup(cube, rollup, rebuiltAt);
  // Too large for a branch roll-up is too large for a part: the reads take those days from the branch.
  if (rollup.outcome === 'too-large') return { kind: 'days', rebuilt_at: rebuiltAt };
  return { kind: 'empty', rebuilt_at: rebuiltAt };
}

/**
 * What became of a branch's part: stored, left (a later one was there), replaced by a 'days' marker
 * (too large), or not stored at all (the branch is then no longer `rollups_complete`).
 */
export type PartOutcome = PartWriteOutcome | 'unstored';

/**
 * Stores a part. One that does not fit in the organization's item becomes a 'days' marker, and when
 * even that does not fit the branch is no longer `rollups_complete` (`costs_complete` for its cost
 * records): its reads go to the branch until the backfill runs again. For a month kept merged
 * (sales, cash, costs) the write counts in the merged item, and the month is merged again
 * (`mergeMonth`) whenever a part or marker was written.
 */
async function storePart(
  deps: RollupDeps,
  organizationId: string,
  branchId: string,
  cube: OrganizationPartName,
  month: string,
  part: BranchRollupPart,
  condition?: PartCondition,
): Promise<PartOutcome> {
  const merges = isMergedCube(cube);
  const write = (content: BranchRollupPart) =>
    writeBranchRollupPart(deps, organizationId, cube, month, branchId, content, condition, {
      counted: merges,
    });
  const outcome = await write(part);
  let written = outcome;
  if (outcome === 'too-large') {
    deps.logger.warn('organization roll-up item full; the branch part is read from the branch', {
      organization_id: organizationId,
      branch_id: branchId,
      cube,
      month,
    });
    written = part.kind === 'days' ? 'too-large' : await write({ kind: 'days', rebuilt_at: part.rebuilt_at });
    if (written === 'too-large') {
      const copies = isRollupCube(cube) ? 'rollups' : 'costs';
      await setBranchCopiesComplete(deps, organizationId, branchId, copies, false);
      return 'unstored';
    }
  }
  if (merges && written === 'written') await mergeMonth(deps, organizationId, cube, month);
  return outcome;
}

const isRollupCube = (cube: OrganizationPartName): cube is OrganizationRollupCube =>
  (ORGANIZATION_ROLLUP_CUBES as readonly string[]).includes(cube);
const isMergedCube = (cube: OrganizationPartName): cube is OrganizationMergedCube =>
  cube !== ORGANIZATION_COST_DAYS;

/**
 * The month's parts as the chain-wide reads take them (storage `MergedMonth`): the sales parts'
 * cubes merged into one month cube (the reads only add them: the sales summary and the ticket are
 * sums), the cash parts' variance folds into one, the costs parts side by side (each branch's
 * figures are its own), and per branch what the meta and the cost figures read without its part.
 * A 'days' part is not merged: the reads take that branch's month from the branch.
 */
export function mergeMonthParts(
  cube: OrganizationMergedCube,
  parts: ReadonlyMap<string, BranchRollupPart>,
): MergedMonth {
  const cubes: SalesCube[] = [];
  const folds: VarianceFold[] = [];
  const costs: MergedMonth['costs'] = {};
  const branches: MergedMonth['branches'] = {};
  for (const [branchId, part] of parts) {
    if (cube === 'sales' && part.kind === 'cubes') cubes.push(...(part.cubes as SalesCube[]));
    if (part.kind === 'costs') costs[branchId] = part.costs;
    const fold = cube === 'cash' ? cashFoldOfPart(part) : undefined;
    if (fold !== undefined) folds.push(fold);
    const first = part.kind === 'cubes' ? (part.cubes[0] as SalesCube | undefined) : undefined;
    branches[branchId] = {
      kind: part.kind,
      built_at: 'built_at' in part ? part.built_at : null,
      days: 'days' in part ? part.days : 0,
      category_sales: cube === 'sales' ? (first?.category_sales ?? null) : null,
      totals: cube === 'sales' && part.kind === 'cubes' ? salesRowTotalsOf(part.cubes as SalesCube[]) : null,
    };
  }
  return {
    cubes: cube === 'sales' ? rollupOf('sales', cubes) : [],
    variance: cube === 'cash' ? mergeVarianceFolds(folds) : null,
    costs,
    branches,
  };
}

/**
 * Merges the month's parts and stores the result against the merged item's revision, read before
 * the parts: every part counted in that revision was written before it, so it is in the parts read.
 * When another branch's part lands meanwhile, its own merge (of a later revision) is the one kept,
 * and the reads never take merged figures older than a part.
 */
async function mergeMonth(
  deps: RollupDeps,
  organizationId: string,
  cube: OrganizationMergedCube,
  month: string,
) {
  const revision = await readMergedRevision(deps, organizationId, cube, month);
  const { parts } = await readOrganizationMonth(deps, organizationId, cube, month);
  const outcome = await writeOrganizationMerged(
    deps,
    organizationId,
    cube,
    month,
    mergeMonthParts(cube, parts),
    revision,
  );
  if (outcome === 'too-large') {
    deps.logger.warn('organization month full; its reads merge the parts', {
      organization_id: organizationId,
      cube,
      month,
    });
  }
}

/** How often a refresh reads again when another wrote the part between its reads and its write. */
const REFRESH_ATTEMPTS = 3;

/** The revision after `version` (none: the first), zero-padded so that revisions order as strings. */
const nextRevision = (version: string | null) => String(Number(version ?? '0') + 1).padStart(12, '0');

/**
 * Writes the branch's parts of the organization's `costdays` and `costs` months from its records
 * (the month day by day, and summarized: costs/month-part.ts), then clears the month's pending
 * marker if no record was written since it was read. The marker and the day-by-day part's revision
 * are read before the records, and that part is written only over the revision read, so a refresh
 * that read older records never replaces a newer part (it reads again). The summary takes the same
 * revision, written over any older one: a later refresh's summary is never replaced. So a month
 * without a marker has parts holding every record its branch had committed (docs/organizations.md).
 */
export async function refreshOrganizationCostMonth(
  deps: RollupDeps,
  organizationId: string,
  branchId: string,
  month: string,
): Promise<PartOutcome> {
  for (let attempt = 1; ; attempt++) {
    const [token, revision] = await Promise.all([
      readPendingToken(deps, organizationId, branchId, month),
      readBranchPartVersion(deps, organizationId, ORGANIZATION_COST_DAYS, month, branchId),
    ]);
    const days = await readCostMonthPart(deps, branchId, month, { consistent: true });
    const rebuiltAt = nextRevision(revision);
    const daysOutcome = await storePart(
      deps,
      organizationId,
      branchId,
      ORGANIZATION_COST_DAYS,
      month,
      { kind: 'costs', costs: days, rebuilt_at: rebuiltAt },
      { unchangedFrom: revision },
    );
    if (daysOutcome === 'stale' && attempt < REFRESH_ATTEMPTS) continue;
    // A stale part keeps its marker: the reads take the month from the branch.
    if (daysOutcome === 'stale') return 'stale';
    // 'stale' here means a later refresh's summary is there: as good as this one.
    const summaryOutcome = await storePart(deps, organizationId, branchId, ORGANIZATION_COSTS, month, {
      kind: 'costs',
      costs: monthSummaryOf(days),
      rebuilt_at: rebuiltAt,
    });
    if (token !== undefined) await clearPendingMarker(deps, organizationId, branchId, month, token);
    return worstOutcome(daysOutcome, summaryOutcome === 'stale' ? 'written' : summaryOutcome);
  }
}

/** Of two parts' outcomes, the one the backfill should count: a part that did not fit wins. */
const worstOutcome = (a: PartOutcome, b: PartOutcome): PartOutcome =>
  (['unstored', 'too-large', 'written'] as const).find((outcome) => a === outcome || b === outcome) ?? a;

/**
 * The step after a branch's month roll-ups are written: its parts of its organization's month (one
 * GetItem when the branch has no organization).
 */
export async function updateOrganizationMonth(
  deps: RollupDeps,
  branchId: string,
  month: string,
  rollups: Record<RollupCubeName, ComputedRollup>,
  rebuiltAt: string,
): Promise<void> {
  // Consistent: a branch attached a moment ago (then backfilled) must get this build's part too.
  const organizationId = await getBranchOrganizationId(deps, branchId, { consistent: true });
  if (organizationId === undefined) return;
  await Promise.all(
    ORGANIZATION_ROLLUP_CUBES.map((cube) =>
      storePart(deps, organizationId, branchId, cube, month, partOf(cube, rollups[cube], rebuiltAt)),
    ),
  );
}

export interface BranchBackfill {
  branch_identifier: string;
  /** Per cube: how many months' parts came to each outcome. */
  cubes: Record<OrganizationRollupCube, Record<PartOutcome, number>>;
  rollups_complete: boolean;
  /** How many months' parts of its cost records came to each outcome. */
  costs: Record<PartOutcome, number>;
  costs_complete: boolean;
}

/** A count of parts by outcome, each at 0. */
const noOutcomes = (): Record<PartOutcome, number> => ({ written: 0, stale: 0, 'too-large': 0, unstored: 0 });

/**
 * Writes the branch's parts of every month in which it has a dated cost record or a `costs` part
 * (one whose records were all deleted becomes empty); a record written meanwhile refreshes its
 * own month (the branch has its organization by then).
 */
async function rebuildBranchCostMonths(
  deps: RollupDeps,
  organizationId: string,
  branchId: string,
  partMonths: readonly string[],
): Promise<Record<PartOutcome, number>> {
  const filed = await Promise.all(
    ORGANIZATION_RECORD_RESOURCES.map(async (resource) =>
      (await readRecordsInRange(deps, branchId, resource, '0000-00-00', '9999-99-99')).map((record) =>
        filedDateOf(resource, record).slice(0, 7),
      ),
    ),
  );
  const months = [...new Set([...filed.flat(), ...partMonths])].sort();
  const counts = noOutcomes();
  for (const month of months) {
    counts[await refreshOrganizationCostMonth(deps, organizationId, branchId, month)]++;
  }
  return counts;
}

type OrganizationMonths = Awaited<ReturnType<typeof readOrganizationRollups>>;

/** The organization's months a backfill compares with: every roll-up cube's, and the summarized costs'. */
interface OrganizationPartMonths {
  rollups: Record<OrganizationRollupCube, OrganizationMonths>;
  costs: OrganizationMonths;
}

async function readOrganizationPartMonths(
  deps: RollupDeps,
  organizationId: string,
): Promise<OrganizationPartMonths> {
  const rollups = Object.fromEntries(
    await Promise.all(
      ORGANIZATION_ROLLUP_CUBES.map(
        async (cube) =>
          [cube, await readOrganizationRollups(deps, organizationId, cube, '0000-00', '9999-99')] as const,
      ),
    ),
  ) as Record<OrganizationRollupCube, OrganizationMonths>;
  const costs = await readOrganizationRollups(deps, organizationId, ORGANIZATION_COSTS, '0000-00', '9999-99');
  return { rollups, costs };
}

/**
 * Writes the branch's part of one cube for every month in which it has a day cube, a roll-up or a
 * part (`organizationMonths`: the organization's months of that cube).
 */
async function rebuildBranchCubeParts(
  deps: RollupDeps,
  organizationId: string,
  branchId: string,
  cube: OrganizationRollupCube,
  organizationMonths: OrganizationMonths,
): Promise<Record<PartOutcome, number>> {
  const counts = noOutcomes();
  const [rollups, dates] = await Promise.all([
    // Consistent: a build that found no organization before the branch was attached wrote its
    // roll-up before that; this read, after the attach, sees it.
    readRollups(deps, branchId, cube, '0000-00', '9999-99', { consistent: true }),
    listCubeDates(deps, branchId, cube),
  ]);
  const byMonth = new Map(rollups.map((rollup) => [rollup.month, rollup]));
  const dayMonths = new Set(dates.map((date) => date.slice(0, 7)));
  const seen = new Map(
    organizationMonths.flatMap((month) => {
      const part = month.parts.get(branchId);
      return part === undefined ? [] : [[month.month, part.rebuilt_at] as const];
    }),
  );
  const months = [...new Set([...byMonth.keys(), ...dayMonths, ...seen.keys()])].sort();
  for (const month of months) {
    const rollup = byMonth.get(month);
    // What the branch's own read of the month gets: its roll-up, else its days, else nothing.
    // A copied roll-up carries its own time; a marker keeps the time of the part it replaces
    // (or none), so any part the aggregator writes later replaces it.
    const unchangedFrom = seen.get(month) ?? null;
    const [part, condition]: [BranchRollupPart, PartCondition | undefined] =
      rollup !== undefined
        ? [partOfRollup(cube, rollup, rollup.rebuilt_at), undefined]
        : [
            { kind: dayMonths.has(month) ? 'days' : 'empty', rebuilt_at: unchangedFrom ?? '' },
            { unchangedFrom },
          ];
    counts[await storePart(deps, organizationId, branchId, cube, month, part, condition)]++;
  }
  return counts;
}

/**
 * One branch's backfill: its roll-up parts, then (each cube held) it is `rollups_complete`; then its
 * cost months, then (each held) it is `costs_complete`.
 */
async function rebuildBranchParts(
  deps: RollupDeps,
  organizationId: string,
  branchId: string,
  organizationMonths: OrganizationPartMonths,
): Promise<BranchBackfill> {
  const cubes = {} as BranchBackfill['cubes'];
  for (const cube of ORGANIZATION_ROLLUP_CUBES) {
    cubes[cube] = await rebuildBranchCubeParts(
      deps,
      organizationId,
      branchId,
      cube,
      organizationMonths.rollups[cube],
    );
  }
  // A part that fit nowhere cleared the flag itself; otherwise every month of the branch is held.
  const complete = ORGANIZATION_ROLLUP_CUBES.every((cube) => cubes[cube].unstored === 0);
  if (complete) await setBranchCopiesComplete(deps, organizationId, branchId, 'rollups', true);
  const costs = await rebuildBranchCostMonths(
    deps,
    organizationId,
    branchId,
    organizationMonths.costs.flatMap((month) => (month.parts.has(branchId) ? [month.month] : [])),
  );
  const costsComplete = costs.unstored === 0;
  if (costsComplete) await setBranchCopiesComplete(deps, organizationId, branchId, 'costs', true);
  return {
    branch_identifier: branchId,
    cubes,
    rollups_complete: complete,
    costs,
    costs_complete: costsComplete,
  };
}

/**
 * The operator's backfill (`admin -- organization rollups rebuild`): for every branch of the
 * organization (or one), its part of every month in which it has a day cube, a roll-up or a part,
 * copied from its stored month roll-up (run `admin -- rollups rebuild --branch` first if those are
 * stale); then the branch is marked `rollups_complete`. Then its parts of every month of cost records in
 * which it has cost records, after which it is `costs_complete`. Idempotent; a build or a record
 * written meanwhile wins (its part is later). One branch at a time, a few Queries per cube and one
 * write per month.
 */
export async function rebuildOrganizationRollups(
  deps: RollupDeps,
  organizationId: string,
  options: { branchId?: string } = {},
): Promise<BranchBackfill[]> {
  const branches = (await listOrganizationBranchEntries(deps, organizationId)).filter(
    (entry) => options.branchId === undefined || entry.branch_identifier === options.branchId,
  );
  if (options.branchId !== undefined && branches.length === 0) {
    throw new Error(`branch ${options.branchId} is not a branch of organization ${organizationId}`);
  }
  const organizationMonths = await readOrganizationPartMonths(deps, organizationId);
  const results: BranchBackfill[] = [];
  for (const { branch_identifier: branchId } of branches) {
    results.push(await rebuildBranchParts(deps, organizationId, branchId, organizationMonths));
  }
  return results;
}
