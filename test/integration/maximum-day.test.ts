/**
 * The largest day builds (issue 42): every numeric member of every ingest and back-office body at its
 * documented maximum (docs/ingest-schemas.md "Numeric bounds"), the signed ones also at their
 * minimum, sent through the real routes; then the zout. The day's cubes are built, nothing lands in
 * the dead-letter queue, and every read of the branch answers 200 for the day and for the year
 * ending on it. The bounds are read from shared/domain/limits.ts, never typed here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicRoute, ROUTES, type RouteDefinition } from '#shared/contract/routes.ts';
import { contractOf } from '#shared/contract/schemas.ts';
import { CUBE_NAMES } from '#shared/domain/analytics/cubes.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import {
  MAX_COUNT,
  MAX_ITEM_QUANTITY,
  MAX_MEASURE,
  MAX_ROW_CENTS,
  MAX_TOTAL_CENTS,
  MIN_MEASURE,
} from '#shared/domain/limits.ts';
import { ACTIVITY_EVENTS } from '#shared/domain/schemas/activity.ts';
import { SUMMARY_TYPES } from '#shared/domain/schemas/cash-register.ts';
import { SHIFTS } from '#shared/domain/schemas/sales.ts';
import { listCubeDates } from '#shared/storage/cube-store.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const DATE = '2026-03-06';
const clock = manualClock(`2026-03-07T01:00:00-06:00`);
const ITEM = '7d1e0a52-3c4b-4f6a-9e8d-2b1c0f9e8d7a';
const ROOT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const CHILD = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
/** Rows per row document: enough to add up, few enough to stay quick. */
const ROWS = 3;

let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'enterprise' });
});
afterAll(() => stack?.close());

async function post(path: string, type: string, attributes: Record<string, unknown>): Promise<number> {
  const response = await stack.request('POST', path, {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: { data: { type, attributes: { branch_identifier: branch.branchId, ...attributes } } },
  });
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.status;
}

const day = { date: DATE, closing_type: 'zout' };
const rows = <T>(row: (index: number) => T) => Array.from({ length: ROWS }, (_, index) => row(index));

const orderLine = () => ({
  item_name: 'Platillo máximo',
  item_identifier: ITEM,
  quantity: MAX_ITEM_QUANTITY,
  unit_price_cents: MAX_ROW_CENTS,
  subtotal_cents: MAX_ROW_CENTS,
  net_total_cents: MAX_ROW_CENTS,
  discount_cents: MAX_ROW_CENTS,
  category_type: 'food',
  waiter_name: 'Ana',
  ordered_at: `${DATE}T20:00:00-06:00`,
});

/** Each activity event with its detail's amounts at their maxima (a register's variance at its minimum). */
const ACTIVITY_DETAIL: Record<(typeof ACTIVITY_EVENTS)[number], Record<string, unknown>> = {
  'ticket.line_cancelled': { item: 'Platillo máximo', amount_cents: MAX_ROW_CENTS },
  'ticket.voided': { ticket_total_cents: MAX_ROW_CENTS, items_count: MAX_COUNT },
  'ticket.discount_applied': { discount_pct: 100, discount_cents: MAX_ROW_CENTS },
  'ticket.price_overridden': { original_cents: MAX_ROW_CENTS, new_cents: MAX_ROW_CENTS },
  'cash_register.opened': { opening_balance_cents: MAX_TOTAL_CENTS },
  'cash_register.closed': {
    expected_cents: MAX_TOTAL_CENTS,
    counted_cents: MAX_TOTAL_CENTS,
    variance_cents: -MAX_TOTAL_CENTS,
  },
  'user.login': {},
  'user.login_failed': {},
  'manager.override': {},
};

describe('every number at its maximum', () => {
  it('the catalog, categories and activity of the day are accepted', async () => {
    await post('/api/v1/ingest/categories', 'categories', {
      categories: [
        { identifier: ROOT, name: 'Raíz', sequence: MAX_COUNT },
        { identifier: CHILD, name: 'Hija', parent_identifier: ROOT, sequence: -MAX_COUNT },
      ],
    });
    await post('/api/v1/ingest/catalog', 'catalog', {
      items: [
        {
          name: 'Platillo máximo',
          item_identifier: ITEM,
          category: 'Hija',
          category_type: 'food',
          unit_price_cents: MAX_ROW_CENTS,
          unit_cost_cents: MAX_ROW_CENTS,
        },
      ],
    });
    for (const event of ACTIVITY_EVENTS) {
      const occurred_at = new Date(clock.now().getTime() - 60_000).toISOString();
      await post('/api/v1/ingest/activity', 'activity', {
        event,
        occurred_at,
        detail: ACTIVITY_DETAIL[event],
      });
    }
  });

  it('the back office is accepted', async () => {
    await post('/api/v1/backoffice/suppliers', 'supplier', { name: 'Proveedor', lead_time_days: 365 });
    // A purchase's lines add up to at most a total: one line near it, one at the largest quantity.
    const unitsAtMostTotal = Math.floor(MAX_TOTAL_CENTS / MAX_ROW_CENTS);
    await post('/api/v1/backoffice/purchases', 'purchase', {
      date: DATE,
      supplier_name: 'Proveedor',
      paid_with: 'transfer',
      iva_cents: MAX_TOTAL_CENTS,
      lines: [
        {
          ingredient: 'Res',
          category_type: 'food',
          quantity: unitsAtMostTotal,
          unit: 'kg',
          unit_cost_cents: MAX_ROW_CENTS,
          total_cents: unitsAtMostTotal * MAX_ROW_CENTS,
        },
        {
          ingredient: 'Sal',
          category_type: 'food',
          quantity: MAX_MEASURE,
          unit: 'kg',
          unit_cost_cents: 0,
          total_cents: 0,
        },
      ],
    });
    await post('/api/v1/backoffice/expenses', 'expense', {
      date: DATE,
      category: 'rent',
      amount_cents: MAX_TOTAL_CENTS,
      paid_with: 'transfer',
    });
    for (const department of ['kitchen', 'floor']) {
      await post('/api/v1/backoffice/payroll', 'payroll', {
        period_from: DATE,
        period_to: DATE,
        department,
        amount_cents: MAX_TOTAL_CENTS,
        employees: MAX_COUNT,
      });
    }
    await post('/api/v1/backoffice/inventory-counts', 'inventory-count', {
      date: DATE,
      items: [
        {
          ingredient: 'Res',
          unit: 'kg',
          on_hand: unitsAtMostTotal,
          minimum: MAX_MEASURE,
          unit_cost_cents: MAX_ROW_CENTS,
          category_type: 'food',
        },
        {
          ingredient: 'Sal',
          unit: 'kg',
          on_hand: MAX_MEASURE,
          minimum: MIN_MEASURE,
          unit_cost_cents: 0,
          category_type: 'food',
        },
      ],
    });
    await post('/api/v1/backoffice/recipes', 'recipe', {
      item_identifier: ITEM,
      ingredients: [
        { ingredient: 'Res', quantity: MAX_MEASURE, unit: 'kg' },
        { ingredient: 'Sal', quantity: MIN_MEASURE, unit: 'kg' },
      ],
    });
  });

  it("the day's documents and its zout are accepted", async () => {
    await post('/api/v1/ingest/orders', 'orders', { ...day, lines: rows(orderLine) });
    await post('/api/v1/ingest/discounts', 'discounts', {
      ...day,
      discounts: rows(() => ({
        type: 'percentage',
        rate: 100,
        amount_cents: MAX_ROW_CENTS,
        subtotal_cents: MAX_ROW_CENTS,
        quantity: MAX_ITEM_QUANTITY,
        item_identifier: ITEM,
      })),
    });
    await post('/api/v1/ingest/cancellations', 'cancellations', {
      ...day,
      cancellations: rows(() => ({
        amount_cents: MAX_ROW_CENTS,
        quantity: MAX_ITEM_QUANTITY,
        item_identifier: ITEM,
      })),
    });
    // A payments document's rows add up to at most a total per member: one row holds it all.
    await post('/api/v1/ingest/payments', 'payments', {
      ...day,
      payments: [
        {
          payment_type: 'card',
          amount_cents: MAX_TOTAL_CENTS,
          tips_cents: MAX_TOTAL_CENTS,
          change_cents: MAX_TOTAL_CENTS,
          transaction_count: MAX_COUNT,
        },
      ],
    });
    for (const shift of SHIFTS) {
      await post('/api/v1/ingest/sales', 'sales', {
        ...day,
        shift,
        total_sales_cents: MAX_TOTAL_CENTS,
        total_sales_no_iva_cents: MAX_TOTAL_CENTS,
        food_sales_cents: MAX_TOTAL_CENTS,
        beverage_sales_cents: MAX_TOTAL_CENTS,
        bar_sales_cents: MAX_TOTAL_CENTS,
        avg_ticket_cents: MAX_TOTAL_CENTS,
        avg_pax_cents: MAX_TOTAL_CENTS,
        covers: MAX_COUNT,
        tables_served: MAX_COUNT,
      });
    }
    await post('/api/v1/ingest/cash-register', 'cash-register', {
      closing_type: 'zout',
      start_at: `${DATE}T08:00:00-06:00`,
      end_at: `${DATE}T23:59:00-06:00`,
      summaries: SUMMARY_TYPES.map((type) => ({
        type,
        amount_cents: type === 'cash_variance' ? -MAX_TOTAL_CENTS : MAX_TOTAL_CENTS,
      })),
    });
    await stack.pipeline!.drain({ timeoutMs: 120_000 });
    expect(stack.pipeline!.queue.deadLetters).toEqual([]);
    for (const cube of CUBE_NAMES) {
      expect(await listCubeDates(stack.deps, branch.branchId, cube, DATE, DATE), cube).toEqual([DATE]);
    }
  });

  /** Every read a branch key makes, for the day and for the year that ends on it. */
  const reads = (ROUTES as readonly RouteDefinition[]).filter(
    (route) =>
      route.method === 'GET' &&
      !isPublicRoute(route) &&
      route.auth === undefined &&
      !route.path.includes('{'),
  );

  it.each([
    ['the day', DATE],
    ['the year ending on it', addDays(DATE, -365)!],
  ])('every read answers 200 for %s', async (_, from) => {
    for (const route of reads) {
      const query = contractOf(route.id)?.query as { _zod?: { def?: { shape?: object } } } | undefined;
      const shape = query?._zod?.def?.shape ?? {};
      const dated = 'date_from' in shape;
      // The forecast's hours and prep list read one date (its own window rules, docs/forecast-api.md).
      const oneDate = 'date' in shape;
      const response = await stack.request('GET', route.path, {
        apiKey: branch.apiKey,
        query: {
          branch_identifier: branch.branchId,
          ...(dated ? { date_from: from, date_to: DATE } : {}),
          ...(oneDate ? { date: DATE } : {}),
          // The backtest replays closed days before today only (a documented 422 otherwise).
          ...(route.id === 'intelligence-forecast-backtest'
            ? { date_from: addDays(DATE, -7)!, date_to: addDays(DATE, -1)! }
            : {}),
        },
      });
      expect(response.status, `${route.path} ${JSON.stringify(response.body).slice(0, 400)}`).toBe(200);
    }
  });
});
