/**
 * "¿Cuánto voy a pagar de nómina en diciembre?", "¿cuánto me va a costar la nómina de este mes con
 * todo y aguinaldo?": a month under way whose payroll is not captured yet, estimated from the last
 * month captured, per day its payroll periods cover, times the month's days; with the aguinaldo
 * asked, its 15 days of that payroll added (LFT art. 87, aguinaldo.ts), each figure said (since
 * 2026-12-07; before, the floor staff the forecast suggests for 14 days, priced at the payroll per
 * floor hour: $104,902.00 for a month whose payroll ran at $350,130.25). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { daysBetween, firstOfMonth, lastOfMonth } from '../calendar-dates.ts';
import { MONTHS } from '../calendar-names.ts';
import { AGUINALDO_DAYS, asksAguinaldo, UPPER_BOUND } from './aguinaldo.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { normalize } from './text.ts';

/** "este mes", "de diciembre", "en diciembre", not a date ("el 12 de diciembre"), normalized. */
const MONTH_SAID = new RegExp(
  `\\b(este mes|(?<!\\d )(de|en|del mes de) (${MONTHS.map((month) => normalize(month)).join('|')}))\\b`,
);

/** Words of a payroll still to pay: "voy a pagar", "me va a costar", "necesito", "tengo que". */
const TO_PAY =
  /\b(voy|vamos|va|van) a\b|\b(pagare|pagaremos|costara|necesito|necesitamos|tengo que|tenemos que|hay que)\b/;

/**
 * A month's payroll still to pay, not a day's or a quincena's: "¿cuánto voy a pagar de nómina en
 * diciembre?", "¿cuánto necesito para los sueldos de este mes?"; "¿cuánto llevo …?" is what was
 * captured so far.
 */
export const asksMonthPayroll = (question: string) => {
  const text = normalize(question);
  return (
    /\b(nomina|sueldos?|salarios?)\b/.test(text) &&
    TO_PAY.test(text) &&
    MONTH_SAID.test(text) &&
    !/\b(quincena|semana|dia|hoy|manana)\b/.test(text)
  );
};

/** The last month captured, per day of it its payroll periods cover (cost-answers.ts `lastPayrollWords`). */
export interface LastPayroll {
  cents: number;
  days: number;
}

/**
 * "; un mes como diciembre (31 días), unos $361,801.26, más el aguinaldo (al menos 15 días de
 * salario, LFT art. 87), unos $175,065.13: en total unos $536,866.39; si esa nómina lleva más que
 * salarios (…), el aguinaldo sale menos": the month asked priced at the last one's day.
 */
export function monthPayrollAhead(last: LastPayroll, context: ComposeContext, answer: Answer): string {
  const month = firstOfMonth(context.range.from)!;
  const days = daysBetween(month, lastOfMonth(month)!)! + 1;
  const name = MONTHS[Number(month.slice(5, 7)) - 1];
  const monthCents = divideRounded(last.cents * days, last.days)!;
  const shown = answer.money('month_labor_estimate_cents', `Nómina estimada de ${name}`, monthCents);
  const said = `; un mes como ${name} (${days} días), unos ${shown}`;
  if (!asksAguinaldo(context.question)) return said;
  const bonus = divideRounded(last.cents * AGUINALDO_DAYS, last.days)!;
  const bonusShown = answer.money('aguinaldo_estimate_cents', 'Aguinaldo estimado (15 días)', bonus);
  const total = answer.money('month_labor_with_aguinaldo_cents', 'Nómina con aguinaldo', monthCents + bonus);
  // The aguinaldo from a payroll that may hold more than salaries is an upper bound, said so.
  return `${said}, más el aguinaldo (al menos 15 días de salario, LFT art. 87), unos ${bonusShown}: en total unos ${total}; ${UPPER_BOUND}`;
}
