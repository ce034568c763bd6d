/**
 * Beating a day or period named: "¿le gané al sábado pasado?" (a day closed), "¿cuánto me falta
 * para ganarle al sábado?", "¿le voy ganando a la semana pasada?", "¿ya llegué a lo del sábado?"
 * (today so far). One vocabulary, folded as dateText folds it, for the classifier (intents.ts) and
 * the comparison's periods (understand.ts). Since 2026-12-06; before, the profit ("gané") or out of
 * the domain. A classifier helper, apart from the composing modules.
 */
import { dateText, namesMonth, weekdayNamed } from './dates.ts';
import { normalize } from './text.ts';

/** The words that beat what follows them ("al", "a la", "a lo del"). */
export const BEATING =
  'le (?:gane|ganamos|gano)|ganarle|le (?:boy|bamos|estoy|estamos) ganando|(?:yegue|yegamos|yegar) a lo|(?:supere|superamos|rebase|rebasamos)(?: a)?(?: lo)?';

/** Beating words and the rest of the folded text after them. */
const BEAT = new RegExp(`\\b(?:${BEATING}) (?:al?|del?)\\b(.*)$`);

/** Beating said in the infinitive or the progressive: today so far is what beats. */
const BEATS_TODAY = /\b(ganarle|ganando|yegar|yegue|yegamos)\b|\bya (supere|superamos|rebase|rebasamos)\b/;

/** Whether folded text beats a period named, and whether today so far is what beats it. */
export function beatOf(folded: string): 'closed' | 'today' | null {
  if (!BEAT.test(folded)) return null;
  return BEATS_TODAY.test(folded) ? 'today' : 'closed';
}

/** The words a period beaten begins with, after its article: "día", "semana", a date's number. */
const PERIOD_WORD = /^(dia|semana|mes|ano|kinsena|fin|\d)/;

/**
 * Overtaking a period, said ahead ("¿voy a llegar a lo de octubre?", "¿le voy a ganar al mes
 * pasado?") or as what is missing ("¿cuánto me falta para igualar octubre?"): the words before the
 * verb and the period after it (normalized). "¿Le gané…?" and "¿le voy ganando…?" are not: they ask
 * of the sales so far (BEAT). The words between are whole words: "a lo de agosto" leaves "agosto"
 * (since 2026-12-07; before, "gosto", so August was never overtaken).
 */
const OVERTAKING =
  /^(.*\b(?:voy|vamos|va) a|.*\bfaltan? para) (?:le )?(llegar|alcanzar|igualar|superar|rebasar|ganar|pasar)(?:le)?\b((?: (?:a|al|de|del|la|lo|que|vendi|vendimos|en)(?=\s|$))*)(.*)$/;

/** Overtaking said ahead ("¿voy a llegar a lo del domingo pasado?"), not as what is missing. */
export const overtakesAhead = (question: string): boolean =>
  /\b(voy|vamos|va) a$/.test(overtaking(question)?.before ?? '');

/** The words before an overtaking verb and the period after it; null when none is said. */
export function overtaking(question: string): { before: string; period: string } | null {
  const match = OVERTAKING.exec(normalize(question));
  // "¿Cuánto voy a ganar en diciembre?" is the profit of December, not beating it (since
  // 2026-12-06; before, today's sales against the same day of last week).
  if (match === null || (match[2] === 'ganar' && /^ en\b/.test(match[3]!))) return null;
  return { before: match[1]!, period: match[4]!.trim() };
}

/**
 * A period's first word: a weekday, a period, a date or a month ("octubre"), after its article. A
 * number ahead is a goal ("¿voy a llegar a 300 mil?", sales-goal.ts), not a date.
 */
function namesPeriod(words: string, ahead = false): boolean {
  const first = words.split(' ').filter((word) => word !== '' && !/^(el|la|los|las)$/.test(word))[0] ?? '';
  if (ahead && /^\d/.test(first)) return false;
  return weekdayNamed(first) !== undefined || PERIOD_WORD.test(first) || namesMonth(first);
}

/**
 * "¿Le gané al sábado pasado?", "¿voy a llegar a lo de octubre?": a day or period beaten or to be
 * overtaken, its first word (after an article) a weekday, a period, a date or a month; "¿cuánto le
 * gané al pastor?" is a dish's profit, "¿me va a alcanzar el pastor?" its stock.
 */
export function beatsNamedPeriod(question: string): boolean {
  const after = BEAT.exec(dateText(question))?.[1];
  if (after !== undefined && namesPeriod(after)) return true;
  const ahead = overtaking(question);
  return ahead !== null && namesPeriod(dateText(ahead.period), true);
}
