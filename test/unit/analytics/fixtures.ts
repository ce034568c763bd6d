/**
 * One hand-built business day (Sunday 2026-03-08, Mexico City, UTC−6) and a quiet Monday after it.
 * Every expected number in the tests is computed from these rows by hand; the arithmetic is written
 * next to each assertion.
 */
import type { DayInput } from '#shared/domain/analytics/cubes.ts';

export const MX = 'America/Mexico_City';
export const BRANCH = '7d0f6a52-3b4e-4c1f-9a51-2f0c8b1e6d10';
export const TACOS_ID = '0b8a7c5e-1d2f-4a3b-8c9d-0e1f2a3b4c5d';

export const sunday: DayInput = {
  branchId: BRANCH,
  date: '2026-03-08',
  timeZone: MX,
  orders: [
    {
      // hour 20 local; Ana; food; discounted 1500
      item_name: 'Tacos al pastor',
      item_identifier: TACOS_ID,
      item_sku: 'TAC-01',
      quantity: 3,
      unit_price_cents: 5000,
      subtotal_cents: 15000,
      discount_cents: 1500,
      net_total_cents: 13500,
      category_type: 'food',
      category: 'Tacos',
      waiter_name: 'Ana',
      ordered_at: '2026-03-08T20:15:00-06:00',
    },
    {
      // 02:40Z on the 9th is 20:40 on the 8th in Mexico City → hour 20; matched by sku
      item_name: 'Agua de horchata',
      item_sku: 'BEB-01',
      quantity: 2,
      unit_price_cents: 3500,
      subtotal_cents: 7000,
      net_total_cents: 7000,
      category_type: 'beverage',
      category: 'Aguas',
      waiter_name: 'Luis',
      ordered_at: '2026-03-09T02:40:00Z',
    },
    {
      // hour 13; name only, matched by name against "MARGARITA " in the catalog
      item_name: 'Margarita',
      quantity: 1,
      unit_price_cents: 12000,
      subtotal_cents: 12000,
      net_total_cents: 12000,
      category_type: 'bar',
      category: 'Coctelería',
      waiter_name: 'Ana',
      ordered_at: '2026-03-08T13:05:00-06:00',
    },
    {
      // same item key as the first line; no ordered_at → unassigned hour; waiter name is trimmed
      item_name: 'Tacos al pastor',
      item_identifier: TACOS_ID,
      quantity: 1,
      unit_price_cents: 5000,
      subtotal_cents: 5000,
      net_total_cents: 5000,
      category_type: 'food',
      category: 'Tacos',
      waiter_name: ' Luis ',
    },
    {
      // hour 21; no waiter, no category; two catalog rows named flan: the active one (1200) wins
      item_name: 'Flan',
      quantity: 2,
      unit_price_cents: 4500,
      subtotal_cents: 9000,
      net_total_cents: 9000,
      category_type: 'food',
      ordered_at: '2026-03-08T21:59:59-06:00',
    },
  ],
  sales: [
    {
      date: '2026-03-08',
      shift: 'lunch',
      closing_type: 'zout',
      total_sales_cents: 20000,
      food_sales_cents: 12000,
      beverage_sales_cents: 8000,
      covers: 6,
      tables_served: 3,
    },
    {
      date: '2026-03-08',
      shift: 'dinner',
      closing_type: 'zout',
      total_sales_cents: 30000,
      total_sales_no_iva_cents: 25862,
      food_sales_cents: 15000,
      beverage_sales_cents: 5000,
      bar_sales_cents: 10000,
      covers: 10,
      tables_served: 4,
    },
    // A partial (xout) summary is never counted.
    { date: '2026-03-08', shift: 'dinner', closing_type: 'xout', total_sales_cents: 99999, covers: 99 },
  ],
  payments: [
    { payment_type: 'cash', amount_cents: 20000, tips_cents: 1000, change_cents: 500, transaction_count: 3 },
    { payment_type: 'card_credit', amount_cents: 25000, tips_cents: 2500, transaction_count: 4 },
    { payment_type: 'cash', amount_cents: 5000, transaction_count: 1 },
  ],
  discounts: [
    { type: 'percentage', rate: 10, amount_cents: 1500, applied_by: 'Ana', reason: 'Cliente frecuente' },
    { type: 'courtesy', amount_cents: 4500, applied_by: 'Gerente', reason: 'Cortesía' },
    // only a rate: its amount cannot be valued here
    { factor_type: 'percentage', rate: 5, applied_by: 'Ana', reason: 'Cliente frecuente' },
  ],
  cancellations: [
    {
      item_name: 'Margarita',
      quantity: 1,
      amount_cents: 1200,
      reason: 'Error de captura',
      cancelled_by: 'Luis',
    },
    { item_name: 'Flan', quantity: 2, amount_cents: 300, reason: '  ', cancelled_by: 'Luis' },
    { reason: 'Cliente se fue' },
  ],
  // Given out of order on purpose: the cubes order closings by start_at.
  closings: [
    {
      id: 'clo-2',
      closing_type: 'zout',
      start_at: '2026-03-08T16:00:00-06:00',
      end_at: '2026-03-08T23:59:00-06:00',
      status: 'completed',
      cashier_name: 'Pedro',
      cash_register_name: 'Caja 1',
      summaries: [
        { type: 'cash_sales', amount_cents: 10000 },
        { type: 'card_sales', amount_cents: 5000 },
        { type: 'card_credit_sales', amount_cents: 5000 },
        { type: 'tips_received', amount_cents: 500 },
        { type: 'withholding', amount_cents: 50 },
        { type: 'deposits', amount_cents: 2000 },
        { type: 'cash_variance', amount_cents: 50 },
      ],
    },
    {
      id: 'clo-x',
      closing_type: 'xout',
      start_at: '2026-03-08T08:00:00-06:00',
      end_at: '2026-03-08T12:00:00-06:00',
      summaries: [{ type: 'cash_sales', amount_cents: 777777 }],
    },
    {
      id: 'clo-1',
      closing_type: 'zout',
      start_at: '2026-03-08T08:00:00-06:00',
      end_at: '2026-03-08T16:00:00-06:00',
      status: 'completed',
      cashier_name: 'María',
      cash_register_name: 'Caja 1',
      summaries: [
        { type: 'cash_sales', amount_cents: 20000 },
        { type: 'card_credit_sales', name: 'Visa', amount_cents: 8000 },
        { type: 'card_credit_sales', name: 'Amex', amount_cents: 4000 },
        { type: 'card_debit_sales', amount_cents: 3000 },
        { type: 'tips_received', amount_cents: 1500 },
        { type: 'tips_paid_to_waiter', amount_cents: 1500 },
        { type: 'cash_theoretical', amount_cents: 20000 },
        { type: 'cash_actual', amount_cents: 19500 },
        { type: 'cash_variance', amount_cents: -500 },
      ],
    },
  ],
  catalog: [
    {
      name: 'Tacos al pastor',
      item_identifier: TACOS_ID,
      item_sku: 'TAC-01',
      category: 'Tacos',
      category_type: 'food',
      unit_cost_cents: 1500,
      status: 'active',
    },
    { name: 'Agua de horchata', item_sku: 'BEB-01', category_type: 'beverage', unit_cost_cents: 800 },
    { name: 'MARGARITA ', item_sku: 'BAR-07', category_type: 'bar', unit_cost_cents: 3000 },
    { name: 'Flan', item_sku: 'POS-OLD', unit_cost_cents: 1000, status: 'inactive' },
    { name: 'flan', item_sku: 'POS-02', category: 'Postres', unit_cost_cents: 1200, status: 'active' },
  ],
  activity: [
    { event: 'user.login', occurred_at: '2026-03-08T07:00:00-06:00', detail: { ip: '10.0.0.1' } },
    {
      event: 'cash_register.opened',
      occurred_at: '2026-03-08T16:05:00-06:00',
      detail: { opening_balance_cents: 50000, shift: 'afternoon' },
    },
    {
      event: 'cash_register.opened',
      occurred_at: '2026-03-08T09:00:00-06:00',
      detail: { opening_balance_cents: 150000, shift: 'morning' },
    },
  ],
};

/** A quiet Monday: one all-day summary, one closing with a 4 % surplus, no opening event. */
export const monday: DayInput = {
  branchId: BRANCH,
  date: '2026-03-09',
  timeZone: MX,
  orders: [
    {
      item_name: 'Tacos al pastor',
      item_identifier: TACOS_ID,
      quantity: 2,
      unit_price_cents: 5000,
      subtotal_cents: 10000,
      net_total_cents: 10000,
      category_type: 'food',
      waiter_name: 'Luis',
      ordered_at: '2026-03-09T14:10:00-06:00',
    },
  ],
  sales: [
    {
      date: '2026-03-09',
      shift: 'all_day',
      closing_type: 'zout',
      total_sales_cents: 10000,
      covers: 4,
      tables_served: 2,
    },
  ],
  payments: [{ payment_type: 'cash', amount_cents: 10000 }],
  discounts: [],
  cancellations: [],
  closings: [
    {
      id: 'clo-3',
      closing_type: 'zout',
      start_at: '2026-03-09T08:00:00-06:00',
      end_at: '2026-03-09T22:00:00-06:00',
      cashier_name: 'María',
      summaries: [
        { type: 'cash_sales', amount_cents: 10000 },
        { type: 'cash_theoretical', amount_cents: 10000 },
        { type: 'cash_actual', amount_cents: 10400 },
      ],
    },
  ],
  catalog: sunday.catalog,
};
