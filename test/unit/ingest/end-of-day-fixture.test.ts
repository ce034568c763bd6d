/**
 * The end-of-day fixture is reused by the aggregation tests as the source of truth: its hand-written
 * EXPECTED numbers must follow from its rows, and its bodies must pass the ingest schemas.
 */
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '#shared/domain/parse-request.ts';
import { activityAttributes } from '#shared/domain/schemas/activity.ts';
import { cancellationsAttributes } from '#shared/domain/schemas/cancellations.ts';
import { cashRegisterAttributes } from '#shared/domain/schemas/cash-register.ts';
import { catalogAttributes } from '#shared/domain/schemas/catalog.ts';
import { categoriesAttributes } from '#shared/domain/schemas/categories.ts';
import { discountsAttributes } from '#shared/domain/schemas/discounts.ts';
import { ordersAttributes } from '#shared/domain/schemas/orders.ts';
import { paymentsAttributes } from '#shared/domain/schemas/payments.ts';
import { salesAttributes } from '#shared/domain/schemas/sales.ts';
import * as day from '../../fixtures/end-of-day.ts';
import { generateOrderLines } from '../../fixtures/order-lines.ts';

const BRANCH = '3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6c';
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const summary = (type: string) => day.ZOUT_SUMMARIES.find((row) => row.type === type)!.amount_cents;

describe('end-of-day fixture', () => {
  it('has lines whose arithmetic holds and four waiters plus one line without a waiter', () => {
    for (const line of day.ORDER_LINES) {
      expect(line.subtotal_cents).toBe(line.unit_price_cents * line.quantity);
      expect(line.net_total_cents).toBe(line.subtotal_cents - line.discount_cents);
    }
    expect(new Set(day.ORDER_LINES.map((line) => line.category_type))).toEqual(
      new Set(['food', 'beverage', 'bar', 'other']),
    );
    expect(day.ORDER_LINES.filter((line) => !('waiter_name' in line))).toHaveLength(
      day.EXPECTED.lines_without_waiter,
    );
  });

  it('EXPECTED follows from the rows', () => {
    const lines = day.ORDER_LINES;
    const net = sum(lines.map((line) => line.net_total_cents));
    expect(lines).toHaveLength(day.EXPECTED.order_lines);
    expect(sum(lines.map((line) => line.quantity))).toBe(day.EXPECTED.quantity_sold);
    expect(sum(lines.map((line) => line.subtotal_cents))).toBe(day.EXPECTED.gross_sales_cents);
    expect(sum(lines.map((line) => line.discount_cents))).toBe(day.EXPECTED.discount_cents);
    expect(net).toBe(day.EXPECTED.net_sales_cents);
    expect(Math.round(net / 1.16)).toBe(day.EXPECTED.net_sales_no_iva_cents);

    const byType: Record<string, number> = {};
    const byWaiter = new Map<string, { net_sales_cents: number; lines: number }>();
    const byHour: Record<number, number> = {};
    for (const line of lines) {
      byType[line.category_type] = (byType[line.category_type] ?? 0) + line.net_total_cents;
      const hour = Number(line.ordered_at.slice(11, 13)); // all offsets are the branch's -06:00
      byHour[hour] = (byHour[hour] ?? 0) + line.net_total_cents;
      if ('waiter_name' in line && line.waiter_name) {
        const entry = byWaiter.get(line.waiter_name) ?? { net_sales_cents: 0, lines: 0 };
        entry.net_sales_cents += line.net_total_cents;
        entry.lines += 1;
        byWaiter.set(line.waiter_name, entry);
      }
    }
    expect(byType).toEqual(day.EXPECTED.by_category_type);
    expect(byHour).toEqual(day.EXPECTED.by_hour);
    const ranked = [...byWaiter].map(([name, entry]) => ({ name, ...entry }));
    ranked.sort((a, b) => b.net_sales_cents - a.net_sales_cents || a.name.localeCompare(b.name));
    expect(ranked).toEqual(day.EXPECTED.by_waiter);
  });

  it('discounts, cancellations, payments, sales summary and closing agree with the lines', () => {
    expect(sum(day.DISCOUNTS.map((discount) => discount.amount_cents))).toBe(
      day.EXPECTED.discounts.amount_cents,
    );
    expect(day.DISCOUNTS.map((discount) => discount.type).sort()).toEqual([
      'courtesy',
      'fixed',
      'percentage',
    ]);
    expect(sum(day.CANCELLATIONS.map((row) => row.amount_cents))).toBe(
      day.EXPECTED.cancellations.amount_cents,
    );

    expect(sum(day.PAYMENTS.map((payment) => payment.amount_cents))).toBe(day.EXPECTED.net_sales_cents);
    expect(sum(day.PAYMENTS.map((payment) => payment.tips_cents))).toBe(day.EXPECTED.payments.tips_cents);
    expect(sum(day.PAYMENTS.map((payment) => payment.transaction_count))).toBe(
      day.EXPECTED.payments.transactions,
    );

    const sales = day.SALES_SUMMARY;
    expect(sales.total_sales_cents).toBe(day.EXPECTED.net_sales_cents);
    expect(sales.total_sales_no_iva_cents).toBe(day.EXPECTED.net_sales_no_iva_cents);
    expect([sales.food_sales_cents, sales.beverage_sales_cents, sales.bar_sales_cents]).toEqual([
      day.EXPECTED.by_category_type.food,
      day.EXPECTED.by_category_type.beverage,
      day.EXPECTED.by_category_type.bar,
    ]);
    expect(sales.avg_ticket_cents).toBe(Math.round(sales.total_sales_cents / sales.tables_served));
    expect(sales.avg_pax_cents).toBe(Math.round(sales.total_sales_cents / sales.covers));

    const paid = (type: string) =>
      day.PAYMENTS.find((payment) => payment.payment_type === type)!.amount_cents;
    expect(summary('cash_sales')).toBe(paid('cash'));
    expect(summary('card_sales')).toBe(paid('card_credit') + paid('card_debit'));
    expect(summary('delivery_sales')).toBe(paid('rappi'));
    expect(summary('cash_theoretical')).toBe(
      day.OPENING_FUND_CENTS +
        summary('cash_sales') +
        summary('deposits') -
        summary('tips_paid_to_waiter') +
        summary('withholding'),
    );
    expect(summary('cash_variance')).toBe(summary('cash_actual') - summary('cash_theoretical'));
    expect(summary('cash_variance')).toBe(day.EXPECTED.cash.variance_cents);
    expect(Math.round((1000 * Math.abs(summary('cash_variance'))) / summary('cash_theoretical')) / 10).toBe(
      day.EXPECTED.cash.variance_pct,
    );
  });

  it('every body passes its endpoint schema', () => {
    const schemas: Record<string, Parameters<typeof parseEnvelope>[2]> = {
      orders: ordersAttributes,
      discounts: discountsAttributes,
      cancellations: cancellationsAttributes,
      payments: paymentsAttributes,
      sales: salesAttributes,
      'cash-register': cashRegisterAttributes,
      catalog: catalogAttributes,
      categories: categoriesAttributes,
      activity: activityAttributes,
    };
    const calls = [
      ...day.setupCalls(BRANCH),
      day.xoutCall(BRANCH),
      ...day.endOfDayCalls(BRANCH),
      ...day.activityCalls(BRANCH),
    ];
    expect(calls.map((call) => call.path.split('/').pop())).toEqual([
      'categories',
      'catalog',
      'cash-register',
      'orders',
      'discounts',
      'cancellations',
      'payments',
      'sales',
      'cash-register',
      'activity',
      'activity',
      'activity',
      'activity',
    ]);
    for (const call of calls) {
      const type = call.body.data.type;
      expect(() => parseEnvelope(call.body, type, schemas[type]!), type).not.toThrow();
    }
    expect(day.endOfDayCalls(BRANCH).map((call) => call.idempotencyKey)).toEqual([
      `${day.CLOSING_ID}-orders`,
      `${day.CLOSING_ID}-discounts`,
      `${day.CLOSING_ID}-cancellations`,
      `${day.CLOSING_ID}-payments`,
      `${day.CLOSING_ID}-sales`,
      day.CLOSING_ID,
    ]);
  });

  it('generated lines are valid and deterministic', () => {
    const lines = generateOrderLines(500);
    expect(generateOrderLines(500)).toEqual(lines);
    expect(() =>
      parseEnvelope(
        {
          data: {
            type: 'orders',
            attributes: {
              ...{ branch_identifier: BRANCH, date: day.BUSINESS_DATE, closing_type: 'zout' },
              lines,
            },
          },
        },
        'orders',
        ordersAttributes,
      ),
    ).not.toThrow();
  });
});
