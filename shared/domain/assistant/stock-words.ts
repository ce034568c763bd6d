/**
 * The words that ask for the stock's value and for what the supplies cost: one list each, read by
 * the classifier (intents.ts, food_cost's phrases) and by the answer that tells the two apart from
 * the food cost ratio (cost-answers.ts). Folded as the classifier folds; matched whole in the
 * normalized question. Pure, and free of the answers (intents.ts may import it).
 */
import { normalize } from './text.ts';

/** "¿Cuánto vale mi inventario?", "¿cuál es / cómo está mi inventario?": the stock's value and days. */
export const STOCK_VALUE_PHRASES = [
  'vale mi inventario',
  'vale el inventario',
  'valor del inventario',
  'valor de mi inventario',
  'tengo en inventario',
  'tengo en el inventario',
  // "¿Cuánto tengo de inventario?", "¿cuánto tengo en el almacén?" (since 2026-12-06; before, an
  // ingredient named «inventario», or out of the domain).
  'tengo de inventario',
  'tengo en el almacen',
  'tengo en almacen',
  'valor del almacen',
  'cual es mi inventario',
  'como esta mi inventario',
  'como va mi inventario',
  'cuanto inventario tengo',
] as const;

/** "¿Cuánto me costaron los insumos?": the purchases captured, as "¿cuánto gasto en insumos?". */
export const SUPPLIES_COST_PHRASES = [
  'costaron los insumos',
  'cuestan los insumos',
  'costo de los insumos',
  'costo de insumos',
  // "¿Cuánto le metí de insumos?", "¿cuánto gasté de insumos?": what was spent on them (since
  // 2026-12-06; before, out of the domain, or every line of the P&L).
  'meti de insumos',
  'meti en insumos',
  'meti a insumos',
  'metimos de insumos',
  'gaste de insumos',
  'inverti a insumos',
  'inverti de insumos',
] as const;

const saysAny = (phrases: readonly string[]) => {
  const pattern = new RegExp(`\\b(${phrases.join('|')})\\b`);
  return (question: string) => pattern.test(normalize(question));
};

export const asksStockValue = saysAny(STOCK_VALUE_PHRASES);
export const asksSuppliesCost = saysAny(SUPPLIES_COST_PHRASES);
