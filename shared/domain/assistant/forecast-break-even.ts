/**
 * "¿Cuánto necesito vender mañana para no perder?", "¿cuánto tengo que vender el sábado para cubrir
 * mis gastos?": the break-even of days to come, from the last closed month's costs (the period the
 * break-even answer reads by default: payroll is captured by month), the P&L's own figures through
 * costs/break-even.ts, spread per calendar day of that month, times the days asked; set against the
 * days' sales forecast on the same basis (both without IVA). Pure.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import { PAYS_TRIPLE, restDaysIn } from '../calendar/rest-days.ts';
import { addDays, daysBetween } from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { breakEven, breakEvenOverDays, leavesNothing, salesCovering } from '../costs/break-even.ts';
import type { IncompleteInput } from '../costs/coverage.ts';
import { MAX_HORIZON_DAYS } from '../forecast/types.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import type { PnlAttributes } from '../responses/intelligence-costs.ts';
import { goalForDays, goalWords, shortCostsNote } from './break-even.ts';
import { type Answer, type AnyReadOutcome, type ComposeContext, periodQuery } from './compose.ts';
import { type DateRange, defaultPeriod } from './dates.ts';
import { dayInWords } from './format.ts';
import type { ReadRequest, ReadResults } from './reads.ts';
import { refusalText } from './refusals.ts';
import type { ProfitGoal } from './sales-goal.ts';

/** The costs a day to come's break-even is read from: the last closed month. */
export const breakEvenMonth = (today: string): DateRange => defaultPeriod('last_month', today);

/** The P&L read of that month, after the forecast's. */
export const breakEvenRead = (today: string): ReadRequest => ({
  read: 'intelligence-pnl',
  query: periodQuery(breakEvenMonth(today)),
});

/** What the break-even of days to come reads: the last closed month's P&L, or why it failed. */
export interface BreakEvenRead {
  pnl: PnlAttributes | undefined;
  /** The month's inputs covering part of it (meta.incomplete): its fixed costs fall short. */
  incomplete?: readonly IncompleteInput[];
  failed: AnyReadOutcome | undefined;
  requiredPlan: string;
}

/**
 * The break-even read of a plan that reads the last month's P&L (`breakEvenRead`) after its own
 * first read: its figures and incomplete inputs, or the outcome that failed.
 */
export function breakEvenReadOf(
  results: ReadResults,
  outcomes: readonly AnyReadOutcome[],
  context: Pick<ComposeContext, 'requiredPlanOf'>,
): BreakEvenRead {
  const pnl = results['intelligence-pnl'];
  return {
    pnl: pnl?.attributes,
    incomplete: pnl?.meta.incomplete ?? [],
    failed: outcomes[1],
    requiredPlan: context.requiredPlanOf('intelligence-pnl'),
  };
}

/**
 * " Para no perder, con tus costos de noviembre un día te pide unos $31,200.00 de venta sin IVA
 * (tus gastos fijos del mes, $520,000.00, entre tu margen bruto, 55.6%, repartidos en sus 30
 * días)": `days` days' share of the month's fixed costs over the gross margin, with the need in
 * cents and the month's name; or, as `refusal`, the sentence saying why there is none.
 */
export function daysBreakEven(
  read: BreakEvenRead,
  days: number,
  today: string,
  answer: Answer,
): { lead: string; need: number; name: string; fixed: number; monthDays: number } | { refusal: string } {
  const { pnl, failed } = read;
  if (pnl === undefined)
    return {
      refusal:
        failed !== undefined && !failed.ok && failed.status === 403
          ? ` ${refusalText(failed, read.requiredPlan)}`
          : ' No pude leer tus costos en este momento para tu punto de equilibrio.',
    };
  const month = breakEvenMonth(today);
  const name = `de ${MONTHS[Number(month.from.slice(5, 7)) - 1]}`;
  // Each peso leaving nothing: no sales cover the month's fixed costs, said, not "missing".
  if (leavesNothing(pnl))
    return {
      refusal: ` Con tus costos ${name} ninguna venta cubre tus gastos fijos: tu costo de ventas se llevó toda tu venta sin IVA, o casi.`,
    };
  const found = breakEven(pnl);
  const margin = pnl.utilidad_bruta.gross_margin_pct;
  if (found === null || margin === null)
    return {
      refusal: ` No puedo calcular tu punto de equilibrio: ${name} me faltan ventas, costos o gastos capturados.`,
    };
  const monthDays = daysBetween(month.from, month.to)! + 1;
  const need = breakEvenOverDays(found, days, monthDays);
  const unit = days === 1 ? 'un día te pide' : `esos ${days} días te piden`;
  const shownNeed = answer.money(
    'break_even_sales_cents',
    'Punto de equilibrio de esos días (venta sin IVA)',
    need,
  );
  const fixed = answer.money('fixed_costs_cents', 'Gastos fijos del mes', found.fixed_costs_cents);
  const shownMargin = answer.pct('gross_margin_pct', 'Margen bruto', margin);
  const lead = ` Para no perder, con tus costos ${name} ${unit} unos ${shownNeed} de venta sin IVA (tus gastos fijos del mes, ${fixed}, entre tu margen bruto, ${shownMargin}, repartidos en sus ${monthDays} días)`;
  return { lead, need, name, fixed: found.fixed_costs_cents, monthDays };
}

/** "$20,555.51 arriba (65.9%)": how far `cents` is from the break-even `need`. */
export function pastBreakEven(
  cents: number,
  need: number,
  answer: Answer,
  figure: { key: string; label: string },
) {
  const gap = cents - need;
  const change = pctChange(cents, need);
  const pct =
    change === null
      ? ''
      : ` (${answer.pct(`${figure.key}_vs_break_even_pct`, `${figure.label} contra el punto de equilibrio`, change)})`;
  const shownGap = answer.money(
    `${figure.key}_minus_break_even_cents`,
    `${figure.label} menos punto de equilibrio`,
    gap,
  );
  return `${shownGap} ${gap >= 0 ? 'arriba' : 'abajo'}${pct}`;
}

/**
 * " Para no perder, con tus costos de noviembre un día te pide unos $31,200.00 de venta sin IVA
 * (…); lo que espero queda $20,555.51 arriba (65.9%)." `expected` is the days' forecast in cents.
 */
export function breakEvenAheadSentence(
  read: BreakEvenRead,
  expected: {
    cents: number;
    days: number;
    basis: SalesBasis | null;
    range: DateRange;
    goal: ProfitGoal | null;
  },
  today: string,
  answer: Answer,
): string {
  const found = daysBreakEven(read, expected.days, today, answer);
  if ('refusal' in found) return found.refusal;
  const { lead, need, name } = found;
  if (expected.basis !== 'without_iva') return `${lead}; tu pronóstico es con IVA, así que no los comparo.`;
  const gap = pastBreakEven(expected.cents, need, answer, { key: 'forecast', label: 'Pronóstico' });
  const goal =
    expected.goal === null
      ? ''
      : profitGoalAhead({ pnl: read.pnl!, fixed: found.fixed, monthDays: found.monthDays }, expected, answer);
  const short = shortCostsNote(read.incomplete ?? [], name, answer);
  return `${lead}; lo que espero queda ${gap}.${goal}${short}${restDaysNote(expected.range, today, name)}`;
}

/**
 * " Ojo: el jueves 16 de septiembre es descanso obligatorio: a quien lo trabaje le pagas triple
 * (LFT art. 75), y tus costos de agosto no lo llevan." for the days of rest among the days asked
 * that the forecast reaches (the break-even is of those alone; "en marzo" asked on the 1st stops
 * at the 14th).
 */
function restDaysNote(range: DateRange, today: string, month: string): string {
  const reach = addDays(today, MAX_HORIZON_DAYS - 1)!;
  const rest = restDaysIn({ from: range.from, to: range.to < reach ? range.to : reach });
  if (rest.length === 0) return '';
  const days = rest.map((event) => dayInWords(event.date, today));
  const verb = rest.length === 1 ? 'es descanso obligatorio' : 'son descansos obligatorios';
  return ` Ojo: ${days.join(' y ')} ${verb}: ${PAYS_TRIPLE}, y tus costos ${month} no lo llevan.`;
}

/**
 * " Para ganar $10,000.00 antes de impuestos, esos 7 días te piden unos $… de venta sin IVA (sus
 * gastos fijos más esa ganancia, entre tu margen bruto); lo que espero queda $… abajo (−4.1%)."
 * The days' share of the month's fixed costs, as the break-even, plus the goal.
 */
function profitGoalAhead(
  costs: { pnl: PnlAttributes; fixed: number; monthDays: number },
  expected: { cents: number; days: number; range: DateRange; goal: ProfitGoal | null },
  answer: Answer,
): string {
  const goal = expected.goal!;
  // The goal is of the period asked; the days forecast may be only part of it ("este mes" on the
  // 1st: 14 of its 28 days), which take their share.
  const rangeDays = daysBetween(expected.range.from, expected.range.to)! + 1;
  const cents = Math.round((goalForDays(goal, expected.range) * expected.days) / rangeDays);
  const daysFixed = divideRounded(costs.fixed * expected.days, costs.monthDays)!;
  const need = salesCovering(costs.pnl, daysFixed + cents);
  if (need === null) return '';
  const unit = expected.days === 1 ? 'un día te pide' : `esos ${expected.days} días te piden`;
  const shownNeed = answer.money('sales_for_profit_goal_cents', 'Venta sin IVA para esa ganancia', need);
  const gap = expected.cents - need;
  const shownGap = answer.money(
    'forecast_minus_profit_goal_sales_cents',
    'Pronóstico menos la venta que pide esa ganancia',
    gap,
  );
  const change = pctChange(expected.cents, need);
  const pct =
    change === null
      ? ''
      : ` (${answer.pct('forecast_vs_profit_goal_sales_pct', 'Pronóstico contra la venta que pide esa ganancia', change)})`;
  return ` Para ganar ${goalWords(goal, cents, expected.days, answer)} antes de impuestos, ${unit} unos ${shownNeed} de venta sin IVA (sus gastos fijos más esa ganancia, entre tu margen bruto); lo que espero queda ${shownGap} ${gap >= 0 ? 'arriba' : 'abajo'}${pct}.`;
}
