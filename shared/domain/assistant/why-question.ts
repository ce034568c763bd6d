/**
 * Whether a question asks why a figure moved: read before any keyword (intents.ts), apart from the
 * answer's drivers (why.ts) so understanding a question never depends on composing an answer.
 */
import { directionOf } from './superlatives.ts';
import { foldedWords } from './text.ts';

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
