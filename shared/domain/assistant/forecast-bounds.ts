/**
 * "¿Cuánto es lo mínimo que voy a vender mañana?", "¿cuál es el peor escenario para el sábado?",
 * "¿a lo mucho cuántos clientes tendré?": one end of a day's 80 % range asked. It is said first,
 * with what it means (one day in ten like it falls beyond it, as the range's "ocho de cada diez"
 * says of both ends), then the point and the other end. Only a day's: the ends of several days do
 * not add up to the ends of their sum (forecast.ts says a period's sum without a range). Pure.
 */
import { normalize } from './text.ts';

/** The end asked: the p10 (a slow day) or the p90 (a good one). */
export type Bound = 'low' | 'high';

const LOW =
  /\b(lo minimo|como minimo|minimo|lo menos que|peor escenario|escenario pesimista|peor de los casos|peor caso)\b/;
const HIGH =
  /\b(lo maximo|como maximo|maximo|a lo mucho|cuando mucho|lo mas que|mejor escenario|escenario optimista|mejor de los casos|mejor caso)\b/;

/** The end of the range the question asks for, or null (neither, or both: the range is the answer). */
export function boundAsked(question: string): Bound | null {
  const text = normalize(question);
  // "¿el mejor y el peor escenario?" names both, one word apart from its noun.
  const both = /\bmejor\b/.test(text) && /\bpeor\b/.test(text);
  const low = LOW.test(text) || both;
  const high = HIGH.test(text) || both;
  if (low === high) return null;
  return low ? 'low' : 'high';
}

/** A day's figure as the answer already put it into words: "Mañana, sábado 5 de diciembre," and the amounts. */
export interface DayFigureWords {
  when: string;
  point: string;
  low: string;
  high: string;
  /** " sin IVA" after a sales amount, '' for covers or an unknown basis. */
  basis: string;
}

/**
 * "Mañana, sábado 5 de diciembre, en un día flojo venderías unos $46,863.69 sin IVA: solo uno de
 * cada diez días como este vende menos. Espero $51,755.51, y en un día bueno hasta $60,153.41."
 */
export function boundSentence(bound: Bound, ask: 'sales' | 'covers', figure: DayFigureWords): string {
  const { when, point, low, high } = figure;
  const unit = ask === 'sales' ? figure.basis : ' comensales';
  const verb = ask === 'sales' ? 'venderías' : 'tendrías';
  const beyond = `${ask === 'sales' ? 'vende' : 'tiene'} ${bound === 'low' ? 'menos' : 'más'}`;
  // "Mañana, sábado 5 de diciembre," has its comma; "El domingo 6 de diciembre" needs one here.
  const day = when.endsWith(',') ? when : `${when},`;
  const lead =
    bound === 'low'
      ? `${day} en un día flojo ${verb} unos ${low}${unit}`
      : `${day} en un día bueno ${verb} hasta unos ${high}${unit}`;
  const other = bound === 'low' ? `en un día bueno hasta ${high}` : `en un día flojo unos ${low}`;
  return `${lead}: solo uno de cada diez días como este ${beyond}. Espero ${point}${unit}, y ${other}.`;
}
