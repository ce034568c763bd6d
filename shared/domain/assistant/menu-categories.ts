/**
 * "¿Qué categoría vende más?", "¿cuál es la categoría que más me deja?": the menu's categories (each
 * item's `category`, as the catalog names it) ranked by what they sold with IVA (Σ `net_sales_cents`,
 * the order lines' own) or by what they left (Σ `total_contribution_cents`, lo cobrado sin IVA
 * menos su costo, costed items only), the same rows the dishes' answers read. Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { asksMargin } from './dishes.ts';
import { ORDER_LINES_BASIS, sentence } from './format.ts';
import { menuPool, noCourse } from './menu-course.ts';

interface CategoryTotal {
  name: string;
  cents: number;
  /** Items without a cost in the catalog: their margin is not counted. */
  uncosted: number;
}

/** Each category's total of the measure asked; items with no category apart ("sin categoría"). */
function totalsOf(items: MenuEngineeringAttributes['items'], byMargin: boolean): CategoryTotal[] {
  const totals = new Map<string, CategoryTotal>();
  for (const item of items) {
    const name = item.category ?? 'Sin categoría';
    const entry = totals.get(name) ?? { name, cents: 0, uncosted: 0 };
    if (!byMargin) entry.cents += item.net_sales_cents;
    else if (item.total_contribution_cents === null) entry.uncosted += 1;
    else entry.cents += item.total_contribution_cents;
    totals.set(name, entry);
  }
  return [...totals.values()];
}

export function categoryRankingAnswer(
  menu: MenuEngineeringAttributes,
  context: ComposeContext,
  answer: Answer,
): string {
  const byMargin = asksMargin(context.question);
  const least = context.direction === 'least';
  const totals = totalsOf(menu.items, byMargin).sort((a, b) =>
    least
      ? a.cents - b.cents || a.name.localeCompare(b.name, 'es')
      : b.cents - a.cents || a.name.localeCompare(b.name, 'es'),
  );
  if (totals.length === 0) return sentence(`${when(context)} no tengo ventas de tu menú.`);
  const all = totals.reduce((sum, entry) => sum + entry.cents, 0);
  const said = totals.slice(0, 3).map((entry, index) => {
    const name = answer.name(`category_${index + 1}`, `Categoría ${index + 1}`, entry.name);
    const cents = answer.money(
      `category_${index + 1}_${byMargin ? 'contribution' : 'sales'}_cents`,
      `${byMargin ? 'Margen' : 'Venta'} de ${entry.name}`,
      entry.cents,
    );
    const share = ratioPct(entry.cents, all);
    return {
      name,
      cents,
      share:
        share === null
          ? ''
          : `, el ${answer.pct(`category_${index + 1}_share_pct`, `Parte de ${entry.name}`, share)}`,
    };
  });
  const [first, ...rest] = said;
  const verb = byMargin ? (least ? 'menos te dejó' : 'más te dejó') : least ? 'menos vendió' : 'más vendió';
  const what = byMargin ? 'de margen (lo cobrado sin IVA menos su costo)' : 'con IVA';
  const others =
    rest.length === 0
      ? ''
      : ` Le ${rest.length === 1 ? 'sigue' : 'siguen'} ${list(rest.map((entry) => `${entry.name} (${entry.cents})`))}.`;
  const uncosted = byMargin ? totals.reduce((sum, entry) => sum + entry.uncosted, 0) : 0;
  const note =
    uncosted === 0
      ? ''
      : ` Ojo: ${answer.count('uncosted_items', 'Productos sin costo', uncosted)} ${uncosted === 1 ? 'producto no tiene costo en el catálogo y no cuenta' : 'productos no tienen costo en el catálogo y no cuentan'} en su margen.`;
  return `${sentence(`${when(context)}, la categoría que ${verb} fue ${first!.name}: ${first!.cents} ${what}${first!.share}.`)}${others}${note}`;
}

/** One side of "¿qué vendí más, tacos o bebidas?" as a part of the menu: a category or a type. */
type MenuPart = { said: string; name: string; cents: number };

/**
 * "¿Qué vendí más, tacos o bebidas?": two parts of the menu (a catalog category, or a category
 * type: "bebidas", "comida") set against each other by what they sold with IVA, each with its share
 * of the menu as the categories' ranking gives it. Null when a side names no part of the menu (two
 * dishes: rankings.ts compares their units); a course the catalog has none of is said so.
 */
export function menuPartsAgainst(
  menu: MenuEngineeringAttributes,
  pair: ReadonlyArray<{ said: string }>,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const pools = pair.map((side) => ({ side, pool: menuPool(side.said, menu.items) }));
  const missing = pools.find(({ pool }) => 'missing' in pool);
  if (missing !== undefined && 'missing' in missing.pool)
    return noCourse(missing.pool.missing, menu.items, 'esa comparación');
  if (pools.some(({ pool }) => !('items' in pool) || pool.name === null)) return null;
  const parts: MenuPart[] = pools.map(({ side, pool }) => ({
    said: side.said,
    name: 'name' in pool && pool.name !== null ? pool.name : side.said,
    cents: 'items' in pool ? pool.items.reduce((sum, item) => sum + item.net_sales_cents, 0) : 0,
  }));
  const all = menu.items.reduce((sum, item) => sum + item.net_sales_cents, 0);
  const said = parts.map((part, index) => {
    const key = `part_${index === 0 ? 'a' : 'b'}`;
    const cents = answer.money(`${key}_sales_cents`, `Venta de ${part.name}`, part.cents);
    const share = ratioPct(part.cents, all);
    const pct =
      share === null ? '' : `, el ${answer.pct(`${key}_share_pct`, `Parte de ${part.name}`, share)}`;
    return `${part.name}, ${cents}${pct}`;
  });
  const [a, b] = parts as [MenuPart, MenuPart];
  const [more, less] = a.cents >= b.cents ? [0, 1] : [1, 0];
  const lead =
    a.cents === b.cents
      ? `vendiste lo mismo de ${a.name} que de ${b.name}`
      : `vendiste más ${parts[more]!.name} que ${parts[less]!.name}`;
  return sentence(
    `${when(context)} ${lead}: ${said[more]} de tu menú, contra ${said[less]} (${ORDER_LINES_BASIS}).`,
  );
}
