/**
 * "¿Cuánto vendí en la última hora?" once today's corte Z is in: the day's sales by hour (each
 * order in the hour it was placed) over the last whole clock hours and the one under way, the
 * clock read from the live read's `as_of`. Before the corte the live tables by hour answer
 * (live-daypart.ts); before 2026-12-07 they answered after it too, "todavía no cierras mesas … con
 * el corte Z te lo doy por la hora de cada orden" of a POS that sends no live tables.
 */
import type { SalesByHourAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, type IntentPlan, read, resultAt } from './compose.ts';
import { clock, hourOfDay } from './daypart.ts';
import { clockOf, ORDER_LINES_BASIS } from './format.ts';
import { HOURS_TODAY_READ } from './reads.ts';
import { lastHoursAsked } from './so-far-words.ts';

function lastHoursAnswer(body: SalesByHourAttributes, asOf: string, context: ComposeContext, answer: Answer) {
  const now = hourOfDay(asOf);
  const from = now - (lastHoursAsked(context.question) ?? 1);
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(asOf));
  const window = `Hoy desde las ${clock(from)}, hasta las ${at}`;
  const sold = body.hours.filter((bucket) => bucket.sales_cents !== 0);
  const inWindow = sold.filter((bucket) => hourOfDay(bucket.hour) >= from);
  if (inWindow.length > 0) {
    const sales = inWindow.reduce((total, bucket) => total + bucket.sales_cents, 0);
    const amount = answer.money('last_hours_sales_cents', 'Venta de las últimas horas', sales);
    return `${window}, vendiste ${amount} (${ORDER_LINES_BASIS}, cada orden en la hora en que se pidió).`;
  }
  const last = sold.at(-1);
  if (last === undefined) return `${window}, no vendiste: tu corte Z de hoy ya llegó sin ventas por hora.`;
  const hour = answer.hour('last_sale_hour', 'Última hora con ventas', last.hour);
  const amount = answer.money(
    'last_sale_hour_sales_cents',
    'Venta de la última hora con ventas',
    last.sales_cents,
  );
  return `${window}, no vendiste: tu corte Z de hoy ya llegó, y tu última hora con ventas fue la de las ${hour}, con ${amount} (${ORDER_LINES_BASIS}).`;
}

/** First of the plans for the last hours asked of today: answers once today's sales by hour are built. */
export const LAST_HOURS_CLOSED: IntentPlan = {
  reads: read('intelligence-sales-by-hour'),
  thenReads: () => [{ read: HOURS_TODAY_READ, query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer, outcomes) => {
    const body = results['intelligence-sales-by-hour']!.attributes;
    const live = resultAt(outcomes, 1, HOURS_TODAY_READ);
    if (live === null) return 'No pude leer la hora de tu sucursal; vuelve a preguntar en un momento.';
    return lastHoursAnswer(body, live.attributes.as_of, context, answer);
  },
  followUps: ['¿Cuál fue mi hora pico?', '¿Cómo me fue hoy?'],
};
