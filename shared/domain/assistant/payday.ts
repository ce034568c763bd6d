/**
 * "¿Vendo más en quincena?", "¿se nota la quincena?", "¿cuánto sube la venta en quincena?": the
 * payday's effect on the branch's own sales, not this quincena's total. Over the last PAYDAY_WEEKS
 * weeks of closed days (one read of the days, as the best day's), each open payday (calendar/
 * quincena.ts: the 15th and the month's last day, the Friday before on a weekend) is set beside the
 * mean of the open days of its weekday that were no payday, so a Friday payday is compared with
 * Fridays, not with the week's quiet Mondays. The effect is the paydays' total against their
 * baselines' total (the forecast estimates its quincena driver apart, forecast/calendar-effects.ts,
 * from a model's fitted days). Sales with IVA, as the sales answers say them.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import { isOpenDay } from '../analytics/sales.ts';
import { lastClosedDay } from '../business-day.ts';
import { isQuincena } from '../calendar/quincena.ts';
import { addDays, isoWeekday } from '../calendar-dates.ts';
import { type Answer, type ComposeContext, type IntentPlan, periodQuery, resultAt } from './compose.ts';
import type { DateRange } from './dates.ts';
import { period } from './format.ts';
import type { Intent } from './intents.ts';
import { SALES_DAYS_READ } from './reads.ts';
import { normalize } from './text.ts';
import { NEAR_PCT, WEEKDAY_WORDS } from './weekday-profile.ts';
import { asksPaydayEffect } from './why-question.ts';

/** The weeks read: half a year, about twelve paydays. */
export const PAYDAY_WEEKS = 26;
/** Fewer open paydays than this say too little to name an effect. */
const MIN_PAYDAYS = 4;

/** The window: the last PAYDAY_WEEKS weeks through the last closed day. */
export function paydayWindow(today: string, todayClosed: boolean): DateRange {
  const to = lastClosedDay(today, todayClosed);
  return { from: addDays(to, 1 - 7 * PAYDAY_WEEKS)!, to };
}

type Day = { date: string; sales: number };

/** Each open payday beside the mean of its weekday's open days that were no payday. */
function paydaysWithBaselines(days: readonly Day[]) {
  const others = days.filter((day) => !isQuincena(day.date));
  return days
    .filter((day) => isQuincena(day.date))
    .flatMap((day) => {
      const peers = others.filter((other) => isoWeekday(other.date) === isoWeekday(day.date));
      if (peers.length === 0) return [];
      const baseline = peers.reduce((sum, peer) => sum + peer.sales, 0) / peers.length;
      return [{ ...day, baseline }];
    });
}

/**
 * The days read, in words: the window's weeks, or from the first open day when the branch's history
 * starts later (13 weeks of data are not said as 26).
 */
function windowWords(context: ComposeContext, answer: Answer, days: readonly Day[]): string {
  const first = days[0]?.date;
  if (first === undefined || first <= context.range.from)
    return `en las últimas ${answer.count('window_weeks', 'Semanas leídas', PAYDAY_WEEKS)} semanas (${period(context.range, context.today)})`;
  return `desde tu primer día abierto (${period({ from: first, to: context.range.to }, context.today)})`;
}

/** "¿Se notó la quincena?", "¿me ayudó la quincena ayer?": asked of the payday gone, not the habit alone. */
const PAST_ASKED =
  /\b(se noto|noto|notaste|ayudo|sirvio|subio|bajo|afecto|influyo|impacto|pego|vendi|vendimos|ayer)\b/;

type Payday = ReturnType<typeof paydaysWithBaselines>[number];

/**
 * The latest open payday beside its weekday's mean without one, asked in the past: "Sí se notó: el
 * lunes 15 de julio, tu último día de quincena abierto, vendiste … 12.0% más que un lunes sin
 * quincena en promedio ($…)."
 */
function latestPaydaySentence(context: ComposeContext, answer: Answer, payday: Payday): string {
  const change = pctChange(payday.sales, Math.round(payday.baseline))!;
  const verdict = Math.abs(change) < NEAR_PCT ? 'Casi no se notó' : change > 0 ? 'Sí se notó' : 'No se notó';
  const yesterday = addDays(context.today, -1)!;
  const notYesterday =
    /\bayer\b/.test(normalize(context.question)) && payday.date !== yesterday
      ? ' (ayer no fue quincena)'
      : '';
  const [one] = WEEKDAY_WORDS[isoWeekday(payday.date)!]!;
  const sold = answer.money('latest_payday_sales_cents', 'Venta del último día de quincena', payday.sales);
  const base = answer.money(
    'latest_payday_baseline_cents',
    `Venta promedio de un ${one} sin quincena`,
    Math.round(payday.baseline),
  );
  const gap = answer.pct(
    'latest_payday_effect_pct',
    'Diferencia del último día de quincena',
    Math.abs(change),
  );
  return `${verdict}${notYesterday}: ${period({ from: payday.date, to: payday.date }, context.today)}, tu último día de quincena abierto, vendiste ${sold} con IVA, ${gap} ${change >= 0 ? 'más' : 'menos'} que un ${one} sin quincena en promedio (${base}). `;
}

function paydayAnswer(context: ComposeContext, answer: Answer, days: readonly Day[]): string {
  const window = windowWords(context, answer, days);
  const paydays = paydaysWithBaselines(days);
  const latest = PAST_ASKED.test(normalize(context.question)) ? paydays.at(-1) : undefined;
  const lead = latest ? latestPaydaySentence(context, answer, latest) : '';
  const counted = answer.count('paydays', 'Días de quincena abiertos', paydays.length);
  const which = 'el 15 y el último de cada mes, o el viernes antes si caen en fin de semana';
  if (paydays.length < MIN_PAYDAYS)
    return `${lead}Todavía no puedo decirte cuánto se nota la quincena${lead ? ' en general' : ''}: ${window} abriste ${counted} días de quincena (${which}) con días del mismo día de la semana sin quincena para compararlos, y necesito al menos ${answer.count('min_paydays', 'Mínimo de días de quincena', MIN_PAYDAYS)}.`;
  const sold = paydays.reduce((sum, day) => sum + day.sales, 0);
  const expected = Math.round(paydays.reduce((sum, day) => sum + day.baseline, 0));
  const change = pctChange(sold, expected)!;
  const mean = answer.money(
    'payday_mean_sales_cents',
    'Venta promedio en quincena',
    divideRounded(sold, paydays.length)!,
  );
  const base = answer.money(
    'baseline_mean_sales_cents',
    'Venta promedio de esos días de la semana sin quincena',
    divideRounded(expected, paydays.length)!,
  );
  const effect = answer.pct('payday_effect_pct', 'Diferencia en quincena', Math.abs(change));
  const direction = change >= 0 ? 'más' : 'menos';
  return `${lead}${lead ? 'En general, en' : 'En'} quincena (${which}) vendes ${effect} ${direction} que esos mismos días de la semana sin quincena: ${mean} en promedio contra ${base} (con IVA), ${window}, ${counted} días de quincena abiertos.`;
}

const PAYDAY_PLAN: IntentPlan = {
  reads: (range) => [{ read: SALES_DAYS_READ, query: periodQuery(range) }],
  defaultPeriod: 'last_28_days',
  usesPeriod: true,
  compose: (_results, context, answer, outcomes) => {
    const read = resultAt(outcomes, 0, SALES_DAYS_READ)?.attributes.days ?? [];
    const days = read.filter(isOpenDay).map((day) => ({ date: day.date, sales: day.total_sales_cents }));
    return paydayAnswer(context, answer, days);
  },
  followUps: ['¿Cuánto voy a vender mañana?', '¿Qué día de la semana vendo más?'],
};

/** The payday plan (understand.ts gives it its window, answers.ts `plansFor` takes it), or null. */
export function paydayPlanFor(intent: Intent, question: string): IntentPlan | null {
  const sales = intent === 'sales_total' || intent === 'sales_comparison' || intent === 'why_change';
  return sales && asksPaydayEffect(question) ? PAYDAY_PLAN : null;
}
