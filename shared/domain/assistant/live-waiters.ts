/**
 * "¿Quién lleva más ventas hoy?", "¿cuánto lleva Ana?", "¿qué mesero lleva más propinas hoy?"
 * before the corte Z: the waiters of today's live tables (live/waiters-so-far.ts), answered as a
 * closed period's waiters are (rankings.ts `waitersAnswer`) over the same rows, each waiter's sales
 * being what their closed tables were charged, and said to be that. Before 2026-12-06 the answer
 * was only that the day had not closed.
 */
import type { WaiterSoFar } from '../live/waiters-so-far.ts';
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { ATTENDANCE_NOT_KEPT } from './attendance.ts';
import { type Answer, type IntentPlan, list } from './compose.ts';
import { clockOf } from './format.ts';
import { waitersAnswer } from './rankings.ts';
import { WAITERS_TODAY_READ } from './reads.ts';
import { asksHeadcount } from './superlatives.ts';
import { waiterMetricAsked } from './waiter-metrics.ts';
import { asksAttendance } from './work-words.ts';

/**
 * The live rows as the employees read gives them (the same live-table figures): a waiter with open
 * tables only is a row of $0.00 sold, with no ticket, diners or tips known.
 */
function employeesOf(waiters: readonly WaiterSoFar[]): SalesByEmployeeAttributes {
  return {
    employees: waiters.map((waiter) => ({
      name: waiter.name,
      total_sales_cents: waiter.sales_cents,
      covers: waiter.covers,
      avg_ticket_cents: waiter.avg_ticket_cents,
      tips_cents: waiter.tips_cents,
      tip_pct: waiter.tip_pct,
      rank: waiter.rank,
    })),
  };
}

/** " Con mesas abiertas: Ana, 2 ($640.00 pedidos) …": what may still change the order. */
function openTablesSentence(waiters: readonly WaiterSoFar[], answer: Answer): string {
  const open = waiters.filter((waiter) => waiter.open_tables > 0).slice(0, 4);
  if (open.length === 0) return '';
  const each = open.map((waiter, index) => {
    const ordered = answer.money(
      `waiter_open_${index + 1}_ordered_cents`,
      `Pedido en mesas abiertas de ${waiter.name}`,
      waiter.open_ordered_cents,
    );
    return `${waiter.name}, ${waiter.open_tables} (${ordered} pedidos)`;
  });
  return ` Mesas abiertas que todavía suman: ${list(each)}.`;
}

export const LIVE_WAITERS: IntentPlan = {
  reads: () => [{ read: WAITERS_TODAY_READ, query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const body = results[WAITERS_TODAY_READ]!.attributes;
    const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
    const employees = employeesOf(body.waiters);
    if (employees.employees.length === 0)
      return `Hoy, hasta las ${at}, tu punto de venta no me ha mandado mesas con su mesero (waiter_name al abrir la mesa); la venta por mesero del día llega con el corte Z.`;
    // "¿Quién checó entrada hoy?": no clock-ins are kept, said first (since 2026-12-08; before, the
    // ranking alone, as if it answered).
    const attendance = asksAttendance(context.question) ? ATTENDANCE_NOT_KEPT : '';
    const ranked = `${attendance}${waitersAnswer(employees, { ...context, live: true }, answer)}`;
    // "¿Cuántos meseros tengo hoy?": who has tables so far, open or closed; no sales to qualify.
    if (asksHeadcount(context.question))
      return `${ranked} Cuento a quien tiene mesas abiertas o cerradas hasta las ${at}.`;
    // The rows and the tables without a waiter add up to the live sales so far: said, so they do
    // (of a ranking by sales only: after one by tips, "otros $735.00" read as tips).
    const unassigned =
      body.unassigned_sales_cents > 0 && waiterMetricAsked(context.question) === null
        ? ` Otros ${answer.money('unassigned_sales_cents', 'Mesas cerradas sin mesero', body.unassigned_sales_cents)} son de mesas cerradas sin mesero.`
        : '';
    return `${ranked}${unassigned}${openTablesSentence(body.waiters, answer)} Cuento lo cobrado en sus mesas cerradas hasta las ${at}, con IVA, como tu venta de hoy; la venta por mesero de tus órdenes llega con el corte Z.`;
  },
  followUps: ['¿Cómo voy hoy?', '¿Quién fue mi mejor mesero ayer?'],
};
