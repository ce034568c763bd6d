/**
 * "¿Voy a llegar a 300 mil esta semana?", "¿voy a llegar a 1.2 millones este mes?": a goal named
 * (sales-goal.ts) beside a period's forecast, against where the period lands: what was sold of it
 * (forecast-so-far.ts) and the days forecast. Past the forecast's last day the days are not
 * forecast, so the answer says what those days would have to sell, per day, instead of a guess.
 * The goal is read on the forecast's basis (without IVA when the forecast is), and said so. Pure.
 */
import { addDays, daysBetween } from '../calendar-dates.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { Answer } from './compose.ts';
import { day } from './format.ts';

export interface PeriodLanding {
  /** Sold so far plus the days forecast, on the forecast's basis. */
  total: number;
  /** The forecast's last day counted. */
  forecastTo: string;
  /** The period's last day, past forecastTo when the period reaches beyond the forecast. */
  periodTo: string;
  basis: SalesBasis | null;
}

/**
 * "$300,000.00 sin IVA (cuento tu meta sin IVA, como el pronóstico)": a goal as the forecast reads
 * it, on the forecast's basis, said so when that is without IVA.
 */
function goalOnBasis(goal: number, basis: SalesBasis | null, answer: Answer): string {
  const target = answer.money('goal_cents', 'Tu meta', goal);
  const note = basis === 'without_iva' ? ' (cuento tu meta sin IVA, como el pronóstico)' : '';
  return `${target}${afterSalesAmount(basis)}${note}`;
}

/**
 * " Para los $300,000.00 sin IVA te faltarían unos $8,920.93." (or what the days not forecast need).
 * `target` says what is reached when it is no goal of the owner's: a period's sales already quoted
 * ("lo de ese periodo", forecast-period-versus.ts).
 */
export function periodGoalSentence(
  goal: number,
  landing: PeriodLanding,
  today: string,
  answer: Answer,
  target = goalOnBasis(goal, landing.basis, answer),
): string {
  const gap = goal - landing.total;
  const left = daysBetween(landing.forecastTo, landing.periodTo)!;
  if (left > 0 && gap > 0) {
    const needed = answer.money('goal_needed_cents', 'Lo que falta en los días sin pronóstico', gap);
    const perDay = answer.money(
      'goal_needed_per_day_cents',
      'Al día, en los días sin pronóstico',
      gap / left,
    );
    const days = answer.count('goal_days_left', 'Días sin pronóstico', left);
    const from = day(addDays(landing.forecastTo, 1)!, today);
    return ` Para llegar a ${target}, del ${from} al ${day(landing.periodTo, today)} (${days} días que aún no pronostico) tendrías que vender ${needed}, unos ${perDay} al día.`;
  }
  if (gap > 0) {
    const missing = answer.money('goal_missing_cents', 'Te faltaría para tu meta', gap);
    return ` Para llegar a ${target} te faltarían unos ${missing}.`;
  }
  const over = answer.money('goal_exceeded_cents', 'Arriba de tu meta', -gap);
  return ` Pasarías ${target} por unos ${over}.`;
}

/** A day's forecast sales: the point and its 80 % range, in cents, on the forecast's basis. */
export interface DaySalesForecast {
  point: number;
  low: number;
  high: number;
  basis: SalesBasis | null;
}

/**
 * "¿Voy a llegar a 50 mil mañana?": where a goal falls against a day's forecast, by its 80 % range
 * (each end has one day in ten like it beyond it) and the point: " Tu meta de $50,000.00 sin IVA
 * queda dentro del rango, debajo de lo que espero: la pasaría por unos $1,755.51, pero un día flojo
 * se quedaría abajo." The goal is read on the forecast's basis, and said so.
 */
export function dayGoalSentence(goal: number, forecast: DaySalesForecast, answer: Answer): string {
  const { point, low, high, basis } = forecast;
  const lead = ` Tu meta de ${goalOnBasis(goal, basis, answer)}`;
  if (goal <= point) {
    const over = answer.money('goal_exceeded_cents', 'Arriba de tu meta', point - goal);
    if (goal <= low)
      return `${lead} queda debajo del rango: solo uno de cada diez días como este vende menos; lo que espero la pasa por unos ${over}.`;
    const passed =
      goal === point ? 'lo que espero llega justo a ella' : `lo que espero la pasa por unos ${over}`;
    return `${lead} queda dentro del rango: ${passed}, pero un día flojo se quedaría abajo.`;
  }
  const missing = answer.money('goal_missing_cents', 'Te faltaría para tu meta', goal - point);
  if (goal > high)
    return `${lead} queda arriba del rango: solo uno de cada diez días como este vende más; a lo que espero le faltan unos ${missing}.`;
  return `${lead} queda dentro del rango: a lo que espero le faltan unos ${missing}, pero un día bueno sí llega.`;
}
