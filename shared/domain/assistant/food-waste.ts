/**
 * "¿Cuánto se me fue en mermas?", "¿cuál es mi costo teórico?": the service records no waste line by
 * line; what shows it is the food-cost read's gap between the food cost (purchases and counts) and
 * what the recipes say the food sold should have cost (`food_cost_variance_cents`, computed once in
 * costs/food-cost.ts for Costos and the API). The answer names that baseline and what the gap holds.
 */
import type { FoodCostAttributes, FoodCostMeta } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, soFar, when } from './compose.ts';
import { sentence } from './format.ts';
import { normalize } from './text.ts';

/** Waste, shrinkage or the recipes' cost asked: merma, desperdicio, costo teórico, según mis recetas. */
export const asksFoodWaste = (question: string) =>
  /\b(mermas?|desperdicios?|costo teorico|segun (mis|las) recetas|contra (mis|las) recetas)\b/.test(
    normalize(question),
  );

/** Why there is no theoretical cost: the food items sold with neither a recipe nor a catalog cost. */
function withoutTheoretical(meta: FoodCostMeta, context: ComposeContext): string {
  const missing = meta.theoretical.items_without_cost;
  const lead = `No puedo separar la merma ${when(context)}`;
  if (missing.length === 0)
    return `${lead}: necesito tus compras de alimentos del periodo y ventas de platillos en tus órdenes.`;
  const shown = list(missing.slice(0, 3).map((name) => `«${name}»`));
  const more = missing.length > 3 ? ` y ${missing.length - 3} más` : '';
  return `${lead}: vendiste platillos sin receta ni costo en el catálogo (${shown}${more}), y sin ellos el costo teórico quedaría corto. Captura sus recetas en el back office (Recetas).`;
}

export function foodWasteAnswer(
  body: FoodCostAttributes,
  meta: FoodCostMeta,
  context: ComposeContext,
  answer: Answer,
): string {
  const theoretical = body.theoretical_food_cost_cents;
  const variance = body.food_cost_variance_cents;
  const actual = body.by_category.find((row) => row.category === 'food')?.cost_cents ?? null;
  if (theoretical === null || variance === null || actual === null) return withoutTheoretical(meta, context);
  const real = answer.money('food_cost_cents', 'Costo de alimentos', actual);
  const recipes = answer.money('theoretical_food_cost_cents', 'Costo teórico de alimentos', theoretical);
  const lead = `No registro la merma platillo por platillo; se ve en la diferencia entre lo que te costaron los alimentos y lo que tus recetas dicen que debió costar lo que vendiste. ${sentence(`${when(context)} tu costo de alimentos ${soFar(context)} ${real} y el teórico de tus recetas, ${recipes}`)}`;
  const gap = answer.money(
    'food_cost_variance_cents',
    'Diferencia contra el costo teórico',
    Math.abs(variance),
  );
  const points =
    body.food_cost_variance_pct === null
      ? ''
      : ` (${answer.pct('food_cost_variance_pct', 'Diferencia en puntos de la venta de alimentos', Math.abs(body.food_cost_variance_pct))} de tu venta de alimentos)`;
  if (variance > 0)
    return `${lead}: ${gap} de más${points}. Esa diferencia junta merma, robo, porciones más grandes que la receta y precios de compra distintos.`;
  if (variance < 0)
    return `${lead}: ${gap} de menos${points}. Gastar menos de lo que piden las recetas suele ser inventario sin contar, compras sin capturar o recetas con porciones más grandes que las reales.`;
  return `${lead}: son iguales, sin diferencia.`;
}
