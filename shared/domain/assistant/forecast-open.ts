/**
 * "¿El domingo abro?", "¿abrimos mañana?": whether the forecast expects the branch open that day.
 * The service keeps no schedule; a day is forecast closed when the owner declared it (Ajustes: a
 * day of rest, a closed date) or the branch has not opened on that weekday for weeks, or closed on
 * that holiday the last time (forecast/days.ts `closedDriver`), and the answer says which. Open,
 * it says that the forecast expects it so, then the day's forecast. Pure.
 */
import type { ForecastAttributes } from '../responses/forecast.ts';
import { dayInWords } from './format.ts';
import { normalize } from './text.ts';

type Day = ForecastAttributes['days'][number];

/** A verb of opening the business of a day to come, not its hour ("¿a qué hora abro?") nor a past day. */
export function asksIfOpen(question: string): boolean {
  const text = normalize(question);
  return (
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
    const label = row.drivers.find((driver) => driver.code === 'closed')?.label;
    const why = label === undefined ? '' : ` (${label.charAt(0).toLowerCase()}${label.slice(1)})`;
    return { closed: `No: ${when} no abres${why}, así que no espero ventas.` };
  }
  // Open is what the forecast expects, not a schedule: a young branch may not have opened that
  // weekday yet, so nothing more is claimed.
  return { lead: 'Sí, tu pronóstico lo da por abierto: no es día de descanso en Ajustes. ' };
}
