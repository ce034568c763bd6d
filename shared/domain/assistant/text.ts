/**
 * How the assistant reads a question: lowercase, without accents (ñ → n, so "año", "ano" and "anio"
 * meet), punctuation as spaces; then each word is folded to how it sounds in Mexican Spanish (`fold`:
 * "bendi" and "vendí", "kuanto" and "cuánto", "aller" and "ayer" meet). Keywords are folded the same
 * way and matched on the folded words with a tolerance of one edit (insertion, deletion, substitution
 * or a swap of two neighbours: Damerau's "optimal string alignment") for words of five letters or
 * more, so "ventaz", "meseor" and "propnas" still match, while short words ("hoy", "mes", "caja")
 * must be exact after folding: one edit on them lands on other words.
 */

/** Lowercase, no diacritics, letters and digits only, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Whether a word is the article that makes the next a part of the day: "la mañana" is the morning,
 * "mañana" alone tomorrow (daypart.ts, and the dates of both doors); "esta mañana", "esta noche"
 * are today's (since 2026-12-06; before, "esta noche" asked of staff was read as tomorrow's).
 */
export const isDaypartArticle = (word: string | undefined) =>
  word === 'la' || word === 'las' || word === 'esta';

/**
 * Whether "noche" begins a day's name with the (folded or normalized) words after it: Nochebuena,
 * Nochevieja, la Noche Mexicana, la Noche del Grito are days, not a part of one.
 */
export const namesNight = (following: readonly string[]) =>
  /^(buena|vieja|bieja|mexicana|mexikana|del grito)\b/.test(following.slice(0, 2).join(' '));

/**
 * The sound of a normalized word, so that the spellings a phone typist mixes up meet: ll → y, doubled
 * letters collapsed (but not rr and ll, which are other letters: "pero" is not "perro"), ch → x (one
 * sound, so "cambeo" is one edit from "chambeo"), h dropped, qu → k, c → s before e/i and k
 * elsewhere, z → s, v → b. Idempotent.
 */
export function fold(word: string): string {
  // Chat shorthand: "k tal el finde", "q vendí" write "que" as one letter.
  if (word === 'k' || word === 'q') return 'ke';
  return word
    .replace(/ll/g, 'y')
    .replace(/([a-km-qs-z])\1+/g, '$1')
    .replace(/ch/g, 'x')
    .replace(/h/g, '')
    .replace(/qu/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b');
}

/**
 * A word as typed (normalized) and as it sounds (folded). Both are compared: the folded form joins
 * the spellings of one sound, the plain one keeps the one-edit tolerance where folding moves a typo
 * further away ("efecivo" folds to "efesibo", two edits from "efektibo" but one from "efectivo").
 */
export interface Word {
  plain: string;
  folded: string;
  /**
   * The word is itself a keyword word ("gasté", "renta"): it matches only itself, never another
   * keyword one edit away ("gasta" of "¿cuánto gasta un cliente?", "venta"). A real word is not a typo.
   */
  exact?: boolean;
}

export function toWord(plain: string): Word {
  return { plain, folded: fold(plain) };
}

/** The question's normalized words, each with its folded form. */
export function questionWords(text: string): Word[] {
  return words(text).map(toWord);
}

/** The question's folded words. */
export function foldedWords(text: string): string[] {
  return words(text).map(fold);
}

/**
 * Each word replaced by the folded vocabulary word it is one edit from (plain or folded), when it is
 * long enough for the typo tolerance: "semna pasda" → "semana pasada"; the vocabulary's order settles
 * a tie (the period words so close are alike in meaning: "pasad" is pasada or pasado). Other words
 * come back folded.
 */
export function respell(tokens: readonly Word[], vocabulary: readonly Word[]): string[] {
  return tokens.map((token) => {
    if (vocabulary.some((word) => word.folded === token.folded)) return token.folded;
    const known = vocabulary.find((word) => wordMatches(token, word));
    return known ? known.folded : token.folded;
  });
}

/** Optimal-string-alignment distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a and b are at most one edit apart (the OSA rule above), in one pass without allocating:
 * the matcher runs it for every word against every keyword, so it must be cheap.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (lengthGap === 0) {
    // One substitution, or one swap of neighbours.
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  // One insertion or deletion.
  return lengthGap > 0 ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

/** Shortest keyword length that tolerates one typo. */
export const TYPO_MIN_LENGTH = 5;

function withinTolerance(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (keyword.length < TYPO_MIN_LENGTH || word.length < TYPO_MIN_LENGTH - 1) return false;
  return withinOneEdit(word, keyword);
}

/**
 * A word of the question matches a keyword word: equal once folded, or within one edit (plain or
 * folded) when the keyword has five letters or more and the word four once folded.
 */
export function wordMatches(word: Word, keyword: Word): boolean {
  if (word.folded === keyword.folded) return true;
  if (word.exact) return false;
  // A word that sounds short is short, however it is typed: "mess" is "mes", not one edit from "mesas".
  if (word.folded.length < TYPO_MIN_LENGTH - 1) return false;
  return withinTolerance(word.folded, keyword.folded) || withinTolerance(word.plain, keyword.plain);
}

function stemMatches(word: string, stem: string): boolean {
  if (word.startsWith(stem)) return true;
  // A typo inside a long stem ("vetnas", "propnas"): the word's head of about the stem's length
  // (one letter more or less, for an insertion or a deletion) within one edit of the stem.
  if (stem.length < TYPO_MIN_LENGTH) return false;
  return [stem.length - 1, stem.length, stem.length + 1].some(
    (length) => length <= word.length && withinOneEdit(word.slice(0, length), stem),
  );
}

/** A keyword word; `stem` when it ended in "*": "vend*" matches vendí, vendimos, vendido. */
export interface KeywordWord extends Word {
  stem: boolean;
}

export function keywordWords(phrase: string): KeywordWord[] {
  return phrase.split(' ').map((part) => {
    const stem = part.endsWith('*');
    return { ...toWord(stem ? part.slice(0, -1) : part), stem };
  });
}

function wordMatchesPattern(word: Word, pattern: KeywordWord): boolean {
  if (!pattern.stem) return wordMatches(word, pattern);
  if (word.exact) return word.folded.startsWith(pattern.folded) || word.plain.startsWith(pattern.plain);
  return stemMatches(word.folded, pattern.folded) || stemMatches(word.plain, pattern.plain);
}

/**
 * Where the keyword phrase (normalized words; a word may end in `*` for a stem) occurs in `tokens`
 * as consecutive words; -1 when it does not.
 */
export function findPhrase(tokens: readonly Word[], phrase: string | readonly KeywordWord[]): number {
  const parts = typeof phrase === 'string' ? keywordWords(phrase) : phrase;
  for (let start = 0; start + parts.length <= tokens.length; start++) {
    if (parts.every((part, offset) => wordMatchesPattern(tokens[start + offset]!, part))) return start;
  }
  return -1;
}
