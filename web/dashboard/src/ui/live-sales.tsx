/**
 * Today's sales so far, read the way Hoy reads them (GET /live/sales/today), with the comparison
 * Hoy makes: the same weekday of last week at the same time. Hoy and Ventas (a period that reaches
 * today) show this one figure, so they cannot disagree.
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { comparableSoFar } from '../../../../shared/domain/live/comparable.ts';
import type { LiveSalesMeta } from '../../../../shared/domain/responses/live.ts';
import { changeAgainst, formatDate, formatMoney } from '../lib/format.ts';
import { liveFeedReason } from '../lib/reasons.ts';
import { Metric } from './components.tsx';

export type LiveSales = BodyOf<'live-sales-today'>;

/** `el mismo día de la semana pasada (lunes 23 de noviembre) a la misma hora`. */
export const liveBaselineText = (meta: LiveSalesMeta) =>
  `el mismo día de la semana pasada (${formatDate(meta.comparison.date)}) a la misma hora`;

/**
 * Today's figure the API compared with last week (shared/domain/live/comparable.ts): the closed
 * tables, and what the open ones ordered when last week is read from its order lines; its label
 * says which, so "Vendido hasta ahora" and the change are never read against each other.
 */
export function comparedToday(sales: LiveSales): { cents: number | null; label: string; withOpen: boolean } {
  const { attributes: live, meta } = sales.data;
  const cents = comparableSoFar(live, meta.comparison);
  const withOpen = cents !== live.total_sales_cents;
  return { cents, label: withOpen ? 'Hoy, con lo pedido en mesas abiertas' : 'Hoy', withOpen };
}

/** Today's sales so far against the same weekday of last week at the same hour (Hoy, Ventas). */
export function SoldSoFar(props: { sales: LiveSales }) {
  const { attributes: live, meta } = props.sales.data;
  const compared = comparedToday(props.sales);
  const open = compared.withOpen
    ? `, contando ${formatMoney(live.open_ordered_cents!)} pedidos en mesas abiertas`
    : '';
  const against = `${liveBaselineText(meta)}${open}`;
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
