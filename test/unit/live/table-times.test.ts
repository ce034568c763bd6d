/**
 * How long today's tables stay (live/table-times.ts): the open ones' minutes at the reading,
 * longest first, in the branch's time; the closed ones' median and mean stay; a table never seen
 * opening counted apart, never given a time.
 */
import { describe, expect, it } from 'vitest';
import type { ClosedTable, LiveDay, OpenTable } from '#shared/domain/live/live-day.ts';
import { tableTimes } from '#shared/domain/live/table-times.ts';

const ZONE = 'America/Mexico_City';
const closed = (opened_at: string | null, closed_at: string): ClosedTable => ({
  table_id: `c-${closed_at}`,
  opened_at,
  closed_at,
  total_cents: 10_000,
  covers: 2,
  waiter_name: null,
  cash_cents: 0,
  tips_cents: 0,
});
const open = (table_id: string, opened_at: string | null, ordered_cents: number): OpenTable => ({
  table_id,
  opened_at,
  covers: 3,
  waiter_name: 'Ana',
  ordered_cents,
  lines: 2,
});

const DAY: LiveDay = {
  date: '2026-12-12',
  closed_tables: [
    closed('2026-12-12T19:00:00.000Z', '2026-12-12T19:40:00.000Z'), // 40 minutes
    closed('2026-12-12T19:10:00.000Z', '2026-12-12T20:25:00.000Z'), // 75
    closed('2026-12-12T19:30:00.000Z', '2026-12-12T20:20:00.000Z'), // 50
    closed('2026-12-12T19:45:00.000Z', '2026-12-12T20:50:00.000Z'), // 65
    closed(null, '2026-12-12T20:55:00.000Z'),
  ],
  open_tables: {
    '7': open('7', '2026-12-12T20:40:00.000Z', 52_000),
    '12': open('12', '2026-12-12T19:58:30.000Z', 124_000),
    '3': open('3', null, 9_000),
  },
  cash_movements: [],
};

describe("today's table times", () => {
  it('ranks the open tables by minutes open and sums up the closed ones’ stay', () => {
    const now = Date.parse('2026-12-12T21:31:00.000Z');
    expect(tableTimes(DAY, now, ZONE)).toEqual({
      open: [
        {
          table_id: '12',
          opened_at: '2026-12-12T13:58:30.000-06:00',
          minutes_open: 92,
          covers: 3,
          waiter_name: 'Ana',
          ordered_cents: 124_000,
        },
        {
          table_id: '7',
          opened_at: '2026-12-12T14:40:00.000-06:00',
          minutes_open: 51,
          covers: 3,
          waiter_name: 'Ana',
          ordered_cents: 52_000,
        },
      ],
      open_without_time: 1,
      closed_timed: 4,
      // 40, 50, 65, 75: the median is (50 + 65) / 2, the mean 230 / 4, both rounded.
      closed_median_minutes: 58,
      closed_mean_minutes: 58,
    });
  });

  it('knows no stay without a closed table that was seen opening', () => {
    const times = tableTimes({ ...DAY, closed_tables: [closed(null, '2026-12-12T20:55:00.000Z')] }, 0, ZONE);
    expect(times).toMatchObject({ closed_timed: 0, closed_median_minutes: null, closed_mean_minutes: null });
  });
});
