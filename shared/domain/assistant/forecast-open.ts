/**
 * "¿El domingo abro?", "¿abrimos mañana?": whether the forecast expects the branch open that day.
 * The service keeps no schedule; a day is forecast closed when the owner declared it (Ajustes: a
 * day of rest, a closed date) or the branch has not opened on that weekday for weeks, or closed on
 * that holiday the last time (forecast/days.ts `closedDriver`), and the answer says which. Open,
 * it says that the forecast expects it so, then the day's forecast. Pure.
 */
import { PAYS_TRIPLE, restDaysIn } from '../calendar/rest-days.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import { clause, dayInWords } from './format.ts';
import { normalize } from './text.ts';

export type Day = ForecastAttributes['days'][number];

/** Why a day is forecast closed, as its driver says it: " (día de descanso en Ajustes)", or ''. */
export function closedWhy(row: Day): string {
  const label = row.drivers.find((driver) => driver.code === 'closed')?.label;
  return label === undefined ? '' : ` (${clause(label)})`;
}

/**
 * Whether to open a day, the decision ("¿me conviene abrir el 25?", "¿debo cerrar el 25?", "¿cierro
 * o abro en Navidad?", "¿cuánto pierdo si abro?"): weighed with the break-even and what opening adds
 * (forecast-opening.ts), not answered "Sí" as whether the forecast takes the day as open. It
 * decides the intent before the keywords (intents.ts matchOf), "¿debo cerrar el 25?" included.
 */
export const asksOpenDecision = (question: string): boolean => {
  const text = normalize(question);
  // "¿Qué día debo cerrar?" asks which weekday (superlatives.ts), "¿a qué hora me conviene abrir?"
  // the hours: not whether to open one day.
  if (/\b(que dia|hora|horas|horario|temprano|tarde|noche)\b/.test(text)) return false;
  return (
    /\b(conviene abrir|vale la pena abrir|debo abrir|abro o no|abrir o no|conviene cerrar|debo cerrar|cierro o abro|abro o cierro|cierro o no|pierdo si abro)\b/.test(
      text,
    ) ||
    // "¿Cierro el 25 o abro?", "¿abro el viernes santo o cierro?" (the latter since 2026-12-07;
    // before, "Sí, tu pronóstico lo da por abierto" to an either-or).
    /\bcierro\b.*\bo abro\b|\babro\b.*\bo cierro\b/.test(text)
  );
};

/** A verb of opening the business of a day to come, not its hour ("¿a qué hora abro?") nor a past day. */
export function asksIfOpen(question: string): boolean {
  const text = normalize(question);
  return (
    !asksOpenDecision(question) &&
    /\b(abro|abrimos|abre|abren|voy a abrir|vamos a abrir)\b/.test(text) &&
    !/\b(horas?|horario|pena|conviene|caja|cuenta|mesas?)\b/.test(text) &&
    !/\b(pasado|pasada|anterior|ayer)\b/.test(text)
  );
}

/** The answer's lead when opening is asked: "No: …" alone for a closed day, "Sí, …" before the forecast. */
export function openLead(row: Day | undefined, today: string): { closed: string } | { lead: string } | null {
  if (row === undefined || row.status === 'insufficient_history') return null;
  const when = dayInWords(row.date, today);
  if (row.status === 'closed') {
    return { closed: `No: ${when} no abres${closedWhy(row)}, así que no espero ventas.` };
  }
  // Open is what the forecast expects, not a schedule: a young branch may not have opened that
  // weekday yet, so nothing more is claimed. A day of rest by law is said with what working it pays.
  const rest = restDaysIn({ from: row.date, to: row.date })[0];
  const law = rest === undefined ? '' : `, aunque ${rest.label} es descanso obligatorio: ${PAYS_TRIPLE}`;
  return { lead: `Sí, tu pronóstico lo da por abierto: no es día de descanso en Ajustes${law}. ` };
}

/**
 * "¿Qué días abro la próxima semana?", "¿qué día cierro?", "¿qué días descanso?": which of several
 * days to come the forecast expects open, not a day's hours nor a past day.
 */
export function asksWhichDaysOpen(question: string): boolean {
  const text = normalize(question);
  return (
    /\b(que|cuales?) dias?\b/.test(text) &&
    /\b(abro|abrimos|cierro|cerramos|descanso|descansamos)\b/.test(text) &&
    !/\b(horas?|horario|caja|cuenta|mesas?|pasado|pasada|anterior|ayer)\b/.test(text)
  );
}
