/**
 * "¿Por qué voy tan bajo hoy?", "¿por qué estoy vendiendo más hoy?": a why of today before its corte
 * Z, from the live figures (as Hoy shows them) and the calendar the forecast reads. Today against the
 * same weekday of last week at this hour, split into diners and what each spends when both days sent
 * their diners; what the calendar says of either day (today's effect as the forecast gives it); and
 * the pace against the forecast, which already counts those days. Nothing is said of dishes or
 * waiters: today's order lines come with the corte Z. Pure.
 */
import { pctChange, pctChangeOfRatios } from '../analytics/rounding.ts';
import { calendarEventsOn } from '../calendar/holidays.ts';
import { isQuincena } from '../calendar/quincena.ts';
import { CALENDAR_DRIVERS, MAX_HORIZON_DAYS, movesTheDay } from '../forecast/types.ts';
import { driverNameInWords, effectInWords } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { LiveSalesAttributes, LiveSalesMeta } from '../responses/live.ts';
import { type Answer, type ComposeContext, type IntentPlan, resultAt } from './compose.ts';
import { clause, clockOf, day, sentence, todayUntil } from './format.ts';
import { againstSameTime, paceSentence } from './live-pace.ts';
import type { ReadRequest } from './reads.ts';

type Drivers = ForecastAttributes['days'][number]['drivers'];

/** " Llevas 20.1% menos comensales que entonces, y cada uno gasta 5.1% menos." or '' unknown. */
function dinersOrSpend(sales: LiveSalesAttributes, answer: Answer): string {
  const { sales_pct_change: salesPct, covers_pct_change: coversPct } = sales.vs_same_time_yesterday;
  if (salesPct === null || coversPct === null || coversPct <= -100) return '';
  const covers = answer.pct('covers_pct_change', 'Comensales contra la semana pasada', coversPct);
  // What each spends: the sales' change over the diners' (the same two days, the same hour), rounded
  // as every change the answers quote.
  const spend = pctChangeOfRatios(100 + salesPct, 100 + coversPct, 1, 1)!;
  const ticket = answer.pct('ticket_pct_change', 'Gasto por comensal contra la semana pasada', spend);
  const more = (pct: number) => (pct >= 0 ? 'más' : 'menos');
  return ` Llevas ${covers} ${more(coversPct)} comensales que entonces, y cada uno gasta ${ticket} ${more(spend)}.`;
}

/** What the calendar names on a past day: its holidays and the payday. */
function daysNamed(date: string): string[] {
  const names = calendarEventsOn(date).map((event) => event.label);
  return isQuincena(date) ? [...names, 'quincena'] : names;
}

/**
 * " Hoy es Día de Muertos: tu pronóstico ya lo esperaba así (−12%)." and what last week's day was
 * ("El martes 26 de octubre fue quincena."), or that neither is a day of the calendar.
 */
function calendarWords(drivers: Drivers, compared: string, today: string, answer: Answer): string {
  const todays = drivers.filter((driver) => CALENDAR_DRIVERS.has(driver.code));
  const parts = todays.map((driver, index) => {
    const name = driverNameInWords(driver)!;
    answer.name(`today_calendar_${index + 1}`, 'Hoy es', name);
    if (!movesTheDay(driver)) return `hoy es ${name}, sin efecto en tu pronóstico`;
    answer.pct(
      `today_calendar_${index + 1}_effect_pct`,
      `Efecto de ${driver.label}`,
      Math.round(driver.effect_pct),
    );
    return `hoy es ${name}, que tu pronóstico ya cuenta (${effectInWords(driver.effect_pct, '%')})`;
  });
  const then = daysNamed(compared);
  if (then.length > 0) parts.push(`el ${day(compared, today)} fue ${then.join(' y ')}`);
  if (parts.length === 0)
    return ` Ni hoy ni el ${day(compared, today)} son días especiales en mi calendario.`;
  return ` ${sentence(parts.join('; '))}.`;
}

/**
 * " Tu pronóstico ya esperaba un día 18.0% más flojo que ese: $40,695.63 con IVA contra los
 * $49,600.00 de todo el martes 26 de octubre.": how much of the gap the forecast saw coming (both
 * with IVA); '' when either is unknown.
 */
function expectedAgainstThen(
  sales: LiveSalesAttributes,
  meta: LiveSalesMeta,
  today: string,
  answer: Answer,
): string {
  const expected = sales.forecast_sales_with_iva_cents;
  const then = meta.comparison.full_day_sales_cents;
  const change = expected === null || then === null ? null : pctChange(expected, then);
  if (change === null) return '';
  const shownChange = answer.pct('forecast_vs_base_day_pct', 'Pronóstico contra ese día completo', change);
  const forecast = answer.money('forecast_sales_with_iva_cents', 'Pronóstico del día con IVA', expected!);
  const base = answer.money('base_full_day_sales_cents', 'Venta de ese día completo', then!);
  const way =
    change === 0
      ? 'un día igual a ese'
      : `un día ${shownChange} ${change > 0 ? 'más fuerte' : 'más flojo'} que ese`;
  return ` Tu pronóstico ya esperaba ${way}: ${forecast} con IVA contra los ${base} de todo el ${day(meta.comparison.date, today)}.`;
}

/** Today's why, live: the comparison, its diners and spend, the calendar, the pace. */
function liveWhyAnswer(
  live: { attributes: LiveSalesAttributes; meta: LiveSalesMeta },
  drivers: Drivers,
  context: ComposeContext,
  answer: Answer,
): string {
  const { attributes: sales, meta } = live;
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  const against = againstSameTime(sales, meta, context, answer).trim();
  if (against === '')
    return `${todayUntil(context.today, at)} no tengo con qué comparar: el ${day(meta.comparison.date, context.today)} no tuvo ventas a esta hora.${paceSentence(sales, answer)}`;
  const lead = `${todayUntil(context.today, at)} ${clause(against)}`;
  const calendar = calendarWords(drivers, meta.comparison.date, context.today, answer);
  const expected = expectedAgainstThen(sales, meta, context.today, answer);
  return `${lead}${dinersOrSpend(sales, answer)}${calendar}${expected}${paceSentence(sales, answer)}`;
}

/** "¿Por qué voy tan bajo hoy?": today's why from the live read and the forecast's drivers. */
export const LIVE_WHY: IntentPlan = {
  reads: (): ReadRequest[] => [
    { read: 'live-sales-today', query: {} },
    // The forecast's row of today: its calendar drivers' effects (the same read the forecast answers use).
    { read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } },
  ],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer, outcomes) => {
    const live = results['live-sales-today']!;
    const forecast = resultAt(outcomes, 1, 'intelligence-forecast')?.attributes.days ?? [];
    const drivers = forecast.find((row) => row.date === context.today)?.drivers ?? [];
    return liveWhyAnswer(live, drivers, context, answer);
  },
  followUps: ['¿Cuánto voy a vender hoy?', '¿Quién de mis meseros lleva más?'],
};
