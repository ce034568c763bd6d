/**
 * Whether a question asks why a figure moved: read before any keyword (intents.ts), apart from the
 * answer's drivers (why.ts) so understanding a question never depends on composing an answer.
 */
import { weekdayNamed } from './dates.ts';
import { directionOf } from './superlatives.ts';
import { fold, foldedWords } from './text.ts';

/** Whether a question asks why a figure moved ("¿por qué bajó la utilidad?"). */
export function asksWhy(question: string): boolean {
  const words = foldedWords(question);
  const text = ` ${words.join(' ')} `;
  const opener = / (por ke|porke|a ke se debe|ke paso kon|komo es ke) /.test(text);
  const change = words.some((word) =>
    /^(baj|subi|sub|kay|kaye|aument|disminu|kres|krec|empeor|mejor|menos|mas|kambi|gane|perd)/.test(word),
  );
  return opener && (change || directionOf(question) === 'least');
}

/**
 * Words that pin one past day: a verb in the past ("vendí", "bajó", "fue") or a day qualifier ("el
 * sábado pasado"), folded (text.ts: "bendi" is "vendí"). Without accents "bajó" is "bajo", an
 * adjective too ("¿por qué el lunes es tan bajo?"): such forms count only as typed (PAST_ACCENTED).
 */
const PAST_WORDS: ReadonlySet<string> = new Set(
  [
    'vendi',
    'vendiste',
    'vendio',
    'vendimos',
    'vendieron',
    'bajaron',
    'subio',
    'subieron',
    'cayo',
    'cayeron',
    'aumentaron',
    'disminuyo',
    'disminuyeron',
    'crecio',
    'crecieron',
    'empeoraron',
    'mejoraron',
    'fue',
    'fueron',
    'hubo',
    'tuve',
    'tuvimos',
    'paso',
    'gane',
    'perdi',
    'pasado',
    'pasada',
    'anterior',
    'ultimo',
    'ultima',
  ].map(fold),
);
const PAST_ACCENTED = /\b(bajó|aumentó|empeoró|mejoró)(?![\p{L}])/u;

/**
 * The ISO weekday (1 Monday … 7 Sunday) a why asks about as a habit ("¿por qué los sábados vendo
 * más?", "¿por qué el lunes vendo menos?"): the answer is that weekday against the branch's typical
 * day (weekday-profile.ts), not one day against the week before. Null when no weekday is named or
 * one past day is ("¿por qué el sábado vendí más?", "… el sábado pasado", "… el sábado 28").
 */
export function weekdayHabit(question: string): number | null {
  const weekday = weekdayNamed(question);
  if (weekday === undefined) return null;
  if (/\d/.test(question) || PAST_ACCENTED.test(question.toLowerCase())) return null;
  return foldedWords(question).some((word) => PAST_WORDS.has(word)) ? null : weekday;
}
