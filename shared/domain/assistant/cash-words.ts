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

/** "¿Ya cerré caja?", "¿ya se hizo el corte?": whether today's corte Z is in. */
export const asksRegisterClosed = (question: string): boolean =>
  /\bya (cerre|cerramos|cerro|se cerro|hice|hicimos|hicieron|se hizo|llego|mandaron|mando) (la |el |mi )?(caja|corte)\b/.test(
    normalize(question),
  );

/**
 * "¿Qué días me falta el corte Z?", "¿me falta algún corte?", "¿qué cortes no han llegado?", "¿qué
 * días no tengo corte?": the days without a corte Z with sales (coverage.ts daysOpenAnswer), not
 * a cash shortage (since 2026-12-07; before, yesterday's cash difference).
 */
export const asksMissingCortes = (question: string): boolean =>
  /\b(faltan? (el |algun |los |un |unos )?cortes?|cortes? (z )?(que )?(no (me )?(han llegado|ha llegado|llego|llegaron)|faltan?)|dias (sin|no tengo|no hay) (el )?cortes?)\b/.test(
    normalize(question),
  );

/**
 * "¿Qué cajero tiene más faltantes?", "¿quién tiene más sobrantes en caja?": the cashiers ranked by
 * their cortes' shortages (or overages), not the period's difference (cash-closer.ts).
 */
export const asksCashierRanking = (question: string): boolean => {
  const text = normalize(question);
  return (
    /\b((que|cual) cajer[oa]s?|quien(es)?|cajer[oa]s?)\b/.test(text) &&
    /\b(mas|menos)\b/.test(text) &&
    /\b(faltantes?|sobrantes?|falta|falto|faltaron|sobra|sobro|descuadres?)\b/.test(text)
  );
};

/** Overages asked ("sobrantes", "le sobra"), not shortages. */
export const asksOverages = (question: string): boolean => /\bsobr(antes?|a|o)\b/.test(normalize(question));

/**
 * "depositar", "deposito", "llevo al banco", "¿cuánto efectivo me quedó?": the cash a closed day's
 * sales left to take to the bank (cash-deposit.ts).
 */
export const asksDeposit = (question: string): boolean => {
  const text = normalize(question);
  if (asksAppPayout(question)) return false;
  if (/\b(depositar|deposito|deposite|llev(o|ar|amos) al banco)\b/.test(text)) return true;
  return /\bquedo\b/.test(text) && /\befectivo\b/.test(text);
};

/**
 * "¿Cuánto pagué en efectivo a proveedores esta quincena?", "¿cuánto pagué en efectivo de
 * compras?": the purchases paid out of the drawer, a line of the cash ledger (since 2026-12-07;
 * before, every purchase whatever it was paid with, or out of the domain).
 */
export const asksCashPurchases = (question: string): boolean => {
  const text = normalize(question);
  return (
    /\b(pague|pagamos|pago|pagaron|gaste|gastamos|compre|compramos)\b/.test(text) &&
    /\ben efectivo\b/.test(text) &&
    /\b(proveedor(es)?|compras?)\b/.test(text)
  );
};

/**
 * "¿Cuánto efectivo tengo en caja?", "¿cuánto debe haber en la caja?", "¿cuál es mi saldo de caja?"
 * of a closed day: what the drawer holds, the cash ledger's balance and movements (cash-movements.ts;
 * since 2026-12-07, before the cuts' cash sales alone, none of what was paid out of it). Not the
 * deposit ("¿cuánto tengo que depositar?"), the cuts' cash.
 */
export const asksDrawerHeld = (question: string): boolean => {
  const text = normalize(question);
  return (
    !asksDeposit(question) &&
    ((HOLDING.test(text) && /\b(caja|efectivo)\b/.test(text)) || asksDrawerBalance(question))
  );
};

/** The present of what the drawer holds: "tengo", "hay", "debe haber", "debo tener" (normalized). */
// "llevo" too: "¿cuánto llevo en caja ahorita?" (since 2026-12-07; before, the corte's shortage).
export const HOLDING = /\b(tengo|tenemos|hay|llevo|llevamos|debe haber|deberia haber|debo tener)\b/;

/**
 * "¿Cuál fue el saldo final de caja la semana pasada?", "¿cuál es mi saldo de caja?": the ledger's
 * balance, whatever other cash word the question has (the final one since 2026-12-07; before, the
 * count's difference of a past week).
 */
export const asksDrawerBalance = (question: string): boolean =>
  /\bsaldo( final| inicial)? de (la )?caja\b/.test(normalize(question));

/**
 * "¿Cuánto salió de caja?", "¿cuánto efectivo saqué?", "¿hubo retiros?", "¿qué entró a la caja?":
 * the drawer's movements, the cash ledger's outflows and inflows (cash-movements.ts).
 */
export const asksCashMovements = (question: string): boolean =>
  ((/\b(salio|salieron|salido|saque|sacamos|sacaron|retir(o|os|e|aron|aste)|salidas?|entro|entraron|entrado|entradas?|movimientos|flujo)\b/.test(
    normalize(question),
  ) ||
    LEFT_AFTER_PAYING.test(normalize(question))) &&
    /\b(caja|efectivo|dinero)\b/.test(normalize(question))) ||
  asksTipsPaid(question) ||
  asksCashPurchases(question) ||
  asksDrawerHeld(question);

/**
 * "¿Cuánto efectivo me quedó hoy después de pagar?", "…después de las compras": what the drawer
 * kept once its payments left, the ledger's net (since 2026-12-07; before, the cash sales alone).
 */
const LEFT_AFTER_PAYING =
  /\b(quedo|quedaron|queda|quedan)\b.*\bdespues de (pagar|las compras|los gastos|los pagos|las salidas)\b/;

/** What the drawer kept after paying, whatever else its words name ("las compras"): the ledger. */
export const asksCashLeftAfterPaying = (question: string): boolean =>
  LEFT_AFTER_PAYING.test(normalize(question)) && /\b(caja|efectivo|dinero)\b/.test(normalize(question));

/**
 * "¿Cuánto les pagué de propinas?", "¿cuánto se les pagó de propinas a los meseros?": the tips paid
 * out of the drawer, a line of the cash ledger (since 2026-12-07; before, "cómo se reparten no me
 * llega", or the expenses); "¿cuánto he pagado en propinas?" too (since later that day; before, the
 * tips received). "¿Cuánto dinero me entró y salió?" reads the ledger too.
 */
const asksTipsPaid = (question: string) =>
  /\b(pago|pague|pagamos|pagaron) de propinas?\b|\b(pague|pagamos|pagado) (de|en) propinas?\b|\bpropinas pagadas\b/.test(
    normalize(question),
  );

/** "¿A qué hora cerré caja?", "¿a qué hora se hizo el corte?": when the corte Z was taken. */
export const asksCorteTime = (question: string): boolean => {
  const text = normalize(question);
  return /\ba que hora\b/.test(text) && /\b(caja|corte|cortes)\b/.test(text);
};

/** The delivery apps as a question names them (payment-mix.ts reads their line of the cortes). */
export const DELIVERY_APP_WORDS = 'rappi|uber|didi|apps?|aplicaciones?';

const APP_PAYOUT = new RegExp(
  `\\bdeposit[a-z]*\\b.*\\b(${DELIVERY_APP_WORDS})\\b|\\b(${DELIVERY_APP_WORDS})\\b.*\\bdeposit[a-z]*\\b`,
);

/**
 * "¿Cuánto me depositó Uber Eats?", "¿… depositaron las apps?": an app's payout, the apps' line of
 * the cortes, not the drawer's cash to deposit (since 2026-12-06).
 */
export const asksAppPayout = (question: string): boolean => APP_PAYOUT.test(normalize(question));
