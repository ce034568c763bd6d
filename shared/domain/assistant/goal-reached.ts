/**
 * "¿Llegué a los 50 mil ayer?", "¿cuánto me faltó para los 70 mil hoy?": a goal named
 * (sales-goal.ts) of closed days, against what they sold as the sales answer says it (with IVA,
 * or without when asked so). Today in progress is live.ts's; days to come, forecast-goal.ts's. Pure.
 */
import type { Answer } from './compose.ts';
import { goalAsked } from './sales-goal.ts';

/** " Pasaste tu meta de $50,000.00 por $11,510.00." after the sales; '' without a goal named. */
export function closedGoalSentence(
  question: string,
  sold: number,
  basisWords: string,
  answer: Answer,
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
  const missing = answer.money('goal_missing_cents', 'Te faltó para tu meta', goal - sold);
  return ` Te faltaron ${missing} para tu meta de ${target} ${basisWords}.`;
}
