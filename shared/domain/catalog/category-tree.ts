/**
 * Category upsert rules, pure (no storage): merge a payload into the branch's stored categories.
 *
 * - Upsert by `identifier`. A new category gets the branch's next `pos_express_id` (1, 2, 3, … in
 *   payload order); an existing one keeps its id forever, renames included.
 * - `parent_identifier` must name a stored category or one earlier in the same payload (parents are
 *   sent before their children); null makes a root; omitted keeps the stored parent (root when new).
 * - The result must stay a forest: a re-parenting that closes a cycle is refused.
 * Every refusal is a 422 naming `data.attributes.categories[i].parent_identifier`.
 */
import { ValidationError } from '../errors.ts';
import type { CategoryInput } from '../schemas/categories.ts';
import { definedMembers } from './members.ts';

/** One stored category: what the POS sent (unknown members included) plus the service's fields. */
export interface StoredCategory extends Record<string, unknown> {
  identifier: string;
  name: string;
  parent_identifier: string | null;
  sequence?: number;
  pos_express_id: number;
  created_at: string;
  updated_at: string;
}

export interface CategoriesDocument {
  categories: StoredCategory[];
  /** The next pos_express_id to hand out; ids are never reused. */
  next_pos_express_id: number;
}

export const EMPTY_CATEGORIES: CategoriesDocument = { categories: [], next_pos_express_id: 1 };

export interface CategoriesMerge {
  document: CategoriesDocument;
  created: number;
  updated: number;
  /** The payload's categories, in payload order, as stored now. */
  results: StoredCategory[];
}

const fieldOf = (index: number) => `data.attributes.categories[${index}].parent_identifier`;

export function mergeCategories(
  stored: CategoriesDocument,
  incoming: readonly CategoryInput[],
  now: string,
): CategoriesMerge {
  const byId = new Map(stored.categories.map((category) => [category.identifier, category]));
  const payloadIndex = new Map(incoming.map((category, index) => [category.identifier, index]));
  let next = stored.next_pos_express_id;
  let created = 0;
  let updated = 0;
  const results: StoredCategory[] = [];

  incoming.forEach((input, index) => {
    const parent = input.parent_identifier;
    if (parent !== undefined && parent !== null && !byId.has(parent)) {
      const later = payloadIndex.get(parent);
      throw new ValidationError(
        later !== undefined
          ? `${fieldOf(index)} names categories[${later}], which comes later in the payload; send parents before their children.`
          : `${fieldOf(index)} does not name a known category; send the parent first (in this payload or an earlier one).`,
        { field: fieldOf(index), receivedValue: parent },
      );
    }
    const existing = byId.get(input.identifier);
    const merged: StoredCategory = {
      ...existing,
      ...definedMembers(input),
      identifier: input.identifier,
      name: input.name,
      parent_identifier: parent === undefined ? (existing?.parent_identifier ?? null) : parent,
      pos_express_id: existing?.pos_express_id ?? next++,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    if (existing) updated++;
    else created++;
    byId.set(merged.identifier, merged);
    results.push(merged);
  });

  assertNoCycle(byId, incoming, stored);
  // Stored order first (stable), new categories appended in payload order.
  const storedIds = new Set(stored.categories.map((category) => category.identifier));
  const categories = [
    ...stored.categories.map((category) => byId.get(category.identifier)!),
    ...results.filter((category) => !storedIds.has(category.identifier)),
  ];
  return { document: { categories, next_pos_express_id: next }, created, updated, results };
}

/**
 * The stored tree is a forest, so a cycle can only run through a category this payload re-parented.
 * Walk up from each payload category; a walk that meets itself again is a cycle. It is reported on
 * the first payload member of the cycle whose parent this payload changed (the edge that closed it).
 */
function assertNoCycle(
  byId: ReadonlyMap<string, StoredCategory>,
  incoming: readonly CategoryInput[],
  stored: CategoriesDocument,
): void {
  const storedParent = new Map(
    stored.categories.map((category) => [category.identifier, category.parent_identifier]),
  );
  const indexOf = new Map<string, number>();
  incoming.forEach((category, index) => {
    const reparented =
      storedParent.get(category.identifier) !== byId.get(category.identifier)?.parent_identifier;
    if (reparented) indexOf.set(category.identifier, index);
  });
  for (const start of incoming) {
    const path: string[] = [];
    const seen = new Set<string>();
    let current: string | null = start.identifier;
    while (current !== null && !seen.has(current)) {
      seen.add(current);
      path.push(current);
      current = byId.get(current)?.parent_identifier ?? null;
    }
    if (current === null) continue;
    const cycle = path.slice(path.indexOf(current));
    const first = Math.min(...cycle.map((id) => indexOf.get(id) ?? Number.POSITIVE_INFINITY));
    const index = Number.isFinite(first) ? first : incoming.indexOf(start);
    const names = [...cycle, current].map((id) => byId.get(id)?.name ?? id).join(' → ');
    throw new ValidationError(`${fieldOf(index)} would make a cycle in the category tree (${names}).`, {
      field: fieldOf(index),
      receivedValue: incoming[index]!.parent_identifier ?? null,
    });
  }
}
