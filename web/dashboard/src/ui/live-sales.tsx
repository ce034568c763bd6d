/**
 * Today's sales so far, read the way Hoy reads them (GET /live/sales/today), with the comparison
 * Hoy makes: the same weekday of last week at the same time. Hoy and Ventas (a period that reaches
 * today) show this one figure, so they cannot disagree.
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import type { LiveSalesMeta } from '../../../../shared/domain/responses/live.ts';
import { changeAgainst, formatDate, formatMoney } from '../lib/format.ts';
import { liveFeedReason } from '../lib/reasons.ts';
import { Metric } from './components.tsx';

export type LiveSales = BodyOf<'live-sales-today'>;

/** `el mismo día de la semana pasada (lunes 23 de noviembre) a la misma hora`. */
export const liveBaselineText = (meta: LiveSalesMeta) =>
  `el mismo día de la semana pasada (${formatDate(meta.comparison.date)}) a la misma hora`;

export function SoldSoFar(props: { sales: LiveSales }) {
  const { attributes: live, meta } = props.sales.data;
  const against = liveBaselineText(meta);
  return (
    <Metric
      label="Vendido hasta ahora"
      value={live.total_sales_cents}
      format={formatMoney}
      reason={liveFeedReason(meta.sources.sales, 'el POS no ha enviado ventas de hoy')}
      // No sales of today: the reason says why, and there is nothing to compare.
      note={
        live.total_sales_cents === null
          ? null
          : changeAgainst(
              live.vs_same_time_yesterday.sales_pct_change,
              against,
              `sin comparación: no hubo ventas ${against}`,
            )
      }
    />
  );
}
