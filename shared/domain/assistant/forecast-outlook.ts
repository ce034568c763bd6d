/**
 * "¿Mañana va a estar flojo?", "¿va a estar pesado el sábado?", "¿va a ser un día fuerte?": the
 * day against the usual one (forecast-reads/outlook.ts, as Mañana shows it), the baseline named by
 * its dates and its mean, said as a strong, ordinary or slow day. Pure.
 */
import { dayOutlook, OUTLOOK_WORDS } from '../forecast-reads/outlook.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { period } from './format.ts';
import { normalize } from './text.ts';

type Day = ForecastAttributes['days'][number];

/** A day's outlook asked in words of how busy: flojo, tranquilo, muerto, pesado, fuerte, lleno. */
export const asksOutlook = (question: string) =>
  /\b(estar|ser|estara|sera)( muy| un dia| una dia)? (floj[oa]|tranquil[oa]|muert[oa]|lent[oa]|pesad[oa]|fuerte|llen[oa]|movid[oa])\b/.test(
    normalize(question),
  );

/** " Contra tu día abierto promedio … ($X sin IVA), 31.5% más: un día fuerte." — empty without one. */
export function outlookSentence(
  row: Day,
  rows: readonly Day[],
  ask: 'sales' | 'covers',
  today: string,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis): said after the mean, as after the point. */
  basis: SalesBasis | null = null,
): string {
  const outlook = dayOutlook(row, rows, today, ask);
  if (outlook === null) return '';
  const usual =
    ask === 'sales'
      ? `${answer.money('typical_day_sales_cents', 'Venta de un día promedio', outlook.mean)}${afterSalesAmount(basis)}`
      : answer.count('typical_day_covers', 'Comensales de un día promedio', outlook.mean);
  const shown = answer.pct(`${ask}_vs_typical_day_pct`, 'Contra un día promedio', Math.abs(outlook.change));
  const span = period({ from: outlook.from, to: outlook.to }, today);
  const side = outlook.change >= 0 ? 'más' : 'menos';
  return ` Contra tu día abierto promedio ${span} (${usual}), ${shown} ${side}: ${OUTLOOK_WORDS[ask][outlook.verdict]}.`;
}
