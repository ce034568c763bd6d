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
import { sentence } from './format.ts';

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
