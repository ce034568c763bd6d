/**
 * Today's sales by hour so far (live/hours-so-far.ts): each closed table's charge in the local hour
 * it closed, its diners in the hour it was seated (else closed), the open tables apart; the hours'
 * sales add up to the closed tables' total, the live sales so far.
 */
import { describe, expect, it } from 'vitest';
import { hoursSoFar } from '#shared/domain/live/hours-so-far.ts';
import type { ClosedTable, LiveDay } from '#shared/domain/live/live-day.ts';

const ZONE = 'America/Mexico_City';
/** A table seated and closed at UTC instants (Mexico City is UTC−6 in December). */
const closed = (opened_at: string | null, closed_at: string, total_cents: number, covers: number | null) =>
  ({
    table_id: `t-${closed_at}-${total_cents}`,
    opened_at,
    closed_at,
    total_cents,
    covers,
    waiter_name: null,
    cash_cents: 0,
    tips_cents: 0,
  }) satisfies ClosedTable;

const DAY: LiveDay = {
  date: '2026-12-12',
  closed_tables: [
    // Seated at 13:50 local, paid at 14:20: its sales in 14:00, its diners in 13:00.
    closed('2026-12-12T19:50:00.000Z', '2026-12-12T20:20:00.000Z', 45_000, 3),
    closed('2026-12-12T20:05:00.000Z', '2026-12-12T20:40:00.000Z', 30_000, 2),
    // Never seen opening: diners in the hour it closed, none known.
    closed(null, '2026-12-12T21:10:00.000Z', 12_500, null),
  ],
  open_tables: {
    a: {
      table_id: 'a',
      opened_at: '2026-12-12T21:20:00.000Z',
      covers: 4,
      waiter_name: null,
      ordered_cents: 8_000,
      lines: 2,
    },
    b: { table_id: 'b', opened_at: null, covers: null, waiter_name: null, ordered_cents: 1_500, lines: 1 },
  },
  cash_movements: [],
};

describe("today's sales by hour so far", () => {
  it('counts sales where a table paid and diners where it sat, the open tables apart', () => {
    expect(hoursSoFar(DAY, ZONE)).toEqual({
      hours: [
        { hour: '13:00', sales_cents: 0, tables_closed: 0, covers: 3 },
        { hour: '14:00', sales_cents: 75_000, tables_closed: 2, covers: 2 },
        { hour: '15:00', sales_cents: 12_500, tables_closed: 1, covers: null },
      ],
      open_tables: 2,
      open_ordered_cents: 9_500,
      open_covers: 4,
    });
  });

  it('adds up to the closed tables, as the live sales so far do', () => {
    const total = DAY.closed_tables.reduce((sum, table) => sum + table.total_cents, 0);
    const hours = hoursSoFar(DAY, ZONE).hours;
    expect(hours.reduce((sum, entry) => sum + entry.sales_cents, 0)).toBe(total);
  });
});
