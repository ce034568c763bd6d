import { describe, expect, it } from 'vitest';
import { comparableSoFar, orderedSoFar } from '#shared/domain/live/comparable.ts';
import {
  applyLiveEvent,
  bucketOf,
  type CashMovement,
  type ClosedTable,
  closeOf,
  emptyLiveHead,
  headOfDay,
  type LiveHead,
  lastWeekLiveOf,
  liveDayOf,
} from '#shared/domain/live/live-day.ts';
import {
  cashFlowsFromLive,
  liveCash,
  livePaceAlert,
  liveSales,
  referenceFromLive,
  referenceFromOrderLines,
  sameLocalTimeLastWeek,
  sortLiveAlerts,
} from '#shared/domain/live/live-figures.ts';
import { earlyShareOf, PROJECTION_MIN_SHARE_PCT } from '#shared/domain/live/projection.ts';
import type { LiveUpdateAttributes } from '#shared/domain/schemas/live-update.ts';

const BRANCH = '0b6f2c1e-6a53-4f55-9a43-6f6d2a0d9c11';
const base = { branch_identifier: BRANCH, occurred_at: 'ignored' };

/** A day played event by event: its head, and the records the events appended (the whole day). */
type Played = LiveHead & { closed_tables: ClosedTable[]; cash_movements: CashMovement[] };

function play(date: string, events: [string, LiveUpdateAttributes][], from?: Played): Played {
  let head: LiveHead = from ?? emptyLiveHead(date);
  const closed = [...(from?.closed_tables ?? [])];
  const movements = [...(from?.cash_movements ?? [])];
  for (const [iso, event] of events) {
    const change = applyLiveEvent(head, event, Date.parse(iso));
    head = change.head;
    if (change.closed) {
      expect(change.closed.seq).toBe(closed.length);
      closed.push(change.closed.table);
    }
    if (change.movement) {
      expect(change.movement.seq).toBe(movements.length);
      movements.push(change.movement.movement);
    }
  }
  return { ...head, closed_tables: closed, cash_movements: movements };
}

/** The comparison from a played last week, as the reads get it: bucket totals and the cutoff bucket's closes. */
function ref(lastWeek: Played, cutoffMs: number) {
  const { closed_tables: tables, cash_movements: _movements, ...head } = lastWeek;
  const closes = tables.filter((table) => bucketOf(Date.parse(table.closed_at)) === bucketOf(cutoffMs));
  return referenceFromLive(lastWeekLiveOf(head.date, head), closes.map(closeOf), cutoffMs);
}
const open = (table: string, covers: number): LiveUpdateAttributes => ({
  ...base,
  event: 'table_opened',
  table_id: table,
  covers,
});
const ordered = (table: string, cents: number): LiveUpdateAttributes => ({
  ...base,
  event: 'items_ordered',
  table_id: table,
  lines: [
    {
      item_name: 'Tacos',
      quantity: 1,
      unit_price_cents: cents,
      subtotal_cents: cents,
      net_total_cents: cents,
      category_type: 'food',
      discount_cents: 0,
    },
  ],
});
const close = (table: string, total: number, cash = 0, tips = 0): LiveUpdateAttributes => ({
  ...base,
  event: 'table_closed',
  table_id: table,
  total_cents: total,
  payments: [
    ...(cash > 0 ? [{ payment_type: 'cash' as const, amount_cents: cash, tips_cents: tips }] : []),
    ...(total - cash > 0 ? [{ payment_type: 'card' as const, amount_cents: total - cash }] : []),
  ],
});

describe('live day', () => {
  it('folds table events; an unknown table closing is accepted with unknown covers', () => {
    const day = play('2026-03-13', [
      ['2026-03-14T01:00:00Z', open('5', 4)],
      [
        '2026-03-14T01:10:00Z',
        {
          ...base,
          event: 'items_ordered',
          table_id: '5',
          lines: [
            {
              item_name: 'Tacos',
              quantity: 2,
              unit_price_cents: 4500,
              subtotal_cents: 9000,
              net_total_cents: 9000,
              category_type: 'food',
              discount_cents: 0,
            },
          ],
        },
      ],
      ['2026-03-14T01:50:00Z', close('5', 9000, 9000, 1000)],
      ['2026-03-14T02:00:00Z', close('9', 20000)],
      ['2026-03-14T02:05:00Z', open('5', 2)],
    ]);
    expect(
      day.closed_tables.map((t) => [t.table_id, t.covers, t.total_cents, t.cash_cents, t.tips_cents]),
    ).toEqual([
      ['5', 4, 9000, 9000, 1000],
      ['9', null, 20000, 0, 0],
    ]);
    expect(Object.keys(day.open_tables)).toEqual(['5']);
    expect(day.open_tables['5']).toMatchObject({
      covers: 2,
      ordered_cents: 0,
      opened_at: '2026-03-14T02:05:00.000Z',
    });
  });
});

describe('a live day stored whole before the split', () => {
  it('reads as a head with the same totals and buckets, its tables kept in legacy', () => {
    const played = play('2026-03-13', [
      ['2026-03-13T18:00:00Z', open('1', 2)],
      ['2026-03-13T19:00:00Z', close('1', 30000, 30000, 500)],
      ['2026-03-13T19:20:00Z', close('8', 7000)],
      [
        '2026-03-13T19:30:00Z',
        { ...base, event: 'cash_movement', direction: 'out', amount_cents: 900, reason: 'Hielo' },
      ],
      ['2026-03-13T20:45:00Z', open('4', 3)],
    ]);
    const { closed_tables: closedTables, cash_movements: movements, ...head } = played;
    const whole = {
      date: head.date,
      open_tables: head.open_tables,
      closed_tables: closedTables,
      cash_movements: movements,
    };
    const legacy = headOfDay(whole);
    expect({ ...legacy, legacy: undefined }).toEqual({ ...head, legacy: undefined });
    expect(legacy.legacy).toEqual({ closed_tables: closedTables, cash_movements: movements });
    // Its tables come back with the records written after it, in order.
    const later = applyLiveEvent(legacy, close('4', 100), Date.parse('2026-03-13T21:00:00Z'));
    expect(later.closed?.seq).toBe(2);
    expect(liveDayOf(later.head, [later.closed!.table], []).closed_tables.map((t) => t.table_id)).toEqual([
      '1',
      '8',
      '4',
    ]);
    // The comparison with such a day reads its closes from the copy (they have no records).
    const copy = lastWeekLiveOf('2026-03-13', legacy);
    const cutoff = Date.parse('2026-03-13T19:10:00Z');
    expect(referenceFromLive(copy, [], cutoff)).toEqual(ref(played, cutoff));
  });
});

describe('live sales today', () => {
  // Last week (Friday 2026-03-06, Mexico City, UTC−6): tables closed 13:00, 14:30, 21:00 local.
  const lastWeek = play('2026-03-06', [
    ['2026-03-06T18:00:00Z', open('1', 2)],
    ['2026-03-06T19:00:00Z', close('1', 40000)],
    ['2026-03-06T19:30:00Z', open('2', 4)],
    ['2026-03-06T20:30:00Z', close('2', 60000)],
    ['2026-03-07T02:00:00Z', open('3', 5)],
    ['2026-03-07T03:00:00Z', close('3', 150000)],
  ]);
  // Today (Friday 2026-03-13) at 15:00 local: two tables closed, 6 covers, 90,000 cents; one open.
  const today = play('2026-03-13', [
    ['2026-03-13T18:00:00Z', open('1', 2)],
    ['2026-03-13T19:00:00Z', close('1', 30000, 30000, 3500)],
    ['2026-03-13T19:30:00Z', open('2', 4)],
    ['2026-03-13T20:30:00Z', close('2', 60000, 60000, 6000)],
    ['2026-03-13T20:45:00Z', open('4', 3)],
  ]);
  const now = new Date('2026-03-13T21:00:00Z');

  it('compares with the same weekday last week up to the same local time and projects the day', () => {
    const cutoff = sameLocalTimeLastWeek(now, 'America/Mexico_City');
    expect(new Date(cutoff).toISOString()).toBe('2026-03-06T21:00:00.000Z');
    const reference = ref(lastWeek, cutoff)!;
    // last week by 15:00: 40,000 + 60,000 = 100,000 and 6 covers; whole day 250,000.
    expect(reference).toEqual({
      date: '2026-03-06',
      source: 'live',
      so_far: { sales_cents: 100000, covers: 6 },
      full_day_sales_cents: 250000,
    });
    expect(liveSales(today, reference, '2026-03-13T15:00:00-06:00')).toEqual({
      as_of: '2026-03-13T15:00:00-06:00',
      total_sales_cents: 90000,
      covers_so_far: 6,
      tables_so_far: 2,
      avg_ticket_cents: 45000,
      // (90,000 − 100,000) / 100,000 = −10.0 %; covers 6 vs 6 = 0.0 %
      vs_same_time_yesterday: { sales_pct_change: -10, covers_pct_change: 0 },
      // 90,000 × 250,000 / 100,000 = 225,000
      projected_day_total_cents: 225000,
      open_tables: 1,
      open_covers: 3,
      open_ordered_cents: 0,
      // The closed tables' tips, apart from their sales: 3,500 + 6,000.
      tips_so_far_cents: 9500,
    });
  });

  it('gives the exact figures of every closed table from the bucket totals and one bucket of closes', () => {
    // A close with unknown covers (table 7 never seen opening) and an open table without covers.
    const withUnknowns = play('2026-03-13', [['2026-03-13T20:50:00Z', close('7', 5000)]], today);
    // 95,000 from 3 tables, 6 known covers; one open table of 3.
    expect(liveSales(withUnknowns, null, 'now')).toMatchObject({
      total_sales_cents: 95000,
      covers_so_far: 6,
      tables_so_far: 3,
      open_tables: 1,
      open_covers: 3,
    });
    // Brute force over every closed table, at cutoffs around each close and each bucket edge.
    const brute = (day: Played, cutoffMs: number) => {
      const closed = day.closed_tables.filter((table) => Date.parse(table.closed_at) <= cutoffMs);
      const known = closed.filter((table) => table.covers !== null);
      return {
        sales_cents: closed.reduce((sum, table) => sum + table.total_cents, 0),
        covers: closed.length > 0 && known.length === 0 ? null : known.reduce((sum, t) => sum + t.covers!, 0),
      };
    };
    const busy = play(
      '2026-03-06',
      Array.from({ length: 60 }, (_, index): [string, LiveUpdateAttributes] => {
        const at = new Date(Date.parse('2026-03-06T18:00:00Z') + index * 97_000).toISOString();
        return [at, index % 3 === 0 ? close(`u${index}`, 1000 + index) : open(`t${index}`, 1 + (index % 4))];
      }).flatMap(([at, event]): [string, LiveUpdateAttributes][] =>
        event.event === 'table_opened'
          ? [
              [at, event],
              [new Date(Date.parse(at) + 1).toISOString(), close(event.table_id, 2500)],
            ]
          : [[at, event]],
      ),
    );
    const edges = busy.closed_tables.flatMap((table) => {
      const at = Date.parse(table.closed_at);
      return [at - 1, at, at + 1, Math.floor(at / 900_000) * 900_000, Math.floor(at / 900_000) * 900_000 - 1];
    });
    for (const cutoff of [...edges, 0, Date.parse('2026-03-08T00:00:00Z')]) {
      const reference = ref(busy, cutoff)!;
      expect(reference.so_far, new Date(cutoff).toISOString()).toEqual(brute(busy, cutoff));
      expect(reference.full_day_sales_cents).toBe(brute(busy, Number.MAX_SAFE_INTEGER).sales_cents);
    }
  });

  it('rounds the projection half away from zero', () => {
    // 33,333 × 100,001 / 30,000 = 3,333,333,333 / 30,000 = 111,111.11… → 111,111; 1 × 3 / 2 = 1.5 → 2
    const ref = {
      date: 'd',
      source: 'live' as const,
      so_far: { sales_cents: 30000, covers: null },
      full_day_sales_cents: 100001,
    };
    const day = play('d', [['2026-03-13T19:00:00Z', close('1', 33333)]]);
    expect(liveSales(day, ref, 'now').projected_day_total_cents).toBe(111111);
    const half = { ...ref, so_far: { sales_cents: 2, covers: null }, full_day_sales_cents: 3 };
    expect(
      liveSales(play('d', [['2026-03-13T19:00:00Z', close('1', 1)]]), half, 'now').projected_day_total_cents,
    ).toBe(2);
  });

  // Since 2026-12-07; before, $24,613.83 projected at 12:26 from two tables (5 % of last week's day).
  it('gives no projection before the comparison day had a fifth of its day, and says its share', () => {
    const reference = (soFar: number) => ({
      date: '2026-03-06',
      source: 'live' as const,
      so_far: { sales_cents: soFar, covers: null },
      full_day_sales_cents: 100_000,
    });
    const day = play('d', [['2026-03-13T19:00:00Z', close('1', 5_000)]]);
    // 19,999 of 100,000 is under a fifth: too early; 20,000 is a fifth: projected.
    expect(liveSales(day, reference(19_999), 'now').projected_day_total_cents).toBeNull();
    expect(liveSales(day, reference(20_000), 'now').projected_day_total_cents).toBe(
      Math.round((5_000 * 100_000) / 20_000),
    );
    const comparison = (soFar: number) => ({ sales_so_far_cents: soFar, full_day_sales_cents: 100_000 });
    expect(earlyShareOf(comparison(3_900))).toBe(3.9);
    expect(earlyShareOf(comparison(20_000))).toBeNull();
    // Nothing sold by then is not "early": there is no pace to scale (no projection either way).
    expect(earlyShareOf(comparison(0))).toBeNull();
    expect(PROJECTION_MIN_SHARE_PCT).toBe(20);
  });

  it('returns null, never 0, for what cannot be computed (no history, nothing closed, no covers)', () => {
    expect(liveSales(null, null, 'now')).toEqual({
      as_of: 'now',
      total_sales_cents: 0,
      covers_so_far: 0,
      tables_so_far: 0,
      avg_ticket_cents: null,
      vs_same_time_yesterday: { sales_pct_change: null, covers_pct_change: null },
      projected_day_total_cents: null,
      open_tables: 0,
      open_covers: 0,
      open_ordered_cents: 0,
      tips_so_far_cents: 0,
    });
    // last week had nothing closed by this time: no change, no projection
    const early = ref(lastWeek, Date.parse('2026-03-06T18:30:00Z'))!;
    expect(early.so_far.sales_cents).toBe(0);
    const sales = liveSales(today, early, 'now');
    expect([sales.vs_same_time_yesterday.sales_pct_change, sales.projected_day_total_cents]).toEqual([
      null,
      null,
    ]);
    // a table closed without its opening: covers unknown
    expect(
      liveSales(play('d', [['2026-03-13T19:00:00Z', close('9', 100)]]), null, 'now').covers_so_far,
    ).toBeNull();
    expect(ref(play('2026-03-06', []), 0)).toBeNull();
    expect(referenceFromLive(null, [], 0)).toBeNull();
    expect(referenceFromLive({ date: '2026-03-06', buckets: null }, [], 0)).toBeNull();
  });

  it('falls back to the order lines by ordered_at (no covers), ignoring lines without an order time', () => {
    const lines = [
      { ordered_at: '2026-03-06T13:10:00-06:00', net_total_cents: 10000 },
      { ordered_at: '2026-03-06T14:59:59-06:00', net_total_cents: 5000 },
      { ordered_at: '2026-03-06T15:00:01-06:00', net_total_cents: 20000 },
      { net_total_cents: 99999 },
    ];
    const reference = referenceFromOrderLines('2026-03-06', lines, Date.parse('2026-03-06T21:00:00Z'))!;
    expect(reference).toEqual({
      date: '2026-03-06',
      source: 'orders',
      so_far: { sales_cents: 15000, covers: null },
      full_day_sales_cents: 35000,
    });
    const sales = liveSales(today, reference, 'now');
    // 90,000 vs 15,000 = +500.0 %; covers not comparable; 90,000 × 35,000 / 15,000 = 210,000
    expect(sales.vs_same_time_yesterday).toEqual({ sales_pct_change: 500, covers_pct_change: null });
    expect(sales.projected_day_total_cents).toBe(210000);
    expect(referenceFromOrderLines('2026-03-06', [{ net_total_cents: 1 }], 0)).toBeNull();
  });

  it('counts what the open tables ordered against order lines, never against live closes', () => {
    // Today's open table 4 has ordered 45,000: an order line of last week's open tables counted
    // by its order time, so today's must be too (before 2026-12-05, only the closed 90,000).
    const busy = play('2026-03-13', [['2026-03-13T20:50:00Z', ordered('4', 45000)]], today);
    const lines = [
      { ordered_at: '2026-03-06T13:10:00-06:00', net_total_cents: 100000 },
      { ordered_at: '2026-03-06T16:00:00-06:00', net_total_cents: 150000 },
    ];
    const byOrders = referenceFromOrderLines('2026-03-06', lines, Date.parse('2026-03-06T21:00:00Z'))!;
    const sales = liveSales(busy, byOrders, 'now');
    expect(sales.total_sales_cents).toBe(90000);
    expect(sales.open_ordered_cents).toBe(45000);
    // (90,000 + 45,000 − 100,000) / 100,000 = +35.0 %; 135,000 × 250,000 / 100,000 = 337,500.
    expect(sales.vs_same_time_yesterday.sales_pct_change).toBe(35);
    expect(sales.projected_day_total_cents).toBe(337500);
    expect(comparableSoFar(sales, byOrders)).toBe(135000);
    // Against last week's live closes, closed tables only: (90,000 − 100,000) / 100,000 = −10.0 %.
    const byCloses = ref(lastWeek, sameLocalTimeLastWeek(now, 'America/Mexico_City'))!;
    expect(liveSales(busy, byCloses, 'now').vs_same_time_yesterday.sales_pct_change).toBe(-10);
    expect(comparableSoFar(sales, byCloses)).toBe(90000);
    // What was ordered by now, whatever the reference: the pace's figure.
    expect(orderedSoFar(sales)).toBe(135000);
    expect(orderedSoFar({ total_sales_cents: null, open_ordered_cents: 45000 })).toBeNull();
  });

  it('keeps the local wall time across a DST change (New York, spring forward on 2026-03-08)', () => {
    // Saturday 2026-03-14 20:00 EDT (00:00Z) → Saturday 2026-03-07 20:00 EST (01:00Z), not 00:00Z.
    const cutoff = sameLocalTimeLastWeek(new Date('2026-03-15T00:00:00Z'), 'America/New_York');
    expect(new Date(cutoff).toISOString()).toBe('2026-03-08T01:00:00.000Z');
  });
});

describe('live alerts', () => {
  it('raises the pace alert at −10 % (yellow) and −20 % (red), nothing above or without a comparison', () => {
    const reference = {
      date: 'd',
      source: 'live' as const,
      so_far: { sales_cents: 100000, covers: null },
      full_day_sales_cents: 1,
    };
    const at = (sales: number) =>
      livePaceAlert(
        liveSales(
          play('d', [['2026-03-13T19:00:00Z', close('1', sales)]]),
          reference,
          '2026-03-13T15:00:00-06:00',
        ),
        reference,
      );
    // judged on the shown one-decimal change: −9.949 % shows −9.9 (no alert), −9.95 % shows −10.0
    expect(at(90051)).toBeNull();
    expect(at(90050)?.severity).toBe('yellow');
    expect(at(80000)).toEqual({
      severity: 'red',
      type: 'sales_down',
      message: 'Hoy vas 20.0% abajo: $800.00 contra $1,000.00 a esta hora del mismo día de la semana pasada.',
      triggered_at: '2026-03-13T15:00:00-06:00',
    });
    expect(livePaceAlert(liveSales(null, null, 'now'), null)).toBeNull();
  });

  it('sorts red first, newest first within a severity', () => {
    const sorted = sortLiveAlerts([
      { severity: 'yellow', type: 'a', message: '', triggered_at: '2026-03-13T20:00:00Z' },
      { severity: 'red', type: 'b', message: '', triggered_at: '2026-03-13T19:00:00Z' },
      { severity: 'red', type: 'c', message: '', triggered_at: '2026-03-13T21:00:00Z' },
    ]);
    expect(sorted.map((alert) => alert.type)).toEqual(['c', 'b', 'a']);
  });
});

describe('live cash', () => {
  const day = play('2026-03-13', [
    ['2026-03-13T19:00:00Z', close('1', 30000, 30000, 2000)],
    ['2026-03-13T20:00:00Z', close('2', 50000, 10000)],
    [
      '2026-03-13T20:10:00Z',
      { ...base, event: 'cash_movement', direction: 'in', amount_cents: 50000, reason: 'Cambio' },
    ],
    [
      '2026-03-13T20:20:00Z',
      { ...base, event: 'cash_movement', direction: 'out', amount_cents: 15000, reason: 'Hielo' },
    ],
  ]);

  it('expected = opening + cash sales + in − out; no status without a count', () => {
    // 100,000 + 40,000 + 50,000 − 15,000 = 175,000
    expect(
      liveCash(cashFlowsFromLive(day), { cents: 100000, by: 'Diana' }, [], [], 'now').attributes,
    ).toEqual({
      as_of: 'now',
      opened_by: 'Diana',
      opening_balance_cents: 100000,
      cash_sales_so_far_cents: 40000,
      cash_in_so_far_cents: 50000,
      cash_out_so_far_cents: 15000,
      expected_balance_cents: 175000,
      status: null,
      last_count: null,
    });
    expect(
      liveCash(cashFlowsFromLive(day), { cents: null, by: null }, [], [], 'now').attributes
        .expected_balance_cents,
    ).toBeNull();
  });

  it('judges the latest count of the day with the cash-variance benchmark', () => {
    const counts = [
      { at: '2026-03-13T18:00:00Z', source: 'xout' as const, expected_cents: 100000, variance_cents: -5000 },
      // latest: |−2,000| / 100,000 = 2.0 % → yellow
      {
        at: '2026-03-13T21:00:00Z',
        source: 'cash_register.closed' as const,
        expected_cents: 100000,
        variance_cents: -2000,
      },
    ];
    const cash = liveCash(cashFlowsFromLive(day), { cents: 100000, by: null }, counts, [], 'now').attributes;
    expect([cash.status, cash.last_count?.variance_pct, cash.last_count?.source]).toEqual([
      'yellow',
      2,
      'cash_register.closed',
    ]);
    expect(
      liveCash(cashFlowsFromLive(day), { cents: 100000, by: null }, [counts[0]!], [], 'now').attributes
        .status,
    ).toBe('red');
    expect(
      liveCash(
        cashFlowsFromLive(day),
        { cents: 100000, by: null },
        [{ ...counts[0]!, expected_cents: null }],
        [],
        'now',
      ).attributes.status,
    ).toBeNull();
    // Judged on the exact ratio: 1,004 / 100,000 = 1.004 % shows as 1.0 and is yellow; 999 is green.
    const exact = (variance: number) =>
      liveCash(
        cashFlowsFromLive(day),
        { cents: 100000, by: null },
        [{ ...counts[0]!, variance_cents: variance }],
        [],
        'now',
      ).attributes;
    expect([exact(1004).last_count?.variance_pct, exact(1004).status]).toEqual([1, 'yellow']);
    expect([exact(-999).last_count?.variance_pct, exact(-999).status]).toEqual([1, 'green']);
  });
});
