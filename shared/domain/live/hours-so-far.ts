/**
 * Today's sales by hour so far, from the live day (POST /live/update), before the corte Z brings
 * the day's order lines: each closed table's charge (`total_cents`, with IVA, the tables the live
 * sales so far add up) in the local hour it closed, since the live feed tells when a table paid and
 * not when each dish was ordered; its diners in the hour it was seated (opened, else closed), as
 * the closed days' sales by hour count them (analytics/live-tables.ts). The tables still open come
 * apart, with what they ordered, as they belong to no hour yet. Pure.
 */
import { tablesByHour } from '../analytics/live-tables.ts';
import { localHourOf } from '../analytics/period.ts';
import { sumPresent } from '../analytics/rounding.ts';
import type { LiveDay } from './live-day.ts';

export interface HourSoFar {
  /** Local clock hour, "13:00". */
  hour: string;
  /** Σ total_cents of the tables closed in the hour. */
  sales_cents: number;
  /** Tables closed in the hour. */
  tables_closed: number;
  /** Σ covers of the closed tables seated in the hour; null when none of them carries covers. */
  covers: number | null;
}

export interface HoursSoFar {
  /** The hours with a closed table, closed or seated, in clock order. */
  hours: HourSoFar[];
  open_tables: number;
  /** Σ ordered so far on the open tables (with IVA). */
  open_ordered_cents: number;
  /** Σ covers of the open tables; null when none carries covers. */
  open_covers: number | null;
}

const clockHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The live day's closed tables by local hour, and its open tables. */
export function hoursSoFar(day: LiveDay, timeZone: string): HoursSoFar {
  const sales = new Map<number, { sales_cents: number; tables_closed: number }>();
  for (const table of day.closed_tables) {
    const hour = localHourOf(table.closed_at, timeZone);
    if (hour === null) continue;
    const bucket = sales.get(hour) ?? { sales_cents: 0, tables_closed: 0 };
    sales.set(hour, {
      sales_cents: bucket.sales_cents + table.total_cents,
      tables_closed: bucket.tables_closed + 1,
    });
  }
  const seated = tablesByHour(day, timeZone);
  const hours = [...new Set([...sales.keys(), ...seated.keys()])].sort((a, b) => a - b);
  const open = Object.values(day.open_tables);
  return {
    hours: hours.map((hour) => ({
      hour: clockHour(hour),
      sales_cents: sales.get(hour)?.sales_cents ?? 0,
      tables_closed: sales.get(hour)?.tables_closed ?? 0,
      covers: seated.get(hour)?.covers ?? null,
    })),
    open_tables: open.length,
    open_ordered_cents: open.reduce((total, table) => total + table.ordered_cents, 0),
    open_covers: sumPresent(open.map((table) => table.covers)),
  };
}
