/**
 * The prep list's ingredients in the assistant (GET /forecast/items `ingredients`: the dishes'
 * forecast times the recipes, docs/forecast-api.md "Prep list"), of the day asked or of the days
 * asked added:
 *
 * - "¿Cuánta carne al pastor voy a usar mañana?": one ingredient's line (`ingredientUseAnswer`);
 * - "¿Qué insumos voy a usar mañana?": the whole list (`ingredientListAnswer`);
 * - "¿Cuánto pastor preparo?": after the dishes' lines, the ingredient sharing the words
 *   (`dishIngredientSentence`).
 *
 * The high end is every dish selling high, and is said as such; the dishes without a recipe are
 * named, since what they use is not counted. Quantities to 3 decimals, as the read gives them. Pure.
 */
import { roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { addDays } from '../calendar-dates.ts';
import type { ForecastItemsAttributes } from '../responses/forecast.ts';
import { type Answer, type AnyReadOutcome, list } from './compose.ts';
import { ingredientUsed, itemsNamed } from './dishes.ts';
import { daysSpan, itemDaysOf } from './forecast-dish.ts';
import { sentence } from './format.ts';

type Need = ForecastItemsAttributes['ingredients'][number];

/** The days' needs added, to the read's 3 decimals (the float sum of 17.62 and 12.5 is not 30.12). */
const thousandths = (value: number) => roundHalfAwayFromZero(value, 3);

/** Where the recipes go, when the dishes have none. */
const NEEDS_RECIPES = 'Captura las recetas de tus platillos en el back office (Recetas) para calcularlo.';

/** The open days' needs added per ingredient and unit (each day's list already adds its dishes). */
function needsOver(days: readonly ForecastItemsAttributes[]): Array<Need & { name: string }> {
  const added = new Map<string, Need>();
  for (const need of days.flatMap((items) => items.ingredients)) {
    const key = `${need.ingredient}|${need.unit}`;
    const known = added.get(key);
    added.set(
      key,
      known === undefined
        ? need
        : {
            ...known,
            quantity: known.quantity + need.quantity,
            quantity_low: known.quantity_low + need.quantity_low,
            quantity_high: known.quantity_high + need.quantity_high,
            used_by: [...new Set([...known.used_by, ...need.used_by])],
          },
    );
  }
  return [...added.values()].map((need) => ({ ...need, name: need.ingredient }));
}

/** "3.5 kg de Carne al pastor (hasta 4.2 kg si todo se vende en lo alto), para Tacos al pastor". */
function needInWords(need: Need, index: number, answer: Answer): string {
  const key = `ingredient_${index + 1}`;
  const name = answer.name(key, 'Insumo', need.ingredient);
  const quantity = answer.count(
    `${key}_quantity`,
    `Uso de ${need.ingredient}`,
    thousandths(need.quantity),
    'number',
  );
  const high = answer.count(
    `${key}_quantity_high`,
    `Uso de ${need.ingredient} si todo se vende en lo alto`,
    thousandths(need.quantity_high),
    'number',
  );
  const unit = need.unit;
  return `${quantity} ${unit} de ${name} (hasta ${high} ${unit} si todo se vende en lo alto), para ${list(need.used_by)}`;
}

/** What the open days read need, with what every answer over them says; null when a read failed. */
type OpenNeeds = {
  span: string;
  needs: Array<Need & { name: string }>;
  /** " en esos 2 días abiertos", or '' of one day. */
  over: string;
  /** " No cuento …: no tiene receta.", or '' when every dish has one. */
  partial: string;
  days: ForecastItemsAttributes[];
};

/**
 * The days read and their open days' needs, or the sentence that ends the answer: no day opens, or
 * no dish has a recipe (`asked` words what could not be said: "cuánto «carne» vas a usar").
 */
function openNeeds(
  outcomes: readonly AnyReadOutcome[],
  today: string,
  asked: { none: string; unknown: string },
  answer: Answer,
): OpenNeeds | string | null {
  const days = itemDaysOf(outcomes);
  if (days === null) return null;
  const span = daysSpan(days, today);
  const open = days.filter((items) => items.status === 'ok');
  if (open.length === 0) return sentence(`${span} no abres: no vas a usar ${asked.none}.`);
  const needs = needsOver(open);
  if (needs.length === 0)
    return `${sentence(`no tengo recetas de los platillos que espero vender ${span}, así que no sé ${asked.unknown}.`)} ${NEEDS_RECIPES}`;
  const over =
    open.length > 1
      ? ` en esos ${answer.count('days_forecast', 'Días sumados', open.length)} días abiertos`
      : '';
  const missing = [...new Set(open.flatMap((items) => items.items_without_recipe))];
  const lacks = missing.length === 1 ? 'no tiene receta' : 'no tienen receta';
  const partial = missing.length === 0 ? '' : ` No cuento ${list(missing)}: ${lacks}.`;
  return { span, needs, over, partial, days };
}

/** The ingredient's use over the days read, or null when the question asks none or a read failed. */
export function ingredientUseAnswer(
  outcomes: readonly AnyReadOutcome[],
  question: string,
  today: string,
  answer: Answer,
  /** The ingredient, when the caller read it otherwise (a purchase question's "necesito"). */
  asked = ingredientUsed(question),
): string | null {
  if (asked === null) return null;
  const said = `«${asked.said}»`;
  const read = openNeeds(outcomes, today, { none: said, unknown: `cuánto ${said} vas a usar` }, answer);
  if (read === null || typeof read === 'string') return read;
  const { span, needs, over, partial } = read;
  const named = itemsNamed(asked.words, needs).slice(0, 3);
  if (named.length === 0) {
    const known = list(needs.slice(0, 5).map((need) => need.ingredient));
    return sentence(
      `según tus recetas, ningún platillo que espero vender ${span} usa ${said}. Los insumos que sí usan: ${known}${needs.length > 5 ? ', entre otros' : ''}.`,
    );
  }
  const uses = named.map((need, index) => needInWords(need, index, answer));
  return `${sentence(`${span} espero usar${over} ${uses.join('; ')}.`)}${partial}`;
}

/**
 * "¿Cuánto pastor preparo para el domingo?": after the dishes' lines, the ingredients whose names
 * share the words asked ("Carne al pastor"), as the use answer says them; '' when none does.
 */
export function dishIngredientSentence(
  items: ForecastItemsAttributes,
  words: readonly string[],
  answer: Answer,
): string {
  const named = itemsNamed(
    words,
    items.ingredients.map((need) => ({ ...need, name: need.ingredient })),
  ).slice(0, 3);
  if (named.length === 0) return '';
  return ` De insumos: ${named.map((need, index) => needInWords(need, index, answer)).join('; ')}.`;
}

/** The most ingredients one answer names; the rest are on Mañana's list. */
const LISTED = 12;

/** The day's ingredients, or the days' added, each with its quantity; null when a read failed. */
export function ingredientListAnswer(
  outcomes: readonly AnyReadOutcome[],
  today: string,
  answer: Answer,
): string | null {
  const asked = { none: 'insumos', unknown: 'qué insumos vas a usar' };
  const read = openNeeds(outcomes, today, asked, answer);
  if (read === null || typeof read === 'string') return read;
  const { span, needs, over, partial, days } = read;
  const lines = needs.slice(0, LISTED).map((need, index) => {
    const key = `ingredient_${index + 1}`;
    const quantity = answer.count(
      `${key}_quantity`,
      `Uso de ${need.ingredient}`,
      thousandths(need.quantity),
      'number',
    );
    return `${answer.name(key, 'Insumo', need.ingredient)}, ${quantity} ${need.unit}`;
  });
  // Mañana shows tomorrow's list alone: only then is the rest, and each one's top, there.
  const onTomorrowPage = days.length === 1 && days[0]!.date === addDays(today, 1);
  const more =
    needs.length > LISTED ? ` y ${needs.length - LISTED} más${onTomorrowPage ? ' en Mañana' : ''}` : '';
  const top = onTomorrowPage ? '; el tope está en Mañana' : '';
  return `${sentence(`${span}, según tus recetas, espero usar${over}: ${lines.join('; ')}${more}.`)} Cada uno puede subir si todo se vende en lo alto${top}.${partial}`;
}
