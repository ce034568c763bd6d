/**
 * How an owner typing fast on a phone may write a well-written question: the evaluation set of the
 * assistant's spelling tolerance (test/unit/assistant/spelling.test.ts, `npm run bench -- assistant`).
 * Each variant carries one change:
 *
 * - one misspelling in one word: b↔v; s→z, z→s, c→s/z and s→c before e/i; ll→y and y→ll between
 *   vowels; a dropped h; qu→k and c→k before a/o/u; a doubled letter (not l or r: "ll" and "rr" are
 *   other letters, "pero" is not "perro"); a dropped letter in a word of five letters or more (on a
 *   shorter word, counted once folded, one letter less is usually another word: "mes" → "me"), not
 *   from "rr" or "ll" and not between two equal letters (see `misspellings`);
 * - all the accents stripped;
 * - a regional or colloquial word: antier for anteayer, el finde for el fin de semana, chamba or jale
 *   for trabajo;
 * - an impersonal form: "se vendió" for vendí, "se canceló" for cancelaron, "se cobró" for cobré.
 *
 * Pure: the set is the same on every run.
 */
import { fold, normalize, TYPO_MIN_LENGTH } from './text.ts';

export type VariantKind = 'misspelling' | 'accents' | 'regional' | 'impersonal';

export interface Variant {
  kind: VariantKind;
  question: string;
}

const VOWELS = 'aeiouáéíóúü';
const FRONT = 'eiéí';
const BACK = 'aouáóúü';

/** Every single misspelling of one word (lowercase), each a whole new word. */
export function misspellings(word: string): string[] {
  const out = new Set<string>();
  const at = (index: number, length: number, replacement: string) =>
    out.add(word.slice(0, index) + replacement + word.slice(index + length));
  // A dropped letter only where the matcher forgives one edit: a word of five letters once folded.
  const droppable = fold(normalize(word)).length >= TYPO_MIN_LENGTH;
  for (let index = 0; index < word.length; index++) {
    const letter = word[index]!;
    const next = word[index + 1] ?? '';
    const previous = word[index - 1] ?? '';
    if (letter === 'b') at(index, 1, 'v');
    if (letter === 'v') at(index, 1, 'b');
    if (letter === 'z') at(index, 1, 's');
    if (letter === 's') {
      at(index, 1, 'z');
      if (FRONT.includes(next) && next !== '') at(index, 1, 'c');
    }
    if (letter === 'c' && FRONT.includes(next) && next !== '') {
      at(index, 1, 's');
      at(index, 1, 'z');
    }
    if (letter === 'c' && BACK.includes(next) && next !== '') at(index, 1, 'k');
    if (letter === 'q' && next === 'u') at(index, 2, 'k');
    if (letter === 'l' && next === 'l') at(index, 2, 'y');
    if (
      letter === 'y' &&
      VOWELS.includes(previous) &&
      previous !== '' &&
      VOWELS.includes(next) &&
      next !== ''
    )
      at(index, 1, 'll');
    if (letter === 'h' && previous !== 'c') at(index, 1, '');
    if (letter !== 'l' && letter !== 'r' && letter !== next && letter !== previous)
      at(index, 1, letter + letter);
    // Not a letter of "rr" or "ll" ("perro" → "pero" is another word), nor one between two equal
    // letters ("semana" → "semaa" folds to "sema", two edits away once doubles are collapsed).
    const [plainLetter, plainPrevious, plainNext] = [letter, previous, next].map(stripAccents);
    if (
      droppable &&
      plainLetter !== plainPrevious &&
      plainLetter !== plainNext &&
      plainPrevious !== plainNext
    )
      at(index, 1, '');
  }
  out.delete(word);
  return [...out];
}

/** Accents and diaeresis off, ñ kept (a phone keyboard types it as easily as n). */
export function stripAccents(text: string): string {
  return text.replace(/[áéíóúü]/gi, (letter) => letter.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/** A regional or colloquial word for a day or for work, in place of the standard one. */
const REGIONAL: ReadonlyArray<[RegExp, string]> = [
  [/\banteayer\b/i, 'antier'],
  [/\bel fin de semana\b/i, 'el finde'],
  [/\bel trabajo\b/i, 'la chamba'],
  [/\bel trabajo\b/i, 'el jale'],
];

/** The impersonal form of a personal verb ("¿cuánto se vendió?"); the words are whole words. */
const IMPERSONAL: ReadonlyArray<[RegExp, string]> = (
  [
    ['vend(?:í|imos|ieron)', 'se vendió'],
    ['cancelaron', 'se cancelaron'],
    ['cancelaron', 'se canceló'],
    ['cobr(?:é|amos)', 'se cobró'],
    ['pagué', 'se pagó'],
    ['gan(?:é|amos)', 'se ganó'],
    ['saqué', 'se sacó'],
    ['dejaron', 'se dejó'],
  ] as const
).map(([verb, impersonal]) => [new RegExp(`(?<!\\p{L})${verb}(?!\\p{L})`, 'iu'), impersonal]);

const WORD = /\p{L}+/gu;

/** Every variant of a well-written question, without repeats and without the question itself. */
export function variantsOf(question: string): Variant[] {
  const seen = new Set<string>([question]);
  const variants: Variant[] = [];
  const add = (kind: VariantKind, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    variants.push({ kind, question: text });
  };
  for (const match of question.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    const lower = word.toLowerCase();
    if (lower === 'y') continue;
    for (const misspelled of misspellings(lower)) {
      add('misspelling', question.slice(0, start) + misspelled + question.slice(start + word.length));
    }
  }
  add('accents', stripAccents(question));
  for (const [pattern, replacement] of REGIONAL) {
    if (pattern.test(question)) add('regional', question.replace(pattern, replacement));
  }
  for (const [pattern, replacement] of IMPERSONAL) {
    if (pattern.test(question)) add('impersonal', question.replace(pattern, replacement));
  }
  return variants;
}
