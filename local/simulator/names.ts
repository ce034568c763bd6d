/**
 * People's names that read as real Mexican names: a first name and one or two surnames, drawn from
 * faker's es_MX lists with their artifacts left out. faker's own `person.lastName()` for es_MX joins
 * two list entries (sometimes with "de"), and its list holds entries no Mexican carries ("Kranz
 * sans", "Kanzaki", "Gollum"), misspellings ("Rodrígez", "Hernádez") and fused US forms
 * ("Delatorre"), so a roster read "Agustín Kranz sans Otero".
 */
import { es_MX } from '@faker-js/faker';
import type { Rng } from './random.ts';

/** Surname list entries a Mexican would not carry: misspellings, a first name, invented words. */
const SURNAME_DENY_LIST: readonly string[] = [
  'Alejandro',
  'Bétancourt',
  'Domínquez',
  'Garica',
  'Gollum',
  'Hernandes',
  'Hernádez',
  'Jimínez',
  'Peres',
  'Quinta',
  'Rodrígez',
  'Rodríquez',
  'Sanches',
  'Xacon',
  'Xana',
  'Xenia',
  'Xiana',
  'Xicoy',
  'Yami',
  'Yunta',
];

const ONE_WORD = /^\p{Lu}\p{Ll}+$/u;
const denied = new Set(SURNAME_DENY_LIST);

/**
 * Surnames: one capitalised word, not denied; the "K" block of the es_MX list (Kamal, Kanzaki,
 * Krasnova, …) is foreign names, and the fused "Del…" forms (Delarosa) are US spellings of "de la
 * Rosa": both left out, except Delgado and Delgadillo, which are names of their own.
 */
const SURNAMES: readonly string[] = es_MX.person?.last_name?.generic?.filter(
  (name) =>
    ONE_WORD.test(name) &&
    !denied.has(name) &&
    !name.startsWith('K') &&
    (!name.startsWith('Del') || name.startsWith('Delga')),
) ?? ['García'];

/** First names of one or two words (María Fernanda, Juan Carlos), so a name has at most four words. */
const FIRST_NAMES: readonly string[] = [
  ...(es_MX.person?.first_name?.female ?? []),
  ...(es_MX.person?.first_name?.male ?? []),
].filter((name) => name.split(' ').length <= 2 && name.split(' ').every((word) => ONE_WORD.test(word)));

/** "Gabriela Zamora" or "Juan Carlos Ibarra Solís": a first name, the father's and often the mother's surname. */
export function mexicanName(rng: Rng): string {
  const first = rng.helpers.arrayElement(FIRST_NAMES);
  const paternal = rng.helpers.arrayElement(SURNAMES);
  if (rng.number.float() < 0.4) return `${first} ${paternal}`;
  return `${first} ${paternal} ${rng.helpers.arrayElement(SURNAMES)}`;
}
