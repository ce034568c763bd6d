/**
 * Today's pace in words, as Hoy shows it: against the same weekday of last week at this hour, and
 * against the forecast's hours so far; what the open tables ordered counted where the comparison
 * counts it. Shared by the day so far (live.ts), today's why (live-why.ts) and the forecast's
 * answers. Pure.
 */
import { afterSalesAmount } from '../forecast-reads/words.ts';
import { orderedSoFar } from '../live/comparable.ts';
import type { LiveSalesAttributes, LiveSalesMeta } from '../responses/live.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { clockOf, day, sentence } from './format.ts';

/**
 * " Vas 24.2% abajo contra el martes 26 de octubre a la misma hora ($47,236.00), contando …": today
 * so far against the same weekday of last week at this time (the live read's comparison); ''
 * when it has none.
 */
export function againstSameTime(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  context: ComposeContext,
  answer: Answer,
): string {
  const change = sales.vs_same_time_yesterday.sales_pct_change;
  if (change === null) return '';
  // Against last week's order lines, what the open tables ordered counts too (live-figures.ts).
  const open = meta.comparison.source === 'orders' ? comparedSoFarWords(sales, answer) : '';
  // Last week's amount at that time named: the baseline, and "¿cuánto llevaba el sábado pasado a
  // esta hora?" answered.
  const then = meta.comparison.sales_so_far_cents;
  const baseAmount =
    then === null
      ? ''
      : ` (${answer.money('base_sales_so_far_cents', 'Ventas de ese día a la misma hora', then)})`;
  const base = `el ${day(meta.comparison.date, context.today)} a la misma hora${baseAmount}`;
  // A change of 0 is said "igual", no figure quoted.
  const shown = () => answer.pct('sales_pct_change', 'Cambio contra la semana pasada', change);
  const how =
    change === 0
      ? `vas igual que ${base}`
      : `vas ${shown()} ${change > 0 ? 'arriba' : 'abajo'} contra ${base}`;
  // The amount compared first, then its change (since 2026-12-07; before, the change beside the
  // closed tables' "llevas", the amount it compares said after it).
  return open === '' ? ` ${sentence(how)}.` : ` ${open}: ${how}.`;
}

/**
 * "Con lo que ya pidieron tus mesas abiertas ($6,200.00) llevas $8,965.00": the amount the comparison
 * by order time sets against last week's, named (since 2026-12-07; before, only what the open
 * tables add, the compared amount unsaid beside "llevas $2,765.00"); '' when the open tables have
 * ordered nothing.
 */
function comparedSoFarWords(sales: LiveSalesAttributes, answer: Answer): string {
  const ordered = orderedSoFar(sales);
  if (!sales.open_ordered_cents || ordered === null) return '';
  const open = answer.money('open_ordered_cents', 'Pedido en mesas abiertas', sales.open_ordered_cents);
  const soFar = answer.money('ordered_so_far_cents', 'Cobrado y pedido hasta ahora', ordered);
  return `Con lo que ya pidieron tus mesas abiertas (${open}) llevas ${soFar}`;
}

/**
 * ", contando $6,200.00 que ya pidieron tus mesas abiertas": what a comparison by order time adds
 * to the closed tables, so "llevas $2,765.00" and "+12 %" are not read against each other; ''
 * when the open tables have ordered nothing.
 */
export function openOrdersWords(sales: LiveSalesAttributes, answer: Answer): string {
  if (!sales.open_ordered_cents) return '';
  const ordered = answer.money('open_ordered_cents', 'Pedido en mesas abiertas', sales.open_ordered_cents);
  return `, contando ${ordered} que ya pidieron tus mesas abiertas`;
}

/**
 * " Contra el pronóstico vas al 96.0% de lo esperado a esta hora (el del día: $44,448.01 con IVA)."
 * as Hoy shows it (pace_pct: the forecast's hours so far, with IVA like the sales); '' without it.
 * The day's forecast is said with IVA, as the sales so far beside it are (since 2026-12-07; before,
 * its own basis: "llevas $64,980.00 … (el del día: $63,730.51 sin IVA)" read as past it already).
 */
export function paceSentence(sales: LiveSalesAttributes, answer: Answer): string {
  if (sales.pace_pct === null || sales.forecast_sales_cents === null) return '';
  const pace = answer.pct('pace_pct', 'Ritmo contra el pronóstico', sales.pace_pct);
  const withIva = sales.forecast_sales_with_iva_cents ?? null;
  const forecast =
    withIva === null
      ? answer.money('forecast_sales_cents', 'Pronóstico del día', sales.forecast_sales_cents)
      : answer.money('forecast_sales_with_iva_cents', 'Pronóstico del día con IVA', withIva);
  const basis = withIva === null ? afterSalesAmount(sales.forecast_sales_basis) : ' con IVA';
  // The pace counts what the open tables ordered (the forecast's hours are orders by hour).
  return ` Contra el pronóstico vas al ${pace} de lo esperado a esta hora${openOrdersWords(sales, answer)} (el del día: ${forecast}${basis}).`;
}

/**
 * " A las 13:41 vas al 139.7% de lo esperado a esa hora, contando …": today's pace (the live read's,
 * as Hoy shows it) after today's forecast asked ("¿cuánto voy a vender hoy?"); '' without one.
 */
export function paceAfterForecast(sales: LiveSalesAttributes, answer: Answer): string {
  if (sales.pace_pct === null || sales.forecast_sales_cents === null) return '';
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  const pace = answer.pct('pace_pct', 'Ritmo contra el pronóstico', sales.pace_pct);
  return ` A las ${at} vas al ${pace} de lo esperado a esa hora${openOrdersWords(sales, answer)}.`;
}

/** "llevas $13,235.50 entre lo cobrado y lo que ya pidieron tus mesas abiertas": the day as the pace counts it. */
export const orderedSoFarWords = (ordered: number, answer: Answer) =>
  `llevas ${answer.money('ordered_so_far_cents', 'Cobrado y pedido hasta ahora', ordered)} entre lo cobrado y lo que ya pidieron tus mesas abiertas`;

/**
 * " Para el resto del día te faltan $64,665.35 con IVA para llegar a él: llevas $13,235.50 entre lo
 * cobrado y lo que ya pidieron tus mesas abiertas." after today's forecast asked of the rest of the
 * day ("¿cuánto voy a vender el resto del día?"), on the live sales' footing, as "¿cuánto me falta
 * para llegar al pronóstico?" says it (live.ts); '' without the forecast with IVA.
 */
export function restOfDaySentence(sales: LiveSalesAttributes, answer: Answer): string {
  const forecast = sales.forecast_sales_with_iva_cents;
  const ordered = orderedSoFar(sales);
  // No live sales sent today: the rest is unknown, not the whole forecast (since 2026-12-08).
  if (forecast === null || ordered === null) return '';
  const soFar = orderedSoFarWords(ordered, answer);
  if (ordered >= forecast) return ` Ya pasaste el pronóstico del día: ${soFar}.`;
  const left = answer.money('left_to_forecast_cents', 'Falta para el pronóstico', forecast - ordered);
  const day = answer.money('forecast_sales_with_iva_cents', 'Pronóstico del día con IVA', forecast);
  return ` Para el resto del día te faltan ${left} con IVA para llegar a él (${day} con IVA): ${soFar}.`;
}

/** " Para el día pronostico $38,317.25 sin IVA." before any sale, so the pace has its yardstick; '' without one. */
export function dayForecastSentence(sales: LiveSalesAttributes, answer: Answer): string {
  if (sales.forecast_sales_cents === null) return '';
  const forecast = answer.money('forecast_sales_cents', 'Pronóstico del día', sales.forecast_sales_cents);
  return ` Para el día pronostico ${forecast}${afterSalesAmount(sales.forecast_sales_basis)}.`;
}
