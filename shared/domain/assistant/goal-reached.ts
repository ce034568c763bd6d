/**
 * "¿Llegué a los 50 mil ayer?", "¿cuánto me faltó para los 70 mil hoy?": a goal named
 * (sales-goal.ts) of closed days, against what they sold as the sales answer says it (with IVA,
 * or without when asked so). Today in progress is live.ts's; days to come, forecast-goal.ts's. Pure.
 */
import { addDays, daysBetween, lastOfMonth, mondayOf } from '../calendar-dates.ts';
import type { Answer } from './compose.ts';
import { goalAsked } from './sales-goal.ts';
import { normalize } from './text.ts';

/** "este mes", "esta semana", "este año": a period still running, and how to find its last day. */
const RUNNING: ReadonlyArray<[RegExp, (day: string) => string]> = [
  [/\beste mes\b/, (day) => lastOfMonth(day)!],
  [/\besta semana\b/, (day) => addDays(mondayOf(day)!, 6)!],
  [/\beste ano\b/, (day) => `${day.slice(0, 4)}-12-31`],
];

/**
 * The days the period asked still has after the last one counted ("este mes" counted to the 4th
 * has 27 more); 0 for a period over, or one the question does not name as running.
 */
export function daysStillToCome(question: string, countedTo: string): number {
  const text = normalize(question);
  const end = RUNNING.find(([named]) => named.test(text))?.[1](countedTo);
  return end === undefined ? 0 : Math.max(0, daysBetween(countedTo, end)!);
}

/**
 * " Pasaste tu meta de $50,000.00 por $11,510.00." after the sales; '' without a goal named. A
 * period still running after `countedTo` ("este mes") says what is still missing and its days left.
 */
export function closedGoalSentence(
  question: string,
  sold: number,
  basisWords: string,
  answer: Answer,
  countedTo?: string,
): string {
  const goal = goalAsked(question);
  if (goal === null) return '';
  const target = answer.money('goal_cents', 'Tu meta', goal);
  if (sold >= goal) {
    const over = answer.money('goal_exceeded_cents', 'Arriba de tu meta', sold - goal);
    return sold === goal
      ? ` Llegaste justo a tu meta de ${target} ${basisWords}.`
      : ` Pasaste tu meta de ${target} ${basisWords} por ${over}.`;
  }
  // "¿Cuánto me falta para 1.5 millones este mes?" on the 4th: still to reach, with the days left.
  const left = countedTo === undefined ? 0 : daysStillToCome(question, countedTo);
  if (left > 0) {
    const missing = answer.money('goal_missing_cents', 'Te falta para tu meta', goal - sold);
    const days = answer.count('days_to_come', 'Días que quedan del periodo', left);
    return ` Te faltan ${missing} para tu meta de ${target} ${basisWords}, y quedan ${days} ${left === 1 ? 'día' : 'días'}.`;
  }
  const missing = answer.money('goal_missing_cents', 'Te faltó para tu meta', goal - sold);
  return ` Te faltaron ${missing} para tu meta de ${target} ${basisWords}.`;
}
