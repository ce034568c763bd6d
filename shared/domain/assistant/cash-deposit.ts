/**
 * "¿Cuánto tengo que depositar?", "¿cuánto llevo al banco?" of a closed day: the cash its sales
 * left, as the cuts registered it (the sales reconciliation's `cash_sales_cents`) with the drawer's
 * count difference (`variance_cents`: a shortage lowers it, a surplus raises it). The opening float
 * and the tips in cash are not in it, and the answer says so: the float stays in the drawer, and
 * what of the tips is the waiters' is the owner's call. Pure.
 */
import type { CashFlowAttributes, ReconciliationAttributes } from '../responses/intelligence.ts';

export { asksDeposit } from './cash-words.ts';

import { type Answer, type ComposeContext, when } from './compose.ts';
import { sentence } from './format.ts';
import { normalize } from './text.ts';

/**
 * "¿Cuánto deposito hoy?" before today's corte Z, "¿… mañana?": the day read is the last closed
 * one, or today's once its corte Z is in (understand.ts depositOfToday), said first; '' otherwise.
 */
function depositDayLead({ question, range, today }: ComposeContext): string {
  const text = normalize(question);
  const tomorrow = /\bmanana\b/.test(text) && !/\b(la|las) manana\b/.test(text);
  if (tomorrow)
    return range.to === today
      ? 'Mañana depositas lo de hoy, que ya cerró con su corte Z. '
      : 'Mañana depositas lo de hoy, que sigue en la caja hasta el corte Z; te doy lo de tu último día cerrado. ';
  return range.to < today && /\bhoy\b/.test(text)
    ? 'Hoy depositas lo de tu último día cerrado; lo de hoy sigue en la caja hasta el corte Z. '
    : '';
}

/**
 * " De la caja también salieron $22,317.71 en compras y gastos pagados en efectivo: si salieron de
 * ese efectivo, te quedan $9,132.79 para depositar.": the back office's cash payments of the days
 * (the cash ledger's outflows), which the cuts do not see (since 2026-12-07; before, unsaid, while
 * the deposit read as the whole of the sales' cash); '' without any.
 */
function paidOutSentence(outflows: Outflows | undefined, deposit: number, answer: Answer): string {
  const paid = (outflows?.cash_purchases_cents ?? 0) + (outflows?.cash_expenses_cents ?? 0);
  if (paid <= 0) return '';
  const amount = answer.money('cash_paid_out_cents', 'Compras y gastos pagados en efectivo', paid);
  // Paid out more than the sales left: nothing of them to deposit, and the gap came from elsewhere
  // (since 2026-12-07; before, "te quedan $6,872.50", the minus sign dropped).
  if (paid > deposit) {
    const short = answer.money('cash_paid_out_over_cents', 'Pagado en efectivo de más', paid - deposit);
    return ` De la caja también salieron ${amount} en compras y gastos pagados en efectivo, ${short} más de lo que dejaron tus ventas: si salieron de la caja, de ventas no te queda nada para depositar y esa diferencia salió de otro efectivo (tu fondo o lo que tenías guardado).`;
  }
  const left = answer.money(
    'deposit_after_paid_out_cents',
    'Para depositar después de pagos',
    deposit - paid,
  );
  return ` De la caja también salieron ${amount} en compras y gastos pagados en efectivo: si salieron de ese efectivo, te quedan ${left} para depositar.`;
}

type Outflows = CashFlowAttributes['outflows'];

/** "¿Cuánto deposité la semana pasada?": a deposit made, said in the past (normalized). */
const DEPOSIT_MADE = /\b(deposite|depositamos|lleve al banco|llevamos al banco)\b/;

/**
 * Said first of a deposit made: no read keeps what went to the bank, so what there was to deposit
 * follows (since 2026-12-07; before, "te quedan … para depositar" read as what was deposited).
 */
const DEPOSIT_MADE_UNKNOWN =
  'No sé cuánto depositaste: lo que llevas al banco no me llega. Lo que sí te digo es lo que había para depositar. ';

/** The deposit of the day's cash sales (`cash_sales_cents` is not null here). */
export function depositSentence(
  totals: ReconciliationAttributes['totals'],
  context: ComposeContext,
  answer: Answer,
  outflows?: Outflows,
): string {
  const made = DEPOSIT_MADE.test(normalize(context.question)) ? DEPOSIT_MADE_UNKNOWN : '';
  const lead = `${made}${depositDayLead(context)}`;
  const cashCents = totals.cash_sales_cents!;
  const cash = answer.money('cash_sales_cents', 'Ventas en efectivo', cashCents);
  const apart = 'Tu fondo de caja y las propinas en efectivo van aparte.';
  const variance = totals.variance_cents;
  if (variance === null || variance === 0) {
    const counted = variance === 0 ? ', y la caja cuadró' : '';
    return `${lead}${sentence(when(context))} tus cortes registraron ${cash} de ventas en efectivo${counted}: eso es lo que dejaron tus ventas para depositar.${paidOutSentence(outflows, cashCents, answer)} ${apart}`;
  }
  const difference = answer.money('variance_cents', 'Diferencia de caja', variance);
  const deposit = answer.money('deposit_cents', 'Efectivo de ventas para depositar', cashCents + variance);
  const kind = variance < 0 ? 'faltante' : 'sobrante';
  return `${lead}${sentence(when(context))} tus cortes registraron ${cash} de ventas en efectivo y al contar la caja hubo un ${kind} de ${difference}: de ventas te quedan ${deposit} para depositar.${paidOutSentence(outflows, cashCents + variance, answer)} ${apart}`;
}
