/**
 * The assistant's forecast questions (docs/assistant.md, "Forecast questions"): what is asked
 * (sales, covers, the prep list, staff, accuracy), for which day ahead ("mañana", "el sábado") and
 * which part of it ("en la tarde"), and the plans that answer them from the forecast reads, with
 * the interval in words and the main driver (forecast-reads/words.ts, as the Mañana page says
 * them). Every number goes through `Answer`, as in every other answer. Pure.
 */
import { lastClosedDay } from '../business-day.ts';
import { PAYS_TRIPLE, payOn, restDayOn } from '../calendar/rest-days.ts';
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { MIN_SCORED_DAYS } from '../forecast/score.ts';
import { CALENDAR_DRIVERS, MAX_HORIZON_DAYS, movesTheDay } from '../forecast/types.ts';
import {
  beatenWords,
  dayAheadReplayQuery,
  dayAheadSales,
  percentOfRatio,
  type ReplayScore,
  replayQuery,
  replayToShow,
  type StoredScore,
  wantsReplay,
} from '../forecast-reads/day-ahead.ts';
import { type SalesBasis, todayUnsaid } from '../forecast-reads/stored.ts';
import {
  afterSalesAmount,
  driverNameInWords,
  INTERVAL_MEANING,
  intervalInWords,
  mainDriverInWords,
  otherCalendarInWords,
  outweighingInWords,
  outweighingRoutine,
} from '../forecast-reads/words.ts';
import type {
  ForecastAccuracyAttributes,
  ForecastAttributes,
  ForecastHoursAttributes,
  ForecastHoursMeta,
  ForecastItemsAttributes,
} from '../responses/forecast.ts';
import { DEFAULT_ACCURACY_DAYS } from '../schemas/forecast.ts';
import { asksAguinaldo } from './aguinaldo.ts';
import { beatsNamedPeriod } from './beat-words.ts';
import { asksMissingCortes } from './cash-words.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  eachDayRead,
  type IntentPlan,
  periodQuery,
  resultAt,
} from './compose.ts';
import { type DateRange, type DateReading, FOLLOWING, PRECEDING, readDates, weekdayNamed } from './dates.ts';
import { DAYPARTS, type Daypart, daypartAsked, endOfHours, inDaypart, isDaypartWord } from './daypart.ts';
import {
  asksIngredientList,
  asksMargin,
  dishLeftAsked,
  dishToCome,
  itemsNamed,
  WILL_SELL_VERBS,
} from './dishes.ts';
import { type Bound, boundAsked, boundSentence } from './forecast-bounds.ts';
import { breakEvenAheadSentence, breakEvenRead, breakEvenReadOf } from './forecast-break-even.ts';
import { DAY_CHECK_WINDOW_DAYS, dayCheckAnswer, storedRowOf, todayCheckAnswer } from './forecast-check.ts';
import { dishDaysAnswer, prepDaysAnswer, topDishesAnswer } from './forecast-dish.ts';
import { dayGoalSentence } from './forecast-goal.ts';
import { dishIngredientSentence, ingredientListAnswer, ingredientUseAnswer } from './forecast-ingredient.ts';
import { asksIfOpen, asksOpenDecision, asksWhichDaysOpen, openLead } from './forecast-open.ts';
import { openDaysAnswer } from './forecast-open-days.ts';
import { openingSentence } from './forecast-opening.ts';
import { asksOutlook, outlookSentence } from './forecast-outlook.ts';
import { asksPayroll, asksStaffHours, payrollDaysAnswer } from './forecast-payroll.ts';
import {
  asksByHour,
  forecastByHourSentence,
  forecastHourRangeAnswer,
  forecastPeakHourAnswer,
  type HourRange,
  hourRangeAsked,
  hourRangeWords,
  hoursBetween,
} from './forecast-peak.ts';
import {
  comingDayNearer,
  comingPeriod,
  comingWeekdaySaid,
  forecastPeriod,
  namedComingDay,
  namesMonthUnderWay,
  namesNextMonth,
  type PeriodReading,
} from './forecast-period.ts';
import { namedAccuracyPeriod, periodAccuracyAnswer } from './forecast-period-check.ts';
import { closedPartOf, periodSoFar, soFarReads } from './forecast-so-far.ts';
import { staffDaysSentence, staffOfferedSentence, staffPeakOf } from './forecast-staff.ts';
import { NO_TICKET_FORECAST, perCoverSentence } from './forecast-ticket.ts';
import { weekdayAccuracyAnswer, weekdayAccuracyAsked, weekdayAccuracyRange } from './forecast-weekdays.ts';
import { CATEGORY_WORDS, clockOf, day, dayInWords, namedCategoryType, period, sentence } from './format.ts';
import { speaksInPresent, speaksOfComing } from './future-words.ts';
import { asksRestOfToday, asksSalesHours } from './hours-words.ts';
import { classify, figureOfWhy, type Intent } from './intents.ts';
import { paceAfterForecast, restOfDaySentence } from './live-pace.ts';
import { asksMonthPayroll } from './payroll-month.ts';
import { prepCheckAnswer } from './prep-check.ts';
import { type ReadRequest, type ReadResults, SALES_DAYS_READ } from './reads.ts';
import { GOAL_UNKNOWN_AHEAD, goalAsked, namesGoalWithoutAmount, profitGoalAsked } from './sales-goal.ts';
import { firstAndLastSale, NO_SCHEDULE_KEPT } from './sales-hours.ts';
import { asksLastHours, asksPerfect } from './so-far-words.ts';
import { staffOffered } from './staff-offered.ts';
import { asksPeople, type Direction, directionOf } from './superlatives.ts';
import { isDaypartArticle, normalize, words } from './text.ts';
import { WEEKDAY_WORDS } from './weekday-profile.ts';
import { opensWithWhy } from './why-question.ts';
import { paydayAhead } from './work-words.ts';

/**
 * The day a forecast question is about, counted from business `today`: "hoy", "esta noche";
 * "mañana" (not "en la mañana", a part of the day); "pasado mañana"; a weekday name is its next one after today;
 * without any, tomorrow (the owner plans the next day).
 */
export function forecastDate(question: string, today: string): string {
  return namedForecastDate(question, today) ?? addDays(today, 1)!;
}

/** forecastDate's day when the question names one ("hoy", "mañana", a weekday), else null. */
export function namedForecastDate(question: string, today: string): string | null {
  const tokens = words(question);
  // "mañana" after "la" / "las" is the morning, a part of the day, not tomorrow.
  const tomorrowAt = tokens.findIndex(
    (word, index) => word === 'manana' && !isDaypartArticle(tokens[index - 1]),
  );
  if (tomorrowAt >= 0 && tokens[tomorrowAt - 1] === 'pasado') return addDays(today, 2)!;
  const weekday = weekdayNamed(question);
  if (weekday !== undefined) return addDays(today, (weekday - isoWeekday(today)! + 7) % 7 || 7)!;
  if (tomorrowAt >= 0) return addDays(today, 1)!;
  // "esta noche", "esta tarde": today's part of the day.
  const thisPart = tokens.some((word, index) => tokens[index - 1] === 'esta' && isDaypartWord(word));
  // "ahorita" is today too ("¿cuántos meseros debo tener ahorita?"; since 2026-12-07, before tomorrow).
  return tokens.includes('hoy') || tokens.includes('ahorita') || thisPart ? today : null;
}

/** The forecast intents of one day or period to come (the accuracy looks back). */
const AHEAD_INTENTS: ReadonlySet<Intent> = new Set([
  'forecast_sales',
  'forecast_covers',
  'forecast_prep',
  'forecast_staff',
]);

/**
 * A follow-up about the same days to come that names none: after "¿cuánto voy a vender el
 * sábado?", "¿cuántos clientes?" is Saturday's covers forecast, "¿qué preparo?" its prep list and
 * "¿y en la noche?" its night, not yesterday's figures. Null when the question is not one (it names
 * a day or period, or the conversation was not about days to come).
 */
export function forecastFollowUp(
  asked: Intent | null,
  question: string,
  reading: Reading | null,
  previous: { intent: Intent; range: DateRange } | null,
  today: string,
): { intent: Intent; range: DateRange } | null {
  if (previous === null || !AHEAD_INTENTS.has(previous.intent) || previous.range.from < today) return null;
  // "¿Cuál es el margen de la gringa?", "k tal va el día": a dish's margin and today's progress
  // are no forecast (since 2026-12-07; before, the conversation's prep list and sales forecast).
  if (asksMargin(question) || dishLeftAsked(question) !== null || TODAY_PROGRESS.test(normalize(question)))
    return null;
  // "¿Cuántas mesas llevo abiertas?", "¿y cuánto llevo vendido?" after today's forecast: today so
  // far, live (since 2026-12-07; before, the forecast again).
  if (SO_FAR.test(normalize(question)) || asksPerfect(question)) return null;
  // "¿y mañana en la tarde?" after the staff: that day's part, of the conversation's question (since
  // 2026-12-07; before, of the sales, "en la tarde" read as the sales by shift).
  const partAlone = PART_ALONE.test(normalize(question));
  const named = namedForecastDate(question, today);
  const day = partAlone ? named : null;
  // A question that names its own day or period is not a follow-up (forecastPeriod reads both kinds).
  const namesDays = reading !== null || named !== null || forecastPeriod(question, today, null) !== null;
  if (namesDays && !(partAlone && day !== null && day >= today)) return null;
  // "¿y en la tarde?" names only a part of the day: the conversation's question, of that part;
  // "¿por qué?", the same forecast, whose answer says its drivers (since 2026-12-07).
  const part =
    daypartAsked(question) !== null || WHY_ALONE.test(normalize(question)) ? previous.intent : null;
  // "¿Y cuánto me costaría esa gente?" after the staff: its cost, which that answer holds (since
  // 2026-12-07; before, the day's diners, "gente" read as them).
  const staffCost = previous.intent === 'forecast_staff' && STAFF_COST.test(normalize(question));
  const intent = staffCost
    ? previous.intent
    : asked === null || partAlone
      ? part
      : (AHEAD[asked] ?? (AHEAD_INTENTS.has(asked) ? asked : part));
  if (intent === null) return null;
  // The staff of one day, but its cost asked over the conversation's days (the weekend's payroll).
  const oneDay = intent === 'forecast_prep' || (intent === 'forecast_staff' && !staffCost);
  const range = day === null ? previous.range : { from: day, to: day };
  return { intent, range: oneDay ? { from: range.from, to: range.from } : range };
}

/** What the staff costs, asked: "¿cuánto me costaría?", "¿cuánto les pago?", normalized. */
const STAFF_COST = /\b(costar|costaria|costarian|cuesta|cuestan|sale|salen|saldria|pagar|pagaria|pago)\b/;

/** "llevo", "llevamos": what is done so far, normalized. */
const SO_FAR = /\b(llevo|llevamos|llevas|lleva|llevan)\b/;

/** "¿Cómo va el día?", "k tal vamos": progress in the present, not "¿cómo va a estar…?". */
const TODAY_PROGRESS = /\b(como|que tal|k tal|q tal) (va|vamos|voy|ando|andamos|llevo|llevamos)\b(?! a\b)/;

/** "¿Y en la tarde?", "¿y mañana en la noche?", "¿el sábado por la mañana?" alone, normalized. */
const PART_ALONE =
  /^(y )?((hoy|manana|pasado manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) )?(en|por|para) la (manana|tarde|noche)$/;

/** "¿Por qué?", "¿y eso?", "¿a qué se debe?" alone, normalized. */
export const WHY_ALONE = /^(y )?(por ?que|y eso|a que se debe( eso)?|como por que)$/;

/** What the dates module read of the question's period (dates.ts). */
type Reading = Pick<DateReading, 'kind' | 'range' | 'phrase'> & PeriodReading;

/** The intents a forecast answers, and the closed-day intents a day to come turns into them. */
const AHEAD: Partial<Record<Intent, Intent>> = {
  sales_total: 'forecast_sales',
  // "¿Por qué mañana voy a vender más?": the day's forecast and what weighs on it (its drivers).
  why_change: 'forecast_sales',
  // "¿Cuál va a ser mi platillo más vendido el sábado?": the top of the day's prep list.
  top_item: 'forecast_prep',
  // "¿Cuánto voy a ganar esta semana?": no profit is forecast; the sales, said so (wholeDayOnly).
  profit: 'forecast_sales',
  // "¿Cuál va a ser mi ticket promedio mañana?": no tables are forecast; the sales and the diners
  // are, and their quotient is said (forecast-ticket.ts).
  avg_ticket: 'forecast_sales',
  // "¿Cuánto necesito vender mañana para no perder?": the forecast beside the break-even of those
  // days, from the last month's costs (forecast-break-even.ts).
  break_even: 'forecast_sales',
  // "¿cuál va a ser mi mejor día de la próxima semana?": the period forecast names it.
  best_day: 'forecast_sales',
  // "¿cuál va a ser mi hora pico mañana?": the day's forecast hours name it.
  peak_hour: 'forecast_sales',
  // "¿cuánto me va a costar la nómina mañana?": the staff the forecast needs and its labor ratio.
  labor_cost: 'forecast_staff',
  sales_comparison: 'forecast_sales',
  covers_tables: 'forecast_covers',
  // "¿cuánto vendo mañana en la noche?": the forecast hours of that part of the day (daypart.ts).
  sales_by_shift: 'forecast_sales',
  // "¿Cuánto efectivo voy a juntar del jueves al domingo?": the cash is not forecast; the sales,
  // said so (wholeDayOnly; since 2026-12-07, before the same days of last week's cash). The
  // drawer's questions ("¿cuánto efectivo voy a tener al cierre?") stay the live drawer's.
  payment_mix: 'forecast_sales',
};
const BEHIND: Partial<Record<Intent, Intent>> = {
  forecast_sales: 'sales_total',
  forecast_covers: 'covers_tables',
  // A closed day has no prep list or staff forecast: what was sold, and who sold it.
  forecast_prep: 'top_item',
  forecast_staff: 'best_waiter',
};

/**
 * The forecast a closed-day intent asks of days to come; "¿por qué mañana van a venir menos
 * clientes?" asks why of the diners (figureOfWhy), not of the sales.
 */
function aheadOf(intent: Intent, question: string): Intent {
  if (intent === 'why_change' && figureOfWhy(question) === 'covers_tables') return 'forecast_covers';
  // "¿Cuánto me va a costar el aguinaldo?": the year's bonus from the payroll (aguinaldo.ts), not
  // a day's staff (since 2026-12-07).
  if (intent === 'labor_cost' && asksAguinaldo(question)) return intent;
  return AHEAD[intent] ?? intent;
}

/** Whether a forecast plan answers the intent (FORECAST_PLANS below). */
export const isForecastIntent = (intent: Intent): boolean => Object.hasOwn(FORECAST_PLANS, intent);

/**
 * The intent once the day asked is known: sales or covers of a day to come ("¿cuánto vendo pasado
 * mañana?") ask the forecast; a forecast question followed by a closed day ("¿y ayer?", its intent
 * inherited) asks that day's figures, but a weekday alone ("¿y el sábado?") stays the coming one.
 */
export function intentForDay(
  intent: Intent,
  question: string,
  reading: Reading | null,
  inherited: boolean,
  today: string,
  todayClosed = false,
): Intent {
  // "¿Voy a llegar a lo del domingo pasado?": today against a day gone, not a forecast (since
  // 2026-12-06; before, next Sunday's forecast).
  if (intent === 'sales_comparison' && reading?.kind === 'range' && beatsNamedPeriod(question)) return intent;
  if (payrollOfThisQuincena(intent, question)) return 'labor_cost';
  // "¿Cuánto pronosticaste para mañana?": what is forecast for a day to come, not a past score.
  if (
    intent === 'forecast_accuracy' &&
    /\bpronosticaste\b/.test(normalize(question)) &&
    (reading === null || reading.range.to >= today) &&
    (namedForecastDate(question, today) ?? '') >= today
  )
    return 'forecast_sales';
  if (
    reading?.kind === 'future' ||
    comingPeriod(question, today) !== null ||
    speaksOfComing(question) ||
    (speaksInPresent(question) &&
      (comingDayNearer(question, reading, today) || comingWeekdaySaid(question, reading, today)))
  )
    return aheadOf(intent, question);
  // "¿Cuánto tengo que vender el fin de semana para no perder?": a sales goal of a weekend or a
  // weekday not said past is the coming one (with no day named, the last month's break-even).
  // "¿Cuánto tengo que vender esta semana / este mes para no perder?": the period under way is
  // still to sell (since 2026-12-06; before, its closed days' break-even, none on its first day).
  // "… en marzo …" asked in March is this month too (since 2026-12-06). "¿Cuánto necesito vender
  // hoy para salir tablas?": today's forecast beside a day's break-even until its corte (since
  // 2026-12-06; before, refused), then the day's sales against it.
  if (
    intent === 'break_even' &&
    setsSalesGoal(question) &&
    (namesComingWeekday(question) ||
      CURRENT_PERIOD.test(normalize(question)) ||
      (!todayClosed && /\bhoy\b/.test(normalize(question))) ||
      (reading?.kind === 'range' && (namesMonthUnderWay(reading, today) || namesNextMonth(reading, today))))
  )
    return AHEAD[intent]!;
  // "¿Me conviene abrir el 25?", "¿vale la pena abrir en Navidad?": a decision, so of the day to
  // come (since 2026-12-06; before, the latest 25th's, or last Christmas's, break-even).
  if (intent === 'break_even' && whetherToOpen(question)) return AHEAD[intent]!;
  // "¿Y el anterior?" after tomorrow's forecast is today: the day's own figures, not a forecast.
  const before = reading !== null && reading.range.to === today && PRECEDING.test(reading.phrase);
  const past = reading !== null && (reading.range.to < today || before) && !namesComingWeekday(question);
  // "¿Y en Navidad?" after a forecast, on 22 December: the coming one, still a forecast.
  const ahead = isForecastIntent(intent) && comingDayNearer(question, reading, today, true);
  if (inherited && past && !ahead) return BEHIND[intent] ?? intent;
  return intent;
}

/**
 * "¿Cuánto voy a pagar de nómina esta quincena?", "¿… en diciembre?", "¿… este mes con todo y
 * aguinaldo?": the pay period's payroll, captured or as the last one captured runs (labor-cost,
 * payroll-month.ts), not the floor staff the forecast suggests (since 2026-12-07; before, the
 * suggested staff priced at the payroll per floor hour, 14 days of it for a month). A quincena or a
 * month to come stays the forecast's.
 */
const payrollOfThisQuincena = (intent: Intent, question: string) =>
  (intent === 'labor_cost' ||
    (intent === 'forecast_staff' &&
      // "¿Cuánto me va a costar la nómina de esta quincena?" on payday (since 2026-12-07; before,
      // today's floor staff).
      (asksMonthPayroll(question) || /\b(nomina|sueldos)\b.*\bquincena\b/.test(normalize(question))))) &&
  // "¿Cuánto voy a necesitar para pagar la nómina del 15?": the quincena that payday pays (since
  // 2026-12-08; before, the floor staff the forecast suggests for the 15th).
  (/\bquincena\b/.test(normalize(question)) ||
    asksMonthPayroll(question) ||
    paydayAhead(question) !== null) &&
  !/\b(proxima|siguiente|que viene|que entra|entrante)\b/.test(normalize(question));

/** First-person progress words: "¿cómo voy contra el pronóstico?" asks about now, not a past score. */
const PROGRESS_WORDS: ReadonlySet<string> = new Set([
  'voy',
  'vamos',
  'ando',
  'andamos',
  'llevo',
  'llevamos',
  // "¿Cuánto me falta para llegar al pronóstico?", "¿ya llegué al pronóstico?"
  'falta',
  'faltan',
  'llegue',
  'alcance',
  // "¿A qué hora llego al pronóstico?", "¿llego al pronóstico?": how today is going against it.
  'llego',
  'llegamos',
  'alcanzo',
]);

/**
 * "¿Cómo voy hoy contra el pronóstico?": a day still open has no score yet; its pace against the
 * forecast is the live sales' (live.ts), as Hoy shows it. True for the accuracy intent asked of
 * today, or of no day in the first person present; and for sales asked so of no day ("¿cómo
 * vamos?", "¿cuánto llevo?" mean today so far, where "¿cómo me fue?" means yesterday).
 */
export function asksTodaysPace(intent: Intent, question: string, reading: Reading | null, today: string) {
  // "¿Cuánto he vendido?": the present perfect asks the day so far too (so-far-words.ts).
  const inProgress = () =>
    words(question).some((word) => PROGRESS_WORDS.has(word)) ||
    asksPerfect(question) ||
    asksLastHours(question);
  // "¿Cuánto me falta para los 50 mil?": a goal named is today's.
  // "¿Voy a llegar a 50 mil hoy?": today named is today's too.
  const todayOnly = reading === null || (reading.range.from === today && reading.range.to === today);
  // "¿Qué días me falta el corte Z?": the days without one, not today's pace.
  if (intent === 'sales_total' && asksMissingCortes(question)) return false;
  if (intent === 'sales_total')
    return todayOnly && (inProgress() || goalAsked(question) !== null || namesGoalWithoutAmount(question));
  if (intent !== 'forecast_accuracy') return false;
  // "¿Qué tan seguro es el pronóstico de hoy?": how wrong it usually is, not the day's pace (since
  // 2026-12-07; before, "no me ha llegado ninguna venta").
  if (RELIABILITY.test(normalize(question)) && !inProgress()) return false;
  if (reading !== null) return reading.range.from === today && reading.range.to === today;
  return inProgress();
}

/** How far a forecast can be trusted, asked: "qué tan seguro", "confiable", "acertado". */
const RELIABILITY =
  /\b(segur[oa]s?|confiables?|fiables?|precis[oa]s?|acertad[oa]s?|certer[oa]s?|atinad[oa]s?)\b/;

/** "tengo que vender", "necesito vender", "debo vender", "hay que vender": a goal, of days to come. */
function setsSalesGoal(question: string): boolean {
  const tokens = words(question);
  return tokens.some(
    (word, index) =>
      word === 'vender' &&
      (/^(necesito|necesitamos|debo|debemos)$/.test(tokens[index - 1] ?? '') ||
        (tokens[index - 1] === 'que' && /^(tengo|tenemos|hay)$/.test(tokens[index - 2] ?? ''))),
  );
}

/** Whether to open a day, not said past ("¿me conviene abrir el 25?", not "…el sábado pasado"). */
const whetherToOpen = (question: string) =>
  asksOpenDecision(question) && !words(question).some((word) => PAST_WORDS.has(word));

/** A period under way: "esta semana", "este mes", "esta quincena". */
const CURRENT_PERIOD = /\b(esta semana|este mes|esta quincena)\b/;

/** "el sábado", "el fin de semana" (not "el sábado pasado"): after a forecast question, the coming one. */
function namesComingWeekday(question: string): boolean {
  const tokens = words(question);
  const weekend = tokens.join(' ').includes('fin de semana');
  return (weekend || weekdayNamed(question) !== undefined) && !tokens.some((word) => PAST_WORDS.has(word));
}

/** Words that put a named period in the past ("el sábado pasado", "la última semana"). */
export const PAST_WORDS: ReadonlySet<string> = new Set(['pasado', 'pasada', 'anterior', 'ultimo', 'ultima']);

/** The days an accuracy question asks of: a closed day, a period replayed, or the last 28 days' score. */
function accuracyRange(
  question: string,
  today: string,
  reading: Reading | null,
  todayClosed: boolean,
): DateRange {
  // "¿le atinaste ayer?": that closed day's forecast; otherwise the score of the last 28 days. Today
  // reaches here only once its corte Z is in (before, its pace is the live answer: understand.ts).
  // "¿Qué tanto se equivoca los sábados?": the last 8 weeks replayed (forecast-weekdays.ts).
  if (weekdayAccuracyAsked(question) !== null) return weekdayAccuracyRange(today);
  // "¿Cuánto se equivocó la semana pasada?": that period replayed (forecast-period-check.ts).
  const named = namedAccuracyPeriod(question, today);
  if (named !== null) return named;
  // "¿Cómo me fue contra el pronóstico?", "¿cómo cerramos contra lo esperado?", "¿cuánto vendí
  // contra el pronóstico?", "¿cuánto me faltó para el pronóstico?": no day named, the last closed
  // day (today once its corte Z is in), not the 28 days' score.
  if (
    reading === null &&
    /\b(me|nos) fue\b|\bcomo cerr(e|amos)\b|\bvendi(mos)?\b|\b(falto|faltaron|llegue|llegamos|alcance|pase|pasamos|supere)\b/.test(
      normalize(question),
    )
  ) {
    const closed = lastClosedDay(today, todayClosed);
    return { from: closed, to: closed };
  }
  // "¿Qué tal estuvo el día comparado con lo que esperabas?": the day is today's.
  if (reading === null && /\b(el|este) dia\b(?! de)/.test(normalize(question)))
    return { from: today, to: today };
  // Today still open, asked how sure its forecast is: the 28 days' score, as of tomorrow's.
  const openToday = reading?.range.from === today && !todayClosed;
  return reading !== null &&
    reading.range.from === reading.range.to &&
    reading.range.to <= today &&
    !openToday &&
    comingDayAsked(question, today) === null
    ? reading.range
    : { from: addDays(today, -DEFAULT_ACCURACY_DAYS)!, to: addDays(today, -1)! };
}

/**
 * The period of a forecast question: the day asked (a single day to come the question names, else
 * `forecastDate`), or for the accuracy the closed days it scores.
 */
export function forecastRange(
  intent: Intent,
  question: string,
  today: string,
  reading: Reading | null,
  { todayClosed = false, hour }: { todayClosed?: boolean; hour?: number } = {},
): DateRange {
  if (intent === 'forecast_accuracy') return accuracyRange(question, today, reading, todayClosed);
  // "¿Y el siguiente?" after a day to come: the day after it (understand.ts periodBeside).
  if (reading?.kind === 'future' && FOLLOWING.test(reading.phrase))
    return intent === 'forecast_sales' || intent === 'forecast_covers'
      ? reading.range
      : { from: reading.range.from, to: reading.range.from };
  // Sales and covers sum a period, and so does a dish's line of the prep list (forecast-dish.ts);
  // the whole prep list is of one day, its first (the staff too when a part of the day is named).
  const days =
    forecastPeriod(question, today, reading, todayClosed) ??
    restDaysAhead(question, today) ??
    (WHICH_DAY_INTENTS.has(intent) && (asksWhichDay(question) || asksWhichDaysOpen(question))
      ? nextWeekFromTomorrow(today)
      : null);
  if (days !== null && (intent === 'forecast_sales' || intent === 'forecast_covers')) return days;
  // A dish's line and the payroll are read day by day: only the days the forecast covers, which the
  // answer names ("del sábado 5 … al …"), so "este mes" on the 4th reads through the 17th.
  const last = addDays(today, MAX_HORIZON_DAYS - 1)!;
  // Days wholly past the forecast's reach stay as asked (the answer says they are too far; before
  // 2026-12-07, clipped to a range that ended before it began, "del 1 de mayo al 22 de abril").
  const covered =
    days === null ? null : days.from > last ? days : { from: days.from, to: days.to > last ? last : days.to };
  // The prep list over days: a dish's line, which dish sells most ("¿qué platillo se va a vender más
  // el fin de semana?") or the lists added (forecast-dish.ts).
  if (covered !== null && intent === 'forecast_prep') return covered;
  // "¿Cuánta gente ocupo el fin de semana?", "¿cuánto me va a costar la nómina la próxima semana?":
  // the staff and its cost over the days asked; a part of the day or hours asked, of the first.
  const dayParts = daypartAsked(question) !== null || hourRangeAsked(question) !== null;
  if (
    covered !== null &&
    intent === 'forecast_staff' &&
    (asksPayroll(question) || asksStaffHours(question) || !dayParts)
  )
    return covered;
  if (days !== null) return { from: days.from, to: days.from };
  // "¿A qué hora se va a llenar?" with no day named and today open: today's rush, the hour already
  // past said so (forecast-peak.ts), not tomorrow's (since 2026-12-06). "¿Cuántas personas necesito
  // a las 3?", "¿… el resto del día?": today's hours too, while today is open (since 2026-12-07;
  // before, tomorrow's at 13:30 of a Saturday still in service).
  const todaysHours = asksHour(question) || hourRangeAsked(question) !== null || asksRestOfToday(question);
  const rushToday = !todayClosed && (todaysHours || partOfTodayToCome(question, hour)) ? today : null;
  const date = namedComingDay(reading, today) ?? namedForecastDate(question, today) ?? rushToday;
  return { from: date ?? addDays(today, 1)!, to: date ?? addDays(today, 1)! };
}

/**
 * "¿Cuántos meseros necesito para la noche?" with no day named: tonight while today is open and its
 * night not over, not tomorrow's (since 2026-12-07; before, tomorrow's at 18:00 of an open day).
 * "… en la mañana" asked at 18:00 is tomorrow's.
 */
function partOfTodayToCome(question: string, hour: number | undefined): boolean {
  const part = daypartAsked(question);
  return part !== null && (hour === undefined || hour < DAYPARTS[part].to);
}

/** Days to rest a shift in: "descanso", "descansar", "descansen". */
const REST_WORDS: ReadonlySet<string> = new Set(['descanso', 'descansar', 'descansa', 'descansen']);

/**
 * "¿Qué día conviene dar descanso?" with no days named: the coming 7 from tomorrow, whose weakest
 * day the period answer names (superlatives.ts reads "descanso" as the least); null otherwise.
 */
function restDaysAhead(question: string, today: string): DateRange | null {
  if (!words(question).some((word) => REST_WORDS.has(word))) return null;
  return nextWeekFromTomorrow(today);
}

/** The forecasts a "qué día…" with no days named ranks over the coming 7 ("¿qué día voy a vender más?"). */
const WHICH_DAY_INTENTS: ReadonlySet<Intent> = new Set([
  'forecast_staff',
  'forecast_sales',
  'forecast_covers',
]);

const nextWeekFromTomorrow = (today: string): DateRange => ({
  from: addDays(today, 1)!,
  to: addDays(today, 7)!,
});

/**
 * "¿Qué día necesito más meseros?", "¿cuándo voy a vender más?" (not "más de 50 mil", a goal): one
 * day of several asked for, the coming 7 when none is named.
 */
const asksWhichDay = (question: string) =>
  /\b(que|cual) dia\b|\b(mejor|peor) dia\b|\bdia mas\b|\bcuando\b(?!.*\b(mas|menos) de\b).*\b(mas|menos)\b/.test(
    normalize(question),
  );

/** Whether a forecast exists for the first day asked: from today to the last day the reads answer. */
export const withinHorizon = (range: DateRange, today: string): boolean =>
  range.from >= today && range.from <= addDays(today, MAX_HORIZON_DAYS - 1)!;

/** A day past the horizon, in words (no read can answer it). */
export function beyondHorizon(range: DateRange, today: string): string {
  return `Solo pronostico las próximas dos semanas, y ${period(range, today)} queda más lejos. Pregúntame por un día más cercano.`;
}

const NO_FORECAST =
  'Aún no tengo pronóstico para ese día: necesito al menos dos semanas de días cerrados (con corte Z) de tu sucursal.';

/** Today without a stored forecast: one made now would have seen part of the day, so none. */
const NOT_STORED_TODAY =
  'Para hoy no guardé pronóstico antes de que empezara el día, y uno hecho ahora ya vería parte de lo vendido. Pregúntame por mañana o por los próximos días.';

type Day = ForecastAttributes['days'][number];

/**
 * " Por qué: es quincena (+8%)." (the Mañana page's words) with the effect as a figure, and the day's other calendar
 * days after it ("; también es Día de la Virgen de Guadalupe, sin efecto en el pronóstico"); '' when
 * nothing is said.
 */
function driverSentence(drivers: Day['drivers'], answer: Answer): string {
  const main = drivers[0];
  const text = mainDriverInWords(drivers, '%');
  const others = otherCalendarInWords(drivers, '%');
  if (main === undefined || main.code === 'closed') return '';
  for (const other of drivers.slice(text === null ? 0 : 1)) {
    if (!CALENDAR_DRIVERS.has(other.code)) continue;
    answer.name('calendar_driver', 'También es', driverNameInWords(other)!);
    if (movesTheDay(other))
      answer.pct('calendar_driver_effect_pct', `Efecto de ${other.label}`, Math.round(other.effect_pct));
  }
  if (text === null) return others === null ? '' : ` ${sentence(others)}.`;
  const name = driverNameInWords(main);
  if (name !== null) answer.name('main_driver', 'Por qué', name);
  answer.pct('main_driver_effect_pct', `Efecto de ${main.label}`, Math.round(main.effect_pct));
  // The news leads; a weekday that moves the day more is said beside it (words.ts).
  const routine = outweighingRoutine(drivers);
  if (routine !== null) {
    const routineName = driverNameInWords(routine);
    if (routineName !== null) answer.name('routine_driver', 'Pesa más', routineName);
    answer.pct('routine_driver_effect_pct', `Efecto de ${routine.label}`, Math.round(routine.effect_pct));
  }
  return ` Por qué: ${text}${outweighingInWords(drivers, '%')}${others === null ? '' : `; ${others}`}.`;
}

/** What a day's question asks beyond its figure: one end of its range, a sales goal (cents). */
interface DayAsked {
  bound?: Bound | null;
  goal?: number | null;
  /** The average ticket asked: the sales per diner said (forecast-ticket.ts). */
  ticket?: boolean;
}

/**
 * "¿Cuánto voy a vender mañana?", "¿cuántos clientes espero el sábado?": the day's figure in words;
 * led by the end of its range when one is asked (forecast-bounds.ts), and a sales goal named set
 * against it (forecast-goal.ts).
 */
export function forecastDayAnswer(
  row: Day | undefined,
  ask: 'sales' | 'covers',
  today: string,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis): said after the point. */
  basis: SalesBasis | null = null,
  asked: DayAsked = {},
) {
  if (row === undefined || row.status === 'insufficient_history') return NO_FORECAST;
  const when = dayInWords(row.date, today);
  if (row.status === 'closed') return sentence(`${when} no abres: no espero ventas.`);
  const why = driverSentence(row.drivers, answer);
  const [pointCents, lowCents, highCents] = figuresOf(ask, row);
  const [pointLabel, lowLabel, highLabel] = ask === 'sales' ? SALES_LABELS : COVERS_LABELS;
  const put = ask === 'sales' ? answer.money.bind(answer) : answer.count.bind(answer);
  const keys = ask === 'sales' ? SALES_KEYS : COVERS_KEYS;
  const point = put(keys[0], pointLabel, pointCents);
  const low = put(keys[1], lowLabel, lowCents);
  const high = put(keys[2], highLabel, highCents);
  const goal =
    ask === 'sales' && asked.goal != null
      ? dayGoalSentence(asked.goal, { point: pointCents, low: lowCents, high: highCents, basis }, answer)
      : '';
  const said = `${goal}${asked.ticket === true ? perCoverSentence(row, answer, basis) : ''}${why}`;
  if (asked.bound != null) {
    const figure = { when, point, low, high, basis: afterSalesAmount(basis) };
    return `${sentence(boundSentence(asked.bound, ask, figure))}${said}`;
  }
  const range = `(${intervalInWords(low, high)}; ${INTERVAL_MEANING}).`;
  const figure = ask === 'sales' ? `vender ${point}${afterSalesAmount(basis)}` : `${point} comensales`;
  return sentence(`${when} espero ${figure} ${range}${said}`);
}

/** The keys and labels of a day's figures, as every forecast answer names them. */
const SALES_KEYS = ['sales_cents', 'sales_low_cents', 'sales_high_cents'] as const;
const COVERS_KEYS = ['covers', 'covers_low', 'covers_high'] as const;
const SALES_LABELS = [
  'Venta pronosticada',
  'Venta mínima probable (p10)',
  'Venta máxima probable (p90)',
] as const;
const COVERS_LABELS = [
  'Comensales pronosticados',
  'Comensales mínimos probables (p10)',
  'Comensales máximos probables (p90)',
] as const;

/**
 * Why a day's sales forecast has no number (today's kept none, too little history, the branch does
 * not open that day), or null when its row has one.
 */
export function withoutNumber(
  row: Day | undefined,
  rows: readonly Day[],
  today: string,
  answer: Answer,
): string | null {
  if (row?.status === 'ok') return null;
  if (row?.date === today && todayUnsaid(rows, today)) return NOT_STORED_TODAY;
  return forecastDayAnswer(row, 'sales', today, answer);
}

/** A forecast's sales or covers with their p10 and p90 (a day's row and an hour name them alike). */
type Figures = Pick<
  Day,
  'sales_cents' | 'sales_low_cents' | 'sales_high_cents' | 'covers' | 'covers_low' | 'covers_high'
>;
const figuresOf = (ask: 'sales' | 'covers', row: Figures): [number, number, number] =>
  ask === 'sales'
    ? [row.sales_cents!, row.sales_low_cents!, row.sales_high_cents!]
    : [row.covers!, row.covers_low!, row.covers_high!];

/** The point, p10 and p90 labels of each figure. */
const FIGURE_LABELS = {
  sales: ['Venta pronosticada', 'Venta mínima probable', 'Venta máxima probable'],
  covers: ['Comensales pronosticados', 'Comensales mínimos probables', 'Comensales máximos probables'],
} as const;

/** Files a sales figure as money (`<prefix>_sales<suffix>_cents`) or covers as a count (`<prefix>_covers<suffix>`). */
const sayFigure =
  (ask: 'sales' | 'covers', answer: Answer) =>
  (prefix: string, suffix: '' | '_low' | '_high', label: string, value: number) =>
    ask === 'sales'
      ? answer.money(`${prefix}_sales${suffix}_cents`, label, value)
      : answer.count(`${prefix}_covers${suffix}`, label, value);

/**
 * "¿Cuánto voy a vender la próxima semana?": the days' points summed, and the strongest day with
 * its own interval. The sum's range is said as what it is, the days' ranges added ("sumando el rango
 * entre $A y $B sumando el rango de cada día"; since 2026-12-07, before none): no 80 % is claimed for it, since the
 * days' errors move together only in part (were they to move wholly together, it would be the
 * sum's own 80 %; apart, it is wider), and nothing here measures it.
 */
export function forecastPeriodAnswer(
  rows: readonly Day[],
  ask: 'sales' | 'covers',
  asked: DateRange,
  today: string,
  answer: Answer,
  options: {
    /** Whether the question asked for days past the last one forecast (`asked.to`). */
    beyond?: boolean;
    /** Which day to single out: the strongest, or the weakest ("¿qué día voy a vender menos?"). */
    direction?: Direction;
    /** Which sales the amounts are (meta.sales_basis): said after the sum. */
    basis?: SalesBasis | null;
    /** "¿Qué día voy a vender más?": the day leads, the period's sum follows. */
    whichDay?: boolean;
  } = {},
): string {
  const { beyond = false, direction = 'most', basis = null, whichDay = false } = options;
  const when = period(asked, today);
  const horizon = beyond ? pastLastDay(asked.to, today) : '';
  if (rows.length === 0 || rows.some((row) => row.status === 'insufficient_history')) return NO_FORECAST;
  const open = rows.filter((row) => row.status === 'ok');
  if (open.length === 0)
    return sentence(`${when} no abres: no espero ${ask === 'sales' ? 'ventas' : 'comensales'}.`);
  const value = (row: Day) => figuresOf(ask, row)[0];
  const sign = direction === 'most' ? 1 : -1;
  const chosen = open.reduce((best, row) => (sign * value(row) > sign * value(best) ? row : best));
  const days = answer.count('open_days', 'Días que abres', open.length);
  const closed = rows.length - open.length;
  const shut = closed === 0 ? '' : ` (${answer.count('closed_days', 'Días que no abres', closed)} no abres)`;
  const chosenDay = day(chosen.date, today);
  const [forecast, least, most] = FIGURE_LABELS[ask];
  const say = sayFigure(ask, answer);
  const total = say(
    'period',
    '',
    `${forecast} del periodo`,
    open.reduce((sum, row) => sum + value(row), 0),
  );
  const key = direction === 'most' ? 'peak' : 'weakest';
  const [chosenPoint, chosenLow, chosenHigh] = figuresOf(ask, chosen);
  const point = say(key, '', `${forecast} del ${chosenDay}`, chosenPoint);
  const spread = intervalInWords(
    say(key, '_low', `${least} de ese día (p10)`, chosenLow),
    say(key, '_high', `${most} de ese día (p90)`, chosenHigh),
  );
  // "¿Cómo pinta diciembre?" with one of its days forecast: that day, not a sum "en 1 días" with
  // "el más fuerte" of one (since 2026-12-07).
  if (rows.length === 1) {
    const dayLead =
      ask === 'sales' ? `espero vender ${point}${afterSalesAmount(basis)}` : `espero ${point} comensales`;
    return sentence(`${when} ${dayLead} (${spread}; ${INTERVAL_MEANING}).${horizon}`);
  }
  const summed = intervalInWords(
    say(
      'period',
      '_low',
      `${least} del periodo, sumando cada día (p10)`,
      sum(open, (row) => figuresOf(ask, row)[1]),
    ),
    say(
      'period',
      '_high',
      `${most} del periodo, sumando cada día (p90)`,
      sum(open, (row) => figuresOf(ask, row)[2]),
    ),
  );
  const lead =
    ask === 'sales' ? `espero vender ${total}${afterSalesAmount(basis)}` : `espero ${total} comensales`;
  const range = `, ${summed} sumando el rango de cada día`;
  const which = SINGLED_OUT[ask][direction];
  if (whichDay)
    return `${sentence(`${when}, ${WHICH_DAY[ask][direction]} es el ${chosenDay}: ${point}${ask === 'sales' ? afterSalesAmount(basis) : ''} (${spread}; ${INTERVAL_MEANING}).`)} En los ${days} días${shut} ${lead}${range}.${horizon}`;
  return sentence(
    `${when} ${lead} en ${days} días${shut}${range}; ${which}, el ${chosenDay}: ${point} (${spread}; ${INTERVAL_MEANING}).${horizon}`,
  );
}

const sum = (rows: readonly Day[], of: (row: Day) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

/** The day asked for, said first ("¿qué día voy a vender más?"). */
const WHICH_DAY = {
  sales: { most: 'el día que más espero vender', least: 'el día que menos espero vender' },
  covers: { most: 'el día que más comensales espero', least: 'el día que menos comensales espero' },
} as const;

/** How the day singled out of a period is called. */
const SINGLED_OUT = {
  sales: { most: 'el más fuerte', least: 'el más flojo' },
  covers: { most: 'el de más', least: 'el de menos' },
} as const;

/**
 * "¿Cuánto voy a vender mañana en la noche?": the forecast hours of that part of the day, summed,
 * their low and high too (an hour's are the day's times its share: forecast-api.md). That range is
 * the day's, shared out, and said so: nothing measures how often a part of a day falls inside it.
 */
export function forecastDaypartAnswer(
  hours: ForecastHoursAttributes,
  daypart: Daypart,
  ask: 'sales' | 'covers',
  today: string,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis): said after the point. */
  basis: SalesBasis | null = null,
): string {
  if (hours.status === 'insufficient_history') return NO_FORECAST;
  const part = DAYPARTS[daypart];
  const when = `${dayInWords(hours.date, today)} ${part.label}`;
  if (hours.status === 'closed') return sentence(`${when} no abres.`);
  const inPart = hours.hours.filter((hour) => inDaypart(hour.hour, part));
  const what = ask === 'sales' ? 'ventas' : 'comensales';
  if (inPart.length === 0)
    return sentence(`${when} no espero ${what}: a esas horas no vendes${sellingHours(hours, answer)}.`);
  const [point, low, high] = [0, 1, 2].map((at) =>
    inPart.reduce((total, hour) => total + figuresOf(ask, hour)[at]!, 0),
  ) as [number, number, number];
  const from = answer.hour('daypart_from', 'Primera hora', inPart[0]!.hour);
  const until = answer.hour('daypart_to', 'Hasta', endOfHours(inPart));
  const [forecast, least, most] = FIGURE_LABELS[ask];
  const say = sayFigure(ask, answer);
  const said = say('daypart', '', `${forecast} ${part.label}`, point);
  const spread = intervalInWords(
    say('daypart', '_low', `${least} (p10)`, low),
    say('daypart', '_high', `${most} (p90)`, high),
  );
  const expected =
    ask === 'sales' ? `espero vender ${said}${afterSalesAmount(basis)}` : `espero ${said} comensales`;
  // Not INTERVAL_MEANING: the day's interval shared out by hour was never scored as an 80 % one.
  return sentence(
    `${when} (de las ${from} a las ${until}) ${expected} (${spread}: el rango del día, en la parte de esas horas).`,
  );
}

/** "¿Qué preparo para mañana?": the prep list, largest first, ten at most. */
export function prepAnswer(
  items: ForecastItemsAttributes,
  question: string,
  today: string,
  answer: Answer,
): string {
  if (items.status === 'insufficient_history') return NO_FORECAST;
  const when = dayInWords(items.date, today);
  if (items.status === 'closed') return sentence(`${when} no abres: no hay que preparar.`);
  const listed = [...items.items, ...items.other_items];
  if (listed.length === 0) return sentence(`para ${when} no tengo platillos pronosticados.`);
  // "¿cuántos tacos de pastor preparo?" (or "voy a vender") asks its line of the list (dishes.ts).
  const dish = dishToCome(question);
  const named = dish === null ? [] : itemsNamed(dish.words, listed);
  if (dish !== null && named.length === 0) {
    const missing = `no tengo «${dish.said}» en el pronóstico: lleva lo que vendiste en tus últimas ocho semanas abiertas.`;
    return `${sentence(missing)} ${prepList(listed, `para ${when} prepara`, answer, items.items.length)}`;
  }
  // The same quantities either way: what is expected to sell is what to prepare.
  const selling = dish !== null && WILL_SELL_VERBS.has(dish.verb);
  const lead = selling ? `${when} espero vender` : `para ${when} prepara`;
  const list = prepList(
    named.length > 0 ? named : listed,
    lead,
    answer,
    named.length > 0 ? named.length : items.items.length,
  );
  // "¿Cuánto pastor preparo?": a taquero preps the meat too, when an ingredient shares the words.
  return dish === null || selling ? list : `${list}${dishIngredientSentence(items, dish.words, answer)}`;
}

/**
 * "Para mañana, … prepara: Tacos al pastor: 156 (entre 125 y 201); …" (the first ten), the dishes
 * left said apart from the packaging and extras left (`dishes`: how many of `listed`, first, are
 * dishes; since 2026-12-07, before "6 más" counted an envase as a dish).
 */
function prepList(
  listed: ForecastItemsAttributes['items'],
  lead: string,
  answer: Answer,
  dishes: number,
): string {
  const lines = listed.slice(0, 10).map((item, index) => {
    const name = answer.name(`item_${index + 1}`, 'Platillo', item.name);
    const quantity = answer.count(`item_${index + 1}_quantity`, `${item.name}: cantidad`, item.quantity);
    const low = answer.count(`item_${index + 1}_quantity_low`, `${item.name}: mínimo`, item.quantity_low);
    const high = answer.count(`item_${index + 1}_quantity_high`, `${item.name}: máximo`, item.quantity_high);
    return `${name}: ${quantity} (entre ${low} y ${high})`;
  });
  const restDishes = Math.max(0, dishes - lines.length);
  const restOthers = listed.length - lines.length - restDishes;
  const left = [
    ...(restDishes > 0 ? [`${answer.count('more_items', 'Platillos más', restDishes)} platillos más`] : []),
    ...(restOthers > 0
      ? [`${answer.count('more_other_items', 'Empaques y extras más', restOthers)} de empaques y extras`]
      : []),
  ];
  const more = left.length > 0 ? ` y ${left.join(' y ')} en la lista completa` : '';
  return sentence(`${lead}: ${lines.join('; ')}${more}.`);
}

/**
 * " (ese día espero ventas de las 12:00 a las 18:00)": the hours the day's forecast sells in, so a
 * part of the day it leaves out is seen to fall outside them; '' when it sells in none.
 */
function sellingHours(hours: ForecastHoursAttributes, answer: Answer): string {
  const selling = hours.hours.filter((hour) => (hour.sales_cents ?? 0) > 0);
  if (selling.length === 0) return '';
  const from = answer.hour('day_first_hour', 'Primera hora con venta del día', selling[0]!.hour);
  const until = answer.hour('day_sales_until', 'Fin de la última hora con venta', endOfHours(selling));
  return ` (ese día espero ventas de las ${from} a las ${until})`;
}

/** "¿Cuánta gente necesito el viernes en la tarde?": the most staff an hour of that part needs. */
export function staffAnswer(
  hours: ForecastHoursAttributes,
  meta: Pick<ForecastHoursMeta, 'staffing'>,
  daypart: Daypart | null,
  today: string,
  answer: Answer,
  asked: {
    /** "¿cuántos meseros necesito mañana de 1 a 3?", "… a las 2": those hours (forecast-peak.ts). */
    between?: HourRange | null;
    /** "¿me alcanza con 3 meseros?": the people offered, checked hour by hour (forecast-staff.ts). */
    offered?: number | null;
  } = {},
): string {
  const between = asked.between ?? null;
  if (hours.status === 'insufficient_history') return NO_FORECAST;
  const part = daypart === null ? null : DAYPARTS[daypart];
  const picked = between === null ? null : hoursBetween(hours.hours, between);
  const window = picked === null ? (part?.label ?? null) : hourRangeWords(picked);
  const when = `${dayInWords(hours.date, today)}${window === null ? '' : ` ${window}`}`;
  if (hours.status === 'closed') return sentence(`${when} no abres.`);
  const rate = meta.staffing.sales_per_staff_hour_cents;
  if (meta.staffing.source === null || rate === null) return meta.staffing.reason ?? NO_FORECAST;
  const inPart = picked ?? hours.hours.filter((hour) => part === null || inDaypart(hour.hour, part));
  if (inPart.length === 0)
    return sentence(
      `${when} no espero ventas${sellingHours(hours, answer)}, así que no hace falta personal en piso.`,
    );
  const peak = staffPeakOf(inPart);
  const staffHours = inPart.reduce((sum, hour) => sum + (hour.staff_suggested ?? 0), 0);
  const most = answer.count('staff_peak', 'Personas en la hora de más venta', peak.staff_suggested ?? 0);
  // One hour asked ("a las 2"): its staff alone, no peak nor total to add.
  const spread =
    picked !== null && inPart.length === 1
      ? `${most} personas en piso`
      : `hasta ${most} personas en piso (a las ${answer.hour('staff_peak_hour', 'Hora de más personal', peak.hour)}), ${answer.count('staff_hours', 'Horas-persona', staffHours)} horas-persona en total`;
  const perHour = answer.money('sales_per_staff_hour_cents', 'Venta por hora-persona', rate);
  const basis =
    meta.staffing.source === 'setting'
      ? `con tu meta de ${perHour} por hora-persona`
      : `con lo que vende cada mesero por hora en tus horas más llenas de los últimos días (${perHour})`;
  const staff = sentence(`${when} necesitas ${spread}, ${basis}.`);
  const check = asked.offered == null ? '' : staffOfferedSentence(inPart, asked.offered, answer);
  return `${check}${staff}${window === null ? laborSentence(hours, meta.staffing, answer) : ''}`;
}

/**
 * The staff over days to come: the payroll asked, or the staff hours, as forecast-payroll.ts says
 * them; the people asked, each day's most at once first (forecast-staff.ts) and then the days' staff
 * hours and their cost. Null when a day has no forecast.
 */
function staffOverDays(outcomes: readonly AnyReadOutcome[], context: ComposeContext, answer: Answer) {
  const { question, today } = context;
  if (asksPayroll(question) || asksStaffHours(question))
    return payrollDaysAnswer(outcomes, today, answer, asksStaffHours(question));
  const reads = outcomes.map((_, index) => resultAt(outcomes, index, 'intelligence-forecast-hours'));
  if (reads.some((read) => read === null)) return null;
  // "¿Qué día necesito más meseros?": that day alone, the busiest or the quietest.
  const which = asksWhichDay(question) ? directionOf(question) : null;
  const asked = { offered: staffOffered(question), which };
  const each = staffDaysSentence(reads as NonNullable<(typeof reads)[number]>[], asked, today, answer);
  const total = payrollDaysAnswer(outcomes, today, answer, true);
  return total === null ? null : `${each}${total}`;
}

/** Kitchen staff words: the POS records who takes orders, not who cooks. */
const KITCHEN_WORDS: ReadonlySet<string> = new Set([
  'cocinero',
  'cocineros',
  'cocinera',
  'cocineras',
  'cocina',
  'taquero',
  'taqueros',
  'taquera',
  'taqueras',
  'parrillero',
  'parrilleros',
]);
const asksKitchen = (question: string) => words(question).some((word) => KITCHEN_WORDS.has(word));
/**
 * "Hoy ya cerró con su corte Z: …" before the days to come when today, or this week on its
 * Sunday, was asked after the corte Z and the days after it are read (understand.ts sets
 * `justEnded: 'today'`); '' otherwise.
 */
export function todayOver({ range, justEnded }: Pick<ComposeContext, 'range' | 'justEnded'>): string {
  if (justEnded !== 'today') return '';
  return range.from === range.to
    ? 'Hoy ya cerró con su corte Z: lo que toca planear es mañana. '
    : 'Esta semana ya cerró con el corte Z de hoy: te doy la que viene. ';
}

const KITCHEN_UNKNOWN =
  'Tu punto de venta registra a quien toma las órdenes, no a quien cocina, así que no sé cuántos necesitas en cocina; te digo el personal en piso.';

/**
 * " Pagando solo esas horas, a $50.00 por hora en piso (tu nómina entera, cocina y administración
 * incluidas, entre tus horas en piso), el día costaría $900.00, 27.1% de la venta pronosticada."
 * (the rate's meaning said since 2026-12-07; before, "a tu nómina de $50.00 por hora en piso",
 * read as the floor's own pay) as Mañana shows it: the amount and its ratio from the same
 * read, said as what it is, the suggested hours priced, not what the schedule pays (since
 * 2026-12-07; before, "la nómina del día sería", read as the payroll).
 */
function laborSentence(hours: ForecastHoursAttributes, staffing: StaffingMeta, answer: Answer): string {
  const { labor_cost_projected_cents: cents, labor_cost_pct_projected: pct } = hours;
  const rate = staffing.labor_cost_per_staff_hour_cents;
  if (cents === null || pct === null || rate === null) return '';
  const amount = answer.money('labor_cost_projected_cents', 'Nómina de las horas sugeridas', cents);
  const shown = answer.pct('labor_cost_pct_projected', 'Nómina sobre la venta esperada', pct);
  const perHour = answer.money('labor_cost_per_staff_hour_cents', 'Nómina por hora en piso', rate);
  return ` Pagando solo esas horas, a ${perHour} por hora en piso (tu nómina entera, cocina y administración incluidas, entre tus horas en piso), el día costaría ${amount}, ${shown} de la venta pronosticada.${restDayPay(hours.date, cents, answer)}`;
}

type StaffingMeta = ForecastHoursMeta['staffing'];

/**
 * " Ojo: Año Nuevo es descanso obligatorio: a quien lo trabaje le pagas triple (LFT art. 75), así
 * que esas horas te costarían $26,516.43." The projection prices an ordinary day (since 2026-12-07;
 * before, unsaid beside "¿abro hoy?"'s own warning).
 */
function restDayPay(date: string, cents: number, answer: Answer): string {
  const rest = restDayOn(date);
  if (rest === undefined) return '';
  const triple = answer.money(
    'labor_cost_projected_triple_cents',
    'Nómina proyectada, al triple',
    payOn(date, cents),
  );
  return ` Ojo: ${rest.label} es descanso obligatorio: ${PAYS_TRIPLE}, así que esas horas te costarían ${triple}.`;
}

/** A ratio (0.123) as the percentage the answer shows (12.3). */

/**
 * Without a week of stored forecasts: the same forecaster replayed on the branch's own closed days,
 * each day forecast the day before with only what was known then (the backtest read), so a new
 * branch hears how it would have done instead of "0 días" for its first week. '' without one.
 */
function replaySentence(given: ReplayScore | undefined, answer: Answer): string {
  const replay = replayToShow(given);
  if (replay === undefined) return '';
  const days = answer.count('backtest_days_scored', 'Días repetidos', replay.days_scored);
  const error = answer.pct('backtest_wape_pct', 'Error al repetirlo (WAPE)', percentOfRatio(replay.wape));
  const week =
    replay.wape_naive_week === null
      ? ''
      : `; repetir la semana pasada, ${answer.pct('backtest_wape_naive_week_pct', 'Error de repetir la semana pasada', percentOfRatio(replay.wape_naive_week))}`;
  const fourWeeks =
    replay.wape_naive_4w === null
      ? ''
      : `; el promedio de las últimas 4 semanas, ${answer.pct('backtest_wape_naive_4w_pct', 'Error del promedio de 4 semanas', percentOfRatio(replay.wape_naive_4w))}`;
  const naive = `${week}${fourWeeks}`;
  const beaten = beatenWords(replay);
  const coverage =
    replay.interval_coverage === null
      ? ''
      : ` El rango habría acertado ${answer.pct('backtest_interval_coverage_pct', 'Días dentro del rango al repetirlo', percentOfRatio(replay.interval_coverage))} de los días.`;
  return ` Repitiéndolo en tus últimos ${days} días cerrados, cada uno pronosticado la víspera solo con lo que se sabía entonces, se habría equivocado en promedio ${error} de las ventas${naive}.${beaten ? ` ${beaten}` : ''}${coverage}`;
}

/** "¿Qué tan acertado es el pronóstico?": the day-ahead error beside repeating last week. */
export function accuracyAnswer(
  accuracy: ForecastAccuracyAttributes,
  answer: Answer,
  replay?: ReplayScore,
): string {
  const row = dayAheadSales(accuracy);
  if (row === undefined)
    return `Aún no hay pronósticos guardados que medir.${replaySentence(replay, answer)}`;
  if (row.wape === null) {
    if (!wantsReplay(row))
      return 'Las ventas reales de esos días suman cero, así que no hay error que medir.';
    const scored = answer.count('days_scored', 'Días medidos', row.days_scored);
    const needed = answer.count('days_needed', 'Días necesarios', MIN_SCORED_DAYS);
    return `Aún no lo puedo medir con pronósticos guardados: llevo ${scored} días con pronóstico guardado y venta real, y necesito ${needed}.${replaySentence(replay, answer)}`;
  }
  const days = answer.count('days_scored', 'Días medidos', row.days_scored);
  const error = answer.pct('wape_pct', 'Error promedio (WAPE)', percentOfRatio(row.wape));
  const coverage =
    row.interval_coverage === null
      ? ''
      : ` El rango acertó ${answer.pct('interval_coverage_pct', 'Días dentro del rango', percentOfRatio(row.interval_coverage))} de los días.`;
  return `En los últimos ${days} días medidos, el pronóstico de un día antes se equivocó en promedio ${error} de las ventas.${naivesSentence(row, answer)}${coverage}`;
}

/**
 * Both forecasts an owner makes without us, over the same days, and which did better: "Si
 * repitieras lo de la semana pasada, el error habría sido de 9.0%; con el promedio de las últimas
 * 4 semanas (el mismo día de la semana), de 6.7%. Ojo: en estos días el promedio de las últimas 4
 * semanas le ganó al pronóstico." (the 4-week mean since 2026-12-07; before, unsaid even where it
 * beat the forecast).
 */
function naivesSentence(row: StoredScore, answer: Answer): string {
  const { wape_naive_week: week, wape_naive_4w: fourWeeks } = row;
  const parts: string[] = [];
  if (week !== null)
    parts.push(
      `si repitieras lo de la semana pasada, el error habría sido de ${answer.pct('wape_naive_week_pct', 'Error de repetir la semana pasada', percentOfRatio(week))}`,
    );
  if (fourWeeks !== null)
    parts.push(
      `con el promedio de las últimas 4 semanas (el mismo día de la semana), ${week === null ? 'el error habría sido ' : ''}de ${answer.pct('wape_naive_4w_pct', 'Error del promedio de 4 semanas', percentOfRatio(fourWeeks))}`,
    );
  if (parts.length === 0) return '';
  const beaten = beatenWords(row);
  return ` ${sentence(parts.join('; '))}.${beaten ? ` ${beaten}` : ''}`;
}

const FOLLOW_UPS = [
  '¿Qué preparo para mañana?',
  '¿Cuánta gente necesito mañana en la tarde?',
  '¿Qué tan acertado es el pronóstico?',
];

/** "¿cuál va a ser mi hora pico mañana?": a day to come's busiest hour (forecast-peak.ts). */
const asksHour = (question: string) =>
  classify(question)?.intent === 'peak_hour' || WHICH_HOUR_MOST.test(normalize(question));
/**
 * "¿A qué hora voy a vender más mañana?": the hour of most (or least), though "voy a vender" reads
 * the day's forecast first (since 2026-12-07; before, the day's total alone).
 */
const WHICH_HOUR_MOST = /\ba que hora\b.*\b(mas|menos)\b/;
/** "¿Cuál va a ser mi ticket promedio mañana?": the average ticket asked of days to come. */
const asksTicket = (question: string) => classify(question)?.intent === 'avg_ticket';

/**
 * "Mañana, sábado 5 de diciembre, espero ventas desde la hora de las 12:00 hasta la de las 17:00,
 * las horas en que vendiste tus últimos sábados." A day without a forecast says why.
 */
function forecastSalesHours(hours: ForecastHoursAttributes, today: string, answer: Answer): string {
  if (hours.status === 'insufficient_history') return NO_FORECAST;
  const when = dayInWords(hours.date, today);
  if (hours.status === 'closed') return sentence(`${when} no abres.`);
  const span = firstAndLastSale(hours.hours, answer);
  if (span === null) return sentence(`${when} no espero ventas por hora.`);
  const weekday = WEEKDAY_WORDS[isoWeekday(hours.date)!]![1];
  return `${sentence(`${when} espero ventas desde la hora de las ${span.first} hasta la de las ${span.last}, las horas en que vendiste tus últimos ${weekday}.`)} ${NO_SCHEDULE_KEPT}`;
}

/** "¿Qué voy a vender más mañana?", "¿cuál va a ser mi platillo más vendido?": the prep list's top. */
const asksTopDish = (question: string) => classify(question)?.intent === 'top_item';

/**
 * "¿Cuánto voy a vender de bebidas mañana?": the forecast is of the whole day's sales, so a
 * category asked is said to have none of its own before the day's figure; nor are the profit or
 * the tables forecast ('' otherwise).
 */
function wholeDayOnly(question: string, ask: 'sales' | 'covers', basis: SalesBasis | null = null): string {
  // "¿Cuánto voy a ganar esta semana?": no costs or expenses of days to come are known.
  const asked = classify(question)?.intent;
  if (asked === 'profit')
    return 'No pronostico tu utilidad: los costos y gastos de esos días aún no los sé; lo que sí pronostico es la venta. ';
  if (asked === 'avg_ticket') return NO_TICKET_FORECAST;
  if (asked === 'payment_mix')
    return 'No pronostico el efectivo ni cómo te van a pagar: lo que sí pronostico es la venta. ';
  // "¿Cuántas mesas voy a atender mañana?": tables are not forecast, the diners are.
  if (
    ask === 'covers' &&
    /\bmesas?\b/.test(normalize(question)) &&
    !/\bcomensales\b/.test(normalize(question))
  )
    return 'No pronostico mesas, sino comensales. ';
  const type = ask === 'sales' ? namedCategoryType(question) : null;
  if (type === null) return ask === 'sales' ? otherBasisAsked(question, basis) : '';
  return `No pronostico la venta de ${CATEGORY_WORDS[type]} por separado, solo la del día entero (lo que sí pronostico por platillo está en "¿qué preparo?"). `;
}

/**
 * "¿Cuánto vamos a vender hoy con IVA?" while today is under way: the live read's day with IVA, the
 * one Hoy's pace measures against (the forecast × its history's IVA factor), said before the
 * forecast (since 2026-12-07; before, "no la convierto a con IVA" beside a pace that does). Null
 * otherwise: another day, or no live read.
 */
function withIvaToday(results: ReadResults, context: ComposeContext, answer: Answer): string | null {
  const live = results['live-sales-today']?.attributes;
  if (!/\bcon iva\b/.test(normalize(context.question)) || live?.forecast_sales_with_iva_cents == null)
    return null;
  if (live.forecast_sales_basis !== 'without_iva') return null;
  const withIva = answer.money(
    'forecast_sales_with_iva_cents',
    'Pronóstico del día con IVA',
    live.forecast_sales_with_iva_cents,
  );
  return `Con IVA, hoy espero unos ${withIva}: la venta sin IVA que pronostico, con la parte de IVA de tus ventas, como mido tu ritmo. `;
}

/**
 * "¿Cuánto voy a vender mañana con IVA?" of a forecast without IVA (or the other way round): the
 * forecast is of one basis, the history's (meta.sales_basis), and is not converted; said first.
 */
function otherBasisAsked(question: string, basis: SalesBasis | null): string {
  const asked = /\b(con|sin) iva\b/.exec(normalize(question))?.[1];
  if (asked === 'con' && basis === 'without_iva')
    return 'Pronostico la venta sin IVA, como la mandan tus cortes Z; no la convierto a con IVA. ';
  if (asked === 'sin' && basis === 'with_iva')
    return 'Pronostico la venta con IVA: no todos tus días mandaron su venta sin IVA. ';
  return '';
}

/**
 * A period's forecast from its first day with a stored forecast; the period's closed part added
 * when it has begun (forecast-so-far.ts), and a goal named set against where it lands
 * (forecast-goal.ts), only when every day of it is counted.
 */
function periodAnswer(
  counted: ForecastAttributes['days'],
  ask: 'sales' | 'covers',
  context: ComposeContext,
  answer: Answer,
  reads: { outcomes: readonly AnyReadOutcome[]; results: ReadResults },
  basis: SalesBasis | null,
): string {
  const { question, today, range } = context;
  const asked = counted.length === 0 ? range : { from: counted[0]!.date, to: counted.at(-1)!.date };
  // "¿Qué días abro la próxima semana?": which of them the forecast expects open.
  if (asksWhichDaysOpen(question)) {
    const open = openDaysAnswer(counted, asked, today, answer);
    const beyond = range.to > asked.to ? pastLastDay(asked.to, today) : '';
    return open === null ? NO_FORECAST : `${open}${beyond}`;
  }
  const options = {
    beyond: range.to > asked.to,
    direction: directionOf(question),
    basis,
    whichDay: asksWhichDay(question),
  };
  const text = `${wholeDayOnly(question, ask, basis)}${forecastPeriodAnswer(counted, ask, asked, today, answer, options)}`;
  if (text.endsWith(NO_FORECAST)) return text;
  const total = counted
    .filter((row) => row.status === 'ok')
    .reduce((sum, row) => sum + figuresOf(ask, row)[0], 0);
  const soFar = periodSoFar(
    { ask, total, from: counted[0]?.date, to: asked.to, basis },
    context,
    reads.results,
    answer,
  );
  // "¿… la próxima semana para no perder?": the days' break-even against their forecast.
  const need =
    ask === 'sales' && counted.length > 0
      ? breakEvenAhead(reads, { cents: total, days: counted.length, basis }, context, answer)
      : '';
  return `${text}${soFar}${need}`;
}

/**
 * "¿Cuánto voy a vender esta semana?" on Saturday night: one day of the week is left, so its
 * forecast, then the week's closed days added (forecast-so-far.ts) and a goal named set against
 * where the week lands, not against the day; null when the period named has no closed part.
 */
function periodClosingAnswer(
  row: Day | undefined,
  ask: 'sales' | 'covers',
  context: ComposeContext,
  answer: Answer,
  results: ReadResults,
  basis: SalesBasis | null,
): string | null {
  const { question, range, today } = context;
  if (closedPartOf(question, range, today) === null) return null;
  const said = forecastDayAnswer(row, ask, today, answer, basis);
  if (row === undefined || row.status === 'insufficient_history') return said;
  const total = row.status === 'ok' ? figuresOf(ask, row)[0] : 0;
  const forecast = { ask, total, from: row.date, to: row.date, basis };
  return `${said}${periodSoFar(forecast, context, results, answer)}`;
}

/**
 * "¿Cuánto necesito vender mañana para no perder?", "¿me conviene abrir mañana?": the break-even
 * asked of days to come; "¿voy a ganar dinero mañana?" too, the nearest answer the figures give to
 * a profit the forecast does not make (wholeDayOnly says so).
 */
const asksBreakEven = (question: string) => {
  const intent = classify(question)?.intent;
  return intent === 'break_even' || intent === 'profit';
};

/** The break-even of the days forecast, when asked (forecast-break-even.ts); '' otherwise. */
function breakEvenAhead(
  { results, outcomes }: { results: ReadResults; outcomes: readonly AnyReadOutcome[] },
  expected: Omit<Parameters<typeof breakEvenAheadSentence>[1], 'range' | 'goal'>,
  context: ComposeContext,
  answer: Answer,
): string {
  if (!asksBreakEven(context.question)) return '';
  // The P&L is read right after the forecast (dayPlan's reads).
  const read = breakEvenReadOf(results, outcomes, context);
  const goal = profitGoalAsked(context.question);
  return breakEvenAheadSentence(read, { ...expected, range: context.range, goal }, context.today, answer);
}

/**
 * "¿Me conviene abrir el 25?": what opening adds against what it costs, after the break-even
 * (forecast-opening.ts); '' unless whether to open is asked of a forecast without IVA.
 */
function openingAhead(
  row: Day,
  hours: ForecastHoursAttributes | undefined,
  reads: { results: ReadResults; outcomes: readonly AnyReadOutcome[] },
  context: ComposeContext,
  answer: Answer,
): string {
  if (
    !whetherToOpen(context.question) ||
    reads.results['intelligence-forecast']?.meta.sales_basis !== 'without_iva'
  )
    return '';
  const { pnl } = breakEvenReadOf(reads.results, reads.outcomes, context);
  return openingSentence(pnl, hours, row.sales_cents!, context.today, answer);
}

/** A day's question's end of the range and sales goal, when it names them. */
const dayAsked = (question: string, ask: 'sales' | 'covers'): DayAsked => ({
  bound: boundAsked(question),
  goal: ask === 'sales' ? goalAsked(question) : null,
  ticket: ask === 'sales' && asksTicket(question),
});

/**
 * A day's hours asked, from its forecast hours: the opening hours (sales-hours.ts), the busiest or
 * quietest hour, a range of hours ("de 2 a 4"), a part of the day ("en la noche"); null otherwise.
 */
function dayHoursAnswer(
  hours: ForecastHoursAttributes | undefined,
  ask: 'sales' | 'covers',
  basis: SalesBasis | null,
  context: ComposeContext,
  answer: Answer,
  /** Today under way: the hour of the live reading, in hours into its date (hourNow); null otherwise. */
  now: number | null = null,
): string | null {
  if (hours === undefined) return null;
  const { question, today } = context;
  // "¿A qué hora abro mañana?": the hours the forecast shares the day out over.
  if (asksSalesHours(question)) return forecastSalesHours(hours, today, answer);
  const when = dayInWords(hours.date, today);
  const ranked = asksPeople(question) ? 'covers' : 'sales_cents';
  const peak = asksHour(question)
    ? forecastPeakHourAnswer(hours, when, directionOf(question), answer, basis, ranked, now)
    : null;
  if (peak !== null) return peak;
  // "¿Cuánto voy a vender de 2 a 4 el sábado?": those hours' forecast, added.
  const between = hourRangeAsked(question);
  const ranged = between === null ? null : forecastHourRangeAnswer(hours, between, when, basis, answer, ask);
  if (ranged !== null) return ranged;
  const daypart = daypartAsked(question);
  // "¿Cuántos clientes van a venir el domingo en la tarde?": the part's diners, though "en la
  // tarde" reads as the sales of a shift.
  const figure = asksPeople(question) ? 'covers' : ask;
  return daypart === null ? null : forecastDaypartAnswer(hours, daypart, figure, today, answer, basis);
}

/** The forecast of the next two weeks, whose row of the day asked answers (one read, cached). */
function dayPlan(ask: 'sales' | 'covers'): IntentPlan {
  return {
    // A day's part ("mañana en la noche") is its forecast hours: read beside the days when named.
    reads: (range, _base, question, today): ReadRequest[] => [
      { read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } },
      // "¿… para no perder?": the last month's P&L (forecast-break-even.ts), second (breakEvenAhead).
      ...(asksBreakEven(question) ? [breakEvenRead(today)] : []),
      ...(range.from === range.to &&
      (daypartAsked(question) !== null ||
        asksHour(question) ||
        asksByHour(question) ||
        hourRangeAsked(question) !== null ||
        // "¿Me conviene abrir el 25?": the day's floor payroll (forecast-opening.ts).
        whetherToOpen(question))
        ? [{ read: 'intelligence-forecast-hours', query: { date: range.from } } as const]
        : []),
      // "¿Cuánto voy a vender esta semana?": the week's closed days too (forecast-so-far.ts).
      // On its last day too: "esta semana" asked on Saturday night is Sunday's forecast, and Monday
      // to Saturday's sales.
      ...soFarReads(question, range, today),
    ],
    // "¿Cuánto voy a vender hoy?" while it is under way: how it is going (an extra), read only then.
    // "¿A qué hora vendrán más clientes hoy?": its clock too, so an hour gone is not the one to come.
    thenReads: (results, range, { today, question }): ReadRequest[] =>
      (ask === 'sales' || asksHour(question)) &&
      todayUnderWay(range, results['intelligence-forecast']?.meta.as_of ?? null, today)
        ? [{ read: 'live-sales-today', query: {} }]
        : [],
    defaultPeriod: 'today',
    usesPeriod: false,
    compose: (results, context, answer, outcomes) => {
      const said = dayForecastAnswer(ask, { results, outcomes }, context, answer);
      // "¿Voy a llegar a la meta de la semana?": no goal is kept, so it is asked for first.
      return ask === 'sales' && namesGoalWithoutAmount(context.question)
        ? `${GOAL_UNKNOWN_AHEAD} ${said}`
        : said;
    },
    followUps: FOLLOW_UPS,
  };
}

/** The day's or the period's forecast answer (dayPlan), before any word about a goal not kept. */
function dayForecastAnswer(
  ask: 'sales' | 'covers',
  { results, outcomes }: { results: ReadResults; outcomes: readonly AnyReadOutcome[] },
  context: ComposeContext,
  answer: Answer,
): string {
  const { attributes, meta } = results['intelligence-forecast']!;
  const rows = attributes.days;
  const basis = meta.sales_basis;
  const { from, to } = context.range;
  const inRange = rows.filter((entry) => entry.date >= from && entry.date <= to);
  // Today's row holds the forecast stored before it began (forecast-reads/stored.ts todayUnsaid).
  const startsUnsaid = inRange[0]?.date === context.today && todayUnsaid(rows, context.today);
  if (from === to) {
    if (startsUnsaid) return NOT_STORED_TODAY;
    const unreached = pastStoredReach(inRange[0], rows, meta.as_of, context.today);
    if (unreached !== null) return unreached;
    const closing = periodClosingAnswer(inRange[0], ask, context, answer, results, basis);
    if (closing !== null) return `${closing}${paceOfToday(results, meta.as_of, context, answer)}`;
    const hours = results['intelligence-forecast-hours']?.attributes;
    const ofHours = dayHoursAnswer(hours, ask, basis, context, answer, hourNow(results, meta.as_of, context));
    if (ofHours !== null) return ofHours;
    // "¿Cuánto voy a vender el domingo por hora?": the day, then each of its hours.
    const byHour =
      hours !== undefined && asksByHour(context.question) ? forecastByHourSentence(hours, ask, answer) : '';
    const row = inRange[0];
    const need =
      row?.status === 'ok' && ask === 'sales'
        ? breakEvenAhead(
            { results, outcomes },
            { cents: row.sales_cents!, days: 1, basis },
            context,
            answer,
          ) + openingAhead(row, hours, { results, outcomes }, context, answer)
        : '';
    // "¿El domingo abro?": whether it opens, then its forecast (forecast-open.ts).
    const open = asksIfOpen(context.question) ? openLead(row, context.today) : null;
    if (open !== null && 'closed' in open) return open.closed;
    // "¿Mañana va a estar flojo?", "¿por qué el lunes voy a vender tan poco?": the day against
    // the usual one of the days ahead, the baseline a why of one day to come implies.
    const outlook =
      row !== undefined && (asksOutlook(context.question) || opensWithWhy(context.question))
        ? outlookSentence(row, rows, ask, context.today, answer, basis)
        : '';
    const lead =
      open === null
        ? (withIvaToday(results, context, answer) ?? wholeDayOnly(context.question, ask, basis))
        : open.lead;
    const pace = ask === 'sales' ? paceOfToday(results, meta.as_of, context, answer) : '';
    return `${lead}${forecastDayAnswer(row, ask, context.today, answer, basis, dayAsked(context.question, ask))}${outlook}${need}${byHour}${pace}`;
  }
  const counted = withinStoredReach(startsUnsaid ? inRange.slice(1) : inRange);
  return periodAnswer(counted, ask, context, answer, { outcomes, results }, basis);
}

/**
 * The stored forecast covers the 14 days after the last corte Z (forecast-api.md), so after a day
 * without one ("¿cuánto voy a vender en diciembre?" on 1 December, the 30th unclosed) a period's
 * last days have no number: they are past its reach, said "Más allá del … aún no pronostico", not a
 * branch too young (since 2026-12-06; before, "necesito al menos dos semanas de días cerrados").
 */
function withinStoredReach(rows: Day[]): Day[] {
  return rows.slice(0, reachEnd(rows.map((row) => row.status)));
}

/**
 * How many of a run of days (their statuses, in date order) the stored forecast reaches: up to
 * the first without a forecast when every one after it lacks one too and some before it has one;
 * all of them otherwise (a branch too young, or a gap inside, keeps its own answer).
 */
function reachEnd(statuses: ReadonlyArray<string | undefined>): number {
  const first = statuses.indexOf('insufficient_history');
  const trailing = first > 0 && statuses.slice(first).every((status) => status === 'insufficient_history');
  return trailing ? first : statuses.length;
}

/** " Más allá del jueves 13 de diciembre aún no pronostico.": where the days forecast end. */
const pastLastDay = (date: string, today: string) => ` Más allá del ${day(date, today)} aún no pronostico.`;

/**
 * A day past the stored forecast's reach while it holds earlier days: "Mi pronóstico llega hasta el
 * jueves 13 de diciembre: …". Null when the day has a number or the forecast holds no day before it.
 */
function pastStoredReach(
  row: Day | undefined,
  rows: readonly Day[],
  asOf: string | null,
  today: string,
): string | null {
  if (row?.status !== 'insufficient_history' || asOf === null) return null;
  const last = rows.findLast((entry) => entry.status !== 'insufficient_history');
  if (last === undefined || last.date > row.date) return null;
  return `Mi pronóstico llega hasta el ${day(last.date, today)}: lo hago para los 14 días que siguen a tu último corte Z, el del ${day(asOf, today)}, y lo extiendo en cuanto llegue el siguiente.`;
}

/**
 * Today's pace after its forecast, while today is under way: the forecast's last closed day
 * (`meta.as_of`) is before today until its corte Z; '' otherwise or without the live read.
 */
function paceOfToday(results: ReadResults, asOf: string | null, context: ComposeContext, answer: Answer) {
  const live = results['live-sales-today']?.attributes;
  if (live === undefined || !todayUnderWay(context.range, asOf, context.today)) return '';
  const rest = asksRestOfToday(context.question) ? restOfDaySentence(live, answer) : '';
  return `${paceAfterForecast(live, answer)}${rest}`;
}

/**
 * The hour of the live reading while today is under way, in hours into its date (15 at 15:31; 25
 * at 01:10 of the next calendar date, still today's business day); null otherwise.
 */
function hourNow(results: ReadResults, asOf: string | null, context: ComposeContext): number | null {
  const live = results['live-sales-today']?.attributes;
  if (live === undefined || !todayUnderWay(context.range, asOf, context.today)) return null;
  return hourOfToday(live.as_of, context.today);
}

/** A live reading's clock in hours into today's business date: 25 at 01:10 of the next date. */
const hourOfToday = (asOf: string, today: string) =>
  Number(clockOf(asOf).slice(0, 2)) + (asOf.slice(0, 10) > today ? 24 : 0);

/**
 * The rest of today asked, by the live reading's clock: its hour on (15:31 is 15:00 to the day's
 * end; since 2026-12-07, before the whole day, its peak already past); null otherwise.
 */
function hoursToCome(results: ReadResults, context: ComposeContext): HourRange | null {
  const live = results['live-sales-today']?.attributes;
  if (live === undefined) return null;
  const now = hourOfToday(live.as_of, context.today);
  if (asksRestOfToday(context.question)) return { from: now, to: 30, clock: true };
  // "¿Cuántos meseros necesito ahorita?": the hour under way; "… esta tarde" at 16:05, the rest
  // of the afternoon (since 2026-12-08; before, the whole day or part, its peak already past).
  if (NOW_ASKED.test(normalize(context.question))) return { from: now, to: now + 1, clock: true };
  const part = daypartAsked(context.question);
  if (part === null || now < DAYPARTS[part].from || now >= DAYPARTS[part].to) return null;
  return { from: now, to: DAYPARTS[part].to, clock: true };
}

/** Now, said: "ahorita", "ahora mismo", "en este momento" (normalized). */
const NOW_ASKED = /\b(ahorita|ahora mismo|en este momento)\b/;

/** Today's staff asked of now or of a part of it: the live clock decides which hours are left. */
const staffOfTodaysClock = (question: string) =>
  asksRestOfToday(question) || NOW_ASKED.test(normalize(question)) || daypartAsked(question) !== null;

/** Today alone asked, and its corte Z not in: the forecast's last closed day is before today. */
const todayUnderWay = (range: DateRange, asOf: string | null, today: string) =>
  range.from === today && range.to === today && asOf !== null && asOf < today;

/**
 * What an accuracy question reads, decided once for its reads and its answer: a replay of closed
 * days (a weekday's, forecast-weekdays.ts; a past period named, forecast-period-check.ts), today
 * once its corte Z is in (its stored forecast and its sales, forecast-check.ts: no read scores
 * today), or the stored forecasts' score (a day's row, or the last 28 days).
 */
type AccuracyRead = 'replay' | 'today' | 'stored';

function accuracyRead(question: string, range: DateRange, today: string): AccuracyRead {
  if (weekdayAccuracyAsked(question) !== null || namedAccuracyPeriod(question, today) !== null)
    return 'replay';
  return range.from === today ? 'today' : 'stored';
}

const ACCURACY_READS: Record<AccuracyRead, (range: DateRange) => ReadRequest[]> = {
  replay: (range) => [{ read: 'intelligence-forecast-backtest', query: dayAheadReplayQuery(range) }],
  today: (range) => [
    { read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } },
    { read: SALES_DAYS_READ, query: periodQuery(range) },
  ],
  // One day asked ("¿le atinaste ayer?") reads the longest window, which holds any day it can answer.
  stored: (range) => [
    {
      read: 'intelligence-forecast-accuracy',
      query: { days: String(range.from === range.to ? DAY_CHECK_WINDOW_DAYS : DEFAULT_ACCURACY_DAYS) },
    },
  ],
};

/** The plans of the forecast intents (answers.ts PLANS). */
/**
 * A read per day to come (items, hours) cut at the stored forecast's last day: its trailing days
 * without a forecast after days with one are past its reach (after a day without its corte Z,
 * withinStoredReach), said after the answer ("Más allá del … aún no pronostico."), not a reason to
 * answer the first day alone (since 2026-12-06).
 */
function withinReach(
  read: readonly AnyReadOutcome[],
  id: 'intelligence-forecast-items' | 'intelligence-forecast-hours',
  today: string,
): { outcomes: readonly AnyReadOutcome[]; beyond: string } {
  const days = read.map((_, index) => resultAt(read, index, id)?.attributes);
  const end = reachEnd(days.map((entry) => entry?.status));
  const last = days[end - 1]?.date;
  if (end === days.length || last === undefined) return { outcomes: read, beyond: '' };
  return { outcomes: read.slice(0, end), beyond: pastLastDay(last, today) };
}

/** The prep plan's answer over the reads within the forecast's reach (withinReach). */
function prepOf(
  results: ReadResults,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const { question, today } = context;
  // "¿Qué voy a vender más mañana?": the list's top, of the day or the days' sums (forecast-dish.ts).
  const top = asksTopDish(question) ? topDishesAnswer(outcomes, directionOf(question), today, answer) : null;
  // "¿Qué insumos voy a usar mañana?": the whole list of them (forecast-ingredient.ts).
  const listed = asksIngredientList(question) ? ingredientListAnswer(outcomes, today, answer) : null;
  if (listed !== null) return listed;
  // "¿Cuánta carne al pastor voy a usar mañana?": the ingredient's line (forecast-ingredient.ts).
  const used = ingredientUseAnswer(outcomes, question, today, answer);
  if (used !== null) return used;
  const days =
    context.range.from === context.range.to
      ? null
      : (dishDaysAnswer(outcomes, question, today, answer) ?? prepDaysAnswer(outcomes, today, answer));
  return (
    top ?? days ?? prepAnswer(results['intelligence-forecast-items']!.attributes, question, today, answer)
  );
}

export const FORECAST_PLANS = {
  forecast_sales: dayPlan('sales'),
  forecast_covers: dayPlan('covers'),
  forecast_prep: {
    // A dish over days to come reads each day's list (forecast-dish.ts); a day, its own; a closed
    // day, its list against what it sold (prep-check.ts).
    reads: (range, _base, _question, today) =>
      range.to < today
        ? [
            { read: 'intelligence-forecast-items', query: { date: range.from } },
            { read: 'intelligence-menu-engineering', query: { date_from: range.from, date_to: range.to } },
          ]
        : range.from === range.to
          ? [{ read: 'intelligence-forecast-items', query: { date: range.from } }]
          : eachDayRead('intelligence-forecast-items', range),
    defaultPeriod: 'today',
    usesPeriod: false,
    compose: (results, context, answer, read) => {
      if (context.range.to < context.today)
        return prepCheckAnswer(
          resultAt(read, 0, 'intelligence-forecast-items')?.attributes,
          resultAt(read, 1, 'intelligence-menu-engineering')?.attributes,
          context.range.from,
          context.today,
          answer,
        );
      const { outcomes, beyond } = withinReach(read, 'intelligence-forecast-items', context.today);
      return `${prepOf(results, context, answer, outcomes)}${beyond}`;
    },
    followUps: ['¿Cuánto voy a vender mañana?', '¿Qué tengo que comprar?'],
  },
  forecast_staff: {
    // The payroll over days to come reads each day's hours (forecast-payroll.ts); a day, its own.
    reads: (range) =>
      range.from === range.to
        ? [{ read: 'intelligence-forecast-hours', query: { date: range.from } }]
        : eachDayRead('intelligence-forecast-hours', range),
    // "¿Cuántos meseros necesito el resto del día?": the clock, so only the hours to come count.
    thenReads: (_results, range, { today, question }): ReadRequest[] =>
      range.from === today && range.to === today && staffOfTodaysClock(question)
        ? [{ read: 'live-sales-today', query: {} }]
        : [],
    defaultPeriod: 'today',
    usesPeriod: false,
    compose: (results, context, answer, read) => {
      const { question, today } = context;
      const { outcomes, beyond } = withinReach(read, 'intelligence-forecast-hours', today);
      const over = context.range.from === context.range.to ? null : staffOverDays(outcomes, context, answer);
      const days = over === null ? null : `${todayOver(context)}${over}${beyond}`;
      if (days !== null) return asksKitchen(question) ? `${KITCHEN_UNKNOWN} ${days}` : days;
      const { attributes, meta } = results['intelligence-forecast-hours']!;
      const staff = staffAnswer(attributes, meta, daypartAsked(question), today, answer, {
        between: hoursToCome(results, context) ?? hourRangeAsked(question),
        offered: staffOffered(question),
      });
      return `${asksKitchen(context.question) ? `${KITCHEN_UNKNOWN} ` : ''}${todayOver(context)}${staff}`;
    },
    followUps: ['¿Cuánto voy a vender mañana?', '¿Cuánto llevo de nómina?'],
  },
  forecast_accuracy: {
    reads: (range, _base, question, today) => [
      ...ACCURACY_READS[accuracyRead(question, range, today)](range),
      // "¿Qué tan seguro es el pronóstico de mañana?": that day's forecast and range, first.
      ...(comingDayAsked(question, today) === null
        ? []
        : [{ read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } } as const]),
    ],
    // The replay is computed on read (a forecast a day): only for a branch with under a week scored,
    // or for one day asked that has no stored forecast (forecast-check.ts).
    thenReads: (results, range): ReadRequest[] => {
      const accuracy = results['intelligence-forecast-accuracy']?.attributes;
      if (accuracy === undefined) return [];
      if (range.from === range.to)
        return storedRowOf(accuracy, range.from) === undefined
          ? [{ read: 'intelligence-forecast-backtest', query: dayAheadReplayQuery(range) }]
          : [];
      return wantsReplay(dayAheadSales(accuracy))
        ? [{ read: 'intelligence-forecast-backtest', query: replayQuery(addDays(range.to, 1)!) }]
        : [];
    },
    defaultPeriod: 'last_28_days',
    usesPeriod: false,
    compose: (results, context, answer) =>
      `${comingDayLead(results, context, answer)}${accuracyRecord(results, context, answer)}`,
    followUps: ['¿Cuánto voy a vender mañana?', '¿Cuántos clientes espero el sábado?'],
  },
} satisfies Record<Extract<Intent, `forecast_${string}`>, IntentPlan>;

/**
 * A day to come named in an accuracy question ("… el pronóstico de mañana"), within the forecast;
 * null otherwise. A weekday not said past, of how sure the forecast "es" ("¿qué tan seguro es el
 * pronóstico del sábado?"), is the coming one (since 2026-12-06; before, last Saturday's check),
 * where "¿qué tan acertado fue el pronóstico del sábado?" looks back.
 */
function comingDayAsked(question: string, today: string): string | null {
  if (SURE_OF_FORECAST.test(normalize(question)) && namesComingWeekday(question))
    return namedForecastDate(question, today);
  const reading = readDates(question, today);
  if (reading?.kind !== 'future' || reading.range.from !== reading.range.to) return null;
  return withinHorizon(reading.range, today) ? reading.range.from : null;
}

/** How sure the forecast is, in the present: "es el pronóstico", "puedo confiar en el pronóstico". */
const SURE_OF_FORECAST = /\b(es|sera) el pronostico\b|\bconfiar en el pronostico\b/;

/**
 * "¿Qué tan seguro es el pronóstico de mañana?": the day's forecast with its 80 % range, the
 * direct answer, before the record of how wrong the forecast usually is (since 2026-12-06; before,
 * the record alone). '' when no day to come is named or its forecast was not read.
 */
function comingDayLead(results: ReadResults, context: ComposeContext, answer: Answer): string {
  const date = comingDayAsked(context.question, context.today);
  const forecast = results['intelligence-forecast'];
  if (date === null || forecast === undefined) return '';
  const row = forecast.attributes.days.find((day) => day.date === date);
  return `${forecastDayAnswer(row, 'sales', context.today, answer, forecast.meta.sales_basis)} `;
}

/** How the forecast did: a replay, today against its forecast, one stored day, or the stored record. */
function accuracyRecord(results: ReadResults, context: ComposeContext, answer: Answer): string {
  const { question, range, today } = context;
  const read = accuracyRead(question, range, today);
  if (read === 'replay') {
    const replay = results['intelligence-forecast-backtest']!.attributes;
    const weekdays = weekdayAccuracyAsked(question);
    return weekdays === null
      ? periodAccuracyAnswer(replay, range, today, answer)
      : weekdayAccuracyAnswer(replay, weekdays, range, today, answer);
  }
  if (read === 'today') {
    const { attributes, meta } = results['intelligence-forecast']!;
    const sold = results[SALES_DAYS_READ]!.attributes.days.find((day) => day.date === today);
    return todayCheckAnswer(
      { forecast: { days: attributes.days, basis: meta.sales_basis }, sold },
      today,
      answer,
    );
  }
  const { attributes, meta } = results['intelligence-forecast-accuracy']!;
  const replay = results['intelligence-forecast-backtest']?.attributes;
  if (range.from === range.to)
    return dayCheckAnswer({ accuracy: attributes, meta, replay }, range.from, today, answer);
  return accuracyAnswer(attributes, answer, replay?.sales);
}
