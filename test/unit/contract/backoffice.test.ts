/**
 * The back-office contract accepts what the routes answer and refuses a body with a member renamed
 * (the integration suite parses every real answer; these pin one realistic answer per shape).
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BACKOFFICE_CONTRACT } from '#shared/contract/backoffice.ts';
import { routeById } from '#shared/contract/routes.ts';
import { successBody } from '#shared/contract/schemas.ts';

type RouteId = keyof typeof BACKOFFICE_CONTRACT;
const parses = (id: RouteId, body: unknown) =>
  z.safeParse(successBody(routeById(id), BACKOFFICE_CONTRACT[id]), body).success;

/** The body with `from` renamed to `to` wherever it occurs (a deep copy). */
function renamed(body: unknown, from: string, to: string): unknown {
  return JSON.parse(JSON.stringify(body).replaceAll(`"${from}":`, `"${to}":`));
}

const ID = '01JQ7Z3Y5K2M8N4P6R0S1T2V3W';
const purchase = {
  created_at: '2026-04-02T18:00:00.000Z',
  date: '2026-03-10',
  supplier_name: 'Lácteos Sur',
  supplier_id: '01JQ7Z3Y5K2M8N4P6R0S1T2V3X',
  paid_with: 'credit',
  lines: [
    {
      ingredient: 'Queso',
      category_type: 'food',
      quantity: 2.5,
      unit: 'kg',
      unit_cost_cents: 1999,
      total_cents: 4998,
    },
  ],
  total_cents: 4998,
};
const count = {
  created_at: '2026-04-02T18:00:00.000Z',
  date: '2026-03-10',
  items: [
    { ingredient: 'Queso', unit: 'kg', on_hand: 3, minimum: 0, unit_cost_cents: 1999, category_type: 'food' },
  ],
};

describe('back-office contract', () => {
  it('accepts the record a create and a get answer, and refuses a renamed member', () => {
    const body = { data: { type: 'purchase', id: ID, attributes: purchase } };
    expect(parses('backoffice-purchases-create', body)).toBe(true);
    expect(parses('backoffice-purchases-get', body)).toBe(true);
    expect(parses('backoffice-purchases-get', renamed(body, 'total_cents', 'total'))).toBe(false);
    expect(parses('backoffice-purchases-get', renamed(body, 'unit_cost_cents', 'unit_cost'))).toBe(false);
    // The record never carries the branch: the key says it.
    const withBranch = { data: { ...body.data, attributes: { ...purchase, branch_identifier: ID } } };
    expect(parses('backoffice-purchases-get', withBranch)).toBe(false);
    // Another resource's type is another route's answer.
    expect(parses('backoffice-expenses-get', body)).toBe(false);
  });

  it('accepts a list page with its meta (period null for undated resources), and refuses a renamed member', () => {
    const page = {
      data: {
        type: 'inventory-count_list',
        attributes: { records: [{ type: 'inventory-count', id: ID, attributes: count }] },
        meta: {
          branch_identifier: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
          period: { from: '2026-03-01', to: '2026-03-31' },
          count: 1,
          limit: 100,
          next_cursor: null,
        },
      },
    };
    expect(parses('backoffice-inventory-counts-list', page)).toBe(true);
    expect(parses('backoffice-inventory-counts-list', renamed(page, 'next_cursor', 'cursor'))).toBe(false);
    expect(parses('backoffice-inventory-counts-list', renamed(page, 'on_hand', 'onhand'))).toBe(false);

    const suppliers = {
      data: {
        type: 'supplier_list',
        attributes: {
          records: [
            {
              type: 'supplier',
              id: ID,
              attributes: { created_at: '2026-04-02T18:00:00.000Z', name: 'Lácteos Sur' },
            },
          ],
        },
        meta: { ...page.data.meta, period: null, next_cursor: 'UkVDIzIwMjYtMDM' },
      },
    };
    expect(parses('backoffice-suppliers-list', suppliers)).toBe(true);
    expect(parses('backoffice-suppliers-list', renamed(suppliers, 'records', 'items'))).toBe(false);
  });

  it('accepts the deleted record with deleted: true, and refuses it without', () => {
    const expense = {
      created_at: '2026-04-02T18:00:00.000Z',
      date: '2026-03-01',
      category: 'rent',
      amount_cents: 900_000,
      paid_with: 'transfer',
    };
    const body = { data: { type: 'expense', id: ID, attributes: { ...expense, deleted: true } } };
    expect(parses('backoffice-expenses-delete', body)).toBe(true);
    expect(parses('backoffice-expenses-delete', renamed(body, 'deleted', 'removed'))).toBe(false);
    expect(parses('backoffice-expenses-delete', { data: { ...body.data, attributes: expense } })).toBe(false);
  });

  it('describes the request: the POST document, the list query and the path id', () => {
    const create = BACKOFFICE_CONTRACT['backoffice-recipes-create'].body;
    const recipe = {
      branch_identifier: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
      item_sku: 'QS-1',
      ingredients: [{ ingredient: 'Queso', quantity: 0.08, unit: 'kg' }],
    };
    expect(z.safeParse(create, { data: { type: 'recipe', attributes: recipe } }).success).toBe(true);
    expect(z.safeParse(create, { data: { type: 'supplier', attributes: recipe } }).success).toBe(false);
    const query = BACKOFFICE_CONTRACT['backoffice-payroll-list'].query;
    expect(z.parse(query, { date_from: '2026-03-01', date_to: '2026-03-31' })).toMatchObject({ limit: 100 });
    expect(z.safeParse(query, { limit: '501' }).success).toBe(false);
    const params = BACKOFFICE_CONTRACT['backoffice-payroll-get'].params;
    expect(z.safeParse(params, { id: ID }).success).toBe(true);
    expect(z.safeParse(params, { id: 'x'.repeat(65) }).success).toBe(false);
  });
});
