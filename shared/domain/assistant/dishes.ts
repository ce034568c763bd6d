/**
 * The dishes a question names: "¿cuántos tacos de pastor preparo para el sábado?" asks one line of
 * the prep list, "¿cuántas órdenes de pastor vendí ayer?" one line of what sold, not the whole list.
 * The words between "cuánto(s)/cuánta(s)" and the verb are the dish as the owner says it (or, with
 * none between, the words after "vendí de", up to a day: "¿cuánto vendí de pastor ayer?"); the items
 * whose names share the most of its words answer ("tacos de pastor" is "Tacos al pastor (orden)",
 * not "Gringa de pastor"; "cerveza" is every beer). Words are folded (text.ts) and a plural's s
 * dropped, so "taco" and "Tacos" meet. Pure.
 */
import { MONTHS } from '../calendar-names.ts';
import { readDates } from './dates.ts';
import { fold, normalize, questionWords, toWord, wordMatches, words } from './text.ts';

/** Words that say nothing of which dish: articles, prepositions, a menu's unit. */
const FILLER = new Set(
  [
    'de',
    'del',
    'al',
    'a',
    'la',
    'las',
    'el',
    'los',
    'con',
    'y',
    'en',
    'se',
    'para',
    'orden',
    'ordenes',
    'mas',
  ].map(fold),
);
// "¿Qué tanto se vende el agua de horchata?": "qué tanto" is a Mexican "cuánto".
const HOW_MANY = new Set(['cuanto', 'cuantos', 'cuanta', 'cuantas', 'tanto', 'tantos'].map(fold));

/** The verbs a prep question asks with. */
export const PREP_VERBS: ReadonlySet<string> = new Set(
  ['preparo', 'preparar', 'preparamos', 'prepare', 'hago', 'hacer', 'hacemos', 'cocino', 'cocinar'].map(fold),
);
/**
 * The verbs a question about what will sell asks with: "¿cuántos tacos de pastor voy a vender
 * mañana?" asks a line of the prep list, as "preparo" does, not the day's sales.
 */
export const WILL_SELL_VERBS: ReadonlySet<string> = new Set(
  ['vender', 'vendere', 'venderemos', 'vendera', 'venderan'].map(fold),
);
/** The verbs of a count so far ("¿cuántas órdenes de pastor llevo?"). */
const SO_FAR_VERBS: ReadonlySet<string> = new Set(['llevo', 'llevamos', 'lleva', 'llevan'].map(fold));
/** A dish counted by its portions: "órdenes de", "platos de" (not "cancelaciones llevo"). */
const PORTIONS = /^(ordenes?|platos?|porciones?|piezas?) de /;

/**
 * "¿Cuántas órdenes de pastor llevo hoy?": a dish's portions so far, today's line of what sold
 * (since 2026-12-06; before, out of the domain). Null when the question is not that.
 */
export function dishSoFarAsked(question: string): ReturnType<typeof dishAsked> {
  const asked = dishAsked(question, SO_FAR_VERBS);
  if (asked === null) return null;
  // "¿Cuántas micheladas llevo?": the items counted before the verb (since 2026-12-06; before, out
  // of the domain), not "¿cuánto llevo de propinas?".
  const counted = /\bcuant(os|as) /.test(normalize(question)) && !/^de /.test(asked.said);
  return PORTIONS.test(asked.said) || counted ? asked : null;
}

/** The verbs a question about what is to come asks with: a prep verb or a will-sell one. */
export const COMING_VERBS: ReadonlySet<string> = new Set([...PREP_VERBS, ...WILL_SELL_VERBS]);
/** The verbs a question about what sold asks with ("se vendieron" too). */
export const SOLD_VERBS: ReadonlySet<string> = new Set(
  // The present is the habit ("¿cuántas órdenes de pastor vendo al día?"): the menu's 28 days.
  // "se vende", "se venden": the impersonal habit ("¿cuánto se vende el agua de horchata?").
  [
    'vendi',
    'vendimos',
    'vendio',
    'vendieron',
    'salio',
    'salieron',
    'vendo',
    'vendemos',
    'salen',
    'vende',
    'venden',
    // "¿Cuánto se ha vendido de pastor hoy?", "¿cuánto he vendido de suadero?" (since 2026-12-07;
    // before, the day's whole sales, the dish unsaid).
    'vendido',
    'vendidos',
  ].map(fold),
);

/** What a "¿cuántos … vendí?" counts that is not a dish: other answers' figures, or a whole category. */
const NOT_A_DISH_WORDS = [
  // "¿Cuántas cancelaciones llevo?", "¿cuántas horas llevo?": the day's losses, the clock.
  'cancelacion',
  'cancelacione',
  'descuento',
  'cortesia',
  'hora',
  'cliente',
  'comensale',
  'persona',
  'gente',
  'mesa',
  'mesero',
  'ticket',
  'cuenta',
  'peso',
  'dinero',
  'lana',
  'feria',
  'varo',
  'venta',
  'propina',
  'platillo',
  'producto',
  'articulo',
  'cosa',
  'bebida',
  'alimento',
  'comida',
  'barra',
  'bar',
  'efectibo',
  'tarjeta',
  'credito',
  'debito',
  // "¿Cuánto le vendí a Uber Eats?": a delivery app (payment-mix.ts), not a dish named so.
  'uber',
  'eat',
  'rappi',
  'didi',
  // "¿Cuánto me dejaron las apps de delivery?": the apps' line of the cortes (since 2026-12-07).
  'app',
  'apps',
  'aplicacione',
  'delivery',
  'plataforma',
  // "¿Cuánto me dejó el negocio?": the business's profit, not a dish's margin.
  'negocio',
  'restaurante',
  'local',
  'changarro',
  'mes',
  'semana',
  'dia',
  'ano',
  'kinsena',
  // "¿Cuánta utilidad dejó el primer trimestre?": a period's profit (since 2026-12-07).
  'trimestre',
  'semestre',
  // "¿Cuánto vendí de desayunos?": a POS shift (the summary's by_shift), not a dish named so.
  'desayuno',
  'almuerzo',
  'cena',
  'turno',
  // "¿Cuánto vendí de la tarde?": a part of the day, no dish.
  'manana',
  'tarde',
  'noche',
  // "¿Cuánto voy a vender de aquí al domingo?": from now, no dish.
  'aqui',
  'aca',
  'ahora',
  // "¿Cuánto gané al final?", "¿cuánto le gano al año?": when, said after "al".
  'final',
  'cierre',
];
const NOT_A_DISH = new Set(NOT_A_DISH_WORDS.map(fold));
const NOT_A_DISH_TYPED = NOT_A_DISH_WORDS.map(toWord);

/** What may stand between a dish and its verb without being the dish: "pastor voy a vender". */
const AUXILIARIES = new Set(
  // "¿cuánto tengo que vender?", "¿cuánto debo preparar?": the obligation is no dish either.
  [
    'voy',
    'vamos',
    'van',
    'va',
    'se',
    'a',
    'me',
    'nos',
    // "¿cuánto he vendido hoy?", "¿cuánto llevo vendido?", "¿cuántas se han vendido?": the
    // perfect's auxiliaries and the running total's "llevo" are no dish.
    'he',
    'ha',
    'han',
    'hemos',
    'llevo',
    'llevamos',
    'lleva',
    'llevan',
    // "¿cuánto le vendí a Uber Eats?": to whom, no dish.
    'le',
    'les',
    'tengo',
    'tenemos',
    'que',
    'debo',
    'debemos',
    'hay',
    'necesito',
    'necesitamos',
    // "¿cuánto espero vender mañana?", "¿cuánto pienso vender?": the expectation is no dish.
    'espero',
    'esperamos',
    // "¿Cuánto esperabas vender ayer?": the forecast of a day gone (since 2026-12-07).
    'esperabas',
    'esperaba',
    'esperabamos',
    'pienso',
    'pensamos',
    'creo',
    'puedo',
    'podemos',
    'podre',
    'podria',
    'quiero',
    'queremos',
    'deberia',
    // "¿cuánto pude vender el sábado?": what was sold, no dish either; nor "tenía que", "debía".
    'pude',
    'pudimos',
    'tenia',
    'teniamos',
    'debia',
    'debiamos',
    'necesitaba',
    // "¿cuánto es lo mínimo que voy a vender?": an end of the range (forecast-bounds.ts).
    'es',
    'lo',
    'minimo',
    'maximo',
    // "¿cuánto me falta vender hoy?": what is left of a goal (sales-goal.ts), no dish.
    'falta',
    'faltan',
    'por',
  ].map(fold),
);

/** Where a dish named after its verb ends: a day or period follows ("de pastor ayer", "… el sábado"). */
const AFTER_THE_DISH = new Set(
  [
    'ayer',
    'hoy',
    'antier',
    'anteayer',
    'el',
    'la',
    'los',
    'las',
    'este',
    'esta',
    'en',
    'durante',
    'desde',
    // "¿cuánto pido de chile para el sábado?", "… de tortilla mañana?".
    'para',
    'manana',
    'lunes',
    'martes',
    'miercoles',
    'jueves',
    'viernes',
    'sabado',
    'domingo',
    // "¿cuánto vendí de octubre a noviembre?", "… desde octubre": a period, no dish.
    'desde',
    'entre',
    ...MONTHS,
    'setiembre',
  ].map(fold),
);

/** A word as dish names are compared: folded, its plural's s dropped (tacos → taco, flores → flore). */
const stem = (word: string) => {
  const folded = fold(word);
  return folded.length > 3 && folded.endsWith('s') ? folded.slice(0, -1) : folded;
};

/**
 * What the menu calls what the owner says ("¿cuánta chela vendí?" is the beers'; since 2026-12-06,
 * before "no encuentro «chela»"), compared as stems.
 */
const SLANG: ReadonlyMap<string, string> = new Map(
  [
    ['chela', 'cerveza'],
    ['chelas', 'cerveza'],
    ['cheve', 'cerveza'],
    ['cheves', 'cerveza'],
    ['chesco', 'refresco'],
    ['chescos', 'refresco'],
  ].map(([said, named]) => [fold(said!), named!]),
);

const dishWords = (text: string) =>
  words(text)
    .filter((word) => !FILLER.has(fold(word)))
    .map((word) => stem(SLANG.get(fold(word)) ?? word));

/**
 * The dish the question names between "cuántos" and one of `verbs`: its words as typed and as
 * compared, and the verb (folded) that ended it; null when it names none (or names a figure that is not a dish: clientes, mesas…).
 */
export function dishAsked(
  question: string,
  verbs: ReadonlySet<string> = PREP_VERBS,
): { said: string; words: string[]; verb: string } | null {
  const tokens = words(question);
  const first = tokens.findIndex((word) => HOW_MANY.has(fold(word)));
  const end = tokens.findIndex((word, index) => first >= 0 && index > first && verbs.has(fold(word)));
  if (first < 0 || end < 0) return null;
  // "¿cuánto vendí el sábado pasado y cuánto voy a vender este?": the "cuánto" nearest the verb.
  const start = tokens.slice(0, end).findLastIndex((word) => HOW_MANY.has(fold(word)));
  const between = withoutTrailing(tokens.slice(start + 1, end), AUXILIARIES);
  const said = (between.length > 0 ? between : afterTheVerb(tokens, end)).join(' ');
  // "¿Cuánto vendí de más contra la semana pasada?": an amount compared leads, no dish.
  if (/^(mas|menos)\b/.test(said)) return null;
  const compared = dishWords(said);
  if (compared.length === 0 || compared.some((word) => NOT_A_DISH.has(word))) return null;
  return { said, words: compared, verb: fold(tokens[end] as string) };
}

/** The words without the run of `trailing` ones at their end. */
function withoutTrailing(tokens: readonly string[], trailing: ReadonlySet<string>): string[] {
  let end = tokens.length;
  while (end > 0 && trailing.has(fold(tokens[end - 1] as string))) end -= 1;
  return tokens.slice(0, end);
}

/** "se vende", "se venden": the habit, whose dish may follow with its article. */
const SELLS_NOW: ReadonlySet<string> = new Set(['vende', 'venden'].map(fold));

/**
 * "¿cuánto vendí de pastor ayer?": the words after "vendí de", up to the day or period named; after
 * an impersonal "se vende(n)" an article too ("¿cuánto se vende el agua de horchata?").
 */
function afterTheVerb(tokens: readonly string[], verb: number): string[] {
  // Present only: "se vendió la semana pasada" names a period after its article, often misspelt.
  const impersonal = tokens[verb - 1] === 'se' && SELLS_NOW.has(fold(tokens[verb] ?? ''));
  const article = impersonal && ARTICLES.has(tokens[verb + 1] ?? '');
  const of = tokens[verb + 1];
  if (of !== 'de' && of !== 'del' && !article) return [];
  // "¿cuánto vendí de la michelada esta semana?", "… del pastor": the dish after its article (a
  // period after one, "de la semana", is no dish: NOT_A_DISH).
  const skip = of === 'de' && ARTICLES.has(tokens[verb + 2] ?? '') ? 3 : 2;
  const rest = tokens.slice(verb + skip);
  // "de 2 a 4" is hours, not a dish.
  if (/^\d/.test(rest[0] ?? '')) return [];
  // A plural weekday ("los sábados") is a day too.
  const stop = rest.findIndex((word) => AFTER_THE_DISH.has(fold(word)) || AFTER_THE_DISH.has(stem(word)));
  return stop < 0 ? rest : rest.slice(0, stop);
}

/**
 * "¿Cuánto cobro por los tacos?", "¿a cuánto vendo la michelada?": what a dish sells for. In folded
 * spelling (text.ts `fold`), so "a cuanto bendo" is asked alike.
 */
const PRICE_ASKED =
  /\b(?:kuanto kobro (?:por|de)|a kuanto bendo|a komo bendo|a kuanto doy|a komo doy|ke presio tiene|kual es el presio de|kuanto kuestan?(?= (?:el|la|los|las|un|una|kada) )) /;
/**
 * "¿Cuánto me cuesta hacer un taco?", "¿cuál es el costo de la gringa?", "¿cuál es mi costo de la
 * gringa de pastor?" (since 2026-12-07; before, out of the domain): what a dish costs to make.
 */
const COST_ASKED =
  /\b(?:kuanto me kuesta (?:aser|preparar)|kuanto me sale (?:aser|preparar)|kuanto kuesta (?:aser|preparar)|kual es (?:el|mi) kosto de|kuanto me kuesta (?=una? ))/;
/** What the question names after "el costo de" that is no dish: other answers' costs. */
const NOT_A_DISH_COST = new Set(
  [
    'nomina',
    'renta',
    'personal',
    'luz',
    'agua',
    'gas',
    'inventario',
    'mano',
    'venta',
    'ventas',
    'insumos',
    'compras',
    'operacion',
    'gastos',
  ].map(stem),
);

/**
 * A dish's price or cost asked, with the dish as typed and as compared (as `dishAsked` reads one),
 * or null: "¿cuánto cobro por los tacos de pastor?", "¿cuánto cuesta la orden de pastor?" (price:
 * what a customer pays), "¿cuánto me cuesta hacer un taco de pastor?" (cost). A period after it ("… en noviembre") is not the dish.
 */
export function dishPriceAsked(
  question: string,
): { said: string; words: string[]; asks: 'price' | 'cost' } | null {
  const tokens = words(question);
  const folded = tokens.map(fold).join(' ');
  const price = PRICE_ASKED.exec(folded);
  const match = price ?? COST_ASKED.exec(folded);
  if (match === null) return null;
  // Folding keeps one token per word: the dish starts at the word after the match.
  const from = folded
    .slice(0, match.index + match[0].length)
    .trim()
    .split(' ').length;
  const rest = tokens.slice(from);
  const stop = rest.findIndex(
    (word, index) => index > 0 && AFTER_THE_DISH.has(fold(word)) && !ARTICLES.has(word),
  );
  const said = withoutTrailing(stop < 0 ? rest : rest.slice(0, stop), ARTICLES).join(' ');
  const compared = dishWords(said).filter((word) => !['un', 'una', 'uno'].includes(word));
  if (compared.length === 0 || compared.some((word) => NOT_A_DISH.has(word) || NOT_A_DISH_COST.has(word)))
    return null;
  return { said, words: compared, asks: price === null ? 'cost' : 'price' };
}

/** The verbs of what to buy or have in stock: "¿cuánta carne necesito / compro / pido?". */
const NEED_VERBS: ReadonlySet<string> = new Set(
  [
    'necesito',
    'necesitamos',
    'ocupo',
    'ocupamos',
    'compro',
    'compramos',
    'comprar',
    'pido',
    'pedimos',
    'pedir',
    // "¿cuánto voy a necesitar de carne?", "¿cuánta carne voy a ocupar?": the need to come.
    'necesitar',
    'ocupar',
    // "¿Cuántos kilos de carne uso?": the use, what the stock must cover ("voy a usar" is a day to
    // come's, USE_VERBS).
    'uso',
    'usamos',
  ].map(fold),
);

/** The verbs a count of orders to come may ask with ("¿cuántas órdenes … necesito?"). */
const ORDERS_NEEDED_VERBS: ReadonlySet<string> = new Set([...COMING_VERBS, ...NEED_VERBS]);

/** The verbs of using an ingredient up: "voy a usar", "se van a usar", "vamos a gastar". */
const USE_VERBS: ReadonlySet<string> = new Set(['usar', 'gastar', 'consumir'].map(fold));
/** Who works, not what is bought: "¿cuántos cocineros necesito?" asks the staff (forecast.ts). */
const STAFF_WORDS: ReadonlySet<string> = new Set(
  [
    'cocinero',
    'cocinera',
    'taquero',
    'taquera',
    'parrillero',
    'empleado',
    'personal',
    'ayudante',
    'cajero',
    'cajera',
    'trabajadore',
  ].map(stem),
);

/**
 * "¿Cuánta carne necesito para el sábado?", "¿cuántas tortillas compro?", "¿cuánto pido de
 * aguacate?": the ingredient asked between "cuánto" and a need verb (as `dishAsked` reads a dish);
 * null when none is named, or it is a person or another answer's figure.
 */
export function ingredientAsked(question: string): { said: string; words: string[] } | null {
  return ingredientBefore(question, NEED_VERBS);
}

/**
 * "¿Cuánta carne al pastor voy a usar mañana?", "¿cuántos kilos de tortilla se van a usar el fin de
 * semana?": the ingredient asked before a verb of using up, which a day to come answers from the
 * prep list's ingredients (forecast-ingredient.ts), not from what to buy.
 */
export function ingredientUsed(question: string): { said: string; words: string[] } | null {
  return ingredientBefore(question, USE_VERBS);
}

/**
 * "¿Qué insumos voy a usar mañana?", "¿cuánto de cada insumo necesito para el sábado?": the whole
 * list of ingredients, not one; "comprar", "pedir" keep the purchase answer.
 */
export function asksIngredientList(question: string): boolean {
  const text = normalize(question);
  return (
    /\b(insumos|ingredientes|materia prima|cada insumo|cada ingrediente)\b/.test(text) &&
    /\b(usar|uso|gastar|consumir|necesito|necesitar|ocupo|ocupar|preparar|preparo)\b/.test(text) &&
    !/\b(compr\w*|pid\w*|pedir|pido)\b/.test(text)
  );
}

/** "¿Cuántas órdenes de …?": a count of a dish's orders, not of an ingredient's kilos. */
export const countsOrders = (question: string): boolean =>
  /\bcuant[ao]s (ordenes|orden)\b/.test(normalize(question));

/**
 * The dish a question about days to come asks ("¿cuántos tacos de pastor preparo?", "… voy a
 * vender?"); its orders counted with a need verb too ("¿cuántas órdenes de pastor necesito?").
 */
export function dishToCome(question: string): { said: string; words: string[]; verb: string } | null {
  return dishAsked(question, countsOrders(question) ? ORDERS_NEEDED_VERBS : COMING_VERBS);
}

function ingredientBefore(
  question: string,
  verbs: ReadonlySet<string>,
): { said: string; words: string[] } | null {
  const asked = dishAsked(question, verbs);
  if (asked === null || asked.words.some((word) => STAFF_WORDS.has(word))) return null;
  // "kilos de carne": the ingredient is the carne, its unit no part of its name.
  const unit = /^(kilos?|kg|litros?|piezas?|cajas?|bolsas?|paquetes?|bultos?|costales?) de (.+)$/.exec(
    asked.said,
  );
  if (unit === null) return asked;
  const said = unit[2]!;
  const kept = new Set(words(said).map(stem));
  return { ...asked, said, words: asked.words.filter((word) => kept.has(word)) };
}

/** Whether a stock lasts: "¿me va a alcanzar el pastor?", "¿cuándo se me acaba el suadero?". */
const LASTS_VERBS: ReadonlySet<string> = new Set(
  [
    'alcanza',
    'alcanzan',
    'alcanzar',
    'acaba',
    'acaban',
    'acabar',
    'termina',
    'terminan',
    'terminar',
    'dura',
    'duran',
    'durar',
  ].map(fold),
);
const STOCK_ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las', 'mi', 'mis']);
/** What else lasts or runs out: money, time, people, a shift. */
const NOT_STOCK: ReadonlySet<string> = new Set(
  [
    'efectivo',
    'dinero',
    'lana',
    'caja',
    'cambio',
    'tiempo',
    'dia',
    'turno',
    'quincena',
    'nomina',
    'sueldo',
    'presupuesto',
    // "¿Cuánto me queda de utilidad?", "¿cuántas mesas hay?": figures, not stock.
    'utilidad',
    'ganancia',
    'venta',
    'ventas',
    'meta',
    'propina',
    'propinas',
    'iva',
    'pronostico',
    'semana',
    'mes',
    'gente',
    'cliente',
    'clientes',
    'persona',
    'personas',
    'mesa',
    'mesas',
    'comensal',
    'comensales',
    'mesero',
    'meseros',
    'mesera',
    'meseras',
    'empleado',
    'empleados',
    'limpio',
    // "¿Cuánta diferencia hay entre el sábado y el domingo?": no stock either.
    'diferencia',
    'demanda',
    'competencia',
    'clientela',
    'movimiento',
    'trabajo',
    'chamba',
    'espacio',
    'lugar',
    'deuda',
    'credito',
    'merma',
    'desperdicio',
  ].map(fold),
);

/**
 * "¿Me va a alcanzar el pastor para el fin de semana?", "¿cuándo se me acaba el suadero?", "¿cuánto
 * me dura la tortilla?": the ingredient named with its article after a verb of lasting, up to the
 * day or period named; null when none, or it is money, time or people (staff-offered.ts reads "¿me
 * alcanza con 3 meseros?").
 */
export function stockAsked(question: string): { said: string; words: string[] } | null {
  const tokens = words(question);
  const verb = tokens.findIndex((word) => LASTS_VERBS.has(fold(word)));
  if (verb < 0 || !STOCK_ARTICLES.has(tokens[verb + 1] ?? '')) return stockLeftAsked(question);
  return stockNamed(tokens.slice(verb + 2));
}

/** The ingredient named at the start of `rest`, up to the day or period named; null if none is. */
function stockNamed(rest: readonly string[]): { said: string; words: string[] } | null {
  const stop = rest.findIndex((word) => AFTER_THE_DISH.has(fold(word)) || word === 'hasta');
  const named = stop < 0 ? rest : rest.slice(0, stop);
  const compared = dishWords(named.join(' '));
  if (compared.length === 0 || compared.some((word) => NOT_STOCK.has(word) || STAFF_WORDS.has(word)))
    return null;
  return { said: named.join(' '), words: compared };
}

/** The verbs of what is left in stock: "¿cuánto suadero me queda?", "¿cuánta cerveza hay?". */
const LEFT_IN_STOCK: ReadonlySet<string> = new Set(['queda', 'quedan', 'tengo', 'tenemos', 'hay'].map(fold));
/** Words that name the stock itself: "¿cuánto inventario tengo de suadero?". */
const STOCK_WORDS: ReadonlySet<string> = new Set(['inventario', 'existencia', 'existencias'].map(fold));

/**
 * "¿Cuánto suadero me queda?", "¿cuánta cerveza hay?", "¿cuánto queda de suadero?", "¿cuánto
 * inventario tengo de pastor?": the ingredient before the verb of what is left, or after its "de";
 * null otherwise ("¿cuánto me queda?" is the profit, "¿cuánto inventario tengo?" its value).
 */
export function stockLeftAsked(question: string): { said: string; words: string[] } | null {
  const tokens = words(question);
  const start = tokens.findIndex((word) => HOW_MANY.has(fold(word)));
  const verb = tokens.findIndex((word, index) => index > start && LEFT_IN_STOCK.has(fold(word)));
  if (start < 0 || verb < 0) return null;
  // A count ("¿cuántas sucursales tengo?") is stock only when it is what is left: "¿cuántas
  // cervezas me quedan?"; an amount ("¿cuánto suadero tengo?") is stock with any of the verbs.
  if (/s$/.test(tokens[start]!) && tokens[verb] !== 'quedan') return null;
  const before = tokens
    .slice(start + 1, verb)
    .filter((word) => word !== 'me' && word !== 'nos' && word !== 'de');
  const after = tokens[verb + 1] === 'de' ? tokens.slice(verb + 2) : [];
  const stockWord = before.length === 1 && STOCK_WORDS.has(fold(before[0]!));
  if (before.length > 0 && !stockWord) return stockNamed(before);
  return after.length > 0 ? stockNamed(after) : null;
}

/**
 * The verbs of what a dish left: "¿cuánto me dejó la michelada?", "¿cuánto me deja el taco?", "¿cuánto
 * le gano a los tacos al pastor?".
 */
const LEFT_VERBS: ReadonlySet<string> = new Set(
  ['dejo', 'dejaron', 'deja', 'dejan', 'gano', 'ganamos', 'gane'].map(fold),
);
/** The present of those verbs: what one unit leaves (the price answer's margin per unit). */
const LEFT_NOW: ReadonlySet<string> = new Set(['deja', 'dejan', 'gano', 'ganamos'].map(fold));
/** What may stand between "gano" and the dish's article: "le gano a los tacos", "gano con la michelada". */
const LEFT_PREPOSITIONS: ReadonlySet<string> = new Set(['a', 'con', 'en', 'por']);
const ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'los', 'las']);
/** What may stand before the dish a margin asks of: an article, or "cada" ("cada orden de pastor"). */
const BEFORE_THE_DISH: ReadonlySet<string> = new Set([...ARTICLES, 'cada']);

/**
 * "¿Cuánto me dejó la michelada en noviembre?", "¿cuánto me dejaron los tacos de suadero?", "¿cuánto
 * me deja cada orden de pastor?": the dish named, with its article (or "cada"), after "cuánto …
 * dejó / deja", up to the period named; null otherwise. The article is what makes it a dish: "¿cuánto
 * me dejó de propina?" is the tips, "¿cuánto me deja el negocio?" the profit.
 */
export function dishLeft(question: string): { said: string; words: string[]; present: boolean } | null {
  const tokens = words(question);
  const start = tokens.findIndex((word) => HOW_MANY.has(fold(word)));
  const verb = tokens.findIndex(
    (word, index) => start >= 0 && index > start && (LEFT_VERBS.has(fold(word)) || leftSaid(tokens, index)),
  );
  if (start < 0 || verb < 0) return null;
  // "¿Cuánto me deja hoy cada taco?": a day said between the verb and the dish (since 2026-12-06;
  // before, the day's profit).
  let after = verb + 1;
  while (DAY_BETWEEN.has(fold(tokens[after] ?? ''))) after += 1;
  // "¿Cuánto me dejó de ganancia cada taco?": what it left said between the verb and the dish
  // (since 2026-12-07; before, the business's profit).
  if (tokens[after] === 'de' && LEFT_WORDS.has(fold(tokens[after + 1] ?? ''))) after += 2;
  const preposition = tokens[after] ?? '';
  const article = LEFT_PREPOSITIONS.has(preposition) ? after + 1 : after;
  // "¿Cuánto gano por taco?": "por" alone names one unit, no article needed.
  const perUnit = preposition === 'por' && tokens[article] !== undefined;
  // "¿Cuánto le gané al pastor?": "al" is "a" and the article at once (since 2026-12-07; before,
  // the month's profit); "al final", "al mes" name no dish (NOT_A_DISH).
  const articled = BEFORE_THE_DISH.has(tokens[article] ?? '') || preposition === 'al';
  if (!articled && !perUnit) return null;
  const rest = tokens.slice(articled ? article + 1 : article);
  // "¿Cuánto me dejó el 3 de marzo?", "¿cuánto le gané al 3 de marzo?": a date, no dish.
  if (/^\d/.test(rest[0] ?? '')) return null;
  const stop = rest.findIndex((word) => AFTER_THE_DISH.has(fold(word)));
  const said = (stop < 0 ? rest : rest.slice(0, stop)).join(' ');
  const compared = dishWords(said);
  // As the keywords are read, one typo forgiven: "el negoco" is the business too.
  const typed = questionWords(said);
  if (
    compared.length === 0 ||
    typed.some((word) => NOT_A_DISH_TYPED.some((known) => wordMatches(word, known)))
  )
    return null;
  // "deja" asks what one leaves (the price answer's margin per unit); "dejó" what the period left,
  // unless one unit is said: "¿cuánto gané por cada taco en enero?" (since 2026-12-07; before, the
  // month's whole margin).
  const perOne = tokens[article] === 'cada' || perUnit;
  return { said, words: compared, present: LEFT_NOW.has(fold(tokens[verb]!)) || perOne };
}

/**
 * What a dish left, asked with "cuánto … dejó" (dishLeft) or with "margen" before the dish: "¿qué
 * margen tiene el pastor?", "¿cuál es el margen del pastor?" (what one leaves, the price answer's),
 * "¿qué margen me dejó la gringa ayer?" (what the period left). Since 2026-12-07; before, the
 * business's profit.
 */
export const dishLeftAsked = (question: string) => dishLeft(question) ?? dishMarginNamed(question);

/** "margen" and what may stand between it and the dish, the verb deciding one unit or the period. */
const MARGIN_OF = (() => {
  const alternation = (said: string[]) => said.map(fold).join('|');
  const kinds = alternation(['utilidad', 'ganancia', 'contribucion']);
  const verbs = alternation(['tiene', 'tienen', 'deja', 'dejan', 'dejo', 'dejaron', 'tuvo', 'tuvieron']);
  return new RegExp(`\\bmargen (?:de (?:${kinds}) )?(?:(?:me |nos |le )?(?<verb>${verbs}) |(?<of>de |del ))`);
})();
/** The verbs that ask what the period left, not what one unit leaves. */
const MARGIN_PAST = new RegExp(`^(?:${['dejo', 'dejaron', 'tuvo', 'tuvieron'].map(fold).join('|')})$`);
/** A past tense anywhere, when "margen de" names no verb: "¿cuál fue el margen del pastor?". */
const SAID_PAST = new RegExp(`\\b(?:${['fue', 'tuvo', 'dejo'].map(fold).join('|')})\\b`);

/** "margen de utilidad", "margen de error": kinds of margin, the business's or the forecast's. */
const MARGIN_KINDS: ReadonlySet<string> = new Set(
  ['utilidad', 'utilidades', 'ganancia', 'ganancias', 'contribucion', 'operacion', 'error', 'seguridad']
    .concat(['neto', 'bruto', 'operativo', 'beneficio', 'beneficios'])
    .map(fold),
);

function dishMarginNamed(question: string): { said: string; words: string[]; present: boolean } | null {
  const tokens = words(question);
  const folded = tokens.map(fold).join(' ');
  const found = MARGIN_OF.exec(folded);
  if (found === null) return null;
  // Folding keeps one token per word: the dish starts at the word after the match.
  const rest = tokens.slice(
    folded
      .slice(0, found.index + found[0].length)
      .trim()
      .split(' ').length,
  );
  const dish = rest.slice(ARTICLES.has(rest[0] ?? '') ? 1 : 0);
  const stop = dish.findIndex((word) => AFTER_THE_DISH.has(fold(word)));
  const said = (stop < 0 ? dish : dish.slice(0, stop)).join(' ');
  const compared = dishWords(said);
  if (
    compared.length === 0 ||
    /^\d/.test(said) ||
    compared.some((word) => NOT_A_DISH.has(word) || MARGIN_KINDS.has(word))
  )
    return null;
  const verb = found.groups?.verb;
  const past = verb === undefined ? SAID_PAST.test(folded) : MARGIN_PAST.test(verb);
  return { said, words: compared, present: !past };
}

/** Words a follow-up says alone that name no dish: an end, an order, a type, a part of the day. */
const NO_DISH_ALONE: ReadonlySet<string> = new Set(
  ['peor', 'peores', 'mejor', 'mejores', 'mas', 'menos', 'otro', 'otra', 'otros', 'otras', 'anterior']
    .concat(['siguiente', 'primero', 'primera', 'segundo', 'segunda', 'ultimo', 'ultima', 'resto'])
    .concat(['alimento', 'bebida', 'alcohol', 'licore', 'vino', 'total', 'eso', 'esto', 'cocina'])
    .concat(['mesero', 'mesera', 'piso', 'admin', 'administracion', 'propina', 'costo', 'precio'])
    .map(fold),
);

/** Whether words name a period does not hang on the day they are read on. */
const ANY_DAY = '2000-01-01';

/** "¿Y el suadero?", "¿y de suadero?", "y la gringa": a dish alone after a dish's question, normalized. */
const DISH_ALONE =
  /^(?:y )?(?:(?:de |del )?(?<article>el|la|los|las) |de |del )?(?<dish>[a-z]+(?: [a-z]+){0,3})$/;

/**
 * The conversation's dish question with the follow-up's dish in its dish's place: "¿y el
 * suadero?" after "¿cuánto me dejó el pastor la semana pasada?" is "cuanto me dejo el suadero la
 * semana pasada" (normalized; since 2026-12-07, before out of the domain). Null when the follow-up
 * is not a dish alone, or the conversation's question named none.
 */
export function withDishFollowedUp(followUp: string, subject: string): string | null {
  const alone = DISH_ALONE.exec(normalize(followUp))?.groups;
  const dish = alone?.dish;
  // "¿Y ayer?", "¿y el peor?", "¿y en bebidas?": a period, the other end, a type: no dish.
  if (dish === undefined || readDates(dish, ANY_DAY) !== null) return null;
  if (dishWords(dish).some((word) => NOT_A_DISH.has(word) || NO_DISH_ALONE.has(word))) return null;
  const asked = normalize(subject);
  const named =
    dishLeftAsked(asked) ??
    dishAsked(asked, SOLD_VERBS) ??
    dishAsked(asked, COMING_VERBS) ??
    dishPriceAsked(asked);
  const said = named === null ? '' : normalize(named.said);
  const found = named === null ? -1 : asked.indexOf(said);
  if (found < 0) return null;
  // The dish with the article it was asked with, kept or the follow-up's: "dejó el pastor" → "dejó
  // la gringa"; without one ("órdenes de pastor") the dish alone.
  const before = /\b(el|la|los|las) $/.exec(asked.slice(0, found));
  const at = before === null ? found : found - before[0].length;
  const phrase = asked.slice(at, found + said.length);
  const article = /^(el|la|los|las) /.exec(phrase)?.[1];
  const put = article === undefined ? dish : `${alone?.article ?? article} ${dish}`;
  return `${asked.slice(0, at)}${put}${asked.slice(at + phrase.length)}`;
}

/** "me queda de utilidad": "queda" with what it left said after it, not "¿cuánto me queda en caja?". */
const leftSaid = (tokens: readonly string[], index: number) =>
  /^quedan?$/.test(tokens[index]!) &&
  tokens[index + 1] === 'de' &&
  LEFT_WORDS.has(fold(tokens[index + 2] ?? ''));

/** What a dish left, said after "de" between the verb and the dish: "de ganancia", "de margen". */
const LEFT_WORDS: ReadonlySet<string> = new Set(['ganancia', 'utilidad', 'margen'].map(fold));

/** The days an owner may say between "deja" and the dish, folded as the words are compared. */
const DAY_BETWEEN: ReadonlySet<string> = new Set(['hoy', 'ayer', 'antier', 'anteayer', 'ahorita'].map(fold));

/** The words of one side of "más X que Y", up to a day or period named; null when none is a dish. */
function comparedSide(text: string): { said: string; words: string[] } | null {
  const tokens = text.split(' ').filter((word) => word !== '');
  const start = ARTICLES.has(tokens[0] ?? '') || tokens[0] === 'de' ? 1 : 0;
  const rest = tokens.slice(start);
  const stop = rest.findIndex((word) => AFTER_THE_DISH.has(fold(word)) || AFTER_THE_DISH.has(stem(word)));
  const said = (stop < 0 ? rest : rest.slice(0, stop)).join(' ');
  const compared = dishWords(said);
  // "del 1 al 15 de octubre" is days, not a dish; "bebidas" is a part of the menu (menu-categories.ts).
  const notDish = (word: string) => NOT_A_DISH.has(word) && !MENU_PART_WORDS.has(word);
  if (compared.length === 0 || /\d/.test(said) || compared.some(notDish)) return null;
  return { said, words: compared };
}

/** Words that are no dish but name a part of the menu, which two sides compared may be ("tacos o bebidas"). */
const MENU_PART_WORDS: ReadonlySet<string> = new Set(['bebida', 'comida', 'alimento', 'bar']);

/** A selling verb before "más" or "menos": "vendí más", "se vendió menos", "salió más", "pidieron más". */
const SOLD_BEFORE_MORE = /\b(vend[a-z]*|sal(e|en|io|ieron)|pid[a-z]*)\b.*\b(mas|menos)\b/;

/**
 * "¿Se vendió más cerveza que refresco?", "¿vendí más pastor que suadero ayer?": two dishes set
 * against each other, each as typed and as compared; null when either side is no dish (a period,
 * "más en noviembre que en octubre", or another figure).
 */
export function dishesCompared(
  question: string,
): [{ said: string; words: string[] }, { said: string; words: string[] }] | null {
  const text = normalize(question);
  if (!SOLD_BEFORE_MORE.test(text)) return null;
  const match = /\b(?:mas|menos) (.+?) (?:que|ke) (.+)$/.exec(text) ?? eitherAsked(question);
  if (match === null) return null;
  const [first, second] = [comparedSide(normalize(match[1]!)), comparedSide(normalize(match[2]!))];
  return first === null || second === null ? null : [first, second];
}

/**
 * "¿Qué vendí más, tacos o bebidas?", "¿qué se vende más ayer: el pastor o el suadero?": the two
 * sides of "más … X o Y", read after the last comma or colon when there is one (the period before
 * it is no side), or null.
 */
function eitherAsked(question: string): RegExpExecArray | null {
  const text = question
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9,:;]+/g, ' ');
  return /\b(?:mas|menos)\b(?:.*[,:;])? *(.+?) (?:o|u) (.+)$/.exec(text);
}

/** The items whose names share the most words with the dish asked; [] when none shares one. */
export function itemsNamed<T extends { name: string }>(dish: readonly string[], items: readonly T[]): T[] {
  const asked = new Set(dish);
  const scored = items.map((item) => ({
    item,
    shared: new Set(dishWords(item.name).filter((word) => asked.has(word))).size,
  }));
  const most = Math.max(0, ...scored.map(({ shared }) => shared));
  return most === 0 ? [] : scored.filter(({ shared }) => shared === most).map(({ item }) => item);
}

/**
 * The one menu item a question names by its words ("¿le subo el precio al taco de pastor?"), or
 * null: none shares a word with the question, or several share as many ("¿qué cerveza quito?" is
 * the beers', menu-course.ts).
 */
export function menuItemNamed<T extends { item_name: string }>(
  question: string,
  items: readonly T[],
): T | null {
  const named = menuItemsNamed(dishWords(question), items);
  return named.length === 1 ? named[0]! : null;
}

/** The menu items whose names (`item_name`) share most of the dish's words (itemsNamed). */
export const menuItemsNamed = <T extends { item_name: string }>(
  words: readonly string[],
  items: readonly T[],
) =>
  itemsNamed(
    words,
    items.map((item) => ({ item, name: item.item_name })),
  ).map(({ item }) => item);

/** "¿Cuál es el platillo que más me deja?", "…más rentable": the margin a dish left, not its units. */
export const asksMargin = (question: string) =>
  /\b(me deja|nos deja|le deja|deja mas|deja menos|mas deja|menos deja|mas dejan|menos dejan|mas rentables?|menos rentables?|mas margen|menos margen|mayor margen|menor margen|peor margen|mejor margen)\b/.test(
    normalize(question),
  );

/**
 * "¿Qué categoría vende más?", "¿cuál es la categoría que más me deja?": the menu's categories
 * ranked (menu-categories.ts), not its dishes nor the business's profit.
 */
export const asksCategoryRanking = (question: string) => {
  const text = normalize(question);
  return /\bcategorias?\b/.test(text) && /\b(mas|menos|mejor|mejores|peor|peores)\b/.test(text);
};

/**
 * A dish's margin asked ("¿qué platillo es más rentable?", "¿cuál es la bebida que más deja?"): the
 * menu's, not the business's profit.
 */
export const asksDishMargin = (question: string) =>
  asksMargin(question) &&
  /\b(platillos?|platos?|productos?|articulos?|bebidas?|cervezas?|tragos?)\b/.test(normalize(question));

/**
 * "¿Qué vendí más ayer?", "¿qué es lo que más vendo?", "¿qué voy a vender más mañana?", "¿qué
 * platillo se va a vender más el fin de semana?": which dish sells most (or least), asked with
 * "qué" and a selling verb beside "más" or "menos" (not "qué día", "a qué hora", "qué mesero": their
 * own words come between "qué" and the verb). The top item answers a closed period; the forecast's
 * prep list one to come (forecast.ts).
 */
/**
 * "¿Qué platillo se cancela más?", "¿qué platillos me descuentan más?": a loss verb beside a dish
 * asked. The day figures keep the cancellations and discounts by amount and by who made them, not
 * by dish (losses-answer.ts says so; since 2026-12-07, before the best seller answered it).
 */
export const asksLossByDish = (question: string) => {
  const text = normalize(question);
  return /\b(cancel\w*|descuent\w*)\b/.test(text) && (asksWhichDish(question) || DISH_WORD.test(text));
};
const DISH_WORD = /\b(platillos?|platos?|productos?|articulos?)\b/;

export function asksWhichDish(question: string): boolean {
  const text = ` ${words(question).join(' ')} `;
  if (!/ (mas|menos) /.test(text)) return false;
  // "¿Qué cerveza se vende más?": one word may name the part of the menu (menu-course.ts).
  const which = / (que|cual) (?<noun>[a-z]+ )?(es |fue |va a ser )?(lo que |el que )?(mas |menos )?/;
  const verb =
    /(vendi|vendo|vendimos|vendemos|vendio|vende|venden|se vende|se vendio|se vendieron|voy a vender|vamos a vender|se va a vender|se van a vender|vendere|vendera|vendido|vendidos|he vendido|hemos vendido|se ha vendido|ha vendido) /;
  const found = new RegExp(which.source + verb.source).exec(text);
  if (found === null || NOT_A_MENU_WORD.has(found.groups?.noun?.trim() ?? '')) return false;
  // "¿Cuál es el horario en que más vendo?", "¿el día que más vendo?": a time, not a dish; "¿quién
  // es el mesero que más vendió?": a person (since 2026-12-06; before, the dishes ranked).
  return !/ (horas?|horarios?|dias?|semanas?|mes|meses|turnos?|quien|quienes|meseros?|meseras?|empleados?|empleadas?|cajeros?|cajeras?|personas?|sucursal|sucursales|mesas?|clientes?) /.test(
    text.slice(0, found.index + 1),
  );
}

/** Words after "qué" that ask a time, a person or an amount, not a dish ("¿qué día vendí más?"). */
const NOT_A_MENU_WORD: ReadonlySet<string> = new Set(
  ['hora', 'horas', 'horario', 'horarios', 'dia', 'dias', 'semana', 'semanas', 'mes', 'meses', 'ano']
    .concat(['anos', 'turno', 'turnos', 'quincena', 'fin', 'tanto', 'tan', 'mesero', 'meseros', 'mesera'])
    .concat(['meseras', 'empleado', 'empleados', 'persona', 'personas', 'cliente', 'clientes', 'mesa'])
    .concat(['mesas', 'sucursal', 'sucursales', 'metodo', 'forma', 'pago', 'tipo']),
);
