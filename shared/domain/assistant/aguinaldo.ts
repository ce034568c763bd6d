/**
 * "¿Cuánto tengo que pagar de aguinaldo?": what the law asks (LFT art. 87: at least 15 days of
 * salary, paid before 20 December, in proportion for whoever worked less than the year) and an
 * estimate from the payroll captured: 15 of the period's days of it, and per person when every
 * department's headcount is known. The payroll is what the owner captured, which may hold more than
 * salaries (the employer's IMSS dues, bonuses, overtime): the estimate is an upper bound, said so.
 * Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { daysBetween } from '../calendar-dates.ts';
import { accruedDays } from '../costs/coverage.ts';
import type { LaborCostAttributes, LaborCostMeta } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, when } from './compose.ts';
import { departmentAsked } from './department-words.ts';
import { sentence } from './format.ts';
import { headcountOf } from './labor-parts.ts';
import { normalize } from './text.ts';

/** The days of salary LFT art. 87 sets as the least aguinaldo. */
export const AGUINALDO_DAYS = 15;

/** "aguinaldo", and as owners type it: "agunaldo", "aginaldo" (since 2026-12-07). */
export const asksAguinaldo = (question: string) => /\ba(gu?i|gu)n?aldos?\b/.test(normalize(question));

/** The payroll captured may hold more than salaries: the estimate is at most what the law asks. */
export const UPPER_BOUND =
  'si esa nómina lleva más que salarios (cuotas del IMSS, bonos, horas extra), el aguinaldo sale menos';

const LAW =
  'Por ley (LFT art. 87), el aguinaldo es de al menos 15 días de salario por persona, pagado antes del 20 de diciembre; a quien no cumplió el año, en proporción a lo que trabajó.';

/** The payroll the estimate is of: a department asked ("de mis meseros"), else the whole one. */
function payrollAsked(body: LaborCostAttributes, question: string) {
  const department = departmentAsked(question);
  const rows =
    department === null
      ? body.by_department
      : body.by_department.filter((row) => row.department === department[0]);
  const cents = department === null ? body.total_labor_cents : (rows[0]?.amount_cents ?? null);
  const employees = (rows.length > 0 ? headcountOf(rows) : null) ?? 0;
  return { cents, employees, of: department === null ? '' : ` de ${department[2]}` };
}

/**
 * "¿Cuánto aguinaldo pagué?": the payroll captured does not set it apart, so what was paid is not
 * known; said first, before the law and the estimate (since 2026-12-06; before, the estimate alone,
 * read as what was paid).
 */
const PAID_UNKNOWN =
  'No sé cuánto pagaste de aguinaldo: tu nómina capturada no lo separa de los sueldos. Lo que sí te digo es lo que pide la ley. ';

const asksPaid = (question: string) => /\b(pague|pagamos|pagaste|di|dimos|dio)\b/.test(normalize(question));

/** The law, then the estimate from the period's payroll (the last whole month by default). */
export function aguinaldoAnswer(
  body: LaborCostAttributes,
  meta: Pick<LaborCostMeta, 'coverage'>,
  context: ComposeContext,
  answer: Answer,
): string {
  const unknown = asksPaid(context.question) ? PAID_UNKNOWN : '';
  return `${unknown}${estimateAnswer(body, meta, context, answer)}`;
}

function estimateAnswer(
  body: LaborCostAttributes,
  meta: Pick<LaborCostMeta, 'coverage'>,
  context: ComposeContext,
  answer: Answer,
): string {
  const payroll = payrollAsked(body, context.question);
  if (payroll.cents === null || payroll.cents === 0)
    return `${LAW} ${sentence(when(context))} no tengo nómina${payroll.of} capturada para estimarlo.`;
  // The payroll accrues over the days its periods cover: a month whose second quincena is not
  // captured holds 15 days of it, not 30 (since 2026-12-06; before, divided by all the month's days,
  // an estimate half the law's).
  const calendarDays = daysBetween(context.range.from, context.range.to)! + 1;
  const { days, partly } = accruedDays(meta.coverage.payroll.covered_days, calendarDays);
  const inDays = partly ? `en los ${days} días que cubre` : `en sus ${days} días`;
  const shownPayroll = answer.money('payroll_cents', `Nómina${payroll.of}`, payroll.cents);
  const estimate = divideRounded(payroll.cents * AGUINALDO_DAYS, days)!;
  const shown = answer.money('aguinaldo_estimate_cents', 'Aguinaldo estimado (15 días)', estimate);
  const each =
    payroll.employees === 0
      ? ' (no capturaste cuántas personas son, así que no lo reparto por persona)'
      : `; entre tus ${answer.count('employees', 'Personas', payroll.employees)} personas, unos ${answer.money('aguinaldo_per_employee_cents', 'Aguinaldo estimado por persona', divideRounded(estimate, payroll.employees)!)} cada una`;
  return `${LAW} Con tu nómina${payroll.of} ${when(context)}, ${shownPayroll} ${inDays}, 15 días son unos ${shown}${each}. ${sentence(UPPER_BOUND)}.`;
}
