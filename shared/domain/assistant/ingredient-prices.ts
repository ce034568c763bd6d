/**
 * "¿Qué insumo subió de precio?", "¿cuánto subió el precio de la carne?", "¿qué se ha encarecido?":
 * what each ingredient cost per unit in the period against the period before, from the purchase
 * lines (costs/ingredient-prices.ts: Σ paid ÷ Σ quantity, same ingredient and unit, bought in both).
 * The three that rose most (or the one named), each with both prices and its change; the baseline
 * is named. Before 2026-12-06 these read the sales against the day before.
 */
import { type IngredientPrice, ingredientPriceChanges } from '../costs/ingredient-prices.ts';
import { type Answer, type ComposeContext, type IntentPlan, list, periodQuery, when } from './compose.ts';
import type { DateRange } from './dates.ts';
import { period, sentence } from './format.ts';
import type { Intent } from './intents.ts';
import { INGREDIENT_PURCHASES_READ } from './reads.ts';
import { asksIngredientPrice, ingredientPriceNamed } from './supplier-words.ts';
import { normalize } from './text.ts';

/** "Carne al pastor (kg): $140.00 contra $132.00, +6.1%", its figures filed under `key`. */
function priceSaid(price: IngredientPrice, key: string, answer: Answer): string {
  const now = answer.money(
    `${key}_unit_cost_cents`,
    `Costo por ${price.unit} de ${price.ingredient}`,
    price.unit_cost_cents,
  );
  const before = answer.money(
    `${key}_base_unit_cost_cents`,
    `Costo anterior de ${price.ingredient}`,
    price.base_unit_cost_cents,
  );
  const change = answer.pct(`${key}_change_pct`, `Cambio de precio de ${price.ingredient}`, price.change_pct);
  const sign = price.change_pct > 0 ? '+' : '';
  return `${price.ingredient} (${price.unit}): ${now} contra ${before}, ${sign}${change}`;
}

/** None rose: the one that fell most, or that every price held. */
function noneRose(
  prices: readonly IngredientPrice[],
  context: ComposeContext,
  against: string,
  answer: Answer,
) {
  const fell = prices.filter((price) => price.change_pct < 0).at(-1);
  if (fell === undefined) {
    const compared = answer.count('ingredients_compared', 'Insumos comparados', prices.length);
    return sentence(
      `${when(context)} pagaste lo mismo por unidad ${against} por tus ${compared} insumos comprados en los dos periodos.`,
    );
  }
  return sentence(
    `${when(context)} ningún insumo te costó más por unidad ${against}; el que más bajó fue ${priceSaid(fell, 'ingredient_1', answer)}.`,
  );
}

/** The rises (or the one named), their baseline named; what could not be compared, said. */
function pricesAnswer(prices: readonly IngredientPrice[], context: ComposeContext, answer: Answer): string {
  const against = `contra lo que pagaste ${period(context.base, context.today)}`;
  const word = ingredientPriceNamed(context.question);
  // "las carnes" names "Carne de res" too: the word or its singular (since 2026-12-07).
  const forms = word === null ? [] : [word, word.replace(/s$/, ''), word.replace(/es$/, '')];
  const named = prices.filter((price) =>
    normalize(price.ingredient)
      .split(' ')
      .some((part) => forms.includes(part)),
  );
  if (prices.length === 0)
    return sentence(
      `${when(context)} no compraste ningún insumo que también hayas comprado en el periodo anterior, así que no tengo con qué comparar su precio (las compras que capturas en el back office).`,
    );
  const unknown =
    word !== null && named.length === 0
      ? `No encuentro «${word}» entre los insumos que compraste en los dos periodos (el precio de un platillo no es el de sus insumos). `
      : '';
  const shown =
    named.length > 0 ? named.slice(0, 3) : prices.filter((price) => price.change_pct > 0).slice(0, 3);
  if (shown.length === 0) return `${unknown}${noneRose(prices, context, against, answer)}`;
  const said = shown.map((price, index) => priceSaid(price, `ingredient_${index + 1}`, answer));
  const lead =
    named.length > 0
      ? `pagaste por unidad, ${against},`
      : `lo que más subió de precio por unidad, ${against}, fue`;
  return `${unknown}${sentence(`${when(context)} ${lead} ${list(said)} (lo pagado entre la cantidad comprada, sin IVA).`)}`;
}

const INGREDIENT_PRICE_PLAN: IntentPlan = {
  reads: (range: DateRange, base: DateRange) => [
    { read: INGREDIENT_PURCHASES_READ, query: periodQuery({ from: base.from, to: range.to }) },
  ],
  defaultPeriod: 'last_28_days',
  usesPeriod: false,
  compose: (results, context, answer) => {
    const { purchases } = results[INGREDIENT_PURCHASES_READ]!.attributes;
    return pricesAnswer(ingredientPriceChanges(purchases, context.range, context.base), context, answer);
  },
  followUps: ['¿Cuál es mi costo de alimentos?', '¿A quién le compro más?'],
};

/** The ingredient prices' plan, for a cost question of how what is bought changed in price. */
export function ingredientPricePlanFor(intent: Intent, question: string): IntentPlan | null {
  return intent === 'food_cost' && asksIngredientPrice(question) ? INGREDIENT_PRICE_PLAN : null;
}
