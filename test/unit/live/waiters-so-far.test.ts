/**
 * Today's waiters so far (live/waiters-so-far.ts): each waiter's closed tables' charges, diners and
 * tips, and their open tables, from the live day; the rows and the tables without a waiter add up
 * to the closed tables' total, which is the live sales so far.
 */
import { describe, expect, it } from 'vitest';
import type { ClosedTable, LiveDay, OpenTable } from '#shared/domain/live/live-day.ts';
import { waitersSoFar } from '#shared/domain/live/waiters-so-far.ts';

const closed = (
  waiter_name: string | null,
  total_cents: number,
  covers: number | null,
  tips_cents: number,
): ClosedTable => ({
  table_id: `t-${Math.random()}`,
  opened_at: '2026-12-08T19:00:00.000Z',
  closed_at: '2026-12-08T20:00:00.000Z',
  total_cents,
  covers,
  waiter_name,
  cash_cents: 0,
  tips_cents,
});
const open = (table_id: string, waiter_name: string | null, ordered_cents: number): OpenTable => ({
  table_id,
  opened_at: '2026-12-08T20:10:00.000Z',
  covers: 2,
  waiter_name,
  ordered_cents,
  lines: 3,
});

const DAY: LiveDay = {
  date: '2026-12-08',
  closed_tables: [
    closed('Ana López', 64_000, 4, 6_400),
    closed('ana  lópez ', 31_000, null, 3_000),
    closed('Beto Ruiz', 120_000, 6, 0),
    closed(null, 9_900, 2, 0),
    closed('Ana López', 12_000, 2, 1_000),
  ],
  open_tables: {
    m1: open('m1', 'Carla Soto', 45_000),
    m2: open('m2', 'Beto Ruiz', 20_000),
    m3: open('m3', null, 5_000),
  },
  cash_movements: [],
};

describe("today's waiters so far", () => {
  it("adds each waiter's closed tables across spellings, ranked by what they were charged", () => {
    const { waiters, unassigned_sales_cents } = waitersSoFar(DAY);
    const ana = DAY.closed_tables.filter((table) =>
      table.waiter_name?.trim().toLowerCase().startsWith('ana'),
    );
    const anaSales = ana.reduce((sum, table) => sum + table.total_cents, 0);
    expect(waiters.map((row) => [row.rank, row.name, row.sales_cents])).toEqual([
      [1, 'Beto Ruiz', 120_000],
      [2, 'Ana López', anaSales],
      [3, 'Carla Soto', 0],
    ]);
    expect(waiters[1]).toMatchObject({
      tables: ana.length,
      covers: 4 + 2,
      tips_cents: 6_400 + 3_000 + 1_000,
      tip_pct: Math.round(((6_400 + 3_000 + 1_000) / anaSales) * 1000) / 10,
      open_tables: 0,
    });
    expect(waiters[0]).toMatchObject({ open_tables: 1, open_ordered_cents: 20_000 });
    expect(waiters[2]).toMatchObject({ tables: 0, covers: null, tip_pct: null, open_ordered_cents: 45_000 });
    const closedTotal = DAY.closed_tables.reduce((sum, table) => sum + table.total_cents, 0);
    expect(waiters.reduce((sum, row) => sum + row.sales_cents, 0) + unassigned_sales_cents).toBe(closedTotal);
    expect(unassigned_sales_cents).toBe(9_900);
  });

  it('is empty on a day with no table yet', () => {
    expect(
      waitersSoFar({ date: '2026-12-08', closed_tables: [], open_tables: {}, cash_movements: [] }),
    ).toEqual({
      waiters: [],
      unassigned_sales_cents: 0,
    });
  });
});
