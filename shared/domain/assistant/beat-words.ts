/**
 * Beating a day or period named: "¿le gané al sábado pasado?" (a day closed), "¿cuánto me falta
 * para ganarle al sábado?", "¿le voy ganando a la semana pasada?", "¿ya llegué a lo del sábado?"
 * (today so far). One vocabulary, folded as dateText folds it, for the classifier (intents.ts) and
 * the comparison's periods (understand.ts). Since 2026-12-06; before, the profit ("gané") or out of
 * the domain. A classifier helper, apart from the composing modules.
 */
import { dateText, weekdayNamed } from './dates.ts';

/** The words that beat what follows them ("al", "a la", "a lo del"). */
export const BEATING =
  'le (?:gane|ganamos|gano)|ganarle|le (?:boy|bamos|estoy|estamos) ganando|(?:yegue|yegamos|yegar) a lo';

/** Beating words and the rest of the folded text after them. */
const BEAT = new RegExp(`\\b(?:${BEATING}) (?:al?|del?)\\b(.*)$`);

/** Beating said in the infinitive or the progressive: today so far is what beats. */
const BEATS_TODAY = /\b(ganarle|ganando|yegar|yegue|yegamos)\b/;

/** Whether folded text beats a period named, and whether today so far is what beats it. */
export function beatOf(folded: string): 'closed' | 'today' | null {
  if (!BEAT.test(folded)) return null;
  return BEATS_TODAY.test(folded) ? 'today' : 'closed';
}

/** The words a period beaten begins with, after its article: "día", "semana", a date's number. */
const PERIOD_WORD = /^(dia|semana|mes|ano|kinsena|fin|\d)/;

/**
 * "¿Le gané al sábado pasado?": a day or period beaten, its first word (after an article) a
 * weekday, a period or a date; "¿cuánto le gané al pastor?" is a dish's profit.
 */
export function beatsNamedPeriod(question: string): boolean {
  const after = BEAT.exec(dateText(question))?.[1];
  if (after === undefined) return false;
  const first = after.split(' ').filter((word) => word !== '' && !/^(el|la|los|las)$/.test(word))[0] ?? '';
  return weekdayNamed(first) !== undefined || PERIOD_WORD.test(first);
}
