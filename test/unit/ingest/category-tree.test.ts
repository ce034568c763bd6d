import { describe, expect, it } from 'vitest';
import {
  type CategoriesDocument,
  EMPTY_CATEGORIES,
  mergeCategories,
} from '#shared/domain/catalog/category-tree.ts';
import { ValidationError } from '#shared/domain/errors.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const T0 = '2026-03-01T09:00:00.000Z';
const T1 = '2026-03-02T09:00:00.000Z';

function rejection(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) {
      return { code: error.code, field: error.field, received: error.receivedValue, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('mergeCategories', () => {
  it('hands out pos_express_id 1, 2, 3 in payload order and keeps the hierarchy', () => {
    const merge = mergeCategories(
      EMPTY_CATEGORIES,
      [
        { identifier: id(1), name: 'Alimentos', parent_identifier: null },
        { identifier: id(2), name: 'Tacos', parent_identifier: id(1) },
        { identifier: id(3), name: 'Bebidas' },
      ],
      T0,
    );
    expect(merge.created).toBe(3);
    expect(merge.updated).toBe(0);
    expect(merge.results.map((c) => [c.name, c.pos_express_id, c.parent_identifier])).toEqual([
      ['Alimentos', 1, null],
      ['Tacos', 2, id(1)],
      ['Bebidas', 3, null],
    ]);
    expect(merge.document.next_pos_express_id).toBe(4);
  });

  it('keeps pos_express_id and created_at across a rename; ids are never reused', () => {
    const first = mergeCategories(
      EMPTY_CATEGORIES,
      [
        { identifier: id(1), name: 'Alimentos' },
        { identifier: id(2), name: 'Tacos', parent_identifier: id(1) },
      ],
      T0,
    ).document;
    const second = mergeCategories(
      first,
      [
        { identifier: id(2), name: 'Tacos y más' },
        { identifier: id(9), name: 'Postres' },
      ],
      T1,
    );
    expect(second.created).toBe(1);
    expect(second.updated).toBe(1);
    const tacos = second.document.categories.find((c) => c.identifier === id(2))!;
    expect(tacos).toMatchObject({
      name: 'Tacos y más',
      pos_express_id: 2,
      parent_identifier: id(1), // omitted: the stored parent stays
      created_at: T0,
      updated_at: T1,
    });
    expect(second.results.map((c) => c.pos_express_id)).toEqual([2, 3]);
  });

  it('null moves a category to the root', () => {
    const stored = mergeCategories(
      EMPTY_CATEGORIES,
      [
        { identifier: id(1), name: 'A' },
        { identifier: id(2), name: 'B', parent_identifier: id(1) },
      ],
      T0,
    ).document;
    const moved = mergeCategories(stored, [{ identifier: id(2), name: 'B', parent_identifier: null }], T1);
    expect(moved.results[0]!.parent_identifier).toBeNull();
  });

  it('accepts a parent that is already stored even when it is not in the payload', () => {
    const stored = mergeCategories(EMPTY_CATEGORIES, [{ identifier: id(1), name: 'A' }], T0).document;
    expect(() =>
      mergeCategories(stored, [{ identifier: id(2), name: 'B', parent_identifier: id(1) }], T1),
    ).not.toThrow();
  });

  it('refuses a parent sent after its child, naming the field and the value', () => {
    const error = rejection(() =>
      mergeCategories(
        EMPTY_CATEGORIES,
        [
          { identifier: id(2), name: 'Tacos', parent_identifier: id(1) },
          { identifier: id(1), name: 'Alimentos' },
        ],
        T0,
      ),
    );
    expect(error).toMatchObject({
      code: 'SVC_ERR_422',
      field: 'data.attributes.categories[0].parent_identifier',
      received: id(1),
    });
    expect(error.message).toContain('categories[1]');
  });

  it('refuses an unknown parent', () => {
    const error = rejection(() =>
      mergeCategories(EMPTY_CATEGORIES, [{ identifier: id(2), name: 'Tacos', parent_identifier: id(7) }], T0),
    );
    expect(error).toMatchObject({
      field: 'data.attributes.categories[0].parent_identifier',
      received: id(7),
    });
  });

  it('refuses a re-parenting that closes a cycle, on the member whose new parent closed it', () => {
    const stored: CategoriesDocument = mergeCategories(
      EMPTY_CATEGORIES,
      [
        { identifier: id(1), name: 'A' },
        { identifier: id(2), name: 'B', parent_identifier: id(1) },
        { identifier: id(3), name: 'C', parent_identifier: id(2) },
      ],
      T0,
    ).document;
    // A under C: A → C → B → A.
    const error = rejection(() =>
      mergeCategories(
        stored,
        [
          { identifier: id(4), name: 'D' },
          { identifier: id(1), name: 'A', parent_identifier: id(3) },
        ],
        T1,
      ),
    );
    expect(error).toMatchObject({
      field: 'data.attributes.categories[1].parent_identifier',
      received: id(3),
    });
    expect(error.message).toContain('cycle');
    // Two members swapping parents inside one payload: B under A is stored; A under B now.
    const swap = rejection(() =>
      mergeCategories(
        stored,
        [
          { identifier: id(2), name: 'B', parent_identifier: id(1) },
          { identifier: id(1), name: 'A', parent_identifier: id(2) },
        ],
        T1,
      ),
    );
    expect(swap.field).toBe('data.attributes.categories[1].parent_identifier');
  });

  it('does not change the stored document it was given', () => {
    const stored = mergeCategories(EMPTY_CATEGORIES, [{ identifier: id(1), name: 'A' }], T0).document;
    const snapshot = structuredClone(stored);
    mergeCategories(stored, [{ identifier: id(1), name: 'A renamed' }], T1);
    expect(stored).toEqual(snapshot);
  });
});
