/**
 * The forecast on the local stack (docs/forecast-api.md): the pipeline's run stores the next 14
 * days from the cubes; the five reads answer what was stored (JSON and CSV); a day that has begun is
 * never rewritten; a backtest row equals the live forecast made on the history truncated at its
 * origin; the accuracy read and its scored days equal a recomputation from the stored forecasts;
 * a branch under 14 closed days gets no number; staffing follows the setting or the branch's own
 * rate.
 *
 * The history is cubes written directly (a deterministic week with a trend), so every expected
 * figure is computed here from those cubes with the forecaster's own functions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-day.ts';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import { NO_SETTINGS } from '#shared/domain/forecast/types.ts';
import { forecastHistoryOf } from '#shared/domain/forecast-reads/history.ts';
import { liveForecastDays } from '#shared/domain/forecast-reads/live-window.ts';
import { DEFAULT_SETTINGS } from '#shared/domain/settings.ts';
import { instantAtLocalHour } from '#shared/domain/zoned-time.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { readForecastDayDetailSettings } from '#shared/storage/forecast-hours-store.ts';
import { readForecastDay, readForecastDays, readForecastDetail } from '#shared/storage/forecast-store.ts';
import { getBranchSettings } from '#shared/storage/settings-store.ts';
import { refreshForecast } from '#shared/use-cases/forecast/refresh.ts';
import { storeDemoForecasts } from '../../local/demo-forecast.ts';
import { captureRecord } from '../support/calls.ts';
import { dayCubes, soldItem } from '../support/forecast-cubes.ts';
import { FORECAST_ENDPOINTS } from '../support/intelligence.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const ZONE = 'America/Mexico_City';
/** 23:30 local of the last history day: its zout is in, the next business day has not begun. */
const LAST_DAY = '2026-03-31';
const clock = manualClock(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack?.close());

const WEEKDAY_FACTOR = [0, 0.8, 0.85, 0.9, 1, 1.3, 1.5, 1.1];
const HOURS = [13, 14, 15, 19, 20, 21];
const HOUR_SHARE = [0.2, 0.25, 0.1, 0.15, 0.2, 0.1];

/** A day's sales without IVA: a weekly pattern on a gentle trend, with a deterministic wobble. */
function salesOf(date: string, index: number): number {
  const wobble = 1 + 0.04 * Math.sin(index * 1.7);
  return Math.round(2_000_000 * WEEKDAY_FACTOR[isoWeekday(date)!]! * (1 + index * 0.002) * wobble);
}

function cubesOf(date: string, index: number) {
  const noIva = salesOf(date, index);
  const covers = Math.round(noIva / 25_000);
  return dayCubes({
    date,
    salesNoIvaCents: noIva,
    covers,
    hours: HOURS.map((hour, at) => ({ hour, share: HOUR_SHARE[at]!, waiters: at % 2 === 0 ? 2 : 3 })),
    items: [
      soldItem('taco', 'Taco al pastor', 'food', Math.round(covers * 2.5)),
      soldItem('agua', 'Agua de jamaica', 'beverage', covers),
      soldItem('bolsa', 'Bolsa para llevar', 'other', Math.round(covers / 10)),
    ],
  });
}

/** `days` closed days ending `last`, written as the aggregator writes cubes. */
async function seedHistory(branch: TestBranch, last: string, days: number) {
  const written: Array<ReturnType<typeof cubesOf>> = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(last, index - days + 1)!;
    const cubes = cubesOf(date, index);
    await writeCubes(stack.deps, branch.branchId, date, cubes, {
      built_at: clock.now().toISOString(),
      revision: 1,
    });
    written.push(cubes);
  }
  return written;
}

async function refresh(branch: TestBranch, settings = DEFAULT_SETTINGS) {
  return refreshForecast(stack.deps, {
    branchId: branch.branchId,
    profile: { timezone: ZONE, business_day_cutoff_hour: 5 },
    settings,
  });
}

async function get(branch: TestBranch, path: string, query: Record<string, string> = {}) {
  return stack.request('GET', `/api/v1/intelligence/${path}`, {
    apiKey: branch.apiKey,
    query: { branch_identifier: branch.branchId, ...query },
  });
}

function expectedHistory(written: Array<ReturnType<typeof cubesOf>>) {
  return forecastHistoryOf(
    {
      sales: written.map((cubes) => cubes.sales),
      hourly: written.map((cubes) => cubes.hourly),
      items: written.map((cubes) => cubes.items),
    },
    [],
  );
}

describe('forecast stored by the pipeline and read through the API', () => {
  let branch: TestBranch;
  let written: Array<ReturnType<typeof cubesOf>>;

  beforeAll(async () => {
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    written = await seedHistory(branch, LAST_DAY, 120);
    const run = await refresh(branch);
    expect(run.as_of).toBe(LAST_DAY);
    expect(run.written).toHaveLength(14);
  });

  it('answers the next days as the forecaster computes them from the cubes', async () => {
    const response = await get(branch, 'forecast', { days: '7' });
    expect(response.status).toBe(200);
    const today = businessToday(clock.now(), ZONE, 5);
    expect(today).toBe(LAST_DAY);
    const expected = liveForecastDays(expectedHistory(written).days, addDays(LAST_DAY, 1)!, 14, NO_SETTINGS);
    const rows = response.body.data.attributes.days;
    // Business today (closed, its zout in) has no forecast of its own; the next six follow the run.
    expect(rows.map((row: { date: string }) => row.date)[0]).toBe(today);
    expect(rows[0].status).toBe('insufficient_history');
    // meta says why today alone: not that the branch lacks history.
    expect(response.body.data.meta.reason).toMatch(
      /^Para hoy no hay pronóstico: solo cuenta el que se guardó antes/,
    );
    for (const row of rows.slice(1)) {
      const day = expected.find((entry) => entry.date === row.date)!;
      expect(row).toEqual({
        date: day.date,
        sales_cents: day.sales_cents,
        sales_low_cents: day.sales_low_cents,
        sales_high_cents: day.sales_high_cents,
        covers: day.covers,
        covers_low: day.covers_low,
        covers_high: day.covers_high,
        status: day.status,
        drivers: day.drivers,
      });
      expect(row.status).toBe('ok');
    }
    expect(response.body.data.meta).toMatchObject({
      as_of: LAST_DAY,
      interval: 0.8,
      sales_basis: 'without_iva',
      branch_identifier: branch.branchId,
    });
  });

  it('answers every forecast read as CSV too', async () => {
    const tomorrow = addDays(LAST_DAY, 1)!;
    const queries: Record<string, Record<string, string>> = {
      forecast: {},
      'forecast/hours': { date: tomorrow },
      'forecast/items': { date: tomorrow },
      'forecast/accuracy': {},
      'forecast/backtest': { date_from: addDays(LAST_DAY, -13)!, date_to: addDays(LAST_DAY, -1)! },
    };
    expect(Object.keys(queries).sort()).toEqual([...FORECAST_ENDPOINTS].sort());
    for (const [path, query] of Object.entries(queries)) {
      const response = await get(branch, path, { ...query, format: 'csv' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/csv');
    }
  });

  it('splits the prep list with items of type other apart', async () => {
    const response = await get(branch, 'forecast/items', { date: addDays(LAST_DAY, 1)! });
    expect(response.status).toBe(200);
    const { items, other_items: others, status } = response.body.data.attributes;
    expect(status).toBe('ok');
    expect(items.map((entry: { product_id: string }) => entry.product_id).sort()).toEqual(['agua', 'taco']);
    expect(others.map((entry: { name: string }) => entry.name)).toEqual(['Bolsa para llevar']);
  });

  it("adds what the prep list's items need by the recipes, naming the items without one", async () => {
    const date = addDays(LAST_DAY, 1)!;
    const before = await get(branch, 'forecast/items', { date });
    expect(before.body.data.attributes.ingredients).toEqual([]);
    expect(before.body.data.attributes.items_without_recipe).toEqual([
      'Agua de jamaica',
      'Bolsa para llevar',
      'Taco al pastor',
    ]);
    await captureRecord(stack, branch, 'recipes', {
      item_name: 'Taco al pastor',
      ingredients: [
        { ingredient: 'Carne al pastor', quantity: 0.09, unit: 'kg' },
        { ingredient: 'Tortilla', quantity: 2, unit: 'pz' },
      ],
    });
    await captureRecord(stack, branch, 'recipes', {
      item_name: 'Bolsa para llevar',
      ingredients: [{ ingredient: 'Tortilla', quantity: 0.5, unit: 'pz' }],
    });
    const response = await get(branch, 'forecast/items', { date });
    const { items, other_items: others, ingredients, items_without_recipe } = response.body.data.attributes;
    const taco = items.find((entry: { product_id: string }) => entry.product_id === 'taco');
    const bag = others[0];
    // Each figure is the items' own quantity (low, high) times the recipe, added per ingredient,
    // to 3 decimals.
    const need = (uses: Array<[number, typeof taco]>) =>
      Object.fromEntries(
        (['quantity', 'quantity_low', 'quantity_high'] as const).map((figure) => [
          figure,
          Number(uses.reduce((sum, [portion, item]) => sum + portion * item[figure], 0).toFixed(3)),
        ]),
      );
    expect(ingredients).toEqual([
      { ingredient: 'Carne al pastor', unit: 'kg', ...need([[0.09, taco]]), used_by: ['Taco al pastor'] },
      {
        ingredient: 'Tortilla',
        unit: 'pz',
        ...need([
          [2, taco],
          [0.5, bag],
        ]),
        used_by: ['Taco al pastor', 'Bolsa para llevar'],
      },
    ]);
    expect(items_without_recipe).toEqual(['Agua de jamaica']);
  });

  it('suggests staff from the branch own sales per staff hour, or from the setting', async () => {
    const date = addDays(LAST_DAY, 2)!;
    const own = await get(branch, 'forecast/hours', { date });
    expect(own.status).toBe(200);
    const rate = own.body.data.meta.staffing.sales_per_staff_hour_cents;
    expect(own.body.data.meta.staffing.source).toBe('own');
    expect(rate).toBeGreaterThan(0);
    for (const hour of own.body.data.attributes.hours) {
      expect(hour.staff_suggested).toBe(hour.sales_cents > 0 ? Math.ceil(hour.sales_cents / rate) : 0);
    }
    const patched = await stack.request('PATCH', '/api/v1/settings', {
      apiKey: branch.apiKey,
      body: { data: { type: 'settings', attributes: { target_sales_per_staff_hour_cents: 100_000 } } },
    });
    expect(patched.status).toBe(200);
    const set = await get(branch, 'forecast/hours', { date });
    expect(set.body.data.meta.staffing).toMatchObject({
      source: 'setting',
      sales_per_staff_hour_cents: 100_000,
    });
    const hours = set.body.data.attributes.hours as Array<{ sales_cents: number; staff_suggested: number }>;
    expect(set.body.data.attributes.staff_hours_suggested).toBe(
      hours.reduce((sum, hour) => sum + Math.ceil(hour.sales_cents / 100_000), 0),
    );
  });

  it('prices the suggested staff with the payroll of the 28 days before the forecast', async () => {
    const date = addDays(LAST_DAY, 2)!;
    const before = await get(branch, 'forecast/hours', { date });
    expect(before.body.data.meta.staffing.labor_cost_reason).toMatch(/Sin nómina/);
    // Each day's hours have 2 or 3 waiters on their lines.
    const dayHours = HOURS.reduce((sum, _, at) => sum + (at % 2 === 0 ? 2 : 3), 0);
    const quincena = (from: number, to: number) =>
      captureRecord(stack, branch, 'payroll', {
        period_from: addDays(LAST_DAY, from),
        period_to: addDays(LAST_DAY, to),
        department: 'floor',
        amount_cents: 420_000,
      });
    // The second half of the 28 days alone: its payroll over its own 14 days' staff hours (before
    // 2026-12-06, over all 28 days', an hour priced at half).
    await quincena(-13, 0);
    const half = (await get(branch, 'forecast/hours', { date })).body.data;
    expect(half.meta.staffing.labor_cost_per_staff_hour_cents).toBe(Math.round(420_000 / (14 * dayHours)));
    // Both halves: the 28 days up to the forecast's as_of, all of it over all their hours.
    await quincena(-27, -14);
    const staffHours = 28 * dayHours;
    const after = (await get(branch, 'forecast/hours', { date })).body.data;
    expect(after.meta.staffing).toMatchObject({
      labor_cost_per_staff_hour_cents: Math.round(840_000 / staffHours),
      labor_cost_reason: null,
    });
    const day = (await get(branch, 'forecast', { days: '7' })).body.data.attributes.days.find(
      (row: { date: string }) => row.date === date,
    );
    const labor = after.attributes.staff_hours_suggested * Math.round(840_000 / staffHours);
    expect(after.attributes.labor_cost_projected_cents).toBe(labor);
    expect(after.attributes.labor_cost_pct_projected).toBe(
      Math.round(((labor * 100) / day.sales_cents) * 10) / 10,
    );
  });

  it("reads a date's forecast, detail and settings in one batch, as the three reads give them", async () => {
    // The hours read takes them from one BatchGetItem: the same as the single reads, stored or not.
    for (const date of [addDays(LAST_DAY, 2)!, addDays(LAST_DAY, 40)!]) {
      const [day, detail, settings] = await Promise.all([
        readForecastDay(stack.deps, branch.branchId, date),
        readForecastDetail(stack.deps, branch.branchId, date),
        getBranchSettings(stack.deps, branch.branchId),
      ]);
      const batch = await readForecastDayDetailSettings(stack.deps, branch.branchId, date);
      expect(batch).toEqual({ day, detail, settings });
    }
  });

  it('replays the history without the dates the settings declare closed', async () => {
    // The settings are read beside the cubes; their closed dates still apply to what was read.
    const closed = addDays(LAST_DAY, -3)!;
    const range = { date_from: addDays(LAST_DAY, -5)!, date_to: addDays(LAST_DAY, -1)! };
    const setClosed = (dates: string[]) =>
      stack.request('PATCH', '/api/v1/settings', {
        apiKey: branch.apiKey,
        body: { data: { type: 'settings', attributes: { closed_dates: dates } } },
      });
    type Row = { date: string; actual_sales_cents: number | null };
    const actuals = async () =>
      new Map(
        ((await get(branch, 'forecast/backtest', range)).body.data.attributes.days as Row[]).map((row) => [
          row.date,
          row.actual_sales_cents,
        ]),
      );
    const open = await actuals();
    expect(open.get(closed)).not.toBeNull();
    expect((await setClosed([closed])).status).toBe(200);
    const declared = await actuals();
    expect((await setClosed([])).status).toBe(200);
    expect(declared).toEqual(
      new Map([...open].map(([date, cents]) => [date, date === closed ? null : cents])),
    );
  });

  it('refuses dates and ranges outside their bounds with 422, never 5xx', async () => {
    for (const [path, query] of [
      ['forecast', { days: '15' }],
      ['forecast', { days: '0' }],
      ['forecast/hours', { date: '2026-02-30' }],
      ['forecast/hours', { date: '2027-12-01' }],
      ['forecast/items', {}],
      ['forecast/accuracy', { days: '6' }],
      ['forecast/backtest', { date_from: LAST_DAY, date_to: addDays(LAST_DAY, -1)! }],
      ['forecast/backtest', { date_from: addDays(LAST_DAY, -100)!, date_to: LAST_DAY }],
      ['forecast/backtest', { date_from: LAST_DAY, date_to: addDays(LAST_DAY, 1)! }],
      ['forecast/backtest', { date_from: LAST_DAY, date_to: LAST_DAY, horizon: '15' }],
    ] as const) {
      const response = await get(branch, path, query);
      expect(response.status, `${path} ${JSON.stringify(query)}`).toBe(422);
    }
  });
});

describe('what was said before a day', () => {
  it('is never rewritten once the day has begun; the days not begun follow late data', async () => {
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    await seedHistory(branch, LAST_DAY, 60);
    await refresh(branch);
    const before = await readForecastDays(
      stack.deps,
      branch.branchId,
      addDays(LAST_DAY, 1)!,
      addDays(LAST_DAY, 14)!,
    );
    // 06:00 of the next day: it has begun (cutoff 05:00). Late data doubles a past day's sales.
    const tomorrow = addDays(LAST_DAY, 1)!;
    clock.set(new Date(instantAtLocalHour(tomorrow, 6, ZONE)));
    const late = cubesOf(addDays(LAST_DAY, -3)!, 56);
    late.sales.total_sales_no_iva_cents = late.sales.total_sales_no_iva_cents! * 3;
    late.sales.total_sales_cents *= 3;
    await writeCubes(stack.deps, branch.branchId, late.sales.date, late, {
      built_at: clock.now().toISOString(),
      revision: 2,
    });
    const run = await refresh(branch);
    expect(run.written).not.toContain(tomorrow);
    const after = await readForecastDays(stack.deps, branch.branchId, tomorrow, addDays(LAST_DAY, 14)!);
    expect(after[0]).toEqual(before[0]);
    expect(after.slice(1).map((day) => day.latest.made_at)).toEqual(
      after.slice(1).map(() => clock.now().toISOString()),
    );
  });
});

describe("the demo's forecast of a day already begun (local/demo-forecast.ts)", () => {
  it("leaves the days after today to today's close once it is in", async () => {
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    const today = addDays(LAST_DAY, 1)!;
    // Loaded at 23:00 with today's close in: its build stored tomorrow on, from today's cubes.
    clock.set(new Date(instantAtLocalHour(today, 23, ZONE)));
    await seedHistory(branch, today, 60);
    await refresh(branch);
    // Today's night alone (no earlier night replayed).
    const dates = await storeDemoForecasts(stack.deps, branch.branchId, 0);
    expect(dates[0]).toBe(today);
    const stored = await readForecastDays(stack.deps, branch.branchId, today, addDays(today, 13)!);
    // Today keeps what yesterday's close would have said; the days after, today's close (before,
    // yesterday's rewrote them).
    expect(stored.map((day) => day.latest.as_of)).toEqual([LAST_DAY, ...stored.slice(1).map(() => today)]);
  });

  it('is what the close of the day before would have stored, from the same closed days', async () => {
    const [demo, real] = [
      await stack.createBranch({ businessDayCutoffHour: 5 }),
      await stack.createBranch({ businessDayCutoffHour: 5 }),
    ];
    const tomorrow = addDays(LAST_DAY, 1)!;
    // The real branch's build ran at 23:30, before the next day began; the demo's loaded at 06:00.
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    await seedHistory(real, LAST_DAY, 60);
    await refresh(real);
    clock.set(new Date(instantAtLocalHour(tomorrow, 6, ZONE)));
    await seedHistory(demo, LAST_DAY, 60);
    expect((await refresh(demo)).written).not.toContain(tomorrow);
    expect(await storeDemoForecasts(stack.deps, demo.branchId, 0)).toContain(tomorrow);
    const [stored] = await readForecastDays(stack.deps, demo.branchId, tomorrow, tomorrow);
    const [said] = await readForecastDays(stack.deps, real.branchId, tomorrow, tomorrow);
    const { made_at: madeAt, ...figures } = stored!.latest;
    expect(figures).toEqual(omitMadeAt(said!.latest));
    // Made as of a minute before the day began (05:00 local), which is what it says.
    expect(madeAt).toBe(new Date(instantAtLocalHour(tomorrow, 5, ZONE) - 60_000).toISOString());
  });

  it("replays the last nights as their closes would have stored them: the backtest's rows", async () => {
    // Since 2026-12-07; before, the demo stored today alone and its accuracy scored no day.
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    const today = addDays(LAST_DAY, 1)!;
    clock.set(new Date(instantAtLocalHour(today, 6, ZONE)));
    await seedHistory(branch, LAST_DAY, 60);
    const nights = 10;
    const dates = await storeDemoForecasts(stack.deps, branch.branchId, nights);
    expect(dates[0]).toBe(addDays(today, -nights));
    const accuracy = (await get(branch, 'forecast/accuracy', { days: String(nights) })).body.data.attributes;
    const backtest = (
      await get(branch, 'forecast/backtest', {
        date_from: addDays(today, -nights)!,
        date_to: LAST_DAY,
        horizon: '1',
      })
    ).body.data.attributes;
    type Row = { date: string; sales_cents: number | null; covers: number | null };
    const figures = (rows: Row[]) => rows.map((row) => [row.date, row.sales_cents, row.covers]);
    // Each day's freshest stored forecast was made the night before it, from the days before it.
    expect(accuracy.days.map((row: { horizon: number }) => row.horizon)).toEqual(
      Array.from({ length: nights }, () => 1),
    );
    expect(figures(accuracy.days)).toEqual(figures(backtest.days));
    // Made a minute before its day began (05:00 local, Mexico City's UTC−6).
    expect(accuracy.days[0].made_at).toBe(`${addDays(today, -nights)}T04:59:00.000-06:00`);
  });
});

function omitMadeAt<T extends { made_at: string }>(latest: T): Omit<T, 'made_at'> {
  const { made_at: _madeAt, ...rest } = latest;
  return rest;
}

describe('a branch under 14 closed days', () => {
  it('gets insufficient_history and no number', async () => {
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    await seedHistory(branch, LAST_DAY, 10);
    await refresh(branch);
    const response = await get(branch, 'forecast', { days: '14' });
    expect(response.status).toBe(200);
    for (const row of response.body.data.attributes.days) {
      expect(row).toMatchObject({ status: 'insufficient_history', sales_cents: null, covers: null });
    }
    expect(response.body.data.meta.reason).toMatch(/hacen falta al menos 14 días cerrados/);
  });
});

describe('backtest rows', () => {
  it('equal the live forecast stored on the history truncated at their origin', async () => {
    const full = await stack.createBranch({ businessDayCutoffHour: 5 });
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    await seedHistory(full, LAST_DAY, 90);
    const horizon = 3;
    const date = addDays(LAST_DAY, -10)!;
    const backtest = await get(full, 'forecast/backtest', {
      date_from: date,
      date_to: date,
      horizon: String(horizon),
    });
    expect(backtest.status).toBe(200);
    const [row] = backtest.body.data.attributes.days;

    // The live path: a branch whose cubes end the day before the origin, the clock at its close.
    const asOf = addDays(date, -horizon)!;
    clock.set(new Date(instantAtLocalHour(asOf, 23, ZONE) + 30 * 60_000));
    const live = await stack.createBranch({ businessDayCutoffHour: 5 });
    const all = Array.from({ length: 90 }, (_, index) => ({ date: addDays(LAST_DAY, index - 89)!, index }));
    for (const { date: day, index } of all.filter((entry) => entry.date <= asOf)) {
      const cubes = cubesOf(day, index);
      await writeCubes(stack.deps, live.branchId, day, cubes, {
        built_at: clock.now().toISOString(),
        revision: 1,
      });
    }
    await refresh(live);
    const [stored] = await readForecastDays(stack.deps, live.branchId, date, date);
    expect(stored!.horizons.map((entry) => entry.horizon)).toEqual([horizon]);
    expect(row).toMatchObject({
      date,
      status: stored!.latest.status,
      sales_cents: stored!.latest.sales_cents,
      sales_low_cents: stored!.latest.sales_low_cents,
      sales_high_cents: stored!.latest.sales_high_cents,
      covers: stored!.latest.covers,
      covers_low: stored!.latest.covers_low,
      covers_high: stored!.latest.covers_high,
      drivers: stored!.latest.drivers,
    });
    expect(row.actual_sales_cents).toBe(salesOf(date, all.find((entry) => entry.date === date)!.index));
  });
});

describe('the accuracy read', () => {
  it('equals a recomputation from the stored forecasts, with the days horizon 1 scores', async () => {
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    const start = addDays(LAST_DAY, -12)!;
    // A day without a zout: no cubes, no run; the day after it has only a forecast made 2 days before.
    const closed = addDays(LAST_DAY, -5)!;
    const all = Array.from({ length: 90 }, (_, index) => ({ date: addDays(LAST_DAY, index - 89)!, index }));
    // History up to `start`, then each day closes and the pipeline forecasts, as in production.
    for (const { date, index } of all.filter((entry) => entry.date !== closed)) {
      clock.set(new Date(instantAtLocalHour(date, 23, ZONE) + 30 * 60_000));
      await writeCubes(stack.deps, branch.branchId, date, cubesOf(date, index), {
        built_at: clock.now().toISOString(),
        revision: 1,
      });
      if (date >= start) await refresh(branch);
    }
    clock.set(new Date(instantAtLocalHour(addDays(LAST_DAY, 1)!, 12, ZONE)));
    const response = await get(branch, 'forecast/accuracy', { days: '10' });
    expect(response.status).toBe(200);
    const today = addDays(LAST_DAY, 1)!;
    const stored = await readForecastDays(
      stack.deps,
      branch.branchId,
      addDays(today, -10)!,
      addDays(today, -1)!,
    );
    // What happened, from the cubes written: the closed day is not there.
    const opened = new Map(
      all
        .filter((entry) => entry.date !== closed)
        .map(({ date, index }) => [
          date,
          { sales: salesOf(date, index), covers: Math.round(salesOf(date, index) / 25_000) },
        ]),
    );
    // Each stored day's freshest forecast (its horizons ascend), when ok and the day opened.
    const expected = stored.flatMap((day) => {
      const entry = day.horizons[0];
      const actual = opened.get(day.date);
      if (entry?.status !== 'ok' || actual === undefined) return [];
      return [
        {
          date: day.date,
          sales_cents: entry.sales_cents,
          sales_low_cents: entry.sales_low_cents,
          sales_high_cents: entry.sales_high_cents,
          actual_sales_cents: actual.sales,
          covers: entry.covers,
          covers_low: entry.covers_low,
          covers_high: entry.covers_high,
          actual_covers: actual.covers,
          // Each run was at 23:30 of its as_of, in Mexico City (UTC−6).
          made_at: `${entry.as_of}T23:30:00.000-06:00`,
          horizon: entry.horizon,
        },
      ];
    });
    const { days, horizons } = response.body.data.attributes;
    expect(days).toEqual(expected);
    expect(days.map((row: { date: string }) => row.date)).not.toContain(closed);
    expect(days.find((row: { date: string }) => row.date === addDays(closed, 1))).toMatchObject({
      horizon: 2,
      made_at: `${addDays(closed, -1)}T23:30:00.000-06:00`,
    });
    for (const figure of ['sales', 'covers'] as const) {
      const row = horizons.find(
        (entry: { horizon: number; figure: string }) => entry.horizon === 1 && entry.figure === figure,
      );
      const pairs = expected.map((day) =>
        figure === 'sales'
          ? { forecast: day.sales_cents!, actual: day.actual_sales_cents }
          : { forecast: day.covers!, actual: day.actual_covers },
      );
      expect(row.days_scored).toBe(pairs.length);
      expect(row.days_scored).toBeGreaterThanOrEqual(7);
      const wape =
        pairs.reduce((sum, pair) => sum + Math.abs(pair.actual - pair.forecast), 0) /
        pairs.reduce((sum, pair) => sum + pair.actual, 0);
      expect(row.wape).toBeCloseTo(wape, 3);
    }
  });
});

describe('today in /live/sales/today', () => {
  it('carries the forecast the forecast read answers, and the pace against its hours so far', async () => {
    const branch = await stack.createBranch({ businessDayCutoffHour: 5 });
    clock.set(new Date(instantAtLocalHour(LAST_DAY, 23, ZONE) + 30 * 60_000));
    const written = await seedHistory(branch, LAST_DAY, 60);
    await refresh(branch);
    const today = addDays(LAST_DAY, 1)!;
    clock.set(new Date(instantAtLocalHour(today, 14, ZONE) + 30 * 60_000));
    for (const [event, extra] of [
      ['table_opened', { covers: 2, waiter_name: 'Ana' }],
      ['table_closed', { total_cents: 123_400, payments: [{ payment_type: 'card', amount_cents: 123_400 }] }],
    ] as const) {
      const sent = await stack.request('POST', '/api/v1/live/update', {
        apiKey: branch.apiKey,
        idempotencyKey: `${branch.branchId}-${event}`,
        body: {
          data: {
            type: 'live-update',
            attributes: {
              branch_identifier: branch.branchId,
              occurred_at: `${today}T14:${event === 'table_opened' ? '22' : '28'}:00-06:00`,
              event,
              table_id: 'M1',
              ...extra,
            },
          },
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    }
    // A table still open has ordered 20,000: the forecast's hours are orders by hour, so the pace
    // counts it, as it counts what was paid.
    const ordered = {
      item_name: 'Tacos',
      quantity: 1,
      unit_price_cents: 20_000,
      subtotal_cents: 20_000,
      net_total_cents: 20_000,
      category_type: 'food',
    };
    for (const [event, extra] of [
      ['table_opened', { covers: 2 }],
      ['items_ordered', { lines: [ordered] }],
    ] as const) {
      const sent = await stack.request('POST', '/api/v1/live/update', {
        apiKey: branch.apiKey,
        idempotencyKey: `${branch.branchId}-M2-${event}`,
        body: {
          data: {
            type: 'live-update',
            attributes: {
              branch_identifier: branch.branchId,
              occurred_at: `${today}T14:${event === 'table_opened' ? '24' : '25'}:00-06:00`,
              event,
              table_id: 'M2',
              ...extra,
            },
          },
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    }
    const [live, forecast, hours] = await Promise.all([
      stack.request('GET', '/api/v1/live/sales/today', { apiKey: branch.apiKey }),
      get(branch, 'forecast', { days: '1' }),
      get(branch, 'forecast/hours', { date: today }),
    ]);
    const row = forecast.body.data.attributes.days[0];
    expect(row.status).toBe('ok');
    const { attributes } = live.body.data;
    expect(attributes.forecast_sales_cents).toBe(row.sales_cents);
    expect(attributes.forecast_sales_basis).toBe(forecast.body.data.meta.sales_basis);
    expect(attributes.forecast_status).toBe('ok');
    // 14:30 with a 05:00 cutoff: every hour before 14:00 whole, and half of 14:00.
    const expected = (
      hours.body.data.attributes.hours as Array<{ hour: string; sales_cents: number }>
    ).reduce((sum, hour) => {
      const at = Number(hour.hour.slice(0, 2));
      return sum + (at < 14 ? hour.sales_cents : at === 14 ? hour.sales_cents / 2 : 0);
    }, 0);
    const history = expectedHistory(written);
    expect(attributes.total_sales_cents).toBe(123_400);
    expect(attributes.open_ordered_cents).toBe(20_000);
    expect(attributes.pace_pct).toBeCloseTo((100 * (123_400 + 20_000)) / (expected * history.ivaFactor), 1);
    // The day with IVA, as the live sales: the pace's day.
    expect(attributes.forecast_sales_with_iva_cents).toBe(Math.round(row.sales_cents * history.ivaFactor));
  });
});
