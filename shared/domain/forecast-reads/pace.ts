/**
 * Today's pace against the forecast (`/live/sales/today`, Hoy, the assistant): sales so far against
 * the forecast's share of the day up to now, hour by hour in business-day order (from the cutoff
 * hour, so the hours after midnight come last) with the hour under way counted by its minutes.
 * The live sales are with IVA, so the forecast is put on the same footing (its `iva_factor`). Pure.
 */
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import type { ForecastStatus } from '../forecast/types.ts';
import type { SalesBasis, StoredForecastDay } from './stored.ts';

/** Hours into the business day at a local wall clock (`HH`, `mm`), the cutoff hour being 0. */
export function hoursIntoBusinessDay(hour: number, minute: number, cutoffHour: number): number {
  return ((hour - cutoffHour + 24) % 24) + minute / 60;
}

/** The forecast's sales expected by `elapsed` hours into the business day (its basis, not rounded). */
export function expectedSoFar(
  hourSales: ReadonlyArray<readonly [number, number]>,
  elapsed: number,
  cutoffHour: number,
): number {
  return hourSales.reduce((sum, [hour, cents]) => {
    const start = hoursIntoBusinessDay(hour, 0, cutoffHour);
    const part = Math.min(1, Math.max(0, elapsed - start));
    return sum + cents * part;
  }, 0);
}

export interface ForecastPace {
  /** Today's forecast sales as the forecast reads answer them (meta.sales_basis); null: none ok. */
  forecast_sales_cents: number | null;
  /** Which sales forecast_sales_cents is (with or without IVA); null with it. */
  forecast_sales_basis: SalesBasis | null;
  /** forecast_sales_cents with IVA (× iva_factor, rounded), as the live sales are; null with it. */
  forecast_sales_with_iva_cents: number | null;
  /** 100 × sales so far ÷ the forecast's sales expected by now (with IVA), one decimal; null when either is missing or nothing was expected yet. */
  pace_pct: number | null;
  /** The status of today's forecast stored before the day began; null when none was stored. */
  forecast_status: ForecastStatus | null;
}

export function forecastPace(
  salesSoFarCents: number | null,
  today: StoredForecastDay | undefined,
  elapsed: number,
  cutoffHour: number,
): ForecastPace {
  const latest = today?.latest;
  const forecast_status = latest?.status ?? null;
  if (latest === undefined || latest.status !== 'ok' || latest.sales_cents === null) {
    return {
      forecast_sales_cents: null,
      forecast_sales_basis: null,
      forecast_sales_with_iva_cents: null,
      pace_pct: null,
      forecast_status,
    };
  }
  const expected = expectedSoFar(today?.hour_sales ?? [], elapsed, cutoffHour) * latest.iva_factor;
  const pace =
    salesSoFarCents === null || expected <= 0
      ? null
      : roundHalfAwayFromZero((100 * salesSoFarCents) / expected, 1);
  return {
    forecast_sales_cents: latest.sales_cents,
    forecast_sales_basis: latest.sales_basis,
    forecast_sales_with_iva_cents: roundHalfAwayFromZero(latest.sales_cents * latest.iva_factor),
    pace_pct: pace,
    forecast_status,
  };
}
