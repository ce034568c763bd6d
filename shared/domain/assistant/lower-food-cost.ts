/**
 * "¿Cómo bajo mi costo de alimentos?": the figure, then where the period's own data says to look,
 * each from a read of the same days: what the recipes do not explain (the food-cost read's gap,
 * food-waste.ts's figure: waste, portions, theft and dearer purchases together), and the dishes
 * that take most of the cost (the menu read's catalog unit cost × quantity sold). No advice the
 * data does not hold. Before 2026-12-05 the question got the figure alone.
 */
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import type { FoodCostAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type IntentPlan, list, periodQuery } from './compose.ts';
import { COST_PLANS } from './cost-answers.ts';
import type { Intent } from './intents.ts';
import { normalize } from './text.ts';

/** "¿Cómo bajo…?", "¿qué hago para bajar…?", "¿cómo puedo reducir…?": how to lower it, not its figure. */
export const asksHowToLower = (question: string) =>
  /\b(como|que hago|que puedo hacer|ayudame)\b.*\b(bajo|bajar|bajarlo|reduzco|reducir|disminuyo|disminuir|ahorro|ahorrar)\b/.test(
    normalize(question),
  );

/** What the recipes do not explain, when the food cost goes over them; '' otherwise or unknown. */
function recipesGap(food: FoodCostAttributes | undefined, answer: Answer): string {
  const variance = food?.food_cost_variance_cents ?? null;
  if (variance === null || variance <= 0) return '';
  const gap = answer.money('food_cost_variance_cents', 'Diferencia contra el costo teórico', variance);
  return `lo que tus recetas no explican, ${gap} de más, que junta merma, porciones más grandes que la receta, robo y compras más caras`;
}

/** The three food dishes whose cost (catalog unit cost × quantity sold) is largest; '' without costs. */
function costliestDishes(menu: MenuEngineeringAttributes | undefined, answer: Answer): string {
  const sold = (menu?.items ?? []).filter((item) => item.category_type === 'food' && item.quantity_sold > 0);
  const costed = sold.filter((item) => item.unit_cost_cents !== null);
  const top = costed
    .map((item) => ({ item, cost: item.unit_cost_cents! * item.quantity_sold }))
    .sort((a, b) => b.cost - a.cost || a.item.item_name.localeCompare(b.item.item_name))
    .slice(0, 3);
  if (top.length === 0) return '';
  const named = top.map(({ item, cost }, index) => {
    const key = `costliest_dish_${index + 1}`;
    const name = answer.name(key, `Platillo ${index + 1} por costo`, item.item_name);
    const cents = answer.money(`${key}_cost_cents`, `Costo de ${item.item_name}`, cost);
    const quantity = answer.count(`${key}_quantity`, `Vendidos de ${item.item_name}`, item.quantity_sold);
    return `${name} (${cents} en ${quantity} vendidos)`;
  });
  // A dish sold without a catalog cost cannot be ranked: the ranking says whose costs it reads.
  const among = costed.length < sold.length ? ' de los que tienen costo en tu catálogo' : '';
  return `los platillos que más costo se llevan${among}, ${list(named)}: su porción y su precio son lo que más mueve el total`;
}

const LOWER_FOOD_COST: IntentPlan = {
  ...COST_PLANS.food_cost,
  reads: (range, base, question, today) => [
    ...COST_PLANS.food_cost.reads(range, base, question, today),
    // Second, an extra: the menu of the same days (its failure leaves the figure and the gap).
    { read: 'intelligence-menu-engineering', query: periodQuery(range) },
  ],
  compose: (results, context, answer, outcomes) => {
    const figure = COST_PLANS.food_cost.compose(results, context, answer, outcomes);
    const where = [
      recipesGap(results['intelligence-food-cost']?.attributes, answer),
      costliestDishes(results['intelligence-menu-engineering']?.attributes, answer),
    ].filter((part) => part !== '');
    if (where.length === 0) return figure;
    return `${figure} Dónde buscar: ${where.join('; y ')}.`;
  },
};

/** The plan of "¿cómo bajo mi costo de alimentos?", else null. */
export const lowerFoodCostPlanFor = (intent: Intent, question: string): IntentPlan | null =>
  intent === 'food_cost' && asksHowToLower(question) ? LOWER_FOOD_COST : null;
