import { describe, expect, it } from 'vitest';
import {
  cashFlowsFromXouts,
  cashFlowsNote,
  expectedBalance,
  expectedCountsOf,
  NO_CASH_FLOWS,
  salesFromXouts,
  salesWithoutFeed,
  todayFeed,
  xoutFiguresOf,
} from '#shared/domain/live/today-feeds.ts';

const xout = (endAt: string, summaries: [string, number][]) => ({
  closing_type: 'xout',
  start_at: '2026-03-13T08:00:00-06:00',
  end_at: endAt,
  status: 'completed',
  summaries: summaries.map(([type, amount_cents]) => ({ type, name: type, amount_cents })),
});

describe('today feeds', () => {
  const morning = xoutFiguresOf(
    xout('2026-03-13T12:00:00-06:00', [
      ['cash_sales', 30000],
      ['card_credit_sales', 20000],
      ['card_debit_sales', 10000],
      ['tips_received', 3000],
      ['deposits', 50000],
      ['cash_theoretical', 180000],
    ]),
  )!;
  const afternoon = xoutFiguresOf(
    xout('2026-03-13T16:00:00-06:00', [
      ['cash_sales', 20000],
      ['card_sales', 40000],
      ['tips_paid_to_waiter', 3000],
      ['withholding', 500],
    ]),
  )!;

  it('reads an xout closing (summaries summed per type, until its end_at in UTC); a zout is not one', () => {
    expect(morning.until).toBe('2026-03-13T18:00:00.000Z');
    expect(morning.summaries.cash_sales).toBe(30000);
    expect(xoutFiguresOf({ ...xout('2026-03-13T12:00:00-06:00', []), closing_type: 'zout' })).toBeNull();
    expect(xoutFiguresOf({ closing_type: 'xout', summaries: [] })).toBeNull();
  });

  it('chooses the live updates, else the xout closings, else none', () => {
    expect(todayFeed(true, [morning])).toBe('live_updates');
    expect(todayFeed(false, [morning])).toBe('xout');
    expect(todayFeed(false, [])).toBe('none');
  });

  it('sums the closings’ sales and compares at the latest closing’s end; no covers or tables', () => {
    // 30,000 + 20,000 + 10,000 and 20,000 + 40,000 = 120,000; last week by then 100,000 of 250,000.
    const reference = { so_far: { sales_cents: 100000 }, full_day_sales_cents: 250000 };
    const { attributes, note } = salesFromXouts([morning, afternoon], reference, 'now');
    expect(attributes).toEqual({
      as_of: 'now',
      total_sales_cents: 120000,
      covers_so_far: null,
      tables_so_far: null,
      avg_ticket_cents: null,
      vs_same_time_yesterday: { sales_pct_change: 20, covers_pct_change: null },
      // 120,000 × 250,000 / 100,000
      projected_day_total_cents: 300000,
      open_tables: null,
      open_covers: null,
      open_ordered_cents: null,
      tips_so_far_cents: null,
    });
    expect(note).toMatchObject({ feed: 'xout', until: '2026-03-13T22:00:00.000Z' });
    // A closing with no sales summary cannot tell sales: null with the reason, never 0.
    const variance = xoutFiguresOf(xout('2026-03-13T12:00:00-06:00', [['cash_variance', -200]]))!;
    const unknown = salesFromXouts([variance], reference, 'now');
    expect(unknown.attributes.total_sales_cents).toBeNull();
    expect(unknown.attributes.projected_day_total_cents).toBeNull();
    expect(unknown.note.reason).toMatch(/no sales summary/);
  });

  it('answers null, with the reason, when nothing was received', () => {
    const { attributes, note } = salesWithoutFeed('now');
    expect(attributes.total_sales_cents).toBeNull();
    expect(attributes.tables_so_far).toBeNull();
    expect(attributes.vs_same_time_yesterday).toEqual({ sales_pct_change: null, covers_pct_change: null });
    expect(note).toMatchObject({ feed: 'none', until: null });
    expect(note.reason).toMatch(/No live update and no xout closing/);
  });

  it('reads the cash flows of xout closings as the cash-flow ledger does', () => {
    expect(cashFlowsFromXouts([morning, afternoon])).toEqual({
      cash_sales_cents: 50000,
      // deposits + tips received
      cash_in_cents: 53000,
      // tips paid + withholding
      cash_out_cents: 3500,
    });
    const noCash = xoutFiguresOf(xout('2026-03-13T12:00:00-06:00', [['card_sales', 100]]))!;
    const flows = cashFlowsFromXouts([noCash]);
    expect(flows.cash_sales_cents).toBeNull();
    expect(cashFlowsNote('xout', [noCash], flows).reason).toMatch(/no cash_sales/);
    expect(cashFlowsNote('none', [], NO_CASH_FLOWS).feed).toBe('none');
    expect(
      cashFlowsNote('live_updates', [], { cash_sales_cents: 0, cash_in_cents: 0, cash_out_cents: 0 }),
    ).toEqual({ feed: 'live_updates', until: null, reason: null });
  });

  it('expected balance: opening and flows, else the latest count’s expected cash, else null', () => {
    const flows = cashFlowsFromXouts([morning, afternoon]);
    // 100,000 + 50,000 + 53,000 − 3,500
    expect(expectedBalance(100000, flows, [])).toEqual({
      expected_cents: 199500,
      note: { feed: 'opening_and_flows', until: null, reason: null },
    });
    const counts = expectedCountsOf(
      [{ at: '2026-03-13T19:00:00.000Z', detail: { expected_cents: 150000, counted_cents: 149000 } }],
      [morning, afternoon],
    );
    // The register close (19:00Z) is later than the morning xout's cash_theoretical (18:00Z).
    expect(counts.map((count) => count.source)).toEqual(['cash_register.closed', 'xout']);
    const fallback = expectedBalance(null, flows, counts);
    expect(fallback.expected_cents).toBe(150000);
    expect(fallback.note).toMatchObject({ feed: 'cash_register.closed', until: '2026-03-13T19:00:00.000Z' });
    expect(fallback.note.reason).toMatch(/no cash_register.opened/);
    const none = expectedBalance(100000, NO_CASH_FLOWS, []);
    expect(none.expected_cents).toBeNull();
    expect(none.note.feed).toBe('none');
    expect(none.note.reason).toMatch(/cash sales are unknown/);
  });
});
