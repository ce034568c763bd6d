/**
 * "¿Cuánto fue en efectivo y cuánto con tarjeta?", "¿cuánto vendí por Rappi y Uber?": the cortes'
 * sales by payment type, each member the reconciliation's own (`totals`: cash, card, transfer,
 * delivery apps, vouchers; the five add up to `grand_total_cents`). Every member the cortes sent is
 * said, the one the question names first; none is lumped into "el resto".
 */
import { divideRounded, ratioPct } from '../analytics/rounding.ts';
import type { ReconciliationAttributes } from '../responses/intelligence.ts';
import type { DeliveryApp } from '../vocabulary.ts';
import { DELIVERY_APP_WORDS } from './cash-words.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { asksShare, sentence } from './format.ts';
import { normalize } from './text.ts';

type Totals = ReconciliationAttributes['totals'];
type Member =
  | 'cash_sales_cents'
  | 'card_sales_cents'
  | 'transfer_sales_cents'
  | 'delivery_sales_cents'
  | 'voucher_sales_cents';

/** Each member: its label, its words in the answer, and the question's words that name it. */
const MEMBERS: ReadonlyArray<{ key: Member; label: string; words: string; named: RegExp }> = [
  { key: 'cash_sales_cents', label: 'Efectivo', words: 'en efectivo', named: /\befectivo\b/ },
  {
    key: 'card_sales_cents',
    label: 'Tarjeta',
    words: 'con tarjeta',
    named: /\b(tarjetas?|debito|credito)\b/,
  },
  {
    key: 'transfer_sales_cents',
    label: 'Transferencia',
    words: 'por transferencia',
    named: /\b(transferencias?|spei)\b/,
  },
  {
    key: 'delivery_sales_cents',
    label: 'Apps de entrega',
    words: 'por apps de entrega (Rappi, Uber Eats, DiDi Food…)',
    named: new RegExp(`\\b(${DELIVERY_APP_WORDS}|domicilio|delivery|plataformas?)\\b`),
  },
  { key: 'voucher_sales_cents', label: 'Vales', words: 'con vales', named: /\bvales?\b/ },
];

/**
 * "¿Cuánto me cobra Rappi de comisión?": no read holds what the apps or the card terminal charge,
 * so that is said before the sales by payment type, which are what the cortes have.
 */
const NO_FEES =
  'No recibo las comisiones que te cobran las apps de entrega, la terminal ni el banco: tu punto de venta manda lo cobrado, no lo que te descuentan. ';

/** The delivery apps as a question names them, and as the answer says them. */
const APPS: ReadonlyArray<{ app: DeliveryApp; named: RegExp; label: string }> = [
  { app: 'rappi', named: /\brappi\b/, label: 'Rappi' },
  { app: 'uber_eats', named: /\buber\b/, label: 'Uber Eats' },
  { app: 'didi_food', named: /\bdidi\b/, label: 'DiDi Food' },
];
const NO_APP_SPLIT =
  'Tus cortes traen las apps de entrega juntas (Rappi, Uber Eats, DiDi Food…) y tu punto de venta no mandó sus pagos por app. ';

/**
 * "¿Cuánto vendí en Uber Eats?", "¿cuántos pedidos de Rappi tuve?": the cortes have the apps as one
 * figure, the payments documents each app (`payments.delivery_apps`): the app asked from them, then
 * the mix; without those documents, that the cortes do not split them. '' when no app is named.
 */
function oneAppSentence(totals: Totals, question: string, context: ComposeContext, answer: Answer): string {
  const asked = APPS.filter((entry) => entry.named.test(question));
  if (asked.length === 0) return '';
  const apps = totals.payments?.delivery_apps;
  if (apps === undefined) return totals.delivery_sales_cents === null ? '' : NO_APP_SPLIT;
  const said = asked.map(({ app, label }) => {
    const row = apps.find((entry) => entry.payment_type === app);
    if (row === undefined) return `de ${label} no traen ningún cobro`;
    const amount = answer.money(`${app}_cents`, `Cobrado por ${label}`, row.amount_cents);
    const count =
      row.transaction_count === null
        ? ''
        : ` en ${answer.count(`${app}_transactions`, `Cobros de ${label}`, row.transaction_count)} cobros`;
    return `por ${label} traen ${amount}${count}`;
  });
  return `${sentence(when(context))}, los pagos que manda tu punto de venta ${list(said)}. `;
}

/**
 * "¿Cuánto de propina dejaron con tarjeta?": the tips are the corte Z's (tips_received), one figure
 * a corte, so a payment type named is said not to split them; '' when none is named.
 */
export function tipsByMethodNote(question: string): string {
  const text = normalize(question);
  const named = MEMBERS.find((member) => member.named.test(text));
  return named === undefined
    ? ''
    : ` No te las separo ${named.words}: las tomo de tus cortes Z (tips_received), que las traen juntas.`;
}

/**
 * "¿Cuánto dejaron de propina ayer?", "¿cuánto dejan de propina en promedio?": the cortes' tips
 * (`totals.tips_cents`), their share of what was charged (`grand_total_cents`: the tip rate an owner
 * sets against the customary 10 %), and per corte when the period holds several.
 */
export function tipsAnswer(attributes: ReconciliationAttributes, context: ComposeContext, answer: Answer) {
  const { totals, records } = attributes;
  const tips = totals.tips_cents;
  if (tips === null)
    return `Tus cortes ${when(context)} no traen propinas (el resumen tips_received del corte Z), así que no las tengo.`;
  const shown = answer.money('tips_cents', 'Propinas', tips);
  const share = ratioPct(tips, totals.grand_total_cents);
  const rate =
    share === null
      ? ''
      : `, ${answer.pct('tips_pct_of_charged', 'Propinas sobre lo cobrado', share)} de lo cobrado`;
  const cortes = records.filter((record) => record.tips_cents !== null).length;
  const perCorte =
    cortes > 1
      ? ` En promedio, ${answer.money('tips_per_corte_cents', 'Propinas por corte', divideRounded(tips, cortes)!)} por corte (${answer.count('tips_cortes', 'Cortes con propinas', cortes)} cortes).`
      : '';
  return `${sentence(when(context))} recibiste ${shown} de propinas${rate}.${perCorte}${tipsByMethodNote(context.question)}`;
}

/** "comisión", or what an app or the terminal "me cobra", "me cobró", "nos cobran": a fee. */
const FEE_WORDS = /\b(comision(es)?|(me|nos) cobr(a|o|an|aron))\b/;

export function paymentMixAnswer(totals: Totals, context: ComposeContext, answer: Answer): string {
  const question = normalize(context.question);
  const fees = FEE_WORDS.test(question) ? NO_FEES : '';
  return (
    fees + oneAppSentence(totals, question, context, answer) + paymentMix(totals, question, context, answer)
  );
}

function paymentMix(totals: Totals, question: string, context: ComposeContext, answer: Answer): string {
  const sent = MEMBERS.filter((member) => totals[member.key] !== null);
  if (sent.length === 0)
    return `Tus cortes ${when(context)} no separan las ventas por forma de pago (efectivo, tarjeta, transferencia, apps de entrega, vales).`;
  const asked = sent.filter((member) => member.named.test(question));
  // The members named first, in the table's order; a member of 0 is said only when it was asked.
  const said = [...asked, ...sent.filter((member) => !asked.includes(member) && totals[member.key] !== 0)];
  const shares = asksShare(question) ? totals.grand_total_cents : null;
  const parts = said.map((member) => {
    const amount = answer.money(member.key, member.label, totals[member.key] as number);
    const share = ratioPct(totals[member.key], shares);
    if (share === null) return `${amount} ${member.words}`;
    const key = member.key.replace(/_cents$/, '_share_pct');
    // "$1,480.00 (32.3%) en efectivo": before the words, whose own parenthesis names the apps.
    return `${amount} (${answer.pct(key, `${member.label}, parte del total`, share)}) ${member.words}`;
  });
  let text = `${sentence(when(context))} cobraste ${list(parts)}`;
  if (totals.grand_total_cents !== null)
    text += `, de un total de ${answer.money('grand_total_cents', 'Total de los cortes', totals.grand_total_cents)}`;
  const unsent = MEMBERS.filter((member) => member.named.test(question) && totals[member.key] === null);
  if (unsent.length > 0)
    text += `. Tus cortes no traen ${list(unsent.map((member) => member.label.toLowerCase()))} por separado`;
  return `${text}.`;
}
