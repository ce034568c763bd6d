/**
 * Today so far: the questions about a day that has not closed read the live figures, the same reads
 * as the Hoy page (GET /live/cash/balance, GET /live/sales/today), instead of refusing for want of a
 * corte Z. An intent answers today live when it has a plan here (`LIVE_PLANS`); any other intent
 * asked about today alone still says the day has not closed.
 */
import { addDays } from '../calendar-dates.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import { orderedSoFar } from '../live/comparable.ts';
import { earlyShareOf, PROJECTION_MIN_SHARE_PCT } from '../live/projection.ts';
import type { LiveCashAttributes, LiveSalesAttributes, LiveSalesMeta } from '../responses/live.ts';
import { overtakesAhead } from './beat-words.ts';
import { asksRegisterClosed } from './cash-words.ts';
import { type Answer, type ComposeContext, hasData, type IntentPlan, list, resultAt } from './compose.ts';
import { clockOf, day, plural, sentence, todayUntil } from './format.ts';
import type { Intent } from './intents.ts';
import { LIVE_LOSSES } from './live-losses.ts';
import { againstSameTime, dayForecastSentence, orderedSoFarWords, paceSentence } from './live-pace.ts';
import { LIVE_PAYMENTS, LIVE_TIPS } from './live-payments.ts';
import { LIVE_PEAK } from './live-peak.ts';
import { LIVE_WAITERS } from './live-waiters.ts';
import { LIVE_WHY } from './live-why.ts';
import type { ReadRequest } from './reads.ts';
import { GOAL_UNKNOWN, goalAsked, namesGoalWithoutAmount } from './sales-goal.ts';
import { asksRegisterOpened } from './so-far-words.ts';
import { asksOpenTables, coversUnknown } from './table-words.ts';
import { normalize } from './text.ts';

/** The parts of the expected cash that are known, each a figure. */
function cashParts(cash: LiveCashAttributes, answer: Answer): string[] {
  const parts: string[] = [];
  if (cash.opening_balance_cents !== null)
    parts.push(
      `fondo inicial ${answer.money('opening_balance_cents', 'Fondo inicial', cash.opening_balance_cents)}`,
    );
  if (cash.cash_sales_so_far_cents !== null)
    parts.push(
      `ventas en efectivo ${answer.money('cash_sales_so_far_cents', 'Ventas en efectivo', cash.cash_sales_so_far_cents)}`,
    );
  if (cash.cash_in_so_far_cents !== null)
    parts.push(
      `entradas ${answer.money('cash_in_so_far_cents', 'Entradas de efectivo', cash.cash_in_so_far_cents)}`,
    );
  if (cash.cash_out_so_far_cents !== null)
    parts.push(
      `salidas ${answer.money('cash_out_so_far_cents', 'Salidas de efectivo', cash.cash_out_so_far_cents)}`,
    );
  return parts;
}

/** Why the expected cash is unknown, in the owner's words (the read's own rule: all four inputs). */
function missingCash(cash: LiveCashAttributes): string {
  const missing: string[] = [];
  if (cash.opening_balance_cents === null) missing.push('el fondo inicial (la apertura de caja)');
  if (cash.cash_sales_so_far_cents === null) missing.push('las ventas en efectivo de hoy');
  return missing.length > 0 ? list(missing) : 'un arqueo o corte parcial de hoy';
}

/** The last count of the drawer today, when it tells a difference. */
function lastCount(cash: LiveCashAttributes, answer: Answer): string {
  const count = cash.last_count;
  if (count === null || count.variance_cents === null) return '';
  const at = answer.hour('last_count_at', 'Último arqueo', clockOf(count.at));
  if (count.variance_cents === 0)
    return ` En el último arqueo, a las ${at}, la caja cuadró exacto (${answer.money('last_count_variance_cents', 'Diferencia del arqueo', 0)} de diferencia).`;
  const amount = answer.money('last_count_variance_cents', 'Diferencia del arqueo', count.variance_cents);
  const word = count.variance_cents < 0 ? 'faltante' : 'sobrante';
  return ` En el último arqueo, a las ${at}, hubo un ${word} de ${amount}.`;
}

function liveCashAnswer(cash: LiveCashAttributes, context: ComposeContext, answer: Answer): string {
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(cash.as_of));
  const today = `Hoy, ${day(context.today, context.today)}, a las ${at}`;
  if (asksRegisterOpened(context.question)) return openingAnswer(cash, context, at, answer);
  const parts = cashParts(cash, answer);
  if (cash.expected_balance_cents === null) {
    const known = parts.length > 0 ? ` Lo que sí tengo: ${list(parts)}.` : '';
    return `${today} todavía no puedo decirte cuánto efectivo debe haber en caja: me falta ${missingCash(cash)}.${known}${lastCount(cash, answer)}`;
  }
  const expected = answer.money(
    'expected_balance_cents',
    'Efectivo esperado en caja',
    cash.expected_balance_cents,
  );
  const split = parts.length > 0 ? `: ${list(parts)}` : ', según tu último arqueo';
  return `${today} en caja debe haber ${expected}${split}.${atClose(context.question)}${lastCount(cash, answer)}`;
}

/**
 * "¿Cuánto debo tener de efectivo al cierre?": the read knows the drawer now, not what the rest of
 * the day will bring in cash; said so, rather than passing the figure off as the close's. Pure.
 */
function atClose(question: string): string {
  if (!/\b(al|en el|para el) (cierre|corte)\b/.test(normalize(question))) return '';
  return ' Al corte será eso más lo que cobres en efectivo de aquí al cierre, menos lo que saques de la caja.';
}

/**
 * "¿Ya abrieron caja?": today's first cash_register.opened event and its fund (the live cash read's
 * `opening_balance_cents`), who opened it when asked (`opened_by`), then the cash the drawer should
 * hold; said so when none came. The read keeps no opening time.
 */
function openingAnswer(
  cash: LiveCashAttributes,
  context: ComposeContext,
  at: string,
  answer: Answer,
): string {
  const today = `hoy, ${day(context.today, context.today)}`;
  if (cash.opening_balance_cents === null)
    return `${sentence(`${today}, a las ${at}`)} tu punto de venta no me ha avisado que se abrió la caja (el evento cash_register.opened de su registro de actividad): o no se ha abierto, o no lo manda.`;
  const fund = answer.money('opening_balance_cents', 'Fondo inicial', cash.opening_balance_cents);
  // The time is the read's, of the drawer now, not the opening's, which the read does not keep
  // (since 2026-12-07; before, "a las 14:05 la abrió …", read as when it was opened).
  const expected =
    cash.expected_balance_cents === null
      ? ''
      : ` A las ${at} debe haber ${answer.money('expected_balance_cents', 'Efectivo esperado en caja', cash.expected_balance_cents)}.`;
  // "¿Quién abrió la caja?": the opening's actor_name (since 2026-12-06; before, "Sí: …").
  if (/\bquien\b/.test(normalize(context.question))) {
    const who =
      cash.opened_by === null
        ? 'tu punto de venta no me dijo quién abrió la caja (actor_name del evento cash_register.opened)'
        : `la caja la abrió ${answer.name('opened_by', 'Abrió la caja', cash.opened_by)}`;
    return `${sentence(today)} ${who}, con un fondo inicial de ${fund}.${expected}`;
  }
  return `Sí: ${today} la caja ya está abierta, con un fondo inicial de ${fund}.${expected}`;
}

/**
 * " Te faltan $X para tu meta de $Y; a este ritmo (el del viernes 27 de noviembre a la misma hora)
 * cerrarías en $Z, $W abajo de ella.": the goal asked (sales-goal.ts) against today's sales so far
 * (with IVA, as the POS shows them) and Hoy's projection (the sales so far scaled by the same weekday
 * of last week, the baseline named); '' when no goal is asked.
 */
function goalSentence(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  context: ComposeContext,
  answer: Answer,
): string {
  const goal = goalAsked(context.question);
  if (goal === null) return '';
  const target = answer.money('goal_cents', 'Meta del día', goal);
  const sold = sales.total_sales_cents ?? 0;
  if (sold >= goal)
    return ` Ya pasaste tu meta de ${target} por ${answer.money('goal_exceeded_cents', 'Arriba de la meta', sold - goal)}.`;
  const missing = answer.money('goal_missing_cents', 'Falta para la meta', goal - sold);
  const pace = paceAgainst(sales.projected_day_total_cents, goal, 'goal', { meta, context, answer });
  // The open tables' orders said apart, as "llevas … con lo que ya pidieron" counts them (since
  // 2026-12-07; before, the gap of the closed tables alone beside a total that counted them).
  const open = afterOpenTables(sales, goal - sold, answer);
  return ` Te faltan ${missing} para tu meta de ${target}${open}${pace === null ? '' : `; ${pace}`}.`;
}

/** What Hoy's projection is set against: its figures' keys and labels, and how the text names it. */
const PACE_TARGETS = {
  goal: {
    over: 'projected_over_goal_cents',
    under: 'projected_under_goal_cents',
    label: 'la meta',
    of: 'ella',
  },
  day: {
    over: 'projected_over_day_cents',
    under: 'projected_under_day_cents',
    label: 'ese día',
    of: 'ese día',
  },
  forecast: {
    over: 'projected_over_forecast_cents',
    under: 'projected_under_forecast_cents',
    label: 'el pronóstico',
    of: 'él',
  },
} as const;

/**
 * "a este ritmo (el del viernes 27 de noviembre a la misma hora) cerrarías en $Z, $W abajo de ella":
 * Hoy's projection (the sales so far scaled by the same weekday of last week, the baseline named)
 * against a target, a goal asked or a past day's whole sales; null without a projection.
 */
function paceAgainst(
  projected: number | null,
  target: number,
  kind: keyof typeof PACE_TARGETS,
  { meta, context, answer }: { meta: LiveSalesMeta; context: ComposeContext; answer: Answer },
): string | null {
  if (projected === null) return null;
  const { over, under, label, of } = PACE_TARGETS[kind];
  const shown = answer.money('projected_day_total_cents', 'Proyección del día', projected);
  const gap = projected - target;
  const against =
    gap >= 0
      ? `${answer.money(over, `Proyección arriba de ${label}`, gap)} arriba de ${of}`
      : `${answer.money(under, `Proyección abajo de ${label}`, -gap)} abajo de ${of}`;
  return `a este ritmo (el del ${day(meta.comparison.date, context.today)} a la misma hora) cerrarías en ${shown}, ${against}`;
}

/**
 * " Ahorita tienes 7 mesas abiertas con 19 comensales sentados.": the live read's dining room
 * (`open_tables`, `open_covers`, as Hoy's Salón shows them); without live updates, said so.
 */
function openTablesSentence(sales: LiveSalesAttributes, at: string, answer: Answer): string {
  if (sales.open_tables === null)
    return `No sé cuántas mesas tienes abiertas a las ${at}: llegan con las actualizaciones en vivo (mesa abierta y cerrada), y tu punto de venta no ha mandado ninguna hoy.`;
  const tables = answer.count('open_tables', 'Mesas abiertas', sales.open_tables);
  const seated =
    sales.open_covers === null
      ? ''
      : ` con ${answer.count('open_covers', 'Comensales sentados', sales.open_covers)} comensales sentados`;
  return `A las ${at} tienes ${tables} ${sales.open_tables === 1 ? 'mesa abierta' : 'mesas abiertas'}${seated}.`;
}

/** Today's sales so far against the same weekday of last week up to the same hour (named). */
function liveSalesAnswer(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  context: ComposeContext,
  answer: Answer,
): string {
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  // The dining room now, first, when that is what was asked; the day so far after it.
  if (asksOpenTables(context.question))
    return `${openTablesSentence(sales, at, answer)} ${daySoFar(sales, meta, context, answer, at)}`;
  // "¿Cuánto me falta para la meta?": no goal is kept; asked for first, the day so far after it.
  if (namesGoalWithoutAmount(context.question))
    return `${GOAL_UNKNOWN} ${daySoFar(sales, meta, context, answer, at)}`;
  const lead = asksWhereDayCloses(context.question)
    ? closingSentence(sales, meta, context, answer, at)
    : leadSentence(sales, context, answer, at, meta);
  // "¿Cuántas mesas he rotado hoy?": what the tables' count cannot say, first.
  const unknown = context.intent === 'covers_tables' ? coversUnknown(context.question) : '';
  if (lead === null) return `${unknown}${daySoFar(sales, meta, context, answer, at)}`;
  // The lead already said the tables, diners or ticket: the day so far does not repeat them.
  const withDetails = context.intent !== 'covers_tables' && context.intent !== 'avg_ticket';
  return `${unknown}${lead} ${daySoFar(sales, meta, context, answer, at, 'A esa hora', withDetails)}`;
}

/**
 * The figure asked, first, before the day so far: "¿cuántos clientes llevo?" the diners, "¿cuántas
 * mesas llevamos?" the tables, "¿cómo va el ticket promedio?" the ticket; null for the sales (the
 * day so far leads with them) and when the figure is unknown.
 */
function leadSentence(
  sales: LiveSalesAttributes,
  context: ComposeContext,
  answer: Answer,
  at: string,
  meta: LiveSalesMeta,
) {
  const today = todayUntil(context.today, at);
  if (asksToCollect(context.question)) return toCollectSentence(sales, today, answer);
  if (asksLeftToForecast(context.question))
    return leftToForecastSentence(sales, today, answer, reachesForecast(sales, { meta, context, answer }));
  if (context.intent === 'avg_ticket') {
    if (sales.avg_ticket_cents === null || sales.tables_so_far === null) return null;
    const ticket = answer.money('avg_ticket_cents', 'Ticket promedio', sales.avg_ticket_cents);
    const tables = answer.count('tables_so_far', 'Mesas cerradas', sales.tables_so_far);
    return `${today} tu ticket promedio es de ${ticket}, de ${tables} ${plural(sales.tables_so_far, 'mesa cerrada', 'mesas cerradas')}.`;
  }
  if (context.intent !== 'covers_tables') return null;
  const { covers_so_far: closed, tables_so_far: tables, open_covers: seated, open_tables: open } = sales;
  if (closed === null || tables === null || seated === null || open === null) return null;
  const closedCovers = answer.count('covers_so_far', 'Comensales', closed);
  const seatedCovers = answer.count('open_covers', 'Comensales sentados', seated);
  const closedTables = answer.count('tables_so_far', 'Mesas cerradas', tables);
  const openTables = answer.count('open_tables', 'Mesas abiertas', open);
  // An owner counts both: the parties gone and those seated now.
  if (/\bmesas?\b/.test(context.question)) {
    const all = answer.count('tables_with_open', 'Mesas, con las abiertas', tables + open);
    const seatedWords =
      open > 0 ? ` y ${openTables} ${plural(open, 'abierta', 'abiertas')} con ${seatedCovers} sentados` : '';
    return `${today} llevas ${all} ${plural(tables + open, 'mesa', 'mesas')}: ${closedTables} ${plural(tables, 'cerrada', 'cerradas')} con ${closedCovers} comensales${seatedWords}.`;
  }
  // No table open now: the diners are the closed tables' alone, said once.
  if (open === 0)
    return `${today} llevas ${closedCovers} comensales, en ${closedTables} ${plural(tables, 'mesa cerrada', 'mesas cerradas')}; ahorita no tienes mesas abiertas.`;
  const all = answer.count('covers_with_open_tables', 'Comensales, con los sentados', closed + seated);
  const seatedWords =
    open > 0
      ? ` y ${seatedCovers} sentados en ${openTables} ${plural(open, 'mesa abierta', 'mesas abiertas')}`
      : '';
  return `${today} llevas ${all} comensales: ${closedCovers} en ${closedTables} ${plural(tables, 'mesa cerrada', 'mesas cerradas')}${seatedWords}.`;
}

/** "¿Cuánto me falta para llegar al pronóstico?", "… para lo pronosticado": what is left of the day's forecast. */
const asksLeftToForecast = (question: string) =>
  /\bfaltan? para (llegar )?(a |al )?(el |lo |lo del |lo que )?(pronostic|pronosticad)/.test(
    normalize(question),
  ) || asksReachForecast(question);

/**
 * "¿Vamos a llegar al pronóstico de hoy?", "¿alcanzo el pronóstico?": what is left of it, and where
 * Hoy's projection lands against it (since 2026-12-07; before, the day so far and its pace alone).
 */
const asksReachForecast = (question: string) =>
  /\b((voy|vamos) a (llegar|alcanzar)|llegare|llegaremos|alcanzare|alcanzaremos) (al|el) pronostico\b/.test(
    normalize(question),
  );

/** "; a este ritmo (…) cerrarías en $Z, $W abajo de él": asked whether it is reached; '' otherwise. */
function reachesForecast(
  sales: LiveSalesAttributes,
  { meta, context, answer }: { meta: LiveSalesMeta; context: ComposeContext; answer: Answer },
): string {
  const forecast = sales.forecast_sales_with_iva_cents;
  if (!asksReachForecast(context.question) || forecast === null) return '';
  const pace = paceAgainst(sales.projected_day_total_cents, forecast, 'forecast', { meta, context, answer });
  return pace === null ? ' Todavía no proyecto tu cierre: te digo cuánto falta.' : ` Y ${pace}.`;
}

/**
 * "Hoy, … hasta las 14:01, para el pronóstico del día te faltan $X con IVA: …": the day's forecast
 * on the live sales' footing (forecast_sales_with_iva_cents) less what was ordered so far, as the
 * pace counts it (the closed tables and the open ones' orders); null without a forecast (since
 * 2026-12-06; before, the pace alone).
 */
function leftToForecastSentence(
  sales: LiveSalesAttributes,
  today: string,
  answer: Answer,
  reach = '',
): string | null {
  const forecast = sales.forecast_sales_with_iva_cents;
  const ordered = orderedSoFar(sales);
  // No live sales sent today: what is left is unknown, not the whole forecast (since 2026-12-08;
  // before, "llevas $0.00"); the day so far says no sale came and gives the day's forecast.
  if (forecast === null || sales.forecast_sales_cents === null || ordered === null) return null;
  const day = answer.money('forecast_sales_with_iva_cents', 'Pronóstico del día con IVA', forecast);
  const basis = `${answer.money('forecast_sales_cents', 'Pronóstico del día', sales.forecast_sales_cents)}${afterSalesAmount(sales.forecast_sales_basis)}`;
  const soFar = orderedSoFarWords(ordered, answer);
  if (ordered >= forecast)
    return `${today} ya pasaste el pronóstico del día (${day} con IVA; ${basis}) por ${answer.money('over_forecast_cents', 'Arriba del pronóstico', ordered - forecast)}: ${soFar}.`;
  const left = answer.money('left_to_forecast_cents', 'Falta para el pronóstico', forecast - ordered);
  return `${today}, para el pronóstico del día te faltan ${left} con IVA: espero ${day} con IVA (${basis}) y ${soFar}.${reach}`;
}

/** "¿En cuánto voy a cerrar hoy?", "¿en cuánto cierro?": where the day lands, not the sales so far. */
const asksWhereDayCloses = (question: string) =>
  /\b(cuanto (voy|vamos) a cerrar|en cuanto (cierro|cerramos))\b/.test(normalize(question));

/**
 * "Hoy … a este ritmo (el del sábado 28 de noviembre a la misma hora) cerrarías en $107,903.90 con
 * IVA.": Hoy's projection (the comparable sales so far scaled by the same weekday of last week),
 * its baseline named; the day's forecast follows in the day so far. Null without a projection.
 */
function closingSentence(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  context: ComposeContext,
  answer: Answer,
  at: string,
): string | null {
  const early = earlyShareOf(meta.comparison);
  if (sales.projected_day_total_cents === null && early !== null) {
    const share = answer.pct(
      'comparison_day_share_pct',
      'Parte de su venta del día que llevaba el día comparado',
      early,
    );
    const minimum = answer.pct(
      'projection_min_share_pct',
      'Parte del día desde la que proyecto',
      PROJECTION_MIN_SHARE_PCT,
    );
    // The day so far follows, with the pace against today's forecast when there is one.
    const forecast = sales.forecast_sales_cents === null ? '' : '; contra el pronóstico te digo cómo vas';
    return `Todavía es temprano para proyectar tu cierre: a esta hora el ${day(meta.comparison.date, context.today)} llevaba solo el ${share} de su venta del día, y proyecto desde el ${minimum}${forecast}.`;
  }
  if (sales.projected_day_total_cents === null) return null;
  const projected = answer.money(
    'projected_day_total_cents',
    'Proyección del día',
    sales.projected_day_total_cents,
  );
  return `Hoy, ${day(context.today, context.today)}, a este ritmo (el del ${day(meta.comparison.date, context.today)} a la misma hora, con lo que llevas a las ${at}) cerrarías en ${projected} con IVA.`;
}

/** "¿Cuánto falta por cobrar?", "¿cuánto tengo sin cobrar?": what the open tables have ordered. */
const asksToCollect = (question: string) =>
  /\b(por cobrar|falta (de )?cobrar|sin cobrar|pendiente de cobr[a-z]*)\b/.test(normalize(question));

/**
 * "Hoy … tus 40 mesas abiertas llevan $18,715.00 pedidos, por cobrar.": the open tables' orders
 * (`open_ordered_cents`), what is still to be paid; null without live updates.
 */
function toCollectSentence(sales: LiveSalesAttributes, today: string, answer: Answer): string | null {
  if (sales.open_ordered_cents === null || sales.open_tables === null) return null;
  if (sales.open_tables === 0) return `${today} no tienes mesas abiertas: no hay nada por cobrar.`;
  const ordered = answer.money('open_ordered_cents', 'Pedido en mesas abiertas', sales.open_ordered_cents);
  // The count is quoted only where the words say it ("tus 40 mesas"; one table is "tu mesa").
  const tables =
    sales.open_tables === 1
      ? 'tu mesa abierta lleva'
      : `tus ${answer.count('open_tables', 'Mesas abiertas', sales.open_tables)} mesas abiertas llevan`;
  return `${today} ${tables} ${ordered} pedidos, por cobrar (sin propinas).`;
}

/** The day so far: its sales, tables, diners and ticket, against last week and the goal or forecast. */
function daySoFar(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  context: ComposeContext,
  answer: Answer,
  at: string,
  // Who and when the day's figures are ("Hoy, sábado 5 de diciembre, hasta las 13:41").
  today = todayUntil(context.today, at),
  // The tables, diners and ticket in brackets after the sales, unless a lead sentence said them.
  withDetails = true,
): string {
  const goal = goalSentence(sales, meta, context, answer);
  if (sales.total_sales_cents === null)
    return `${today} no me ha llegado ninguna venta: el punto de venta no ha mandado mesas cerradas ni un corte parcial.${goal}${dayForecastSentence(sales, answer)}`;
  const total = answer.money('total_sales_cents', 'Venta de hoy', sales.total_sales_cents);
  const extra: string[] = [];
  // "1 mesa cerrada, 1 comensal" at noon (since 2026-12-06; before, "1 mesas cerradas").
  if (withDetails && sales.tables_so_far !== null)
    extra.push(
      `${answer.count('tables_so_far', 'Mesas cerradas', sales.tables_so_far)} ${plural(sales.tables_so_far, 'mesa cerrada', 'mesas cerradas')}`,
    );
  if (withDetails && sales.covers_so_far !== null)
    extra.push(
      `${answer.count('covers_so_far', 'Comensales', sales.covers_so_far)} ${plural(sales.covers_so_far, 'comensal', 'comensales')}`,
    );
  if (withDetails && sales.avg_ticket_cents !== null)
    extra.push(
      `ticket promedio de ${answer.money('avg_ticket_cents', 'Ticket promedio', sales.avg_ticket_cents)}`,
    );
  const text = `${today} llevas ${total} vendidos con IVA${extra.length > 0 ? ` (${list(extra)})` : ''}.`;
  return `${withoutIvaLive(context.question)}${text}${againstSameTime(sales, meta, context, answer)}${goal}${paceSentence(sales, answer)}`;
}

/**
 * "¿Cuánto llevo vendido hoy sin IVA?": the day so far is with IVA, as the open tables and the
 * partial cortes send it; without IVA it comes with the corte Z (since 2026-12-07; before, the
 * amount with IVA alone, the basis asked unsaid). '' unless asked.
 */
const withoutIvaLive = (question: string) =>
  /\bsin iva\b/.test(normalize(question))
    ? 'En vivo tengo la venta con IVA, como la mandan tus mesas; sin IVA la tengo con el corte Z. '
    : '';

const LIVE_CASH: IntentPlan = {
  reads: () => [{ read: 'live-cash-balance', query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) =>
    // "¿Ya cerré caja?" before today's corte Z: not yet, then the drawer as it stands.
    `${asksRegisterClosed(context.question) ? 'Todavía no: no me ha llegado el corte Z de hoy. ' : ''}${liveCashAnswer(results['live-cash-balance']!.attributes, context, answer)}`,
  followUps: ['¿Cuánto llevo vendido hoy?', '¿Me faltó dinero en caja ayer?'],
};

const LIVE_SALES: IntentPlan = {
  reads: () => [{ read: 'live-sales-today', query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const { attributes, meta } = results['live-sales-today']!;
    return liveSalesAnswer(attributes, meta, context, answer);
  },
  followUps: ['¿Cuánto efectivo debe haber en caja?', '¿Cuánto vendí ayer?'],
};

/** "¿Cuánto me falta para ganarle al sábado pasado?": the gap to that day's whole sales asked. */
export const asksGapToDay = (question: string) =>
  /\b(falta|faltan|ganarle|igualar|alcanzar|llegue|llegamos|llegar)\b/.test(normalize(question));

/**
 * " Para ganarle te faltan $… con IVA ($… cuando cobres lo que ya pidieron tus mesas abiertas)." or
 * " Ya le ganaste: llevas $… más que todo ese día.": what was charged so far against that day.
 */
function gapToDay(sales: LiveSalesAttributes, dayTotal: number, answer: Answer): string {
  const soFar = sales.total_sales_cents;
  if (soFar === null) return '';
  if (soFar > dayTotal)
    return ` Ya le ganaste: llevas ${answer.money('over_day_sales_cents', 'Arriba de todo ese día', soFar - dayTotal)} más que todo ese día.`;
  const left = answer.money('left_to_beat_day_cents', 'Falta para ganarle a ese día', dayTotal - soFar);
  return ` Para ganarle te faltan ${left} con IVA${afterOpenTables(sales, dayTotal - soFar, answer)}.`;
}

/**
 * " ($… cuando cobres lo que ya pidieron tus mesas abiertas)" or " (lo que ya pidieron tus mesas
 * abiertas lo cubre)": what is left once the open tables' orders are charged, as the sales so far
 * with them are said; '' with none open.
 */
function afterOpenTables(sales: LiveSalesAttributes, left: number, answer: Answer): string {
  const ordered = sales.open_ordered_cents ?? 0;
  if (ordered <= 0) return '';
  return left - ordered > 0
    ? ` (${answer.money('left_after_open_tables_cents', 'Falta contando las mesas abiertas', left - ordered)} cuando cobres lo que ya pidieron tus mesas abiertas)`
    : ' (lo que ya pidieron tus mesas abiertas lo cubre)';
}

/**
 * "¿Voy a llegar a lo del domingo pasado?": " A este ritmo (el del domingo 9 de diciembre a la
 * misma hora) cerrarías en $51,302.17, $14,408.83 abajo de ese día." Hoy's projection against that
 * day's whole total, asked in the future (since 2026-12-06); '' otherwise, or with no projection.
 */
function paceAgainstDay(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  dayTotal: number,
  context: ComposeContext,
  answer: Answer,
): string {
  if (!overtakesAhead(context.question) || (sales.total_sales_cents ?? 0) > dayTotal) return '';
  const pace = paceAgainst(sales.projected_day_total_cents, dayTotal, 'day', { meta, context, answer });
  return pace === null ? '' : ` ${sentence(pace)}.`;
}

/**
 * "¿Cómo voy contra ayer?" with today still open: today's live figures, compared at the same hour
 * with the same weekday of last week (the live read's comparison, as Hoy shows it: a Friday is not
 * a Thursday), and yesterday's whole closed day beside them, said as such. Any other past day too
 * ("¿cómo voy contra la Nochebuena pasada?", since 2026-12-06; before refused as not closed): its
 * whole day, or that it has none, and that the same hour is compared with last week's alone.
 */
export const LIVE_AGAINST_DAY: IntentPlan = {
  reads: (_range, base): ReadRequest[] => [
    { read: 'live-sales-today', query: {} },
    { read: 'intelligence-sales-summary', query: { date_from: base.from, date_to: base.to } },
  ],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer, outcomes) => {
    const { attributes, meta } = results['live-sales-today']!;
    const live = liveSalesAnswer(attributes, meta, context, answer);
    const other = resultAt(outcomes, 1, 'intelligence-sales-summary');
    const total = other?.attributes.total_sales_cents ?? null;
    const yesterday = context.base.from === addDays(context.today, -1);
    const named = day(context.base.from, context.today);
    if (other === null || !hasData(other) || total === null)
      return yesterday ? live : `${live} Del ${named} no tengo ventas cerradas para compararlo.`;
    const closed = answer.money('base_total_sales_cents', 'Venta de ese día, todo el día', total);
    const ahead = paceAgainstDay(attributes, meta, total, context, answer);
    const gap = asksGapToDay(context.question) ? `${gapToDay(attributes, total, answer)}${ahead}` : '';
    if (yesterday)
      return `${live} Ayer, ${named}, cerraste el día con ${closed} con IVA; a esta hora te comparo con el mismo día de la semana pasada y no con ayer, porque cada día de la semana vende distinto.${gap}`;
    // Last week's same weekday is the one the live read compares with at the same hour.
    const why =
      context.base.from === addDays(context.today, -7)
        ? ''
        : '; a la misma hora solo te comparo con el mismo día de la semana pasada, que es el que leo hora por hora en vivo';
    return `${live} El ${named} cerraste el día con ${closed} con IVA${why}.${gap}`;
  },
  followUps: ['¿Cuánto vendí ayer?', '¿Cuánto voy a vender hoy?'],
};

/** The intents that answer today (alone) from the live figures, and the plan each reads. */
export const LIVE_PLANS: Partial<Record<Intent, IntentPlan>> = {
  why_change: LIVE_WHY,
  cash_balance: LIVE_CASH,
  cash_variance: LIVE_CASH,
  payment_mix: LIVE_PAYMENTS,
  tips: LIVE_TIPS,
  cancellations_discounts: LIVE_LOSSES,
  best_waiter: LIVE_WAITERS,
  sales_total: LIVE_SALES,
  avg_ticket: LIVE_SALES,
  covers_tables: LIVE_SALES,
  // "¿A qué hora se llenó más hoy?": today's hours so far (live-peak.ts; since 2026-12-06).
  peak_hour: LIVE_PEAK,
};
