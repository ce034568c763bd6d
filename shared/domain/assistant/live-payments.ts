/**
 * Money received today before the corte Z. "¿Cuánto efectivo he recibido hoy?", "¿cuánto vendí en
 * tarjeta hoy?": the live figures split only the cash (the closed tables' cash payments, as Hoy's
 * Caja shows them); card, transfer and the delivery apps come with the cortes. "¿Cuánto llevo de
 * propinas?": the closed tables' tips (the live read's tips_so_far_cents). Before 2026-12-05 both
 * answered only that the day had not closed.
 */
import { ratioPct } from '../analytics/rounding.ts';
import type { LiveCashAttributes, LiveSalesAttributes } from '../responses/live.ts';
import type { Answer, ComposeContext, IntentPlan } from './compose.ts';
import { clockOf, plural, todayUntil } from './format.ts';

function livePaymentsAnswer(
  cash: LiveCashAttributes,
  sales: LiveSalesAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  const today = todayUntil(context.today, at);
  const others =
    'Tarjeta, transferencias y apps de entrega te los separo con el corte Z: en vivo solo sé el efectivo.';
  const inCash = cash.cash_sales_so_far_cents;
  if (inCash === null)
    return `${today} no me ha llegado ningún cobro: ni mesas cerradas en vivo ni un corte parcial. ${others}`;
  const cashWords = answer.money('cash_sales_so_far_cents', 'Cobrado en efectivo', inCash);
  const share = ratioPct(inCash, sales.total_sales_cents);
  const ofSales =
    share === null
      ? ''
      : ` de ${answer.money('total_sales_cents', 'Venta de hoy', sales.total_sales_cents as number)} vendidos con IVA (${answer.pct('cash_share_pct', 'Parte cobrada en efectivo', share)})`;
  return `${today} llevas ${cashWords} cobrados en efectivo${ofSales}, sin contar propinas. ${others}`;
}

export const LIVE_PAYMENTS: IntentPlan = {
  reads: () => [
    { read: 'live-cash-balance', query: {} },
    { read: 'live-sales-today', query: {} },
  ],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) =>
    livePaymentsAnswer(
      results['live-cash-balance']!.attributes,
      results['live-sales-today']!.attributes,
      context,
      answer,
    ),
  followUps: ['¿Cuánto efectivo debe haber en caja?', '¿Cómo me pagaron ayer?'],
};

function liveTipsAnswer(sales: LiveSalesAttributes, context: ComposeContext, answer: Answer): string {
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  const today = todayUntil(context.today, at);
  if (sales.tips_so_far_cents === null || sales.tables_so_far === null)
    return `${today} no sé cuánto llevas de propinas: llegan con las mesas cerradas en vivo, y tu punto de venta no ha mandado ninguna hoy. Con el corte Z te las digo.`;
  if (sales.tables_so_far === 0)
    return `${today} no has cerrado ninguna mesa, así que no hay propinas todavía.`;
  const tips = answer.money('tips_so_far_cents', 'Propinas de hoy', sales.tips_so_far_cents);
  const tables = answer.count('tables_so_far', 'Mesas cerradas', sales.tables_so_far);
  return `${today} llevas ${tips} de propinas en ${tables} ${plural(sales.tables_so_far, 'mesa cerrada', 'mesas cerradas')}. Las de las mesas abiertas llegan cuando las cobres.`;
}

export const LIVE_TIPS: IntentPlan = {
  reads: () => [{ read: 'live-sales-today', query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) =>
    liveTipsAnswer(results['live-sales-today']!.attributes, context, answer),
  followUps: ['¿Quién fue mi mejor mesero ayer?', '¿Cuánto llevo vendido hoy?'],
};
