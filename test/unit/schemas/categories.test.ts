import { describe, expect, it } from 'vitest';
import { MAX_CATEGORIES, MAX_NAME_LENGTH } from '#shared/domain/limits.ts';
import { categoriesAttributes } from '#shared/domain/schemas/categories.ts';
import { BRANCH, expectRejection, ingest, long } from './support.ts';

const ROOT = '0a1b2c3d-0000-4000-8000-000000000001';
const CHILD = '0a1b2c3d-0000-4000-8000-000000000002';
const root = { identifier: ROOT, name: 'Bebidas', parent_identifier: null, sequence: 1 };
const child = { identifier: CHILD, name: 'Refrescos', parent_identifier: ROOT, sequence: 2 };
const parse = (attributes: unknown) => ingest('categories', categoriesAttributes, attributes);
const withChild = (changes: Record<string, unknown>) => ({ categories: [root, { ...child, ...changes }] });

describe('categories attributes', () => {
  it('parses a hierarchy and keeps unknown members', () => {
    const input = {
      branch_identifier: BRANCH,
      categories: [root, { ...child, color: '#ff0000' }],
      source: 'bakery',
    };
    expect(parse(input).attributes).toEqual(input);
  });

  it('accepts a category with only identifier and name, without branch_identifier', () => {
    const { attributes } = parse({ categories: [{ identifier: ROOT, name: 'Bebidas' }] });
    expect(attributes.categories).toEqual([{ identifier: ROOT, name: 'Bebidas' }]);
  });

  it('lowercases identifier and parent_identifier', () => {
    const { attributes } = parse({
      categories: [
        { ...root, identifier: ROOT.toUpperCase() },
        { ...child, parent_identifier: ROOT.toUpperCase() },
      ],
    });
    expect(attributes.categories.map((c) => [c.identifier, c.parent_identifier])).toEqual([
      [ROOT, null],
      [CHILD, ROOT],
    ]);
  });

  it.each(['identifier', 'name'])('requires categories[].%s (spec)', (member) => {
    const row: Record<string, unknown> = { ...child };
    delete row[member];
    expectRejection(
      () => parse({ categories: [root, row] }),
      'SVC_ERR_422',
      `data.attributes.categories[1].${member}`,
    );
  });

  it('requires a non-empty categories array', () => {
    expectRejection(() => parse({ branch_identifier: BRANCH }), 'SVC_ERR_422', 'data.attributes.categories');
    expectRejection(() => parse({ categories: [] }), 'SVC_ERR_422', 'data.attributes.categories');
  });

  it.each([
    ['identifier', 'cat-1'],
    ['parent_identifier', 'cat-1'],
    ['parent_identifier', ''],
  ])('rejects a non-UUID %s (%j)', (member, value) => {
    const error = expectRejection(
      () => parse(withChild({ [member]: value })),
      'SVC_ERR_422',
      `data.attributes.categories[1].${member}`,
      value,
    );
    expect(error.message).toContain('must be a UUID');
  });

  it('rejects a non-UUID branch_identifier when sent', () => {
    expectRejection(
      () => parse({ branch_identifier: 'centro', categories: [root] }),
      'SVC_ERR_422',
      'data.attributes.branch_identifier',
      'centro',
    );
  });

  it.each([1.5, '2'])('rejects sequence %j', (value) => {
    expectRejection(
      () => parse(withChild({ sequence: value })),
      'SVC_ERR_422',
      'data.attributes.categories[1].sequence',
      value,
    );
  });

  it('rejects a repeated identifier and a category that is its own parent', () => {
    expectRejection(
      () => parse({ categories: [root, child, { ...root, name: 'Otra' }] }),
      'SVC_ERR_422',
      'data.attributes.categories[2].identifier',
      ROOT,
    );
    expectRejection(
      () => parse(withChild({ parent_identifier: CHILD })),
      'SVC_ERR_422',
      'data.attributes.categories[1].parent_identifier',
      CHILD,
    );
  });

  it('limits name to MAX_NAME_LENGTH', () => {
    expectRejection(
      () => parse(withChild({ name: long(MAX_NAME_LENGTH + 1) })),
      'SVC_ERR_422',
      'data.attributes.categories[1].name',
      `${long(200)}…`,
    );
  });

  it(`accepts ${MAX_CATEGORIES} categories and rejects one more`, () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        identifier: `0a1b2c3d-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `Categoría ${i}`,
      }));
    expect(parse({ categories: many(MAX_CATEGORIES) }).attributes.categories).toHaveLength(MAX_CATEGORIES);
    expectRejection(
      () => parse({ categories: many(MAX_CATEGORIES + 1) }),
      'SVC_ERR_422',
      'data.attributes.categories',
    );
  });
});
