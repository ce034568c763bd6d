/**
 * "¿Cuánto vendí los lunes de noviembre?", "¿cuánto vendimos los sábados?": a weekday's open days
 * of a past period, added, beside the period's average open day (the baseline named). The period is
 * what the question names besides the weekday ("de noviembre", "este mes"), or else the weekday
 * habit's window (weekday-profile.ts `weekdayWindow`: the last 8 weeks), cut to the closed days.
 * The habit in the present ("¿cuánto vendo los lunes?") stays weekday-profile.ts's average day.
 *
 * One read of the period's days (the internal `sales-by-day`), each day its own summary's figures
 * with IVA; a day is open as analytics/sales.ts `isOpenDay` says, as everywhere else. Pure.
 */
import { divideRounded, pctChangeOfRatios } from '../analytics/rounding.ts';
import { isOpenDay, salesRowTotalsOf } from '../analytics/sales.ts';
import { lastClosedDay } from '../business-day.ts';
import { isoWeekday } from '../calendar-dates.ts';
import { type Answer, type ComposeContext, type IntentPlan, periodQuery, resultAt } from './compose.ts';
import { daysReadOf } from './coverage.ts';
import { type DateRange, readDates } from './dates.ts';
import { period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ, type SalesDaysAttributes } from './reads.ts';
import { words } from './text.ts';
import { pastPartsAsked } from './week-parts.ts';
import { WEEKDAY_WORDS, weekdayWindow } from './weekday-profile.ts';
import { asksHabit, asksWhetherToOpen, pluralWeekday, rankedWeekday } from './why-question.ts';

/** The days of the week a question names: one weekday's, or Monday to Friday ("entre semana"). */
interface DaysNamed {
  weekdays: ReadonlySet<number>;
  one: string;
  many: string;
  /** Where they are said (token positions, as `pluralWeekday`'s). */
  at: number[];
}

const WEEKDAYS_MONDAY_TO_FRIDAY: ReadonlySet<number> = new Set([1, 2, 3, 4, 5]);

/** "los lunes", "cada sábado" (pluralWeekday), or "entre semana"; null when none is named. */
function daysNamed(question: string): DaysNamed | null {
  const plural = pluralWeekday(question);
  if (plural !== null) {
    const [one, many] = WEEKDAY_WORDS[plural.weekday]!;
    return { weekdays: new Set([plural.weekday]), one, many, at: plural.at };
  }
  const tokens = words(question);
  const at = tokens.findIndex((word, index) => word === 'entre' && tokens[index + 1] === 'semana');
  if (at >= 0)
    return {
      weekdays: WEEKDAYS_MONDAY_TO_FRIDAY,
      one: 'día entre semana',
      many: 'días entre semana',
      at: [at, at + 1],
    };
  // "los fines de semana de julio": their Saturdays and Sundays (since 2026-12-06; before, all of
  // July). "El fin de semana" alone is one weekend, read by the dates module.
  const weekends = tokens.findIndex(
    (word, index) => word === 'fines' && tokens[index + 1] === 'de' && tokens[index + 2] === 'semana',
  );
  return weekends < 0
    ? null
    : {
        weekdays: WEEKEND_DAYS,
        one: 'día de fin de semana',
        many: 'días de fin de semana',
        at: [weekends, weekends + 1, weekends + 2],
      };
}

const WEEKEND_DAYS: ReadonlySet<number> = new Set([6, 7]);

/** A sales question of a weekday's past days: "vendí los lunes", not the habit "vendo los lunes". */
const asksWeekdaysOfPeriod = (intent: Intent, question: string) =>
  intent === 'sales_total' &&
  daysNamed(question) !== null &&
  !asksHabit(question) &&
  // "¿Me conviene abrir los sábados?" weighs the habit (weekday-profile.ts).
  !asksWhetherToOpen(question) &&
  // "¿Cuánto vendí entre semana contra el fin de semana?": the two parts set apart (week-parts.ts).
  pastPartsAsked(question) === null;

/**
 * The days a weekday question of a past period covers: the period named besides the weekday, else
 * the habit's window; to the last closed day. Null when the question is not one.
 */
export function weekdaysPeriod(
  intent: Intent,
  question: string,
): ((today: string, todayClosed: boolean) => DateRange) | null {
  // "¿Cuál fue mi mejor sábado?": that weekday's days of the same period, ranked (best-day.ts).
  const plural = asksWeekdaysOfPeriod(intent, question)
    ? daysNamed(question)
    : intent === 'best_day'
      ? rankedWeekday(question)
      : null;
  if (plural === null) return null;
  const rest = words(question)
    .filter((_, index) => !plural.at.includes(index))
    .join(' ');
  return (today, todayClosed) => {
    const named = readDates(rest, today);
    if (named === null || named.kind !== 'range') return weekdayWindow(today, todayClosed);
    const lastClosed = lastClosedDay(today, todayClosed);
    // "¿San Valentín fue mi mejor jueves?": one closed day named, set among the weekday's days of
    // the window ending on it (since 2026-12-07; before, that day alone, "solo tengo un jueves").
    const oneDay = named.range.from === named.range.to && named.range.to <= lastClosed;
    if (intent === 'best_day' && oneDay) return weekdayWindow(named.range.to, true);
    return { from: named.range.from, to: named.range.to > lastClosed ? lastClosed : named.range.to };
  };
}

type Day = SalesDaysAttributes['days'][number];
/** The days' sales with IVA, added as the sales summary adds them. */
const salesOf = (days: readonly Day[]) => salesRowTotalsOf(days).total_sales_cents;

/** The weekday's open days of the period added, then against the period's average open day. */
function weekdaysOfPeriod(days: readonly Day[], named: DaysNamed, context: ComposeContext, answer: Answer) {
  const open = days.filter(isOpenDay);
  const same = open.filter((day) => named.weekdays.has(isoWeekday(day.date)!));
  const { one, many } = named;
  const when = sentence(period(context.range, context.today));
  if (same.length === 0) return `${when} no tengo ningún ${one} con corte Z y venta.`;
  const sales = answer.money('weekday_sales_cents', `Venta de los ${many}`, salesOf(same));
  const counted = answer.count('weekday_days', `${sentence(many)} abiertos`, same.length);
  const lead = `${when}, los ${many} vendiste ${sales} con IVA en ${counted} ${same.length === 1 ? one : many} ${same.length === 1 ? 'abierto' : 'abiertos'}`;
  if (same.length === open.length) return `${lead}.`;
  const [sameSales, allSales] = [salesOf(same), salesOf(open)];
  const mean = answer.money(
    'weekday_mean_sales_cents',
    `Venta promedio de los ${many}`,
    divideRounded(sameSales, same.length)!,
  );
  const typical = answer.money(
    'mean_day_sales_cents',
    'Venta de tu día promedio del periodo',
    divideRounded(allSales, open.length)!,
  );
  const allDays = answer.count('open_days', 'Días abiertos', open.length);
  const gap = pctChangeOfRatios(sameSales, same.length, allSales, open.length) ?? 0;
  const baseline = `tu día promedio del periodo (${typical}, de ${allDays} días abiertos)`;
  const versus =
    gap === 0
      ? `lo mismo que ${baseline}`
      : `${answer.pct('weekday_vs_mean_pct', 'Diferencia contra tu día promedio', gap)} ${gap > 0 ? 'más' : 'menos'} que ${baseline}`;
  return `${lead}: ${mean} en promedio, ${versus}.`;
}

const WEEKDAYS_OF_PERIOD_PLAN: IntentPlan = {
  reads: (range) => [daysReadOf(range)],
  seeAlso: (range) => [{ read: 'intelligence-sales-summary', query: periodQuery(range) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const days = resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? [];
    return weekdaysOfPeriod(days, daysNamed(context.question)!, context, answer);
  },
  followUps: ['¿Qué día de la semana vendo más?', '¿Cuánto vendí en total?'],
};

/** The plan of a weekday's past days (answers.ts `plansFor`), or null. */
export const weekdaysOfPeriodPlanFor = (intent: Intent, question: string): IntentPlan | null =>
  asksWeekdaysOfPeriod(intent, question) ? WEEKDAYS_OF_PERIOD_PLAN : null;
