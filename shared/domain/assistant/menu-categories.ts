/**
 * "¿Qué categoría vende más?", "¿cuál es la categoría que más me deja?": the menu's categories (each
 * item's `category`, as the catalog names it) ranked by what they sold with IVA (Σ `net_sales_cents`,
 * the order lines' own) or by what they left (Σ `total_contribution_cents`, lo cobrado sin IVA
 * menos su costo, costed items only), the same rows the dishes' answers read. Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { asksMargin, menuItemsNamed } from './dishes.ts';
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

/** One side of "¿qué vendí más, tacos o bebidas?": a part of the menu or a dish, and its sales. */
type Side = { name: string; items: MenuEngineeringAttributes['items']; part: boolean };

/** A side as a part of the menu (a category or a type, menuPool), else as the dish its words name. */
function sideOf(
  side: { said: string; words: readonly string[] },
  items: MenuEngineeringAttributes['items'],
): Side | { missing: string } {
  const pool = menuPool(side.said, items);
  if ('missing' in pool) return pool;
  if (pool.name !== null) return { name: pool.name, items: pool.items, part: true };
  return { name: `«${side.said}»`, items: menuItemsNamed(side.words, items), part: false };
}

/**
 * "¿Qué vendí más, tacos o bebidas?": two parts of the menu (a catalog category, or a category
 * type: "bebidas", "comida"), or a part and the dishes a word names ("pastor o bebidas"), set
 * against each other by what they sold with IVA, each with its share of the menu as the
 * categories' ranking gives it. Null when neither side names a part (two dishes: rankings.ts
 * compares their units); a course the catalog has none of, or a side nothing sold matches, is said.
 */
export function menuPartsAgainst(
  menu: MenuEngineeringAttributes,
  pair: ReadonlyArray<{ said: string; words: readonly string[] }>,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const sides = pair.map((side) => sideOf(side, menu.items));
  const missing = sides.find((side) => 'missing' in side);
  if (missing !== undefined && 'missing' in missing)
    return noCourse(missing.missing, menu.items, 'esa comparación');
  const both = sides as Side[];
  if (!both.some((side) => side.part)) return null;
  const all = menu.items.reduce((sum, item) => sum + item.net_sales_cents, 0);
  const said = both.map((side, index) => sideSales(side, index, all, answer));
  const unsold = both.findIndex((side) => side.items.length === 0);
  if (unsold >= 0) {
    const other = said[1 - unsold]!;
    return `${sentence(`${when(context)} no encuentro ${both[unsold]!.name} entre tus categorías ni tus platillos vendidos.`)} De ${other.name} vendiste ${other.amount} de tu menú (${ORDER_LINES_BASIS}).`;
  }
  const [a, b] = said as [SideSales, SideSales];
  const [more, less] = a.cents >= b.cents ? [a, b] : [b, a];
  const lead =
    a.cents === b.cents
      ? `vendiste lo mismo de ${a.name} que de ${b.name}`
      : `vendiste más ${more.name} que ${less.name}`;
  return sentence(
    `${when(context)} ${lead}: ${more.text} de tu menú, contra ${less.text} (${ORDER_LINES_BASIS}).`,
  );
}

type SideSales = { name: string; cents: number; amount: string; text: string };

/** "Tacos, $792,584.50, el 58.5%": a side's sales with IVA and its share, quoted as part_a or part_b. */
function sideSales(side: Side, index: number, all: number, answer: Answer): SideSales {
  const key = `part_${index === 0 ? 'a' : 'b'}`;
  const total = side.items.reduce((sum, item) => sum + item.net_sales_cents, 0);
  if (side.items.length === 0) return { name: side.name, cents: 0, amount: '', text: '' };
  const cents = answer.money(`${key}_sales_cents`, `Venta de ${side.name}`, total);
  const share = ratioPct(total, all);
  const pct = share === null ? '' : `, el ${answer.pct(`${key}_share_pct`, `Parte de ${side.name}`, share)}`;
  return { name: side.name, cents: total, amount: `${cents}${pct}`, text: `${side.name}, ${cents}${pct}` };
}
