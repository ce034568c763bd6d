/**
 * "¿A qué hora vendo más los sábados?", "¿a qué hora llega más gente los viernes?": the peak hour of
 * a weekday's habit, not of its last day. Over the weekday's days of the weekday window (the last 8
 * weeks of closed days, weekday-profile.ts), each day's /sales/by-hour (one read a day) is summed as
 * the endpoint sums a range (analytics/sales.ts `salesByHourOfResults`); the answer names the hour,
 * its average per such day and its total over them, the window and how many days counted.
 *
 * - A day counts when its corte Z counted sales (analytics/sales.ts `isOpenDay`) and its order lines
 *   carry their hour (the day's `peak_hour`): a day without them would read as nothing sold at any
 *   hour. Open days left out for that are said, with how many.
 * - Under MIN_DAYS counted days: said, with no figure of sales.
 * - Asked of people (superlatives.ts `asksPeople`), the hours by diners seated (the live tables), only
 *   when every counted day has them (a sum missing a day would read as that day's none); else said,
 *   and the hour by sales.
 *
 * A weekday in the singular ("el sábado", "el sábado pasado") keeps the one-day reading
 * (why-question.ts `weekdaysAsked`).
 */
import { divideRounded } from '../analytics/rounding.ts';
import { isOpenDay, salesByHourOfResults } from '../analytics/sales.ts';
import { addDays, isoWeekday } from '../calendar-dates.ts';
import type { SalesByHourAttributes } from '../responses/intelligence.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  periodQuery,
  resultAt,
} from './compose.ts';
import type { DateRange } from './dates.ts';
import { clause, sentence } from './format.ts';
import { asksSalesHours } from './hours-words.ts';
import type { Intent } from './intents.ts';
import { busiestBucket } from './rankings.ts';
import { type ReadRequest, SALES_DAYS_READ } from './reads.ts';
import { failedReadText } from './refusals.ts';
import { firstAndLastSale, NO_SCHEDULE_KEPT } from './sales-hours.ts';
import { asksPeople } from './superlatives.ts';
import { MIN_DAYS, WEEKDAY_WORDS, windowWords } from './weekday-profile.ts';
import { weekdaysAsked } from './why-question.ts';

const BY_HOUR = 'intelligence-sales-by-hour';

/** The window's dates of the weekday, ascending: one by-hour read each, in this order. */
export function weekdayDates(range: DateRange, weekday: number): string[] {
  const dates: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)!)
    if (isoWeekday(date) === weekday) dates.push(date);
  return dates;
}

/** The weekday's days that count, their hours summed as one range's. */
export interface Counted {
  body: SalesByHourAttributes;
  days: number;
  /** Open days of the weekday whose order lines carry no hour: left out, and said. */
  unhoured: number;
  /** Every counted day has diners by hour (live tables). */
  seated: boolean;
}

/** The counted days from the reads (the window's days, then each weekday's by-hour), or a failed read. */
export function countedDays(
  outcomes: readonly AnyReadOutcome[],
  range: DateRange,
  weekday: number,
): Counted | Extract<AnyReadOutcome, { ok: false }> {
  const open = new Set(
    resultAt(outcomes, 0, SALES_DAYS_READ)!
      .attributes.days.filter(isOpenDay)
      .map((day) => day.date),
  );
  const hours: SalesByHourAttributes[] = [];
  let unhoured = 0;
  for (const [index, date] of weekdayDates(range, weekday).entries()) {
    const outcome = outcomes[index + 1]!;
    if (!outcome.ok) return outcome;
    if (!open.has(date)) continue;
    const body = resultAt(outcomes, index + 1, BY_HOUR)!.attributes;
    if (body.peak_hour === null) unhoured += 1;
    else hours.push(body);
  }
  return {
    body: salesByHourOfResults(hours),
    days: hours.length,
    unhoured,
    seated: hours.every((body) => body.hours.some((bucket) => bucket.covers !== null)),
  };
}

/** The weekday's words, and the counted days said after the window's dates (recorded as figures). */
export function daysWords(counted: Counted, weekday: number, answer: Answer) {
  const [one, many] = WEEKDAY_WORDS[weekday]!;
  const days = answer.count('weekday_days', `${sentence(many)} contados`, counted.days);
  const word = (n: number) => (n === 1 ? one : many);
  if (counted.unhoured === 0)
    return {
      one,
      many,
      said: `${days} ${word(counted.days)} ${counted.days === 1 ? 'abierto' : 'abiertos'}`,
    };
  const left = counted.unhoured;
  const unhoured = answer.count(
    'unhoured_days',
    `${sentence(many)} abiertos sin la hora de sus órdenes`,
    left,
  );
  const rest =
    left === 1 ? 'abierto más no la trae y queda fuera' : 'abiertos más no la traen y quedan fuera';
  return {
    one,
    many,
    said: `${days} ${word(counted.days)} con la hora de sus ventas; ${unhoured} ${word(left)} ${rest}`,
  };
}

/** What the question asks of the hours, in words. */
function asked(context: ComposeContext): string {
  const more = context.direction === 'least' ? 'menos' : 'más';
  return asksPeople(context.question) ? `llega ${more} gente` : `vendes ${more}`;
}

/** Too few counted days for an average: said, with no figure of sales. */
function tooFew(counted: Counted, weekday: number, context: ComposeContext, answer: Answer): string {
  const window = windowWords(context, answer);
  if (counted.days === 0 && counted.unhoured === 0) {
    const one = WEEKDAY_WORDS[weekday]![0];
    return `${sentence(window)} no tengo ningún ${one} con corte Z y venta, así que no puedo decirte a qué hora ${asked(context)} ese día.`;
  }
  const { many, said } = daysWords(counted, weekday, answer);
  const needed = answer.count('min_weekday_days', `Mínimo de ${many} contados`, MIN_DAYS);
  return `Todavía no puedo decirte a qué hora ${asked(context)} los ${many}: ${window} tengo ${said}, y necesito al menos ${needed} para sacar un promedio que diga algo.`;
}

type HourKey = 'peak_hour' | 'valley_hour';
const HOUR_LABELS: Record<HourKey, [string, string]> = {
  peak_hour: ['Hora pico', 'la hora pico'],
  valley_hour: ['Hora más floja', 'la hora más floja'],
};

/** One hour over the counted days: its average sales per day, and its total (said when it leads). */
function hourSales(key: HourKey, hour: string, counted: Counted, one: string, answer: Answer) {
  const [label, inWords] = HOUR_LABELS[key];
  const total = counted.body.hours.find((bucket) => bucket.hour === hour)!.sales_cents;
  const mean = divideRounded(total, counted.days)!;
  return {
    at: answer.hour(key, label, hour),
    average: answer.money(`${key}_avg_sales_cents`, `Venta promedio por ${one} en ${inWords}`, mean),
    total: () => answer.money(`${key}_sales_cents`, `Venta en ${inWords}, sumada en esos días`, total),
  };
}

/**
 * The hour that sold most (least when asked) over the counted days: its average per day and its
 * total, the window; then the other end's average.
 */
function bySales(counted: Counted, weekday: number, context: ComposeContext, answer: Answer): string {
  const { peak_hour: peak, valley_hour: valley } = counted.body;
  const many = WEEKDAY_WORDS[weekday]![1];
  if (peak === null) return `No tengo la venta por hora de tus ${many}: sus órdenes no traen la hora.`;
  const { one, said } = daysWords(counted, weekday, answer);
  const other = valley !== null && valley !== peak ? valley : null;
  const least = context.direction === 'least' && other !== null;
  const lead = least
    ? hourSales('valley_hour', other, counted, one, answer)
    : hourSales('peak_hour', peak, counted, one, answer);
  const window = windowWords(context, answer, `: ${said}`);
  const figures = `a las ${lead.at}, con ${lead.average} vendidos en promedio por ${one} (${lead.total()} en total) ${window}`;
  if (other === null)
    return context.direction === 'least'
      ? `Los ${many} solo vendes en una hora: ${figures}.`
      : `Los ${many} tu hora pico es ${figures}.`;
  if (least) {
    const top = hourSales('peak_hour', peak, counted, one, answer);
    return `Los ${many} tu hora más floja es ${figures}. La pico es a las ${top.at}, con ${top.average} en promedio.`;
  }
  const low = hourSales('valley_hour', other, counted, one, answer);
  return `Los ${many} tu hora pico es ${figures}. La más floja es a las ${low.at}, con ${low.average} en promedio.`;
}

/** The hour with the most (fewest) diners over the counted days, their average per day and total. */
function byPeople(counted: Counted, weekday: number, context: ComposeContext, answer: Answer): string {
  const least = context.direction === 'least';
  const chosen = counted.seated ? busiestBucket(counted.body, least) : null;
  if (chosen === null)
    return `No tengo los comensales por hora de todos tus ${WEEKDAY_WORDS[weekday]![1]}: llegan con las mesas en vivo, que tu punto de venta no mandó esos días. Por venta, ${clause(bySales(counted, weekday, context, answer))}`;
  const { one, many, said } = daysWords(counted, weekday, answer);
  const which = least ? 'menos' : 'más';
  const hour = answer.hour('covers_hour', `Hora con ${which} comensales`, chosen.hour);
  const average = answer.count(
    'covers_hour_avg_covers',
    `Comensales por ${one} en esa hora`,
    divideRounded(chosen.covers, counted.days)!,
  );
  const total = answer.count(
    'covers_hour_covers',
    'Comensales sentados en esa hora, sumados',
    chosen.covers!,
  );
  const window = windowWords(context, answer, `: ${said}`);
  return `Los ${many} la hora con ${which} comensales es a las ${hour}: se sientan en promedio ${average} por ${one} (${total} en total) ${window}.`;
}

/**
 * "¿A qué hora cerramos los sábados?": the first and the last hour that sold on any of the counted
 * days (their hours summed), the window named.
 */
function salesHoursOf(counted: Counted, weekday: number, context: ComposeContext, answer: Answer): string {
  const many = WEEKDAY_WORDS[weekday]![1];
  const span = firstAndLastSale(counted.body.hours, answer);
  if (span === null) return `No tengo la venta por hora de tus ${many}: sus órdenes no traen la hora.`;
  const { said } = daysWords(counted, weekday, answer);
  const window = windowWords(context, answer, `: ${said}`);
  return `Los ${many} ${window} vendiste desde la hora de las ${span.first} hasta la de las ${span.last}. ${NO_SCHEDULE_KEPT}`;
}

function weekdayHours(context: ComposeContext, answer: Answer, outcomes: readonly AnyReadOutcome[]): string {
  const weekday = weekdaysAsked(context.question)!;
  const counted = countedDays(outcomes, context.range, weekday);
  if (!('body' in counted))
    return failedReadText(counted, context.requiredPlanOf(BY_HOUR), 'tu venta por hora');
  if (counted.days < MIN_DAYS) return tooFew(counted, weekday, context, answer);
  if (asksSalesHours(context.question)) return salesHoursOf(counted, weekday, context, answer);
  return asksPeople(context.question)
    ? byPeople(counted, weekday, context, answer)
    : bySales(counted, weekday, context, answer);
}

/** The window's days first (which opened; whether any closed): then each weekday's hours. */
export const weekdayHoursReads: IntentPlan['reads'] = (range, _base, question) => [
  { read: SALES_DAYS_READ, query: periodQuery(range) },
  ...weekdayDates(range, weekdaysAsked(question)!).map(
    (date): ReadRequest => ({
      read: BY_HOUR,
      query: periodQuery({ from: date, to: date }),
    }),
  ),
];

const WEEKDAY_HOURS_PLAN: IntentPlan = {
  reads: weekdayHoursReads,
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => weekdayHours(context, answer, outcomes),
  followUps: ['¿Qué día de la semana vendo más?', '¿Cuánto vendí por turno?'],
};

/**
 * The plan of a weekday's hours (understand.ts gives it the weekday window, answers.ts `plansFor`
 * takes it), or null: the peak hour asked of a weekday in the plural.
 */
export function weekdayHoursPlanFor(intent: Intent, question: string): IntentPlan | null {
  return intent === 'peak_hour' && weekdaysAsked(question) !== null ? WEEKDAY_HOURS_PLAN : null;
}
