/**
 * "¿Cuánto pago de nómina a la semana?", "¿cuánto vendí en agosto por semana?", "¿cuánto gasto al
 * día?": a period's amount as a week's or a day's worth, spread over the period's calendar days (a
 * week holds its closed days too; a month's rent is paid for its closed days as well). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { daysBetween } from '../calendar-dates.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { asksPerDay } from './superlatives.ts';
import { normalize } from './text.ts';
import { asksPerWeek } from './why-question.ts';

/** What is spread, and how it is quoted: `whose` names it in the sentence ("la del mes"). */
type Spread = { key: string; label: string; whose: string; basis?: string };

/**
 * " En promedio, $17,000.00 por semana (la del mes repartida en sus 31 días, 7 de ellos).": asked a
 * week's worth of a period longer than a week; '' when not asked, the period is a week or less, or
 * the amount is unknown.
 */
export function perWeekSentence(
  cents: number | null,
  figure: Spread,
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

/** "¿Cuánto gasto al día?", "¿cuánto me cuesta abrir un día?": a day's worth asked. */
export const asksDayWorth = (question: string) =>
  asksPerDay(question) || /\b(abrir|operar|trabajar) (un|cada|el) dia\b/.test(normalize(question));

/**
 * " En promedio, $33,941.32 al día (el total del periodo repartido en sus 31 días).": asked a day's
 * worth of a period longer than a day; '' otherwise.
 */
export function perDaySentence(
  cents: number | null,
  figure: Spread,
  context: ComposeContext,
  answer: Answer,
): string {
  if (cents === null || !asksDayWorth(context.question)) return '';
  const days = daysBetween(context.range.from, context.range.to)! + 1;
  if (days <= 1) return '';
  const daily = answer.money(figure.key, figure.label, divideRounded(cents, days)!);
  return ` En promedio, ${daily} al día (${figure.whose} repartido en sus ${days} días).`;
}
