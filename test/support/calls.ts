/**
 * Sending what a POS sends, for the integration tests that build their days through the HTTP API:
 * a fixture call with its idempotency key, the calls of a small zout day, and a back-office record
 * captured as the owner's app captures it.
 */
import { randomUUID } from 'node:crypto';
import { line } from '../fixtures/costs-month.ts';
import type { FixtureCall } from '../fixtures/end-of-day.ts';
import type { TestBranch, TestStack } from './stack.ts';

/** Sends one call as the POS does (its idempotency key); anything but 200 or 202 fails the test. */
export async function sendCall(stack: TestStack, branch: TestBranch, call: FixtureCall): Promise<any> {
  const response = await stack.request('POST', call.path, {
    apiKey: branch.apiKey,
    idempotencyKey: call.idempotencyKey,
    body: call.body,
  });
  if (response.status !== 200 && response.status !== 202) {
    throw new Error(`${call.path}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

export interface SmallDaySales {
  shift: string;
  total_sales_cents: number;
  /** The day's sales without IVA (the base of the cost ratios). */
  total_sales_no_iva_cents?: number;
  /** The day's food sales (the cost ratios' food and labor need a category). */
  food_sales_cents?: number;
  covers?: number;
  tables_served?: number;
}

/**
 * A day with only sales summaries (one per shift) and one zout closing of 08:00–23:30 local
 * (America/Mexico_City), what a POS without line detail sends. The closing's UUID is its
 * idempotency key (the folio the reconciliation shows); each summary's key is derived from it.
 */
export function smallDayCalls(
  branchId: string,
  date: string,
  closingId: string,
  sales: readonly SmallDaySales[],
  summaries: ReadonlyArray<{ type: string; amount_cents: number }>,
  cashierName: string,
): FixtureCall[] {
  const base = { branch_identifier: branchId, date, closing_type: 'zout' };
  return [
    ...sales.map(
      (summary): FixtureCall => ({
        path: '/api/v1/ingest/sales',
        idempotencyKey: `${closingId}-sales-${summary.shift}`,
        body: { data: { type: 'sales', attributes: { ...base, ...summary } } },
      }),
    ),
    {
      path: '/api/v1/ingest/cash-register',
      idempotencyKey: closingId,
      body: {
        data: {
          type: 'cash-register',
          attributes: {
            branch_identifier: branchId,
            closing_type: 'zout',
            start_at: `${date}T08:00:00-06:00`,
            end_at: `${date}T23:30:00-06:00`,
            status: 'completed',
            summaries: summaries.map((summary) => ({ ...summary, name: summary.type })),
          },
          meta: { cashier_name: cashierName, cash_register_name: 'Caja 1' },
        },
      },
    },
  ];
}

/** A back-office record captured through the API (anything but 201 fails the test); its id. */
export async function captureRecord(
  stack: TestStack,
  branch: TestBranch,
  resource: string,
  attributes: Record<string, unknown>,
): Promise<string> {
  const type = resource === 'inventory-counts' ? 'inventory-count' : resource.replace(/s$/, '');
  const response = await stack.request('POST', `/api/v1/backoffice/${resource}`, {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: { data: { type, attributes: { branch_identifier: branch.branchId, ...attributes } } },
  });
  if (response.status !== 201) {
    throw new Error(`${resource}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data.id as string;
}

/**
 * An inventory count's attributes: `on_hand` kg of tortilla against a minimum of 5 (under it, the
 * count announces low_stock), at 20.00 a kg.
 */
export const tortillaCount = (date: string, onHand: number) => ({
  date,
  items: [
    {
      ingredient: 'Tortilla',
      unit: 'kg',
      on_hand: onHand,
      minimum: 5,
      unit_cost_cents: 2_000,
      category_type: 'food',
    },
  ],
});

/** A purchase from the central market paid by transfer, one lot per `[ingredient, category_type, cents]`. */
export const capturePurchase = (
  stack: TestStack,
  branch: TestBranch,
  date: string,
  lines: ReadonlyArray<readonly [string, Parameters<typeof line>[1], number]>,
) =>
  captureRecord(stack, branch, 'purchases', {
    date,
    supplier_name: 'Central de abastos',
    paid_with: 'transfer',
    lines: lines.map(([ingredient, type, cents]) => line(ingredient, type, 1, 'lote', cents, cents)),
  });
