/**
 * The present perfect an owner asks the day so far with: "¿cuánto he vendido?", "¿cuántas mesas he
 * cerrado?", "¿cuántos clientes hemos atendido?" (with no period: today, as "llevo" is). A classifier
 * helper, apart from the composing modules.
 */
import { normalize } from './text.ts';

/** "he" or "hemos" and a participle (-ado, -ido, and the irregular hecho, puesto, abierto…). */
const PERFECT = /\b(he|hemos) (\w+(ado|ido)|hecho|puesto|abierto|vuelto|dicho)\b/;

export const asksPerfect = (question: string) => PERFECT.test(normalize(question));

/** "¿Ya abrieron caja?", "¿a qué hora abrieron la caja?", "¿con cuánto abrió la caja?": today's opening. */
export const asksRegisterOpened = (question: string) =>
  /\b(abrieron|abrio|abri|abrimos|abren|abre) (la )?caja\b|\bapertura de (la )?caja\b|\bfondo (inicial|de caja)\b/.test(
    normalize(question),
  );

const LAST_HOURS = /\b(?:en )?(?:la ultima hora|las ultimas (\d+|dos|tres|cuatro) horas)\b/;
const HOUR_COUNTS: Readonly<Record<string, number>> = { dos: 2, tres: 3, cuatro: 4 };

/** "¿Cuánto he vendido en la última hora?", "¿en las últimas 2 horas?": a stretch of today. */
export const asksLastHours = (question: string) => LAST_HOURS.test(normalize(question));

/** How many of today's last hours are asked ("la última hora": 1), or null when none are. */
export function lastHoursAsked(question: string): number | null {
  const match = normalize(question).match(LAST_HOURS);
  if (match === null) return null;
  return match[1] === undefined ? 1 : (HOUR_COUNTS[match[1]] ?? Number(match[1]));
}

/**
 * "¿Cuánto llevaba el sábado pasado a esta hora?", "… a la misma hora": a past day up to the time
 * of day it is now, which only the live read's comparison keeps (the same weekday a week earlier).
 */
export const asksSameTime = (question: string) =>
  /\ba (esta|estas|la misma|esta misma) horas?\b/.test(normalize(question));

/**
 * "¿Está flojo hoy?", "¿estamos llenos?", "¿cómo está el día?": how busy the day is now, today so
 * far against the same hour a week before (since 2026-12-06; before, out of the domain). The
 * classifier's phrases (intents.ts) and the period's test (understand.ts) both.
 */
export const BUSY_NOW_PHRASES: readonly string[] = [
  ...['esta', 'estamos'].flatMap((verb) =>
    ['', 'muy '].flatMap((very) =>
      ['flojo', 'tranquilo', 'muerto', 'movido', 'lleno'].flatMap((busy) => [
        `${verb} ${very}${busy}`,
        `${verb} ${very}${busy}s`,
      ]),
    ),
  ),
  'como esta el dia',
  'como va el dia',
];
const BUSY_NOW = new RegExp(`\\b(${BUSY_NOW_PHRASES.join('|')})\\b`);

export const asksBusyNow = (question: string) => BUSY_NOW.test(normalize(question));
