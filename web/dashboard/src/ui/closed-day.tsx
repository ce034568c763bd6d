/**
 * Hoy once today's corte Z is in: the live reads count what the POS sends during the day (tables,
 * corte X), never the corte Z, so a POS that sends only its close left Hoy at "sin datos" all
 * evening. This card shows the closed day from today's sales summary (the Ventas figure) beside
 * the forecast stored before the day began (the live read's own), compared on the forecast's basis
 * with the assistant's functions (history.ts `salesInBasis`, `pctChange`), so both doors agree.
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { pctChange } from '../../../../shared/domain/analytics/rounding.ts';
import { salesInBasis } from '../../../../shared/domain/forecast-reads/history.ts';
import { afterSalesAmount } from '../../../../shared/domain/forecast-reads/words.ts';
import { formatChange, formatMoney, formatNumber } from '../lib/format.ts';
import { HOY_REFRESH_MS } from '../pages/hoy-reads.ts';
import { Card, Metric, Metrics } from './components.tsx';
import { useRead } from './hooks.ts';
import type { LiveSales } from './live-sales.tsx';

type Live = LiveSales['data']['attributes'];

/** The forecast of today against what the closed day sold, on the forecast's basis. */
function againstForecast(
  live: Live | null,
  sold: { total_sales_cents: number; total_sales_no_iva_cents: number | null },
) {
  const forecast = live?.forecast_sales_cents ?? null;
  const basis = live?.forecast_sales_basis ?? null;
  const actual = basis === null ? null : salesInBasis(sold, basis);
  const change = forecast === null ? null : pctChange(actual, forecast);
  const after = afterSalesAmount(basis);
  const note =
    change === null
      ? null
      : `vendiste ${formatMoney(actual!)}${after} contra ${formatMoney(forecast!)}${after} pronosticados antes del día`;
  // Why no change: no forecast stored, or the close lacks the sales on the forecast's basis.
  const reason =
    forecast === null
      ? 'sin un pronóstico de hoy guardado antes del día'
      : `el corte Z no trae la venta${after}, la base del pronóstico`;
  return { change, note, reason };
}

type ClosedDay = BodyOf<'intelligence-sales-summary'>['data']['attributes'];

/**
 * Today's sales summary once its corte Z is in (a snapshot), else null: not closed yet, or the
 * read not in (or refused). Hoy reads it once, for this card and for the live cards' reasons.
 */
export function useClosedDay(today: string): ClosedDay | null {
  const summary = useRead('intelligence-sales-summary', { date_from: today, date_to: today }, HOY_REFRESH_MS);
  if (!summary.data || summary.data.data.meta.snapshot_date === null) return null;
  return summary.data.data.attributes;
}

export function ClosedDayCard(props: { day: ClosedDay | null; live: Live | null }) {
  // Not closed yet: the live cards say the day.
  const day = props.day;
  if (day === null) return null;
  const { change, note, reason } = againstForecast(props.live, day);
  const withoutIva = day.total_sales_no_iva_cents;
  return (
    <Card title="Día cerrado (corte Z)">
      <Metrics>
        <Metric
          label="Venta del día"
          value={day.total_sales_cents}
          format={formatMoney}
          reason="el corte Z no trae ventas"
          note={withoutIva === null ? 'con IVA' : `con IVA; ${formatMoney(withoutIva)} sin IVA`}
        />
        <Metric
          label="Contra el pronóstico"
          value={change}
          format={formatChange}
          reason={reason}
          note={note}
        />
        <Metric
          label="Comensales"
          value={day.covers_total}
          format={formatNumber}
          reason="el corte no trae comensales"
        />
      </Metrics>
    </Card>
  );
}
