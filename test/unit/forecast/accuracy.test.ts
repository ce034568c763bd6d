/**
 * The accuracy read's attributes (docs/forecast-api.md, "Accuracy"): the day rows are the days the
 * horizon-1 score counts, each with its freshest stored forecast and what happened, so the score
 * is recomputed here from the rows; every expected row is built from this file's own history and
 * stored forecasts, never copied from an output.
 */
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '#shared/domain/calendar-dates.ts';
import type { HistoryDay } from '#shared/domain/forecast/types.ts';
import { accuracyOf } from '#shared/domain/forecast-reads/accuracy.ts';
import type {
  SalesBasis,
  StoredForecastDay,
  StoredHorizonForecast,
} from '#shared/domain/forecast-reads/stored.ts';
import { syntheticHistory } from './fixtures.ts';

const ZONE = 'America/Mexico_City';
/** The history: 12 weeks from a Monday, closed on Mondays; the scored window is its last 4 weeks. */
const history = syntheticHistory({ from: '2026-01-05', days: 84, closedWeekdays: [1] });
const window = history.slice(-28);
const openOn = new Map(history.map((day) => [day.date, day.open]));
/** A date in the window with nothing stored (the pipeline did not run for it). */
const NOTHING_STORED = window[9]!.date;
/** A date whose forecast was made in the other sales basis: not compared. */
const OTHER_BASIS = window[16]!.date;
/** A date whose stored forecast has sales but no covers figure. */
const NO_COVERS = window[20]!.date;

/** The forecast of `date` made `horizon` days before, after that day closed (23:30 in Mexico City). */
function entryOf(day: HistoryDay, horizon: number, index: number): StoredHorizonForecast {
  const asOf = addDays(day.date, -horizon)!;
  const ok = day.open;
  const sales = Math.round(day.sales_cents * (1 + 0.1 * Math.sin(index + horizon)));
  const covers = day.date === NO_COVERS ? null : Math.round(day.covers * (1 + 0.1 * Math.cos(index)));
  const share = (value: number | null, by: number) => (ok && value !== null ? Math.round(value * by) : null);
  return {
    date: day.date,
    horizon,
    status: ok ? 'ok' : 'closed',
    sales_cents: share(sales, 1),
    sales_low_cents: share(sales, 0.9),
    sales_high_cents: share(sales, 1.1),
    covers: share(covers, 1),
    covers_low: share(covers, 0.9),
    covers_high: share(covers, 1.1),
    as_of: asOf,
    made_at: `${addDays(asOf, 1)}T05:30:00.000Z`,
    history_days: 60,
    method: 'test',
    sales_basis: day.date === OTHER_BASIS ? 'with_iva' : 'without_iva',
    iva_factor: 1.16,
  };
}

/** What the pipeline stored: a forecast from every open day up to 14 days before each date. */
const stored: StoredForecastDay[] = window
  .filter((day) => day.date !== NOTHING_STORED)
  .map((day, index) => {
    const horizons = Array.from({ length: 14 }, (_, at) => at + 1)
      .filter((horizon) => openOn.get(addDays(day.date, -horizon)!) === true)
      .map((horizon) => entryOf(day, horizon, index));
    const { horizon: _, ...latest } = horizons[0]!;
    return {
      date: day.date,
      begins_at: `${day.date}T11:00:00.000Z`,
      latest: { ...latest, horizon: horizons[0]!.horizon, drivers: [] },
      horizons,
      hour_sales: [],
    };
  });

/** The rows expected: each open day in the window with an `ok` forecast in the basis, its freshest one. */
function expectedRows(basis: SalesBasis) {
  return stored.flatMap((day) => {
    const actual = history.find((entry) => entry.date === day.date)!;
    const freshest = day.horizons[0]!;
    if (!actual.open || freshest.status !== 'ok' || freshest.sales_basis !== basis) return [];
    const asOf = addDays(day.date, -freshest.horizon)!;
    return [
      {
        date: day.date,
        sales_cents: freshest.sales_cents,
        sales_low_cents: freshest.sales_low_cents,
        sales_high_cents: freshest.sales_high_cents,
        actual_sales_cents: actual.sales_cents,
        covers: freshest.covers,
        covers_low: freshest.covers_low,
        covers_high: freshest.covers_high,
        actual_covers: actual.covers,
        // 05:30 UTC the morning after as_of is 23:30 of as_of in Mexico City (UTC−6, no DST).
        made_at: `${asOf}T23:30:00.000-06:00`,
        horizon: freshest.horizon,
      },
    ];
  });
}

/** The score recomputed from the rows, as a vendor would: one figure's non-null rows. */
function scoreFromRows(rows: ReturnType<typeof expectedRows>, figure: 'sales' | 'covers') {
  const pairs = rows.flatMap((row) => {
    const [forecast, low, high, actual] =
      figure === 'sales'
        ? [row.sales_cents, row.sales_low_cents, row.sales_high_cents, row.actual_sales_cents]
        : [row.covers, row.covers_low, row.covers_high, row.actual_covers];
    return forecast === null || low === null || high === null ? [] : [{ forecast, low, high, actual }];
  });
  const total = pairs.reduce((sum, pair) => sum + pair.actual, 0);
  return {
    days_scored: pairs.length,
    wape: pairs.reduce((sum, pair) => sum + Math.abs(pair.actual - pair.forecast), 0) / total,
    bias_pct: (100 * pairs.reduce((sum, pair) => sum + pair.forecast - pair.actual, 0)) / total,
    interval_coverage:
      pairs.filter((pair) => pair.low <= pair.actual && pair.actual <= pair.high).length / pairs.length,
  };
}

describe('accuracyOf', () => {
  const result = accuracyOf(stored, history, 'without_iva', ZONE);

  it('gives each day horizon 1 scores its freshest stored forecast and what happened, by date', () => {
    const expected = expectedRows('without_iva');
    expect(result.days).toEqual(expected);
    const dates = result.days.map((row) => row.date);
    expect(dates).toEqual([...dates].sort());
    // Nothing stored, closed (Mondays), or another basis: no row, though the first two opened.
    expect([NOTHING_STORED, OTHER_BASIS].map((date) => openOn.get(date))).toEqual([true, true]);
    for (const date of [NOTHING_STORED, OTHER_BASIS]) expect(dates).not.toContain(date);
    expect(dates.filter((date) => isoWeekday(date) === 1)).toEqual([]);
  });

  it('takes the 2-day forecast of a day after a closed one: its freshest', () => {
    const tuesdays = result.days.filter((row) => isoWeekday(row.date) === 2);
    expect(tuesdays.length).toBeGreaterThan(0);
    for (const row of tuesdays) {
      expect(row.horizon).toBe(2);
      expect(row.made_at).toBe(`${addDays(row.date, -2)}T23:30:00.000-06:00`);
    }
    const others = result.days.filter((row) => isoWeekday(row.date) !== 2);
    expect(others.every((row) => row.horizon === 1)).toBe(true);
  });

  it('keeps a day whose stored forecast lacks covers, with null covers, out of the covers score only', () => {
    const row = result.days.find((entry) => entry.date === NO_COVERS)!;
    expect(row).toMatchObject({ covers: null, covers_low: null, covers_high: null });
    expect(row.sales_cents).not.toBeNull();
  });

  it('scores horizon 1 over exactly its rows: each figure recomputes from them', () => {
    for (const figure of ['sales', 'covers'] as const) {
      const score = result.horizons.find((entry) => entry.horizon === 1 && entry.figure === figure)!;
      const recomputed = scoreFromRows(result.days, figure);
      expect(score.days_scored).toBe(recomputed.days_scored);
      expect(score.wape).toBeCloseTo(recomputed.wape, 12);
      expect(score.bias_pct).toBeCloseTo(recomputed.bias_pct, 10);
      expect(score.interval_coverage).toBeCloseTo(recomputed.interval_coverage, 12);
    }
    const sales = result.horizons.find((entry) => entry.horizon === 1 && entry.figure === 'sales')!;
    const covers = result.horizons.find((entry) => entry.horizon === 1 && entry.figure === 'covers')!;
    expect(covers.days_scored).toBe(sales.days_scored - 1);
  });

  it('has no rows when no stored forecast is in the history basis', () => {
    const other = accuracyOf(stored, history, 'with_iva', ZONE);
    expect(other.days).toEqual(expectedRows('with_iva'));
    expect(other.days.map((row) => row.date)).toEqual([OTHER_BASIS]);
  });
});
