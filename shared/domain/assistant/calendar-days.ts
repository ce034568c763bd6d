/**
 * The calendar asked of itself (calendar-question.ts): "¿mañana es quincena?", "¿qué días festivos
 * vienen?", "¿cuándo es el Buen Fin?". Mexico's calendar (calendar/) is the forecaster's own, so the
 * days named here are the ones its drivers name; where the forecast reaches, each day says what the
 * forecast makes of it (its driver's effect). The forecast read only adds to the answer: a branch
 * without the forecast module, or too young for one, still gets the days.
 */
import { type HolidayCode, mexicanCalendar } from '../calendar/holidays.ts';
import { QUINCENA_LABEL, quincenaPaydays } from '../calendar/quincena.ts';
import { addDays, daysBetween, isoWeekday } from '../calendar-dates.ts';
import { DEFAULT_EFFECT_PCT, DEFAULT_QUINCENA_PCT } from '../forecast/calendar-effects.ts';
import { CALENDAR_DRIVERS, MAX_HORIZON_DAYS, movesTheDay } from '../forecast/types.ts';
import { effectInWords } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import {
  asksDaysUntil,
  asksForecastAccounts,
  asksIfTodayIs,
  asksPast,
  type CalendarAsk,
  calendarAsked,
} from './calendar-question.ts';
import type { Answer, ComposeContext, IntentPlan } from './compose.ts';
import {
  type DateRange,
  holidayOccurrence,
  holyWeekPuente,
  isLongWeekend,
  PUENTE_WORDS,
  readDates,
  restWeekend,
} from './dates.ts';
import { namedForecastDate } from './forecast.ts';
import { forecastPeriod, namedComingDay } from './forecast-period.ts';
import { day, dayInWords, period, sentence } from './format.ts';
import { asksCalendar, type Intent } from './intents.ts';
import { normalize } from './text.ts';

type Row = ForecastAttributes['days'][number];

interface CalendarDay {
  date: string;
  /** "quincena", "Nochebuena": as said in a sentence. */
  name: string;
  /** The driver's label, as the forecast names it. */
  label: string;
  /** An official day of rest (LFT art. 74). */
  rest: boolean;
  /** The payday's nominal day when the weekend moved it to the Friday before (the 15th, the 31st). */
  movedFrom: string | null;
}

/**
 * How far a question naming no days looks: the next payday is at most 16 days on; a month of
 * holidays; a year of puentes (Mexico has four to six).
 */
const DEFAULT_SPAN_DAYS = { quincena: 16, holidays: 31, puentes: 366 } as const;

/** The days a question naming none looks at: from today on, or before it asked in the past. */
function defaultSpan(kind: keyof typeof DEFAULT_SPAN_DAYS, today: string, past: boolean): DateRange {
  const span = DEFAULT_SPAN_DAYS[kind];
  // "¿Cuándo fue la quincena?": the span before today.
  if (past) return { from: addDays(today, -span)!, to: addDays(today, -1)! };
  return { from: today, to: addDays(today, span - 1)! };
}

/**
 * The days asked: a holiday's next days (or latest, asked in the past); a day or period named,
 * read as a forecast reads it ("el lunes" is the coming one); else the default span (defaultSpan).
 */
export function calendarRange(ask: CalendarAsk, question: string, today: string): DateRange {
  const past = asksPast(question);
  // "¿Cuándo es el próximo puente?" on its last day, "¿el siguiente feriado?" on one: after today
  // (since 2026-12-07; before, the one under way, "hoy"); a payday asked on one stays "hoy".
  const after = !past && ask.kind !== 'quincena' && NEXT_ONE.test(normalize(question));
  const from = after ? addDays(today, 1)! : today;
  if (ask.kind === 'holiday')
    return holidayOccurrence(ask.code, from, past ? 'latest' : 'next') ?? { from: today, to: today };
  const named = daysNamed(question, today);
  if (named !== null) return named;
  // "Es quincena, ¿el pronóstico lo toma en cuenta?": today, as "¿hoy es quincena?".
  if (ask.kind === 'quincena' && !past && asksIfTodayIs(question)) return { from: today, to: today };
  return ask.kind === 'rest_pay' ? nextRestDay(from, past) : defaultSpan(ask.kind, from, past);
}

/** "el próximo", "la siguiente", "las que vienen": what comes after today. */
const NEXT_ONE = /\b(proxim[oa]s?|siguientes?)\b/;

/** The days a calendar question names (read as a forecast reads them when ahead), or null. */
function daysNamed(question: string, today: string): DateRange | null {
  // "quincena" and "puente" name periods to the dates module: here they are what is asked.
  const text = question.replace(new RegExp(`quincenas?|${PUENTE_WORDS.source}`, 'giu'), ' ');
  const reading = readDates(text, today);
  if (asksPast(question)) return reading?.range ?? null;
  return forecastPeriod(text, today, reading) ?? comingDay(text, reading, today);
}

/** The next day of rest from today (the latest before it, asked in the past), as a one-day range. */
function nextRestDay(today: string, past: boolean): DateRange {
  const span = past
    ? { from: addDays(today, -366)!, to: addDays(today, -1)! }
    : { from: today, to: addDays(today, 366)! };
  const days = calendarDaysIn(span, { kind: 'rest_pay' });
  const date = (past ? days.at(-1) : days[0])?.date ?? today;
  return { from: date, to: date };
}

function comingDay(text: string, reading: ReturnType<typeof readDates>, today: string): DateRange | null {
  // "¿El domingo 15 de agosto es quincena?": the date said, not the next Sunday (since 2026-12-06).
  const date = namedComingDay(reading, today) ?? namedForecastDate(text, today);
  return date === null ? null : { from: date, to: date };
}

/** The calendar's days from `range.from` to `range.to` of the kind asked, in date order. */
export function calendarDaysIn(range: DateRange, ask: CalendarAsk): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year++) {
    if (ask.kind === 'quincena') days.push(...paydaysOf(year));
    else if (ask.kind === 'rest_pay') days.push(...holidaysOf(year, null).filter((entry) => entry.rest));
    else days.push(...holidaysOf(year, ask.kind === 'holiday' ? ask.code : null));
  }
  return days
    .filter((entry) => entry.date >= range.from && entry.date <= range.to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function paydaysOf(year: number): CalendarDay[] {
  return Array.from({ length: 12 }, (_, index) => index + 1).flatMap((month) =>
    quincenaPaydays(year, month).map(({ date, nominal }) => ({
      date,
      name: 'quincena',
      label: QUINCENA_LABEL,
      rest: false,
      movedFrom: date === nominal ? null : nominal,
    })),
  );
}

function holidaysOf(year: number, code: HolidayCode | null): CalendarDay[] {
  return mexicanCalendar(year)
    .filter((event) => code === null || event.code === code)
    .map((event) => ({
      date: event.date,
      name: event.label.replace(/^El /u, 'el '),
      label: event.label,
      rest: event.rest,
      movedFrom: null,
    }));
}

/** Consecutive days of one holiday (Buen Fin's four) as one run: its first and last date. */
interface Run extends CalendarDay {
  to: string;
}

function runsOf(days: readonly CalendarDay[]): Run[] {
  const runs: Run[] = [];
  for (const entry of days) {
    const last = runs.findLast((run) => run.label === entry.label);
    if (last !== undefined && addDays(last.to, 1) === entry.date) last.to = entry.date;
    else runs.push({ ...entry, to: entry.date });
  }
  return runs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What an answer says its days with: today, the forecast's rows ([] without them), the figures. */
interface Said {
  today: string;
  rows: readonly Row[];
  answer: Answer;
  /** The question, normalized: "¿cuánto le pago…?" asks an amount, not a yes or no. */
  question?: string;
}

/**
 * What the forecast makes of a day, where it reaches: " (tu pronóstico le da +4%)", " (sin efecto en
 * tu pronóstico)", " (ese día no abres)"; '' for a day it does not cover.
 */
function forecastNote(entry: CalendarDay, { rows, answer }: Said): string {
  const row = rows.find((candidate) => candidate.date === entry.date);
  if (row === undefined || row.status === 'insufficient_history') return '';
  if (row.status === 'closed') return ' (ese día no abres)';
  const driver = row.drivers.find(
    (candidate) => candidate.label === entry.label && CALENDAR_DRIVERS.has(candidate.code),
  );
  if (driver === undefined) return '';
  if (!movesTheDay(driver)) return ' (sin efecto en tu pronóstico)';
  const label = `Efecto de ${driver.label} en el pronóstico`;
  answer.pct('calendar_effect_pct', label, Math.round(driver.effect_pct));
  return ` (tu pronóstico le da ${effectInWords(driver.effect_pct, '%')})`;
}

/** What is said after a day's name: ", descanso obligatorio", the forecast's note, a moved payday. */
function notesOf(run: Run, said: Said): string {
  const rest = run.rest ? ', descanso obligatorio' : '';
  // A payday the weekend moved to the Friday before: ", adelantada del domingo 15 de marzo".
  const moved = run.movedFrom === null ? '' : `, adelantada del ${day(run.movedFrom, said.today)}`;
  return `${rest}${forecastNote(run, said)}${moved}`;
}

/** "el sábado 12 de diciembre", "del viernes 13 … al lunes 16 de noviembre": a run's days. */
const dayOrRun = (run: Run, today: string) =>
  run.to === run.date ? dayInWords(run.date, today) : period({ from: run.date, to: run.to }, today);

/** A run in a list: its days, its name (a payday's is its date alone), its notes. */
const runInWords = (run: Run, ask: CalendarAsk, said: Said) =>
  `${dayOrRun(run, said.today)}${ask.kind === 'quincena' ? '' : `, ${run.name}`}${notesOf(run, said)}`;

/** "a y b", "a; b; y c": days whose words hold commas of their own, listed. */
function listed(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.join(' y ');
  return `${parts.slice(0, -1).join('; ')}; y ${parts.at(-1)}`;
}

/** "Nochebuena", "el Día de las Madres", "la Noche del Grito": a holiday as a sentence's subject. */
function subject({ label, name }: CalendarDay): string {
  if (/^(Día|Natalicio|Jueves|Viernes|Fin) /u.test(label)) return `el ${label}`;
  return /^(Noche|Transmisión) /u.test(label) ? `la ${label}` : name;
}

/** What a kind is called where it is missing: "no es quincena", "no hay día festivo…". */
const MISSING = { quincena: 'quincena', holidays: 'día festivo ni fecha especial en mi calendario' } as const;

type DaysAsk = Exclude<CalendarAsk, { kind: 'holiday' } | { kind: 'rest_pay' } | { kind: 'puentes' }>;

/** " La próxima es el martes 15 de diciembre." : the first of the kind after `after`, a year on at most. */
function nextOne(ask: DaysAsk, after: string, said: Said): string {
  const next = runsOf(calendarDaysIn({ from: addDays(after, 1)!, to: addDays(after, 366)! }, ask))[0];
  return next === undefined ? '' : ` La próxima es ${runInWords(next, ask, said)}.`;
}

/**
 * The calendar's answer over the days understood (calendarRange, read once by understand.ts), with
 * the forecast's days (`rows`, [] without them).
 */
export function calendarAnswer(ask: CalendarAsk, range: DateRange, said: Said, daysAsked = true): string {
  const { today } = said;
  if (ask.kind === 'rest_pay') return restPayAnswer(range, daysAsked, said);
  if (ask.kind === 'puentes') return puentesAnswer(range, daysAsked || ask.several, said);
  const runs = runsOf(calendarDaysIn(range, ask));
  const past = range.to < today;
  if (ask.kind === 'holiday') {
    const run = runs[0];
    if (run === undefined) return 'Ese día no cae en los próximos doce meses de mi calendario.';
    return sentence(`${subject(run)} ${past ? 'fue' : 'es'} ${dayOrRun(run, today)}${notesOf(run, said)}.`);
  }
  if (range.from === range.to) return oneDayAnswer(ask, range.from, runs, said);
  const lead = sentence(period(range, today));
  if (runs.length === 0)
    return `${lead} no ${past ? 'hubo' : 'hay'} ${MISSING[ask.kind]}.${past ? '' : nextOne(ask, range.to, said)}`;
  const days = runs.map((run) => runInWords(run, ask, said));
  if (ask.kind === 'holidays') return `${lead} ${past ? 'hubo' : 'vienen'}: ${listed(days)}.`;
  const span = defaultSpan(ask.kind, today, past);
  const named = range.from !== span.from || range.to !== span.to;
  if (named) return `${lead} la quincena ${past ? 'cayó' : 'cae'} ${listed(days)}.`;
  return past ? `La última quincena fue ${days.at(-1)}.` : `La próxima quincena es ${days[0]}.`;
}

/**
 * A puente: a day of rest with its weekend (dates.ts `restWeekend`), three days or more, or
 * Semana Santa's Thursday to Sunday (`holyWeekPuente`); `why` says what makes it one.
 */
interface Puente {
  days: DateRange;
  why: string;
}

/** Semana Santa's long weekend, said with what it is not (since 2026-12-07; before, left out). */
const HOLY_WEEK_WHY =
  'Semana Santa (Jueves y Viernes Santo no son descanso obligatorio, pero muchos descansan)';

/** The puentes with a day in `range`, in date order. */
function puentesIn(range: DateRange): Puente[] {
  // A puente reaches at most three days either side of its day of rest.
  const wide = { from: addDays(range.from, -3)!, to: addDays(range.to, 3)! };
  const years = [Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))];
  const holyWeeks = [...new Set(years)].map((year) => ({ days: holyWeekPuente(year), why: HOLY_WEEK_WHY }));
  return runsOf(calendarDaysIn(wide, { kind: 'rest_pay' }))
    .map((rest) => ({ days: restWeekend(rest.date), why: subject(rest) }))
    .filter(({ days }) => isLongWeekend(days))
    .concat(holyWeeks)
    .filter(({ days }) => days.to >= range.from && days.from <= range.to)
    .sort((a, b) => (a.days.from < b.days.from ? -1 : 1));
}

/** "del sábado 17 de noviembre al lunes 19 de noviembre, por el Día de la Revolución". */
const puenteInWords = ({ days, why }: Puente, today: string) => `${period(days, today)}, por ${why}`;

/**
 * "¿Cuándo es el próximo puente?": the first puente from today (the latest, asked in the past);
 * several asked ("¿qué puentes vienen?") or days named ("¿hay puente en mayo?"), each of them, or
 * none and the next (since 2026-12-06; before, the coming month's holidays listed).
 */
function puentesAnswer(range: DateRange, listAll: boolean, said: Said): string {
  const { today } = said;
  const past = range.to < today;
  const puentes = puentesIn(range);
  const lead = sentence(period(range, today));
  if (puentes.length === 0) {
    const next = past
      ? undefined
      : puentesIn({ from: addDays(range.to, 1)!, to: addDays(range.to, 366)! })[0];
    const after = next === undefined ? '' : ` El próximo es ${puenteInWords(next, today)}.`;
    return `${lead} no ${past ? 'hubo' : 'hay'} puente (un descanso obligatorio pegado al fin de semana).${after}`;
  }
  // One under way is not to come: said as the one you are in, the next after it (since 2026-12-08;
  // before, "El próximo puente es del sábado 13 … al martes 16" on the 16th, "Faltan 60 días").
  const inOne = past ? undefined : puentes.find((puente) => puente.days.from < today);
  if (inOne !== undefined) return underWayAnswer(inOne, puentes, said);
  const each = puentes.map((puente) => puenteInWords(puente, today));
  if (listAll)
    return `${lead} ${past ? 'hubo' : puentes.length === 1 ? 'viene' : 'vienen'}: ${listed(each)}.`;
  return past ? `El último puente fue ${each.at(-1)}.` : `El próximo puente es ${each[0]}.`;
}

/** "Estás en el puente del sábado 13 … al martes 16 …; el próximo es …": a puente under way. */
function underWayAnswer(inOne: Puente, puentes: readonly Puente[], { today }: Said): string {
  const next =
    puentes.find((puente) => puente.days.from >= today) ??
    puentesIn({ from: addDays(inOne.days.to, 1)!, to: addDays(inOne.days.to, 366)! })[0];
  const after = next === undefined ? '' : ` El próximo es ${puenteInWords(next, today)}.`;
  return `Estás en el puente ${puenteInWords(inOne, today)}.${after}`;
}

/**
 * "¿Mañana es quincena?": yes with what it is ("que no es descanso obligatorio" said of a festive
 * day that is not one, which is what "festivo" often asks), or no and the next one.
 */
function oneDayAnswer(ask: DaysAsk, date: string, runs: readonly Run[], said: Said): string {
  const past = date < said.today;
  const when = dayInWords(date, said.today);
  if (runs.length === 0)
    return `No: ${when} no ${past ? 'fue' : 'es'} ${MISSING[ask.kind]}${movedPayday(ask, date, said)}.${past ? '' : nextOne(ask, date, said)}`;
  // A day of rest first, what else the day is after it: "es el Día de la Revolución, descanso
  // obligatorio; también es el Buen Fin, que no es descanso obligatorio" (since 2026-12-06; before,
  // in calendar order, joined by a bare "y").
  // "¿El Jueves Santo es feriado?": no day of rest at all is a "no" to the law's question, said
  // first, not a "Sí" the rest contradicts (since 2026-12-07).
  const noRest = ask.kind === 'holidays' && runs.every((run) => !run.rest);
  const told = [...runs.filter((run) => run.rest), ...runs.filter((run) => !run.rest)].map((run) => {
    const workday = ask.kind === 'holidays' && !run.rest && !noRest ? ', que no es descanso obligatorio' : '';
    return `${subject(run)}${workday}${notesOf(run, said)}`;
  });
  const verb = past ? 'fue' : 'es';
  const lead = noRest ? `No ${verb} descanso obligatorio, pero sí una fecha especial:` : 'Sí:';
  return `${lead} ${when} ${verb} ${told.join(`; también ${verb} `)}.`;
}

/**
 * ": como cae en sábado, se adelantó a ayer, viernes 14 de mayo" when `date` is a payday (the 15th
 * or the month's last day) a weekend moved to the Friday before (since 2026-12-06; before, "no es
 * quincena" and the next one, the Friday unsaid); '' otherwise.
 */
function movedPayday(ask: DaysAsk, date: string, said: Said): string {
  if (ask.kind !== 'quincena') return '';
  const runs = runsOf(calendarDaysIn({ from: addDays(date, -2)!, to: date }, ask));
  const moved = runs.find((run) => run.movedFrom === date);
  if (moved === undefined) return '';
  const weekday = isoWeekday(date) === 6 ? 'sábado' : 'domingo';
  const friday = day(moved.date, said.today);
  const to = moved.date === addDays(said.today, -1) ? `a ayer, ${friday}` : `al ${friday}`;
  return `: como cae en ${weekday}, se adelantó ${to}`;
}

/** What LFT art. 75 pays for a day of rest worked, said in the tense asked. */
const REST_PAY = {
  coming:
    'a quien lo trabaje le pagas, además de su salario de ese día, un salario doble (art. 75): tres salarios en total',
  past: 'a quien lo trabajó le correspondía, además de su salario de ese día, un salario doble (art. 75): tres salarios en total',
} as const;

/**
 * "¿Le tengo que pagar doble a los que trabajen mañana?": whether the days asked hold a day of rest
 * (LFT art. 74) and what working it pays (art. 75, triple); a day that is none pays as any other,
 * unless it is the worker's weekly rest (art. 73), and the next day of rest is named. No day named
 * ("¿cuánto se paga un día festivo?"): the rule, and the next day of rest.
 */
function restPayAnswer(range: DateRange, named: boolean, said: Said): string {
  const { today } = said;
  const past = range.to < today;
  const pays = past ? REST_PAY.past : REST_PAY.coming;
  const days = runsOf(calendarDaysIn(range, { kind: 'rest_pay' }));
  const each = days.map((run) => `${dayOrRun(run, today)}, ${subject(run)}`);
  if (!named) {
    const next = each.length === 0 ? '' : ` El ${past ? 'último fue' : 'próximo es'} ${each[0]}.`;
    return `Un día de descanso obligatorio (LFT art. 74) se paga triple: ${REST_PAY.coming}.${next}`;
  }
  const when = range.from === range.to ? dayInWords(range.from, today) : period(range, today);
  // "¿Cuánto le pago a un mesero si trabaja el 1 de enero?" asks how much, not whether: no "Sí"
  // before the rule (since 2026-12-08).
  const yes = /\bcuanto\b/.test(said.question ?? '') ? '' : 'Sí: ';
  if (range.from === range.to && days.length > 0)
    return sentence(
      `${yes}${when} ${past ? 'fue' : 'es'} ${subject(days[0]!)}, descanso obligatorio (LFT art. 74): ${pays}.`,
    );
  if (days.length > 0) {
    const count = days.length === 1 ? 'un descanso obligatorio' : `${days.length} descansos obligatorios`;
    return `${sentence(when)} ${past ? 'hubo' : 'hay'} ${count} (LFT art. 74): ${listed(each)}; ${pays}.`;
  }
  return notRestDay(range, when, said);
}

/** "No: hoy es la Noche del Grito, pero no es descanso obligatorio…", and the next day of rest. */
function notRestDay(range: DateRange, when: string, said: Said): string {
  const past = range.to < said.today;
  const oneDay = range.from === range.to;
  const festive = oneDay ? holidaysOf(Number(range.from.slice(0, 4)), null) : [];
  const day = festive.find((entry) => entry.date === range.from);
  const what = day === undefined ? '' : ` ${past ? 'fue' : 'es'} ${subject(day)}, pero`;
  const none = oneDay
    ? `no ${past ? 'fue' : 'es'} descanso obligatorio`
    : `no ${past ? 'hubo' : 'hay'} ningún descanso obligatorio`;
  const normal = past
    ? 'así que se pagó el salario normal; solo a quien trabajó su día de descanso semanal le tocaba además un salario doble (art. 73)'
    : 'así que se paga el salario normal; solo a quien trabaje su día de descanso semanal le toca además un salario doble (art. 73)';
  const next = runsOf(calendarDaysIn(nextRestDay(range.to, false), { kind: 'rest_pay' }))[0];
  const nextSaid =
    past || next === undefined
      ? ''
      : ` El próximo descanso obligatorio es ${dayOrRun(next, said.today)}, ${subject(next)}.`;
  // A Sunday worked carries its own premium, whatever the calendar says of it.
  const sunday =
    oneDay && isoWeekday(range.from) === 7
      ? `; por trabajar en domingo ${past ? 'le tocaba' : 'le toca'} una prima dominical de al menos 25% de su salario (art. 71)`
      : '';
  return `No: ${when}${what} ${none} (LFT art. 74), ${normal}${sunday}.${nextSaid}`;
}

/**
 * " Faltan 13 días." after the day a "¿cuánto falta para…?" names, the first of the kind from today
 * (since 2026-12-06; before, Navidad's "falta" read as the forecast's miss); '' for today, tomorrow
 * (said so by the day's words) or a day gone.
 */
function daysUntilSentence(ask: CalendarAsk, { range, today }: ComposeContext, answer: Answer): string {
  if (ask.kind === 'rest_pay') return '';
  const starts =
    ask.kind === 'puentes'
      ? puentesIn(range).map((puente) => puente.days.from)
      : runsOf(calendarDaysIn(range, ask)).map((run) => run.date);
  const first = starts.find((date) => date >= today);
  const days = first === undefined ? 0 : daysBetween(today, first)!;
  return days < 2 ? '' : ` Faltan ${answer.count('days_until', 'Días que faltan', days)} días.`;
}

const DEFAULTS = Object.values(DEFAULT_EFFECT_PCT);

/**
 * How the forecast counts the calendar (docs/forecast.md, method step 2), after the days asked
 * when the question asks whether it does: the branch's own effect, shrunk toward the default the
 * forecaster starts from (calendar-effects.ts, its numbers read, not restated); each day's effect
 * where the forecast reaches is in the days' notes above.
 */
function howTheForecastCounts(ask: CalendarAsk): string {
  const seen = 'con lo que ha movido tus ventas las veces que lo ha visto';
  switch (ask.kind) {
    case 'quincena':
      return ` Sí: el pronóstico toma cada quincena (el 15 y el último día del mes; en sábado o domingo, el viernes antes) con lo que ha movido tus ventas en las que ha visto, y ${effectInWords(DEFAULT_QUINCENA_PCT, '%')} mientras ha visto pocas.`;
    case 'holiday': {
      const fallback = DEFAULT_EFFECT_PCT[ask.code];
      return ` Sí: el pronóstico lo toma ${seen}, y si no lo ha visto, ${fallback === 0 ? 'sin efecto' : effectInWords(fallback, '%')} por omisión.`;
    }
    case 'holidays':
      return ` Sí: el pronóstico toma cada día de mi calendario ${seen}, y en uno que no ha visto, su efecto por omisión (de ${effectInWords(Math.min(...DEFAULTS), '%')} a ${effectInWords(Math.max(...DEFAULTS), '%')}, o ninguno).`;
    case 'puentes':
      return ' El pronóstico toma el día de descanso del puente; los otros días del fin de semana, como cualquier fin de semana.';
    default:
      return '';
  }
}

const CALENDAR_PLAN: IntentPlan = {
  // The forecast only where it reaches: a past period or one beyond its days reads nothing.
  reads: (range, _base, _question, today) =>
    range.to < today || range.from > addDays(today, MAX_HORIZON_DAYS - 1)!
      ? []
      : [{ read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } }],
  standsAlone: true,
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const rows = results['intelligence-forecast']?.attributes.days ?? [];
    const said = { today: context.today, rows, answer, question: normalize(context.question) };
    const daysAsked = daysNamed(context.question, context.today) !== null;
    const ask = calendarAsked(context.question)!;
    const text = calendarAnswer(ask, context.range, said, daysAsked);
    if (asksForecastAccounts(context.question)) return `${text}${howTheForecastCounts(ask)}`;
    return asksDaysUntil(context.question) ? `${text}${daysUntilSentence(ask, context, answer)}` : text;
  },
  followUps: ['¿Vendo más en quincena?', '¿Cuánto voy a vender mañana?'],
};

/** The calendar's plan (answers.ts `plansFor`; understand.ts gives it calendarRange), or null. */
export function calendarPlanFor(intent: Intent, question: string): IntentPlan | null {
  return intent === 'forecast_sales' && asksCalendar(question) ? CALENDAR_PLAN : null;
}
