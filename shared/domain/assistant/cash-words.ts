/**
 * Words of the cash drawer a question is classified by, apart from the composing modules (intents.ts
 * must not import compose.ts). Pure.
 */
import { normalize } from './text.ts';

/** "¿Quién cerró la caja ayer?", "¿quién hizo el corte?": who closed the register or its corte. */
export const asksWhoClosed = (question: string): boolean => {
  const text = normalize(question);
  return (
    /\bquien(es)? (cerro|cerraron|hizo|hicieron|cobro|cobraron|estuvo|estaba|estaban)\b/.test(text) &&
    /\b(caja|corte|cortes)\b/.test(text)
  );
};
