/**
 * /intelligence/menu/engineering — Kasavana & Smith menu engineering, run separately inside each
 * sold category_type (food, beverage, bar: items only compete with items of their own kind). Items
 * of category_type `other` (packaging, extras) are not dishes: they are listed apart (other_items),
 * never classified and never counted in a group's popularity or contribution threshold.
 *
 * For the N items of a group sold in the range:
 *   popularity_pct     = item quantity / group quantity × 100 (one decimal)
 *   popular            ⇔ item share ≥ 70 % of the equal share 1/N, i.e. quantity × N × 100 ≥ 70 × total
 *   unit_price_cents   = net sales / quantity (the price actually obtained, after discounts, with IVA)
 *   unit_price_no_iva  = net sales without IVA / quantity, the lines' net sales × the range's
 *                        sales without IVA / with it (the P&L's base: IVA is the SAT's, not margin)
 *   contribution_cents = unit_price_no_iva − catalog unit cost (unit_price_cents when the range's
 *                        days sent no total without IVA: contribution_basis with_iva)
 *   total_contribution = net sales without IVA − unit cost × quantity
 *   profitable         ⇔ contribution ≥ quantity-weighted average contribution of the group's items
 *                        with a known cost (Σ total contribution / Σ quantity), compared exactly
 *   star = popular & profitable, plowhorse = popular only, puzzle = profitable only, dog = neither.
 *
 * An item without a usable unit cost (none in the catalog, or 0, which POS exports use for "not
 * captured") counts for popularity but gets quadrant null and an action asking for its cost.
 */
import { mostFrequentSpelling } from '../names.ts';
import type {
  MenuEngineeringAttributes,
  MenuEngineeringItem,
  MenuEngineeringOtherItem,
  MenuEngineeringThreshold,
} from '../responses/intelligence.ts';
import type { ItemFigures, ItemsCube } from './cubes.ts';
import type { CategoryType } from './inputs.ts';
import { byDate } from './period.ts';
import { divideRounded, ratioPct, scaleRounded } from './rounding.ts';
import type { IvaShare } from './sales.ts';

/** The response schemas' types (shared/domain/responses/): the schema is the type. */
export type { MenuEngineeringAttributes };

/** The category types whose items are dishes and drinks, classified in their own group. */
export const CLASSIFIED_TYPES = ['food', 'beverage', 'bar'] as const;

export type Quadrant = 'star' | 'puzzle' | 'plowhorse' | 'dog';

export const QUADRANT_TEXT: Record<Quadrant, { label: string; action: string }> = {
  star: {
    label: 'Estrella',
    action: 'Mantén receta, porción y precio; dale el lugar más visible de la carta.',
  },
  plowhorse: {
    label: 'Caballo de batalla',
    action: 'Se vende mucho pero deja poco: revisa costo de receta y porción, o sube el precio poco a poco.',
  },
  puzzle: {
    label: 'Rompecabezas',
    action:
      'Deja buen margen pero se pide poco: mejora su ubicación y descripción en la carta y que los meseros lo sugieran.',
  },
  dog: {
    label: 'Perro',
    action: 'Se vende poco y deja poco: evalúa sacarlo de la carta o rediseñarlo.',
  },
};

/**
 * What a contribution is taken from, in the owner's words, for every door that shows one (Menú, the
 * assistant): sales without IVA, the P&L's base; with IVA only when the POS sent no total without it.
 */
export function contributionBasisWords(basis: MenuEngineeringAttributes['contribution_basis']): string {
  return basis === 'without_iva'
    ? 'lo cobrado sin IVA menos su costo'
    : 'lo cobrado con IVA menos su costo: tu punto de venta no mandó la venta sin IVA de esos días';
}

export const MISSING_COST_ACTION =
  'Falta el costo unitario en el catálogo: captúralo para poder clasificar este producto.';

/** Kasavana & Smith's popularity rule: 70 % of the equal share. */
export const POPULARITY_THRESHOLD_PCT = 70;

interface Aggregate {
  key: string;
  spellings: Record<string, number>;
  latestDate: string;
  item_name: string;
  item_sku: string | null;
  category: string | null;
  category_type: CategoryType;
  quantity: number;
  net_sales_cents: number;
  /** net_sales_cents without IVA (the range's IVA share), or null when the range's days sent no total without it. */
  net_sales_no_iva_cents: number | null;
  unit_cost_cents: number | null;
  costDate: string;
}

/**
 * Merges the items cubes of the range per item key (one product: builders/items.ts); the name is the
 * spelling most lines of the range used, the category and type come from the latest day.
 */
function aggregate(cubes: readonly ItemsCube[], ivaShare: IvaShare | null): Aggregate[] {
  const byKey = new Map<string, Aggregate>();
  const ordered = [...cubes].sort(byDate);
  for (const cube of ordered) {
    for (const item of cube.items) {
      const current = byKey.get(item.key);
      const describe = (figures: ItemFigures) => ({
        item_name: figures.item_name,
        item_sku: figures.item_sku,
        category: figures.category,
        category_type: figures.category_type,
      });
      const spellings = item.spellings ?? { [item.item_name]: item.lines };
      if (current === undefined) {
        byKey.set(item.key, {
          key: item.key,
          spellings: { ...spellings },
          latestDate: cube.date,
          ...describe(item),
          quantity: item.quantity,
          net_sales_cents: item.net_sales_cents,
          net_sales_no_iva_cents: null,
          unit_cost_cents: item.unit_cost_cents,
          costDate: cube.date,
        });
        continue;
      }
      Object.assign(current, describe(item), { latestDate: cube.date });
      for (const [spelling, lines] of Object.entries(spellings)) {
        current.spellings[spelling] = (current.spellings[spelling] ?? 0) + lines;
      }
      current.quantity += item.quantity;
      current.net_sales_cents += item.net_sales_cents;
      // The most recent known catalog cost is the item's cost for the whole range.
      if (item.unit_cost_cents != null) {
        current.unit_cost_cents = item.unit_cost_cents;
        current.costDate = cube.date;
      }
    }
  }
  return [...byKey.values()].map((item) => ({
    ...item,
    item_name: mostFrequentSpelling(item.spellings),
    net_sales_no_iva_cents:
      ivaShare === null
        ? null
        : scaleRounded(item.net_sales_cents, ivaShare.without_iva_cents, ivaShare.with_iva_cents),
  }));
}

const usableCost = (cost: number | null): cost is number => cost !== null && cost > 0;

export interface MenuEngineeringOptions {
  /** Percent of the equal share that counts as popular; 70 (Kasavana & Smith) unless overridden. */
  popularityThresholdPct?: number;
  /**
   * The range's sales with and without IVA (`ivaShareOf` of its sales cubes): the lines' net sales
   * carry IVA, the catalog cost does not, so a contribution is taken on sales without IVA, the P&L's
   * base; without it (no day sent its total without IVA), on sales with IVA, said in
   * `contribution_basis`.
   */
  ivaShare?: IvaShare | null;
}

export function menuEngineering(
  cubes: readonly ItemsCube[],
  options: MenuEngineeringOptions = {},
): MenuEngineeringAttributes {
  const thresholdPct = BigInt(options.popularityThresholdPct ?? POPULARITY_THRESHOLD_PCT);
  const ivaShare = options.ivaShare ?? null;
  const all = aggregate(cubes, ivaShare).filter((item) => item.quantity > 0);
  const rows: GroupedRow[] = [];
  const thresholds: MenuEngineeringThreshold[] = [];
  for (const [group, type] of CLASSIFIED_TYPES.entries()) {
    const items = all.filter((item) => item.category_type === type);
    if (items.length === 0) continue;
    const classified = classifyGroup(type, items, thresholdPct);
    thresholds.push(classified.threshold);
    rows.push(...items.map((item) => ({ group, ...classified.rowOf(item) })));
  }
  rows.sort(
    (a, b) =>
      a.group - b.group ||
      b.quantity_sold - a.quantity_sold ||
      (a.item_name < b.item_name ? -1 : a.item_name > b.item_name ? 1 : 0),
  );
  const count = (quadrant: Quadrant) => rows.filter((row) => row.quadrant === quadrant).length;
  return {
    summary: {
      stars_count: count('star'),
      puzzles_count: count('puzzle'),
      plowhorses_count: count('plowhorse'),
      dogs_count: count('dog'),
    },
    items: rows.map(({ group: _group, ...row }) => row),
    thresholds,
    other_items: otherItems(all.filter((item) => item.category_type === 'other')),
    contribution_basis: ivaShare === null ? 'with_iva' : 'without_iva',
  };
}

/** A classified row and the position of its category type (rows are sorted by it first). */
type GroupedRow = MenuEngineeringItem & { group: number };

/**
 * One category type's items against their own thresholds: popular when its share of the group's
 * quantity is at least `thresholdPct` % of an equal share, profitable when its contribution per
 * unit is at least the group's costed average. Compared in BigInt, cross-multiplied: exact.
 */
function classifyGroup(
  type: (typeof CLASSIFIED_TYPES)[number],
  items: readonly Aggregate[],
  thresholdPct: bigint,
) {
  const n = BigInt(items.length);
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const costed = items.filter((item) => usableCost(item.unit_cost_cents));
  const groupContribution = BigInt(costed.reduce((sum, item) => sum + totalContribution(item), 0));
  const groupCostedQuantity = BigInt(costed.reduce((sum, item) => sum + item.quantity, 0));
  const threshold: MenuEngineeringThreshold = {
    category_type: type,
    items_count: items.length,
    // popular ⇔ share ≥ threshold % of 1/N, i.e. popularity_pct ≥ threshold / N.
    popularity_threshold_pct: divideRounded(Number(thresholdPct), items.length, 1),
    contribution_threshold_cents: divideRounded(Number(groupContribution), Number(groupCostedQuantity)),
  };
  const rowOf = (item: Aggregate): MenuEngineeringItem => {
    const base = {
      category_type: type,
      item_sku: item.item_sku,
      item_name: item.item_name,
      category: item.category,
      quantity_sold: item.quantity,
      net_sales_cents: item.net_sales_cents,
      popularity_pct: ratioPct(item.quantity, totalQuantity),
      unit_price_cents: divideRounded(item.net_sales_cents, item.quantity),
      net_sales_no_iva_cents: item.net_sales_no_iva_cents,
      unit_price_no_iva_cents: divideRounded(item.net_sales_no_iva_cents, item.quantity),
    };
    if (!usableCost(item.unit_cost_cents)) return { ...base, ...UNCOSTED };
    const itemContribution = totalContribution(item);
    const popular = BigInt(item.quantity) * n * 100n >= thresholdPct * BigInt(totalQuantity);
    // contribution/quantity ≥ Σcontribution/Σquantity, cross-multiplied (all quantities positive).
    const profitable =
      BigInt(itemContribution) * groupCostedQuantity >= groupContribution * BigInt(item.quantity);
    const quadrant: Quadrant = popular ? (profitable ? 'star' : 'plowhorse') : profitable ? 'puzzle' : 'dog';
    return {
      ...base,
      unit_cost_cents: item.unit_cost_cents,
      // Shown as price − cost, so the three columns add up; the classification used exact values.
      contribution_cents: contributionPrice(base) - item.unit_cost_cents,
      total_contribution_cents: itemContribution,
      quadrant,
      quadrant_label: QUADRANT_TEXT[quadrant].label,
      action: QUADRANT_TEXT[quadrant].action,
    };
  };
  return { threshold, rowOf };
}

/** An item without a usable cost: sold, but not classified (it says what to capture). */
const UNCOSTED = {
  unit_cost_cents: null,
  contribution_cents: null,
  total_contribution_cents: null,
  quadrant: null,
  quadrant_label: null,
  action: MISSING_COST_ACTION,
} as const;

/** Σ net sales (without IVA when known) − unit cost × quantity (the item's cost must be usable). */
const totalContribution = (item: Aggregate): number =>
  (item.net_sales_no_iva_cents ?? item.net_sales_cents) - (item.unit_cost_cents as number) * item.quantity;

/** The unit price a contribution is taken from: without IVA when the range knows it. */
const contributionPrice = (row: {
  unit_price_cents: number | null;
  unit_price_no_iva_cents: number | null;
}) => (row.unit_price_no_iva_cents ?? row.unit_price_cents) as number;

/** Items of category_type other, most sold first: their figures, no quadrant (they are not dishes). */
function otherItems(items: readonly Aggregate[]): MenuEngineeringOtherItem[] {
  return [...items]
    .sort(
      (a, b) =>
        b.quantity - a.quantity || (a.item_name < b.item_name ? -1 : a.item_name > b.item_name ? 1 : 0),
    )
    .map((item) => {
      const prices = {
        unit_price_cents: divideRounded(item.net_sales_cents, item.quantity) as number,
        unit_price_no_iva_cents: divideRounded(item.net_sales_no_iva_cents, item.quantity),
      };
      const costed = usableCost(item.unit_cost_cents);
      return {
        item_sku: item.item_sku,
        item_name: item.item_name,
        category: item.category,
        quantity_sold: item.quantity,
        net_sales_cents: item.net_sales_cents,
        unit_price_cents: prices.unit_price_cents,
        unit_cost_cents: costed ? item.unit_cost_cents : null,
        contribution_cents: costed ? contributionPrice(prices) - (item.unit_cost_cents as number) : null,
        total_contribution_cents: costed ? totalContribution(item) : null,
        net_sales_no_iva_cents: item.net_sales_no_iva_cents,
        unit_price_no_iva_cents: prices.unit_price_no_iva_cents,
      };
    });
}
