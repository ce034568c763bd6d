/**
 * "¿Cuánto pago de nómina a la semana?", "¿cuánto vendí en agosto por semana?": a period's amount as
 * a week's worth, spread over the period's calendar days, 7 of them (a week holds its closed days
 * too). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { daysBetween } from '../calendar-dates.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { asksPerWeek } from './why-question.ts';

/**
 * " En promedio, $17,000.00 por semana (la del mes repartida en sus 31 días, 7 de ellos).": asked a
 * week's worth of a period longer than a week; '' when not asked, the period is a week or less, or
 * the amount is unknown. `whose` names what is spread ("la del mes", "lo del periodo").
 */
export function perWeekSentence(
  cents: number | null,
  figure: { key: string; label: string; whose: string; basis?: string },
  context: ComposeContext,
  answer: Answer,
): string {
  if (cents === null || !asksPerWeek(context.question)) return '';
  const days = daysBetween(context.range.from, context.range.to)! + 1;
  if (days <= 7) return '';
  const weekly = answer.money(figure.key, figure.label, divideRounded(cents * 7, days)!);
  const basis = figure.basis === undefined ? '' : ` ${figure.basis}`;
  return ` En promedio, ${weekly}${basis} por semana (${figure.whose} repartida en sus ${days} días, 7 de ellos).`;
}
