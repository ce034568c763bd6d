/**
 * How long today's tables stay, from the live day (POST /live/update): each open table's time open
 * at the reading, longest first, and how long the closed ones stayed, from their table_opened to
 * their table_closed. A table first heard of by a later event has no opening time: counted apart,
 * never given a duration. Pure.
 */
import { inBranchTime } from '../zoned-time.ts';
import type { LiveDay } from './live-day.ts';

export interface OpenTableTime {
  table_id: string;
  /** Its table_opened, in the branch's time (ISO 8601 with the zone's offset). */
  opened_at: string;
  /** Whole minutes from opened_at to the reading. */
  minutes_open: number;
  covers: number | null;
  waiter_name: string | null;
  /** Σ ordered so far (with IVA). */
  ordered_cents: number;
}

export interface TableTimes {
  /** The open tables with an opening time, longest open first (ties by table id). */
  open: OpenTableTime[];
  /** Open tables first heard of after they opened: no time known. */
  open_without_time: number;
  /** Closed tables with both instants, and the median and mean of their minutes, whole (null: none). */
  closed_timed: number;
  closed_median_minutes: number | null;
  closed_mean_minutes: number | null;
}

const minutesBetween = (from: string, toMs: number) => Math.floor((toMs - Date.parse(from)) / 60_000);

/** The median of sorted values, at least one (the mean of the middle two when even). */
function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The day's table times at the instant `nowMs`, opening times in the branch's `timeZone`. */
export function tableTimes(day: LiveDay, nowMs: number, timeZone: string): TableTimes {
  const tables = Object.values(day.open_tables);
  const open = tables
    .filter((table): table is typeof table & { opened_at: string } => table.opened_at !== null)
    .map((table) => ({
      table_id: table.table_id,
      opened_at: inBranchTime(table.opened_at, timeZone),
      minutes_open: Math.max(0, minutesBetween(table.opened_at, nowMs)),
      covers: table.covers,
      waiter_name: table.waiter_name,
      ordered_cents: table.ordered_cents,
    }))
    .sort((a, b) => b.minutes_open - a.minutes_open || a.table_id.localeCompare(b.table_id));
  const stays = day.closed_tables
    .filter((table) => table.opened_at !== null)
    .map((table) => Math.max(0, minutesBetween(table.opened_at!, Date.parse(table.closed_at))))
    .sort((a, b) => a - b);
  const total = stays.reduce((sum, minutes) => sum + minutes, 0);
  return {
    open,
    open_without_time: tables.length - open.length,
    closed_timed: stays.length,
    closed_median_minutes: stays.length === 0 ? null : Math.round(median(stays)),
    closed_mean_minutes: stays.length === 0 ? null : Math.round(total / stays.length),
  };
}
