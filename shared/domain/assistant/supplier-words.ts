/**
 * The words of a supplier asked (suppliers.ts answers it): a classifier helper, kept apart from the
 * answer so intents.ts and understand.ts read it without the composing modules.
 */
import { normalize } from './text.ts';

const BUYING = /\b(compr[a-z]*|pag[a-z]*|gast[a-z]*|debo|le debo)\b/;

/** A supplier asked of what is bought or paid: "proveedor(es)", or "¿a quién le compro…?". */
export function asksSupplierSpend(question: string): boolean {
  const text = normalize(question);
  // "¿Qué le compro al proveedor para el fin de semana?": what to buy for days to come, the
  // purchase suggestions (since 2026-12-07; before, last weekend's purchases).
  if (/\bque (le |les )?(compro|pido)\b.*\bpara\b/.test(text)) return false;
  if (/\bproveedor(es)?\b/.test(text)) return BUYING.test(text) || asksSupplierPrice(question);
  // "¿Cuánto le compré a Carnes Don Pepe?": a name as written after "le compré a" ("le pagué a Ana"
  // may be a waiter's pay: not read as a supplier).
  if (NAMED_AFTER_BUYING.test(question) || TRADE_NAMED_AFTER_BUYING.test(question)) return true;
  // "¿Cuánto le pago a Carnes Don Pepe?", "¿cuánto le debo a Abarrotes Don Pepe?": a name that says
  // a trade is a supplier's, not a waiter's pay (since 2026-12-06; before, the payroll or nothing).
  if (TRADE_NAMED_AFTER_PAYING.test(question)) return true;
  // "¿A quién le debo?": the suppliers, with what no read keeps said first (since 2026-12-06).
  return /\ba quien(es)? les? (compro|compre|compramos|pago|pague|pagamos|debo|debemos)\b/.test(text);
}

// "¿Cuánto le he comprado a Carnes Selectas?" (since 2026-12-08; before, the sales compared).
const NAMED_AFTER_BUYING =
  /\ble (compro|compré|compre|compramos|he comprado|hemos comprado) a (la |el |los )?[A-ZÁÉÍÓÚÑ]/;

/** The first word of a supplier's trade name ("Carnes Selectas del Centro", "Abarrotes Don Pepe"). */
const TRADE_WORDS =
  'abarrotes|carnes|carnicer[ií]a|pollos?|mariscos|pescados?|l[aá]cteos|cremer[ií]a|quesos|tortiller[ií]a|panader[ií]a|verduras|frutas|legumbres|distribuidora|comercializadora|proveedora|bebidas|refrescos|cervecer[ií]a|vinos|licores|tostadores|caf[eé]s?|desechables|embutidos|congelados|semillas|granos|chiles|especias|gas|hielo|agua|purificadora|alimentos|productos|insumos|grupo';
/** "¿Cuánto le compré a carnes selectas?": a trade's name, written in lowercase (since 2026-12-08). */
const TRADE_NAMED_AFTER_BUYING = new RegExp(
  `\\ble (compro|compr[eé]|compramos|he comprado|hemos comprado) a (la |el |los )?(${TRADE_WORDS})\\b`,
  'i',
);
const TRADE_NAMED_AFTER_PAYING = new RegExp(
  `\\ble (pago|pagu[eé]|pagamos|debo|debemos) a (la |el |los )?(${TRADE_WORDS})\\b`,
  'i',
);

/** "Le compro" in the present, or a supplier's price: a habit, a month's worth (the last whole month). */
export const asksSupplierHabit = (question: string) =>
  asksSupplierSpend(question) &&
  (/\b(compro|compramos|pago|pagamos)\b/.test(normalize(question)) || asksSupplierPrice(question));

/** "¿Quién es mi proveedor más caro?": a price compared between suppliers (suppliers.ts says it is not). */
export const asksSupplierPrice = (question: string) => /\bmas (caro|barato)s?\b/.test(normalize(question));

/** A price that moved ("subió", "aumentó", "se encareció", "bajó"), of what is bought. */
const PRICE_MOVED =
  /\b(subio|subieron|sube|suben|aumento|aumentaron|encarecio|encarecieron|encarecido|bajo|bajaron|mas caros?|mas caras?)\b/;
const OF_SUPPLIES =
  /\b(insumos?|ingredientes?|materia prima|se ha encarecido|precios? de (?:la |el |los |las )?[a-z]+)\b/;

/**
 * "¿Qué insumo subió de precio?", "¿cuánto subió el precio de la carne?": how the price of what is
 * bought moved (ingredient-prices.ts), not a dish's price nor the sales.
 */
export const asksIngredientPrice = (question: string) => {
  const text = normalize(question);
  return (PRICE_MOVED.test(text) && OF_SUPPLIES.test(text)) || movedThing(text) !== null;
};

/**
 * The ingredient whose price is asked: after "precio de" ("¿cuánto subió el precio de la carne?"),
 * or what "subió" says of with its article, not a figure ("¿cuánto subió la carne?", since
 * 2026-12-06; before, out of the domain); null when none is named.
 */
export function ingredientPriceNamed(question: string): string | null {
  const text = normalize(question);
  return text.match(/\bprecios? de (?:la |el |los |las )?([a-z]+)/)?.[1] ?? movedThing(text);
}

/**
 * "subió la carne", "subieron de precio las carnes" (since 2026-12-07; before, the sales compared):
 * the word after a price's verb and its article, unless it names a figure.
 */
function movedThing(text: string): string | null {
  const word = text.match(
    /\b(?:subio|subieron|aumento|aumentaron|se encarecio|se encarecieron) (?:de precio )?(?:la|el|los|las) ([a-z]+)/,
  )?.[1];
  return word === undefined || NOT_SUPPLIES.test(word) ? null : word;
}

/** What rises that is a figure, a dish's price or people, not something bought. */
const NOT_SUPPLIES =
  /^(ventas?|venta|utilidad(es)?|ganancias?|ticket|costos?|nominas?|sueldos?|rentas?|luz|gastos?|comensales|clientes|gente|propinas?|merma|efectivo|caja|cuentas?|margen|margenes|precios?|descuentos?|cancelaciones|tarjetas?|ebitda|mesas?|personal|demanda|consumo|inventario|compras?|pedidos?|ordenes|orden|promedio|dia|semana|mes|ano|quincena|food|cifra|numero|total|ingresos?|facturacion|iva|impuestos?|pago|pagos)$/;
