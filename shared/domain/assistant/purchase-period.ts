/**
 * The days a purchase question covers ("¿qué tengo que comprar para el fin de semana?"). The
 * suggestions are read as of the first day still to come (today, or tomorrow once today's corte Z
 * is in), from the latest count, and cover `days_ahead` days counted from it
 * (docs/computation-rules.md "Purchase suggestions": the forecast's usage of its next days; the
 * stock is not lowered by that day's use), so the days run from it through the last day the
 * question names:
 *
 * - "para 3 días", "los próximos 3 días", "para dos semanas", "para una semana": that many days;
 * - "para la semana" alone: a week's supply, 7 days (the endpoint's default);
 * - "la próxima semana", "el próximo mes", "la próxima quincena": through their last day;
 * - a day or period to come as the forecast reads it (forecast.ts `forecastRange`): "hoy" (1 day),
 *   "mañana" (today and tomorrow), "el sábado" (through the coming one), "el fin de semana" and
 *   "esta semana" (through this Sunday), "el 12", "en Navidad";
 * - nothing named, or a past period ("la semana pasada": the suggestions only look ahead): 7 days.
 *
 * At most MAX_DAYS_AHEAD days, the endpoint's limit. The answer names the days the read covered and
 * the count it starts from. Pure.
 */
import { firstDayToCome } from '../business-day.ts';
import { addDays, daysBetween, mondayOf } from '../calendar-dates.ts';
import { daysOfInventory } from '../costs/inventory-days.ts';
import { DEFAULT_DAYS_AHEAD, recipeUsageNote, usageWindowWords } from '../costs/suggestions.ts';
import type { InventorySuggestionsAttributes } from '../responses/intelligence-costs.ts';
import { MAX_DAYS_AHEAD } from '../schemas/intelligence.ts';
import {
  type Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type IntentPlan,
  list,
  resultAt,
} from './compose.ts';
import { NEEDS_INVENTORY } from './cost-answers.ts';
import { type DateRange, type DateReading, holidayDaysOf, holidaysNamed, NUMBER_NAMES } from './dates.ts';
import { ingredientAsked, itemsNamed, stockAsked } from './dishes.ts';
import { forecastRange, namedForecastDate, PAST_WORDS } from './forecast.ts';
import { ingredientUseAnswer } from './forecast-ingredient.ts';
import { comingPeriod } from './forecast-period.ts';
import { clause, day } from './format.ts';
import type { Intent } from './intents.ts';
import type { ReadRequest, ReadResults } from './reads.ts';
import { normalize, words } from './text.ts';

const UNIT_DAYS: Record<string, number> = { dia: 1, dias: 1, semana: 7, semanas: 7 };

/** "3 días", "dos semanas", "una semana": how many days of supply the question names, or null. */
function supplyDays(tokens: readonly string[]): number | null {
  for (const [index, word] of tokens.entries()) {
    const unit = UNIT_DAYS[word];
    const before = tokens[index - 1] ?? '';
    const count = before === 'una' ? 1 : Number(before) || NUMBER_NAMES[before];
    if (unit !== undefined && count !== undefined && count >= 1) return count * unit;
  }
  return null;
}

/**
 * The last day the question names ahead of today, or null when it names none to come; a supply of
 * days ("para 3 días", "para la semana") runs from `first`, the first day still to come.
 */
function lastDayNamed(
  question: string,
  today: string,
  first: string,
  reading: DateReading | null,
): string | null {
  const tokens = words(question);
  const supply = supplyDays(tokens);
  if (supply !== null) return addDays(first, supply - 1)!;
  const coming = comingPeriod(question, today);
  if (coming !== null) return coming.to;
  // "la semana pasada", not "pasado mañana" (a day to come).
  if (tokens.some((word, index) => PAST_WORDS.has(word) && tokens[index + 1] !== 'manana')) return null;
  // "para la semana" (also misspelled; not "esta semana", "el fin de la semana", "la semana del
  // 7"): the weekly shop, a week's supply.
  if (reading?.phrase === 'la semana' && !tokens.includes('fin') && !tokens.includes('del'))
    return addDays(first, DEFAULT_DAYS_AHEAD - 1)!;
  // "para Navidad y Año Nuevo": through the last of the holidays named (since 2026-12-07; before,
  // the first one's).
  const holidays = holidaysNamed(question)
    .map((holiday) => holidayDaysOf({ holiday }, first, 'next')?.to)
    .filter((to): to is string => to !== undefined);
  if (holidays.length > 1) return holidays.sort().at(-1)!;
  if (reading === null) return null;
  const to = forecastRange('forecast_sales', question, today, reading).to;
  // "para el fin de semana" on a Sunday night: that weekend is over, the next one is meant (since
  // 2026-12-07; before, the Monday alone).
  if (to < first && WEEKEND.test(normalize(question))) return addDays(mondayOf(first)!, 6)!;
  // "¿Qué compro esta semana?" on its Sunday: one day is left of it, the coming week's shop is
  // meant (since 2026-12-07; before, Sunday's alone).
  if (to <= first && /\besta semana\b/.test(normalize(question)))
    return addDays(first, DEFAULT_DAYS_AHEAD - 1)!;
  return to;
}

const WEEKEND = /\b(fin de semana|finde)\b/;

/**
 * "¿Qué compré la semana pasada?" asks what was bought (food_cost's purchases answer), not what to
 * buy, though "compré" is one typo from "compro". Without its accent "compre" may also be "¿qué
 * compre para mañana?": bought only of a past day or period named without "para".
 */
export function boughtOrToBuy(
  intent: Intent,
  question: string,
  today: string,
  reading: DateReading | null,
): Intent {
  if (intent !== 'purchase_suggestions') return intent;
  const tokens = words(question);
  if (question.toLowerCase().includes('compré')) return 'food_cost';
  const past = reading?.kind === 'range' && reading.range.to < today;
  return tokens.includes('compre') && past && !tokens.includes('para') ? 'food_cost' : intent;
}

/**
 * The days a purchase question covers (see the header), from the first day still to come: today,
 * or tomorrow once today's corte Z is in, since today's use is then over (a count taken at the
 * close already holds it), as the endpoint's `period=today` reads them for Compras.
 */
export function purchaseDays(
  question: string,
  today: string,
  reading: DateReading | null,
  todayClosed = false,
): DateRange {
  const first = firstDayToCome(today, todayClosed);
  const named = lastDayNamed(question, today, first, reading) ?? addDays(first, DEFAULT_DAYS_AHEAD - 1)!;
  const last = addDays(first, MAX_DAYS_AHEAD - 1)!;
  return { from: first, to: named < first ? first : named > last ? last : named };
}

/** How many days a purchase period covers: the `days_ahead` of its read. */
export const daysCovered = (range: DateRange): number => daysBetween(range.from, range.to)! + 1;

/** "Para 4 días, de hoy jueves 3 de diciembre al domingo 6 de diciembre": the days the read covered. */
function daysInWords(from: string, daysAhead: number, today: string, answer: Answer): string {
  const days = answer.count('days_ahead', 'Días por cubrir', daysAhead);
  const to = addDays(from, daysAhead - 1)!;
  if (daysAhead === 1)
    return `para ${from === today ? `hoy, ${day(from, today)}` : `el ${day(from, today)}`} (${days} día)`;
  // "de hoy jueves 3 de diciembre", "del sábado 5 de diciembre" (after the corte Z).
  const first = from === today ? `de hoy ${day(from, today)}` : `del ${day(from, today)}`;
  return `para ${days} días, ${first} al ${day(to, today)}`;
}

/**
 * The suggestions read: first for the days asked, then (an ingredient they buy none of) for the
 * longest days ahead; results keep only the latter, so each is read from the outcomes by position.
 */
const SUGGESTIONS_READ = 'intelligence-inventory-suggestions';

/** What to buy for the days asked, from the latest count: the total and the first 3 suppliers. */
function purchaseAnswer(
  _results: ReadResults,
  context: ComposeContext,
  answer: Answer,
  outcomes: readonly AnyReadOutcome[],
): string {
  const { attributes: body, meta } = resultAt(outcomes, 0, SUGGESTIONS_READ)!;
  // Without a count there is no stock to start from: nothing to suggest, and no "nada" either.
  const countDate = meta.count_date ?? null;
  if (countDate === null)
    return `Todavía no tienes un conteo de inventario, así que no puedo sugerirte compras sin inventar cantidades. ${NEEDS_INVENTORY}`;
  const covered = daysInWords(context.range.from, body.days_ahead, context.today, answer);
  const count = `tu conteo de inventario del ${day(countDate, context.today)}`;
  const ingredient = ingredientAsked(context.question) ?? stockAsked(context.question);
  const lead = `${covered.charAt(0).toUpperCase()}${covered.slice(1)}, con ${count},`;
  if (ingredient !== null)
    return `${dayUse(_results, context, ingredient, answer)}${ingredientAnswer(outcomes, ingredient, lead, answer)}`;
  if (body.by_supplier.length === 0 || body.total_suggested_cents === 0)
    return `Con ${count} no necesitas comprar nada ${covered}.`;
  const total = answer.money('total_suggested_cents', 'Compra sugerida', body.total_suggested_cents);
  const suppliers = body.by_supplier.slice(0, 3).map((supplier, index) => {
    const name = answer.name(`supplier_${index + 1}`, 'Proveedor', supplier.supplier_name);
    const subtotal = answer.money(
      `supplier_${index + 1}_subtotal_cents`,
      `Compra a ${supplier.supplier_name}`,
      supplier.subtotal_cents,
    );
    return `${name} ${subtotal}`;
  });
  const more = body.by_supplier.length > 3 ? ', entre otros' : '';
  return `${lead} te sugiero comprar ${total}: ${list(suppliers)}${more}.${mainItems(body, answer)} El detalle por producto está en sugerencias de compra.`;
}

/** How many of the costliest products the answer names before sending to the full list. */
const MAIN_ITEMS = 5;

/**
 * " Lo principal: Carne al pastor, 12.5 kg ($2,500.00) y Envase, 54 pz ($216.00)." the costliest
 * products to buy, whatever their supplier; before, the suppliers' totals alone, no product named.
 */
function mainItems(body: InventorySuggestionsAttributes, answer: Answer): string {
  const items = body.by_supplier
    .flatMap((supplier) => supplier.items)
    .filter((item) => item.suggested_qty > 0)
    .sort((a, b) => b.total_cost_cents - a.total_cost_cents)
    .slice(0, MAIN_ITEMS);
  if (items.length === 0) return '';
  // Said as an ingredient asked is ("¿cuánta tortilla…?", ingredientAnswer): the same keys and words.
  const said = items.map((item, index) => `${itemToBuy(item, index, answer)})`);
  return ` Lo principal: ${said.join('; ')}.`;
}

type SuggestedItem = InventorySuggestionsAttributes['by_supplier'][number]['items'][number];

/**
 * "Pastor, 15 kg ($1,800.00": a product to buy as every purchase answer names it, its figures filed
 * as the `index`-th ingredient; the caller closes the parenthesis, after what it adds.
 */
function itemToBuy(item: SuggestedItem, index: number, answer: Answer): string {
  const key = `ingredient_${index + 1}`;
  const name = answer.name(key, 'Insumo', item.item_name);
  const quantity = answer.count(
    `${key}_suggested_qty`,
    `Compra sugerida de ${item.item_name}`,
    item.suggested_qty,
    'number',
  );
  const cost = answer.money(`${key}_total_cost_cents`, `Costo de ${item.item_name}`, item.total_cost_cents);
  return `${name}, ${quantity} ${item.unit} (${cost}`;
}

/**
 * "¿Cuánta carne necesito para el sábado?": the suggestion lines whose names share the most words
 * with the ingredient asked (as a dish is matched, dishes.ts), each with its quantity, cost,
 * supplier and the read's own reason; none, said, without guessing why.
 */
function ingredientAnswer(
  outcomes: readonly AnyReadOutcome[],
  ingredient: Ingredient,
  lead: string,
  answer: Answer,
): string {
  const { attributes: body, meta } = resultAt(outcomes, 0, SUGGESTIONS_READ)!;
  const named = itemsNamed(ingredient.words, linesOf(body));
  if (named.length === 0) return nothingToBuy(outcomes, ingredient, lead, answer);
  const quoted = named.slice(0, 3).map((item, index) => {
    const reason = clause(item.reason);
    return `${itemToBuy(item, index, answer)}, con ${item.supplier}; ${reason})`;
  });
  const more = named.length > 3 ? ` y ${named.length - 3} más en sugerencias de compra` : '';
  const fromRecipes = named.some((item) => item.usage_source === 'recipes');
  // Over which days the recipes' daily use is a mean, in Compras's words (costs/suggestions.ts).
  const usage = fromRecipes ? ` ${recipeUsageNote(meta)}` : '';
  return `${lead} te sugiero comprar ${quoted.join('; ')}${more}.${usage}`;
}

/** An ingredient asked: as written, and its folded words to match lines by (dishes.ts). */
type Ingredient = NonNullable<ReturnType<typeof ingredientAsked>>;

/** The lines of a suggestions read, each with its supplier's name. */
const linesOf = (body: InventorySuggestionsAttributes) =>
  body.by_supplier.flatMap((supplier) =>
    supplier.items.map((item) => ({ ...item, name: item.item_name, supplier: supplier.supplier_name })),
  );

/**
 * An ingredient the days asked buy none of: its stock and daily use from the longest suggestions
 * read (every item in use runs out within its 60 days), so "te alcanza" is said with what it rests
 * on; an item not there either is not in the inventory by that name, or nothing uses it.
 */
function nothingToBuy(
  outcomes: readonly AnyReadOutcome[],
  { said, words }: Ingredient,
  lead: string,
  answer: Answer,
): string {
  const longestRead = resultAt(outcomes, 1, SUGGESTIONS_READ);
  const longest = longestRead?.attributes;
  const item = longest === undefined ? undefined : itemsNamed(words, linesOf(longest))[0];
  if (item === undefined)
    return `${lead} no te sugiero comprar «${said}»: no está entre lo que se te acaba en los próximos ${MAX_DAYS_AHEAD} días, así que te alcanza para más, no tiene consumo en tus conteos ni en tus recetas, o no está en tu inventario con ese nombre.`;
  const name = answer.name('ingredient_1', 'Insumo', item.item_name);
  const stock = answer.count(
    'ingredient_1_current_stock',
    `Existencia de ${item.item_name}`,
    item.current_stock,
    'number',
  );
  const usage =
    item.daily_usage === null
      ? ''
      : ` y usas ${answer.count('ingredient_1_daily_usage', `Consumo diario de ${item.item_name}`, item.daily_usage, 'number')} ${item.unit} al día en promedio ${usageWindowWords(item.usage_source, longestRead!.meta)}`;
  // How long it lasts, as the suggestions' own reason says it (Costos' days of inventory).
  const days = daysOfInventory(item.current_stock, item.daily_usage);
  const lasts =
    days === null
      ? ''
      : `: para unos ${answer.count('ingredient_1_inventory_days', `Días que alcanza ${item.item_name}`, days, 'number')} días`;
  return `${lead} no necesitas comprar «${said}»: te alcanza. De ${name} quedan ${stock} ${item.unit}${usage}${lasts}.`;
}

/**
 * "¿Cuánta carne al pastor voy a necesitar el sábado?": the day named is what the owner preps for,
 * so its use from the prep list leads ("El sábado … espero usar 33.9 kg de Carne al pastor …"),
 * then what to buy to reach it (since 2026-12-07; before, the purchase alone, 143 kg over the six
 * days to Saturday). '' when the question names no one day, or the forecast cannot say.
 */
function dayUse(
  results: ReadResults,
  context: ComposeContext,
  ingredient: Ingredient,
  answer: Answer,
): string {
  const items = results[ITEMS_READ];
  if (items === undefined || namedForecastDate(context.question, context.today) !== context.range.to)
    return '';
  const use = ingredientUseAnswer(
    [{ ok: true, result: items }],
    context.question,
    context.today,
    answer,
    ingredient,
  );
  return use === null ? '' : `${use} `;
}
const ITEMS_READ = 'intelligence-forecast-items';

const suggestionsRead = (from: string, daysAhead: number): ReadRequest => ({
  read: SUGGESTIONS_READ,
  query: { date_from: from, date_to: from, days_ahead: String(daysAhead) },
});

/** "¿Qué tengo que comprar?": the suggestions as of today (the range's first day) for its days. */
export const PURCHASE_PLAN: IntentPlan = {
  reads: (range) => [suggestionsRead(range.from, daysCovered(range))],
  // An ingredient the days asked buy none of: the longest read says how much is left (nothingToBuy).
  thenReads: (results, range, { question, today }) => {
    const ingredient = ingredientAsked(question) ?? stockAsked(question);
    const body = results[SUGGESTIONS_READ]?.attributes;
    if (ingredient === null || body === undefined) return [];
    // The day named's use (dayUse), after the longest suggestions, which nothingToBuy reads second.
    const dayNamed = namedForecastDate(question, today) === range.to;
    const use: ReadRequest[] = dayNamed ? [{ read: ITEMS_READ, query: { date: range.to } }] : [];
    if (itemsNamed(ingredient.words, linesOf(body)).length > 0) return use;
    return [suggestionsRead(range.from, MAX_DAYS_AHEAD), ...use];
  },
  defaultPeriod: 'today',
  usesPeriod: false,
  needs: NEEDS_INVENTORY,
  compose: purchaseAnswer,
  followUps: ['¿Cómo va mi costo de alimentos?', '¿Qué platillo debería quitar?'],
};
