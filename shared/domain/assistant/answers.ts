/**
 * What the rules provider answers for each intent: which read endpoints it reads (with the query),
 * and how it words their figures. Every number in an answer goes through `Answer` (money, pct,
 * count, hour, name), which records it as a figure with the value exactly as the endpoint returned
 * it, so `figures` are the values the answer quotes and nothing else. What the data cannot say is
 * said in words, with what would make it answerable: never a guessed number.
 */

import { SHIFT_LABELS } from '../analytics/format.ts';
import type { Quadrant } from '../analytics/menu-engineering.ts';
import {
  type CategoryMember,
  categoryShareOfSalesPct,
  otherSalesCents,
  salesTaxCents,
  ticketPerCoverCents,
} from '../analytics/sales.ts';
import { addDays } from '../calendar-dates.ts';
import type { AlertsAttributes as AlertsBody } from '../responses/alerts.ts';
import type { MenuEngineeringAttributes, SalesSummaryAttributes } from '../responses/intelligence.ts';
import type { Shift } from '../vocabulary.ts';
import { alertSubjectAsked } from './alert-subject-words.ts';
import { alertSubjectAnswer, priceChangesAsked, titlesSentence } from './alert-subjects.ts';
import { BEST_DAY_PLAN } from './best-day.ts';
import { bestPeriodPlanFor } from './best-period.ts';
import { bestProfitPlanFor } from './best-profit-period.ts';
import { calendarPlanFor } from './calendar-days.ts';
import { capturesPlanFor } from './captures.ts';
import { cashierShortagesSentence, corteTimeSentence, whoClosedSentence } from './cash-closer.ts';
import { asksDeposit, depositSentence } from './cash-deposit.ts';
import { cashMovementsAnswer } from './cash-movements.ts';
import { periodCashVariance } from './cash-variance.ts';
import {
  asksCashierRanking,
  asksCashMovements,
  asksCorteTime,
  asksOverages,
  asksRegisterClosed,
  asksWhoClosed,
} from './cash-words.ts';
import { COMPARISON_PLAN } from './comparison.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type Composed,
  hasData,
  type IntentPlan,
  list,
  periodQuery,
  read,
  resultAt,
  when,
} from './compose.ts';
import { benchmarkSentence, COST_PLANS } from './cost-answers.ts';
import { asksDaysOpen, coverageAt, coverageNote, daysOpenAnswer, daysReadOf } from './coverage.ts';
import { missingCutsNote } from './cut-days.ts';
import type { DateRange } from './dates.ts';
import { DAYPART_INTENTS, dayPartsSentence, daypartPlanFor } from './daypart.ts';
import { dishTrendPlanFor } from './dish-trend.ts';
import { menuItemNamed } from './dishes.ts';
import { beyondHorizon, FORECAST_PLANS, isForecastIntent } from './forecast.ts';
import { comparesWithDay, FORECAST_VERSUS_PLAN } from './forecast-versus.ts';
import {
  asksIva,
  asksShare,
  asksTaxesOwed,
  CATEGORY_WORDS,
  categoryTypeSold,
  day,
  namedCategoryType,
  namedCategoryTypes,
  period,
  sentence,
} from './format.ts';
import { closedGoalSentence } from './goal-reached.ts';
import { ingredientPricePlanFor } from './ingredient-prices.ts';
import type { CostRatioIntent, Intent } from './intents.ts';
import { ivaBalanceSentence } from './iva-balance.ts';
import { KPIS_PLAN } from './kpis.ts';
import { LAST_HOURS_CLOSED } from './last-hours-closed.ts';
import { asksGapToDay, LIVE_AGAINST_DAY, LIVE_PLANS } from './live.ts';
import { liveAlertsSaid, liveOnly } from './live-alerts.ts';
import { LIVE_DAYPART } from './live-daypart.ts';
import { asksTableTime, LIVE_TABLE_TIMES } from './live-table-times.ts';
import { lossesAnswer } from './losses-answer.ts';
import { asksLossesCompared, lossesComparedAnswer } from './losses-compared.ts';
import { asksJudgment, lossesJudged } from './losses-judged.ts';
import { lowerFoodCostPlanFor } from './lower-food-cost.ts';
import { menuPoolOf, noCourse, QUADRANT_WORDS } from './menu-course.ts';
import { lostSalesUnknown, orderKindAsked, orderKindUnknown } from './order-kind.ts';
import { paydayPlanFor } from './payday.ts';
import { paymentMixAnswer, tipsAnswer } from './payment-mix.ts';
import { perSpanSentence } from './per-span.ts';
import { PURCHASE_PLAN } from './purchase-period.ts';
import { RANKING_PLANS } from './rankings.ts';
import { type AssistantResults, LOSSES_READ, type ReadRequest } from './reads.ts';
import { refusalText } from './refusals.ts';
import { GOAL_UNKNOWN, namesGoalWithoutAmount } from './sales-goal.ts';
import { asksLastHours } from './so-far-words.ts';
import { coversUnknown, openTablesAfterClose } from './table-words.ts';
import { normalize } from './text.ts';
import { asksTheft, theftAnswer } from './theft.ts';
import { asksPerPerson } from './ticket-comparison.ts';
import { weekPartsPlanFor } from './week-parts.ts';
import { weekdayDaypartPlanFor } from './weekday-daypart.ts';
import { weekdayDishPlanFor } from './weekday-dish.ts';
import { weekdayHoursPlanFor } from './weekday-hours.ts';
import { weekdayPairPlanFor } from './weekday-pair.ts';
import { weekdaysOfPeriodPlanFor } from './weekday-period.ts';
import { weekdayPlanFor } from './weekday-profile.ts';
import { WHY_PLAN } from './why.ts';
import { costWhyPlanFor } from './why-cost.ts';

export {
  Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type Composed,
  type Figure,
  type IntentPlan,
} from './compose.ts';

function salesPlan(
  compose: (
    summary: SalesSummaryAttributes,
    context: ComposeContext,
    answer: Answer,
    outcomes: readonly AnyReadOutcome[],
  ) => string,
  followUps: readonly string[],
): IntentPlan {
  return {
    reads: read('intelligence-sales-summary'),
    defaultPeriod: 'yesterday',
    usesPeriod: true,
    compose: (results, context, answer, outcomes) =>
      compose(results['intelligence-sales-summary']!.attributes, context, answer, outcomes),
    followUps,
  };
}

/**
 * The corte Z's POS shifts; without them, that it did not split them, the total, and the parts of
 * the day from the hours (a second read, thenReads) as what it can give.
 */
function bySalesShift(
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const shifts = Object.entries(summary.by_shift).filter(([, figures]) => figures.sales_cents !== null);
  const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
  if (shifts.length === 0) {
    const hours = resultAt(outcomes, 1, 'intelligence-sales-by-hour')?.attributes;
    const byHours =
      dayPartsSentence(hours, answer) ||
      ' Por horas sí la tengo: pregúntame por la mañana, la tarde o la noche.';
    return `Tu punto de venta mandó la venta ${when(context)} sin separar por turno, así que no puedo dividirla; el total fue ${total}. Para verla por turno, el POS debe mandar un resumen de ventas por turno (desayuno, comida, cena o bar).${byHours}`;
  }
  // "¿Cuánto vendí en la comida?": the shift asked leads; one the corte did not send is said so.
  const asked = shiftAsked(context.question);
  if (asked !== null) shifts.sort(([a], [b]) => Number(b === asked) - Number(a === asked));
  const unsent =
    asked !== null && !shifts.some(([shift]) => shift === asked)
      ? `Tus cortes ${when(context)} no traen la venta de ${SHIFT_LABELS[asked]} aparte. `
      : '';
  const parts = shifts.map(([shift, figures]) => {
    const label = SHIFT_LABELS[shift as Shift] ?? shift;
    const sales = answer.money(`by_shift.${shift}.sales_cents`, `Venta de ${label}`, figures.sales_cents!);
    const covers =
      figures.covers === null
        ? ''
        : ` (${answer.count(`by_shift.${shift}.covers`, `Comensales de ${label}`, figures.covers)} comensales)`;
    return `${label} ${sales}${covers}`;
  });
  return `${unsent}${sentence(when(context))} vendiste ${total}: ${list(parts)}.`;
}

/** The POS shift a question names: "desayuno", "en la comida" (lunch, not the food type), "cena". */
function shiftAsked(question: string): 'breakfast' | 'lunch' | 'dinner' | null {
  const text = normalize(question);
  if (/\bdesayunos?\b/.test(text)) return 'breakfast';
  if (/\b(en la|hora de la) comida\b/.test(text)) return 'lunch';
  return /\bcenas?\b/.test(text) ? 'dinner' : null;
}

/** "¿Llegué a la meta ayer?": no goal is kept, so it is asked for first; the sales after it. */
function salesTotalAnswer(
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  // "¿Cuánto vendí para llevar?": no read keeps the kind of order; said before the total. "A
  // domicilio" reads the cortes too, for what the delivery apps were paid.
  const cortes =
    orderKindAsked(context.question) === 'a domicilio'
      ? resultAt(outcomes, 2, 'intelligence-sales-reconciliation')
      : null;
  const delivery = cortes?.attributes.totals.delivery_sales_cents ?? null;
  const apps =
    delivery === null ? null : answer.money('delivery_sales_cents', 'Cobrado por apps de entrega', delivery);
  const unknown = `${orderKindUnknown(context.question, apps)}${lostSalesUnknown(context.question)}`;
  const figures = `${unknown}${salesTotalFigures(summary, context, answer, outcomes)}`;
  return namesGoalWithoutAmount(context.question) ? `${GOAL_UNKNOWN} ${figures}` : figures;
}

/** The sales total, and then how many of the period's days opened when not all did (coverage.ts). */
function salesTotalFigures(
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  if (asksIva(context.question)) return salesTaxAnswer(summary, context, answer, outcomes);
  const daysOpen = asksDaysOpen(context.question) ? daysOpenAnswer(outcomes, 1, context, answer) : null;
  if (daysOpen !== null) return daysOpen;
  // "¿Cuánto vendí de comida y cuánto de bebida?": several types named are the whole split below.
  const types = namedCategoryTypes(context.question);
  const oneType = types.length <= 1;
  const shareOf = oneType && asksShare(context.question) ? (types[0] ?? null) : null;
  if (shareOf !== null && summary.total_sales_cents > 0)
    return categoryShareAnswer(summary, shareOf, context, answer) + periodDaysNote(context, answer, outcomes);
  const sold = oneType ? categoryTypeSold(context.question) : null;
  if (sold !== null && summary.total_sales_cents > 0)
    return (
      categoryShareAnswer(summary, sold, context, answer, 'amount') +
      periodDaysNote(context, answer, outcomes)
    );
  const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
  const parts: string[] = [];
  if (summary.food_sales_cents !== null)
    parts.push(`alimentos ${answer.money('food_sales_cents', 'Alimentos', summary.food_sales_cents)}`);
  if (summary.beverage_sales_cents !== null)
    parts.push(`bebidas ${answer.money('beverage_sales_cents', 'Bebidas', summary.beverage_sales_cents)}`);
  if (summary.bar_sales_cents !== null)
    parts.push(`bar ${answer.money('bar_sales_cents', 'Bar', summary.bar_sales_cents)}`);
  const other = otherSalesCents(summary);
  if (other !== null) parts.push(`otros ${answer.money('other_sales_cents', 'Otros', other)}`);
  const split = parts.length > 0 ? `: ${list(parts)}` : '';
  const note = periodDaysNote(context, answer, outcomes);
  // "¿Cuánto vendí ayer sin IVA?": that figure first, the total and its split (with IVA) after it.
  if (/\bsin iva\b/.test(normalize(context.question)) && summary.total_sales_no_iva_cents !== null) {
    const net = answer.money('total_sales_no_iva_cents', 'Venta sin IVA', summary.total_sales_no_iva_cents);
    const goal = closedGoalSentence(
      context.question,
      summary.total_sales_no_iva_cents,
      'sin IVA',
      answer,
      context.range.to,
    );
    const weekly = perSpanSentence(
      'week',
      summary.total_sales_no_iva_cents,
      SALES_PER_WEEK.without,
      context,
      answer,
    );
    return `${sentence(when(context))} vendiste ${net} sin IVA (${total} con IVA${split}).${weekly}${goal}${note}`;
  }
  // "¿Llegué a los 50 mil ayer?": the goal against the total said first.
  const goal = closedGoalSentence(
    context.question,
    summary.total_sales_cents,
    'con IVA',
    answer,
    context.range.to,
  );
  const weekly = perSpanSentence('week', summary.total_sales_cents, SALES_PER_WEEK.with, context, answer);
  return `${sentence(when(context))} vendiste ${total} con IVA${withoutIva(summary, answer)}${split}.${weekly}${goal}${note}`;
}

/** "¿Cuánto vendí en agosto por semana?": the period's sales as a week's worth (per-span.ts). */
const SALES_PER_WEEK = {
  with: {
    key: 'sales_per_week_cents',
    label: 'Venta por semana',
    whose: 'la venta del periodo',
    basis: 'con IVA',
  },
  without: {
    key: 'sales_no_iva_per_week_cents',
    label: 'Venta sin IVA por semana',
    whose: 'la venta del periodo',
    basis: 'sin IVA',
  },
};

/** How many of the period's days opened, when not all did; one period, already named, so not again. */
function periodDaysNote(
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const coverage = coverageAt(outcomes, 1, context.range, context.today);
  return coverage === null ? '' : coverageNote([{ coverage, prefix: '' }], context.today, answer, false);
}

const TYPE_SUBJECT = {
  food: 'los alimentos fueron',
  beverage: 'las bebidas fueron',
  bar: 'el bar fue',
} as const;

/**
 * A category type's sales and share of the total (`categoryShareOfSalesPct`), with IVA: the share
 * first when a share was asked ("¿qué porcentaje son bebidas?"), the amount first when the type's
 * sales were ("¿cuánto vendí de bebidas?"); said so when the POS did not split the type.
 */
function categoryShareAnswer(
  summary: SalesSummaryAttributes,
  type: keyof typeof TYPE_SUBJECT,
  context: ComposeContext,
  answer: Answer,
  lead: 'share' | 'amount' = 'share',
): string {
  const member: CategoryMember = `${type}_sales_cents`;
  const share = categoryShareOfSalesPct(summary, member);
  const cents = summary[member];
  const words = CATEGORY_WORDS[type];
  if (cents === null || share === null) {
    const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
    return `${sentence(when(context))} vendiste ${total} con IVA; tu punto de venta no separó la venta de ${words} (${member}), así que no sé qué parte fue.`;
  }
  const money = () => answer.money(member, `Venta de ${words}`, cents);
  const pct = () => answer.pct(`${type}_sales_pct`, `Parte de ${words} en la venta`, share);
  const total = () => answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
  // The figures recorded in the order the sentence says them.
  if (lead === 'amount')
    return `${sentence(when(context))} vendiste ${money()} de ${words}, con IVA: el ${pct()} de tu venta de ${total()}.`;
  return `${sentence(when(context))} ${TYPE_SUBJECT[type]} el ${pct()} de tu venta: ${money()} de ${total()}, con IVA.`;
}

/**
 * The IVA charged on the period's sales (`salesTaxCents`, analytics/sales.ts) with the two totals it
 * is the difference of, then the IVA its purchases state subtracted (iva-balance.ts; since
 * 2026-12-06, before said not to be received).
 */
function salesTaxAnswer(
  summary: SalesSummaryAttributes,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
  const tax = salesTaxCents(summary);
  const note = periodDaysNote(context, answer, outcomes);
  if (tax === null)
    return `${sentence(when(context))} vendiste ${total} con IVA; tu punto de venta no mandó la venta sin IVA (total_sales_no_iva_cents), así que no puedo separar el IVA.${note}`;
  const shownTax = answer.money('iva_cents', 'IVA cobrado', tax);
  const net = answer.money('total_sales_no_iva_cents', 'Venta sin IVA', summary.total_sales_no_iva_cents!);
  // The food-cost read, last of the plan's reads when the IVA is asked (PLANS.sales_total).
  const balance = ivaBalanceSentence(tax, outcomes.at(-1), context, answer);
  // Asked of the SAT or the taxes, not the IVA: the rest of what goes to the SAT is not in the data.
  const isr = asksTaxesOwed(context.question) ? NO_ISR : '';
  return `${sentence(when(context))} cobraste ${shownTax} de IVA: vendiste ${total} con IVA y ${net} sin IVA.${balance}${isr}${note}`;
}

/** What the SAT also takes, which the service does not compute. */
const NO_ISR =
  ' Eso es el IVA; el ISR depende de tu régimen y de tu utilidad, y no lo calculo: tu contador lo saca de tu estado de resultados.';

/** "¿Cuál fue el ticket más alto?", "¿la cuenta más baja?": one bill ranked, not the average. */
const asksOneBill = (question: string) =>
  /\b(ticket|tiket|cuenta|mesa)s? (mas|de mayor|de menor) ?(alt|baj|grand|chic|car)|\b(que|cual) (mesa|cuenta)\b.*\b(mas|menos)\b/.test(
    normalize(question),
  );

/** Said before the average when one bill is asked: the service keeps tables by day, not each bill. */
const NO_SINGLE_BILL =
  'No guardo cada cuenta por separado, así que no sé cuál fue la más alta ni la más baja; te doy el promedio. ';

/** The period's alerts: how many, then their titles, the red ones first (alert-subjects.ts). */
function alertsAnswer(body: AlertsBody, context: ComposeContext, answer: Answer): string {
  const total = answer.count('total_count', 'Alertas', body.total_count);
  const head = `tienes ${total} ${body.total_count === 1 ? 'alerta' : 'alertas'} ${when(context)}`;
  return (
    redAsked(body, context) + titlesSentence(body.alerts, head, answer, ['critical_count', 'Alertas rojas'])
  );
}

/**
 * "¿Hay alguna alerta roja?": yes or no first (since 2026-12-07; before, the alerts counted with no
 * answer to it, so 13 yellow and blue ones read as a yes). '' when the red ones are not asked.
 */
function redAsked(body: AlertsBody, context: ComposeContext): string {
  if (!/\b(rojas?|en rojo|criticas?|graves?|urgentes?)\b/.test(normalize(context.question))) return '';
  return body.alerts.some((alert) => alert.severity === 'red') ? 'Sí. ' : 'No, ninguna en rojo. ';
}

/** The average ticket per table (the summary's), or per diner when asked so, with what it divides. */
function avgTicketAnswer(summary: SalesSummaryAttributes, context: ComposeContext, answer: Answer): string {
  const average = averageTicket(summary, context, answer);
  return asksOneBill(context.question) ? NO_SINGLE_BILL + average : average;
}

function averageTicket(summary: SalesSummaryAttributes, context: ComposeContext, answer: Answer): string {
  const perCover = ticketPerCoverCents(summary);
  if (asksPerPerson(context.question) && perCover !== null && summary.covers_total !== null) {
    const ticket = answer.money('ticket_per_cover_cents', 'Ticket promedio por persona', perCover);
    const total = answer.money('total_sales_cents', 'Venta total', summary.total_sales_cents);
    const covers = answer.count('covers_total', 'Comensales', summary.covers_total);
    return sentence(
      `tu ticket promedio por persona ${when(context)} fue de ${ticket}: ${total} con IVA entre ${covers} comensales.`,
    );
  }
  const noCovers = asksPerPerson(context.question)
    ? `Tu punto de venta no mandó comensales ${when(context)} (covers), así que no tengo el ticket por persona. `
    : '';
  if (summary.avg_ticket_cents === null) {
    return `${noCovers}No puedo calcular el ticket promedio ${when(context)}: el resumen de ventas no trae mesas atendidas (tables_served).`;
  }
  const ticket = answer.money('avg_ticket_cents', 'Ticket promedio por mesa', summary.avg_ticket_cents);
  const tables =
    summary.tables_served_total === null
      ? ''
      : ` (${answer.count('tables_served_total', 'Mesas atendidas', summary.tables_served_total)} mesas)`;
  let text = `${noCovers}${sentence(`tu ticket promedio ${when(context)} fue de ${ticket} por mesa${tables}.`)}`;
  if (summary.avg_pax !== null) {
    text += ` En promedio se sentaron ${answer.count('avg_pax', 'Personas por mesa', summary.avg_pax, 'number')} personas por mesa.`;
  }
  return text;
}

/**
 * " ($37,759.48 sin IVA)" beside a total with IVA, as Ventas shows both: the figure the forecast and
 * the cost ratios use, so an owner can set one beside the other; '' when the corte Z did not send it.
 */
function withoutIva(summary: SalesSummaryAttributes, answer: Answer): string {
  if (summary.total_sales_no_iva_cents === null) return '';
  const net = answer.money('total_sales_no_iva_cents', 'Venta sin IVA', summary.total_sales_no_iva_cents);
  return ` (${net} sin IVA)`;
}

/** The diners and tables served of the period, and the diners per table. */
function coversAnswer(summary: SalesSummaryAttributes, context: ComposeContext, answer: Answer): string {
  if (summary.covers_total === null && summary.tables_served_total === null) {
    return `Tu punto de venta no mandó comensales ni mesas ${when(context)} (covers y tables_served del resumen de ventas), así que no los tengo.`;
  }
  const parts: string[] = [];
  if (summary.covers_total !== null)
    parts.push(`${answer.count('covers_total', 'Comensales', summary.covers_total)} comensales`);
  if (summary.tables_served_total !== null)
    parts.push(
      `${answer.count('tables_served_total', 'Mesas atendidas', summary.tables_served_total)} mesas`,
    );
  let text = `${sentence(when(context))} atendiste ${parts.join(' en ')}.`;
  if (summary.avg_pax !== null) {
    text += ` Son ${answer.count('avg_pax', 'Personas por mesa', summary.avg_pax, 'number')} personas por mesa en promedio.`;
  }
  return text;
}

export const PLANS: Record<Intent, IntentPlan> = {
  ...FORECAST_PLANS,
  ...COST_PLANS,
  best_day: BEST_DAY_PLAN,
  sales_total: {
    ...salesPlan(salesTotalAnswer, [
      '¿Y contra el periodo anterior?',
      '¿Quién fue mi mejor mesero?',
      '¿Cuál fue mi hora pico?',
    ]),
    // The period's days beside its summary: how many opened; "a domicilio", the cortes' apps too.
    reads: (range, _base, question) => [
      ...read('intelligence-sales-summary')(range),
      daysReadOf(range),
      ...(orderKindAsked(question) === 'a domicilio' ? read('intelligence-sales-reconciliation')(range) : []),
      // "¿Cuánto IVA tengo que pagar?": the IVA its purchases state, to subtract (iva-balance.ts).
      ...(asksIva(question) ? read('intelligence-food-cost')(range) : []),
    ],
  },
  sales_comparison: COMPARISON_PLAN,
  sales_by_shift: {
    ...salesPlan(bySalesShift, ['¿Cuál fue mi hora pico?', '¿Cuántos comensales tuve?']),
    // "¿Qué turno vende más?", "¿cuál es mi mejor turno?": a habit, the last 28 closed days, as the
    // peak hour's (since 2026-12-06; before, yesterday's shifts).
    habitPeriod: 'last_28_days',
    // No shift in the corte Z: the hours say the parts of the day instead (daypart.ts).
    thenReads: (results, range) => {
      const summary = results['intelligence-sales-summary']?.attributes;
      const none =
        summary !== undefined &&
        Object.values(summary.by_shift).every((figures) => figures.sales_cents === null);
      return none ? read('intelligence-sales-by-hour')(range) : [];
    },
  },
  avg_ticket: salesPlan(avgTicketAnswer, ['¿Cuántos comensales tuve?', '¿Y contra el periodo anterior?']),
  covers_tables: salesPlan(
    (summary, context, answer) =>
      `${coversUnknown(context.question)}${openTablesAfterClose(context.question, context.range, context.today)}${coversAnswer(summary, context, answer)}`,
    ['¿Y el ticket promedio?', '¿Cuánto vendí?'],
  ),
  ...RANKING_PLANS,
  why_change: WHY_PLAN,
  tips: {
    reads: read('intelligence-sales-reconciliation'),
    defaultPeriod: 'yesterday',
    usesPeriod: true,
    // By waiter is best_waiter's (waiter-metrics.ts, from the live tables), which says when it cannot.
    compose: (results, context, answer) =>
      tipsAnswer(results['intelligence-sales-reconciliation']!.attributes, context, answer),
    followUps: ['¿Quién fue mi mejor mesero?', '¿Cuánto fue en efectivo y cuánto con tarjeta?'],
  },
  payment_mix: {
    reads: read('intelligence-sales-reconciliation'),
    defaultPeriod: 'yesterday',
    usesPeriod: true,
    compose: (results, context, answer) => {
      const { totals, records } = results['intelligence-sales-reconciliation']!.attributes;
      return `${paymentMixAnswer(totals, context, answer)}${missingCutsNote(records, context, answer)}`;
    },
    followUps: ['¿Me faltó o me sobró dinero en caja?', '¿Cuánto dejaron de propina?'],
  },
  cash_variance: {
    reads: read('intelligence-sales-reconciliation'),
    seeAlso: read('intelligence-kpis'),
    defaultPeriod: 'yesterday',
    usesPeriod: true,
    compose: (results, context, answer) => {
      const reconciliation = results['intelligence-sales-reconciliation']!;
      // "¿A qué hora cerré caja?": when the cortes were taken, not their difference.
      const { records } = reconciliation.attributes;
      if (asksCorteTime(context.question) && records.length > 0)
        return corteTimeSentence(records, context.today, answer);
      // "¿Qué cajero tiene más faltantes?": the cashiers ranked, not the period's difference.
      if (asksCashierRanking(context.question))
        return cashierShortagesSentence(
          records,
          { overages: asksOverages(context.question), when: when(context) },
          answer,
        );
      // "¿Quién cerró la caja ayer?": the corte's cashier first, then its difference.
      const who = asksWhoClosed(context.question)
        ? whoClosedSentence(reconciliation.attributes.records, context.today, answer)
        : '';
      // "¿Ya cerré caja?" once today's corte Z is in: yes, then its difference.
      const closed =
        asksRegisterClosed(context.question) && context.range.from === context.today
          ? 'Sí: el corte Z de hoy ya llegó. '
          : '';
      return `${closed}${who}${cashVarianceAnswer(reconciliation, context, answer)}`;
    },
    followUps: ['¿Cuánto fue en efectivo y cuánto con tarjeta?', '¿Tengo alertas?'],
  },
  cash_balance: {
    // A closed day: the cuts' cash sales and the drawer's difference (today reads live.ts); the
    // drawer's movements asked, the cash ledger's (cash-movements.ts).
    // A deposit reads the ledger too: what the back office paid out of the drawer (cash-deposit.ts).
    reads: (range, _base, question) =>
      asksCashMovements(question)
        ? read('intelligence-cash-flow')(range)
        : [
            ...read('intelligence-sales-reconciliation')(range),
            ...(asksDeposit(question) ? read('intelligence-cash-flow')(range) : []),
          ],
    defaultPeriod: 'today',
    usesPeriod: true,
    compose: (results, context, answer) => {
      const ledger = results['intelligence-cash-flow'];
      if (ledger !== undefined && asksCashMovements(context.question))
        return cashMovementsAnswer(ledger.attributes, context, answer);
      const { totals, records } = results['intelligence-sales-reconciliation']!.attributes;
      if (totals.cash_sales_cents === null)
        return `Tus cortes ${when(context)} no separan las ventas en efectivo (cash_sales del corte Z).`;
      const missing = missingCutsNote(records, context, answer);
      if (asksDeposit(context.question))
        return `${depositSentence(totals, context, answer, ledger?.attributes.outflows)}${missing}`;
      const cash = answer.money('cash_sales_cents', 'Ventas en efectivo', totals.cash_sales_cents);
      let text = `${sentence(when(context))} tus cortes registraron ${cash} de ventas en efectivo`;
      if (totals.variance_cents !== null && totals.variance_cents !== 0) {
        const amount = answer.money('variance_cents', 'Diferencia de caja', totals.variance_cents);
        text += `, y al contar la caja hubo un ${totals.variance_cents < 0 ? 'faltante' : 'sobrante'} de ${amount}`;
      } else if (totals.variance_cents === 0) {
        text += `, y la caja cuadró (${answer.money('variance_cents', 'Diferencia de caja', 0)} de diferencia)`;
      }
      return `${text}.${missing}`;
    },
    followUps: ['¿Cuánto efectivo debe haber en caja hoy?', '¿Cuánto fue en efectivo y cuánto con tarjeta?'],
  },
  kpis: KPIS_PLAN,
  alerts: {
    reads: read('intelligence-alerts'),
    // Today's: the live alerts too, the pace's among them, as Hoy shows them (live-alerts.ts).
    thenReads: (_results, range, { today }) =>
      range.to === today ? [{ read: 'live-alerts-active', query: {} }] : [],
    liveToday: true,
    defaultPeriod: 'last_7_days',
    usesPeriod: true,
    compose: (results, context, answer, outcomes) => {
      const body = results['intelligence-alerts']!.attributes;
      if (asksTheft(context.question)) return theftAnswer(body, context, answer);
      const subject = alertSubjectAsked(context.question);
      const live = liveAlertsSaid(
        liveOnly(resultAt(outcomes, 1, 'live-alerts-active')?.attributes, body, subject),
      );
      const stored =
        subject === null ? body.alerts : body.alerts.filter((alert) => subject.types.includes(alert.type));
      if (live !== '' && stored.length === 0) return `${live} Del cierre y de tus costos no hay otras.`;
      const said =
        subject !== null
          ? alertSubjectAnswer(body, subject, context, answer)
          : body.total_count === 0
            ? `No tienes alertas ${when(context)}: todo en orden.`
            : alertsAnswer(body, context, answer);
      return live === '' ? said : `${said} ${live}`;
    },
    followUps: ['¿Me faltó dinero en caja?', '¿Cuántas cancelaciones hubo?'],
  },
  cancellations_discounts: {
    // "¿Está alto?": the period's sales too, to say the shares the alerts judge (losses-judged.ts).
    // "¿Hubo más cancelaciones que el sábado pasado?": the base's too, second (losses-compared.ts).
    reads: (range, base, question): ReadRequest[] => [
      { read: LOSSES_READ, query: periodQuery(range) },
      ...(asksLossesCompared(question) ? [{ read: LOSSES_READ, query: periodQuery(base) } as const] : []),
      { read: 'intelligence-alerts', query: periodQuery(range) },
      ...(asksJudgment(question) ? read('intelligence-sales-summary')(range) : []),
    ],
    defaultPeriod: 'yesterday',
    // "¿Cuánto pierdo por cancelaciones?": a habit is the last 28 days, not yesterday.
    habitPeriod: 'last_28_days',
    usesPeriod: true,
    // "¿Hubo descuentos o cambios de precio?": the price changes out of range after (alert-subjects.ts).
    compose: (results, context, answer, outcomes) => {
      const now = results[LOSSES_READ]!.attributes;
      const before = asksLossesCompared(context.question) ? resultAt(outcomes, 1, LOSSES_READ) : null;
      const said =
        before === null
          ? lossesAnswer(now, context, answer)
          : lossesComparedAnswer(now, before.attributes, context, answer);
      return `${said}${judgedIfAsked(results, context, answer)}${priceChangesAsked(results, context, answer)}`;
    },
    followUps: ['¿Tengo alertas?', '¿Quién fue mi mejor mesero?'],
  },
  menu_remove: menuPlan('dog', 'quitar'),
  menu_promote: menuPlan('puzzle', 'promover'),
  menu_price: menuPlan('plowhorse', 'subirle el precio'),
  menu_stars: menuPlan('star', 'cuidar'),
  menu_matrix: {
    reads: read('intelligence-menu-engineering'),
    defaultPeriod: 'last_28_days',
    usesPeriod: true,
    compose: (results, context, answer) => {
      const menu = results['intelligence-menu-engineering']!;
      const { summary } = menu.attributes;
      const parts = [
        `${answer.count('stars_count', 'Estrellas', summary.stars_count)} ${summary.stars_count === 1 ? 'estrella' : 'estrellas'}`,
        `${answer.count('puzzles_count', 'Rompecabezas', summary.puzzles_count)} rompecabezas`,
        `${answer.count('plowhorses_count', 'Caballos de batalla', summary.plowhorses_count)} ${summary.plowhorses_count === 1 ? 'caballo de batalla' : 'caballos de batalla'}`,
        `${answer.count('dogs_count', 'Perros', summary.dogs_count)} ${summary.dogs_count === 1 ? 'perro' : 'perros'}`,
      ];
      return `${sentence(`con las ventas ${when(context)}, tu menú tiene ${list(parts)}.`)}`;
    },
    followUps: ['¿Qué platillo debería quitar?', '¿Qué platillo debería promover?'],
  },
  purchase_suggestions: PURCHASE_PLAN,
};

/** The shares of the sales, when the question asks whether the losses are high (losses-judged.ts). */
function judgedIfAsked(results: Partial<AssistantResults>, context: ComposeContext, answer: Answer): string {
  if (!asksJudgment(context.question)) return '';
  const summary = results['intelligence-sales-summary'];
  return lossesJudged(
    results[LOSSES_READ]!.attributes,
    summary?.attributes.total_sales_cents ?? null,
    answer,
  );
}

type MenuItem = MenuEngineeringAttributes['items'][number];

/**
 * "¿Le subo el precio al taco de pastor?": the dish named, in its own quadrant, said against the
 * advice asked ("Tacos al pastor es tu estrella …: no es el que conviene subirle el precio"), with
 * its own advice (since 2026-12-06; before, the quadrant's dishes, the one named unsaid).
 */
function dishQuadrantAnswer(
  dish: MenuItem,
  asked: { quadrant: Quadrant; verb: string },
  context: ComposeContext,
  answer: Answer,
): string {
  const name = answer.name('dish', 'Platillo', dish.item_name);
  if (dish.quadrant === null)
    return `${name} no tiene costo en el catálogo, así que no lo puedo clasificar: captura su costo y te digo si conviene ${asked.verb}.`;
  const own = QUADRANT_WORDS[dish.quadrant];
  const is = `${sentence(`con las ventas ${when(context)}, ${name} es ${answer.name('dish_quadrant', 'Cuadrante', own.one)} (${own.why[0]})`)}`;
  const fits = dish.quadrant === asked.quadrant;
  return `${is}${fits ? `: sí conviene ${asked.verb}.` : `: no es el que conviene ${asked.verb}.`} ${own.advice[0]}`;
}

/**
 * " Tienes 4 perros: estos son los que menos se venden; los demás están en ingeniería de menú.": a
 * quadrant said by its first three is not said whole (since 2026-12-07; before, unsaid).
 */
function quadrantRest(quadrant: Quadrant, all: number, answer: Answer): string {
  const count = answer.count(`${quadrant}s_in_pool`, QUADRANT_WORDS[quadrant].many, all);
  const which = quadrant === 'dog' ? 'los que menos se venden' : 'los que más se venden';
  return ` Tienes ${count} ${QUADRANT_WORDS[quadrant].many}: estos son ${which}; los demás están en ingeniería de menú.`;
}

function menuPlan(quadrant: Quadrant, verb: string): IntentPlan {
  const words = QUADRANT_WORDS[quadrant];
  return {
    reads: read('intelligence-menu-engineering'),
    defaultPeriod: 'last_28_days',
    usesPeriod: true,
    compose: (results, context, answer) => {
      const menu = results['intelligence-menu-engineering']!;
      // "¿Le subo el precio al taco de pastor?": that dish's own quadrant, said against the one asked.
      const dish = menuItemNamed(context.question, menu.attributes.items);
      if (dish !== null) return dishQuadrantAnswer(dish, { quadrant, verb }, context, answer);
      // "¿Qué bebida debería quitar?": the quadrant among the drinks (quadrants are per type anyway).
      const asked = menuPoolOf(context, menu.attributes.items);
      if ('missing' in asked) return noCourse(asked.missing, menu.attributes.items, `uno que ${verb}`);
      const items = asked.items
        .filter((item) => item.quadrant === quadrant)
        .sort((a, b) =>
          quadrant === 'dog'
            ? a.quantity_sold - b.quantity_sold || a.item_name.localeCompare(b.item_name, 'es')
            : b.quantity_sold - a.quantity_sold || a.item_name.localeCompare(b.item_name, 'es'),
        );
      const unclassified = asked.items.filter((item) => item.quadrant === null).length;
      const missing =
        unclassified > 0
          ? ` Ojo: ${answer.count('unclassified_count', 'Productos sin costo', unclassified)} ${unclassified === 1 ? 'producto no tiene costo en el catálogo y no lo pude clasificar' : 'productos no tienen costo en el catálogo y no los pude clasificar'}.`
          : '';
      if (items.length === 0) {
        return `Con las ventas ${when(context)}${asked.name === null ? '' : ` en ${asked.name.toLowerCase()}`} ningún platillo cae en ${words.many}, así que no tengo uno que ${verb}.${missing}`;
      }
      const shown = items.slice(0, 3);
      const names = shown.map((item, index) =>
        answer.name(`${quadrant}_${index + 1}`, words.one, item.item_name),
      );
      const plural = shown.length === 1 ? 0 : 1;
      const among = asked.name === null ? '' : `en ${asked.name.toLowerCase()}, `;
      const rest = items.length > shown.length ? quadrantRest(quadrant, items.length, answer) : '';
      return `${sentence(`${among}con las ventas ${when(context)}, ${words.lead[plural]} ${list(names)} (${words.why[plural]}).`)}${rest} ${words.advice[plural]}${missing}`;
    },
    followUps:
      quadrant === 'dog'
        ? ['¿Qué platillo debería promover?', '¿Cuál fue el platillo más vendido?']
        : ['¿Qué platillo debería quitar?', '¿Cuál fue el platillo más vendido?'],
  };
}

/**
 * "¿Cómo vamos hoy contra el viernes pasado?" on a Friday: today against the same weekday a week
 * earlier, which is the comparison the live sales make at the same hour (live.ts).
 */
const againstLastWeeksDay = (intent: Intent, range: DateRange, base: DateRange) =>
  intent === 'sales_comparison' &&
  range.from === range.to &&
  base.from === base.to &&
  base.from === addDays(range.from, -7);

/**
 * "¿Cómo voy contra ayer?", "¿cómo voy contra la Nochebuena pasada?": today against another past
 * day (live.ts LIVE_AGAINST_DAY; any day since 2026-12-06, before yesterday alone and the rest
 * refused as not closed).
 */
const againstPastDay = (intent: Intent, range: DateRange, base: DateRange) =>
  intent === 'sales_comparison' && range.from === range.to && base.from === base.to && base.from < range.from;

/**
 * The plans that may answer an intent over a period, in the order to try them: the first whose
 * first read has a built day answers, the last answers whatever it finds. Today alone, when the
 * intent has a live plan (live.ts: cash and sales, as Hoy shows them), reads the day's cubes first
 * (once its corte Z is built they are the day's truth, and a POS that sends only the end of day
 * leaves the live feed empty), then the live figures; a part of today ("¿cómo va la tarde?") reads
 * its sales by hour, then the live tables by hour (live-daypart.ts); a table's time today, the
 * live tables' times (live-table-times.ts). A sales forecast with another day as its base
 * ("¿voy a vender más mañana que hoy?") is the comparison of the two (forecast-versus.ts); a why of
 * a weekday's habit ("¿por qué los sábados vendo más?") is its profile, and "¿qué día de la semana
 * vendo más?" names that weekday (weekday-profile.ts); "¿a qué hora vendo más los sábados?" is the
 * peak hour of the weekday's days (weekday-hours.ts); a why of a cost ratio ("¿por qué subió mi
 * costo de alimentos?") is that ratio's (why-cost.ts).
 */
export function plansFor(
  intent: Intent,
  range: DateRange,
  today: string,
  base = range,
  question = '',
  /** The cost ratio a why compares when the conversation named it (understand.ts). */
  figure?: CostRatioIntent,
): IntentPlan[] {
  if (comparesWithDay(intent, range, base)) return [FORECAST_VERSUS_PLAN];
  const isToday = range.from === today && range.to === today;
  // "¿Cuánto he vendido en la última hora?": once today's corte Z is in, its sales by hour
  // (last-hours-closed.ts); before it, the live tables by hour.
  if (isToday && DAYPART_INTENTS.has(intent) && asksLastHours(question))
    return [LAST_HOURS_CLOSED, LIVE_DAYPART];
  const daypart = daypartPlanFor(intent, question);
  const own =
    calendarPlanFor(intent, question) ??
    capturesPlanFor(intent, question) ??
    bestPeriodPlanFor(intent, question) ??
    bestProfitPlanFor(intent, question) ??
    paydayPlanFor(intent, question) ??
    weekdaysOfPeriodPlanFor(intent, question) ??
    weekdayDaypartPlanFor(intent, question) ??
    weekPartsPlanFor(intent, question) ??
    weekdayPairPlanFor(intent, question) ??
    weekdayPlanFor(intent, question) ??
    weekdayHoursPlanFor(intent, question) ??
    weekdayDishPlanFor(intent, question) ??
    dishTrendPlanFor(intent, question) ??
    daypart ??
    ingredientPricePlanFor(intent, question) ??
    costWhyPlanFor(intent, question, figure) ??
    lowerFoodCostPlanFor(intent, question);
  // Today's part before its corte Z ("¿cómo va la tarde?"): the live tables by hour.
  if (own !== null) return own === daypart && isToday ? [own, LIVE_DAYPART] : [own];
  const live =
    (intent === 'covers_tables' && asksTableTime(question) ? LIVE_TABLE_TIMES : LIVE_PLANS[intent]) ??
    (againstLastWeeksDay(intent, range, base) && !asksGapToDay(question)
      ? LIVE_PLANS.sales_total
      : againstPastDay(intent, range, base)
        ? LIVE_AGAINST_DAY
        : undefined);
  if (live === undefined || !isToday || liveLacks(intent, question)) return [PLANS[intent]];
  // A table's time is the live tables' alone, before the corte Z and after it.
  return live === LIVE_TABLE_TIMES ? [live] : [PLANS[intent], live];
}

/**
 * "¿Cuánto vendí de bebidas hoy?": no live read splits the sales by category (a live table keeps
 * its total), so today's answer is the day not closed, not the total as if it were the drinks.
 */
const liveLacks = (intent: Intent, question: string) =>
  intent === 'sales_total' &&
  (categoryTypeSold(question) !== null ||
    (asksShare(question) && namedCategoryType(question) !== null) ||
    orderKindAsked(question) !== null);

/** The drawer's difference of the period: a day's, or each corte of a longer one (cash-variance.ts). */
function cashVarianceAnswer(
  reconciliation: AssistantResults['intelligence-sales-reconciliation'],
  context: ComposeContext,
  answer: Answer,
): string {
  const variance = reconciliation.attributes.totals.variance_cents;
  if (variance === null) {
    return `Tus cortes ${when(context)} no traen la diferencia de caja (cash_actual y cash_theoretical, o cash_variance), así que no puedo decirte si faltó o sobró.`;
  }
  // A week's net hides its cortes: each corte with a difference is named (cash-variance.ts).
  if (context.range.from !== context.range.to) return periodCashVariance(reconciliation, context, answer);
  if (variance === 0) {
    // The figure is quoted in the text too: every figure appears in the answer.
    const zero = answer.money('variance_cents', 'Diferencia de caja', 0);
    return `${sentence(when(context))} la caja cuadró exacto: ${zero} de diferencia, sin faltante ni sobrante.`;
  }
  const amount = answer.money('variance_cents', 'Diferencia de caja', variance);
  let text = `${sentence(when(context))} tuviste un ${variance < 0 ? 'faltante' : 'sobrante'} de ${amount} en caja`;
  // The cash_variance_pct KPI: summarizeVariance over the period's closings (the read's meta).
  const measured = reconciliation.meta.variance;
  if (measured?.variance_pct != null) {
    text += `, ${answer.pct('cash_variance_pct', 'Variación de caja', measured.variance_pct)} del efectivo esperado.`;
    text += benchmarkSentence('cash_variance_pct', measured.variance_status, answer);
  } else {
    text += '.';
  }
  return text;
}

// ------------------------------------------------------------------------------ gates

/** The cost intents: those whose plan says what to capture in the back office. */
const isCostIntent = (plan: IntentPlan) => plan.needs !== undefined;

/**
 * Why the reads cannot answer, in words, or null when they can: an endpoint this deployment does not
 * have yet, a plan without the module, or a period with no closed day.
 */
export function gate(
  plan: IntentPlan,
  outcomes: readonly AnyReadOutcome[],
  requests: readonly ReadRequest[],
  context: ComposeContext,
): string | null {
  if (plan.standsAlone) return null;
  // Only the first read decides; later ones (kpis, alerts) are extras the answer can do without.
  const [outcome] = outcomes;
  if (outcome === undefined) return null;
  if (!outcome.ok) {
    if (outcome.status === 404) {
      return isCostIntent(plan)
        ? `Los costos todavía no están disponibles en tu servicio, así que no puedo contestarte eso sin inventar un número. ${plan.needs ?? ''}`.trim()
        : 'Esa información todavía no está disponible en tu servicio.';
    }
    if (outcome.status === 403) return refusalText(outcome, context.requiredPlanOf(requests[0]!.read));
    return 'No pude leer tus datos en este momento; intenta de nuevo en un minuto.';
  }
  const liveToday = plan.liveToday === true && context.range.to === context.today;
  if (plan.usesPeriod && !hasData(outcome.result) && !isCostIntent(plan) && !liveToday)
    return noData(context);
  return null;
}

export function noData(context: ComposeContext): string {
  const { range, today } = context;
  if (range.from === today && range.to === today) {
    // What today does answer live, so the owner is not left with "ask about yesterday" alone.
    return `Hoy todavía no cierras el día: esa cifra llega con el corte Z. De hoy, en vivo, te digo cuánto llevas vendido y cómo vas contra el pronóstico, tus mesas y comensales, quién de tus meseros lleva más, las propinas, el efectivo en caja, las cancelaciones y las alertas; de lo demás, pregúntame por ayer.`;
  }
  // One day is said as one ("No tengo el corte Z del martes 1 de enero", since 2026-12-06; before,
  // "No tengo días cerrados el martes 1 de enero: ese periodo…").
  const oneDay = range.from === range.to;
  const none = oneDay
    ? `No tengo el corte Z ${period(range, today).replace(/^el /, 'del ')}: no me llegó su cierre`
    : `No tengo días cerrados ${period(range, today)}: ese periodo no tiene corte Z`;
  // A cierre may come a few days late; a year-old day without one will not come by waiting. One
  // day without it may also be a day not opened (Navidad): said as possible, not assumed.
  if (range.to >= addDays(today, -RECENT_DAYS)!)
    return oneDay
      ? `${none}. Si abriste ese día, en cuanto tu punto de venta mande su cierre (corte Z), te lo digo.`
      : `${none}. En cuanto tu punto de venta mande el cierre del día (corte Z), te lo digo.`;
  if (oneDay) return `${none}. Si abriste ese día y tu punto de venta lo tiene, puede mandarlo y te lo digo.`;
  return `${none} (no me llegó ningún cierre de esas fechas). Si tu punto de venta los tiene, puede mandarlos y te lo digo.`;
}

/** How far back a day without its corte Z may still be waiting for it (a POS sending late). */
const RECENT_DAYS = 7;

// ------------------------------------------------------------------------------ out of domain

export const CAPABILITIES = [
  'ventas (totales, por turno, por hora y contra el periodo anterior)',
  'ticket promedio, comensales y mesas',
  'tu mejor mesero y el ranking',
  'propinas, efectivo contra tarjeta y faltantes o sobrantes de caja',
  'platillos más vendidos y qué quitar o promover de tu menú',
  'alertas, cancelaciones y descuentos',
  'costo de alimentos (y la merma contra tus recetas), bebidas y nómina, costo primo, utilidad, EBITDA y qué comprar',
  'tus indicadores contra lo sano para un restaurante',
  'por qué subió o bajó tu utilidad o tu venta',
  'cuánto vas a vender, cuántos clientes esperas, qué preparar y cuánta gente necesitas en los próximos días',
];

/**
 * "Hola", "ayuda", "¿qué puedes hacer?", "¿qué te puedo preguntar?": what it can answer, asked; not
 * a question it failed (before 2026-12-06, "Perdón, eso no lo sé contestar" too).
 */
const asksHelp = (question: string) => {
  const text = normalize(question);
  return (
    /^(hola|buen(os|as) (dias|tardes|noches)|ayuda|ayudame|help)\b/.test(text) ||
    /\b(que (me )?puedes (hacer|decir|contestar|responder)|que sabes hacer|en que me (puedes )?ayudar|que te puedo preguntar|que puedo preguntarte|como funcionas)\b/.test(
      text,
    )
  );
};

export function outOfDomain(question = ''): Composed {
  const greeting = /^(hola|buen(os|as) (dias|tardes|noches))\b/.test(normalize(question)) ? '¡Hola! ' : '';
  const lead = asksHelp(question) ? greeting : 'Perdón, eso no lo sé contestar. ';
  return {
    answer: `${lead}Puedo ayudarte con: ${list(CAPABILITIES)}. Por ejemplo: "¿cuánto vendí ayer?"`,
    figures: [],
    follow_ups: [
      '¿Cuánto vendí ayer?',
      '¿Quién fue mi mejor mesero la semana pasada?',
      '¿Qué platillo debería quitar?',
    ],
  };
}

/** The future: nothing has been sold yet. */
export function futurePeriod(range: DateRange, today: string, intent: Intent): string {
  if (isForecastIntent(intent)) return beyondHorizon(range, today);
  // What can be asked of days to come instead (forecast.ts), rather than a bare refusal.
  return `Eso todavía no pasa: ${period(range, today)} es después de hoy, ${day(today, today)}. De los días por venir te digo cuánto espero vender, cuántos clientes, qué preparar, cuánta gente necesitas y cuánto tienes que vender para no perder; de lo demás, pregúntame por un día que ya cerró.`;
}
