/**
 * Property: the five forecast reads under generated query parameters (days, date, date_from,
 * date_to, horizon) answer a 2xx or 4xx envelope, never 5xx, and store nothing, on a branch
 * whose history and stored forecasts make every path of the reads run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { HourlyCube, SalesCube } from '#shared/domain/analytics/cubes.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { DEFAULT_SETTINGS } from '#shared/domain/settings.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { refreshForecast } from '#shared/use-cases/forecast/refresh.ts';
import { FORECAST_ENDPOINTS } from '../support/intelligence.ts';
import {
  assertOptions,
  dateLike,
  expectEnvelope,
  NOW,
  numberLike,
  type PropertyStack,
  runs,
  type SentRequest,
  send,
  startPropertyStack,
  storedItems,
  timeoutFor,
} from './support.ts';

let harness: PropertyStack;
let branch: { branchId: string; apiKey: string };
let stored: number;

/** 60 closed days before the harness's now, then the pipeline's forecast run. */
beforeAll(async () => {
  harness = await startPropertyStack();
  branch = await harness.branch();
  const last = NOW.slice(0, 10);
  for (let index = 0; index < 60; index += 1) {
    const date = addDays(last, index - 60)!;
    const noIva = 1_500_000 + (index % 7) * 200_000;
    const sales: SalesCube = {
      date,
      summaries_count: 1,
      total_sales_cents: Math.round(noIva * 1.16),
      total_sales_no_iva_cents: noIva,
      food_sales_cents: null,
      beverage_sales_cents: null,
      bar_sales_cents: null,
      covers: Math.round(noIva / 20_000),
      tables_served: null,
      by_shift: {},
    };
    const hourly: HourlyCube = {
      date,
      hours: [14, 20].map((hour) => ({
        hour,
        sales_cents: noIva / 2,
        lines: 4,
        quantity: 4,
        covers: null,
        tables: null,
        waiters: 2,
      })),
      unassigned: { sales_cents: 0, lines: 0, quantity: 0 },
    };
    await writeCubes(
      harness.stack.deps,
      branch.branchId,
      date,
      { sales, hourly },
      { built_at: NOW, revision: 1 },
    );
  }
  await refreshForecast(harness.stack.deps, {
    branchId: branch.branchId,
    profile: { timezone: 'America/Mexico_City', business_day_cutoff_hour: 5 },
    settings: DEFAULT_SETTINGS,
  });
  stored = (await storedItems(harness.stack, branch.branchId)).length;
});
afterAll(() => harness?.close());

const near = (days: number) => addDays(NOW.slice(0, 10), days)!;
const value = fc.oneof(
  dateLike,
  fc.integer({ min: -120, max: 20 }).map(near),
  numberLike.map(String),
  fc.constantFrom('', '7', '14', '15', '0', '-1', '1e1', '0x10', ' 7', '7.5', 'NaN'),
  fc.string({ maxLength: 12 }),
);

const forecastCase = fc.record({
  path: fc.constantFrom(...FORECAST_ENDPOINTS),
  query: fc.record(
    { days: value, date: value, date_from: value, date_to: value, horizon: value },
    { requiredKeys: [] },
  ),
});

describe('forecast reads under generated query parameters', () => {
  const cases = runs(80);
  it(
    `answer a 2xx/4xx envelope, never 5xx, and store nothing (${cases} cases)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(forecastCase, async (sample) => {
          const query = new URLSearchParams({ branch_identifier: branch.branchId, ...sample.query });
          const request: SentRequest = {
            method: 'GET',
            target: `/api/v1/intelligence/${sample.path}?${query}`,
            headers: { 'X-API-Key': branch.apiKey },
          };
          expectEnvelope(request, await send(harness.stack, request));
          const after = (await storedItems(harness.stack, branch.branchId)).length;
          // The rate-limit counters live in their own partition; a read adds nothing here.
          if (after !== stored) throw new Error(`GET ${request.target} stored ${after - stored} items`);
        }),
        assertOptions(cases),
      );
    },
    timeoutFor(cases),
  );
});
