/**
 * The simulator's staff and supplier contacts read as real Mexican names: letters (accents
 * included), spaces and hyphens only, two to four words, and none of the artifacts faker's es_MX
 * lists carry ("Kranz sans", "Gollum", "Rodrígez").
 */
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../../local/simulator/concepts.ts';
import { branchIdFor, setupBranch } from '../../../local/simulator/generate.ts';
import { mexicanName } from '../../../local/simulator/names.ts';
import { rngFor } from '../../../local/simulator/random.ts';

const LETTERS_SPACES_HYPHENS = /^[\p{L}\- ]+$/u;
/** Words faker's es_MX lists produce that no Mexican name has: foreign entries, misspellings, jokes. */
const ARTIFACTS = new Set([
  'sans',
  'kranz',
  'kadar',
  'kardache',
  'krauel',
  'korta',
  'kanzaki',
  'krasnova',
  'kuzmina',
  'kanimal',
  'gollum',
  'garica',
  'hernádez',
  'rodrígez',
  'rodríquez',
  'jimínez',
  'domínquez',
  'bétancourt',
  'delatorre',
  'delacrúz',
  'delarosa',
  'xicoy',
  'yunta',
  'xairo',
]);
/** Lower-case words a Spanish name may carry (María de los Ángeles); any other word is capitalised. */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los']);

function problemsOf(name: string): string[] {
  const words = name.split(' ');
  const problems: string[] = [];
  if (!LETTERS_SPACES_HYPHENS.test(name)) problems.push('a character other than a letter, space or hyphen');
  if (words.length < 2 || words.length > 4) problems.push(`${words.length} words`);
  for (const word of words) {
    if (ARTIFACTS.has(word.toLowerCase())) problems.push(`the artifact "${word}"`);
    else if (!PARTICLES.has(word) && !/^\p{Lu}/u.test(word)) problems.push(`the lower-case word "${word}"`);
  }
  return problems;
}

describe('simulated names', () => {
  it('are a first name and one or two surnames, without artifacts, over 5,000 draws', () => {
    const rng = rngFor('names-test', 1);
    const names = Array.from({ length: 5000 }, () => mexicanName(rng));
    const bad = names.filter((name) => problemsOf(name).length > 0);
    expect(bad.map((name) => `${name}: ${problemsOf(name).join(', ')}`)).toEqual([]);
    // Both shapes occur: "Ana Pérez" and "Ana Pérez Solís".
    expect(new Set(names.map((name) => name.split(' ').length)).size).toBeGreaterThan(1);
  });

  it('name every branch roster and supplier contact the simulator sets up', () => {
    for (const seed of [1, 7, 42]) {
      for (const [index, concept] of CONCEPTS.entries()) {
        const branch = setupBranch(seed, index, concept, branchIdFor(seed, index));
        const people = [
          ...branch.waiters,
          ...branch.cashiers,
          branch.manager,
          ...branch.suppliers.map((supplier) => supplier.contact_name as string),
        ];
        expect(people.filter((name) => problemsOf(name).length > 0)).toEqual([]);
      }
    }
  });
});
