/**
 * From a question (and the conversation so far) to what to answer: the intent and the period.
 *
 * - A question with no intent keyword inherits the conversation's intent ("¿y el martes?" after a
 *   sales question); one with no date inherits the conversation's period ("¿y las propinas?").
 * - Without a conversation, a question with no date takes its intent's default period (ayer for the
 *   day's figures; the last 28 closed days for the menu; the last 7 days for alerts; this month for
 *   costs); a question with no intent is out of the domain.
 * - A sales question naming a day to come and, after "que", one day not after today ("¿voy a vender
 *   más mañana que hoy?") compares the two (forecast-versus.ts): the day to come is the period and
 *   the other day its base.
 * - A why of a weekday's habit ("¿por qué los sábados vendo más?") and which weekday sells most
 *   ("¿qué día de la semana vendo más?") are asked of the last weeks (weekday-profile.ts
 *   `weekdayPlanFor`, `weekdayWindow`), a weekday against them all; so is the peak hour of a
 *   weekday in the plural ("¿a qué hora vendo más los sábados?", weekday-hours.ts).
 * - A purchase question covers days to come from today, never a past period nor the
 *   conversation's ("para el fin de semana": through this Sunday; purchase-period.ts).
 * - In a comparison, a period named after "que / contra / vs / con" is the base, not the period
 *   ("¿vendí más que la semana pasada?" compares this week with the one before); comparison.ts says
 *   which days of each (only closed days; the same weekdays a week earlier).
 */

import { comparisonBaseline } from '../analytics/baseline.ts';
import { lastClosedDay } from '../business-day.ts';
import { calendarEventsOn, mexicanCalendar } from '../calendar/holidays.ts';
import {
  addDays,
  addMonths,
  daysBetween,
  firstOfMonth,
  halfMonthStart,
  isoWeekday,
  lastOfMonth,
  mondayOf,
} from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { asksAguinaldo } from './aguinaldo.ts';
import { PLANS } from './answers.ts';
import { BEATING, beatOf } from './beat-words.ts';
import { lastTwelve } from './best-period.ts';
import { calendarPlanFor, calendarRange } from './calendar-days.ts';
import { asksPaidOff, calendarAsked } from './calendar-question.ts';
import { asksCashierRanking, asksCorteTime, asksDeposit, asksRegisterClosed, HOLDING } from './cash-words.ts';
import {
  type ComparisonKind,
  calendarKind,
  closedDays,
  comparisonKind,
  comparisonPeriods,
} from './comparison.ts';
import { asksDaysOpen } from './coverage.ts';
import {
  type DateRange,
  type DateReading,
  dateText,
  defaultPeriod,
  FOLLOWING,
  holidayDaysOf,
  type JustEnded,
  nextRange,
  OTHER_ONE,
  PRECEDING,
  PUENTE_WORDS,
  previousRange,
  readDates,
  readingOf,
  weekdayNamed,
} from './dates.ts';
import { daypartAsked } from './daypart.ts';
import { departmentAsked } from './department-words.ts';
import { dishTrendAsked } from './dish-trend.ts';
import { dishSoFarAsked, withDishFollowedUp } from './dishes.ts';
import { expenseChangeAsked } from './expense-changes.ts';
import { linesAsked } from './expenses.ts';
import {
  asksTodaysPace,
  forecastFollowUp,
  forecastRange,
  intentForDay,
  isForecastIntent,
  WHY_ALONE,
  withinHorizon,
} from './forecast.ts';
import { comingPeriod, namesNextMonth } from './forecast-period.ts';
import { versusDays, versusFollowedUp } from './forecast-versus.ts';
import { asksIva, asksShare, namedCategoryType } from './format.ts';
import { asksOpeningHabit, asksSalesHours, asksTimeToClose } from './hours-words.ts';
import {
  COST_RATIO_INTENTS,
  type CostRatioIntent,
  classify,
  figureOfWhy,
  type Intent,
  OUT_OF_DOMAIN,
} from './intents.ts';
import { LIVE_PLANS } from './live.ts';
import { asksTableTime } from './live-table-times.ts';
import { asksLossesCompared } from './losses-compared.ts';
import { paydayPlanFor, paydayWindow } from './payday.ts';
import { boughtOrToBuy, purchaseDays } from './purchase-period.ts';
import { goalAsked } from './sales-goal.ts';
import { asksBusyNow, asksLastHours, asksPerfect, asksSameTime } from './so-far-words.ts';
import { asksGrowth, asksWhichUnit, OTHER_END_ALONE } from './superlatives.ts';
import { asksIngredientPrice, asksSupplierHabit } from './supplier-words.ts';
import { asksOpenTables } from './table-words.ts';
import { fold, normalize } from './text.ts';
import { asksTicketCompared } from './ticket-comparison.ts';
import { waiterFollowUp } from './waiter-named.ts';
import { pastPartsAsked, weekPartsHabit, withoutWeekParts } from './week-parts.ts';
import { weekdayDaypartPlanFor } from './weekday-daypart.ts';
import { weekdayDishPlanFor } from './weekday-dish.ts';
import { weekdayHoursPlanFor } from './weekday-hours.ts';
import { weekdayPairPlanFor } from './weekday-pair.ts';
import { weekdaysPeriod } from './weekday-period.ts';
import { weekdayPlanFor, weekdayWindow } from './weekday-profile.ts';
import { asksCostHabit, asksCostPast, asksPerWeek, asksStanding } from './why-question.ts';
import { asksQuincenaPayroll, paydayAhead } from './work-words.ts';

export interface ConversationState {
  intent: Intent;
  range: DateRange;
  /**
   * The question that set the conversation's subject (rules.ts `stateAfter`): a follow-up that
   * names no part of the menu or figure of its own reads that one's ("¿y el que menos vende?" after
   * "¿cuál es el platillo que más me deja?" is of the dishes). Absent in conversations saved before.
   */
  question?: string;
}

export type Understanding =
  | {
      kind: 'answer';
      intent: Intent;
      range: DateRange;
      /** What the period is compared with: a comparison's base (comparison.ts), else the previous equal period. */
      base: DateRange;
      inherited: { intent: boolean; period: boolean };
      /** The period asked reached today, which has not closed: it ends yesterday (the answer says so). */
      endsYesterday: boolean;
      /** The month, week or quincena asked began today: the one just ended is read, and said. */
      justEnded?: JustEnded;
      /** The cost ratio a why compares when the conversation named it, not the question ("¿y contra marzo?"). */
      figure?: CostRatioIntent;
    }
  | { kind: 'future'; intent: Intent; range: DateRange }
  | { kind: typeof OUT_OF_DOMAIN };

/**
 * The words before a comparison's base, folded (dates.ts): "que" is "ke", "contra" "kontra", "vs"
 * "bs"; "arriba / abajo / encima / debajo de" ("¿vamos arriba o abajo de la semana pasada?") too.
 */
const BASE_MARKER = `(?:ke|kontra|bs|bersus|kon|(?:arriba|abajo|ensima|debajo) del?|(?:${BEATING}) (?:al?|del?))`;

/** A base named after "que / contra / vs / con": which period it makes the question's own. */
const COUNTERPART: Record<string, 'this_week' | 'this_quincena' | 'this_month' | 'this_year' | 'today'> = {
  // "¿Cómo voy contra la quincena pasada?": this half-month so far (since 2026-12-07; before, today
  // alone, refused until its corte Z).
  'kinsena pasada': 'this_quincena',
  'kinsena anterior': 'this_quincena',
  'pasada kinsena': 'this_quincena',
  // A typo read as the other gender ("semana pasad" → pasada or pasado, dates.ts) is the same phrase.
  'semana pasada': 'this_week',
  'semana pasado': 'this_week',
  'pasado semana': 'this_week',
  'mes pasada': 'this_month',
  'pasada mes': 'this_month',
  'semana anterior': 'this_week',
  'pasada semana': 'this_week',
  'mes pasado': 'this_month',
  'mes anterior': 'this_month',
  'pasado mes': 'this_month',
  'ano pasado': 'this_year',
  'ano anterior': 'this_year',
  'pasado ano': 'this_year',
  ayer: 'today',
};

/** The period the question compares when it names the base ("¿vendí más que la semana pasada?"). */
function counterpart(
  phrase: string,
  question: string,
  today: string,
): { range: DateRange; kind: ComparisonKind } | null {
  const kind = COUNTERPART[phrase];
  if (!kind) return null;
  const text = dateText(question);
  if (!new RegExp(`\\b${BASE_MARKER} (el |la |lo del |lo de )?${phrase}\\b`).test(text)) return null;
  return counterpartPeriod(kind, today);
}

/** The period under way a base "… pasado" makes the question's own, and how the two compare. */
function counterpartPeriod(
  kind: (typeof COUNTERPART)[string],
  today: string,
): { range: DateRange; kind: ComparisonKind } {
  if (kind === 'today') return { range: { from: today, to: today }, kind: 'previous' };
  if (kind === 'this_month') return { range: { from: firstOfMonth(today)!, to: today }, kind: 'month' };
  if (kind === 'this_quincena')
    return { range: { from: halfMonthStart(today), to: today }, kind: 'quincena' };
  if (kind === 'this_year') return { range: { from: `${today.slice(0, 4)}-01-01`, to: today }, kind: 'year' };
  return { range: { from: mondayOf(today)!, to: today }, kind: 'week' };
}

/**
 * "el mismo mes del año pasado", "la misma semana del año pasado": the asked period a year back
 * (folded words, dates.ts); the word said decides how (yearBefore).
 */
const YEAR_AGO =
  /\b(?:mism[oa]s? (?:(mes|semana|dia|dias|periodo|fexa|kinsena|fin de semana|finde) )?(?:del?|el) ano (?:pasado|anterior)|(?:el|la|lo) del ano (?:pasado|anterior))\b/;

/** "Esta semana contra la del año pasado": a week (or weekend) asked goes back 52 weeks, weekday to weekday. */
const yearAgoUnit = (yearAgo: RegExpExecArray, asked: string) =>
  yearAgo[1] ?? /\b(semana|finde|fin de semana)\b/.exec(asked)?.[1];

/**
 * A period a year back: a week, a weekend or a day by the same weekdays 52 weeks earlier (a Saturday
 * with a Saturday, as a restaurant compares them); a month, a quincena or any other period by the
 * same calendar days, a month's last day to that month's last day.
 */
function yearBefore(range: DateRange, unit: string | undefined, months = 12): DateRange {
  // 52 weeks a year back, 4 a month back ("la misma semana del mes pasado").
  const weeks = months === 12 ? 52 : 4;
  if (unit !== undefined && /semana|finde|dia/.test(unit))
    return { from: addDays(range.from, -7 * weeks)!, to: addDays(range.to, -7 * weeks)! };
  const to = addMonths(range.to, -months)!;
  return {
    from: addMonths(range.from, -months)!,
    to: range.to === lastOfMonth(range.to) ? lastOfMonth(to)! : to,
  };
}

/**
 * "la misma semana del mes pasado", "el mismo día del mes anterior": the asked period a month back,
 * a week or a day by the same weekdays 4 weeks earlier (since 2026-12-07; before, the whole month).
 */
const MONTH_AGO = /\bmism[oa] (semana|dia|fexa) del mes (?:pasado|anterior)\b/;

/**
 * A unit's current period, for a year-ago base with no period asked: the day (the last closed one,
 * or today when `withToday`: closed, or asked of as under way), this week, this month.
 */
function currentPeriodOf(unit: string | undefined, today: string, withToday: boolean): DateRange | null {
  const day = lastClosedDay(today, withToday);
  if (unit === 'dia' || unit === 'fexa') return { from: day, to: day };
  if (unit === 'semana') return { from: mondayOf(today)!, to: today };
  if (unit === 'mes') return { from: firstOfMonth(today)!, to: today };
  return null;
}

/**
 * "¿vendí más en noviembre que en octubre?": the period before the "que / contra / vs / con" and the
 * base after it, each read alone; null unless both are past periods and differ. A base said as "el
 * mismo mes del año pasado" is the asked period a year back (`yearAgo`: yearBefore of the asked
 * period once cut to its closed days).
 */
function namedBase(
  question: string,
  { today, todayClosed }: { today: string; todayClosed: boolean },
):
  | { asked: DateRange; base: DateRange; relative?: boolean }
  | { asked: DateRange; yearAgo: string | undefined; months?: number }
  | null {
  // "¿Qué diferencia hay entre el sábado y el domingo?": the first against the second.
  const text = eitherAsBase(dateText(question));
  const between = /\bdiferen/.test(text) ? text.replace(/\bentre (.+?) y (.+)$/, '$1 kontra $2') : text;
  const split = new RegExp(`^(.*)\\b${BASE_MARKER}\\b(.*)$`).exec(between);
  if (split === null) return null;
  const yearAgo = YEAR_AGO.exec(split[2] ?? '');
  const monthAgo = MONTH_AGO.exec(split[2] ?? '');
  if (monthAgo !== null) {
    const named = readDates(split[1] ?? '', today);
    const asked = named?.kind === 'range' ? named.range : currentPeriodOf(monthAgo[1], today, todayClosed);
    return asked === null ? null : { asked, yearAgo: monthAgo[1], months: 1 };
  }
  // "¿Cómo voy contra octubre?": a month named, the month under way against it, as "contra el mes
  // pasado" (since 2026-12-06; before, today against all of October, refused as not closed).
  const month = progressAgainstMonth(split[1] ?? '', split[2] ?? '', { today, todayClosed });
  if (month !== null && yearAgo === null) return month;
  // "¿Cómo voy contra el sábado pasado?": the present with no period before "contra" is today so
  // far (against a year back, the unit's current period, below).
  const asked =
    readDates(split[1] ?? '', today) ??
    (yearAgo === null && PROGRESS_FOLDED.test(split[1] ?? '') ? readDates('hoy', today) : null);
  // "¿Cómo voy contra el mismo día del año pasado?": the unit's current period is the one asked;
  // asked in the present of progress, today's day is today, still open (since 2026-12-07; before,
  // yesterday, as "¿vendí más que el mismo día del año pasado?" reads it).
  const progress = PROGRESS_FOLDED.test(split[1] ?? '');
  const current =
    asked === null && yearAgo !== null ? currentPeriodOf(yearAgo[1], today, todayClosed || progress) : null;
  if (current !== null) return { asked: current, yearAgo: yearAgoUnit(yearAgo!, split[1] ?? '') };
  if (asked === null && yearAgo === null)
    return latestLike(split[1] ?? '', split[2] ?? '', { today, todayClosed, beat: beatOf(between) });
  if (asked?.kind !== 'range') return null;
  if (yearAgo !== null) return { asked: asked.range, yearAgo: yearAgoUnit(yearAgo, split[1] ?? '') };
  // "la semana del 3 de mayo contra la del 26 de abril": "la del" is the week around that day too.
  const said = split[2] ?? '';
  const weekBack = asked.weekOf !== undefined && /^\s*(la )?del \d/.test(said);
  const base = readDates(weekBack ? `semana ${said.replace(/^\s*la /, '')}` : said, today);
  if (base?.kind !== 'range') return null;
  const same = asked.range.from === base.range.from && asked.range.to === base.range.to;
  // On 1 January "diciembre contra diciembre del año pasado" reads both as the December just gone:
  // the base said "del año pasado" is the one a year before it (since 2026-12-07; before, November).
  if (same && /\bano (pasado|anterior)\b/.test(said)) return { asked: asked.range, yearAgo: undefined };
  return same ? null : { asked: asked.range, base: base.range, relative: RELATIVE_BASE.test(said) };
}

/** A base said relative to now ("la semana anterior", "el mes pasado"), folded. */
const RELATIVE_BASE = /\b(anterior|anteriores|pasad[oa]s?|de antes)\b/;

/** How a period under way goes against a whole month named ("¿cómo voy contra octubre?"); else null. */
function progressAgainstMonth(
  before: string,
  said: string,
  day: { today: string; todayClosed: boolean },
): { asked: DateRange; base: DateRange } | null {
  if (readDates(before, day.today) !== null || !PROGRESS_FOLDED.test(before)) return null;
  const month = latestLike(before, said, { ...day, beat: 'today' });
  return month !== null && month.asked.from !== month.asked.to ? month : null;
}

/**
 * "¿Cuánto crecí contra diciembre?", "¿cuánto bajamos contra el 14 de febrero?": growth said in the
 * past with no period before the base, as "¿vendí más que…?" (folded; since 2026-12-07, before the
 * base read as the period asked, December against November).
 */
const GREW_FOLDED = new RegExp(
  `\\b(${['crecí', 'crecimos', 'subí', 'subimos', 'bajé', 'bajamos', 'aumenté', 'caí', 'caímos', 'mejoré', 'empeoré'].map(dateText).join('|')})\\b`,
);

/**
 * "¿Vendí más que el 14 de febrero?", "¿me fue mejor que en abril?", "¿cuánto crecí contra
 * diciembre?": a base named with no period before it, set against the latest of its kind, the last closed day or the month under way (since
 * 2026-12-06; before, the base was read as the period asked, against the week before it). Not a
 * weekday ("¿vendí menos que el sábado pasado?" on a Sunday may be yesterday itself), and null
 * when the latest is the base.
 */
function latestLike(
  before: string,
  said: string,
  { today, todayClosed, beat }: { today: string; todayClosed: boolean; beat: 'closed' | 'today' | null },
): { asked: DateRange; base: DateRange } | null {
  const base = readDates(said, today);
  // Beating a day names it, weekday or not: the latest day is the one set against it.
  const compares =
    beat !== null ||
    ((/\b(mas|menos|mejor|peor)\b/.test(before) || GREW_FOLDED.test(before)) &&
      weekdayNamed(said) === undefined);
  if (!compares || base?.kind !== 'range') return null;
  const { from, to } = base.range;
  const wholeMonth = from.endsWith('-01') && to === lastOfMonth(from);
  const latest =
    from === to
      ? readDates(todayClosed || beat === 'today' ? 'hoy' : 'ayer', today)
      : wholeMonth
        ? readDates('este mes', today)
        : null;
  if (latest?.kind !== 'range' || latest.range.from <= to) return null;
  // "¿Le gané al sábado pasado?" asked on a Monday: that Saturday against the one before (below).
  const otherWeekday = weekdayNamed(said) !== undefined && isoWeekday(latest.range.from) !== isoWeekday(from);
  if (beat === 'closed' && otherWeekday) return null;
  return { asked: latest.range, base: base.range };
}

/**
 * "¿Vendí más en Navidad o en Año Nuevo?": the two periods either side of "o", after "más" or
 * "menos", read as the first against the second (folded text; "más o menos", roughly, is not one).
 * Since 2026-12-06; before, the first period alone. After "mejor" or "peor" too, "¿me fue mejor en
 * diciembre o en noviembre?" (since 2026-12-07); "mejor o peor" is against the period before.
 */
function eitherAsBase(text: string): string {
  // "octubre, noviembre o diciembre": three named are ranked, not the first against the last.
  if (MONTHS_LISTED.test(text)) return text;
  if (!/\b(mas|menos|mejor|peor)\b/.test(text) || /\b(mas o menos|mejor o peor)\b/.test(text)) return text;
  return text.replace(
    /\b(mas|menos|mejor|peor)\b(.+?) o (.+)$/,
    (_all, word: string, first: string, second: string) =>
      `${word}${first} kontra ${withUnitOf(first, second)}`,
  );
}

const MONTHS_LISTED = new RegExp(`(?:\\b(?:${MONTHS.map(fold).join('|')})\\b.*){3}`);

/** The units a period is said in (folded), longest first. */
const PERIOD_UNIT = /\b(fin de semana|semana|mes|kinsena|trimestre|ano)\b/;

/**
 * "la semana pasada o la antepasada": the second side said without its unit takes the first's, "la
 * semana antepasada"; "el mes pasado o el anterior", the month before last (since 2026-12-07;
 * before, unread, so the first period's total alone).
 */
function withUnitOf(first: string, second: string): string {
  const unit = first.match(PERIOD_UNIT)?.[1];
  const bare = second.match(/^(la|el) (antepasad[oa]|anterior|pasad[oa])\b/);
  if (unit === undefined || bare === null) return second;
  // "el mes pasado o el anterior": the one before the first, the month before last.
  const before = bare[2] === 'anterior' && /\bpasad[oa]\b/.test(first);
  const word = before ? `antepasad${bare[1] === 'la' ? 'a' : 'o'}` : bare[2];
  return `${bare[1]} ${unit} ${word}${second.slice(bare[0].length)}`;
}

/** A sales question naming two periods either side of "o" ("¿vendí más en octubre o en noviembre?"). */
function comparesEither(question: string, today: string, todayClosed: boolean): boolean {
  const text = dateText(question);
  return eitherAsBase(text) !== text && namedBase(question, { today, todayClosed }) !== null;
}

/**
 * A day compared with no base named ("¿vamos bien?", "¿voy bien hoy?"): the same weekday a week
 * earlier, since a Friday against a Thursday says only that Fridays sell more; "el periodo
 * anterior", "el día anterior" keep the day before, and so does "el anterior" unless a weekday
 * names the day ("el domingo pasado contra el anterior" is the Sunday before; since 2026-12-06,
 * before the Saturday).
 */
function weekdayBase(asked: DateRange, question: string): boolean {
  const text = normalize(question);
  const dayBefore =
    /\b(dia|periodo) anterior\b/.test(text) ||
    (/\banterior\b/.test(text) && weekdayNamed(question) === undefined);
  return asked.from === asked.to && !dayBefore;
}

/** A comparison's period and base (comparison.ts), from the period the question named. */
function comparedPeriods(
  question: string,
  day: { today: string; todayClosed: boolean },
  reading: DateReading | null,
  range: DateRange,
): NamedPeriods {
  const named = namedPeriods(question, day, reading);
  if (named !== null) return named;
  const kind = weekdayBase(range, question) ? 'week' : comparisonKind(reading?.phrase ?? null, range);
  return comparisonPeriods(question, range, kind, day);
}

/**
 * The period and base a question names ("¿vendí más ayer que antier?", "¿cómo voy contra la semana
 * pasada?", "… a esta hora", "… contra el año pasado"), as the comparison reads them; null when it
 * names no base, and each intent takes its own (comparedPeriods; a why's, calendarKind).
 */
function namedPeriods(
  question: string,
  day: { today: string; todayClosed: boolean },
  reading: DateReading | null,
): NamedPeriods | null {
  const { today } = day;
  // "¿Cuánto llevaba el sábado pasado a esta hora?": today so far against that day (live.ts).
  const pastDay =
    reading?.kind === 'range' && reading.range.from === reading.range.to && reading.range.to < today;
  if (asksSameTime(question) && pastDay) return { range: { from: today, to: today }, base: reading!.range };
  // "¿Cómo me fue en el Buen Fin contra el año pasado?": the holiday's days a year earlier.
  const holiday = reading?.kind === 'range' ? reading.holiday : undefined;
  if (holiday !== undefined && HOLIDAY_YEAR_BASE.test(dateText(question))) {
    const named = { holiday, holidayLast: reading?.kind === 'range' ? reading.holidayLast : undefined };
    const before = holidayDaysOf(named, addDays(reading!.range.from, -1)!, 'latest');
    if (before !== null) return { range: reading!.range, base: before };
  }
  const weekBack = holidayWeekBack(question, reading, day);
  if (weekBack !== null) return weekBack;
  const fromTo = monthToMonth(question, reading, day);
  if (fromTo !== null) return fromTo;
  // "¿Cómo me fue en julio contra el año pasado?": the period named against itself a year back, not
  // this year against the last (since 2026-12-06).
  const yearBack = namedYearBack(question, day);
  if (yearBack !== null) return yearBack;
  const unitBack = namedUnitBack(question, day);
  if (unitBack !== null) return unitBack;
  // "¿cómo voy hoy contra la semana pasada?": the week is the base even where "hoy" was read first.
  // "… contra la quincena pasada" only when no other period is named ("¿… en los últimos 20 días
  // que la quincena pasada?" is those days against the 20 before).
  const lastMonth = lastMonthAsBase(question, day);
  if (lastMonth !== null) return lastMonth;
  const ownPeriod = reading !== null && !/\bkinsena\b/.test(reading.phrase);
  const phrases = [
    ...(reading ? [reading.phrase] : []),
    'semana pasada',
    'mes pasado',
    'ano pasado',
    ...(ownPeriod ? [] : ['kinsena pasada']),
  ];
  const named =
    phrases.map((phrase) => counterpart(phrase, question, today)).find((found) => found !== null) ?? null;
  if (named === null) return bothNamed(question, day);
  return { ...comparisonPeriods(question, named.range, named.kind, day), asked: named.range };
}

/**
 * "¿Subió mi costo de alimentos contra agosto?" asked in September, no period before the base: the
 * month under way against the same days of the last one, as "contra el mes pasado" reads (since
 * 2026-12-08; before, August against July, which may move the other way). Null otherwise.
 */
function lastMonthAsBase(
  question: string,
  day: { today: string; todayClosed: boolean },
): NamedPeriods | null {
  const { today } = day;
  const previous = fold(MONTHS[Number(addMonths(today, -1)!.slice(5, 7)) - 1]!);
  const text = dateText(question);
  const said = new RegExp(
    `^(.*)\\b${BASE_MARKER} (?:el mes de |en )?${previous}\\b(?! (?:de |del )?\\d{4})`,
  ).exec(text);
  if (said === null || readDates(said[1]!, today) !== null) return null;
  const named = counterpartPeriod('this_month', today);
  return { ...comparisonPeriods(question, named.range, named.kind, day), asked: named.range };
}

/** A change said between two periods: "crecí", "subieron", "bajé", "cambió", "mejoré". */
const CHANGE_VERB =
  /\b(creci|crecimos|crecio|crecieron|subi|subimos|subio|subieron|baje|bajamos|bajo|bajaron|cambio|cambiaron|aumento|aumentaron|cayo|cayeron|mejore|mejoro|empeoro)\b/;

/**
 * "¿Cuánto crecí de octubre a diciembre?": a change from one month to another is the last month
 * against the first (since 2026-12-07; before, the three months against the three before them);
 * the last still under way, its closed days against as many of the first month's ("de noviembre a
 * diciembre" on 12 December: 1–11 December against 1–11 November). Null for anything else.
 */
function monthToMonth(
  question: string,
  reading: DateReading | null,
  day: { today: string; todayClosed: boolean },
  /** A comparison followed up ("¿y de septiembre a octubre?"): the change is the conversation's. */
  followsChange = false,
): NamedPeriods | null {
  if (reading?.kind !== 'range' || !/^(de|desde) .+ (a|al|hasta) /.test(reading.phrase)) return null;
  const { from } = reading.range;
  const last = firstOfMonth(reading.range.to)!;
  const closed = lastClosedDay(day.today, day.todayClosed);
  const to = reading.range.to < closed ? reading.range.to : closed;
  const over = to === lastOfMonth(to);
  const months = from.endsWith('-01') && from < last && to >= last && (over || reading.range.to >= day.today);
  if (!months || !(followsChange || CHANGE_VERB.test(normalize(question)))) return null;
  if (over) return { range: { from: last, to }, base: { from, to: lastOfMonth(from)! } };
  const sameDays = addDays(from, daysBetween(last, to)!)!;
  const base = { from, to: sameDays < lastOfMonth(from)! ? sameDays : lastOfMonth(from)! };
  return { range: { from: last, to }, base, asked: { from: last, to: reading.range.to } };
}

/**
 * The period and base a question names, and the period it asked before its open day was cut
 * ("esta semana" through today): its words say "(hasta ayer: hoy todavía no cierra)" (cutAtYesterday).
 */
interface NamedPeriods {
  range: DateRange;
  base: DateRange;
  asked?: DateRange;
}

/** "… contra el año pasado" said last, bare: the year back of a period named before it. */
const BARE_YEAR_BASE = new RegExp(`^(.*)\\b${BASE_MARKER} (?:el |lo del )?ano (?:pasado|anterior)\\s*$`);

/**
 * "¿Cómo me fue en julio contra el año pasado?", "¿vendí más el sábado que el año pasado?": a past
 * period named before a bare "el año pasado" is set against itself a year back (a week or a day by
 * its weekdays, 52 weeks back; a month by its days), not this year against the last. Null when no
 * past period is named before it ("¿cómo voy contra el año pasado?" stays this year's).
 */
function namedYearBack(question: string, day: { today: string; todayClosed: boolean }): NamedPeriods | null {
  const split = BARE_YEAR_BASE.exec(dateText(question));
  const named = split === null ? null : readDates(split[1]!, day.today);
  if (named?.kind !== 'range' || named.range.to >= day.today) return null;
  const asked = closedDays(question, named.range, day.today, day.todayClosed);
  const short = daysBetween(named.range.from, named.range.to)! < 7;
  return { range: asked, base: yearBefore(asked, short ? 'semana' : undefined), asked: named.range };
}

/** "… contra la semana pasada", "… que el mes anterior" said last, bare: its unit and what comes before. */
const BARE_UNIT_BASE = new RegExp(
  `^(.*)\\b${BASE_MARKER} (?:el |la |lo de )?(semana|mes) (?:pasad[oa]|anterior)\\s*$`,
);

/**
 * "¿Vendí más en los últimos 7 días que la semana pasada?", "¿ayer contra la semana pasada?": a
 * period named before a bare "la semana / el mes pasado" is set against itself that unit back, or,
 * where that overlaps it (15 days a week back), against the comparison rule's baseline
 * (analytics/baseline.ts). Since 2026-12-07; before, this week or this month against the last,
 * whatever period was named. Today, this week and this month keep the counterpart's reading.
 */
function namedUnitBack(question: string, day: { today: string; todayClosed: boolean }): NamedPeriods | null {
  const split = BARE_UNIT_BASE.exec(dateText(question));
  const named = split === null ? null : readDates(split[1]!, day.today);
  if (named?.kind !== 'range' || named.range.from >= day.today) return null;
  const unit = split![2] === 'semana' ? 'week' : 'month';
  const current = unit === 'week' ? mondayOf(day.today)! : firstOfMonth(day.today)!;
  if (named.range.from === current && named.range.to >= addDays(day.today, -1)!) return null;
  const periods = comparisonPeriods(question, named.range, unit, day);
  return { range: periods.range, base: apartFrom(periods.range, periods.base), asked: named.range };
}

/**
 * A base said relative to now, kept apart from the days asked: one that overlaps them is the
 * comparison rule's baseline of those days (analytics/baseline.ts), as Ventas compares them, so no
 * day counts on both sides (since 2026-12-07).
 */
function apartFrom(asked: DateRange, base: DateRange): DateRange {
  const overlaps = base.from <= asked.to && asked.from <= base.to;
  return overlaps ? comparisonBaseline(asked).range : base;
}

/** Both periods named ("¿vendí más en noviembre que en octubre?", namedBase), or null. */
function bothNamed(question: string, day: { today: string; todayClosed: boolean }): NamedPeriods | null {
  const both = namedBase(question, day);
  if (both === null) return null;
  // The base as named, whole: October is all of October, however long November is.
  const asked = closedDays(question, both.asked, day.today, day.todayClosed);
  return {
    range: asked,
    base: 'base' in both ? namedBaseOf(both, asked) : yearBefore(asked, both.yearAgo, both.months),
    asked: both.asked,
  };
}

/**
 * The base as named, but one said relative to now that overlaps the days asked ("¿los últimos 7
 * días contra la semana anterior?": the calendar week before this one holds two of them) is the
 * comparison rule's baseline of those days (analytics/baseline.ts), the days a week earlier, as
 * Ventas compares them (since 2026-12-07; before, Saturday and Sunday counted on both sides).
 */
function namedBaseOf(both: { asked: DateRange; base: DateRange; relative?: boolean }, asked: DateRange) {
  if (both.relative === true) return apartFrom(asked, sameDaysOfMonth(both.asked, asked, both.base));
  return sameDaysOfMonth(both.asked, asked, both.base);
}

/**
 * "¿Cómo voy en febrero contra enero?" on the 13th: a month under way, cut at its last closed day,
 * against the same days of the whole month named, 1 to 13 January (since 2026-12-06; before, all
 * of January against 13 days, "55.9% menos"). Any other base as named.
 */
function sameDaysOfMonth(named: DateRange, asked: DateRange, base: DateRange): DateRange {
  const underWay =
    asked.from === named.from && asked.from.endsWith('-01') && asked.to < lastOfMonth(asked.from)!;
  const wholeMonth = base.from.endsWith('-01') && base.to === lastOfMonth(base.from);
  if (!underWay || !wholeMonth) return base;
  const end = addDays(base.from, daysBetween(asked.from, asked.to)!)!;
  return { from: base.from, to: end < base.to ? end : base.to };
}

/**
 * The questions whose default period ends on the last closed day: the récord (its year), a deposit
 * (that day) and the corte's usual time (its week); null for any other.
 */
function endingOnLastClosed(intent: Intent, question: string, closed: string): DateRange | null {
  // "¿Cuál es mi récord de ventas?": the best day of the last year of closed days, not of 28.
  if (intent === 'best_day' && /\brecord\b/.test(normalize(question)))
    return { from: addDays(closed, -365)!, to: closed };
  // "¿Cuánto tengo que depositar?", "¿cuánto llevo al banco?" (no progress): a deposit is a closed
  // corte's cash, the last closed day's; today's is still in the drawer until its corte Z.
  if (intent === 'cash_balance' && asksDeposit(question)) return { from: closed, to: closed };
  // "¿A qué hora cierro caja?", "¿a qué hora hacemos el corte?": a habit, the last 7 closed days'.
  if (intent === 'cash_variance' && asksCorteTime(question) && CORTE_HABIT.test(normalize(question)))
    return { from: addDays(closed, -6)!, to: closed };
  return null;
}

/** The days a sales question sets apart with no period named; null when it is not one (since 2026-12-06). */
function daysSetApartRange(intent: Intent, question: string, today: string, todayClosed: boolean) {
  if (intent !== 'sales_total') return null;
  // "¿Cuánto vendí entre semana contra el fin de semana?": the last whole week's parts.
  if (pastPartsAsked(question) !== null) {
    const monday = addDays(mondayOf(today)!, -7)!;
    return { from: monday, to: addDays(monday, 6)! };
  }
  // "¿Qué días no abrí?": the closures of the last 28 closed days, not whether yesterday opened.
  return asksDaysOpen(question) ? lastClosed28(today, todayClosed) : null;
}

/**
 * "¿Ya cerré caja?": today's, closed or not; "¿qué cajero tiene más faltantes?": a habit, the last 28
 * closed days' cortes (both since 2026-12-06; before, yesterday's difference). Null otherwise.
 */
function cashVarianceRange(question: string, today: string, todayClosed: boolean): DateRange | null {
  if (asksRegisterClosed(question)) return { from: today, to: today };
  return asksCashierRanking(question) ? lastClosed28(today, todayClosed) : null;
}

/** "¿Cuánto tiempo llevan las mesas?": a table's time so far ("lleva", "llevan"), so now. */
const asksTimeSoFar = (question: string) =>
  asksTableTime(question) && /\b(lleva|llevan)\b/.test(normalize(question));

/** A question of now, so of today under way, whatever its intent's default period. */
function asksNow(intent: Intent, question: string): boolean {
  // "¿Cuánto vendí en la última hora?" after yesterday's sales: today's last hours, not the
  // conversation's day (since 2026-12-08; before, that day's whole total).
  if (asksLastHours(question)) return true;
  // "¿Vamos bien?": the day under way, against the same weekday a week earlier at the same hour.
  if (intent === 'sales_comparison') return asksProgress(question);
  // "¿Cuántas mesas tengo abiertas?": the dining room now, today's live read (live.ts). "¿Cuánto
  // tiempo llevan las mesas?": how long the ones seated now have been, the live tables' times
  // (since 2026-12-06; before, yesterday's, whose times are not kept).
  return intent === 'covers_tables' && (asksOpenTables(question) || asksTimeSoFar(question));
}

/** A cost asked of the last whole month, with no period named (defaultRange). */
function costOfLastMonth(intent: Intent, question: string): boolean {
  // "¿Cuánto pagué de renta?": a bill named in the past is the last whole month's; this month's
  // days hold only their accrued share of it.
  if (intent === 'expenses' && linesAsked(question).length > 0 && asksCostPast(question)) return true;
  // "¿Subió la luz?", "¿qué gasto subió más?": the last whole month against the days before it.
  if (intent === 'expenses' && expenseChangeAsked(question) !== null) return true;
  // "¿Cuánto gasto en luz?", "¿cuánto pago de nómina?": a cost as a habit is a month's too; this
  // month's few days hold bills not yet captured (a light bill read as $0.00 on the 3rd).
  if (PLANS[intent].needs !== undefined && asksCostHabit(question)) return true;
  // "¿Cuánto me va a costar el aguinaldo?": estimated from the last whole month's payroll, as "¿cuánto
  // tengo que pagar de aguinaldo?" (since 2026-12-07), "va" no progress of it.
  return intent === 'labor_cost' && asksAguinaldo(question);
}

function defaultRange(intent: Intent, today: string, question: string, todayClosed: boolean): DateRange {
  // "¿Cuál es mi mejor mes?", "¿mi peor semana?", "¿en qué mes gané más?": the 12 whole ones before
  // this (best-period.ts, best-profit-period.ts).
  const unit = intent === 'best_day' || intent === 'profit' ? asksWhichUnit(question) : null;
  if (unit !== null) return lastTwelve(unit, today);
  const closing = endingOnLastClosed(intent, question, lastClosedDay(today, todayClosed));
  if (closing !== null) return closing;
  // "¿Qué porcentaje de mis ventas es bebida?", "¿qué parte es en efectivo?": a share in the present
  // is the branch's mix, the last 28 closed days, not one day's.
  if (SHARE_INTENTS.has(intent) && asksShare(question) && /\b(es|son)\b/.test(normalize(question)))
    return lastClosed28(today, todayClosed);
  // "¿Mi negocio va creciendo?": four weeks against the four before, not yesterday against its eve.
  if (intent === 'sales_comparison' && asksGrowth(question)) return lastClosed28(today, todayClosed);
  if (asksNow(intent, question)) return { from: today, to: today };
  const ofDays = daysSetApartRange(intent, question, today, todayClosed);
  if (ofDays !== null) return ofDays;
  // "¿Cuánto falta para cerrar?": today's closing hour, as "¿a qué hora cierro hoy?".
  if (intent === 'peak_hour' && asksTimeToClose(question)) return { from: today, to: today };
  // "¿A qué hora abro?": the hours the sales show as a habit, the last 28 closed days'.
  if (intent === 'peak_hour' && asksOpeningHabit(question)) return lastClosed28(today, todayClosed);
  // "¿Qué insumo subió de precio?": the last 28 closed days' purchases against the 28 before.
  if (intent === 'food_cost' && asksIngredientPrice(question)) return lastClosed28(today, todayClosed);
  const cash = intent === 'cash_variance' ? cashVarianceRange(question, today, todayClosed) : null;
  if (cash !== null) return cash;
  // "¿A quién le compro más?": a supplier's habit is a month's worth, the last whole one.
  if (intent === 'food_cost' && asksSupplierHabit(question)) return defaultPeriod('last_month', today);
  // "¿Cuánto tengo que pagar de IVA?", "¿cuánto debo de IVA?": it is declared by the month, so the
  // last whole one.
  if (
    intent === 'sales_total' &&
    asksIva(question) &&
    /\b(pagar|pagarle|pago|declarar|sat|debo|debemos|impuestos)\b/.test(normalize(question))
  )
    return defaultPeriod('last_month', today);
  // "¿Cuánto dejan de propina en promedio?": the tips per corte of a month's worth, not one day's.
  if (intent === 'tips' && /\b(promedio|normalmente|usualmente)\b/.test(normalize(question)))
    return lastClosed28(today, todayClosed);
  // "¿Cuántas órdenes de pastor llevo?": today's, though no live read splits the dishes.
  if (intent === 'top_item' && dishSoFarAsked(question) !== null) return { from: today, to: today };
  // "¿Cuánto llevo de propinas?", "¿cuánto llevo en efectivo?", "¿qué mesero lleva más propinas?":
  // today's so far, of every figure with a live answer (before 2026-12-06, tips, diners and ticket
  // only; the rest read yesterday's).
  if (LIVE_PLANS[intent] !== undefined && asksSoFar(question)) return { from: today, to: today };
  // "¿Por qué bajó mi utilidad?", "¿subieron mis costos?": a figure that needs the payroll, as its
  // own question does, reads the last whole month (against the one before); the running month's
  // payroll is not captured yet.
  if (intent === 'why_change' && needsPayroll(figureOfWhy(question)))
    return defaultPeriod('last_month', today);
  const plan = PLANS[intent];
  const worth = plan.usesPeriod ? periodsWorth(question, today) : null;
  if (worth !== null) return worth;
  if (costOfLastMonth(intent, question)) return defaultPeriod('last_month', today);
  // "¿Cuánto llevo de nómina?", "¿cómo va mi utilidad?": the running month, not the last whole one.
  if (plan.defaultPeriod === 'last_month' && asksProgress(question))
    return defaultPeriod('this_month', today);
  const kind =
    plan.habitPeriod !== undefined && asksStanding(question) ? plan.habitPeriod : plan.defaultPeriod;
  // "¿Cómo me fue?" after today's corte Z: the day just closed, not the one before it.
  if (kind === 'today') return { from: today, to: today };
  if (kind === 'yesterday') {
    const closed = lastClosedDay(today, todayClosed);
    return { from: closed, to: closed };
  }
  if (kind === 'last_7_days') {
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 6);
    return { from: start.toISOString().slice(0, 10), to: today };
  }
  if (kind === 'last_28_days') return lastClosed28(today, todayClosed);
  return defaultPeriod(kind, today);
}

/**
 * "¿Cuánto llevo?", "¿cómo va?", "¿cómo vamos?": a figure so far, the running period's; not what
 * money goes on ("¿cuánto se me va en nómina?" is a habit, a month's worth).
 */
const PROGRESS_WORDS = ['llevo', 'llevamos', 'lleva', 'va', 'vamos', 'voy', 'ando', 'andamos'];
const PROGRESS = new RegExp(`\\b(${PROGRESS_WORDS.join('|')})\\b`);
/** A holiday's base said as the year before: "contra el año pasado" (folded, dateText). */
const HOLIDAY_YEAR_BASE = new RegExp(`\\b${BASE_MARKER} (?:el |lo del )?ano (?:pasado|anterior)\\b`);
/**
 * "¿Vendí más en el Buen Fin que el fin de semana anterior?", "…contra la semana pasada", "…que un
 * fin de semana normal", "¿me funcionó el Buen Fin?": a holiday's days against the same days a
 * week earlier, the same weekdays before it (since 2026-12-06; before, last week or last weekend
 * as of today, inside the holiday itself). Null when the question is not that.
 */
function holidayWeekBack(
  question: string,
  reading: DateReading | null,
  day: { today: string; todayClosed: boolean },
): NamedPeriods | null {
  if (!festive(reading)) return null;
  const text = dateText(question);
  if (!HOLIDAY_WEEK_BASE.test(text) && !asksPaidOff(question)) return null;
  // A holiday under way: its closed days, a running day never set against a whole one (since
  // 2026-12-07; before, the puente's Monday at 14:00 read as a day without sales).
  const range = closedDays(question, reading.range, day.today, day.todayClosed);
  const { from, to } = range;
  return { range, base: { from: addDays(from, -7)!, to: addDays(to, -7)! }, asked: reading.range };
}

/** The intent of the question before, asked again of another period or waiter; undefined if none. */
function followedUp(
  question: string,
  reading: DateReading | null,
  previous: ConversationState | null,
  today: string,
): Intent | undefined {
  // "¿y la próxima semana?" names a period the dates module does not read (only days to come).
  const namesPeriod = reading !== null || comingPeriod(question, today) !== null;
  // "¿y Luis?" after a waiter's question names another waiter (waiter-named.ts).
  const anotherWaiter = previous?.intent === 'best_waiter' && waiterFollowUp(question) !== null;
  if (namesPeriod || anotherWaiter) return previous?.intent;
  return previous === null ? undefined : typeFollowedUp(question, previous.intent);
}

/** The figures a "¿por qué?" alone asks the why of (since 2026-12-07; before, out of the domain). */
/** What "¿por qué?" alone follows: a figure that moved; the sales compared and a why too (since 2026-12-07). */
const WHY_FOLLOWED: ReadonlySet<string> = new Set([
  'profit',
  ...COST_RATIO_INTENTS,
  'sales_comparison',
  'why_change',
]);

/**
 * "¿Y la cocina?", "¿y a los meseros?", "¿y de los meseros?", "¿y en meseros?" (that one since
 * 2026-12-08; the others since 2026-12-07; before, the waiters'
 * sales), "¿cuánto se lleva la cocina?", "¿cuánto de eso es de cocina?", normalized.
 */
const DEPARTMENT_ALONE =
  /^(y )?(a |en )?(de )?((la|el|los|las) )?(de )?(la )?\S+$|\bse (lleva|llevan|come|comen)\b|^(y )?cuanto (de eso )?(es|fue|son|fueron|era) (de|para) ((la|el|los|las) )?\S+$/;

/**
 * "¿Y la cocina?", "¿y los meseros?", "¿cuánto se lleva la cocina?" after the payroll: that
 * department's part of it (labor-parts.ts; since 2026-12-07, before out of the domain, or the
 * waiters' sales). False otherwise.
 */
const departmentFollowedUp = (question: string, previous: ConversationState | null) =>
  previous?.intent === 'labor_cost' &&
  departmentAsked(question) !== null &&
  DEPARTMENT_ALONE.test(normalize(question));

/** The forecasts a part of the day said alone follows up (the sales' is sales_by_shift's own). */
const PART_OF_DAY_FOLLOWED: ReadonlySet<Intent> = new Set(['forecast_staff', 'forecast_covers']);

/** "¿Está alto?", "¿es mucho?", "¿es normal?", "¿está bien o mal?": a judgment of the figure, normalized. */
const JUDGED_ALONE =
  /^(y )?(esta|es|estan|son|eso es|se ve) (muy )?(alt[oa]s?|much[oa]s?|normal(es)?|bien|mal|baj[oa]s?|poc[oa]s?|demasiad[oa]s?)( o (alt[oa]|baj[oa]|much[oa]|poc[oa]|mal|normal|no))?$/;

/**
 * "¿Qué porcentaje es de la venta?", "¿y eso qué porcentaje es?", "¿cuánto es en porcentaje?"
 * after a cost: that cost again, whose answer sets it against the sales (since 2026-12-07; before,
 * the period's sales split, or out of the domain). Normalized.
 */
const COST_INTENTS_SHARED: ReadonlySet<Intent> = new Set([...COST_RATIO_INTENTS, 'profit']);
const SHARE_ALONE =
  /^(y )?(eso )?((que|cuanto) (porcentaje|por ciento) (es|representa|significa|fue|seria)( eso)?|(cuanto|que) (es|fue|representa) (eso )?en porcentaje)( (de|sobre) (la|mi|mis|las) ventas?)?$/;

/** "¿Cuál me deja más margen?", "¿cuáles dejan menos ganancia?": a ranking, normalized. */
const WHICH_LEAVES_MORE = /\bcual(es)?\b(?!.*\b(dia|semana|mes|quincena|ano)\b).*\bdejan?\b.*\b(mas|menos)\b/;

/** The rankings a follow-up may turn to their other end (superlatives.ts `directionOf` reads it). */
const RANKED: ReadonlySet<Intent> = new Set(['best_day', 'best_waiter', 'top_item', 'peak_hour']);

/** "¿Y en bebidas?", "¿y de comida?", "¿y el del bar?" (since 2026-12-07), normalized, and nothing else. */
const TYPE_ALONE =
  /^(y )?(el |la |lo )?(en|de|del|d) (la |el |los |las )?(alimentos|comida|bebidas?|bar|barra|alcohol|licores|vinos)$/;

/** The figures a type of the menu follows up: its sales, its best sellers, its comparison. */
const TYPED_INTENTS: ReadonlySet<Intent> = new Set(['sales_total', 'sales_comparison', 'top_item']);

/**
 * "¿Y en bebidas?" after January's food cost: January's beverage cost; after a period's sales or
 * best sellers, that type's (since 2026-12-07; before, out of the domain). Undefined otherwise.
 */
function typeFollowedUp(question: string, intent: Intent): Intent | undefined {
  if (!TYPE_ALONE.test(normalize(question))) return undefined;
  const type = namedCategoryType(question);
  if (intent === 'food_cost' || intent === 'beverage_cost')
    return type === 'food' ? 'food_cost' : 'beverage_cost';
  return TYPED_INTENTS.has(intent) ? intent : undefined;
}

/**
 * "¿Y el suadero?" after a question that named a dish: the same figure of that dish (rules.ts
 * composes the conversation's question with it; since 2026-12-07, before out of the domain).
 */
const dishFollowedUp = (question: string, previous: ConversationState | null): Intent | undefined =>
  previous?.question !== undefined && withDishFollowedUp(question, previous.question) !== null
    ? previous.intent
    : undefined;

/** "¿Y por persona?", "¿y por comensal?", "¿y por cabeza?", and nothing else. */
const PER_PERSON_ALONE = /^(y )?(por|x) (persona|comensal|cliente|cabeza)$/;

/**
 * "¿Me funcionó el Buen Fin?", "¿vendí más en el Buen Fin?": a holiday's sales against the week
 * before (holidayWeekBack); the sales asked so are that comparison.
 */
const holidayPaidOff = (question: string, reading: DateReading | null): Intent | null =>
  festive(reading) && asksPaidOff(question) ? 'sales_comparison' : null;

/**
 * A holiday's days or a puente's, as the dates module read them (a puente has no holiday code of
 * its own: since 2026-12-06, "¿valió la pena abrir en el puente?" is set against the week before
 * too, where it listed the year's puentes).
 */
const festive = (reading: DateReading | null): reading is DateReading =>
  reading?.kind === 'range' && (reading.holiday !== undefined || PUENTE_WORDS.test(reading.phrase));

/** A week or a weekend before, as a holiday's base (folded): "la semana anterior", "un fin de semana normal". */
const HOLIDAY_WEEK_BASE = new RegExp(
  `\\b${BASE_MARKER} (?:el |la |un |una )?(?:fin de )?semana(?: (?:anterior|pasad[oa]|normal|komun|de antes))?\\b`,
);

/** PROGRESS as dateText folds its words ("voy" is "boy"), for the text the dates module reads. */
const PROGRESS_FOLDED = new RegExp(`\\b(${PROGRESS_WORDS.map(dateText).join('|')})\\b`);
/** Today so far asked: progress, the present perfect or how busy the day is. */
const asksSoFar = (question: string) =>
  asksProgress(question) || asksPerfect(question) || asksBusyNow(question);
const asksProgress = (question: string) =>
  PROGRESS.test(normalize(question).replace(/\bse (me |nos )?va\b/g, ''));

/** Whether a figure's own question reads the last whole month by default (cost-answers.ts `afterPayroll`). */
const needsPayroll = (figure: Intent | null) =>
  figure !== null && PLANS[figure].defaultPeriod === 'last_month';

/** The intents whose answer gives a share of the sales when asked (format.ts `asksShare`). */
const SHARE_INTENTS: ReadonlySet<Intent> = new Set(['sales_total', 'payment_mix']);

/**
 * "¿Cuánto pago de renta al mes?": a month's worth, the last whole one (not this month's days);
 * "¿cuánto vendo al año?", a year's worth, the last 12 whole months (since 2026-12-06; before,
 * yesterday), as fresh as "al mes" and whole months like it. Null when neither is asked.
 */
function periodsWorth(question: string, today: string): DateRange | null {
  const text = normalize(question);
  const lastMonth = defaultPeriod('last_month', today);
  if (MONTHLY.test(text)) return lastMonth;
  if (!YEARLY.test(text) || AMOUNT_PER_YEAR.test(text)) return null;
  return { from: addMonths(lastMonth.from, -11)!, to: lastMonth.to };
}

/** "al mes", "por mes", "mensual": a month's worth asked. */
const MONTHLY = /\b(al mes|por mes|mensual(es)?|cada mes)\b/;
/** "al año", "por año", "anual": a year's worth asked (normalized: "año" is "ano"). */
const YEARLY = /\b(al ano|por ano|anual(es)?|cada ano)\b/;
/** "1.2 millones al año": the unit of an amount said (a goal's, sales-goal.ts), not the period. */
const AMOUNT_PER_YEAR = /(\d|\bmil|\bmillon(es)?|\bpesos) (al|por|cada) ano\b/;

/**
 * The last 28 closed days: through today once its corte Z is in, else through yesterday (a menu,
 * a mix or an average asked after the corte counts the day just closed, as "¿cómo me fue?" does).
 */
function lastClosed28(today: string, todayClosed: boolean): DateRange {
  const closed = lastClosedDay(today, todayClosed);
  return { from: addDays(closed, -27)!, to: closed };
}

/** The corte's time asked as a habit, in the present: "cierro", "hacemos", "se hace". */
const CORTE_HABIT = /\b(cierro|cerramos|cierra|cierran|hago|hacemos|hace|hacen)\b/;

/** Intents whose period is not cut at yesterday: alerts (today's live anomalies count), comparisons (their own rule). */
const KEEPS_TODAY: ReadonlySet<Intent> = new Set(['alerts', 'sales_comparison']);

/**
 * Whether a question naming no period takes the conversation's: when both plans read a period alike;
 * not a month ranking ("¿cuál es mi mejor mes?" after a day asked ranks the 12 months).
 */
const inheritsPeriod = (intent: Intent, previous: ConversationState, question: string) =>
  PLANS[intent].usesPeriod === PLANS[previous.intent].usesPeriod &&
  !standsOnItsOwnPeriod(intent, previous, question) &&
  (asksWhichUnit(question) === null || unitWithin(intent, previous, question)) &&
  !asksDrawerNow(intent, question) &&
  !asksNow(intent, question) &&
  !asksAlertsNow(intent, question);

/**
 * A figure whose own period a day asked before does not make: the break-even is a month's costs
 * ("¿cuál es mi punto de equilibrio?" after "¿cuánto llevo hoy?" is not today's, refused until its
 * corte Z), and the sales' trend four weeks against four ("¿mis ventas van para arriba?" after a
 * month's profit); since 2026-12-08, before the conversation's day or month.
 */
const standsOnItsOwnPeriod = (intent: Intent, previous: ConversationState, question: string) =>
  (intent === 'break_even' &&
    previous.intent !== 'break_even' &&
    previous.range.from === previous.range.to) ||
  (intent === 'sales_comparison' && asksGrowth(question));

/**
 * "¿Tengo alertas?", "¿hay alertas?": now, today's live anomalies with the week's, whatever period
 * the conversation was about, as "¿qué mesa lleva más tiempo abierta?" is the tables now (asksNow;
 * since 2026-12-07; before, after "¿y el mes pasado?", last month's alerts, and after a weekday's
 * habit, "de días cerrados no te doy…").
 */
const asksAlertsNow = (intent: Intent, question: string) =>
  intent === 'alerts' && /\b(tengo|tenemos|hay)\b/.test(normalize(question));

/** Days a ranked unit spans at least: a week 7, a quincena 13 (February's first), a month 28. */
const UNIT_DAYS = { week: 7, quincena: 13, month: 28 } as const;

/**
 * "¿Y la peor semana?" after "¿cuál fue mi mejor semana de noviembre?": a ranking of a unit that
 * fits in the conversation's period ranks it there (since 2026-12-07; before, the last 12 weeks).
 */
function unitWithin(intent: Intent, previous: ConversationState, question: string): boolean {
  const unit = asksWhichUnit(question);
  const days = daysBetween(previous.range.from, previous.range.to)! + 1;
  if (intent !== 'best_day' || previous.intent !== 'best_day' || unit === null || days <= UNIT_DAYS[unit])
    return false;
  // "¿Cuál fue mi mejor semana?" after "¿cuál ha sido mi mejor mes?": the 12 months ranked are no
  // period asked, so the weeks take their own 12 (since 2026-12-07; before, weeks over those
  // months, the latest two left out).
  const ranked = previous.question === undefined ? null : asksWhichUnit(previous.question);
  const named = previous.question !== undefined && readDates(previous.question, previous.range.to) !== null;
  return ranked === null || ranked === unit || named;
}

/**
 * "¿Cuánto tengo en caja?", "¿cuánto hay en la caja?", "¿cuánto tengo que depositar?", "¿cuál es mi
 * saldo de caja?" (since 2026-12-07): the drawer now (or the last corte's deposit), whatever period
 * the conversation was about (since 2026-12-06; before, after "¿cuánto gané en noviembre?",
 * November's cash sales).
 */
const asksDrawerNow = (intent: Intent, question: string) =>
  intent === 'cash_balance' &&
  (HOLDING.test(normalize(question)) || /\b(cual|cuanto) es (mi|el) saldo\b/.test(normalize(question)));

export interface UnderstandOptions {
  /** Today's corte Z is in (the day has a snapshot): a period reaching today counts it. */
  todayClosed?: boolean;
  /**
   * The branch's clock, in hours into today's business date (25 at 01:00 after midnight): whether
   * a part of today named without a day is still to come. Unknown, it is.
   */
  hour?: number;
}

/**
 * "¿Cómo voy contra el pronóstico?", "¿cuánto llevo?": today in progress is the live sales answer;
 * once today's corte Z is in, a forecast question of it checks the closed day against its forecast.
 * Null when the question is not of today's pace.
 */
function todaysPace({
  asked,
  question,
  reading,
  today,
  todayClosed,
  inheritedIntent,
}: TodayAsked): Understanding | null {
  if (!asksTodaysPace(asked, question, reading, today)) return null;
  // "¿Voy a llegar a 50 mil hoy?" after the corte Z: the closed day against the goal named, as
  // "¿cuánto me falta para los 50 mil?" (since 2026-12-07; before, against its forecast).
  const goalOfClosedDay = todayClosed && goalAsked(question) !== null;
  if (todayClosed && !goalOfClosedDay) {
    if (asked !== 'forecast_accuracy') return null;
    return forecastUnderstanding(asked, question, today, TODAY_READING(today), inheritedIntent, null, {
      todayClosed,
    });
  }
  const range = { from: today, to: today };
  return {
    kind: 'answer',
    intent: 'sales_total',
    range,
    base: previousRange(range),
    inherited: { intent: inheritedIntent, period: false },
    endsYesterday: false,
  };
}

/**
 * A question about today while it is under way: its pace (live), or its rush still to come ("¿a
 * qué hora se llena hoy?": no hour of an open day is built; the forecast of today's hours answers).
 */
function todayUnderWay(ask: TodayAsked): Understanding | null {
  const pace = todaysPace(ask);
  const { asked, question, reading, today, todayClosed } = ask;
  if (pace !== null || asked !== 'peak_hour' || !rushToCome(question, reading, today, todayClosed))
    return pace;
  return forecastUnderstanding('forecast_sales', question, today, reading, ask.inheritedIntent, null, {
    todayClosed,
  });
}

/** A question as understood so far, of a day that may be today. */
interface TodayAsked {
  asked: Intent;
  question: string;
  reading: DateReading | null;
  today: string;
  todayClosed: boolean;
  /** The intent came from the conversation, not the question. */
  inheritedIntent: boolean;
}

/**
 * Today's peak hour asked in the present before its corte Z ("¿a qué hora se llena hoy?"): no hour
 * of an open day is built, and the rush is what the forecast says of today; asked in the past or
 * so far ("¿a qué hora se llenó hoy?", "¿cuál ha sido…?") it is today's hours so far from the live
 * tables (live-peak.ts; since 2026-12-06, before refused until the corte).
 */
function rushToCome(question: string, reading: DateReading | null, today: string, todayClosed: boolean) {
  if (todayClosed) return false;
  const text = normalize(question);
  // "¿Ya pasó la hora pico?", no day named: today's forecast rush, said past or to come (since
  // 2026-12-06; before, yesterday's peak).
  if (reading === null && /\bya (paso|se paso|acabo|termino)\b/.test(text)) return true;
  // "¿Cuánto falta para cerrar?": today's last hour the forecast's hours hold (sales-hours.ts).
  if (asksTimeToClose(question)) return true;
  if (reading === null || reading.range.from !== today || reading.range.to !== today) return false;
  // "¿A qué hora cerramos hoy?" before its corte Z: "cerramos" is the present, the day still open
  // (since 2026-12-07; before, today's busiest hour so far, as "¿… cerramos?" read past).
  const said = asksSalesHours(question) ? text.replace(/\bcerramos\b/g, '') : text;
  // "¿Cuál ha sido la hora más fuerte hoy?", "¿cuánto llevo por hora?": the hours so far (live-peak.ts).
  return !PAST_WORDS.test(said) && !/\b(ha|han) sido\b/.test(text) && !asksSoFar(question);
}

/** The period a question names, as understood (the dates module's reading, with the cases below). */
function periodReadingOf(
  question: string,
  asked: Intent | null,
  previous: ConversationState | null,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): DateReading | null {
  // "¿Cuánto pago de nómina a la semana?" names no week: the last whole month, its week's average.
  if (asked === 'labor_cost' && asksPerWeek(question)) return null;
  // "¿Cuánto tengo que pagar hoy de quincena?": today is payday, the quincena's payroll is asked
  // (since 2026-12-07; before, today's payroll, or the payday's sales).
  if (asked === 'labor_cost' && asksQuincenaPayroll(question) && /\b(hoy|manana)\b/.test(normalize(question)))
    return readDates('esta quincena', today);
  // "¿Cuánto tengo que pagar de nómina el 15?" before the 15th: the quincena it pays, this one
  // (since 2026-12-07; before, the last 15th's one day of payroll).
  const payday = asked === 'labor_cost' ? paydayAhead(question) : null;
  if (payday !== null && (payday === 15) === Number(today.slice(8, 10)) <= 15)
    return readDates('esta quincena', today);
  // "¿Y le atinaste?" after a day's forecast asked once closed: that day's check, not the last 28
  // days' score (since 2026-12-08).
  const checked = dayChecked(question, asked, previous, { today, todayClosed });
  if (checked !== null) return checked;
  // "¿Qué platillos debo empujar hoy?": today is when to act, the menu's own days the evidence
  // (since 2026-12-07; before, today's, "llega con el corte Z").
  if (MENU_ADVICE.has(asked!) && TODAY_ONLY.test(normalize(question))) return null;
  const read =
    thatPeriod(question, previous, today) ??
    yearAgoBeside(question, previous) ??
    halfBeside(question, previous) ??
    readDates(withoutUnitsAsked(question), today) ??
    periodBeside(question, previous, today);
  // "¿Cuál debería promover para diciembre?" on its 2nd: a period still to come or under way is
  // when to act, the menu's last 28 days the evidence (since 2026-12-07; before, its one day).
  // "¿Qué debería promover en marzo?" in February: the coming March, not last year's (since later
  // on 2026-12-07).
  if (MENU_ADVICE.has(asked!) && read !== null && (read.range.to >= today || namesNextMonth(read, today)))
    return null;
  return (
    quarterOfConversation(read, previous) ??
    periodJustEnded(read, question, today, todayClosed) ??
    quarterJustEnded(read, question, today) ??
    periodClosedAsked(read, question, today, todayClosed) ??
    weekClosedToday(read, question, today, todayClosed) ??
    weekendJustGone(read, question, today) ??
    depositOfToday(read, asked, question, { today, todayClosed }) ??
    read
  );
}

/** The conversation's one closed day, when a bare accuracy follow-up asks of it; else null. */
function dayChecked(
  question: string,
  asked: Intent | null,
  previous: ConversationState | null,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): DateReading | null {
  if (asked !== 'forecast_accuracy' || previous === null || !/^y\b/.test(normalize(question))) return null;
  const { from, to } = previous.range;
  if (from !== to || to > lastClosedDay(today, todayClosed) || readDates(question, today) !== null)
    return null;
  return readingOf(previous.range, today, 'ese dia');
}

/** The menu's advice: what to push, drop or price, read from its days, acted on any day. */
const MENU_ADVICE: ReadonlySet<Intent | null> = new Set<Intent | null>([
  'menu_promote',
  'menu_remove',
  'menu_price',
]);
/** Today, or a part of it, as the only time said: "hoy", "esta tarde", "esta noche", "ahorita". */
const TODAY_ONLY = /\b(hoy|esta (manana|tarde|noche)|ahorita)\b/;

/**
 * The question without the words that name what it ranks or sets apart rather than a period, so
 * the dates module reads only the period said: "¿cuál fue mi mejor quincena?" ranks quincenas, "¿cuánto
 * vendí entre semana contra el fin de semana?" sets two parts of the week apart.
 */
function withoutUnitsAsked(question: string): string {
  const unit = asksWhichUnit(question);
  if (unit === 'quincena') return question.replace(/quincenas?/giu, '');
  // "¿Cuál fue el mes en que más gané?": "el mes" is what is ranked, not this month (since
  // 2026-12-08; before, this month's profit).
  if (unit === 'month') return question.replace(/\bel mes (?=en |donde |que )/giu, '');
  if (unit === 'week') return question.replace(/\bla semana (?=en |donde |que )/giu, '');
  return pastPartsAsked(question) !== null ? withoutWeekParts(question) : question;
}

/**
 * "¿Cuánto deposito hoy?" before today's corte Z: what goes to the bank today is the last closed
 * day's cash (today's is still in the drawer); before 2026-12-06, today's live drawer, which
 * could not say. "¿Cuánto tengo que depositar mañana?": today's cash, once its corte Z is in, else
 * the last closed day's, said so (since 2026-12-06; before, "eso todavía no pasa"). Null when the
 * question is not that.
 */
function depositOfToday(
  read: DateReading | null,
  asked: Intent | null,
  question: string,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): DateReading | null {
  if (asked !== 'cash_balance' || !asksDeposit(question) || read === null) return null;
  if (read.range.from !== read.range.to) return null;
  const openToday = read.range.from === today && !todayClosed;
  if (!openToday && read.range.from !== addDays(today, 1)) return null;
  const closed = lastClosedDay(today, todayClosed);
  return { kind: 'range', range: { from: closed, to: closed }, phrase: read.phrase };
}

/**
 * "¿Cómo me fue el mes?" on the 1st, "¿cuánto vendí esta semana?" on a Monday before its corte Z: a
 * month, week or quincena that has only begun, asked in the past, is the one just ended (before, today's
 * live sales, where nothing of the period had closed). Progress ("¿cuánto llevo este mes?") stays
 * today's. Null when the question is not that.
 */
function periodJustEnded(
  reading: DateReading | null,
  question: string,
  today: string,
  todayClosed: boolean,
): DateReading | null {
  // Begun today: a month named on the 1st, a week on its Monday, a quincena on the 1st or the 16th,
  // a year on 1 January. Or too young for what is ranked in it (below).
  if (reading?.kind !== 'range') return null;
  // One day of it closed, "¿cuánto me dejó el mes?" on the 2nd (or the 1st after its corte Z): "el
  // mes" asked in the past is the one just ended, not its first day; "este mes" stays the one under
  // way (since 2026-12-07; before, the 1st alone).
  // "el día de quincena" is a payday, one day, not the quincena (since 2026-12-08; before, the last
  // whole quincena when the payday was yesterday).
  const oneDayIn =
    reading.range.from === lastClosedDay(today, todayClosed) &&
    /^(el|la|del|de la) /.test(reading.phrase) &&
    !/\bdia de\b/.test(reading.phrase);
  if (todayClosed && !oneDayIn) return null;
  const begunToday = reading.range.from === today && !todayClosed;
  if (!begunToday && !oneDayIn && !holdsNoneRanked(question, reading.range.from, today)) return null;
  const text = normalize(question);
  if (!PAST_WORDS.test(text) || asksProgress(question) || /\b(pasad[oa]|anterior)\b/.test(text)) return null;
  const unit = JUST_ENDED_UNITS.find(({ said }) => said.test(reading.phrase));
  // The one just ended is what the dates module reads as "el mes / la semana / la quincena pasada".
  const ended = unit === undefined ? null : readDates(unit.past, today);
  if (ended?.kind !== 'range') return null;
  return begunToday ? { ...ended, justEnded: unit!.unit } : ended;
}

/**
 * "¿Cuál fue mi utilidad del trimestre?", "¿cuánto vendí en el trimestre?" in a quarter's first
 * month: the quarter just ended, as "el mes" on the 1st is the month just ended; "este trimestre"
 * stays the one under way (since 2026-12-07; before, the quarter's first days, or with "del" no
 * period read and the profit's default, last month). Null when the question is not that.
 */
function quarterJustEnded(reading: DateReading | null, question: string, today: string): DateReading | null {
  if (reading?.kind !== 'range' || !/^(el|del) (trimestre|semestre)$/.test(reading.phrase)) return null;
  if (addMonths(reading.range.from, 1)! <= today) return null;
  // In its first week, in any tense: "¿cuál es mi costo de bebidas del trimestre?" on 1 April is
  // the first quarter's, not a day's (since 2026-12-07; before, 1 April alone).
  const firstWeek = addDays(reading.range.from, 7)! > today && !asksProgress(question);
  if (!firstWeek && !PAST_WORDS.test(normalize(question))) return null;
  const ended = readDates(`el ${reading.phrase.split(' ')[1]} pasado`, today);
  return ended?.kind === 'range' ? ended : null;
}

/**
 * "¿Y mi costo de alimentos del trimestre?" after the first quarter's profit: "el trimestre" of a
 * conversation about a whole quarter is that quarter, not the one under way (since 2026-12-07;
 * before, 1–8 April asked on the 9th). Null when the question is not that.
 */
function quarterOfConversation(
  reading: DateReading | null,
  previous: ConversationState | null,
): DateReading | null {
  if (reading?.kind !== 'range' || previous === null || !/^(el|del) trimestre$/.test(reading.phrase))
    return null;
  const { from, to } = previous.range;
  const quarterStart = from.endsWith('-01') && (Number(from.slice(5, 7)) - 1) % 3 === 0;
  const whole = quarterStart && to === lastOfMonth(addMonths(from, 2)!);
  return whole ? { kind: 'range', range: previous.range, phrase: reading.phrase } : null;
}

/**
 * "¿Cuál fue mi mejor mes del año?" on 2 January, "…semana del mes?" on the 3rd: the period under
 * way has not closed one whole month, week or quincena to rank (since 2026-12-06; before, the days
 * closed so far, New Year's Day alone).
 */
function holdsNoneRanked(question: string, from: string, today: string): boolean {
  const unit = asksWhichUnit(question);
  return unit !== null && addDays(from, RANKED_UNIT_DAYS[unit])! > today;
}

/** The fewest days a whole month, quincena or week holds. */
const RANKED_UNIT_DAYS = { month: 28, quincena: 13, week: 7 } as const;

/**
 * "¿Cómo cerré el año?" on 2 January, "¿cómo terminé el mes?" on the 10th: closing a year, month,
 * week or quincena is the last one that ended, not the one under way (since 2026-12-06; before,
 * the new one's days closed so far: on 2 January, New Year's Day alone). The one under way counts
 * once the corte Z of its last day is in. Null when the question is not that.
 */
function periodClosedAsked(
  reading: DateReading | null,
  question: string,
  today: string,
  todayClosed: boolean,
): DateReading | null {
  if (reading?.kind !== 'range' || !CLOSING_A_PERIOD.test(normalize(question))) return null;
  const unit = CLOSED_UNITS.find(({ said }) => said.test(reading.phrase));
  if (unit === undefined || reading.range.to !== today) return null;
  // Its last day is today, closed: this one, whole; still open, this one to yesterday, said so
  // ("¿cómo cerré el mes?" on 28 February at 17:30: since 2026-12-07, before January, unsaid).
  const wholeToday = readDates(unit.past, addDays(today, 1)!);
  if (wholeToday?.kind === 'range' && wholeToday.range.to === today)
    return todayClosed ? wholeToday : reading;
  const ended = readDates(unit.past, today);
  return ended?.kind === 'range' ? ended : null;
}

/**
 * "¿Cuánto vendí el fin de semana?", "¿cuánto vendo a la semana?" on a Sunday once its corte Z is
 * in: the weekend and the week that ended today are whole, and the latest (since 2026-12-07;
 * before, the ones a week earlier). Null when the question is not that.
 */
function weekClosedToday(
  read: DateReading | null,
  question: string,
  today: string,
  todayClosed: boolean,
): DateReading | null {
  if (!todayClosed || isoWeekday(today) !== 7 || read?.kind !== 'range') return null;
  if (!/^(el )?(fin de semana|finde)$|^(a la|por|kada) semana$/.test(read.phrase)) return null;
  const asOfMonday = readDates(question, addDays(today, 1)!);
  return asOfMonday?.kind === 'range' && asOfMonday.range.to === today ? asOfMonday : null;
}

/**
 * "¿Cuánto vendí este fin de semana?" on a Monday: in the past, the weekend just gone, not the
 * coming one's forecast (since 2026-12-06). Null when the question is not that.
 */
function weekendJustGone(reading: DateReading | null, question: string, today: string): DateReading | null {
  if (reading?.kind !== 'future' || !/\beste fin de semana\b/.test(reading.phrase)) return null;
  if (!PAST_WORDS.test(normalize(question))) return null;
  const gone = readDates('el fin de semana pasado', today);
  return gone?.kind === 'range' ? gone : null;
}

/** "cerré el año", "terminamos la semana", "acabé la quincena" (folded): a period closed, as said. */
const CLOSING_A_PERIOD =
  /\b(cerre|cerramos|cerro|termine|terminamos|termino|acabe|acabamos|acabo) (el|la) (ano|mes|semana|quincena|kinsena|trimestre|semestre)\b(?! (pasad|anterior))/;

/** The periods a question may ask on their first day, as the dates module folds them. */
const JUST_ENDED_UNITS = [
  { said: /\bmes\b/, past: 'el mes pasado', unit: 'month' },
  // A week, not a weekend ("este fin de semana" begins on a Saturday).
  { said: /^(?!.*\bfin de semana\b).*\bsemana\b/, past: 'la semana pasada', unit: 'week' },
  { said: /\bkinsena\b/, past: 'la quincena pasada', unit: 'quincena' },
  // "¿Cómo me fue este año?" on 1 January (since 2026-12-06; before, New Year's Day live).
  { said: /\bano\b/, past: 'el año pasado', unit: 'year' },
] as const;

/**
 * The periods a close may be asked of: the first days' units, and the quarter and the half year
 * ("¿cómo cerró el trimestre?" on 9 April is the first quarter; since 2026-12-07, before 1–8 April).
 */
const CLOSED_UNITS = [
  ...JUST_ENDED_UNITS,
  { said: /\btrimestre\b/, past: 'el trimestre pasado' },
  { said: /\bsemestre\b/, past: 'el semestre pasado' },
];

/** Past forms an owner asks a day's rush with: "se llenó", "vino más gente", "fue", "hubo", "vendí". */
const PAST_WORDS =
  /\b(fue|fueron|hubo|vino|vinieron|llego|llegaron|lleno|vendi|vendimos|vendio|tuve|tuvimos|estuvo|cerre|cerramos|dejo|gane|ganamos|gaste|gastamos|pague|pagamos|abri|abrimos|compre|compramos|cobre|cobramos|atendi|atendimos|cancele|cancelaron|cancelo)\b/;

/**
 * The intent the question asks once no forecast follow-up took it: its keywords', a holiday asked
 * whether it paid off (the sales asked so too), or the conversation's asked of another period.
 */
function intentAsked(
  matched: Intent | null,
  question: string,
  reading: DateReading | null,
  previous: ConversationState | null,
  today: string,
): Intent | undefined {
  const paidOff = holidayPaidOff(question, reading);
  if (matched === 'sales_total' && paidOff !== null) return paidOff;
  // "¿Y por persona?" after the ticket: the ticket per diner, not the diners (since 2026-12-07).
  if (previous?.intent === 'avg_ticket' && PER_PERSON_ALONE.test(normalize(question))) return 'avg_ticket';
  // "¿Y por persona?" after the ticket compared: the ticket per person compared (comparison.ts;
  // since 2026-12-08, before the diners per table).
  if (
    previous?.intent === 'sales_comparison' &&
    asksTicketCompared(previous.question ?? '') &&
    PER_PERSON_ALONE.test(normalize(question))
  )
    return 'sales_comparison';
  // A month ranked by profit too ("¿y el peor?" after "¿en qué mes gané más?", since 2026-12-07).
  const ranked =
    previous !== null && (RANKED.has(previous.intent) || asksWhichUnit(previous.question ?? '') !== null);
  if (ranked && OTHER_END_ALONE.test(normalize(question))) return previous!.intent;
  // "¿Está alto?", "¿es mucho?" after a figure: that figure again, whose answer judges it (since
  // 2026-12-07; before, the till's shortfall, "alto" read as "faltó", or out of the domain).
  if (previous !== null && JUDGED_ALONE.test(normalize(question))) return previous.intent;
  // "¿Y para mañana en la tarde?" after the staff or the diners forecast: that part of the day of the
  // same figure, not its sales (since 2026-12-08).
  if (matched === 'sales_by_shift' && previous !== null && PART_OF_DAY_FOLLOWED.has(previous.intent)) {
    const rest = normalize(question).replace(/\b(en|por|para) la (manana|tarde|noche)\b/g, ' ');
    if (/^y\b/.test(rest) && classify(rest) === null) return previous.intent;
  }
  if (previous !== null && COST_INTENTS_SHARED.has(previous.intent) && SHARE_ALONE.test(normalize(question)))
    return previous.intent;
  if (departmentFollowedUp(question, previous)) return 'labor_cost';
  // "¿Por qué?" after the profit or a cost ratio: the why of that figure (why-cost.ts for a ratio).
  if (WHY_ALONE.test(normalize(question)) && WHY_FOLLOWED.has(previous?.intent ?? 'out_of_domain'))
    return 'why_change';
  // "¿Cuál me deja más margen?": which one ranks the dishes, the only thing ranked by margin (since
  // 2026-12-07; before, the business's net profit).
  if (matched === 'profit' && WHICH_LEAVES_MORE.test(normalize(question))) return 'top_item';
  return (
    matched ?? paidOff ?? followedUp(question, reading, previous, today) ?? dishFollowedUp(question, previous)
  );
}

export function understand(
  question: string,
  today: string,
  previous: ConversationState | null,
  { todayClosed = false, hour }: UnderstandOptions = {},
): Understanding {
  // "¿Y la primera quincena?" after a month's second names no figure of its own, whatever
  // "quincena" classifies as (halfBeside).
  const match = halfBeside(question, previous) === null ? classify(question) : null;
  // "¿Mañana es quincena?": the calendar's days asked, from today or as named (calendar-days.ts).
  if (match !== null && calendarPlanFor(match.intent, question) !== null)
    return calendarUnderstanding(question, today);
  const versus =
    (match === null ? null : versusDays(match.intent, question, today)) ??
    versusFollowedUp(question, previous, today);
  if (versus !== null) return versusUnderstanding(versus, today);
  const against = baseFollowUp(question, previous, today);
  if (against !== null) return against;
  const reading = periodReadingOf(question, match?.intent ?? null, previous, { today, todayClosed });
  // "¿Y cuánto gasto en personal al mes?" after a forecast asks a month's worth, not the day to
  // come; "¿cuánto aguinaldo tengo que pagar?", the year's bonus from the payroll.
  const followUp =
    periodsWorth(question, today) === null && !asksAguinaldo(question)
      ? forecastFollowUp(match?.intent ?? null, question, reading, previous, today)
      : null;
  if (followUp !== null)
    return forecastUnderstanding(followUp.intent, question, today, reading, match === null, followUp.range, {
      todayClosed,
      hour,
    });
  const asked = intentAsked(match?.intent ?? null, question, reading, previous, today);
  if (!asked) return { kind: OUT_OF_DOMAIN };
  const inheritedIntent = match === null;
  // "¿Cuánto IVA voy a pagar en diciembre?": the month's IVA to declare, its closed days, neither
  // the sales forecast nor today's live sales (since 2026-12-08).
  const ivaAsked = asked === 'sales_total' && asksIva(question);
  const open = ivaAsked
    ? null
    : todayUnderWay({ asked, question, reading, today, todayClosed, inheritedIntent });
  if (open !== null) return open;
  const forDay = ivaAsked
    ? asked
    : intentForDay(asked, question, reading, inheritedIntent, today, todayClosed);
  const day = { today, todayClosed };
  const asIntent = howItGoes(boughtOrToBuy(forDay, question, today, reading), question, reading, day);
  const intent = figureBetweenPeriods(asIntent, question, day);
  const prepChecked = prepOfClosedDay(intent, question, reading, { today, inheritedIntent: match === null });
  if (prepChecked !== null) return prepChecked;
  if (isForecastIntent(intent))
    return forecastUnderstanding(intent, question, today, reading, match === null, null, {
      todayClosed,
      hour,
    });
  // "¿qué compro para el fin de semana?": the coming days it names, from the first day still to
  // come (purchase-period.ts).
  if (intent === 'purchase_suggestions')
    return purchaseUnderstanding(question, today, reading, match === null, todayClosed);
  if (reading?.kind === 'future') return { kind: 'future', intent, range: reading.range };
  // "¿Por qué los sábados vendo más?", "¿qué día de la semana vendo más?", "¿a qué hora vendo más
  // los sábados?" ask of a habit: the last weeks (weekday-profile.ts, weekday-hours.ts).
  const weekdays = weekdaysPeriod(intent, question) ?? habitWindow(intent, question);
  if (weekdays !== null) return withinItself(intent, weekdays(today, todayClosed), match === null);
  return answerUnderstanding(intent, question, { reading, previous, day, followsUp: match === null });
}

/**
 * "¿Le atinaste a la lista de preparación de ayer?", "¿qué preparé de más ayer?": a closed day's
 * prep list against what it sold (prep-check.ts; since 2026-12-07, before tomorrow's list). Null
 * for any other question.
 */
function prepOfClosedDay(
  intent: Intent,
  question: string,
  reading: DateReading | null,
  { today, inheritedIntent }: { today: string; inheritedIntent: boolean },
): Understanding | null {
  if (intent !== 'forecast_prep' || reading?.kind !== 'range') return null;
  const { range } = reading;
  const text = normalize(question);
  if (range.from !== range.to || range.to >= today || !(PAST_WORDS.test(text) || PREP_PAST.test(text)))
    return null;
  return withinItself(intent, range, inheritedIntent);
}

/** A prep list said in the past beside PAST_WORDS: "ayer", "preparé", "le atinaste", not "¿qué preparo el sábado?". */
const PREP_PAST =
  /\b(ayer|antier|anteayer|anoche|pasad[oa]|anterior|prepare|preparamos|atinaste|atine|acertaste|acerte|acertad[oa]|sobro|sobraron|falto|faltaron)\b/;

/** A past period's answer: the period read, inherited or by default, its base, and how it was said. */
function answerUnderstanding(
  intent: Intent,
  question: string,
  {
    reading,
    previous,
    day,
    followsUp,
  }: {
    reading: DateReading | null;
    previous: ConversationState | null;
    day: { today: string; todayClosed: boolean };
    followsUp: boolean;
  },
): Understanding {
  const { today, todayClosed } = day;
  let range: DateRange;
  let inheritedPeriod = false;
  let justEnded = reading?.kind === 'range' ? reading.justEnded : undefined;
  if (reading) {
    range = reading.range;
  } else if (previous && inheritsPeriod(intent, previous, question)) {
    range = previous.range;
    inheritedPeriod = true;
  } else {
    range = defaultRange(intent, today, question, todayClosed);
    if (monthNotBegun(intent, range, question, { today, todayClosed })) {
      range = defaultPeriod('last_month', today);
      justEnded = 'month';
    }
  }
  const named = range;
  if (!KEEPS_TODAY.has(intent)) range = closedDays(question, range, today, todayClosed);
  const periods =
    comparisonWhyBase(intent, question, range, previous, day) ??
    basedPeriods(intent, question, { range, reading, day, inherited: inheritedPeriod, followsUp });
  return {
    kind: 'answer',
    intent,
    range: periods.range,
    base: periods.base,
    inherited: { intent: followsUp, period: inheritedPeriod },
    endsYesterday: cutAtYesterday(periods.asked ?? named, periods.range, day),
    ...(justEnded ? { justEnded } : {}),
    ...costOfWhy(intent, question, previous),
  };
}

/**
 * "¿Por qué?" after "¿subieron o bajaron mis ventas?": the why against the comparison's own base,
 * read again from its question (the same weekday a week earlier, not the day before: since
 * 2026-12-07, before it explained a rise as a fall against another day). Null for anything else.
 */
function comparisonWhyBase(
  intent: Intent,
  question: string,
  range: DateRange,
  previous: ConversationState | null,
  day: { today: string; todayClosed: boolean },
): NamedPeriods | null {
  if (intent !== 'why_change' || previous?.intent !== 'sales_comparison' || !previous.question) return null;
  // "¿Por qué bajó hoy?" after "¿vendí más hoy que ayer?": the same day, no base of its own.
  const said = normalize(question).replace(/\bpor ?que\b/g, '');
  if (/\b(que|contra|vs|versus|comparado)\b/.test(said)) return null;
  const before = understand(previous.question, day.today, null, { todayClosed: day.todayClosed });
  if (before.kind !== 'answer' || before.range.from !== range.from || before.range.to !== range.to)
    return null;
  return { range, base: before.base };
}

/**
 * "¿Por qué subió?" after last week's food cost: the why of that ratio, which the question does not
 * name (since 2026-12-07; before, the why of the sales). Empty for any other question.
 */
function costOfWhy(intent: Intent, question: string, previous: ConversationState | null) {
  const figure = previous === null ? undefined : costRatioOf(previous.intent);
  return intent === 'why_change' && figure !== undefined && figureOfWhy(question) === null ? { figure } : {};
}

/**
 * "¿Cuál es mi costo de alimentos?" on the 1st before its corte Z: a figure whose default is the
 * month under way has no closed day of it yet, so the month just ended is read, and said (since
 * 2026-12-06; before, a refusal that blamed the categories not captured). Progress too ("¿cuánto
 * llevo de nómina?", "¿cómo va mi costo de alimentos?"; since later that day, before refused until
 * the corte): the month under way has nothing to show yet. A figure with a live answer ("¿cuánto
 * llevo de propinas?") stays today's so far.
 */
function monthNotBegun(
  intent: Intent,
  range: DateRange,
  question: string,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): boolean {
  return (
    !todayClosed &&
    today.endsWith('-01') &&
    range.from === today &&
    range.to === today &&
    (PLANS[intent].defaultPeriod === 'this_month' ||
      (asksProgress(question) && LIVE_PLANS[intent] === undefined))
  );
}

/**
 * The period and its base: the equal window just before it; the calendar's as a "¿por qué…?"
 * compares ("¿qué gasto subió más en febrero?" too: February against all of January, not its last
 * 28 days, which carry 28/31 of January's rent); or as a comparison names them. A period inherited
 * from the conversation keeps the equal window.
 */
function basedPeriods(
  intent: Intent,
  question: string,
  {
    range,
    reading,
    day,
    inherited,
    followsUp = false,
  }: {
    range: DateRange;
    reading: DateReading | null;
    day: { today: string; todayClosed: boolean };
    inherited: boolean;
    /** The intent is the conversation's (the question named none). */
    followsUp?: boolean;
  },
): NamedPeriods {
  const calendar =
    intent === 'why_change' || (intent === 'expenses' && expenseChangeAsked(question) !== null);
  // "¿Y de septiembre a octubre?" after "¿cuánto crecí de octubre a noviembre?": October against
  // September (since 2026-12-07; before, the two months against July and August).
  const followed =
    intent === 'sales_comparison' && followsUp ? monthToMonth(question, reading, day, true) : null;
  if (followed !== null) return followed;
  if (calendar && !inherited) return whyPeriods(question, range, reading, day);
  if (intent === 'sales_comparison' && !inherited) return comparedPeriods(question, day, reading, range);
  // "¿Hubo más cancelaciones que el sábado pasado?": the base a comparison of sales would read (since
  // 2026-12-07; before, the day before, unsaid).
  if (intent === 'cancellations_discounts' && !inherited && asksLossesCompared(question))
    return comparedPeriods(question, day, reading, range);
  // "¿Qué platillo bajó esta semana?": against the same weekdays a week earlier, or a month's same
  // days, as a comparison is (since 2026-12-06; before, as many days just before: Monday to Friday
  // against the Wednesday to Sunday before).
  // A base named is the one asked against ("¿qué platillo creció de noviembre a diciembre?", "¿qué
  // se vende más en diciembre que en noviembre?"; since 2026-12-07, before, the months named
  // together against as many days before them, or December against November's last days).
  if (intent === 'top_item' && dishTrendAsked(question) !== null && !inherited)
    return (
      namedPeriods(question, day, reading) ??
      comparisonPeriods(question, range, calendarKind(range, reading?.phrase ?? null), day)
    );
  // "¿Por qué bajó mi utilidad?" after November's profit: against October, all of it, as asked in
  // one question (since 2026-12-07; before, the 30 days before November, 2 to 31 October).
  if ((calendar || intent === 'sales_comparison') && inherited) return { range, base: periodBefore(range) };
  return { range, base: previousRange(range) };
}

/**
 * "¿Cómo voy este mes?", "¿cómo vamos esta semana?": how a period under way goes is its sales against
 * the same days of the one before (comparedPeriods), as "¿cómo voy?" of today is against the same
 * hour a week earlier (live.ts); before, the period's sales with nothing beside them.
 */
function howItGoes(
  intent: Intent,
  question: string,
  reading: DateReading | null,
  { today, todayClosed }: { today: string; todayClosed: boolean },
): Intent {
  // "¿Qué mes vendí más, diciembre o enero?": the two named set against each other, not the
  // months ranked from the first (since 2026-12-07; before, December alone, "solo tengo un mes").
  if (intent === 'best_day' && reading?.kind === 'range' && comparesEither(question, today, todayClosed))
    return 'sales_comparison';
  if (intent !== 'sales_total') return intent;
  // "¿Cómo voy hoy?" once today's corte Z is in: the closed day against the one before it to
  // compare, as live it is against the same hour a week earlier (since 2026-12-06; before, its
  // total alone).
  const todayAlone = reading === null || (reading.range.from === today && reading.range.to === today);
  // "¿Cómo va la tarde?" after the corte Z: that part of the day's sales, as "¿cuánto vendí esta
  // tarde?" (since 2026-12-07; before, the whole day against a week earlier).
  const partOfDay = daypartAsked(question) !== null;
  if (todayClosed && todayAlone && !partOfDay && HOW_IT_GOES.test(normalize(question)))
    return 'sales_comparison';
  if (reading?.kind !== 'range') return intent;
  // "¿Vendí más en octubre o en noviembre?": the two set against each other.
  if (comparesEither(question, today, todayClosed)) return 'sales_comparison';
  // "¿Cómo cambiaron mis ventas de septiembre a noviembre?": the last month against the first.
  if (monthToMonth(question, reading, { today, todayClosed }) !== null) return 'sales_comparison';
  const underWay = reading.range.to === today && reading.range.from < today;
  return underWay && HOW_IT_GOES.test(normalize(question)) ? 'sales_comparison' : intent;
}

/** The cost and profit figures "¿por qué…?" sets against each other between two periods (why.ts). */
const PNL_FIGURES: ReadonlySet<Intent> = new Set([...COST_RATIO_INTENTS, 'profit', 'ebitda']);

/**
 * "¿Gané más en diciembre o en noviembre?", "¿cómo estuvo mi utilidad de noviembre contra
 * octubre?": a cost or profit figure with both periods named is the two set against each other, as
 * "¿por qué…?" sets them, when both are over (since 2026-12-07; before, the first one's alone).
 */
function figureBetweenPeriods(
  intent: Intent,
  question: string,
  day: { today: string; todayClosed: boolean },
) {
  if (!PNL_FIGURES.has(intent)) return intent;
  const both = namedBase(question, day);
  // Two periods over: one under way has its payroll and purchases still to capture.
  const over = both !== null && 'base' in both && both.asked.to < day.today && both.base.to < day.today;
  return over && both.asked.from !== both.base.from ? 'why_change' : intent;
}

/** "cómo voy / vamos / van", "cómo me está yendo": the progress words after "cómo". */
const HOW_IT_GOES = new RegExp(
  `\\b(como|que tal|k tal|q tal) (${[...PROGRESS_WORDS, 'van'].join('|')}|(me|nos) (esta|va) (yendo|llendo))\\b`,
);

/**
 * "¿Por qué…?" compares equal calendar periods: a month with the month before, a week or a day with
 * a week earlier, a weekend with the weekend before (comparison.ts `calendarKind`). "¿Por qué vendí
 * menos ayer que antier?": a base named is the one asked against; of a figure that needs the
 * payroll, only with both periods named ("contra el mes pasado" alone would make this month's days,
 * whose payroll is not captured, the period asked).
 */
function whyPeriods(
  question: string,
  range: DateRange,
  reading: DateReading | null,
  day: { today: string; todayClosed: boolean },
): NamedPeriods {
  const named = needsPayroll(figureOfWhy(question))
    ? bothNamed(question, day)
    : namedPeriods(question, day, reading);
  return named ?? comparisonPeriods(question, range, calendarKind(range, reading?.phrase ?? null), day);
}

/**
 * Whether the period asked reached today and the answer's stops at yesterday, still open: its words
 * add "(hasta ayer: hoy todavía no cierra)". Not of a comparison whose period is another day ("¿cuánto
 * vendí el sábado pasado comparado con hoy?" said it of Nov 28, even after today's corte Z).
 */
function cutAtYesterday(named: DateRange, range: DateRange, day: { today: string; todayClosed: boolean }) {
  return !day.todayClosed && named.to === day.today && range.to === lastClosedDay(day.today, false);
}

/** A calendar question: the days it asks (calendarRange), never the conversation's. */
function calendarUnderstanding(question: string, today: string): Understanding {
  const range = calendarRange(calendarAsked(question)!, question, today);
  return {
    kind: 'answer',
    intent: 'forecast_sales',
    range,
    base: range,
    inherited: { intent: false, period: false },
    endsYesterday: false,
  };
}

/**
 * A purchase question: the days it covers from the first still to come (today, or tomorrow once
 * today's corte Z is in), never a past period nor the conversation's.
 */
function purchaseUnderstanding(
  question: string,
  today: string,
  reading: DateReading | null,
  inheritedIntent: boolean,
  todayClosed: boolean,
): Understanding {
  const range = purchaseDays(question, today, reading, todayClosed);
  return {
    kind: 'answer',
    intent: 'purchase_suggestions',
    range,
    base: range,
    inherited: { intent: inheritedIntent, period: false },
    endsYesterday: false,
  };
}

/**
 * "¿Cuánto pagué de nómina esa quincena?" after "¿cuánto vendí la quincena pasada?": a period said
 * with "ese / esa / esos / esas" is the conversation's (since 2026-12-07; before, the one under
 * way). Null when the question is not that, or no period came before.
 */
function thatPeriod(question: string, previous: ConversationState | null, today: string): DateReading | null {
  const match = THAT_PERIOD.exec(normalize(question));
  if (match === null || previous === null) return null;
  // Only a period of the unit said: "ese mes" after a quincena is not that quincena.
  const [least, most] = UNIT_SPAN[match[1]!]!;
  const days = daysBetween(previous.range.from, previous.range.to)! + 1;
  if (days < least || days > most) return null;
  // Days still to come are read ahead, as a date named ("¿y cuánto vendo ese día?" after Saturday's
  // staff: its forecast; since 2026-12-07).
  return { kind: previous.range.from > today ? 'future' : 'range', range: previous.range, phrase: match[0] };
}
const THAT_PERIOD =
  /\b(?:es[ea]s?|aquel(?:la|los|las)?) (quincena|semana|mes|dia|dias|ano|trimestre|periodo|fin de semana)\b/;
/** The days a period said by its unit spans, fewest and most ("dias", "periodo": any). */
const UNIT_SPAN: Record<string, [number, number]> = {
  dia: [1, 1],
  dias: [1, 366],
  periodo: [1, 366],
  'fin de semana': [2, 4],
  semana: [2, 7],
  quincena: [13, 16],
  mes: [28, 31],
  trimestre: [89, 92],
  ano: [365, 366],
};

/**
 * "¿Y la anterior?", "¿y el anterior?", "¿y antes?" after a period: the one before it, of its kind
 * (a whole month the month before, any other period the equal one just before it: a week the
 * week before, a day the day before); "¿y el siguiente?", "¿y al día siguiente?", "¿y después?"
 * the one after it, alike (a day to come is then the forecast's, as any day named to come). Null
 * when the question is not that, or nothing came before.
 */
function periodBeside(
  question: string,
  previous: ConversationState | null,
  today: string,
): DateReading | null {
  const text = dateText(question);
  const other = previous === null ? null : OTHER_ONE.exec(text);
  const ahead = previous !== null && previous.range.from > today;
  const before = PRECEDING.exec(text) ?? (ahead ? null : other);
  const after = FOLLOWING.exec(text) ?? (ahead ? other : null);
  const match = before ?? after;
  if (match === null || previous === null) return null;
  const phrase = match[0].trim();
  if (before !== null) return { kind: 'range', range: periodBefore(previous.range), phrase };
  const { from, to } = previous.range;
  const first = addMonths(from, 1)!;
  const wholeMonth = from === firstOfMonth(from) && to === lastOfMonth(from);
  const range = wholeMonth ? { from: first, to: lastOfMonth(first)! } : nextRange(previous.range);
  return readingOf(range, today, phrase);
}

/** "¿Y la primera?", "¿y en la segunda quincena?", "¿y la otra mitad?" alone, normalized. */
const HALF_ALONE = /^(y )?(en )?(la )?(primera|segunda|otra)( quincena| mitad)?$/;

/**
 * "¿Y la primera?" after the second quincena of November: the other half of that month, the
 * first (1 to 15) or the second (16 to its last day); "la otra" the half not asked (since
 * 2026-12-07; before, out of the domain). Null when the question is not that, or the conversation
 * was not of one month.
 */
function halfBeside(question: string, previous: ConversationState | null): DateReading | null {
  const match = HALF_ALONE.exec(normalize(question));
  if (match === null || previous === null) return null;
  const { from, to } = previous.range;
  const month = firstOfMonth(from)!;
  if (month !== firstOfMonth(to)) return null;
  const first = { from: month, to: addDays(month, 14)! };
  const second = { from: addDays(month, 15)!, to: lastOfMonth(from)! };
  const isFirst = from === first.from && to === first.to;
  // "¿Y la otra?" after a week is the week beside it (periodBeside), not a half of its month
  // (since 2026-12-08; before, 1–15 December after 22–28 December).
  if (match[4] === 'otra' && !match[5] && !isFirst && !(from === second.from && to === second.to))
    return null;
  const other = isFirst ? second : first;
  const range = match[4] === 'primera' ? first : match[4] === 'segunda' ? second : other;
  return { kind: 'range', range, phrase: match[0].trim() };
}

/**
 * The period just before one, of its kind: a whole month the month before; a month's first days
 * (this month so far) the same days of the month before (since 2026-12-07; before, the equal days
 * just before it, 18 to 31 March for 1 to 14 April); a week's first days, a weekend or any few
 * days those of the week before; a day, or any other period, the equal one just before it.
 */
function periodBefore(range: DateRange): DateRange {
  const { from, to } = range;
  const first = addMonths(from, -1)!;
  if (from === to) return previousRange(range);
  if (from === firstOfMonth(from) && to <= lastOfMonth(from)!) {
    const end = to === lastOfMonth(from) ? lastOfMonth(first)! : addMonths(to, -1)!;
    return { from: first, to: end };
  }
  // A week's first days, a weekend, any few days: the same weekdays a week earlier (a weekend since
  // 2026-12-07; before, the Thursday and Friday before it).
  const fewDays = daysBetween(from, to)! < 7;
  return fewDays ? { from: addDays(from, -7)!, to: addDays(to, -7)! } : previousRange(range);
}

/**
 * "¿Y contra marzo?", "¿y vs la semana anterior?", "¿y comparado con el año pasado?", "¿cómo me fue
 * contra el viernes pasado?" (the conversation's period, since 2026-12-07), "¿subió o bajó contra
 * agosto?" (since later that day), folded.
 */
const BASE_ALONE =
  /^(?:y )?(?:(?:komo|ke tal) (?:me|nos) fue )?(?:(?:subio|bajo|aumento|kayo|kresio|mejoro|empeoro)(?: o (?:subio|bajo|mejoro|empeoro))? )?(?:kontra|bs|bersus|komparado kon|frente a|en komparasion kon) (.+)$/;
/** The figures whose base follow-up is a comparison of the sales summary. */
const SALES_COMPARED: ReadonlySet<Intent> = new Set([
  'sales_total',
  'sales_comparison',
  'avg_ticket',
  'covers_tables',
]);
/** A week or a weekend before the conversation's: "el fin de semana anterior", "la semana pasada". */
const WEEK_BEFORE = /^(?:(?:la|el) )?(?:semana|fin de semana|finde) (?:anterior|pasad[oa])$/;
/** A month before a day of the conversation's: "el mes pasado", "el mismo día del mes pasado". */
const MONTH_BEFORE = /^(?:(?:el|la) mism[oa] (?:dia|fexa) del )?(?:el )?mes (?:anterior|pasado)$/;
/** The base said as the period before the conversation's: "la semana anterior", "el mes pasado". */
const BASE_BEFORE = /^(?:(?:la|el) (?:semana|mes|kinsena|dia) )?(?:(?:el|la) )?(?:anterior|pasad[oa])$/;
/**
 * A weekday before the conversation's day: "el domingo anterior" after the Noche del Grito is the
 * Sunday before it (since 2026-12-07; before, the latest Sunday before today, after it).
 */
const WEEKDAY_BEFORE = /^(?:el )?\S+ (?:anterior|de antes|previo)$/;
/** The period a year back: "el año pasado", "el mismo día del año pasado", "la misma semana del año pasado". */
const YEAR_BEFORE =
  /^(?:(?:el|la) mism[oa] (?:dia|fexa|semana|kinsena|mes|trimestre|semestre) del |(?:el|la|lo) del |el )?ano (?:anterior|pasado)$/;
/** "el 14 del año pasado" after the 14th: that date a year back, said by its day (folded). */
const DATE_YEAR_BEFORE = /^el (\d{1,2}) del ano (?:anterior|pasado)$/;

/**
 * "¿Y contra marzo?" after April's sales: April against the base said (since 2026-12-07; before,
 * March against February, the period named read as the one asked). A base before the
 * conversation's ("la semana anterior", "el mes pasado") is the period just before it, of its kind;
 * "el año pasado" it a year back; a month named, against a month under way, its same days, as
 * "¿cuánto vendí este mes contra marzo?" reads it (sameDaysOfMonth; before, 14 days against 31).
 * After a cost ratio ("¿cuál es mi costo de alimentos?"), that ratio in both periods, as "¿cómo va
 * mi costo de alimentos contra marzo?" reads it (why-cost.ts; before, the sales of both). Null when
 * the question is not that, or the conversation was of neither.
 */
function baseFollowUp(
  question: string,
  previous: ConversationState | null,
  today: string,
): Understanding | null {
  const match = BASE_ALONE.exec(dateText(question));
  if (match === null || previous === null) return null;
  const figure = costRatioOf(previous.intent);
  // The ticket and the diners are the sales summary's too: compared as the comparison of sales
  // reads them from the conversation's question (comparison.ts figureAsked; since 2026-12-07).
  const sales = SALES_COMPARED.has(previous.intent);
  const losses = previous.intent === 'cancellations_discounts';
  if (!sales && !losses && figure === undefined && previous.intent !== 'profit') return null;
  const { range } = previous;
  const base = baseSaid(match[1]!, range, today);
  if (base === null || base.from === range.from) return null;
  const inherited = { intent: true, period: true };
  const compared = { kind: 'answer', range, base, inherited, endsYesterday: false } as const;
  // After the profit, the why of the profit compares the two periods (why.ts), as after a cost ratio.
  if (sales) return { ...compared, intent: 'sales_comparison' };
  // After the cancellations and discounts, theirs compared (losses-compared.ts; since 2026-12-07,
  // before the sales of the base against the month before it).
  if (losses) return { ...compared, intent: previous.intent };
  return figure === undefined
    ? { ...compared, intent: 'why_change' }
    : { ...compared, intent: 'why_change', figure };
}

const costRatioOf = (intent: Intent) => COST_RATIO_INTENTS.find((one) => one === intent);

/**
 * The base said after "contra" of the conversation's period: a week or weekend before a few days,
 * the same days a week earlier ("¿y contra el fin de semana anterior?" after Buen Fin's Friday to
 * Monday; before 2026-12-07, the weekend just gone, after it); "el mes pasado" after a day, that
 * date a month back (before, the day before); the same day or period a year back, its weekdays 52
 * weeks back from it, not from today; the period before it of its kind; a past period named, its
 * same days when the conversation's is a month under way; a weekday "anterior" after a day, the
 * latest such weekday before it. Null for anything else.
 */
function baseSaid(said: string, range: DateRange, today: string): DateRange | null {
  const shortOfAWeek = daysBetween(range.from, range.to)! < 7;
  if (WEEK_BEFORE.test(said) && shortOfAWeek)
    return { from: addDays(range.from, -7)!, to: addDays(range.to, -7)! };
  if (MONTH_BEFORE.test(said) && range.from === range.to)
    return { from: addMonths(range.from, -1)!, to: addMonths(range.to, -1)! };
  if (YEAR_BEFORE.test(said)) return yearBefore(range, shortOfAWeek ? 'semana' : undefined);
  // "¿Y comparado con el 14 del año pasado?" after the 14th: the date, not a weekday 52 weeks back
  // (since 2026-12-07; before, the whole of last year).
  const date = DATE_YEAR_BEFORE.exec(said);
  if (date !== null && range.from === range.to && Number(date[1]) === Number(range.from.slice(8, 10)))
    return yearBefore(range, undefined);
  if (BASE_BEFORE.test(said)) return periodBefore(range);
  const weekday = WEEKDAY_BEFORE.test(said) ? weekdayNamed(said) : undefined;
  if (weekday !== undefined && range.from === range.to) {
    const day = addDays(range.from, -(((isoWeekday(range.from)! - weekday + 6) % 7) + 1))!;
    return { from: day, to: day };
  }
  const read = readDates(said, today);
  return read?.kind === 'range' && read.range.to < today ? sameDaysOfMonth(range, range, read.range) : null;
}

/** "¿Y el año pasado?", "¿y hace un año?", "¿y el del año pasado?", folded, and nothing else. */
const YEAR_AGO_ALONE =
  /^\s*(?:i |y )?(?:el ano pasado|(?:el|la|lo) del ano pasado|ase un ano|(?:el|la) mism[oa] (?:dia|fexa|semana|kinsena|mes|trimestre|semestre) del ano pasado)\s*$/;

/**
 * "¿Y el año pasado?" after a period shorter than a year: that period a year back (since
 * 2026-12-07; before, the whole of last year). A day of the calendar (San Valentín, Jueves Santo)
 * is that day of last year's calendar; another day or a week, the same weekdays 52 weeks back; a
 * longer period, the same dates. Null when the question is not that, or nothing came before.
 */
function yearAgoBeside(question: string, previous: ConversationState | null): DateReading | null {
  const match = YEAR_AGO_ALONE.exec(dateText(question));
  if (match === null || previous === null) return null;
  const { from, to } = previous.range;
  const days = daysBetween(from, to)!;
  // A year read to yesterday on its last day, 31 December, is the year: last year is all of it
  // (since 2026-12-07; before, 1 January to 30 December).
  const yearToItsEve = from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-30`;
  if (days >= 364 || yearToItsEve) return null;
  const event = from === to ? calendarEventsOn(from).find((one) => one.code !== 'buen_fin') : undefined;
  const lastYears =
    event && mexicanCalendar(Number(from.slice(0, 4)) - 1).find((one) => one.code === event.code);
  const range = lastYears
    ? { from: lastYears.date, to: lastYears.date }
    : yearBefore(previous.range, days < 7 ? 'semana' : undefined);
  return { kind: 'range', range, phrase: match[0].trim() };
}

/**
 * A weekday's habit (weekday-profile.ts, weekday-hours.ts) or the payday's (payday.ts): its window,
 * or null when not asked.
 */
const habitWindow = (intent: Intent, question: string) =>
  paydayPlanFor(intent, question) !== null
    ? paydayWindow
    : weekdayPlanFor(intent, question) !== null ||
        weekdayPairPlanFor(intent, question) !== null ||
        weekdayHoursPlanFor(intent, question) !== null ||
        weekdayDishPlanFor(intent, question) !== null ||
        weekdayDaypartPlanFor(intent, question) !== null ||
        weekPartsHabit(intent, question)
      ? weekdayWindow
      : null;

/**
 * A period compared within itself, with no base of its own: a weekday's days (the habit's window
 * of its last weeks, or the past period named, weekday-period.ts), a closed day's prep list.
 */
function withinItself(intent: Intent, range: DateRange, inheritedIntent: boolean): Understanding {
  return {
    kind: 'answer',
    intent,
    range,
    base: range,
    inherited: { intent: inheritedIntent, period: false },
    endsYesterday: false,
  };
}

/** A day to come against another ("¿voy a vender más mañana que hoy?"): the latter is its base. */
function versusUnderstanding(days: { coming: DateRange; base: DateRange }, today: string): Understanding {
  const intent = 'forecast_sales';
  // A period under way ("este mes que octubre") is its sales so far and its days to come.
  const underWay = days.coming.from < today && days.coming.to >= today;
  if (!underWay && !withinHorizon(days.coming, today)) return { kind: 'future', intent, range: days.coming };
  return {
    kind: 'answer',
    intent,
    range: days.coming,
    base: days.base,
    inherited: { intent: false, period: false },
    endsYesterday: false,
  };
}

/** The forecasts a period sums, whose closed today is sold, not forecast. */
const SUMMED_FORECASTS: ReadonlySet<Intent> = new Set(['forecast_sales', 'forecast_covers']);
const TODAY_READING = (today: string): DateReading => ({
  kind: 'range',
  range: { from: today, to: today },
  phrase: 'hoy',
});

/** The sales (or diners) of a period under way asked ahead on its last day, closed: it is over. */
function periodClosedToday(intent: Intent, range: DateRange, inheritedIntent: boolean): Understanding {
  return {
    kind: 'answer',
    intent: intent === 'forecast_covers' ? 'covers_tables' : 'sales_total',
    range,
    base: previousRange(range),
    inherited: { intent: inheritedIntent, period: false },
    endsYesterday: false,
    justEnded: 'today',
  };
}

/**
 * A day named by its date ("el 10 de febrero") in the last 31 days before today, not said to come:
 * "el próximo 16 de septiembre" four days after it is next year's (since 2026-12-07; before, the
 * day gone against its forecast). "el sábado 16" two days after it too: its weekday is that day's,
 * not the coming 16th's (since later on 2026-12-07; before, Monday 16 December, too far).
 */
const datePassedLately = (reading: DateReading | null, today: string, question: string) =>
  !/\b(proxim[oa]|que viene|siguiente)\b/.test(normalize(question)) &&
  reading?.kind === 'range' &&
  reading.range.from === reading.range.to &&
  reading.range.from < today &&
  reading.range.from >= addDays(today, -31)! &&
  (/\b\d{1,2} de [a-z]/.test(reading.phrase) || weekdayOfDayGone(reading, question));

/** "el sábado 16": a day number whose weekday is the one gone's, and not the coming one's. */
function weekdayOfDayGone(reading: DateReading, question: string): boolean {
  const weekday = weekdayNamed(question);
  const coming = addMonths(reading.range.from, 1);
  return (
    /\d/.test(reading.phrase) &&
    weekday === isoWeekday(reading.range.from) &&
    (coming === null || isoWeekday(coming) !== weekday)
  );
}

/** A question about the days to come: the day asked (forecast.ts), or `future` past the horizon. */
function forecastUnderstanding(
  intent: Intent,
  question: string,
  today: string,
  reading: DateReading | null,
  inheritedIntent: boolean,
  /** The days of the conversation, for a follow-up that names none (forecastFollowUp). */
  inheritedRange: DateRange | null = null,
  { todayClosed = false, hour }: UnderstandOptions = {},
): Understanding {
  // "¿Cuánto voy a vender el 10 de febrero?" on the 13th: a date of the last month already past is a
  // slip of tense, answered as that closed day against its forecast (forecast-check.ts), not as
  // next year's (since 2026-12-07).
  if (SUMMED_FORECASTS.has(intent) && inheritedRange === null && datePassedLately(reading, today, question))
    return forecastUnderstanding('forecast_accuracy', question, today, reading, inheritedIntent);
  const asked = inheritedRange ?? forecastRange(intent, question, today, reading, { todayClosed, hour });
  const fromClosedToday = todayClosed && asked.from === today;
  // "¿Cuánto voy a vender esta semana?" on its Sunday after the corte Z: nothing is left to come,
  // so the week's sales, said closed (since 2026-12-06; before, a replay of its forecasts).
  const ended = fromClosedToday && asked.to === today && reading !== null && reading.range.from < today;
  if (ended && SUMMED_FORECASTS.has(intent)) return periodClosedToday(intent, reading.range, inheritedIntent);
  // "¿Cuánto voy a vender hoy?" after the corte Z: the day against its forecast (forecast-check.ts).
  if (fromClosedToday && asked.to === today && SUMMED_FORECASTS.has(intent))
    return forecastUnderstanding(
      'forecast_accuracy',
      question,
      today,
      TODAY_READING(today),
      inheritedIntent,
      null,
      {
        todayClosed,
      },
    );
  // "… esta semana": the days to come from tomorrow, today joining what was sold (forecast-so-far.ts);
  // a dish's days and the payroll's too ("¿cuánto me va a costar la nómina esta semana?").
  // "¿Cuánta gente necesito hoy?" after the corte Z: today's staff is past planning, tomorrow's is
  // what to plan, the answer says why (since 2026-12-08; before, today's hours as if to come).
  const staffOver = fromClosedToday && asked.to === today && intent === 'forecast_staff';
  // "… la nómina esta semana" on its Sunday after the corte Z: the week that comes.
  const weekOver = staffOver && ended && /\bsemana\b/.test(reading.phrase);
  const range = staffOver
    ? { from: addDays(today, 1)!, to: addDays(today, weekOver ? 7 : 1)! }
    : fromClosedToday && asked.to > today
      ? { from: addDays(today, 1)!, to: asked.to }
      : asked;
  if (intent !== 'forecast_accuracy' && !withinHorizon(range, today))
    return { kind: 'future', intent, range };
  return {
    kind: 'answer',
    intent,
    range,
    base: range,
    inherited: { intent: inheritedIntent, period: inheritedRange !== null },
    endsYesterday: false,
    // The staff answer says why the days after it are read (forecast.ts `todayOver`).
    ...(staffOver ? { justEnded: 'today' as const } : {}),
  };
}
