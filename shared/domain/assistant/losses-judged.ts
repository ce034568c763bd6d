/**
 * "¿Está alto?" after the cancellations, "¿son muchas cancelaciones?": the period's cancellations
 * and discounts as shares of its sales with IVA, judged by the thresholds the daily alerts use
 * (analytics/alerts.ts `shareOfSales`, the one computation a day's alert makes too), so the
 * assistant and the alerts call the same share the same colour. Pure.
 */
import { type LossShare, shareOfSales } from '../analytics/alerts.ts';
import { ALERT_THRESHOLDS } from '../benchmarks.ts';
import { type Answer, list, STATUS_WORD } from './compose.ts';
import type { LossesAttributes } from './reads.ts';
import { normalize } from './text.ts';

/** Whether the question asks for a judgment of the figure ("alto", "mucho", "normal") or its share of the sales. */
export const asksJudgment = (question: string) =>
  /\b(alt[oa]s?|much[oa]s?|normal(es)?|demasiad[oa]s?|san[oa]s?|preocupante)\b/.test(normalize(question)) ||
  // "¿Qué porcentaje de mis ventas se va en descuentos?": the same shares of the sales (since
  // 2026-12-07; before, the count and amount alone).
  /\b(porcentaje|por ?ciento|que parte|proporcion)\b/.test(normalize(question));

interface Share {
  key: string;
  label: string;
  noun: string;
  cents: number;
  threshold: LossShare;
}

/** " Tus cancelaciones son el 0.4% de tu venta ($378,406.50 con IVA), en verde (…)": '' without sales. */
export function lossesJudged(body: LossesAttributes, salesCents: number | null, answer: Answer): string {
  if (salesCents === null || salesCents <= 0)
    return ' No tengo la venta de esos días (sin corte Z), así que no sé qué parte de ella son.';
  const shares: Share[] = [
    {
      key: 'cancellations_pct',
      label: 'Cancelaciones / venta',
      noun: 'tus cancelaciones',
      cents: body.cancellations_cents,
      threshold: 'cancellations_high',
    },
    {
      key: 'discounts_pct',
      label: 'Descuentos / venta',
      noun: 'tus descuentos',
      cents: body.discounts_cents,
      threshold: 'discounts_high',
    },
  ];
  const said = shares.map((share) => shareSaid(share, salesCents, answer));
  const sales = answer.money('total_sales_cents', 'Venta con IVA', salesCents);
  return ` Contra tu venta de esos días (${sales} con IVA), ${list(said)}.`;
}

function shareSaid(share: Share, salesCents: number, answer: Answer): string {
  const { green, red } = ALERT_THRESHOLDS[share.threshold];
  const { pct, status } = shareOfSales(share.threshold, share.cents, salesCents);
  const said = answer.pct(share.key, share.label, pct!);
  return `${share.noun} son el ${said}, ${STATUS_WORD[status!]} (lo sano es menos de ${green}%; arriba de ${red}% es rojo)`;
}
