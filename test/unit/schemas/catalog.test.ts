import { describe, expect, it } from 'vitest';
import { MAX_CATALOG_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '#shared/domain/limits.ts';
import { catalogAttributes } from '#shared/domain/schemas/catalog.ts';
import { BRANCH, expectRejection, ITEM, ingest, long, OTHER_ITEM } from './support.ts';

const item = {
  name: 'Tacos al pastor',
  item_identifier: ITEM,
  item_sku: 'TAC-001',
  category: 'Tacos',
  category_type: 'food',
  type: 'simple',
  unit_price_cents: 4500,
  unit_cost_cents: 1400,
  description: 'Orden de tres tacos',
  status: 'active',
};
const parse = (attributes: unknown) => ingest('catalog', catalogAttributes, attributes);
const withItem = (changes: Record<string, unknown>) => ({
  branch_identifier: BRANCH,
  items: [{ ...item, ...changes }],
});
/** `count` distinct items keyed by SKU. */
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Item ${i}`, item_sku: `SKU-${i}` }));

describe('catalog attributes', () => {
  it('parses items and keeps unknown members', () => {
    const input = { branch_identifier: BRANCH, items: [{ ...item, allergens: ['gluten'] }], full_sync: true };
    expect(parse(input).attributes).toEqual(input);
  });

  it('defaults status to active', () => {
    const { attributes } = parse({ branch_identifier: BRANCH, items: [{ name: 'Agua', item_sku: 'AG-1' }] });
    expect(attributes.items[0]).toEqual({ name: 'Agua', item_sku: 'AG-1', status: 'active' });
  });

  it('accepts an item keyed by item_identifier only and keeps inactive', () => {
    const { attributes } = parse({
      branch_identifier: BRANCH,
      items: [{ name: 'Agua', item_identifier: ITEM, status: 'inactive' }],
    });
    expect(attributes.items[0]?.status).toBe('inactive');
  });

  it.each([
    ['only name (the spec requires nothing else)', { name: 'Agua' }],
    ['a blank item_sku and no item_identifier', { name: 'Agua', item_sku: '  ' }],
  ])('accepts an item with %s: it is upserted by name', (_label, row) => {
    const { attributes } = parse({ branch_identifier: BRANCH, items: [item, row] });
    expect(attributes.items[1]?.name).toBe('Agua');
  });

  it('rejects the same name twice among items upserted by name (normalized)', () => {
    const error = expectRejection(
      () => parse({ branch_identifier: BRANCH, items: [{ name: 'Agua Fresca' }, { name: ' agua  fresca' }] }),
      'SVC_ERR_422',
      'data.attributes.items[1].name',
      ' agua  fresca',
    );
    expect(error.message).toContain(
      'repeats items[0].name (an item without item_identifier or item_sku is upserted by name); send each item once per request',
    );
  });

  it('requires name (spec) and rejects a blank one', () => {
    const { name: _name, ...rest } = item;
    expectRejection(
      () => parse({ branch_identifier: BRANCH, items: [rest] }),
      'SVC_ERR_422',
      'data.attributes.items[0].name',
    );
    expectRejection(() => parse(withItem({ name: '' })), 'SVC_ERR_422', 'data.attributes.items[0].name', '');
  });

  it('requires branch_identifier and a non-empty items array', () => {
    expectRejection(() => parse({ items: [item] }), 'SVC_ERR_422', 'data.attributes.branch_identifier');
    expectRejection(() => parse({ branch_identifier: BRANCH }), 'SVC_ERR_422', 'data.attributes.items');
    const error = expectRejection(
      () => parse({ branch_identifier: BRANCH, items: [] }),
      'SVC_ERR_422',
      'data.attributes.items',
    );
    expect(error.message).toBe('data.attributes.items must contain at least 1 item (received 0).');
  });

  it.each([
    ['status', 'deleted', 'must be one of: active, inactive'],
    ['category_type', 'snack', 'must be one of: food, beverage, bar, other'],
  ])('rejects %s = %s', (member, value, rule) => {
    const error = expectRejection(
      () => parse(withItem({ [member]: value })),
      'SVC_ERR_422',
      `data.attributes.items[0].${member}`,
      value,
    );
    expect(error.message).toContain(rule);
  });

  it.each([
    ['unit_price_cents', 45.0001],
    ['unit_cost_cents', '1400'],
    ['unit_price_cents', null],
  ])('rejects %s = %j with 422_CENTS', (member, value) => {
    expectRejection(
      () => parse(withItem({ [member]: value })),
      'SVC_ERR_422_CENTS',
      `data.attributes.items[0].${member}`,
      value,
    );
  });

  it('rejects a non-UUID item_identifier', () => {
    expectRejection(
      () => parse(withItem({ item_identifier: 'TAC-001' })),
      'SVC_ERR_422',
      'data.attributes.items[0].item_identifier',
      'TAC-001',
    );
  });

  it('rejects a repeated item_identifier, comparing case-insensitively', () => {
    const error = expectRejection(
      () =>
        parse({
          branch_identifier: BRANCH,
          items: [
            item,
            { name: 'Otro', item_identifier: OTHER_ITEM },
            { name: 'Dup', item_identifier: ITEM.toUpperCase() },
          ],
        }),
      'SVC_ERR_422',
      'data.attributes.items[2].item_identifier',
      ITEM.toUpperCase(),
    );
    expect(error.message).toContain('repeats items[0].item_identifier');
  });

  it('rejects a repeated item_sku', () => {
    const error = expectRejection(
      () => parse({ branch_identifier: BRANCH, items: [item, { name: 'Dup', item_sku: 'TAC-001' }] }),
      'SVC_ERR_422',
      'data.attributes.items[1].item_sku',
      'TAC-001',
    );
    expect(error.message).toContain('repeats items[0].item_sku; send each item once per request');
  });

  it('limits name and description', () => {
    expectRejection(
      () => parse(withItem({ name: long(MAX_NAME_LENGTH + 1) })),
      'SVC_ERR_422',
      'data.attributes.items[0].name',
      `${long(200)}…`,
    );
    expectRejection(
      () => parse(withItem({ description: long(MAX_TEXT_LENGTH + 1) })),
      'SVC_ERR_422',
      'data.attributes.items[0].description',
      `${long(200)}…`,
    );
  });

  it(`accepts ${MAX_CATALOG_ITEMS} items and rejects one more`, () => {
    expect(
      parse({ branch_identifier: BRANCH, items: items(MAX_CATALOG_ITEMS) }).attributes.items,
    ).toHaveLength(MAX_CATALOG_ITEMS);
    expectRejection(
      () => parse({ branch_identifier: BRANCH, items: items(MAX_CATALOG_ITEMS + 1) }),
      'SVC_ERR_422',
      'data.attributes.items',
    );
  });
});
