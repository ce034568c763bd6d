/**
 * "¿Voy a vender más mañana que hoy?", "¿el sábado va a estar mejor que el sábado pasado?": a day to
 * come's sales forecast beside a day that closed, or today while it is open, the baseline named.
 *
 * - The forecast is the forecast read's row of the day (GET /intelligence/forecast, the read
 *   "¿cuánto voy a vender mañana?" quotes); the past day is its sales summary (the read "¿cuánto
 *   vendí el jueves?" quotes), taken in the forecast's basis by the history's own rule
 *   (forecast-reads/history.ts `salesInBasis`: without IVA, as the forecast learnt the days). A day
 *   whose corte did not send its sales without IVA is said with IVA and not compared.
 * - Today without its corte Z is no whole day: its own forecast is the baseline, and the live read
 *   says what it has sold so far. A past day without a corte Z is said, with no number.
 * - A baseline inside the forecast's 80 % interval is within what the forecast usually errs: the
 *   difference is said as such, not as a firm "más" or "menos".
 *
 * understand.ts reads the two days (`versusDays`) and gives the day to come as the period and the
 * other as its base; answers.ts `plansFor` then takes this plan. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import { addDays, daysBetween, isoWeekday } from '../calendar-dates.ts';
import { MAX_HORIZON_DAYS } from '../forecast/types.ts';
import { salesInBasis } from '../forecast-reads/history.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount, intervalInWords } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { LiveSalesAttributes } from '../responses/live.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  hasData,
  type IntentPlan,
  periodQuery,
} from './compose.ts';
import { type DateRange, type DateReading, readDates, weekdayNamed } from './dates.ts';
import { forecastRange, intentForDay, namedForecastDate, withoutNumber } from './forecast.ts';
import { forecastPeriod } from './forecast-period.ts';
import { overtakingDays, periodVersusAnswer, unreadable, wholeUnderWay } from './forecast-period-versus.ts';
import { whyApartSentence } from './forecast-why.ts';
import { clockOf, dayInWords, period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { openOrdersWords } from './live-pace.ts';
import { type AssistantResults, type ReadRequest, SALES_DAYS_READ } from './reads.ts';
import { fold, normalize, words } from './text.ts';
import { asksWhy } from './why-question.ts';

type Day = ForecastAttributes['days'][number];
/** A forecast row with its figures (status ok). */
type Forecast = Pick<Day, 'date' | 'sales_cents' | 'sales_low_cents' | 'sales_high_cents'>;

/**
 * The sales questions a comparison with a day to come can be asked as; "¿por qué mañana voy a vender
 * menos que hoy?" too (its drivers said after, forecast-why.ts).
 */
const ASKS_SALES: ReadonlySet<Intent> = new Set([
  'forecast_sales',
  'sales_comparison',
  'sales_total',
  'why_change',
]);

/** The words (folded) before the base: "más mañana que hoy", "contra", "vs", "versus". */
const THAN: ReadonlySet<string> = new Set(['ke', 'kontra', 'bs', 'bersus']);

/**
 * The words a "que" compares after ("más … que", "mejor … que"); without one, "que" is a
 * conjunction: "¿cuánto crees que venda el sábado?" asks the coming Saturday, against nothing.
 */
const COMPARATIVES: ReadonlySet<string> = new Set(
  ['más', 'mas', 'menos', 'mejor', 'mejores', 'peor', 'peores', 'mayor', 'menor', 'igual'].map(fold),
);

/** The question's words before and after its last "que / contra / vs / comparado con", or null. */
function splitAtThan(question: string): { asked: string; against: string } | null {
  const plain = words(question);
  const folded = plain.map(fold);
  const at = folded.findLastIndex(
    (word, index) =>
      (word === 'ke' ? folded.slice(0, index).some((before) => COMPARATIVES.has(before)) : THAN.has(word)) ||
      (word === 'kon' && folded[index - 1]?.startsWith('kompara') === true),
  );
  if (at <= 0) return null;
  return { asked: plain.slice(0, at).join(' '), against: plain.slice(at + 1).join(' ') };
}

/** The periods a "la pasada" or "el anterior" takes from the period asked, longest first. */
const UNITS: readonly [RegExp, string][] = [
  [/\bfin de semana\b/, 'el fin de semana'],
  [/\bquincena\b/, 'la quincena'],
  [/\bsemana\b/, 'la semana'],
  [/\bmes\b/, 'el mes'],
];

/**
 * "…la próxima semana que la pasada": a base named by "pasado", "anterior" alone takes the period
 * asked ("la semana pasada"), so the dates module reads it; any other base as it is.
 */
function withItsUnit(against: string, asked: string): string {
  const base = normalize(against);
  const current = /^(esta|este)$/.test(base);
  // Only a bare "la pasada", "el anterior": "en enero del año pasado" names its own period.
  if (!current && !/^(?:(?:el|la|lo del?) )?(pasad[oa]|anterior)$/.test(base)) return against;
  if (UNITS.some(([unit]) => unit.test(base))) return against;
  const unit = UNITS.find(([pattern]) => pattern.test(normalize(asked)));
  if (unit === undefined) return against;
  const feminine = unit[1].startsWith('la ');
  // "…la próxima semana que esta": this week, its closed days and its days to come.
  if (current) return `${feminine ? 'esta' : 'este'} ${unit[1].slice(3)}`;
  return `${unit[1]} ${/\banterior\b/.test(base) ? 'anterior' : feminine ? 'pasada' : 'pasado'}`;
}

/**
 * The base period of days to come compared: a closed one as read, or one under way ("esta semana",
 * read through today) to its end, its days to come forecast. Null when it does not end before the
 * days asked begin.
 */
function periodBase(base: DateReading, against: string, coming: DateRange, today: string): DateRange | null {
  if (base.range.from === base.range.to) return null;
  const { from, to } = base.range;
  const whole = to === today ? (forecastPeriod(against, today, base)?.to ?? to) : to;
  return to <= today && whole < coming.from ? { from, to: whole } : null;
}

/**
 * The day to come a comparison asks of when it names none but its base does by weekday: "¿voy a
 * vender más que el sábado pasado?" is this coming Saturday (today on the same weekday), not
 * tomorrow. Null when the question names its day, or the base no weekday.
 */
function comingSameWeekday(asked: string, against: string, today: string): DateRange | null {
  if (namedForecastDate(asked, today) !== null) return null;
  const weekday = weekdayNamed(against);
  if (weekday === undefined) return null;
  const date = addDays(today, (weekday - isoWeekday(today)! + 7) % 7)!;
  return { from: date, to: date };
}

/**
 * "¿Por qué mañana voy a vender menos?": a why of tomorrow's sales that names no baseline is asked
 * against today, the day the owner stands in. Another day to come is set against the usual day
 * instead (forecast-outlook.ts). Null unless the question asks why of tomorrow's sales alone.
 */
function tomorrowAgainstToday(
  question: string,
  today: string,
): { coming: DateRange; base: DateRange } | null {
  const reading = readDates(question, today);
  if (intentForDay('why_change', question, reading, false, today) !== 'forecast_sales') return null;
  const coming = forecastRange('forecast_sales', question, today, reading);
  if (coming.from !== coming.to || coming.from !== addDays(today, 1)) return null;
  return { coming, base: { from: today, to: today } };
}

/**
 * The day to come and the day it is compared with, when a sales question names both across a
 * "que" ("¿mañana voy a vender más que el jueves pasado?"): the first as a forecast question reads
 * it (forecast.ts: "el sábado" the coming one), the second as the dates module reads it ("el sábado
 * pasado", "hoy"). Null unless the second is one day, not after today, before the first.
 */
export function versusDays(
  intent: Intent,
  question: string,
  today: string,
): { coming: DateRange; base: DateRange } | null {
  if (!ASKS_SALES.has(intent)) return null;
  const overtaken = overtakingDays(question, today);
  if (overtaken !== null) return overtaken;
  const parts = splitAtThan(question);
  if (parts === null) return intent === 'why_change' ? tomorrowAgainstToday(question, today) : null;
  const against = withItsUnit(parts.against, parts.asked);
  const base = readDates(against, today);
  if (base?.kind !== 'range') return null;
  // "¿el sábado vendí más que…?" is two closed days: only a day to come asks the forecast, and
  // "¿vendí más este fin de semana que el pasado?" on a Monday, the weekend just gone (since
  // 2026-12-07; before, the coming weekend's forecast).
  if (SAID_PAST.test(normalize(parts.asked))) return null;
  const reading = readDates(parts.asked, today);
  if (intentForDay(intent, parts.asked, reading, false, today) !== 'forecast_sales') return null;
  // A period under way, whole, against a closed one: "¿voy a vender más este mes que en octubre?",
  // "¿… esta semana que la pasada?" (its days to come alone until 2026-12-06).
  const underWay = wholeUnderWay(parts.asked, reading, base.range, today);
  const coming =
    underWay ??
    (reading === null ? comingSameWeekday(parts.asked, parts.against, today) : null) ??
    forecastRange('forecast_sales', parts.asked, today, reading);
  // Days to come against closed days: "¿voy a vender más la próxima semana que la pasada?".
  if (coming.from !== coming.to) {
    const whole = periodBase(base, against, coming, today);
    return whole === null ? null : { coming, base: whole };
  }
  if (base.range.from !== base.range.to) return null;
  const ahead = comingBase(parts.against, { coming: coming.from, latest: base.range.from }, today);
  if (ahead !== null) return { coming, base: ahead };
  if (coming.from <= base.range.to) return null;
  return { coming, base: base.range };
}

/** Words of a period gone or a past sale: the side asked is then no day to come. */
const SAID_PAST =
  /\b(ayer|antier|anteayer|pasad[oa]s?|anterior|vendi|vendimos|vendio|fue|tuve|tuvimos|hice|hicimos)\b/;

/**
 * "¿Eso es más o menos que el lunes pasado?", "¿y más que el miércoles pasado?", "¿y eso contra lo
 * de ayer?" after a sales forecast: the conversation's days to come against the closed days named;
 * "¿y el sábado contra lo que vendí ayer?", the day to come it names (since 2026-12-07; before, the
 * base's own sales against the week before it, or today's). Null when the question is not that,
 * the conversation was no sales forecast, or the two sides are not a day each or of one length.
 */
export function versusFollowedUp(
  question: string,
  previous: { intent: Intent; range: DateRange } | null,
  today: string,
): { coming: DateRange; base: DateRange } | null {
  if (previous?.intent !== 'forecast_sales') return null;
  const parts = splitAtThan(question);
  if (parts === null) return null;
  const base = readDates(withItsUnit(parts.against, parts.asked), today);
  if (base?.kind !== 'range' || base.range.to >= today) return null;
  const named = readDates(parts.asked, today);
  // "¿Vendí más ayer que antier?": the closed days asked, no forecast.
  if (named !== null && SAID_PAST.test(normalize(parts.asked))) return null;
  const coming = named === null ? previous.range : forecastRange('forecast_sales', parts.asked, today, named);
  const length = (range: DateRange) => daysBetween(range.from, range.to)!;
  if (coming.from < today || length(coming) !== length(base.range)) return null;
  return { coming, base: base.range };
}

/**
 * "¿Voy a vender más el sábado que el domingo?": a weekday named bare, with no "pasado", is the
 * occurrence nearer the day asked, the coming one (a forecast) or the latest (closed; on a tie),
 * as long as the forecast covers it and it is not the day asked: on a Friday, Saturday against
 * Sunday is the Sunday after, but on a Saturday "¿el domingo voy a vender más que el jueves?" is
 * the Thursday just gone. Null when the latest stands.
 */
function comingBase(
  against: string,
  days: { coming: string; latest: string },
  today: string,
): DateRange | null {
  if (/\d/.test(against) || /\b(pasad[oa]|anterior|ultim[oa])\b/.test(normalize(against))) return null;
  if (weekdayNamed(against) === undefined) return null;
  const date = namedForecastDate(against, today);
  const last = addDays(today, MAX_HORIZON_DAYS - 1)!;
  if (date === null || date <= today || date === days.coming || date > last) return null;
  const away = (other: string) => Math.abs(daysBetween(days.coming, other)!);
  return away(date) < away(days.latest) ? { from: date, to: date } : null;
}

/** Whether a plan's period and base are a day to come and the day it is compared with (versusDays). */
export const comparesWithDay = (intent: Intent, range: DateRange, base: DateRange): boolean =>
  intent === 'forecast_sales' && base.from !== range.from;

/**
 * The forecast minus the baseline, said: inside the interval "unos $1,300.00 más (11.8%), dentro de
 * lo que el pronóstico suele errar"; outside it firmly, with the end of the interval that passes it.
 */
function differenceInWords(
  forecast: Forecast,
  base: number,
  answer: Answer,
  /** What the base is, after "queda arriba / abajo de": a day's sales, or what is expected of it. */
  baseNoun = 'ese día',
): string {
  const inside = base >= forecast.sales_low_cents! && base <= forecast.sales_high_cents!;
  const difference = forecast.sales_cents! - base;
  const usualError = 'dentro de lo que el pronóstico suele errar';
  if (difference === 0) return `lo mismo${inside ? `, ${usualError}` : ''}`;
  const amount = answer.money('sales_difference_cents', 'Diferencia contra el día comparado', difference);
  const change = pctChange(forecast.sales_cents, base);
  const shown =
    change === null || change === 0
      ? ''
      : ` (${answer.pct('sales_vs_base_pct', 'Cambio contra el día comparado', change)})`;
  const side = difference > 0 ? 'más' : 'menos';
  if (inside) return `unos ${amount} ${side}${shown}, ${usualError}`;
  const end = difference > 0 ? 'el mínimo probable queda arriba' : 'el máximo probable queda abajo';
  return `${amount} ${side}${shown}: aun ${end} de ${baseNoun}`;
}

/** The reads this plan makes, as each outcome is listed (compose reads them by position). */
interface VersusReads {
  forecast: AssistantResults['intelligence-forecast'];
  summary: AnyReadOutcome | undefined;
  /** Today's live sales (a day's comparison), or the period under way's own days (a period's). */
  live: AnyReadOutcome | undefined;
}

/** "; el jueves 26 de noviembre vendiste $11,000.00 sin IVA: unos $1,300.00 más (…)." for a closed day. */
function closedDayInWords(
  forecast: Forecast,
  summary: AssistantResults['intelligence-sales-summary'],
  basis: SalesBasis | null,
  context: ComposeContext,
  answer: Answer,
): string {
  const when = period(context.base, context.today);
  // An ok row always has its basis (the read's meta); without one nothing is on its footing.
  const sold = basis == null ? null : salesInBasis(summary.attributes, basis);
  if (sold === null) {
    const total = answer.money(
      'base_total_sales_cents',
      'Venta con IVA del día comparado',
      summary.attributes.total_sales_cents,
    );
    return `. ${sentence(when)} vendiste ${total} con IVA, pero su corte Z no trae la venta sin IVA, así que no la comparo con el pronóstico, que es sin IVA.`;
  }
  if (sold === 0)
    return `. ${sentence(when)} tu corte Z no tiene ventas, así que no tengo con qué compararlo.`;
  const shown = answer.money('base_sales_cents', 'Venta del día comparado', sold);
  return `; ${when} vendiste ${shown}${afterSalesAmount(basis)}: ${differenceInWords(forecast, sold, answer)}.`;
}

/**
 * " Hasta las 13:30 llevas $8,000.00 vendidos con IVA (…% de lo esperado a esta hora, contando
 * $6,200.00 que ya pidieron tus mesas abiertas)." from the live read: the pace counts the open
 * tables' orders, as Hoy's does (live.ts), so the amount and the pace are not read as one figure.
 */
function soFarInWords(outcome: AnyReadOutcome | undefined, context: ComposeContext, answer: Answer): string {
  if (outcome === undefined) return '';
  if (!outcome.ok) return unreadable(outcome, 'live-sales-today', context);
  const sales = outcome.result.attributes as LiveSalesAttributes;
  if (sales.total_sales_cents === null) return ' Hoy todavía no me ha llegado ninguna venta.';
  const at = answer.hour('as_of', 'Hora de la lectura', clockOf(sales.as_of));
  const total = answer.money('total_sales_cents', 'Venta de hoy', sales.total_sales_cents);
  const pace =
    sales.pace_pct === null
      ? ''
      : ` (${answer.pct('pace_pct', 'Ritmo contra el pronóstico', sales.pace_pct)} de lo esperado a esta hora${openOrdersWords(sales, answer)})`;
  return ` Hasta las ${at} llevas ${total} vendidos con IVA${pace}.`;
}

/** Today still open: its own forecast is the baseline (not its sales so far), and what it has sold. */
function openTodayInWords(forecast: Forecast, reads: VersusReads, context: ComposeContext, answer: Answer) {
  const { days } = reads.forecast.attributes;
  const basis = reads.forecast.meta.sales_basis;
  const todayRow = days.find((entry) => entry.date === context.today);
  const soFar = soFarInWords(reads.live, context, answer);
  if (todayRow?.status !== 'ok')
    return `. Hoy no ha cerrado y no guardé pronóstico para hoy antes de que empezara, así que todavía no tengo con qué compararlo.${soFar}`;
  const expected = answer.money(
    'base_forecast_sales_cents',
    'Venta pronosticada para hoy',
    todayRow.sales_cents!,
  );
  const difference = differenceInWords(forecast, todayRow.sales_cents!, answer);
  return `. Hoy no ha cerrado, así que no lo tomo como día completo: para hoy esperaba ${expected}${afterSalesAmount(basis)}; contra eso, ${difference}.${soFar}`;
}

/** "; el domingo 6 de diciembre espero $41,818.32: $9,760.49 más (23.3%): …" for another day to come. */
function comingDayInWords(forecast: Forecast, days: readonly Day[], context: ComposeContext, answer: Answer) {
  const when = period(context.base, context.today);
  const row = days.find((entry) => entry.date === context.base.from);
  if (row?.status === 'closed') return `. ${sentence(when)} no abres.`;
  if (row?.status !== 'ok') return `. Para ${when} no tengo pronóstico con qué compararlo.`;
  const base = answer.money(
    'base_forecast_sales_cents',
    'Venta pronosticada del día comparado',
    row.sales_cents!,
  );
  // Both are forecasts: the first's interval is set against what is expected of the other, not its sales.
  const difference = differenceInWords(forecast, row.sales_cents!, answer, 'lo que espero ese día');
  return `; ${when} espero ${base}: ${difference}.`;
}

/** The day to come's forecast, then the baseline: a closed day, today still open, or why neither. */
function versusAnswer(reads: VersusReads, context: ComposeContext, answer: Answer): string {
  if (context.range.from !== context.range.to)
    return periodVersusAnswer(
      { forecast: reads.forecast, base: reads.summary, asked: reads.live },
      context,
      answer,
    );
  const { days } = reads.forecast.attributes;
  const basis = reads.forecast.meta.sales_basis;
  const row = days.find((entry) => entry.date === context.range.from);
  const none = withoutNumber(row, days, context.today, answer);
  if (none !== null) return none;
  const forecast = row as Forecast;
  const point = answer.money('sales_cents', 'Venta pronosticada', forecast.sales_cents!);
  const range = intervalInWords(
    answer.money('sales_low_cents', 'Venta mínima probable (p10)', forecast.sales_low_cents!),
    answer.money('sales_high_cents', 'Venta máxima probable (p90)', forecast.sales_high_cents!),
  );
  const lead = `${sentence(dayInWords(forecast.date, context.today))} espero vender ${point}${afterSalesAmount(basis)} (${range})`;
  if (context.base.from > context.today) return `${lead}${comingDayInWords(forecast, days, context, answer)}`;
  const { summary } = reads;
  if (summary === undefined || !summary.ok)
    return `${lead}.${summary === undefined ? '' : unreadable(summary, 'intelligence-sales-summary', context)}`;
  const closed = summary.result as AssistantResults['intelligence-sales-summary'];
  if (hasData(closed)) return `${lead}${closedDayInWords(forecast, closed, basis, context, answer)}`;
  if (context.base.from === context.today)
    return `${lead}${openTodayInWords(forecast, reads, context, answer)}`;
  const when = sentence(period(context.base, context.today));
  return `${lead}. ${when} no tiene corte Z (no abriste, o tu punto de venta no mandó el cierre), así que no tengo con qué compararlo.`;
}

/** A day's base, its sales summary; a period's, its days (which closed), through today at most. */
const baseRead = (range: DateRange, base: DateRange, today: string): ReadRequest =>
  range.from === range.to
    ? { read: 'intelligence-sales-summary', query: periodQuery(base) }
    : {
        read: SALES_DAYS_READ,
        query: periodQuery({ from: base.from, to: base.to < today ? base.to : today }),
      };

/** A period under way's own days, through today (forecast-period-versus.ts). */
const ownDaysRead = (range: DateRange, today: string): ReadRequest => ({
  read: SALES_DAYS_READ,
  query: periodQuery({ from: range.from, to: today }),
});

export const FORECAST_VERSUS_PLAN: IntentPlan = {
  // A day to come as the base has no sales to read: the forecast holds both days. A period under
  // way reads its own closed days, third.
  reads: (range, base, _question, today): ReadRequest[] => [
    { read: 'intelligence-forecast', query: { days: String(MAX_HORIZON_DAYS) } },
    ...(base.from > today ? [] : [baseRead(range, base, today)]),
    ...(range.from < today ? [ownDaysRead(range, today)] : []),
  ],
  // Today before its corte Z as a day's base: what it has sold so far, as Hoy reads it.
  thenReads: (results, range, { base, today }): ReadRequest[] => {
    const summary = results['intelligence-sales-summary'];
    const open =
      range.from === range.to && base.from === today && (summary === undefined || !hasData(summary));
    return open ? [{ read: 'live-sales-today', query: {} }] : [];
  },
  defaultPeriod: 'today',
  usesPeriod: false,
  compose: (results, context, answer, outcomes) => {
    const forecast = results['intelligence-forecast']!;
    const said = versusAnswer({ forecast, summary: outcomes[1], live: outcomes[2] }, context, answer);
    // "¿Por qué mañana voy a vender menos que hoy?": what sets the two days apart, after the figures.
    return asksWhy(context.question)
      ? `${said}${whyApartSentence(forecast.attributes.days, context, answer)}`
      : said;
  },
  followUps: ['¿Qué preparo para mañana?', '¿Qué tan acertado es el pronóstico?'],
};
