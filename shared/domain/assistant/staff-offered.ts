/**
 * "¿Me alcanza con 3 meseros el sábado?", "¿con 4 meseros la hago mañana?": a number of people the
 * owner offers and asks whether it suffices, read from the question's words alone (intents.ts
 * reads it as the forecast's staff; forecast-staff.ts answers it). Pure.
 */
import { NUMBER_NAMES } from './dates.ts';
import { normalize } from './text.ts';

/**
 * Whether a number of people suffices: "alcanza", "basta", "la hago", "suficiente"; "¿me va a
 * alcanzar con 3 meseros hoy?" (since 2026-12-07; before, the waiters' ranking).
 */
const ENOUGH =
  /\b(alcanza|alcanzan|alcanzara|alcanzaran|alcanzar|basta|bastan|bastara|bastar|la hago|la armo|la saco|suficiente|suficientes)\b/;
const PEOPLE = /\b(\d+|[a-z]+) (meseros?|meseras?|personas?|empleados?|trabajadores?)\b/;

/** The people offered ("3 meseros", "cuatro personas") when asked whether they suffice, or null. */
export function staffOffered(question: string): number | null {
  const text = normalize(question);
  if (!ENOUGH.test(text)) return null;
  const match = PEOPLE.exec(text);
  if (match === null) return null;
  const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_NAMES[match[1]!];
  return value !== undefined && value >= 1 && value <= 99 ? value : null;
}
