/**
 * "¿Cuánto gasté en suadero en noviembre?", "¿cuánto compré de pastor?": the purchase lines of the
 * ingredients whose name holds the word asked (costs/ingredient-prices.ts `ingredientsBought`),
 * each with its quantity by unit and what was paid, before IVA as the lines are, when no purchase
 * category of the owner's has that name (purchase-categories.ts answers those). What was bought in
 * the period, not what was used. Before 2026-12-07, "No tengo tu gasto en «suadero» por separado"
 * and every P&L line, or the categories. Pure.
 */
import { type IngredientBought, ingredientsBought } from '../costs/ingredient-prices.ts';
import type { PurchaseRecord } from '../costs/records.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { nameHolds } from './purchase-categories.ts';

/** Ingredients named one by one, the most paid first; the rest only added. */
const SHOWN = 3;

/** "155 kg de Carne al pastor por $21,700.00", its figures filed under `key`. */
function boughtSaid(bought: IngredientBought, key: string, answer: Answer): string {
  const quantity = answer.count(
    `${key}_quantity`,
    `Cantidad comprada de ${bought.ingredient}`,
    bought.quantity,
    'number',
  );
  const paid = answer.money(`${key}_purchases_cents`, `Compras de ${bought.ingredient}`, bought.cents);
  return `${quantity} ${bought.unit} de ${bought.ingredient} por ${paid}`;
}

/** The ingredients bought in the period whose name holds `asked`, said; null when none does. */
export function ingredientSpendAnswer(
  purchases: readonly PurchaseRecord[],
  asked: string,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const { from, to } = context.range;
  const named = [...ingredientsBought(purchases, from, to).values()]
    .filter((bought) => bought.cents !== 0 && nameHolds(bought.ingredient, asked))
    .sort((a, b) => b.cents - a.cents);
  if (named.length === 0) return null;
  const shown = named
    .slice(0, SHOWN)
    .map((bought, index) => boughtSaid(bought, `ingredient_${index + 1}`, answer));
  const total = named.reduce((sum, bought) => sum + bought.cents, 0);
  const inAll =
    named.length === 1
      ? ''
      : `: ${answer.money('ingredients_purchases_cents', 'Compras de esos insumos', total)} en total${named.length > SHOWN ? ' con los demás' : ''}`;
  const times = named.length === 1 ? named[0]!.purchases : null;
  const howOften =
    times === null
      ? ''
      : `, en ${answer.count('purchases_count', 'Compras', times)} ${times === 1 ? 'compra' : 'compras'}`;
  return sentence(
    `${when(context)} compraste ${list(shown)}${inAll}${howOften}, sin IVA: lo comprado, no lo usado (eso es tu costo de ventas).`,
  );
}
