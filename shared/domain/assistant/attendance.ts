/**
 * "¿Quién faltó ayer?", "¿qué meseros vinieron el sábado?": who came to work. No read keeps it (the
 * POS sends no clock-ins, the payroll is captured by department), so the answer says so and gives
 * what the order lines do keep: who sold under their name in the period (headcount.ts), and, asked
 * who was missing, who sold in the 4 weeks before it and not in it. Pure.
 */
import { addDays } from '../calendar-dates.ts';
import type { SalesByEmployeeAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, periodQuery, when } from './compose.ts';
import type { DateRange } from './dates.ts';
import { headcountAnswer } from './headcount.ts';
import type { ReadRequest } from './reads.ts';
import { asksAbsence } from './work-words.ts';

export const ATTENDANCE_NOT_KEPT =
  'No llevo asistencia: tu punto de venta no manda entradas ni salidas, así que te digo quién vendió a su nombre. ';

/** Names listed at most; more are counted. */
const NAMED = 8;

/** The 28 days before the period: who sold then is who could have been missed in it. */
export const weeksBefore = (range: DateRange): DateRange => ({
  from: addDays(range.from, -28)!,
  to: addDays(range.from, -1)!,
});

/** The reads an absence asks beyond the period's own: the weeks before it. */
export const absenceReads = (range: DateRange, question: string): ReadRequest[] =>
  asksAbsence(question)
    ? [{ read: 'intelligence-sales-by-employee', query: periodQuery(weeksBefore(range)) }]
    : [];

/** Who sold in the weeks before and not in the period, by their rank then; '' unless asked. */
function missedSentence(
  body: SalesByEmployeeAttributes,
  before: SalesByEmployeeAttributes | null,
  context: ComposeContext,
  answer: Answer,
): string {
  if (!asksAbsence(context.question) || before === null || body.employees.length === 0) return '';
  const present = new Set(body.employees.map((person) => person.name));
  const missed = [...before.employees]
    .sort((a, b) => a.rank - b.rank)
    .filter((person) => !present.has(person.name));
  const weeks = 'en las 4 semanas anteriores';
  if (missed.length === 0) return ` Todos los que vendieron ${weeks} vendieron también ${when(context)}.`;
  const count = answer.count('missed_people', 'Vendieron antes y no en el periodo', missed.length);
  const names = missed
    .slice(0, NAMED)
    .map((person, index) => answer.name(`missed_${index + 1}`, 'No vendió', person.name));
  const more = missed.length > NAMED ? ', entre otros' : '';
  const who = missed.length === 1 ? 'persona que vendió' : 'personas que vendieron';
  return ` De ${count} ${who} ${weeks}, no ${missed.length === 1 ? 'vendió' : 'vendieron'} ${when(context)}: ${list(names)}${more}.`;
}

export function attendanceAnswer(
  body: SalesByEmployeeAttributes,
  before: SalesByEmployeeAttributes | null,
  context: ComposeContext,
  answer: Answer,
): string {
  return `${ATTENDANCE_NOT_KEPT}${headcountAnswer(body, context, answer)}${missedSentence(body, before, context, answer)}`;
}
