/**
 * The words of a question about the back office's captures, apart from the composing modules
 * (intents.ts must not import compose.ts; captures.ts answers it). Pure.
 */
import { normalize } from './text.ts';

/** "¿Qué me falta capturar?", "¿qué tengo pendiente por capturar?", "¿ya capturé todo?". */
export const asksCaptures = (question: string) =>
  /\b(falta|faltan|pendiente|pendientes) (de |por )?capturar\b|\bcaptur(e|amos) todo\b|\bque (no )?(he|hemos) capturado\b|\bque (tengo|tenemos|debo) que capturar\b/.test(
    normalize(question),
  );
