import { describe, expect, it } from 'vitest';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import { cashFlow, closingBalanceOf } from '#shared/domain/analytics/cash-flow.ts';
import { reconciliation } from '#shared/domain/analytics/reconciliation.ts';
import { monday, sunday } from './fixtures.ts';

const sun = buildDayCubes(sunday);
const mon = buildDayCubes(monday);

/** A closing's register, type and time as the fixture sent them (the response names the cut by them). */
const cutOf = (folio: string) => {
  const closing = [...sunday.closings, ...monday.closings].find((c) => c.id === folio)!;
  return { cash_register: closing.cash_register_name ?? null, closing_type: 'zout', end_at: closing.end_at };
};

describe('reconciliation', () => {
  it('lists every zout closing of the range in date order with totals', () => {
    expect(reconciliation([mon.reconciliation, sun.reconciliation])).toEqual({
      totals: {
        cash_sales_cents: 40000, // 20000 + 10000 + 10000
        card_sales_cents: 20000, // 15000 + 5000 (Monday has none)
        transfer_sales_cents: null,
        delivery_sales_cents: null,
        voucher_sales_cents: null,
        tips_cents: 2000, // 1500 + 500
        grand_total_cents: 60000, // 35000 + 15000 + 10000
        variance_cents: -50, // −500 + 50 + 400
        payments: null, // no payments cube given
        payments_difference_cents: null,
      },
      records: [
        {
          date: '2026-03-08',
          shift: null,
          folio: 'clo-1',
          ...cutOf('clo-1'),
          cashier: 'María',
          cash_cents: 20000,
          card_cents: 15000,
          transfer_cents: null,
          delivery_cents: null,
          voucher_cents: null,
          tips_cents: 1500,
          total_cents: 35000,
          variance_cents: -500,
          variance_status: 'yellow', // 2.5 %
        },
        {
          date: '2026-03-08',
          shift: null,
          folio: 'clo-2',
          ...cutOf('clo-2'),
          cashier: 'Pedro',
          cash_cents: 10000,
          card_cents: 5000,
          transfer_cents: null,
          delivery_cents: null,
          voucher_cents: null,
          tips_cents: 500,
          total_cents: 15000,
          variance_cents: 50,
          variance_status: 'green', // 0.5 %
        },
        {
          date: '2026-03-09',
          shift: 'all_day',
          folio: 'clo-3',
          ...cutOf('clo-3'),
          cashier: 'María',
          cash_cents: 10000,
          card_cents: null,
          transfer_cents: null,
          delivery_cents: null,
          voucher_cents: null,
          tips_cents: null,
          total_cents: 10000,
          variance_cents: 400, // 10400 − 10000
          variance_status: 'red', // 4.0 %
        },
      ],
    });
  });

  it('is empty, with null totals, for a range without closings', () => {
    expect(reconciliation([])).toEqual({
      totals: {
        cash_sales_cents: null,
        card_sales_cents: null,
        transfer_sales_cents: null,
        delivery_sales_cents: null,
        voucher_sales_cents: null,
        tips_cents: null,
        grand_total_cents: null,
        variance_cents: null,
        payments: null,
        payments_difference_cents: null,
      },
      records: [],
    });
  });
});

describe('reconciliation by payment type', () => {
  const summaries = {
    cash_sales: 120_000,
    card_credit_sales: 80_000,
    card_debit_sales: 30_000,
    transfer_sales: 25_000,
    delivery_sales: 41_800,
    voucher_sales: 6_000,
    tips_received: 9_000,
  };
  const closing = (id: string) => ({
    id,
    closing_type: 'zout' as const,
    start_at: '2026-03-10T08:00:00-06:00',
    end_at: '2026-03-10T23:00:00-06:00',
    summaries: Object.entries(summaries).map(([type, amount_cents]) => ({ type, amount_cents })),
  });
  const payments = [
    { payment_type: 'cash', amount_cents: 120_000 },
    { payment_type: 'card_credit', amount_cents: 80_000 },
    { payment_type: 'card_debit', amount_cents: 30_000 },
    { payment_type: 'transfer', amount_cents: 25_000 },
    { payment_type: 'rappi', amount_cents: 30_000 },
    { payment_type: 'didi_food', amount_cents: 11_800 },
    { payment_type: 'voucher', amount_cents: 6_000 },
    { payment_type: 'other', amount_cents: 2_500 },
  ];
  const day = buildDayCubes({
    ...monday,
    date: '2026-03-10',
    orders: [],
    sales: [],
    payments,
    discounts: [],
    cancellations: [],
    closings: [closing('a')],
    catalog: [],
  });
  const result = reconciliation([day.reconciliation], [day.payments]);
  const sent = (type: keyof typeof summaries) => summaries[type];

  it('shows every payment type of the cash cut, and they add up to its total', () => {
    const { totals } = result;
    expect(totals).toMatchObject({
      cash_sales_cents: sent('cash_sales'),
      card_sales_cents: sent('card_credit_sales') + sent('card_debit_sales'),
      transfer_sales_cents: sent('transfer_sales'),
      delivery_sales_cents: sent('delivery_sales'),
      voucher_sales_cents: sent('voucher_sales'),
    });
    const members = [
      totals.cash_sales_cents,
      totals.card_sales_cents,
      totals.transfer_sales_cents,
      totals.delivery_sales_cents,
      totals.voucher_sales_cents,
    ].reduce<number>((sum, value) => sum + (value ?? 0), 0);
    expect(totals.grand_total_cents).toBe(members);
    for (const record of result.records) {
      const parts = [
        record.cash_cents,
        record.card_cents,
        record.transfer_cents,
        record.delivery_cents,
        record.voucher_cents,
      ];
      expect(record.total_cents).toBe(parts.reduce<number>((sum, value) => sum + (value ?? 0), 0));
    }
  });

  it('names what the POS payments and the cash cut disagree on, with the rest in other', () => {
    const paid = payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
    expect(result.totals.payments).toEqual({
      cash_cents: 120_000,
      card_cents: 110_000,
      transfer_cents: 25_000,
      delivery_cents: 41_800,
      voucher_cents: 6_000,
      other_cents: 2_500,
      total_cents: paid,
      // Each app apart, most paid first; their amounts add up to delivery_cents. No document sent
      // a transaction_count, so none is counted.
      delivery_apps: [
        { payment_type: 'rappi', amount_cents: 30_000, transaction_count: null },
        { payment_type: 'didi_food', amount_cents: 11_800, transaction_count: null },
      ],
    });
    expect(result.totals.payments_difference_cents).toBe(paid - (result.totals.grand_total_cents as number));
  });

  it('the cash ledger shows the same breakdown as the reconciliation', () => {
    const { attributes } = cashFlow([day.cash]);
    const {
      tips_cents: _t,
      variance_cents: _v,
      payments: _p,
      payments_difference_cents: _d,
      ...byType
    } = result.totals;
    expect(attributes.sales_by_payment_type).toEqual(byType);
  });
});

describe('cashFlow', () => {
  it('derives the ledger from the closing summaries, chaining the balance day to day', () => {
    const { attributes, meta } = cashFlow([mon.cash, sun.cash]);
    expect(attributes.inflows).toEqual({
      cash_sales_cents: 40000, // 30000 Sunday + 10000 Monday
      deposits_received_cents: 2000,
      other_income_cents: null, // no live updates on either day
      tips_received_cents: 2000, // 1500 + 500
    });
    expect(attributes.outflows).toEqual({
      cash_purchases_cents: 0,
      cash_expenses_cents: 0,
      tips_paid_to_waiters_cents: 1500,
      withholding_cents: 50,
      other_cash_out_cents: null,
    });
    expect(attributes.daily_entries).toEqual([
      {
        date: '2026-03-08',
        opening_balance_cents: 150000, // the 09:00 cash_register.opened event
        inflows_cents: 34000, // 30000 cash + 2000 deposits + 2000 tips received
        outflows_cents: 1550, // 1500 tips paid + 50 withholding
        closing_balance_cents: 182450, // 150000 + 34000 − 1550
        variance_cents: -450, // −500 + 50
        variance_pct: 1.8, // (|−500| + |50|) / (20000 + 10000) = 550 / 30000 = 1.83 %
        variance_status: 'yellow',
      },
      {
        date: '2026-03-09',
        opening_balance_cents: 182450, // no opening event: Sunday's closing balance
        inflows_cents: 10000,
        outflows_cents: 0,
        closing_balance_cents: 192450, // 182450 + 10000
        variance_cents: 400,
        variance_pct: 4, // 400 / 10000
        variance_status: 'red',
      },
    ]);
    expect(attributes.period_summary).toEqual({
      opening_balance_cents: 150000,
      total_inflows_cents: 44000, // 34000 + 10000
      total_outflows_cents: 1550,
      closing_balance_cents: 192450,
      net_cash_cents: 42450, // 44000 − 1550
    });
    expect(attributes.alerts).toEqual([
      {
        date: '2026-03-08',
        type: 'cash_variance_high',
        severity: 'yellow',
        message:
          'Caja del 08/03/2026: faltante de $4.50 (1.8% del efectivo esperado; lo sano es menos de 1%).',
      },
      {
        date: '2026-03-09',
        type: 'cash_variance_high',
        severity: 'red',
        message:
          'Caja del 09/03/2026: sobrante de $4.00 (4.0% del efectivo esperado; lo sano es menos de 1%).',
      },
    ]);
    // Period: (500 + 50 + 400) / (20000 + 10000 + 10000) = 950 / 40000 = 2.375 → 2.4 % → yellow.
    expect(meta).toMatchObject({ benchmark: { variance_pct_threshold: 1, variance_status: 'yellow' } });
  });

  it('leaves the balance unknown until an opening fund is known, never assuming 0', () => {
    const { attributes } = cashFlow([mon.cash]);
    expect(attributes.daily_entries[0]).toMatchObject({
      opening_balance_cents: null,
      inflows_cents: 10000,
      closing_balance_cents: null,
    });
    expect(attributes.period_summary).toEqual({
      opening_balance_cents: null,
      total_inflows_cents: 10000,
      total_outflows_cents: 0,
      closing_balance_cents: null,
      net_cash_cents: 10000,
    });
  });

  it('is empty for a range without closings', () => {
    const { attributes, meta } = cashFlow([]);
    expect(attributes.daily_entries).toEqual([]);
    expect(attributes.period_summary.net_cash_cents).toBe(0);
    expect(attributes.period_summary.opening_balance_cents).toBeNull();
    expect(meta.benchmark.variance_status).toBeNull();
  });
});

describe('opening balance at aggregation', () => {
  it("is the day's closing balance formula: opening + inflows − outflows, null without an opening", () => {
    expect(closingBalanceOf(sun.cash)).toBe(182450); // 150000 + 34000 − 1550
    expect(closingBalanceOf(mon.cash)).toBeNull(); // no opening event, no previous day
    expect(closingBalanceOf(mon.cash, 182450)).toBe(192450); // 182450 + 10000
  });

  it("takes the day's cash_register.opened event first, else the previous closing, else null", () => {
    const chained = buildDayCubes({ ...monday, previousClosingBalanceCents: 182450 }).cash;
    expect(chained).toMatchObject({
      opening_balance_cents: 182450,
      opening_balance_source: 'previous_closing',
    });
    const opened = buildDayCubes({ ...sunday, previousClosingBalanceCents: 999 }).cash;
    expect(opened).toMatchObject({
      opening_balance_cents: 150000,
      opening_balance_source: 'cash_register.opened',
    });
    expect(mon.cash).toMatchObject({ opening_balance_cents: null, opening_balance_source: null });
    expect(
      buildDayCubes({ ...monday, previousClosingBalanceCents: null }).cash.opening_balance_source,
    ).toBeNull();
  });

  it('gives a one-day range (period=today) the balances chained at aggregation', () => {
    const chained = buildDayCubes({ ...monday, previousClosingBalanceCents: 182450 }).cash;
    expect(cashFlow([chained]).attributes.daily_entries[0]).toMatchObject({
      opening_balance_cents: 182450,
      closing_balance_cents: 192450,
    });
  });
});

describe('cashFlow variance that nets to zero', () => {
  it('still flags it: shortages and surpluses do not cancel out in the percentage', () => {
    const day = buildDayCubes({
      ...monday,
      closings: [
        {
          id: 'a',
          closing_type: 'zout',
          start_at: '2026-03-09T08:00:00-06:00',
          end_at: '2026-03-09T15:00:00-06:00',
          summaries: [
            { type: 'cash_theoretical', amount_cents: 10000 },
            { type: 'cash_actual', amount_cents: 9800 },
          ],
        },
        {
          id: 'b',
          closing_type: 'zout',
          start_at: '2026-03-09T15:00:00-06:00',
          end_at: '2026-03-09T22:00:00-06:00',
          summaries: [
            { type: 'cash_theoretical', amount_cents: 10000 },
            { type: 'cash_actual', amount_cents: 10200 },
          ],
        },
      ],
    });
    const { attributes } = cashFlow([day.cash]);
    // net −200 + 200 = 0, but (200 + 200) / (10000 + 10000) = 2.0 % → yellow
    expect(attributes.daily_entries[0]).toMatchObject({
      variance_cents: 0,
      variance_pct: 2,
      variance_status: 'yellow',
    });
    expect(attributes.alerts[0]?.message).toBe(
      'Caja del 09/03/2026: faltantes y sobrantes que se compensan ($4.00 en total) (2.0% del efectivo esperado; lo sano es menos de 1%).',
    );
  });
});
