/**
 * The words that put a question in the days to come: the future tense, or "ir a" with an
 * infinitive. The forecast reads them (forecast.ts `intentForDay`); the waiters' answer says what
 * it cannot forecast (rankings.ts).
 */
import { words } from './text.ts';

/**
 * "¿Cuál va a ser el mejor día de esta semana?", "¿cuál será mi hora pico?", "¿a qué hora voy a
 * tener más gente?": the days to come, even of a period (this week) that has closed days too.
 */
export function speaksOfComing(question: string): boolean {
  const tokens = words(question);
  return tokens.some(
    (word, index) =>
      COMING_FORMS.has(word) ||
      // "¿cuál va a ser…?", "¿a qué hora voy a tener más gente?", "¿cuánto voy a pagar de sueldos el
      // fin de semana?": "ir a" and an infinitive.
      (/(ar|er|ir)$/.test(word) &&
        tokens[index - 1] === 'a' &&
        /^(voy|vamos|va|van)$/.test(tokens[index - 2] ?? '')) ||
      // "¿cuánto espero vender el sábado?", "¿cuánto pienso vender?": an expectation and an infinitive.
      // "¿cuánto puedo vender el sábado?": what the day can give, a day to come.
      (/(ar|er|ir)$/.test(word) &&
        /^(espero|esperamos|pienso|pensamos|puedo|podemos|podria|podriamos)$/.test(
          tokens[index - 1] ?? '',
        )) ||
      // "¿Cuántos clientes espero en la tarde?": people expected (since 2026-12-07; before, the
      // last closed day's afternoon).
      (/^(espero|esperamos)$/.test(word) && PEOPLE_EXPECTED.has(tokens[index - 1] ?? '')),
  );
}

/** The people an owner expects: "clientes espero", "gente esperamos". */
const PEOPLE_EXPECTED: ReadonlySet<string> = new Set(['clientes', 'comensales', 'gente', 'personas']);

/**
 * The future tense of the verbs an owner asks the days to come with ("¿cuál será…?", "¿a qué hora
 * tendré más clientes?", "¿habrá mucha gente?"), normalized (no accents).
 */
const COMING_FORMS: ReadonlySet<string> = new Set([
  'sera',
  'seran',
  'tendre',
  'tendremos',
  'tendra',
  'tendran',
  'habra',
  'vendra',
  'vendran',
  'llegara',
  'llegaran',
  'vendere',
  'venderemos',
  'vendera',
  'venderan',
  'podre',
  'podremos',
]);

/**
 * "¿Cuánto vendo el 24?", "¿qué preparo para Navidad?": the present of the day's business, which
 * names a day to come as well as a habit (forecast-period.ts `comingDayNearer` tells them apart).
 */
export const speaksInPresent = (question: string): boolean =>
  words(question).some((word) => PRESENT_FORMS.has(word));

const PRESENT_FORMS: ReadonlySet<string> = new Set([
  'vendo',
  'vendemos',
  'saco',
  'sacamos',
  'hago',
  'hacemos',
  'preparo',
  'preparamos',
  'necesito',
  'necesitamos',
  'ocupo',
  'ocupamos',
  'abro',
  'abrimos',
  // "¿Cuántos clientes tengo el sábado?", "¿cuánta gente viene el viernes?" (since 2026-12-08).
  'tengo',
  'tenemos',
  'viene',
  'vienen',
  // "¿A qué hora llega más gente en Navidad?" asked on 12 December (since 2026-12-08; before, last
  // year's Christmas, said without its corte Z).
  'llega',
  'llegan',
  // "¿Cómo pinta el 31 en la noche?" on 29 December (since 2026-12-08; before, 31 October's night,
  // the latest 31st).
  'pinta',
  'pintan',
  // "¿Y el 31 en la noche conviene abrir?": the coming night's forecast (since 2026-12-08).
  'conviene',
]);
