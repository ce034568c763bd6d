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

/**
 * "depositar", "deposito", "llevo al banco", "¿cuánto efectivo me quedó?": the cash a closed day's
 * sales left to take to the bank (cash-deposit.ts).
 */
export const asksDeposit = (question: string): boolean => {
  const text = normalize(question);
  // "¿Cuánto me depositó Uber Eats?": an app's payout, not the drawer's cash (since 2026-12-06).
  if (/\b(rappi|uber|didi|apps?|aplicacion(es)?)\b/.test(text)) return false;
  if (/\b(depositar|deposito|deposite|llev(o|ar|amos) al banco)\b/.test(text)) return true;
  return /\bquedo\b/.test(text) && /\befectivo\b/.test(text);
};

/**
 * "¿Cuánto salió de caja?", "¿cuánto efectivo saqué?", "¿hubo retiros?", "¿qué entró a la caja?":
 * the drawer's movements, the cash ledger's outflows and inflows (cash-movements.ts).
 */
export const asksCashMovements = (question: string): boolean =>
  /\b(salio|salieron|saque|sacamos|sacaron|retir(o|os|e|aron|aste)|salidas?|entro|entraron|entradas?|movimientos|flujo)\b/.test(
    normalize(question),
  ) && /\b(caja|efectivo)\b/.test(normalize(question));

/** "¿A qué hora cerré caja?", "¿a qué hora se hizo el corte?": when the corte Z was taken. */
export const asksCorteTime = (question: string): boolean => {
  const text = normalize(question);
  return /\ba que hora\b/.test(text) && /\b(caja|corte|cortes)\b/.test(text);
};
