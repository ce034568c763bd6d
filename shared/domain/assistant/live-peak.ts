/**
 * "¿A qué hora se llenó más hoy?", "¿cuál ha sido la hora más fuerte hoy?" before the corte Z: the
 * busiest of today's hours so far from the live tables (live/hours-so-far.ts), by what the tables
 * that closed in it were charged, or by the diners seated in it when people are asked, and the
 * quietest whole hour beside it; the hour under way is not yet whole, so it is never the quietest.
 * Asked in the present ("¿a qué hora se llena hoy?") the rush is the forecast's (understand.ts
 * `rushToCome`). Since 2026-12-06; before, the day had not closed. Pure.
 */
import type { HourSoFar } from '../live/hours-so-far.ts';
import { type Answer, type ComposeContext, type IntentPlan, list } from './compose.ts';
import { clockOf } from './format.ts';
import { asksEachHour } from './hour-by-hour.ts';
import { BASIS, openSaid } from './live-daypart.ts';
import { HOURS_TODAY_READ, type HoursToday } from './reads.ts';
import { asksPeople } from './superlatives.ts';

/** An hour's figure asked: its sales, or its diners (null when its tables carry none). */
const figureOf = (hour: HourSoFar, people: boolean) => (people ? hour.covers : hour.sales_cents);

/** The hours with the figure, the busiest first, on a tie the earlier. */
function ranked(hours: readonly HourSoFar[], people: boolean) {
  return hours
    .filter((hour) => (figureOf(hour, people) ?? 0) > 0)
    .sort((a, b) => figureOf(b, people)! - figureOf(a, people)! || a.hour.localeCompare(b.hour));
}

/** "$19,087.00 cobrados" or "48 comensales sentados", recorded under the key given. */
function said(hour: HourSoFar, people: boolean, keys: { sales: string; covers: string }, answer: Answer) {
  return people
    ? `${answer.count(keys.covers, `Comensales sentados a las ${hour.hour}`, hour.covers!)} comensales sentados`
    : `${answer.money(keys.sales, `Cobrado a las ${hour.hour}`, hour.sales_cents)} cobrados`;
}

/** "15:00" of the reading at 15:31: the hour under way, not yet whole. */
const hourUnderWay = (body: HoursToday) => `${clockOf(body.as_of).slice(0, 2)}:00`;

/** "¿Cuánto he vendido por hora hoy?": each hour so far in clock order, the one under way said so. */
function eachHourSoFar(body: HoursToday, at: string, answer: Answer): string {
  const sold = body.hours.filter((hour) => hour.tables_closed > 0);
  const parts = sold.map((hour) => {
    const cents = answer.money(
      `hour_${hour.hour.slice(0, 2)}_sales_cents`,
      `Cobrado a las ${hour.hour}`,
      hour.sales_cents,
    );
    return `${hour.hour}, ${cents}${hour.hour === hourUnderWay(body) ? ' (en curso)' : ''}`;
  });
  return `Hoy, hasta las ${at}, cobraste por hora: ${list(parts)}.`;
}

/** The busiest hour and the quietest whole one (the hour under way is not whole yet), as words. */
function busiestAndQuietest(body: HoursToday, hours: readonly HourSoFar[], people: boolean, answer: Answer) {
  const peak = hours[0]!;
  const busiest = () => {
    const hour = answer.hour(people ? 'covers_hour' : 'peak_hour', 'Hora más fuerte hasta ahora', peak.hour);
    return `la de las ${hour}, con ${said(peak, people, { sales: 'peak_hour_sales_cents', covers: 'covers_hour_covers' }, answer)}`;
  };
  const quiet = hours.filter((bucket) => bucket !== peak && bucket.hour !== hourUnderWay(body)).at(-1);
  const quietest =
    quiet === undefined
      ? null
      : () => {
          const hour = answer.hour('valley_hour', 'Hora más floja hasta ahora', quiet.hour);
          return `la de las ${hour}, con ${said(quiet, people, { sales: 'valley_hour_sales_cents', covers: 'valley_hour_covers' }, answer)}`;
        };
  return { busiest, quietest };
}

function livePeakAnswer(body: HoursToday, context: ComposeContext, answer: Answer): string {
  const people = asksPeople(context.question);
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(body.as_of));
  const hours = ranked(body.hours, people);
  const open = openSaid(body, people, answer);
  if (asksEachHour(context.question) && !people && hours.length > 0)
    return `${eachHourSoFar(body, at, answer)}${open}${BASIS}`;
  if (hours.length === 0) {
    const none = people ? 'ninguna mesa cerrada trae comensales' : 'todavía no cierras mesas';
    return `Hoy, hasta las ${at}, ${none}, así que no tengo una hora más fuerte.${open}${BASIS}`;
  }
  const { busiest, quietest } = busiestAndQuietest(body, hours, people, answer);
  // "¿Cuál ha sido la hora más floja hoy?": the quietest whole hour first.
  const text =
    context.direction === 'least' && quietest !== null
      ? `Hoy, hasta las ${at}, tu hora más floja ha sido ${quietest()}. La más fuerte, ${busiest()}.`
      : `Hoy, hasta las ${at}, tu hora más fuerte ha sido ${busiest()}.${quietest === null ? '' : ` La más floja, ${quietest()}.`}`;
  return `${text}${open}${BASIS}`;
}

export const LIVE_PEAK: IntentPlan = {
  reads: () => [{ read: HOURS_TODAY_READ, query: {} }],
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) =>
    livePeakAnswer(results[HOURS_TODAY_READ]!.attributes, context, answer),
  followUps: ['¿Cómo voy hoy?', '¿A qué hora se llena normalmente?'],
};
