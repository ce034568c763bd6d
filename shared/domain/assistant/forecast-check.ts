/**
 * "¿Le atinaste ayer?", "¿cuánto vendí el sábado contra lo que pronosticaste?": a closed day's
 * forecast as it was stored before the day began, beside what it sold, from the accuracy read's
 * `days` (the rows its day-ahead score counts: docs/forecast-api.md). The forecast is the baseline
 * the change names. A day with no stored forecast (a branch's first days, or history sent late) is
 * replayed instead, as the accuracy answer does for a young branch: the backtest read's forecast
 * made with only the days closed before it, said as a replay. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import { isOpenDay } from '../analytics/sales.ts';
import { salesInBasis } from '../forecast-reads/history.ts';
import { type SalesBasis, todayUnsaid } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type {
  ForecastAccuracyAttributes,
  ForecastAccuracyMeta,
  ForecastAttributes,
  ForecastBacktestAttributes,
} from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { period, sentence } from './format.ts';
import type { SalesDaysAttributes } from './reads.ts';

/** The accuracy read's window that holds any closed day it can answer for: its longest. */
export const DAY_CHECK_WINDOW_DAYS = 91;

/** A day's forecast and what happened, as the accuracy's `days` and the backtest's rows both give them. */
interface Compared {
  sales_cents: number;
  sales_low_cents: number;
  sales_high_cents: number;
  actual_sales_cents: number;
  covers: number | null;
  actual_covers: number | null;
}

/** How each kind of forecast is said and filed: stored ("te pronostiqué") or replayed ("habría dicho"). */
const SAID = {
  stored: { prefix: 'forecast', verb: 'te pronostiqué' },
  replayed: { prefix: 'backtest', verb: 'habría dicho' },
} as const;

/** "te pronostiqué $X sin IVA (entre $A y $B) y vendiste $Y sin IVA: 8.0% más de lo pronosticado, dentro del rango" */
function salesCheck(
  row: Compared,
  kind: keyof typeof SAID,
  basis: SalesBasis | null,
  answer: Answer,
): string {
  const { prefix, verb } = SAID[kind];
  const after = afterSalesAmount(basis);
  const forecast = answer.money(`${prefix}_sales_cents`, 'Venta pronosticada', row.sales_cents);
  const low = answer.money(`${prefix}_sales_low_cents`, 'Venta mínima probable (p10)', row.sales_low_cents);
  const high = answer.money(
    `${prefix}_sales_high_cents`,
    'Venta máxima probable (p90)',
    row.sales_high_cents,
  );
  const actual = answer.money('actual_sales_cents', 'Venta real', row.actual_sales_cents);
  const change = pctChange(row.actual_sales_cents, row.sales_cents);
  const inside =
    row.actual_sales_cents >= row.sales_low_cents && row.actual_sales_cents <= row.sales_high_cents;
  const gap =
    change === null || change === 0
      ? 'lo mismo que lo pronosticado'
      : `${answer.pct('actual_vs_forecast_pct', 'Diferencia contra lo pronosticado', change)} ${change > 0 ? 'más' : 'menos'} de lo pronosticado`;
  const range = inside ? 'dentro del rango' : 'fuera del rango';
  return `${verb} ${forecast}${after} (entre ${low} y ${high}) y vendiste ${actual}${after}: ${gap}, ${range}`;
}

/** " De comensales esperaba 120 y llegaron 131." when the day's covers were forecast. */
function coversCheck(row: Compared, kind: keyof typeof SAID, answer: Answer): string {
  if (row.covers === null || row.actual_covers === null) return '';
  const expected = answer.count(`${SAID[kind].prefix}_covers`, 'Comensales pronosticados', row.covers);
  const came = answer.count('actual_covers', 'Comensales reales', row.actual_covers);
  return ` De comensales ${kind === 'stored' ? 'esperaba' : 'habría esperado'} ${expected} y llegaron ${came}.`;
}

/** The stored row of `date` with every sales figure, or undefined. */
export function storedRowOf(accuracy: ForecastAccuracyAttributes, date: string) {
  const row = accuracy.days.find((entry) => entry.date === date);
  return row?.sales_cents === null ? undefined : row;
}

/** The backtest's row of `date` when it forecast the day and the day sold: the replay to say. */
function replayedRowOf(replay: ForecastBacktestAttributes | undefined, date: string): Compared | undefined {
  const row = replay?.days.find((entry) => entry.date === date);
  if (row?.status !== 'ok' || row.sales_cents === null || row.actual_sales_cents === null) return undefined;
  return row as Compared;
}

/** The day's forecast against what it sold, replayed when none was stored, or why there is nothing to compare. */
export function dayCheckAnswer(
  reads: {
    accuracy: ForecastAccuracyAttributes;
    meta: Pick<ForecastAccuracyMeta, 'sales_basis'>;
    replay?: ForecastBacktestAttributes;
  },
  date: string,
  today: string,
  answer: Answer,
): string {
  const when = period({ from: date, to: date }, today);
  const basis = reads.meta.sales_basis;
  const stored = storedRowOf(reads.accuracy, date);
  if (stored !== undefined) {
    const ahead =
      stored.horizon > 1
        ? ` (lo pronostiqué ${answer.count('forecast_horizon_days', 'Días de anticipación', stored.horizon)} días antes: la víspera no abriste)`
        : '';
    const sales = salesCheck(stored as Compared, 'stored', basis, answer);
    return `${sentence(`${when}${ahead} ${sales}.`)}${coversCheck(stored as Compared, 'stored', answer)}`;
  }
  const unsaid = sentence(`para ${when} no guardé un pronóstico antes de que empezara el día`);
  const replayed = replayedRowOf(reads.replay, date);
  if (replayed === undefined) return `${unsaid}, o ese día no tuvo corte Z: no hay con qué compararlo.`;
  const sales = salesCheck(replayed, 'replayed', basis, answer);
  return `${unsaid}. Repitiéndolo solo con lo que se sabía la víspera, ${sales}.${coversCheck(replayed, 'replayed', answer)}`;
}

/** Today's row of the forecast read and today's built sales day, the two a closed today is checked by. */
interface TodayReads {
  forecast: { days: ForecastAttributes['days']; basis: SalesBasis | null };
  sold: SalesDaysAttributes['days'][number] | undefined;
}

/**
 * "¿Cómo voy contra el pronóstico?" once today's corte Z is in: the accuracy and the backtest score
 * closed days before today only, but the forecast read's row of today is the one stored before the
 * day began (forecast-reads/stored.ts), and today's built sales day is what it sold, on the
 * forecast's basis (history.ts salesInBasis, as the accuracy reads a day).
 */
export function todayCheckAnswer(reads: TodayReads, today: string, answer: Answer): string {
  const when = period({ from: today, to: today }, today);
  const rows = reads.forecast.days;
  const row = rows.find((entry) => entry.date === today);
  if (row === undefined || todayUnsaid(rows, today) || row.status !== 'ok' || row.sales_cents === null)
    return `${sentence(`para ${when} no guardé un pronóstico de venta antes de que empezara el día`)}: no hay con qué compararlo.`;
  const basis = reads.forecast.basis;
  const actual = reads.sold === undefined || basis === null ? null : salesInBasis(reads.sold, basis);
  if (actual === null || !isOpenDay(reads.sold!))
    return `${sentence(`${when} aún no tengo la venta del día en la base del pronóstico`)}: no hay con qué compararlo.`;
  const compared: Compared = {
    sales_cents: row.sales_cents,
    sales_low_cents: row.sales_low_cents!,
    sales_high_cents: row.sales_high_cents!,
    actual_sales_cents: actual,
    covers: row.covers,
    actual_covers: reads.sold!.covers,
  };
  const sales = salesCheck(compared, 'stored', basis, answer);
  return `${sentence(`${when} ${sales}.`)}${coversCheck(compared, 'stored', answer)}`;
}
