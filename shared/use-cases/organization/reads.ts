/**
 * GET /api/v1/organization/intelligence/*: an organization's branches read as one
 * (docs/organizations.md). Every branch is read concurrently, on its own business days (its time
 * zone and cutoff hour decide what `period=month` or a date means there), through the same reads as
 * the branch endpoints; the whole months of the sales and cash cubes come from the organization's
 * month roll-ups (./range.ts), the same cubes as the branches' own roll-ups, or, when every branch
 * reads the same period, from those months merged across the branches (./chain.ts); the cost
 * records from the organization's `costs` and `costdays` months (./cost-figures.ts); each branch's
 * alert read from the organization's alert cache while unchanged (./alert-reads.ts). Sums add the branches'
 * parts and the ratios are computed again from the sums (shared/domain/organization.ts); a branch
 * whose plan has not the read's module, or that has no closed day in its period, is left out and
 * named in meta.
 */
import type { SalesCube } from '../../domain/analytics/cubes.ts';
import { kpis } from '../../domain/analytics/kpis.ts';
import { type DateRange, previousPeriod, resolvePeriod } from '../../domain/analytics/period.ts';
import { mergeVarianceFolds, type VarianceFold } from '../../domain/analytics/reconciliation.ts';
import { ratioPct } from '../../domain/analytics/rounding.ts';
import { type SalesRowTotals, salesRow, salesSummary } from '../../domain/analytics/sales.ts';
import { cutoffHourOf } from '../../domain/business-day.ts';
import { costKpis, orderKpis } from '../../domain/costs/kpis.ts';
import { type CategorySales, type CostFigures, pnlSummary } from '../../domain/costs/pnl.ts';
import { spanOf, sumCostFigures } from '../../domain/organization.ts';
import { alertsCursorPlace } from '../../domain/organization-alerts.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import { type Module, planAllows } from '../../domain/plans.ts';
import type {
  ComparisonRow,
  OrganizationBranch,
  OrganizationMeta,
} from '../../domain/responses/organization.ts';
import { organizationAlertsQuery, organizationQuery } from '../../domain/schemas/organization.ts';
import { cachedBranchProfiles } from '../../guards/auth.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import type { StoredCube } from '../../storage/cube-store.ts';
import {
  listOrganizationBranchEntries,
  type OrganizationBranchEntry,
} from '../../storage/organization-store.ts';
import type { Deps } from '../deps.ts';
import { latestBuiltAt } from '../intelligence/envelope.ts';
import type { OrganizationRequest } from '../request.ts';
import { type BranchAlertRead, readAlertsPage, readBranchAlerts } from './alert-reads.ts';
import { type ChainBranch, readChainBranchSales, readChainSales, readChainVariance } from './chain.ts';
import { type OrganizationCostFiguresReader, organizationCostFiguresReader } from './cost-figures.ts';
import {
  memoizedByRange,
  type OrganizationMergedReader,
  type OrganizationRangeReader,
  organizationMergedReader,
  organizationRangeReader,
  organizationVarianceReader,
} from './range.ts';

interface BranchRead<T> {
  profile: BranchProfile;
  range: DateRange;
  /** Left out of the chain's figures, and why. */
  reason: OrganizationBranch['reason'];
  /** undefined when the plan has not the module (nothing was read). */
  value: T | undefined;
  snapshot: string | null;
  missing: string[];
}

/** A branch of the organization with the period it reads (resolved in its own time zone). */
interface ResolvedBranch {
  profile: BranchProfile;
  entry: OrganizationBranchEntry;
  range: DateRange;
}

/** The organization's branches in name order, each with its period. */
async function resolveBranches(deps: Deps, request: OrganizationRequest): Promise<ResolvedBranch[]> {
  const query = parseQuery(request.query, organizationQuery);
  const entries = await listOrganizationBranchEntries(deps, request.organizationId);
  const entryOf = new Map(entries.map((entry) => [entry.branch_identifier, entry]));
  // Through the request lookups' cache (≤ keyCacheTtlMs old, as a branch read's own profile).
  const profiles = await cachedBranchProfiles(
    deps,
    entries.map((entry) => entry.branch_identifier),
  );
  // Branches of one zone and cutoff hour read the same dates: resolved once (luxon is not free).
  const ranges = new Map<string, DateRange>();
  const rangeOf = (profile: BranchProfile) => {
    const key = `${profile.timezone} ${cutoffHourOf(profile)}`;
    let range = ranges.get(key);
    if (range === undefined) {
      range = resolvePeriod(query, request.now, profile.timezone, cutoffHourOf(profile));
      ranges.set(key, range);
    }
    return { ...range };
  };
  return profiles
    .sort(
      (a, b) =>
        byName().compare(a.name, b.name) || byName().compare(a.branch_identifier, b.branch_identifier),
    )
    .map((profile) => ({ profile, entry: entryOf.get(profile.branch_identifier)!, range: rangeOf(profile) }));
}

/**
 * Every branch, read concurrently by `read` on its own period; a branch whose plan has not `module`
 * is not read. `hasData` says whether a read branch had a closed day.
 */
function readBranches<T>(
  branches: readonly ResolvedBranch[],
  module: Module,
  read: (
    profile: BranchProfile,
    range: DateRange,
    entry: OrganizationBranchEntry,
  ) => Promise<{ value: T; snapshot: string | null; missing?: string[] }>,
  hasData: (value: T) => boolean,
): Promise<BranchRead<T>[]> {
  return Promise.all(
    branches.map(async ({ profile, entry, range }): Promise<BranchRead<T>> => {
      if (!planAllows(profile.plan, module)) {
        return {
          profile,
          range,
          reason: 'plan_module_missing',
          value: undefined,
          snapshot: null,
          missing: [],
        };
      }
      const { value, snapshot, missing = [] } = await read(profile, range, entry);
      return { profile, range, reason: hasData(value) ? null : 'no_data', value, snapshot, missing };
    }),
  );
}

let spanishOrder: Intl.Collator | undefined;

/**
 * The order of names in Spanish (as `localeCompare(…, 'es')`, without a collator per comparison).
 * Built on the first comparison, like the other clients: a collator loads ICU's collation data,
 * about 13 ms, which an organization of one branch, or a request refused before reading, never needs.
 */
function byName(): Intl.Collator {
  spanishOrder ??= new Intl.Collator('es');
  return spanishOrder;
}

const included = <T>(reads: readonly BranchRead<T>[]) =>
  reads.filter((read): read is BranchRead<T> & { value: T } => read.reason === null);

function metaOf(request: OrganizationRequest, reads: readonly BranchRead<unknown>[]): OrganizationMeta {
  const snapshots = reads.flatMap((read) => (read.snapshot === null ? [] : [{ built_at: read.snapshot }]));
  const span = spanOf(
    reads.map((read) => read.range),
    { from: request.now.toISOString().slice(0, 10), to: request.now.toISOString().slice(0, 10) },
  );
  return {
    organization_id: request.organizationId,
    period: span,
    branches: reads.map((read) => ({
      branch_identifier: read.profile.branch_identifier,
      name: read.profile.name,
      timezone: read.profile.timezone,
      period: { from: read.range.from, to: read.range.to },
      included: read.reason === null,
      reason: read.reason,
      missing: read.missing,
      snapshot_date: read.snapshot === null ? null : new Date(read.snapshot).toISOString(),
    })),
    snapshot_date: ((latest) => (latest === null ? null : new Date(latest).toISOString()))(
      latestBuiltAt(snapshots),
    ),
  };
}

// ---------------------------------------------------------------------------------- the reads

/**
 * The one period every branch reads when the merged months can stand for them all (./chain.ts):
 * every branch read by `module`, held complete by the organization, on the same dates; else null.
 */
function commonRange(branches: readonly ResolvedBranch[], module: Module): DateRange | null {
  const [first] = branches;
  if (first === undefined) return null;
  const alike = branches.every(
    ({ profile, entry, range }) =>
      planAllows(profile.plan, module) &&
      entry.rollups_complete &&
      range.from === first.range.from &&
      range.to === first.range.to,
  );
  return alike ? first.range : null;
}

/** Each branch's meta from what the chain read says of it. */
function chainReads(
  branches: readonly ResolvedBranch[],
  chain: ReadonlyMap<string, ChainBranch>,
): BranchRead<null>[] {
  return branches.map(({ profile, range }) => {
    const branch = chain.get(profile.branch_identifier)!;
    return {
      profile,
      range,
      reason: branch.hasData ? null : 'no_data',
      value: null,
      snapshot: branch.built_at,
      missing: [],
    };
  });
}

/**
 * Whether a branch without a closed day in the period adds nothing to `other` either: the per-branch
 * reads leave such a branch out of every sum (its previous period, its cash closings).
 */
const leftOutAlike = (current: ReadonlyMap<string, ChainBranch>, other: ReadonlyMap<string, ChainBranch>) =>
  [...current].every(([id, branch]) => branch.hasData || !other.get(id)?.hasData);

interface SalesRead {
  current: StoredCube<SalesCube>[];
  previous: StoredCube<SalesCube>[];
}

const readSales = (readRange: OrganizationRangeReader) => {
  // Most branches share their range: its previous period is computed once.
  const previousOf = memoizedByRange(previousPeriod);
  return async (_profile: BranchProfile, range: DateRange, entry: OrganizationBranchEntry) => {
    const [current, previous] = await Promise.all([
      readRange<SalesCube>(entry, 'sales', range),
      readRange<SalesCube>(entry, 'sales', previousOf(range)),
    ]);
    return { value: { current, previous }, snapshot: latestBuiltAt(current) };
  };
};

/**
 * The sales summary of every branch's days together: the same rollup as one branch's, on more days;
 * from the merged months when every branch reads the same period.
 */
export async function getOrganizationSalesSummary(deps: Deps, request: OrganizationRequest) {
  const branches = await resolveBranches(deps, request);
  const readers = readersOf(deps, request);
  const range = commonRange(branches, 'sales');
  if (range !== null) {
    const entries = branches.map((branch) => branch.entry);
    const [current, previous] = await Promise.all([
      readChainSales(deps, readers.merged, entries, range),
      readChainSales(deps, readers.merged, entries, previousPeriod(range)),
    ]);
    if (leftOutAlike(current.branches, previous.branches)) {
      return {
        attributes: salesSummary(current.total, previous.total),
        meta: metaOf(request, chainReads(branches, current.branches)),
      };
    }
  }
  const reads = await readBranches<SalesRead>(
    branches,
    'sales',
    readSales(readers.range),
    (v) => v.current.length > 0,
  );
  const withData = included(reads);
  const attributes = salesSummary(
    withData.flatMap((read) => read.value.current.map((cube) => cube.data)),
    // As for one branch: a branch without a closed day in its range has nothing to compare.
    withData.flatMap((read) => read.value.previous.map((cube) => cube.data)),
  );
  return { attributes, meta: metaOf(request, reads) };
}

interface CostRead {
  figures: CostFigures;
  sales: StoredCube<CategorySales>[];
}

const readCosts =
  (figuresOf: OrganizationCostFiguresReader) =>
  async (_profile: BranchProfile, range: DateRange, entry: OrganizationBranchEntry) => {
    const { figures, sales } = await figuresOf(entry, range);
    return { value: { figures, sales }, snapshot: latestBuiltAt(sales), missing: figures.missing };
  };

/**
 * Every branch's cost figures of its period (left out without the costs module, or without a closed
 * day), from the request's merged months and cost months, each read once for the chain.
 */
const readCostBranches = (
  deps: Deps,
  request: OrganizationRequest,
  branches: readonly ResolvedBranch[],
  readers: OrganizationReaders,
) =>
  readBranches<CostRead>(
    branches,
    'costs',
    readCosts(organizationCostFiguresReader(deps, request.organizationId, readers.range, readers.merged)),
    (v) => v.sales.length > 0,
  );

/**
 * The request's readers of the organization's months, shared by its reads so that each Query is
 * made once.
 */
interface OrganizationReaders {
  range: OrganizationRangeReader;
  merged: OrganizationMergedReader;
}

const readersOf = (deps: Deps, request: OrganizationRequest): OrganizationReaders => ({
  range: organizationRangeReader(deps, request.organizationId),
  merged: organizationMergedReader(deps, request.organizationId),
});

function chainFigures(request: OrganizationRequest, reads: readonly BranchRead<CostRead>[]): CostFigures {
  return sumCostFigures(
    included(reads).map((read) => read.value.figures),
    metaOf(request, reads).period,
  );
}

/** The income statement of the branches' summed amounts (ratios on the summed sales). */
export async function getOrganizationPnl(deps: Deps, request: OrganizationRequest) {
  const branches = await resolveBranches(deps, request);
  const reads = await readCostBranches(deps, request, branches, readersOf(deps, request));
  return { attributes: pnlSummary(chainFigures(request, reads)), meta: metaOf(request, reads) };
}

/** The ticket and cash variance of every branch's days and closings together, and each branch's meta. */
async function readOrderFigures(
  deps: Deps,
  request: OrganizationRequest,
  branches: readonly ResolvedBranch[],
  readers: OrganizationReaders,
): Promise<{ sales: SalesCube[]; variance: VarianceFold; reads: BranchRead<unknown>[] }> {
  const range = commonRange(branches, 'sales');
  if (range !== null) {
    const entries = branches.map((branch) => branch.entry);
    const [sales, cash] = await Promise.all([
      readChainSales(deps, readers.merged, entries, range),
      readChainVariance(deps, readers.merged, entries, range),
    ]);
    if (leftOutAlike(sales.branches, cash.branches)) {
      const built = new Map(
        [...sales.branches].map(([id, branch]) => [
          id,
          { ...branch, built_at: latestBuiltAt([branch, cash.branches.get(id)!].flatMap(builtAt)) },
        ]),
      );
      return { sales: sales.total, variance: cash.total, reads: chainReads(branches, built) };
    }
  }
  const readVariance = organizationVarianceReader(deps, request.organizationId);
  const reads = await readBranches(
    branches,
    'sales',
    async (_profile, range, entry) => {
      const [sales, cash] = await Promise.all([
        readers.range<SalesCube>(entry, 'sales', range),
        readVariance(entry, range),
      ]);
      const built = cash.built_at === null ? [] : [{ built_at: cash.built_at }];
      return { value: { sales, variance: cash.variance }, snapshot: latestBuiltAt(sales, built) };
    },
    (value) => value.sales.length > 0,
  );
  const withData = included(reads);
  return {
    sales: withData.flatMap((read) => read.value.sales.map((cube) => cube.data)),
    variance: mergeVarianceFolds(withData.map((read) => read.value.variance)),
    reads,
  };
}

const builtAt = (branch: ChainBranch) => (branch.built_at === null ? [] : [{ built_at: branch.built_at }]);

/**
 * The KPIs of the summed parts: the cost KPIs of the summed cost figures (a branch without the
 * costs module adds none: its cost KPIs are those of the branches that have it, and meta says so),
 * the ticket and cash variance of every branch's days and closings together.
 */
export async function getOrganizationKpis(deps: Deps, request: OrganizationRequest) {
  const branches = await resolveBranches(deps, request);
  // One set of readers: the ticket's merged sales months are the cost figures' too.
  const readers = readersOf(deps, request);
  const [order, costReads] = await Promise.all([
    readOrderFigures(deps, request, branches, readers),
    readCostBranches(deps, request, branches, readers),
  ]);
  const costBranches = included(costReads);
  const orderKpisOf = kpis(order.sales, order.variance).kpis;
  const costs = costBranches.length === 0 ? [] : costKpis(chainFigures(request, costReads));
  // The meta's per-branch missing captures are the cost reads'.
  const missing = new Map(costReads.map((read) => [read.profile.branch_identifier, read.missing]));
  const reads = order.reads.map((read) => ({
    ...read,
    missing: missing.get(read.profile.branch_identifier) ?? [],
  }));
  return { attributes: { kpis: orderKpis([...costs, ...orderKpisOf]) }, meta: metaOf(request, reads) };
}

/** The branches whose alerts are read: those with the alerts route's module (`sales`). */
const alertBranches = (branches: readonly ResolvedBranch[]) =>
  branches.filter((branch) => planAllows(branch.profile.plan, 'sales'));

/**
 * Every branch's alert counts (as the branch endpoint answers them, from the organization's alert
 * cache when unchanged: ./alert-reads.ts), then taken branch by branch. Branches without the sales
 * module (the alerts route's) are not read.
 */
async function alertCountsReader(
  deps: Deps,
  request: OrganizationRequest,
  branches: readonly ResolvedBranch[],
) {
  const reads = await readBranchAlerts(deps, request, alertBranches(branches), { alerts: false });
  return async (profile: BranchProfile) => {
    const read = reads.get(profile.branch_identifier)!;
    return { value: read, snapshot: read.summary.snapshot };
  };
}

/**
 * Every branch's alerts of its period, with its branch, a page at a time (shared/domain/
 * organization-alerts.ts): a chain's year is thousands of alerts, megabytes of JSON, more than Lambda
 * may answer for a big chain. The counts are the whole period's.
 */
export async function getOrganizationAlerts(deps: Deps, request: OrganizationRequest) {
  const query = parseQuery(request.query, organizationAlertsQuery);
  const after = query.cursor === undefined ? null : alertsCursorPlace(query.cursor);
  const branches = await resolveBranches(deps, request);
  const page = await readAlertsPage(deps, request, alertBranches(branches), {
    limit: query.limit,
    cursor: query.cursor,
    after,
  });
  // A branch with no alert is still read (its meta says when its days were built): never no_data.
  const reads = await readBranches(
    branches,
    'sales',
    async (profile) => ({ value: true, snapshot: page.snapshots[profile.branch_identifier] ?? null }),
    () => true,
  );
  return {
    attributes: { ...page.counts, alerts: page.alerts },
    meta: {
      ...metaOf(request, reads),
      count: page.alerts.length,
      limit: query.limit,
      next_cursor: page.nextCursor,
    },
  };
}

/**
 * Each branch's sales totals of its period, for its comparison row: its merged months' totals and
 * its own edge days when every branch reads the same period (./chain.ts), else its own read.
 */
async function readComparisonSales(
  deps: Deps,
  branches: readonly ResolvedBranch[],
  readers: OrganizationReaders,
): Promise<BranchRead<{ totals: SalesRowTotals[]; hasData: boolean }>[]> {
  const range = commonRange(branches, 'sales');
  if (range !== null) {
    const chain = await readChainBranchSales(
      deps,
      readers.merged,
      branches.map((branch) => branch.entry),
      range,
    );
    return readBranches(
      branches,
      'sales',
      async (profile) => {
        const { totals, branch } = chain.get(profile.branch_identifier)!;
        return { value: { totals, hasData: branch.hasData }, snapshot: branch.built_at };
      },
      (value) => value.hasData,
    );
  }
  return readBranches(
    branches,
    'sales',
    async (_profile, range, entry) => {
      const current = await readers.range<SalesCube>(entry, 'sales', range);
      const totals = current.map((cube) => cube.data);
      return { value: { totals, hasData: totals.length > 0 }, snapshot: latestBuiltAt(current) };
    },
    (value) => value.hasData,
  );
}

/** One row per branch: its own summary, cost ratios and alert counts, and its share of the sales. */
export async function getOrganizationComparison(deps: Deps, request: OrganizationRequest) {
  const readers = readersOf(deps, request);
  const branches = await resolveBranches(deps, request);
  const [salesReads, costReads, alertReads] = await Promise.all([
    readComparisonSales(deps, branches, readers),
    readCostBranches(deps, request, branches, readers),
    alertCountsReader(deps, request, branches).then((read) =>
      readBranches<BranchAlertRead>(branches, 'sales', read, () => true),
    ),
  ]);
  const costs = new Map(costReads.map((read) => [read.profile.branch_identifier, read]));
  const alerts = new Map(alertReads.map((read) => [read.profile.branch_identifier, read]));
  const summaries = salesReads.map((read) => salesRow(read.value?.totals ?? []));
  const chainSales = summaries.reduce(
    (sum, summary, index) => sum + (salesReads[index]!.reason === null ? summary.total_sales_cents : 0),
    0,
  );
  const rows = salesReads.map((read, index): ComparisonRow => {
    const id = read.profile.branch_identifier;
    const summary = summaries[index]!;
    const cost = costs.get(id);
    const pnl = cost?.value && cost.reason === null ? pnlSummary(cost.value.figures) : null;
    const alert = alerts.get(id)?.value?.summary;
    return {
      branch_identifier: id,
      name: read.profile.name,
      timezone: read.profile.timezone,
      date_from: read.range.from,
      date_to: read.range.to,
      included: read.reason === null,
      reason: read.reason,
      total_sales_cents: summary.total_sales_cents,
      share_of_sales_pct: read.reason === null ? ratioPct(summary.total_sales_cents, chainSales) : null,
      covers_total: summary.covers_total,
      tables_served_total: summary.tables_served_total,
      avg_ticket_cents: summary.avg_ticket_cents,
      food_cost_pct: pnl?.costo_de_ventas.food_cost_pct ?? null,
      labor_cost_pct: pnl?.gastos_operativos.labor_cost_pct ?? null,
      prime_cost_pct: pnl?.gastos_operativos.prime_cost_pct ?? null,
      ebitda_cents: pnl?.ebitda.ebitda_cents ?? null,
      ebitda_pct: pnl?.ebitda.ebitda_pct ?? null,
      ebitda_status: pnl?.ebitda.ebitda_status ?? null,
      critical_alerts: alert?.critical_count ?? 0,
      warning_alerts: alert?.warning_count ?? 0,
    };
  });
  const missing = new Map(costReads.map((read) => [read.profile.branch_identifier, read.missing]));
  const reads = salesReads.map((read) => ({
    ...read,
    missing: missing.get(read.profile.branch_identifier) ?? [],
  }));
  return { attributes: { branches: rows }, meta: metaOf(request, reads) };
}
