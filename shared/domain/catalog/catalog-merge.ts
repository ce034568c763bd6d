/**
 * Catalog upsert rules, pure (no storage): merge a payload into the branch's stored catalog.
 *
 * - Matching: first by `item_identifier` (primary key); the payload's items not matched that way are
 *   matched by `item_sku` (secondary key) against the stored items not already matched, and take the
 *   item_identifier sent with them. Several stored items with that SKU: the most recently updated.
 *   An item sent with neither identifier nor SKU is matched by its normalized name (`normalizeName`:
 *   case, accents in any Unicode form, whitespace) against the stored items not already matched,
 *   the most recently updated first.
 * - Members sent overwrite the stored ones; members omitted keep their stored value, except `status`,
 *   which is `active` when omitted (spec). Unknown members are kept.
 * - Five or more items sent: every stored active item absent from the payload becomes inactive.
 *   Fewer than five: nothing is deactivated.
 * - Identification: a new item gets `<pos_express_id>-<nnnn>`, a per-category sequence number after
 *   its category's pos_express_id (`7-0003`). An item whose category is not among the synchronized
 *   categories gets `NOCAT-<nnnn>`; once the categories are known, the next catalog sync replaces it
 *   with the category form. A category-form identification never changes afterwards (it is the
 *   visible SKU in the companion system), whatever later happens to the item's category.
 */

import { normalizeName } from '../names.ts';
import type { CatalogIngestItem } from '../responses/ingest.ts';
import type { CatalogItemInput as CatalogItem, CatalogItemInput } from '../schemas/catalog.ts';
import type { StoredCategory } from './category-tree.ts';
import { definedMembers } from './members.ts';

export const DEACTIVATION_THRESHOLD = 5;
export const UNCATEGORIZED = 'NOCAT';

export interface StoredCatalogItem extends Record<string, unknown> {
  name: string;
  item_identifier?: string;
  item_sku?: string;
  category?: string;
  /** As the catalog schema outputs them (the cubes read these). */
  category_type?: CatalogItem['category_type'];
  unit_price_cents?: CatalogItem['unit_price_cents'];
  unit_cost_cents?: CatalogItem['unit_cost_cents'];
  status: 'active' | 'inactive';
  identification: string;
  /** pos_express_id the identification was derived from; null for a NOCAT identification. */
  identification_category: number | null;
  created_at: string;
  updated_at: string;
}

export interface CatalogDocument {
  items: StoredCatalogItem[];
  /** Last sequence number handed out per pos_express_id (and per NOCAT). */
  sequences: Record<string, number>;
}

export const EMPTY_CATALOG: CatalogDocument = { items: [], sequences: {} };

export interface CatalogMerge {
  document: CatalogDocument;
  created: number;
  updated: number;
  deactivated: number;
  /** Items of the payload still identified NOCAT after this sync. */
  uncategorized: number;
  /** One per payload item, in payload order. */
  results: CatalogIngestItem[];
  /**
   * Payload items whose unit_price_cents was sent and differs from the stored item's (or is a new
   * item's first price): what the price-anomaly rule checks (shared/use-cases/live/activity-effects.ts).
   */
  priceChanges: CatalogPriceChange[];
}

export interface CatalogPriceChange {
  name: string;
  /** The stored item's price before this sync; null for a new item or one stored without a price. */
  previous_cents: number | null;
  new_cents: number;
}

const hasText = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The category a catalog item's `category` names: a category whose identifier it is, else the
 * category with that name (normalized; several with that name: the lowest pos_express_id).
 */
export function resolveCategory(
  reference: string | undefined,
  categories: readonly StoredCategory[],
): StoredCategory | undefined {
  if (!hasText(reference)) return undefined;
  const lowered = reference.trim().toLowerCase();
  const byIdentifier = categories.find((category) => category.identifier === lowered);
  if (byIdentifier) return byIdentifier;
  const wanted = normalizeName(reference);
  let found: StoredCategory | undefined;
  for (const category of categories) {
    if (normalizeName(category.name) !== wanted) continue;
    if (!found || category.pos_express_id < found.pos_express_id) found = category;
  }
  return found;
}

export function mergeCatalog(
  stored: CatalogDocument,
  incoming: readonly CatalogItemInput[],
  categories: readonly StoredCategory[],
  now: string,
): CatalogMerge {
  const items = stored.items.map((item) => ({ ...item }));
  const sequences = { ...stored.sequences };
  const targets = matchStoredItems(items, incoming);
  const matched = new Set(targets.filter((target): target is number => target !== undefined));
  const identify = identifier(sequences, categories);

  let created = 0;
  let updated = 0;
  const results: CatalogIngestItem[] = [];
  const priceChanges: CatalogPriceChange[] = [];
  incoming.forEach((input, index) => {
    const target = targets[index];
    const existing = target === undefined ? undefined : items[target];
    const merged = mergedItem(existing, input, identify, now);
    if (target === undefined) {
      items.push(merged);
      created++;
    } else {
      items[target] = merged;
      updated++;
    }
    const previous = Number.isInteger(existing?.unit_price_cents) ? existing!.unit_price_cents! : null;
    if (Number.isInteger(input.unit_price_cents) && input.unit_price_cents !== previous) {
      priceChanges.push({ name: input.name, previous_cents: previous, new_cents: input.unit_price_cents! });
    }
    results.push({
      item_identifier: merged.item_identifier ?? null,
      identification: merged.identification,
      name: merged.name,
    });
  });
  const deactivated = deactivateUnsent(stored, items, matched, incoming.length, now);
  const uncategorized = results.filter((result) =>
    result.identification.startsWith(`${UNCATEGORIZED}-`),
  ).length;
  return {
    document: { items, sequences },
    created,
    updated,
    deactivated,
    uncategorized,
    results,
    priceChanges,
  };
}

type Identify = (
  item: StoredCatalogItem | undefined,
  categoryReference: string | undefined,
) => Pick<StoredCatalogItem, 'identification' | 'identification_category'>;

/**
 * An item's identification: kept once it has a category's; else the next of its category's
 * sequence (`sequences`, advanced here), or of the uncategorized one while its category is unknown.
 */
function identifier(sequences: Record<string, number>, categories: readonly StoredCategory[]): Identify {
  return (item, categoryReference) => {
    if (item && item.identification_category !== null) {
      return { identification: item.identification, identification_category: item.identification_category };
    }
    const category = resolveCategory(categoryReference, categories);
    if (item && !category) {
      return { identification: item.identification, identification_category: null };
    }
    const key = category ? String(category.pos_express_id) : UNCATEGORIZED;
    const sequence = (sequences[key] ?? 0) + 1;
    sequences[key] = sequence;
    return {
      identification: `${key}-${String(sequence).padStart(4, '0')}`,
      identification_category: category ? category.pos_express_id : null,
    };
  };
}

/** The stored item after the payload's: the members it sent over the stored ones. */
function mergedItem(
  existing: StoredCatalogItem | undefined,
  input: CatalogItemInput,
  identify: Identify,
  now: string,
): StoredCatalogItem {
  const sent = definedMembers(input);
  const category = (sent.category as string | undefined) ?? existing?.category;
  return {
    ...existing,
    ...sent,
    name: input.name,
    status: input.status,
    ...identify(existing, category),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  } as StoredCatalogItem;
}

/** A full catalog (DEACTIVATION_THRESHOLD items or more) deactivates the active items it left out. */
function deactivateUnsent(
  stored: CatalogDocument,
  items: StoredCatalogItem[],
  matched: ReadonlySet<number>,
  sentCount: number,
  now: string,
): number {
  if (sentCount < DEACTIVATION_THRESHOLD) return 0;
  let deactivated = 0;
  stored.items.forEach((_, index) => {
    const item = items[index]!;
    if (matched.has(index) || item.status !== 'active') return;
    items[index] = { ...item, status: 'inactive', updated_at: now };
    deactivated++;
  });
  return deactivated;
}

/** For each payload item, the index of the stored item it updates (undefined: a new item). */
function matchStoredItems(
  items: readonly StoredCatalogItem[],
  incoming: readonly CatalogItemInput[],
): (number | undefined)[] {
  const byIdentifier = new Map<string, number>();
  const bySku = new Map<string, number[]>();
  items.forEach((item, index) => {
    if (item.item_identifier !== undefined) byIdentifier.set(item.item_identifier, index);
    if (hasText(item.item_sku)) bySku.set(item.item_sku, [...(bySku.get(item.item_sku) ?? []), index]);
  });
  const claimed = new Set<number>();
  const targets = incoming.map((input) => {
    const index = input.item_identifier === undefined ? undefined : byIdentifier.get(input.item_identifier);
    if (index !== undefined) claimed.add(index);
    return index;
  });
  const mostRecentUnclaimed = (candidates: readonly number[]): number | undefined => {
    let best: number | undefined;
    for (const index of candidates) {
      if (claimed.has(index)) continue;
      if (best === undefined || items[index]!.updated_at > items[best]!.updated_at) best = index;
    }
    if (best !== undefined) claimed.add(best);
    return best;
  };
  incoming.forEach((input, position) => {
    if (targets[position] !== undefined || !hasText(input.item_sku)) return;
    targets[position] = mostRecentUnclaimed(bySku.get(input.item_sku) ?? []);
  });
  // Last, items with neither key: by normalized name.
  const byName = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = normalizeName(item.name);
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  incoming.forEach((input, position) => {
    if (targets[position] !== undefined || input.item_identifier !== undefined || hasText(input.item_sku))
      return;
    targets[position] = mostRecentUnclaimed(byName.get(normalizeName(input.name)) ?? []);
  });
  return targets;
}
