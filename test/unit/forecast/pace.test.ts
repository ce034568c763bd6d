import { describe, expect, it } from 'vitest';
import type { ForecastStatus } from '#shared/domain/forecast/types.ts';
import { forecastPace } from '#shared/domain/forecast-reads/pace.ts';
import type { StoredForecastDay } from '#shared/domain/forecast-reads/stored.ts';

const CUTOFF = 5;

/** A stored forecast of 2026-12-03 whose sales fall at 13:00 and 14:00 (1.16 with IVA per peso). */
function stored(status: ForecastStatus): StoredForecastDay {
  const ok = status === 'ok';
  return {
    date: '2026-12-03',
    begins_at: '2026-12-03T11:00:00.000Z',
    latest: {
      date: '2026-12-03',
      horizon: 1,
      status,
      sales_cents: ok ? 100_000 : null,
      sales_low_cents: ok ? 80_000 : null,
      sales_high_cents: ok ? 120_000 : null,
      covers: ok ? 40 : null,
      covers_low: ok ? 30 : null,
      covers_high: ok ? 50 : null,
      drivers: [],
      as_of: '2026-12-02',
      made_at: '2026-12-03T06:00:00.000Z',
      history_days: 60,
      method: 'test',
      sales_basis: 'without_iva',
      iva_factor: 1.16,
    },
    horizons: [],
    hour_sales: ok
      ? [
          [13, 40_000],
          [14, 60_000],
        ]
      : [],
  };
}

describe('forecastPace', () => {
  it('paces sales so far against the hours expected by now, with IVA, and says the forecast is ok', () => {
    // 14:30 is 9.5 hours into a day that turns at 05:00: all of 13:00 and half of 14:00 expected.
    const expected = (40_000 + 30_000) * 1.16;
    expect(forecastPace(81_200, stored('ok'), 9.5, CUTOFF)).toEqual({
      forecast_sales_cents: 100_000,
      forecast_sales_basis: stored('ok').latest?.sales_basis,
      // The day on the live sales' footing: 100,000 × 1.16.
      forecast_sales_with_iva_cents: 116_000,
      pace_pct: Math.round((1000 * 81_200) / expected) / 10,
      forecast_status: 'ok',
    });
  });

  it("says why there is no figure: the stored forecast's status, or null when none was stored", () => {
    const none = {
      forecast_sales_cents: null,
      forecast_sales_basis: null,
      forecast_sales_with_iva_cents: null,
      pace_pct: null,
    };
    expect(forecastPace(50_000, stored('closed'), 9.5, CUTOFF)).toEqual({
      ...none,
      forecast_status: 'closed',
    });
    expect(forecastPace(50_000, stored('insufficient_history'), 9.5, CUTOFF)).toEqual({
      ...none,
      forecast_status: 'insufficient_history',
    });
    expect(forecastPace(50_000, undefined, 9.5, CUTOFF)).toEqual({ ...none, forecast_status: null });
  });
});
