/**
 * "¿Cuánto gasté en carne?", "¿cuánto compré de carne este mes?": the purchases of the category the
 * owner gave them in the back office (each purchase line's free `category`, "Carnes", "Lácteos"),
 * from the food-cost read's `by_purchase_category`, the rows Costos lists, beside all the period's
 * purchases. The P&L has no line for them: purchases go into the cost of sales. A word that names
 * no category is said, with the categories there are. Purchases, not cost: what was bought in the
 * period, not what was used. Pure.
 */
import { ratioPct } from '../analytics/rounding.ts';
import type { FoodCostAttributes } from '../responses/intelligence-costs.ts';
import { type Answer, type ComposeContext, list, when } from './compose.ts';
import { sentence } from './format.ts';
import { fold, words } from './text.ts';

type CategoryRow = FoodCostAttributes['by_purchase_category'][number];

/** A word's forms to compare: folded, and without a plural's "s" or "es" ("carnes", "lácteos"). */
const forms = (word: string) => {
  const folded = fold(word);
  return new Set([folded, folded.replace(/s$/, ''), folded.replace(/es$/, '')]);
};

/** Whether a name (a purchase category's, an ingredient's) holds the word asked, in any of their forms. */
export function nameHolds(name: string, asked: string): boolean {
  const wanted = forms(asked);
  return words(name).some((word) => [...forms(word)].some((form) => wanted.has(form)));
}

const namesCategory = (row: CategoryRow, asked: string) => nameHolds(row.category, asked);

/** The categories named, each once; [] when the word names none. */
export const categoriesNamed = (body: FoodCostAttributes, asked: string) =>
  body.by_purchase_category.filter((row) => row.purchases_cents !== 0 && namesCategory(row, asked));

/** Categories listed when the word names none: the largest first, at most this many. */
const LISTED = 6;

/**
 * The purchases of the categories the word names, and their share of all the period's purchases;
 * when it names none, that said with the largest categories captured. Null when no purchase of the
 * period has a category (nothing to say beyond the caller's own answer).
 */
export function categoryPurchasesAnswer(
  body: FoodCostAttributes,
  asked: string,
  context: ComposeContext,
  answer: Answer,
): string | null {
  const rows = body.by_purchase_category.filter((row) => row.purchases_cents !== 0);
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.purchases_cents, 0);
  const named = categoriesNamed(body, asked);
  if (named.length === 0) {
    const largest = [...rows].sort((a, b) => b.purchases_cents - a.purchases_cents).slice(0, LISTED);
    const shown = largest.map(
      (row, index) =>
        `${row.category} ${answer.money(`category_${index + 1}_purchases_cents`, `Compras de ${row.category}`, row.purchases_cents)}`,
    );
    const more = rows.length > LISTED ? ', entre otras' : '';
    return `No tengo «${asked}» entre las categorías de tus compras. ${sentence(when(context))} capturaste compras por ${answer.money('purchases_cents', 'Compras', total)}; las categorías más grandes: ${list(shown)}${more}.`;
  }
  const cents = named.reduce((sum, row) => sum + row.purchases_cents, 0);
  const names = list(named.map((row) => `«${row.category}»`));
  const amount = answer.money(
    'category_purchases_cents',
    `Compras de ${named.map((row) => row.category).join(', ')}`,
    cents,
  );
  const share = answer.pct('category_purchases_pct', 'Parte de todas las compras', ratioPct(cents, total)!);
  const all = answer.money('purchases_cents', 'Compras', total);
  return sentence(
    `${when(context)} capturaste compras de ${names} por ${amount}, el ${share} de todas tus compras (${all}): lo comprado, no lo usado (eso es tu costo de ventas).`,
  );
}
