/**
 * "¿Cuánto pago de nómina a la semana?", "¿cuánto vendí en agosto por semana?", "¿cuánto gasto al
 * día?": a period's amount as a week's or a day's worth, spread over the period's calendar days (a
 * week holds its closed days too; a month's rent is paid for its closed days as well). Pure.
 */
import { divideRounded } from '../analytics/rounding.ts';
import { daysBetween } from '../calendar-dates.ts';
import { accruedDays } from '../costs/coverage.ts';
import type { Answer, ComposeContext } from './compose.ts';
import { asksPerDay } from './superlatives.ts';
import { normalize } from './text.ts';
import { asksPerWeek } from './why-question.ts';

/**
 * What is spread, and how it is quoted: `whose` names it in the sentence ("la del mes"); `covered`,
 * the days of the period its input covers when fewer (a payroll with one quincena captured is
 * spread over that quincena's days, not the month's).
 */
type Spread = { key: string; label: string; whose: string; basis?: string; covered?: number };

/** A span an amount is spread to: its days, how it is asked, and how it is said. */
const SPANS = {
  week: {
    days: 7,
    asked: (question: string) => asksPerWeek(question),
    per: 'por semana',
    of: ', 7 de ellos',
  },
  day: { days: 1, asked: (question: string) => asksDayWorth(question), per: 'al día', of: '' },
} as const;

/** "¿Cuánto gasto al día?", "¿cuánto me cuesta abrir un día?": a day's worth asked. */
export const asksDayWorth = (question: string) =>
  asksPerDay(question) || /\b(abrir|operar|trabajar) (un|cada|el) dia\b/.test(normalize(question));

/**
 * " En promedio, $17,000.00 por semana (la del mes repartida en sus 31 días, 7 de ellos).", " En
 * promedio, $33,941.32 al día (el total … repartido en sus 31 días).": asked a week's or a day's
 * worth of a longer period; '' when not asked, the period is no longer than the span, or the amount
 * is unknown. The participle agrees with `whose` ("la nómina … repartida", "el total … repartido").
 */
export function perSpanSentence(
  span: keyof typeof SPANS,
  cents: number | null,
  figure: Spread,
  context: ComposeContext,
  answer: Answer,
): string {
  const { days: spanDays, asked, per, of } = SPANS[span];
  if (cents === null || !asked(context.question)) return '';
  const calendarDays = daysBetween(context.range.from, context.range.to)! + 1;
  const { days, partly } = accruedDays(figure.covered, calendarDays);
  if (days <= spanDays) return '';
  const amount = answer.money(figure.key, figure.label, divideRounded(cents * spanDays, days)!);
  const basis = figure.basis === undefined ? '' : ` ${figure.basis}`;
  const spread = figure.whose.startsWith('la ') ? 'repartida' : 'repartido';
  const over = partly ? `en los ${days} días que cubre` : `en sus ${days} días`;
  return ` En promedio, ${amount}${basis} ${per} (${figure.whose} ${spread} ${over}${of}).`;
}
