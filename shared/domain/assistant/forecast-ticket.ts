/**
 * "¿Cuál va a ser mi ticket promedio mañana?": the average ticket is the sales over the tables
 * served (docs/computation-rules.md), and no tables are forecast, so it is not forecast. The sales
 * and the diners of a day are, from one row: their quotient, the sales per diner, is said as what
 * it is, beside the day's forecast. Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';

export const NO_TICKET_FORECAST =
  'No pronostico el ticket promedio, que es la venta entre las mesas atendidas: las mesas de los días por venir no las pronostico; la venta y los comensales sí. ';

/**
 * " Por comensal serían unos $196.04 sin IVA (la venta pronosticada entre los 264 comensales que
 * espero)."; '' for a day without both figures.
 */
export function perCoverSentence(
  row: ForecastAttributes['days'][number] | undefined,
  answer: Answer,
  basis: SalesBasis | null,
): string {
  if (row?.status !== 'ok' || row.sales_cents === null || row.covers === null || row.covers <= 0) return '';
  const diners = answer.count('covers', 'Comensales pronosticados', row.covers);
  const perCover = answer.money(
    'sales_per_cover_cents',
    'Venta por comensal pronosticada',
    divideRounded(row.sales_cents, row.covers)!,
  );
  return ` Por comensal serían unos ${perCover}${afterSalesAmount(basis)} (la venta pronosticada entre los ${diners} comensales que espero).`;
}
