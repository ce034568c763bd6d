/**
 * Runs a simulation: for each branch (concurrently), its setup (categories, catalog, suppliers,
 * recipes), its closed days oldest first (a few in flight at once; each day's calls in the spec's
 * order), its back office, then today's live events. Used by `npm run simulate`, `npm start --demo`,
 * the bench and the tests.
 */
import { DateTime } from 'luxon';
import { businessToday, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR } from '#shared/domain/business-day.ts';
import { generateBackoffice, setupBackoffice } from './backoffice.ts';
import { isOpenDay } from './calendar.ts';
import { CONCEPTS, type Concept } from './concepts.ts';
import {
  catalogItems,
  dayIsOver,
  generateDay,
  generateLive,
  type LiveEvent,
  type SimBranch,
  type SimDay,
  setupBranch,
} from './generate.ts';
import { rngFor, seededUuid } from './random.ts';
import type { PosSender } from './sender.ts';

export interface BranchTarget {
  branchId: string;
  sender: PosSender;
  /** Defaults to the concepts in turn: taquería, bar, café. */
  concept?: Concept;
  /** Position in the simulation (seeds its data); defaults to its place in the list. */
  index?: number;
}

export interface SimulationOptions {
  seed: number;
  days: number;
  branches: BranchTarget[];
  /** Replay today's events so far as live updates and activity (default true). */
  live?: boolean;
  clock?: () => Date;
  /** Days of one branch in flight at once (default 4). */
  dayConcurrency?: number;
  onDay?: (branch: SimBranch, day: SimDay) => void;
  onPhase?: (branch: SimBranch, phase: 'setup' | 'days' | 'backoffice' | 'live' | 'done') => void;
}

export interface BranchResult {
  branch: SimBranch;
  from: string;
  to: string;
  /** Σ total_sales_cents of the closed days sent, by date. */
  salesByDate: Map<string, number>;
  totalSalesCents: number;
  liveEvents: number;
}

export interface SimulationResult {
  branches: BranchResult[];
  requests: number;
  elapsedMs: number;
}

/**
 * The closed days of a simulation: `days` business days ending the day before the branch's today,
 * or today once its day is over (its zout gone out: nothing of it is live any more).
 */
export function simulatedDates(concept: Concept, days: number, now: Date): string[] {
  const todayDate = businessToday(now, concept.timezone, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR);
  const over = dayIsOver(concept, todayDate, DateTime.fromJSDate(now));
  const last = DateTime.fromISO(todayDate).minus({ days: over ? 0 : 1 });
  return Array.from({ length: days }, (_, i) => last.minus({ days: days - 1 - i }).toISODate() as string);
}

export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const started = performance.now();
  const clock = options.clock ?? (() => new Date());
  const results = await Promise.all(
    options.branches.map((target, position) => simulateBranch(options, target, position, clock)),
  );
  const requests = options.branches.reduce((sum, target) => sum + target.sender.stats.requests, 0);
  return { branches: results, requests, elapsedMs: performance.now() - started };
}

async function simulateBranch(
  options: SimulationOptions,
  target: BranchTarget,
  position: number,
  clock: () => Date,
): Promise<BranchResult> {
  const index = target.index ?? position;
  const concept = target.concept ?? (CONCEPTS[index % CONCEPTS.length] as Concept);
  const branch = setupBranch(options.seed, index, concept, target.branchId);
  const { sender } = target;
  const setupKey = (what: string) => seededUuid(rngFor('setup-key', options.seed, index, what));

  options.onPhase?.(branch, 'setup');
  await sender.sendCategories(branch.categories, { idempotencyKey: setupKey('categories') });
  await sender.sendCatalog(catalogItems(branch), { idempotencyKey: setupKey('catalog') });
  await pool(setupBackoffice(branch), 6, (doc) =>
    sender.sendBackoffice(doc.resource, doc.idempotencyKey, doc.attributes),
  );

  options.onPhase?.(branch, 'days');
  // A day the branch did not open sends nothing: no documents, no zout.
  const dates = simulatedDates(concept, options.days, clock()).filter((date) => isOpenDay(branch, date));
  const days: SimDay[] = new Array(dates.length);
  await pool(dates, options.dayConcurrency ?? 4, async (date, i) => {
    const day = generateDay(branch, date);
    days[i] = day;
    if (day.xout) await sender.sendXout(day.xout);
    await sender.sendDay(day);
    options.onDay?.(branch, day);
  });

  options.onPhase?.(branch, 'backoffice');
  await pool(generateBackoffice(branch, days), 6, (doc) =>
    sender.sendBackoffice(doc.resource, doc.idempotencyKey, doc.attributes),
  );

  let liveEvents = 0;
  const now = clock();
  const today = businessToday(now, concept.timezone, DEFAULT_BUSINESS_DAY_CUTOFF_HOUR);
  // After today's closing, today was sent whole among the closed days (simulatedDates). A day the
  // branch does not open has nothing live either (before 2026-12-06, an unplanned closure's
  // morning still sent its tables, and then never its close).
  if (
    (options.live ?? true) &&
    isOpenDay(branch, today) &&
    !dayIsOver(concept, today, DateTime.fromJSDate(now))
  ) {
    options.onPhase?.(branch, 'live');
    // Two lanes, each in order: the live updates (each rewrites today's live-day head under a
    // version condition; concurrent updates only conflict) and the activity events (the anomaly
    // windows). The events are dated within the last 5 minutes and accepted for 10, so the lanes
    // must not dawdle.
    const lanes = new Map<string, LiveEvent[]>();
    for (const event of generateLive(branch, today, DateTime.fromJSDate(now), 5)) {
      const lane = event.kind;
      lanes.set(lane, [...(lanes.get(lane) ?? []), event]);
    }
    await pool([...lanes.values()], 2, async (lane) => {
      for (const event of lane) {
        if (event.kind === 'live') await sender.sendLiveUpdate(event.attributes);
        else await sender.sendActivity(event.attributes);
        liveEvents++;
      }
    });
  }
  await sender.flush();
  options.onPhase?.(branch, 'done');

  const salesByDate = new Map(days.map((day) => [day.date, day.totalSalesCents]));
  return {
    branch,
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
    salesByDate,
    totalSalesCents: [...salesByDate.values()].reduce((sum, cents) => sum + cents, 0),
    liveEvents,
  };
}

/** Runs `work` over `items` with at most `limit` at once; the first failure rejects. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
