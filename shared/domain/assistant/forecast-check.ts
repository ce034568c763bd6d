/**
 * "¿Le atinaste ayer?", "¿cuánto vendí el sábado contra lo que pronosticaste?": a closed day's
 * forecast as it was stored before the day began, beside what it sold, from the accuracy read's
 * `days` (the rows its day-ahead score counts: docs/forecast-api.md). The forecast is the baseline
 * the change names. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import { salesBasisInWords } from '../forecast-reads/words.ts';
import type { ForecastAccuracyAttributes, ForecastAccuracyMeta } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { period, sentence } from './format.ts';

/** The accuracy read's window that holds any closed day it can answer for: its longest. */
export const DAY_CHECK_WINDOW_DAYS = 91;

type CheckedDay = ForecastAccuracyAttributes['days'][number];

/** "te pronostiqué $X sin IVA (entre $A y $B) y vendiste $Y sin IVA: 8.0% más de lo pronosticado, dentro del rango." */
function salesCheck(row: CheckedDay & { sales_cents: number }, basis: string | null, answer: Answer): string {
  const after = basis === null ? '' : ` ${basis}`;
  const forecast = answer.money('forecast_sales_cents', 'Venta pronosticada', row.sales_cents);
  const low = answer.money('forecast_sales_low_cents', 'Venta mínima probable (p10)', row.sales_low_cents!);
  const high = answer.money(
    'forecast_sales_high_cents',
    'Venta máxima probable (p90)',
    row.sales_high_cents!,
  );
  const actual = answer.money('actual_sales_cents', 'Venta real', row.actual_sales_cents);
  const change = pctChange(row.actual_sales_cents, row.sales_cents);
  const inside =
    row.actual_sales_cents >= row.sales_low_cents! && row.actual_sales_cents <= row.sales_high_cents!;
  const range = inside ? 'dentro del rango' : 'fuera del rango';
  const gap =
    change === null || change === 0
      ? 'lo mismo que lo pronosticado'
      : `${answer.pct('actual_vs_forecast_pct', 'Diferencia contra lo pronosticado', change)} ${change > 0 ? 'más' : 'menos'} de lo pronosticado`;
  return `te pronostiqué ${forecast}${after} (entre ${low} y ${high}) y vendiste ${actual}${after}: ${gap}, ${range}`;
}

/** " De comensales esperaba 120 y llegaron 131." when the day's covers were forecast. */
function coversCheck(row: CheckedDay, answer: Answer): string {
  if (row.covers === null) return '';
  const expected = answer.count('forecast_covers', 'Comensales pronosticados', row.covers);
  const came = answer.count('actual_covers', 'Comensales reales', row.actual_covers);
  return ` De comensales esperaba ${expected} y llegaron ${came}.`;
}

/** The day's forecast against what it sold, or why there is nothing to compare. */
export function dayCheckAnswer(
  accuracy: ForecastAccuracyAttributes,
  meta: Pick<ForecastAccuracyMeta, 'sales_basis'>,
  date: string,
  today: string,
  answer: Answer,
): string {
  const when = period({ from: date, to: date }, today);
  const row = accuracy.days.find((entry) => entry.date === date);
  if (row === undefined || row.sales_cents === null)
    return sentence(
      `para ${when} no tengo un pronóstico guardado antes de que empezara el día junto con su venta del corte Z, así que no hay con qué compararlo.`,
    );
  const basis = salesBasisInWords(meta.sales_basis);
  const ahead =
    row.horizon > 1
      ? ` (lo pronostiqué ${answer.count('forecast_horizon_days', 'Días de anticipación', row.horizon)} días antes: la víspera no abriste)`
      : '';
  const sales = salesCheck({ ...row, sales_cents: row.sales_cents }, basis, answer);
  return `${sentence(`${when}${ahead} ${sales}.`)}${coversCheck(row, answer)}`;
}
