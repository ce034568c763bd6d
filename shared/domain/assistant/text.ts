/**
 * How the assistant reads a question: lowercase, without accents (ñ → n, so "año", "ano" and "anio"
 * meet), punctuation as spaces. Keywords are matched on these normalized words with a tolerance of
 * one edit (insertion, deletion, substitution or a swap of two neighbours: Damerau's "optimal string
 * alignment") for words of five letters or more, so "ventaz", "meseor" and "propnas" still match,
 * while short words ("hoy", "mes", "caja") must be exact: one edit on them lands on other words.
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

/** A word of the question matches a keyword word: exactly, or within one edit when long enough. */
export function wordMatches(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (keyword.length < TYPO_MIN_LENGTH || word.length < TYPO_MIN_LENGTH - 1) return false;
  return withinOneEdit(word, keyword);
}

/** A keyword word ending in "*" is a stem: "vend*" matches vendí, vendimos, vendido. */
function wordMatchesPattern(word: string, pattern: string): boolean {
  if (pattern.endsWith('*')) {
    const stem = pattern.slice(0, -1);
    if (word.startsWith(stem)) return true;
    // A typo inside a long stem ("vetnas", "propnas"): the word's head of about the stem's length
    // (one letter more or less, for an insertion or a deletion) within one edit of the stem.
    if (stem.length < TYPO_MIN_LENGTH) return false;
    return [stem.length - 1, stem.length, stem.length + 1].some(
      (length) => length <= word.length && withinOneEdit(word.slice(0, length), stem),
    );
  }
  return wordMatches(word, pattern);
}

/**
 * Where the keyword phrase (normalized words; a word may end in `*` for a stem) occurs in `tokens`
 * as consecutive words; -1 when it does not.
 */
export function findPhrase(tokens: readonly string[], phrase: string | readonly string[]): number {
  const parts = typeof phrase === 'string' ? phrase.split(' ') : phrase;
  for (let start = 0; start + parts.length <= tokens.length; start++) {
    if (parts.every((part, offset) => wordMatchesPattern(tokens[start + offset]!, part))) return start;
  }
  return -1;
}
