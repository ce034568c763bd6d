/**
 * What a day's live updates (POST /live/update, folded into the live day) add to its cubes: covers
 * and tables per hour, covers, tickets and tips per waiter, and the drawer's other cash movements.
 * Order lines, summaries and closings carry none of these; the live `table_closed` (with the
 * covers and waiter of its `table_opened`) and `cash_movement` updates do.
 *
 * - A day "has live tables" when its live day has any table event (a table closed or open); then
 *   every hour and every waiter of the day has known figures (0 where no table fell), and without
 *   it they are null, never 0. Only closed tables count (what was served and paid).
 * - A table belongs to the local hour it was seated (its `table_opened`), else the hour it closed
 *   (a table never seen opening); to the waiter of its `table_opened` (`waiter_name`, grouped as
 *   waiters are, names.ts), none when it has none.
 * - The cash movements are known when the day has any live update: Σ in and Σ out (0 when none).
 *
 * Pure: a rebuild of the day reads the same stored live day and gives the same figures.
 */
import { displayName, normalizeName } from '../names.ts';
import type { LiveCoverage, WaiterTables } from './cubes.ts';
import type { LiveDayInput } from './inputs.ts';
import { localHourOf } from './period.ts';
import { sumPresent } from './rounding.ts';

/** Whether the day's live updates include any table event (the feed of covers, tables and tips). */
export function hasLiveTables(live: LiveDayInput | null | undefined): live is LiveDayInput {
  return live != null && (live.closed_tables.length > 0 || Object.keys(live.open_tables).length > 0);
}

/** A day cube's coverage: one day, live or not. */
export const dayCoverage = (live: boolean): LiveCoverage => ({ days: 1, live_days: live ? 1 : 0 });

/** Coverage of a cube built before the member existed: one day without live data. */
export const coverageOf = (cube: { live_coverage?: LiveCoverage }): LiveCoverage =>
  cube.live_coverage ?? { days: 1, live_days: 0 };

export function addCoverage(a: LiveCoverage, b: LiveCoverage): LiveCoverage {
  return { days: a.days + b.days, live_days: a.live_days + b.live_days };
}

/** The coverage of a range read from day cubes and month rollups. */
export function coverageOfRange(cubes: readonly { live_coverage?: LiveCoverage }[]): LiveCoverage {
  return cubes.reduce<LiveCoverage>((total, cube) => addCoverage(total, coverageOf(cube)), {
    days: 0,
    live_days: 0,
  });
}

export interface HourTables {
  tables: number;
  /** Σ known covers; null when none of the hour's tables carries covers. */
  covers: number | null;
}

/** Closed tables per local hour seated (opened_at, else closed_at). */
export function tablesByHour(live: LiveDayInput, timeZone: string): Map<number, HourTables> {
  const hours = new Map<number, { tables: number; covers: Array<number | null> }>();
  for (const table of live.closed_tables) {
    const hour = localHourOf(table.opened_at ?? table.closed_at, timeZone);
    if (hour === null) continue;
    const bucket = hours.get(hour) ?? { tables: 0, covers: [] };
    bucket.tables += 1;
    bucket.covers.push(table.covers);
    hours.set(hour, bucket);
  }
  return new Map(
    [...hours].map(([hour, bucket]) => [hour, { tables: bucket.tables, covers: sumPresent(bucket.covers) }]),
  );
}

/** Closed tables per waiter (normalized name), with the spellings seen (tables per spelling). */
export function tablesByWaiter(
  live: LiveDayInput,
): Map<string, { spellings: Record<string, number>; tables: WaiterTables }> {
  const waiters = new Map<
    string,
    { spellings: Record<string, number>; covers: Array<number | null>; tables: WaiterTables }
  >();
  for (const table of live.closed_tables) {
    const name = typeof table.waiter_name === 'string' ? table.waiter_name.trim() : '';
    if (name === '') continue;
    const key = normalizeName(name);
    const waiter = waiters.get(key) ?? {
      spellings: {},
      covers: [],
      tables: { tables: 0, covers: null, total_cents: 0, tips_cents: 0 },
    };
    const spelling = displayName(name);
    waiter.spellings[spelling] = (waiter.spellings[spelling] ?? 0) + 1;
    waiter.covers.push(table.covers);
    waiter.tables.tables += 1;
    waiter.tables.total_cents += table.total_cents;
    waiter.tables.tips_cents += table.tips_cents;
    waiters.set(key, waiter);
  }
  return new Map(
    [...waiters].map(([key, waiter]) => [
      key,
      { spellings: waiter.spellings, tables: { ...waiter.tables, covers: sumPresent(waiter.covers) } },
    ]),
  );
}

/** Two waiters' (or two days') tables added; null + null stays null. */
export function addWaiterTables(
  a: WaiterTables | null | undefined,
  b: WaiterTables | null | undefined,
): WaiterTables | null {
  if (a == null) return b ?? null;
  if (b == null) return a;
  return {
    tables: a.tables + b.tables,
    covers: sumPresent([a.covers, b.covers]),
    total_cents: a.total_cents + b.total_cents,
    tips_cents: a.tips_cents + b.tips_cents,
  };
}

/** Σ of the day's cash_movement updates by direction; null when the day has no live update. */
export function cashMovementsOf(
  live: LiveDayInput | null | undefined,
): { in_cents: number; out_cents: number } | null {
  if (live == null) return null;
  const sum = (direction: 'in' | 'out') =>
    live.cash_movements
      .filter((movement) => movement.direction === direction)
      .reduce((total, movement) => total + movement.amount_cents, 0);
  return { in_cents: sum('in'), out_cents: sum('out') };
}

/** `meta.live_updates` of a read: how many built days fed `figures` from live updates, and why not. */
export interface LiveCoverageNote {
  days_with: number;
  days_without: number;
  reason: string | null;
}

export function liveCoverageNote(coverage: LiveCoverage, figures: string): LiveCoverageNote {
  const without = coverage.days - coverage.live_days;
  return {
    days_with: coverage.live_days,
    days_without: without,
    reason:
      coverage.days === 0
        ? `No built day in the range: ${figures} are null.`
        : coverage.live_days === 0
          ? `No built day of the range has live updates (POST /live/update): ${figures} are null; no other feed carries them.`
          : without > 0
            ? `${without} of ${coverage.days} built days have no live updates: ${figures} count only the other ${coverage.live_days}.`
            : null,
  };
}
