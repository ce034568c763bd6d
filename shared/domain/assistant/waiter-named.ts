/**
 * "¿Cuánto vendió Ana ayer?", "¿cuánto vendió mi mesero Beto?", "¿cuánto se llevó Ana de propina?":
 * one waiter's line of sales/by-employee, not the branch's total ("¿cuánto lleva Ana hoy?": today's,
 * live-waiters.ts). A waiter is a capitalized word after "vendió", "llevó", "lleva", "sacó" or "tuvo" (as a name is written; "el restaurante", "ayer", "se
 * vendió" are not). Only the question is read here, so the intents can ask it; the answer
 * (waiter-metrics.ts `namedWaiterAnswer`) matches the rows.
 */
import { MONTHS, WEEKDAYS } from '../calendar-names.ts';
import { normalize } from './text.ts';

/** What may stand between "vendió" and the name: "vendió mi mesero Ana", "vendió la mesera Carla". */
const BEFORE_THE_NAME = new Set(['mi', 'el', 'la', 'mesero', 'mesera']);

/** Capitalized names that are no waiter: "¿cuánto lleva Rappi?" asks the delivery app's payments. */
const NOT_PEOPLE: ReadonlySet<string> = new Set(['rappi', 'uber', 'didi', 'ubereats']);

/** The verbs a waiter is named after; "se vendió" is impersonal, "se llevó" is theirs. */
// "¿Cuánto ha vendido Diana?", "¿cuánto lleva vendido Liliana hoy?" (since 2026-12-08; before, the
// branch's sales).
const SOLD = ['vendio', 'vendió', 'vendido'];
// "¿Cuántas mesas atendió Diana ayer?" (since 2026-12-07; before, the branch's tables and diners).
const GOT = ['llevo', 'llevó', 'saco', 'sacó', 'tuvo', 'lleva', 'atendio', 'atendió', 'atiende'];

/** "¿Cómo le fue a Liliana en julio?": her line, not the ranking (since 2026-12-07). */
const HOW_DID = /\ble (?:fue|va|ha ido) a (\p{Lu}\p{Ll}+)/u;

/**
 * "¿Cuál es el ticket promedio de Liliana?", "¿cuántas propinas de Beto?": a waiter's own figure
 * named before "de" and the name (since 2026-12-06; before, the branch's ticket). Sales are left
 * out: "las ventas de Pastor" may be a dish's.
 */
const FIGURE_OF =
  /\b(?:ticket(?: promedio)?|propinas?|comensales|clientes)\s+(?:de|del mesero|de la mesera)\s+(\p{Lu}\p{Ll}+)/u;

/** Capitalized words after "de" that are a time, not a person ("las propinas de Navidad"). */
const NOT_NAMES: ReadonlySet<string> = new Set(
  [...MONTHS, ...WEEKDAYS, 'navidad', 'pascua', 'semana', 'hoy', 'ayer'].map((word) => normalize(word)),
);

/** The waiter a question names after its verb, or after a figure of theirs; null when none. */
export function waiterNamed(question: string): string | null {
  const figureOf = FIGURE_OF.exec(question)?.[1] ?? HOW_DID.exec(question)?.[1];
  if (figureOf !== undefined && !NOT_PEOPLE.has(normalize(figureOf)) && !NOT_NAMES.has(normalize(figureOf)))
    return figureOf;
  const tokens = question.split(/[\s¿?¡!.,;:]+/).filter((token) => token.length > 0);
  let verb = tokens.findIndex((token) => [...SOLD, ...GOT].includes(token.toLowerCase()));
  if (verb < 0) return null;
  // "lleva vendido Liliana": the participle is the verb the name follows.
  if (tokens[verb + 1]?.toLowerCase() === 'vendido') verb++;
  // "se vendió", "se ha vendido": impersonal, no one's.
  const impersonal = tokens.slice(Math.max(0, verb - 2), verb).some((token) => token.toLowerCase() === 'se');
  if (SOLD.includes(tokens[verb]!.toLowerCase()) && impersonal) return null;
  let at = verb + 1;
  while (at < tokens.length && BEFORE_THE_NAME.has(normalize(tokens[at]!))) at++;
  const name = tokens[at];
  const capitalized =
    name !== undefined &&
    /^\p{Lu}\p{Ll}+$/u.test(name) &&
    !NOT_PEOPLE.has(normalize(name)) &&
    !NOT_NAMES.has(normalize(name));
  // "mesero Ana" names her; "el Restaurante" (a capital, but after an article alone) does not.
  const afterArticle = at > verb + 1 && !/^meser[oa]$/.test(normalize(tokens[at - 1]!));
  return capitalized && !afterArticle ? name : null;
}

/**
 * "¿Y Luis?" after a waiter's question: another waiter, by name alone (as written, capitalized).
 * Only a follow-up: understand.ts asks it when the conversation's question was a waiter's.
 */
export function waiterFollowUp(question: string): string | null {
  return /^\s*¿?\s*[yY]\s+(\p{Lu}\p{Ll}+)\s*\?*\s*$/u.exec(question)?.[1] ?? null;
}
