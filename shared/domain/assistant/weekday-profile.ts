/**
 * "¿Por qué los sábados vendo más?", "¿por qué los lunes vendo menos?": a weekday's habit, not one
 * day. The answer is the weekday's average day against the branch's typical day (the average of its
 * open days), both of the same window (the last WINDOW_WEEKS weeks of closed days), with the window
 * and the baseline named; then, where the data can say it, what separates them: more or fewer
 * covers, or a higher or lower average ticket.
 *
 * - Every figure is of the days' own sales summaries (reads.ts `SalesDaysAttributes`), added as the
 *   summary adds them (analytics/sales.ts `salesRowTotalsOf`): sales with IVA; the average ticket is
 *   sales / tables, as the summary's; a change against the typical day is the endpoints'
 *   `pctChangeOfRatios`, of the exact averages (as the best day's against its mean).
 * - A day is open when its corte Z counted sales (analytics/sales.ts `isOpenDay`, the rule of the
 *   forecast's history and the best day's too). Under MIN_DAYS open days of the weekday, the
 *   history is too short: said, with no average.
 * - Covers or tables a day did not send leave that driver out (a sum missing a day would read as
 *   that day's none): no number is guessed.
 * - The lead says which way the weekday really goes: asked "¿por qué vendo más?" of a weekday that
 *   sells less, it says so plainly, as the why of a figure that moved (why.ts).
 *
 * "¿Qué día de la semana vendo más?" names the weekday whose average day is highest (or lowest),
 * then says its profile.
 *
 * understand.ts gives the window as the period when `weekdayPlanFor` has a plan for the question
 * (why-question.ts reads it); answers.ts `plansFor` then takes that plan.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay, salesRowTotalsOf } from '../analytics/sales.ts';
import { lastClosedDay } from '../business-day.ts';
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { type Answer, type ComposeContext, type IntentPlan, periodQuery, resultAt } from './compose.ts';
import type { DateRange } from './dates.ts';
import { breakEvenRead, breakEvenReadOf } from './forecast-break-even.ts';
import { period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ, type SalesDaysAttributes } from './reads.ts';
import { asksPeople, directionOf } from './superlatives.ts';
import { openingSentence } from './weekday-opening.ts';
import { askedDirection } from './why.ts';
import {
  asksHabit,
  asksWhetherToOpen,
  asksWhichWeekday,
  weekdayHabit,
  weekdaysAsked,
} from './why-question.ts';

/** Weeks of closed days compared: each weekday comes up this many times. */
const WINDOW_WEEKS = 8;
/** Open days of the weekday an average needs: fewer say one or two odd days, not a habit. */
export const MIN_DAYS = 4;
/** A gap under this (%) is said "casi igual": within what days of one kind differ by. */
export const NEAR_PCT = 5;

/** The weekday's names by ISO number (1 Monday): one and many. */
export const WEEKDAY_WORDS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['lunes', 'lunes'],
  2: ['martes', 'martes'],
  3: ['miércoles', 'miércoles'],
  4: ['jueves', 'jueves'],
  5: ['viernes', 'viernes'],
  6: ['sábado', 'sábados'],
  7: ['domingo', 'domingos'],
};

/** The window: the last WINDOW_WEEKS weeks through the last closed day (today once its corte Z is in). */
export function weekdayWindow(today: string, todayClosed: boolean): DateRange {
  const to = lastClosedDay(today, todayClosed);
  return { from: addDays(to, 1 - 7 * WINDOW_WEEKS)!, to };
}

type Day = SalesDaysAttributes['days'][number];

interface Days {
  count: number;
  sales: number;
  /** Null unless every day sent it. */
  covers: number | null;
  tables: number | null;
}

/** Days' totals as the sales summary adds them; covers and tables only when every day sent them. */
function daysOf(days: readonly Day[]): Days {
  const totals = salesRowTotalsOf(days);
  return {
    count: days.length,
    sales: totals.total_sales_cents,
    covers: days.every((day) => day.covers !== null) ? totals.covers : null,
    tables: days.every((day) => day.tables_served !== null) ? totals.tables_served : null,
  };
}

/** The weekday's open days and all the window's, from the read: totalled, and the weekday's days. */
export function weekdayDays(days: readonly Day[], weekday: number) {
  const open = days.filter(isOpenDay);
  const sameOpen = open.filter((day) => isoWeekday(day.date) === weekday);
  return { same: daysOf(sameOpen), all: daysOf(open), sameOpen };
}

/** "más" / "menos" (or "igual"), by a gap's sign. */
const side = (gap: number) => (gap > 0 ? 'más' : 'menos');

/** What may separate the weekday from the typical day: its gap, and its two values as shown. */
interface Driver {
  kind: 'covers' | 'ticket';
  gap: number;
  /** The weekday's value and the typical day's, each recorded as a figure. */
  values: (answer: Answer) => [string, string];
  shownGap: (answer: Answer) => string;
}

/** Diners per day in whole diners ("311 contra 240"): a tenth of a diner says nothing to an owner. */
function coversDriver(same: Days, all: Days): Driver | null {
  const gap = pctChangeOfRatios(same.covers, same.count, all.covers, all.count);
  const perDay = divideRounded(same.covers, same.count);
  const typical = divideRounded(all.covers, all.count);
  if (gap === null || perDay === null || typical === null) return null;
  return {
    kind: 'covers',
    gap,
    values: (answer) => [
      answer.count('weekday_covers_per_day', 'Comensales por día de ese día de la semana', perDay),
      answer.count('covers_per_day', 'Comensales de tu día promedio', typical),
    ],
    shownGap: (answer) => answer.pct('weekday_covers_vs_mean_pct', 'Comensales contra tu día promedio', gap),
  };
}

function ticketDriver(same: Days, all: Days): Driver | null {
  const gap = pctChangeOfRatios(same.sales, same.tables, all.sales, all.tables);
  const ticket = divideRounded(same.sales, same.tables);
  const typical = divideRounded(all.sales, all.tables);
  if (gap === null || ticket === null || typical === null) return null;
  return {
    kind: 'ticket',
    gap,
    values: (answer) => [
      answer.money('weekday_avg_ticket_cents', 'Ticket promedio de ese día de la semana', ticket),
      answer.money('avg_ticket_cents', 'Ticket promedio de tu día promedio', typical),
    ],
    shownGap: (answer) =>
      answer.pct('weekday_ticket_vs_mean_pct', 'Ticket promedio contra tu día promedio', gap),
  };
}

/** "más comensales: 210 contra 150 en tu día promedio (40.0% más)". */
function causeWords(driver: Driver, answer: Answer): string {
  const [same, all] = driver.values(answer);
  const how = `${driver.shownGap(answer)} ${side(driver.gap)}`;
  if (driver.kind === 'covers')
    return `${side(driver.gap)} comensales: ${same} contra ${all} en tu día promedio (${how})`;
  const [level, spends] = driver.gap > 0 ? ['más alto', 'gasta más'] : ['más bajo', 'gasta menos'];
  return `un ticket promedio ${level} (cada mesa ${spends}): ${same} contra ${all} (${how})`;
}

const isNear = (driver: Driver) => Math.abs(driver.gap) < NEAR_PCT;

/** The other driver beside the cause: nearly equal (its gap unsaid), the same way too, or the other way. */
function besideWords(driver: Driver, direction: number, answer: Answer): string {
  const [same, all] = driver.values(answer);
  const covers = driver.kind === 'covers';
  if (isNear(driver))
    return covers
      ? `; los comensales son casi los mismos (${same} contra ${all})`
      : `; el ticket promedio es casi igual (${same} contra ${all})`;
  const also = Math.sign(driver.gap) === direction ? 'también' : 'en cambio,';
  const up = driver.gap > 0;
  const what = covers
    ? `vienen ${side(driver.gap)} comensales`
    : `el ticket promedio es ${up ? 'más alto' : 'más bajo'}`;
  return `; ${also} ${what}: ${same} contra ${all} (${driver.shownGap(answer)} ${side(driver.gap)})`;
}

/** Without a driver clearly its way: each a little its way, or what does not explain it. */
function noCause(drivers: readonly Driver[], direction: number, answer: Answer): string {
  const shown = (driver: Driver) => {
    const [value, typical] = driver.values(answer);
    return `${value} contra ${typical} (${driver.shownGap(answer)} ${side(driver.gap)})`;
  };
  if (drivers.length === 1)
    return drivers[0]!.kind === 'covers'
      ? `Los comensales por día no lo explican: ${shown(drivers[0]!)}.`
      : `El ticket promedio no lo explica: ${shown(drivers[0]!)}.`;
  const [covers, ticket] = drivers.map(shown);
  const both = `comensales por día, ${covers}; ticket promedio, ${ticket}`;
  return drivers.every((driver) => Math.sign(driver.gap) === direction)
    ? `Es un poco de cada cosa: ${both}.`
    : `Ni los comensales ni el ticket promedio lo explican: ${both}.`;
}

/**
 * What separates the weekday: the driver that goes its way by the most (not a near one) leads;
 * the other is said beside it. Without a driver going its way, both are said as they are.
 */
function driverSentence(same: Days, all: Days, direction: number, answer: Answer): string {
  const drivers = [coversDriver(same, all), ticketDriver(same, all)].filter(
    (driver): driver is Driver => driver !== null,
  );
  if (drivers.length === 0)
    return ' No tengo los comensales ni las mesas de todos esos días, así que no puedo decirte si es por la gente que viene o por lo que gasta cada mesa.';
  const causes = drivers
    .filter((driver) => Math.sign(driver.gap) === direction && !isNear(driver))
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap));
  const cause = causes[0];
  if (cause === undefined) return ` ${noCause(drivers, direction, answer)}`;
  const other = drivers.find((driver) => driver !== cause);
  const main = other === undefined || isNear(other) ? 'Es por' : 'Es sobre todo por';
  const beside = other === undefined ? '' : besideWords(other, direction, answer);
  return ` ${main} ${causeWords(cause, answer)}${beside}.`;
}

/** "Ojo: los sábados no vendes más que tu día promedio, vendes menos." when the question assumed the other way. */
function correction(question: string, direction: number, many: string): string {
  const asked = askedDirection(question) || (directionOf(question) === 'least' ? -1 : 0);
  if (asked === 0 || direction === 0 || asked === direction) return '';
  return ` Ojo: los ${many} no vendes ${side(asked)} que tu día promedio, vendes ${side(direction)}.`;
}

/** The window in words: "en las últimas 8 semanas (del … al …: what was counted)". */
export function windowWords(context: ComposeContext, answer: Answer, counted = ''): string {
  const weeks = answer.count('window_weeks', 'Semanas comparadas', WINDOW_WEEKS);
  return `en las últimas ${weeks} semanas (${period(context.range, context.today)}${counted})`;
}

/** Too few open days of the weekday for an average: said, with no figure of its sales. */
function tooShort(
  same: Days,
  [one, many]: readonly [string, string],
  context: ComposeContext,
  answer: Answer,
) {
  const window = windowWords(context, answer);
  // None at all is a weekday the branch does not open (or did not send), not a history to wait for.
  if (same.count === 0)
    return `${sentence(window)} no tengo ningún ${one} con corte Z y venta, así que no puedo compararlos con tu día promedio.`;
  const had = answer.count('weekday_days', `${sentence(many)} abiertos`, same.count);
  const needed = answer.count('min_weekday_days', `Mínimo de ${many} abiertos`, MIN_DAYS);
  const days = same.count === 1 ? `${one} abierto` : `${many} abiertos`;
  return `Todavía no puedo decirte cómo te va los ${many}: ${window} tengo ${had} ${days}, y necesito al menos ${needed} para sacar un promedio que diga algo.`;
}

/**
 * The weekday's average day against the typical day, the window and the days counted named, then
 * `tail` of the weekday's open days and its name (the opening question's, by default none).
 */
function profile(
  days: readonly Day[],
  weekday: number,
  context: ComposeContext,
  answer: Answer,
  tail: (sameWeekday: readonly Day[], one: string) => string = () => '',
): string {
  const { same, all, sameOpen } = weekdayDays(days, weekday);
  const names = WEEKDAY_WORDS[weekday]!;
  const many = names[1];
  if (same.count < MIN_DAYS) return tooShort(same, names, context, answer);
  const mean = answer.money(
    'weekday_mean_sales_cents',
    `Venta promedio de los ${many}`,
    divideRounded(same.sales, same.count)!,
  );
  const typical = answer.money(
    'mean_day_sales_cents',
    'Venta de tu día promedio',
    divideRounded(all.sales, all.count)!,
  );
  // Of the exact averages, not the rounded ones (as the best day's against its mean).
  const gap = pctChangeOfRatios(same.sales, same.count, all.sales, all.count) ?? 0;
  const sameDays = answer.count('weekday_days', `${sentence(many)} abiertos`, same.count);
  const allDays = answer.count('open_days', 'Días abiertos', all.count);
  const window = windowWords(
    context,
    answer,
    `: ${sameDays} ${many} abiertos, ${allDays} días abiertos en total`,
  );
  if (gap === 0)
    return `Los ${many} vendes en promedio ${mean} con IVA, prácticamente lo mismo que tu día promedio (${typical}) ${window}.${tail(sameOpen, names[0])}`;
  const shownGap = answer.pct('weekday_vs_mean_pct', 'Diferencia contra tu día promedio', gap);
  const direction = Math.sign(gap);
  const lead = `Los ${many} vendes en promedio ${mean} con IVA, ${shownGap} ${side(gap)} que tu día promedio (${typical}) ${window}.`;
  return `${lead}${correction(context.question, direction, many)}${driverSentence(same, all, direction, answer)}${tail(sameOpen, names[0])}`;
}

/** The reads, sources and follow-ups of both weekday plans. */
export const WEEKDAYS_READ = {
  reads: (range: DateRange) => [{ read: SALES_DAYS_READ, query: periodQuery(range) }],
  // The window's summary shows its total, which the typical day averages ("ver detalle").
  seeAlso: (range: DateRange) => [{ read: 'intelligence-sales-summary' as const, query: periodQuery(range) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  followUps: ['¿A qué hora vendo más?', '¿Cuál es mi ticket promedio?'],
} satisfies Omit<IntentPlan, 'compose'>;

const WEEKDAY_PLAN: IntentPlan = {
  ...WEEKDAYS_READ,
  compose: (_results, context, answer, outcomes) => {
    const read = resultAt(outcomes, 0, SALES_DAYS_READ)!;
    return profile(read.attributes.days, weekdayHabit(context.question)!, context, answer);
  },
};

/**
 * "¿Me conviene abrir los lunes?": the weekday's profile, then its average day against a day's
 * break-even from the last closed month's P&L, read second (weekday-opening.ts).
 */
const WEEKDAY_OPENING_PLAN: IntentPlan = {
  ...WEEKDAYS_READ,
  reads: (range, _base, _question, today) => [...WEEKDAYS_READ.reads(range), breakEvenRead(today)],
  compose: (results, context, answer, outcomes) => {
    const read = resultAt(outcomes, 0, SALES_DAYS_READ)!;
    const costs = breakEvenReadOf(results, outcomes, context);
    return profile(read.attributes.days, weekdayHabit(context.question)!, context, answer, (days, one) =>
      openingSentence(days, one, costs, context, answer),
    );
  },
};

/**
 * "¿Cuál es mi ticket promedio los sábados?", "¿cuántos clientes tengo los domingos?": the weekday's
 * own ticket or diners per day against the typical day's, of the same window (the drivers above).
 */
function weekdayFigure(
  days: readonly Day[],
  weekday: number,
  kind: Driver['kind'],
  context: ComposeContext,
  answer: Answer,
): string {
  const { same, all } = weekdayDays(days, weekday);
  const names = WEEKDAY_WORDS[weekday]!;
  if (same.count < MIN_DAYS) return tooShort(same, names, context, answer);
  const driver = kind === 'ticket' ? ticketDriver(same, all) : coversDriver(same, all);
  const what = kind === 'ticket' ? 'las mesas atendidas' : 'los comensales';
  if (driver === null)
    return `No tengo ${what} de todos los ${names[1]} ${windowWords(context, answer)}, así que no puedo darte ese promedio.`;
  const [value, typical] = driver.values(answer);
  const versus =
    Math.abs(driver.gap) < NEAR_PCT
      ? `casi lo mismo que en tu día promedio (${typical})`
      : `${driver.shownGap(answer)} ${side(driver.gap)} que en tu día promedio (${typical})`;
  const lead =
    kind === 'ticket'
      ? `Los ${names[1]} tu ticket promedio es de ${value} por mesa`
      : `Los ${names[1]} atiendes en promedio ${value} comensales al día`;
  return `${lead}, ${versus}, ${windowWords(context, answer)}.`;
}

/** The plan of a weekday's ticket or diners: the habit's days read, that figure composed. */
const weekdayFigurePlan = (kind: Driver['kind']): IntentPlan => ({
  ...WEEKDAYS_READ,
  compose: (_results, context, answer, outcomes) =>
    weekdayFigure(
      resultAt(outcomes, 0, SALES_DAYS_READ)!.attributes.days,
      weekdaysAsked(context.question)!,
      kind,
      context,
      answer,
    ),
});
const WEEKDAY_FIGURE_PLANS: Record<Driver['kind'], IntentPlan> = {
  ticket: weekdayFigurePlan('ticket'),
  covers: weekdayFigurePlan('covers'),
};

/**
 * "¿Qué día de la semana vendo más?": the weekday whose average open day is highest (lowest when
 * asked for the least), among those with MIN_DAYS open days; on a tie, the earlier in the week.
 * Then its profile, as a why of it answers.
 */
function whichWeekday(days: readonly Day[], context: ComposeContext, answer: Answer): string {
  if (asksPeople(context.question)) return whichWeekdayByCovers(days, context, answer);
  const least = context.direction === 'least';
  const ranked = [1, 2, 3, 4, 5, 6, 7]
    .map((weekday) => ({ weekday, ...weekdayDays(days, weekday).same }))
    .filter((entry) => entry.count >= MIN_DAYS);
  if (ranked.length === 0) {
    const needed = answer.count('min_weekday_days', 'Mínimo de días abiertos de cada día', MIN_DAYS);
    return `${sentence(windowWords(context, answer))} ningún día de la semana tiene ${needed} días abiertos, así que todavía no puedo decirte cuál vende ${least ? 'menos' : 'más'}.`;
  }
  // Averages compared exactly: a.sales / a.count against b.sales / b.count.
  const sign = least ? -1 : 1;
  const chosen = ranked.reduce((best, entry) =>
    sign * (entry.sales * best.count - best.sales * entry.count) > 0 ? entry : best,
  );
  const which = least ? 'más flojo' : 'más fuerte';
  const name = answer.name('weekday', `Día de la semana ${which}`, WEEKDAY_WORDS[chosen.weekday]![0]);
  return `Tu día ${which} de la semana es el ${name}. ${profile(days, chosen.weekday, context, answer)}`;
}

/**
 * "¿Qué día de la semana viene más gente?": the weekday whose open days average the most diners
 * (the fewest when asked), among those with MIN_DAYS open days that all sent covers; then its
 * diners against the typical day's, as "¿cuántos clientes tengo los sábados?" says them.
 */
function whichWeekdayByCovers(days: readonly Day[], context: ComposeContext, answer: Answer): string {
  const least = context.direction === 'least';
  const ranked = [1, 2, 3, 4, 5, 6, 7]
    .map((weekday) => ({ weekday, ...weekdayDays(days, weekday).same }))
    .filter((entry) => entry.count >= MIN_DAYS && entry.covers !== null);
  if (ranked.length === 0)
    return `${sentence(windowWords(context, answer))} no tengo los comensales de suficientes días de cada día de la semana, así que todavía no puedo decirte cuál tiene ${least ? 'menos' : 'más'} gente.`;
  const sign = least ? -1 : 1;
  const chosen = ranked.reduce((best, entry) =>
    sign * (entry.covers! * best.count - best.covers! * entry.count) > 0 ? entry : best,
  );
  const which = least ? 'con menos gente' : 'con más gente';
  const name = answer.name('weekday', `Día de la semana ${which}`, WEEKDAY_WORDS[chosen.weekday]![0]);
  return `Tu día ${which} de la semana es el ${name}. ${weekdayFigure(days, chosen.weekday, 'covers', context, answer)}`;
}

const WHICH_WEEKDAY_PLAN: IntentPlan = {
  ...WEEKDAYS_READ,
  compose: (_results, context, answer, outcomes) =>
    whichWeekday(resultAt(outcomes, 0, SALES_DAYS_READ)!.attributes.days, context, answer),
};

/**
 * The weekday plan a question asks for (understand.ts gives it the window, answers.ts `plansFor`
 * takes it), or null: a why of a weekday's habit, or which weekday sells most or least.
 */
export function weekdayPlanFor(intent: Intent, question: string): IntentPlan | null {
  if (intent === 'why_change' && weekdayHabit(question) !== null) return WEEKDAY_PLAN;
  // "¿Cuánto vendo los lunes?": the weekday's average day, not the last Monday's sales.
  if (intent === 'sales_total' && weekdaysAsked(question) !== null && asksHabit(question))
    return WEEKDAY_PLAN;
  // "¿Me conviene abrir los lunes?": the weekday's average day, against a day's break-even.
  if (intent === 'sales_total' && asksWhetherToOpen(question)) return WEEKDAY_OPENING_PLAN;
  if (intent === 'best_day' && asksWhichWeekday(question)) return WHICH_WEEKDAY_PLAN;
  // "¿Cuál es mi ticket promedio los sábados?": the weekday's own ticket or diners, not last Saturday's.
  if (weekdaysAsked(question) !== null) {
    if (intent === 'avg_ticket') return WEEKDAY_FIGURE_PLANS.ticket;
    if (intent === 'covers_tables') return WEEKDAY_FIGURE_PLANS.covers;
  }
  return null;
}
