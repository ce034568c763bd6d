/**
 * The live reads' and settings' contract: a realistic answer of each route parses with its success
 * body (the README's examples, with the figures the use cases compute) and a renamed member, in the
 * attributes or the meta, is rejected.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LIVE_CONTRACT } from '#shared/contract/live.ts';
import { type RouteId, routeById } from '#shared/contract/routes.ts';
import { contractOf, successBody } from '#shared/contract/schemas.ts';
import { SETTINGS_CONTRACT } from '#shared/contract/settings.ts';
import { cashFlowsFromLive, liveCash, liveSales, sortLiveAlerts } from '#shared/domain/live/live-figures.ts';
import { NO_CASH_FLOWS, salesWithoutFeed } from '#shared/domain/live/today-feeds.ts';
import { DEFAULT_SETTINGS } from '#shared/domain/settings.ts';

const BRANCH = '3f2b8a10-5c1d-4e7f-9a20-6b4c8d0e1f23';
const AS_OF = '2026-03-13T15:00:00.000-06:00';

const liveMeta = {
  period: { from: '2026-03-13', to: '2026-03-13' },
  branch_identifier: BRANCH,
  snapshot_date: null,
  business_date: '2026-03-13',
};

function bodyOf(routeId: RouteId) {
  const contract = contractOf(routeId);
  if (!contract) throw new Error(`${routeId} has no contract`);
  return successBody(routeById(routeId), contract);
}

const ANSWERS: Record<keyof typeof LIVE_CONTRACT | keyof typeof SETTINGS_CONTRACT, unknown> = {
  'live-sales-today': {
    data: {
      type: 'live_sales',
      attributes: {
        as_of: AS_OF,
        total_sales_cents: 90000,
        covers_so_far: 6,
        tables_so_far: 2,
        avg_ticket_cents: 45000,
        vs_same_time_yesterday: { sales_pct_change: -10, covers_pct_change: 0 },
        projected_day_total_cents: 225000,
        forecast_sales_cents: 240000,
        forecast_sales_basis: 'without_iva',
        forecast_sales_with_iva_cents: 278400,
        pace_pct: 93.8,
        forecast_status: 'ok',
        open_tables: 1,
        open_covers: 3,
        open_ordered_cents: 12000,
        tips_so_far_cents: 4500,
      },
      meta: {
        ...liveMeta,
        sources: { sales: { feed: 'live_updates', until: null, reason: null } },
        comparison: {
          date: '2026-03-06',
          until: '2026-03-06T15:00:00.000-06:00',
          source: 'live',
          sales_so_far_cents: 100000,
          covers_so_far: 6,
          full_day_sales_cents: 250000,
        },
      },
    },
  },
  'live-cash-balance': {
    data: {
      type: 'live_cash',
      attributes: {
        as_of: AS_OF,
        opened_by: 'Diana Benavídez',
        opening_balance_cents: 100000,
        cash_sales_so_far_cents: 40000,
        cash_in_so_far_cents: 50000,
        cash_out_so_far_cents: 15000,
        expected_balance_cents: 175000,
        status: 'yellow',
        last_count: {
          at: '2026-03-13T14:30:00.000-06:00',
          source: 'cash_register.closed',
          expected_cents: 170000,
          variance_cents: -3000,
          variance_pct: 1.8,
        },
      },
      meta: {
        ...liveMeta,
        sources: {
          opening_balance: { feed: 'cash_register.opened', until: null, reason: null },
          cash_flows: { feed: 'live_updates', until: null, reason: null },
          expected_balance: { feed: 'opening_and_flows', until: null, reason: null },
        },
      },
    },
  },
  'live-alerts-active': {
    data: {
      type: 'live_alerts',
      attributes: {
        alerts: [
          {
            severity: 'red',
            type: 'anomaly_cancellations',
            message: 'Luis Hernández canceló 3 líneas entre las 13:10 y las 14:20 (hora local).',
            triggered_at: '2026-03-13T14:20:05.000-06:00',
          },
          {
            severity: 'yellow',
            type: 'sales_down',
            message:
              'Hoy vas 10.0% abajo: $900.00 contra $1,000.00 a esta hora del mismo día de la semana pasada.',
            triggered_at: AS_OF,
          },
        ],
      },
      meta: liveMeta,
    },
  },
  'settings-get': {
    data: {
      type: 'settings',
      attributes: { ...DEFAULT_SETTINGS, cash_variance_threshold_pct: 1 },
      meta: { branch_identifier: BRANCH },
    },
  },
  'settings-update': {
    data: {
      type: 'settings',
      attributes: { ...DEFAULT_SETTINGS, cash_variance_threshold_pct: 2.5 },
      meta: { branch_identifier: BRANCH },
    },
  },
};

function renameFirst(record: Record<string, unknown>): Record<string, unknown> {
  const [first, ...rest] = Object.entries(record);
  return Object.fromEntries([[`${first![0]}_renamed`, first![1]], ...rest]);
}

describe('live and settings success bodies', () => {
  for (const [routeId, answer] of Object.entries(ANSWERS) as [RouteId, unknown][]) {
    it(`${routeId}: a real answer parses; a renamed attribute or meta member does not`, () => {
      const schema = bodyOf(routeId);
      expect(z.safeParse(schema, answer).error).toBeUndefined();
      const { data } = answer as {
        data: { attributes: Record<string, unknown>; meta: Record<string, unknown> };
      };
      expect(
        z.safeParse(schema, { data: { ...data, attributes: renameFirst(data.attributes) } }).success,
      ).toBe(false);
      expect(z.safeParse(schema, { data: { ...data, meta: renameFirst(data.meta) } }).success).toBe(false);
      const { meta: _meta, ...withoutMeta } = data;
      expect(z.safeParse(schema, { data: withoutMeta }).success).toBe(false);
    });
  }

  it('the pure figures of an empty day (nulls, never 0) parse as the attributes', () => {
    const pace = {
      forecast_sales_cents: null,
      forecast_sales_basis: null,
      forecast_sales_with_iva_cents: null,
      pace_pct: null,
      forecast_status: null,
    };
    const sales = { ...liveSales(null, null, AS_OF), ...pace };
    const cash = liveCash(cashFlowsFromLive(null), { cents: null, by: null }, [], [], AS_OF).attributes;
    const unknown = { ...salesWithoutFeed(AS_OF).attributes, ...pace };
    const noCash = liveCash(NO_CASH_FLOWS, { cents: null, by: null }, [], [], AS_OF).attributes;
    expect(z.safeParse(LIVE_CONTRACT['live-sales-today'].attributes, unknown).error).toBeUndefined();
    expect(z.safeParse(LIVE_CONTRACT['live-cash-balance'].attributes, noCash).error).toBeUndefined();
    expect(z.safeParse(LIVE_CONTRACT['live-sales-today'].attributes, sales).error).toBeUndefined();
    expect(z.safeParse(LIVE_CONTRACT['live-cash-balance'].attributes, cash).error).toBeUndefined();
    expect(
      z.safeParse(LIVE_CONTRACT['live-alerts-active'].attributes, { alerts: sortLiveAlerts([]) }).error,
    ).toBeUndefined();
  });

  it('refuses a live snapshot_date (computed on read) and a status that is not a colour', () => {
    const sales = ANSWERS['live-sales-today'] as { data: { meta: Record<string, unknown> } };
    expect(
      z.safeParse(bodyOf('live-sales-today'), {
        data: { ...sales.data, meta: { ...sales.data.meta, snapshot_date: AS_OF } },
      }).success,
    ).toBe(false);
    const cash = ANSWERS['live-cash-balance'] as { data: { attributes: Record<string, unknown> } };
    expect(
      z.safeParse(bodyOf('live-cash-balance'), {
        data: { ...cash.data, attributes: { ...cash.data.attributes, status: 'blue' } },
      }).success,
    ).toBe(false);
    // null is the one other value: no count known yet (docs/spec-deviations.md).
    expect(
      z.safeParse(bodyOf('live-cash-balance'), {
        data: { ...cash.data, attributes: { ...cash.data.attributes, status: null } },
      }).success,
    ).toBe(true);
  });
});

describe('live query and settings request', () => {
  it('the live GETs take an optional branch_identifier in either case', () => {
    const query = LIVE_CONTRACT['live-sales-today'].query;
    expect(z.safeParse(query, {}).success).toBe(true);
    expect(z.safeParse(query, { branch_identifier: BRANCH.toUpperCase() }).success).toBe(true);
    expect(z.safeParse(query, { branch_identifier: 'main' }).success).toBe(false);
  });

  it('PATCH takes any subset of the settings, and nothing else in attributes', () => {
    const body = SETTINGS_CONTRACT['settings-update'].body;
    const document = (attributes: unknown) => ({ data: { type: 'settings', attributes } });
    expect(z.safeParse(body, document({ cash_variance_threshold_pct: 2.5 })).success).toBe(true);
    expect(z.safeParse(body, document({})).success).toBe(true);
    expect(z.safeParse(body, document({ cash_variance_threshold_pct: 0 })).success).toBe(false);
    expect(z.safeParse(body, document({ threshold: 2 })).success).toBe(false);
  });
});
