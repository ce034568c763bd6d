/**
 * "¿Voy a vender más la próxima semana que la pasada?", "¿voy a vender más este mes que en
 * octubre?", "¿cuánto me falta para igualar octubre?": a period's sales, to come or under way,
 * against another period's, each in the forecast's basis (without IVA when the forecast is):
 * its days with a corte Z as sold (the per-day sales read) and its days without one, from today
 * on, as the forecast expects them. A period under way is taken whole, from its first day to its
 * last: this week against last week is seven days against seven (before 2026-12-06, "esta semana"
 * was its days to come alone, three days on a Friday against last week's seven).
 *
 * understand.ts reads the periods (forecast-versus.ts `versusDays`, with `wholeUnderWay` here);
 * forecast-versus.ts's plan reads and composes. Pure.
 */
import { pctChange } from '../analytics/rounding.ts';
import { isOpenDay, perOpenDay } from '../analytics/sales.ts';
import { addDays, firstOfMonth, isoWeekday, lastOfMonth } from '../calendar-dates.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import { overtaking } from './beat-words.ts';
import type { Answer, AnyReadOutcome, ComposeContext } from './compose.ts';
import { openDayChange, openDaySales } from './coverage.ts';
import { type DateRange, type DateReading, readDates } from './dates.ts';
import { periodGoalSentence } from './forecast-goal.ts';
import { forecastPeriod } from './forecast-period.ts';
import { openDaysFigure } from './forecast-so-far.ts';
import { period, sentence } from './format.ts';
import { type AssistantResults, type ReadRequest, SALES_DAYS_READ } from './reads.ts';
import { refusalText } from './refusals.ts';
import { normalize } from './text.ts';

type Day = ForecastAttributes['days'][number];
type SalesDays = AssistantResults['sales-by-day'];

/**
 * "esta semana", "este mes", "esta quincena": the period under way of a closed base's unit, for a
 * comparison that names no period of its own ("¿voy a vender más que el mes pasado?"); null when
 * the base is no whole week, month or half-month.
 */
function currentOfUnit({ from, to }: DateRange): string | null {
  if (from === firstOfMonth(from) && to === lastOfMonth(from)) return 'este mes';
  if (isoWeekday(from) === 6 && to === addDays(from, 1)) return WEEKEND;
  if (isoWeekday(from) === 1 && to === addDays(from, 6)) return 'esta semana';
  const half =
    (from.endsWith('-01') && to.endsWith('-15')) || (from.endsWith('-16') && to === lastOfMonth(from));
  return half ? 'esta quincena' : null;
}

/**
 * The whole period under way a comparison asks of, its first day to its last ("este mes" on the
 * 30th: the 1st to the 30th), or the current one of the base's unit when it names none; null
 * unless it has begun (today at the latest: on a Monday this week is all to come, since
 * 2026-12-06; before, last Monday alone) and the base ended before it began.
 */
export function wholeUnderWay(
  asked: string,
  reading: DateReading | null,
  base: DateRange,
  today: string,
): DateRange | null {
  // "la próxima semana" reads as no past period, but names days to come: not the one under way.
  if (reading === null && forecastPeriod(asked, today, null) !== null) return null;
  const said = reading === null ? currentOfUnit(base) : asked;
  if (said === WEEKEND) return thisWeekend(base, today);
  const read = reading ?? (said === null ? null : readDates(said, today));
  if (said === null || read?.kind !== 'range') return null;
  const { from, to } = read.range;
  // A period that begins today has nothing sold yet, all of it to come: still the one asked.
  if (from > today || to < today || base.to >= from) return null;
  const end = forecastPeriod(said, today, read)?.to;
  return end === undefined || end < today ? null : { from, to: end };
}

const WEEKEND = 'este fin de semana';

/**
 * "¿Voy a vender más que el fin de semana pasado?": this weekend, Saturday and Sunday, to come or
 * under way (on a Sunday, from the Saturday closed), against a weekend gone (since 2026-12-06;
 * before, tomorrow's forecast alone, or today against the weekend).
 */
function thisWeekend(base: DateRange, today: string): DateRange | null {
  const ahead = forecastPeriod(WEEKEND, today, null);
  if (ahead === null) return null;
  const saturday = isoWeekday(ahead.from) === 7 ? addDays(ahead.from, -1)! : ahead.from;
  return base.to < saturday ? { from: saturday, to: addDays(saturday, 1)! } : null;
}

/** "… este mes", "… esta semana", "… esta quincena" said after the period overtaken (normalized). */
const UNDER_WAY_LAST = /\s(este mes|esta semana|esta quincena)$/;

/**
 * "¿Voy a llegar a lo de octubre?", "¿cuánto me falta para igualar la semana pasada?": the period
 * under way, whole, against the closed period to overtake (beat-words.ts `overtaking`; since
 * 2026-12-06, before out of the domain or next year's October); null unless the period named is
 * several days that closed before the one under way began.
 */
export function overtakingDays(
  question: string,
  today: string,
): { coming: DateRange; base: DateRange } | null {
  const said = overtaking(question);
  if (said === null) return null;
  // "¿Voy a llegar a lo de noviembre este mes?": the period under way said last is the one asked.
  const last = UNDER_WAY_LAST.exec(said.period);
  const overtaken = last === null ? said.period : said.period.slice(0, last.index);
  const asked = last === null ? said.before : `${said.before} ${last[1]}`;
  const base = readDates(overtaken, today);
  if (base?.kind !== 'range' || base.range.from === base.range.to) return null;
  const coming = wholeUnderWay(asked, readDates(asked, today), base.range, today);
  return coming === null ? null : { coming, base: base.range };
}

/** A period's sales in the forecast's basis: sold (its days with a corte Z) and expected (the rest). */
interface PeriodSales {
  sold: number;
  ahead: number;
  /** Its days without a corte Z from today on, which the forecast counts; null when none. */
  toCome: DateRange | null;
  /** Days without a corte Z the forecast does not cover (past its last day, or not forecast). */
  unforecast: number;
  /** The last of those days the forecast covers (the day before the first when none). */
  forecastTo: string;
  /** Its open days: those sold (a corte Z with sales) and those the forecast expects open. */
  open: number;
}

/**
 * The sales of `range`: its days with a corte Z as the per-day read gives them (even with no
 * sales), and its days without one, from today on, as the forecast's rows (a closed day's row
 * counts 0). Null without a basis, or when an open day did not send its sales in it.
 */
function periodSales(
  read: SalesDays | null,
  forecasts: readonly Day[],
  basis: SalesBasis | null,
  { range, today }: { range: DateRange; today: string },
): PeriodSales | null {
  if (basis == null && read !== null) return null;
  const days = (read?.attributes.days ?? []).filter(
    (entry) => entry.date >= range.from && entry.date <= range.to,
  );
  const sold = openDaysFigure(days, 'sales', basis ?? null);
  if (sold === null) return null;
  const done = new Set(days.filter((entry) => entry.summaries_count > 0).map((entry) => entry.date));
  let ahead = 0;
  let open = days.filter(isOpenDay).length;
  let unforecast = 0;
  const toCome: string[] = [];
  const first = range.from > today ? range.from : today;
  let forecastTo = addDays(first, -1)!;
  for (let date = first; date <= range.to; date = addDays(date, 1)!) {
    if (done.has(date)) continue;
    const row = forecasts.find((entry) => entry.date === date);
    if (row === undefined || row.status === 'insufficient_history') unforecast += 1;
    else {
      ahead += row.status === 'ok' ? row.sales_cents! : 0;
      open += row.status === 'ok' ? 1 : 0;
      forecastTo = date;
    }
    toCome.push(date);
  }
  const span = toCome.length === 0 ? null : { from: toCome[0]!, to: toCome.at(-1)! };
  return { sold, ahead, toCome: span, unforecast, forecastTo, open };
}

/** The asked period's reads, by position: the forecast, the base's days, the period's own days. */
export interface PeriodVersusReads {
  forecast: AssistantResults['intelligence-forecast'];
  base: AnyReadOutcome | undefined;
  asked: AnyReadOutcome | undefined;
}

const daysOf = (outcome: AnyReadOutcome | undefined): SalesDays | null =>
  outcome?.ok === true ? (outcome.result as SalesDays) : null;

/** A refused or failed read of sales, in the one error model's words. */
export function unreadable(
  outcome: AnyReadOutcome,
  read: ReadRequest['read'],
  context: ComposeContext,
): string {
  if (outcome.ok) return '';
  if (outcome.status === 403) return ` ${refusalText(outcome, context.requiredPlanOf(read))}`;
  return ' No pude leer esas ventas en este momento; intenta de nuevo en un minuto.';
}

/** What the question asks to be missing: "¿cuánto me falta para igualar…?", "¿voy a llegar a…?". */
const ASKS_GAP = /\b(falta|faltan|igualar|llegar|alcanzar|superar|rebasar|ganar|ganarle|pasarle)\b/;

/**
 * The asked period's figures in words, the key of each quoted: its forecast alone when all its
 * days are to come; what it sold and what the forecast expects of the rest; what it sold alone
 * when the forecast does not reach its end.
 */
function askedInWords(asked: PeriodSales, basis: SalesBasis | null, context: ComposeContext, answer: Answer) {
  const span = sentence(period(context.range, context.today));
  const after = afterSalesAmount(basis);
  const total = asked.sold + asked.ahead;
  // A period to come past the forecast's last day: the days forecast, what the rest need follows
  // (since 2026-12-06; before, "Para del sábado 1 de diciembre … aún no tengo pronóstico de todos
  // sus días, así que no lo comparo").
  if (context.range.from >= context.today && asked.unforecast > 0) {
    const covered = sentence(period({ from: context.range.from, to: asked.forecastTo }, context.today));
    return `${covered} espero vender ${answer.money('forecast_sales_cents', 'Pronóstico de los días que pronostico', total)}${after}`;
  }
  if (context.range.from >= context.today)
    return `${span} espero vender ${answer.money('sales_cents', 'Venta pronosticada de esos días', total)}${after}`;
  const sold = answer.money('sold_cents', 'Vendido del periodo', asked.sold);
  const covered = asked.toCome === null ? null : { from: asked.toCome.from, to: asked.forecastTo };
  if (covered === null || covered.to < covered.from) return `${span} llevas ${sold} vendidos${after}`;
  const ahead = answer.money('forecast_sales_cents', 'Pronóstico de sus días por venir', asked.ahead);
  const expected = `${span} llevas ${sold} vendidos y espero ${ahead} ${period(covered, context.today)}`;
  // Past the forecast's last day no total is said: what those days need follows (periodGoalSentence).
  if (asked.unforecast > 0) return `${expected}${after}`;
  const whole = answer.money('sales_cents', 'Venta del periodo, vendido más pronóstico', total);
  return `${expected}: ${whole}${after} en total`;
}

/**
 * " Para igualarlo te faltan $… sin IVA del viernes 30 al domingo 2." (the base's sales less what
 * the period under way sold), or that it already passed it.
 */
function gapInWords(
  asked: PeriodSales,
  baseTotal: number,
  basis: SalesBasis | null,
  { context, answer }: { context: ComposeContext; answer: Answer },
) {
  const gap = baseTotal - asked.sold;
  if (gap <= 0)
    return ` Ya lo pasaste: llevas ${answer.money('over_base_cents', 'Vendido arriba del periodo comparado', -gap)} más.`;
  const missing = answer.money('left_to_match_cents', 'Falta para igualar el periodo comparado', gap);
  const when = asked.toCome === null ? '' : ` ${period(asked.toCome, context.today)}`;
  return ` Para igualarlo te faltan ${missing}${afterSalesAmount(basis)}${when}.`;
}

/**
 * The period against its base: both totals, the difference and its percentage, and what is missing
 * when asked; a sum of days has no interval of its own (the days' do not add), so the difference is
 * said plainly, and said so. A period under way or to come that the forecast does not cover to its
 * end gets what it sold and expects, and what its days past the forecast would need
 * (forecast-goal.ts), not a total.
 */
export function periodVersusAnswer(
  reads: PeriodVersusReads,
  context: ComposeContext,
  answer: Answer,
): string {
  const { days } = reads.forecast.attributes;
  const basis = reads.forecast.meta.sales_basis;
  const { range, today } = context;
  const underWay = range.from < today;
  const span = sentence(period(range, today));
  if (underWay && reads.asked?.ok !== true)
    return `${span} no pude leer sus días cerrados.${reads.asked === undefined ? '' : unreadable(reads.asked, SALES_DAYS_READ, context)}`;
  const asked = periodSales(underWay ? daysOf(reads.asked) : null, days, basis, { range, today });
  if (asked === null)
    return `${span} no tengo las ventas ${basis === 'without_iva' ? 'sin IVA ' : ''}de todos sus días cerrados, así que no lo comparo.`;
  if (asked.unforecast > 0 && !underWay && asked.forecastTo < range.from)
    return `${span} aún no tengo pronóstico de ninguno de sus días, así que no lo comparo.`;
  const lead = askedInWords(asked, basis, context, answer);
  if (reads.base === undefined || !reads.base.ok)
    return `${lead}.${reads.base === undefined ? '' : unreadable(reads.base, SALES_DAYS_READ, context)}`;
  const base = periodSales(daysOf(reads.base), days, basis, { range: context.base, today });
  const when = period(context.base, today);
  if (base === null || base.sold + base.ahead === 0)
    return `${lead}. ${sentence(when)} no tengo ventas ${basis === 'without_iva' ? 'sin IVA ' : ''}con qué compararlo.`;
  const baseTotal = base.sold + base.ahead;
  const baseSaid = baseInWords(base, basis, when, answer);
  // Past the forecast's last day: what those days would need, as a goal's answer says it.
  if (asked.unforecast > 0) {
    const landing = {
      total: asked.sold + asked.ahead,
      forecastTo: asked.forecastTo,
      periodTo: range.to,
      basis,
    };
    return `${lead}; ${baseSaid}.${periodGoalSentence(baseTotal, landing, today, answer, 'lo de ese periodo')}`;
  }
  const total = asked.sold + asked.ahead;
  const difference = total - baseTotal;
  const amount = answer.money('sales_difference_cents', 'Diferencia contra el periodo comparado', difference);
  const change = pctChange(total, baseTotal);
  const pct =
    change === null
      ? ''
      : ` (${answer.pct('sales_vs_base_pct', 'Cambio contra el periodo comparado', change)})`;
  const side = difference === 0 ? 'lo mismo' : `${amount} ${difference > 0 ? 'más' : 'menos'}${pct}`;
  const gap = range.from <= today && ASKS_GAP.test(normalize(context.question));
  const missing = gap ? gapInWords(asked, baseTotal, basis, { context, answer }) : '';
  const perDay = openDaysNote(asked, base, context, answer);
  return `${lead}; ${baseSaid}: ${side}.${missing}${perDay} La suma de varios días no tiene rango propio (los de cada día no se suman).`;
}

/**
 * " Ojo: cuento 7 días abiertos del lunes 3 al domingo 9 de diciembre y 6 del lunes 26 de noviembre
 * al domingo 2 de diciembre (…): por día abierto, $46,730.75 contra $45,487.36, 2.7% más." when the
 * two open a different number of days, a corte Z not sent or a day closed on one side, as every
 * other comparison says it (analytics/sales.ts `perOpenDay`; since 2026-12-07, before the totals
 * alone: seven days against six read +19.9 %); '' when they open as many.
 */
function openDaysNote(
  asked: PeriodSales,
  base: PeriodSales,
  context: ComposeContext,
  answer: Answer,
): string {
  const now = { total: asked.sold + asked.ahead, days_with_sales: asked.open };
  const daily = perOpenDay(now, { total: base.sold + base.ahead, days_with_sales: base.open });
  if (daily === null || daily.pct_change === null) return '';
  const asks = answer.count('open_days', 'Días abiertos del periodo', asked.open);
  const based = answer.count('base_open_days', 'Días abiertos del periodo comparado', base.open);
  const mean = openDaySales(daily.now, '', answer);
  const baseMean = openDaySales(daily.base, 'base_', answer);
  const direction = openDayChange('sales', daily.pct_change, answer);
  const { range, base: baseRange, today } = context;
  return ` Ojo: cuento ${asks} días abiertos ${period(range, today)} y ${based} ${period(baseRange, today)} (con corte Z y venta, o que espero que abras): por día abierto, ${mean} contra ${baseMean}, ${direction}.`;
}

/** "del lunes 19 al domingo 25 de noviembre vendiste $… sin IVA", or its sold part and its days to come. */
function baseInWords(base: PeriodSales, basis: SalesBasis | null, when: string, answer: Answer): string {
  const whole = base.sold + base.ahead;
  const shown = answer.money('base_sales_cents', 'Venta del periodo comparado', whole);
  if (base.ahead === 0) return `${when} vendiste ${shown}${afterSalesAmount(basis)}`;
  const sold = answer.money('base_sold_cents', 'Vendido del periodo comparado', base.sold);
  const ahead = answer.money('base_forecast_sales_cents', 'Pronóstico de sus días por venir', base.ahead);
  return `${when} llevas ${sold} vendidos y espero ${ahead} en sus días por venir: ${shown}${afterSalesAmount(basis)} en total`;
}
