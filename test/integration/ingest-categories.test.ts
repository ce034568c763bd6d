import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCategories } from '#shared/storage/catalog-store.ts';
import { CATEGORIES } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import { envelope, expectError, expectRejections, post, storedItems } from './ingest-support.ts';

const clock = manualClock('2026-03-01T15:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const categories = (branchId: string | undefined, rows: unknown[] = CATEGORIES) =>
  envelope('categories', { ...(branchId ? { branch_identifier: branchId } : {}), categories: rows });

describe('POST /api/v1/ingest/categories', () => {
  it('answers 200 categories-ingest with a pos_express_id per category, in payload order', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await post(stack, branch, 'categories', categories(branch.branchId));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        type: 'categories-ingest',
        attributes: {
          created: 11,
          updated: 0,
          categories: CATEGORIES.map((category, index) => ({
            identifier: category.identifier,
            pos_express_id: index + 1,
            name: category.name,
          })),
        },
      },
    });
    const stored = await readCategories(stack.deps, branch.branchId);
    expect(stored.version).toBe(1);
    expect(stored.value.categories.find((category) => category.name === 'Tacos')).toMatchObject({
      parent_identifier: CATEGORIES[0]!.identifier,
      pos_express_id: 2,
      sequence: 2,
    });
  });

  it('keeps pos_express_id across a rename and numbers new categories after the last one', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await post(stack, branch, 'categories', categories(branch.branchId));
    const newId = randomUUID();
    const response = await post(
      stack,
      branch,
      'categories',
      categories(undefined, [
        {
          identifier: CATEGORIES[1]!.identifier.toUpperCase(),
          name: 'Tacos de la casa',
          parent_identifier: CATEGORIES[0]!.identifier,
        },
        { identifier: newId, name: 'Mariscos', parent_identifier: CATEGORIES[0]!.identifier },
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toEqual({
      created: 1,
      updated: 1,
      categories: [
        { identifier: CATEGORIES[1]!.identifier, pos_express_id: 2, name: 'Tacos de la casa' },
        { identifier: newId, pos_express_id: 12, name: 'Mariscos' },
      ],
    });
    expect((await readCategories(stack.deps, branch.branchId)).value.categories).toHaveLength(12);
  });

  it('refuses a parent sent after its child, an unknown parent and a cycle, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const [root, child] = [CATEGORIES[0]!, CATEGORIES[1]!];
    const parentLater = await post(stack, branch, 'categories', categories(branch.branchId, [child, root]));
    expectError(
      parentLater,
      422,
      'SVC_ERR_422',
      'data.attributes.categories[0].parent_identifier',
      root.identifier,
    );
    expect(parentLater.body.error.message).toContain('parents before their children');

    const unknown = randomUUID();
    expectError(
      await post(
        stack,
        branch,
        'categories',
        categories(branch.branchId, [{ ...child, parent_identifier: unknown }]),
      ),
      422,
      'SVC_ERR_422',
      'data.attributes.categories[0].parent_identifier',
      unknown,
    );
    expect(await storedItems(stack, branch.branchId)).toEqual([]);

    // A stored tree root > child; making the root a child of its own child is a cycle.
    await post(stack, branch, 'categories', categories(branch.branchId, [root, child]));
    const before = await storedItems(stack, branch.branchId);
    const cycle = await post(
      stack,
      branch,
      'categories',
      categories(branch.branchId, [{ ...root, parent_identifier: child.identifier }]),
    );
    expectError(
      cycle,
      422,
      'SVC_ERR_422',
      'data.attributes.categories[0].parent_identifier',
      child.identifier,
    );
    expect(cycle.body.error.message).toContain('cycle');
    expect(await storedItems(stack, branch.branchId)).toEqual(before);
  });

  it('two concurrent syncs both land, with distinct pos_express_ids (no lost update)', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const [a, b] = [randomUUID(), randomUUID()];
    const responses = await Promise.all([
      post(stack, branch, 'categories', categories(branch.branchId, [{ identifier: a, name: 'Desayunos' }])),
      post(stack, branch, 'categories', categories(branch.branchId, [{ identifier: b, name: 'Comidas' }])),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const ids = responses.map((response) => response.body.data.attributes.categories[0].pos_express_id);
    expect(ids.sort()).toEqual([1, 2]);
    const stored = await readCategories(stack.deps, branch.branchId);
    expect(stored.value.categories.map((category) => category.identifier).sort()).toEqual([a, b].sort());
    expect(stored.version).toBe(2);
  });

  it('replays with 200; 404 for another branch', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const body = categories(branch.branchId);
    const first = await post(stack, branch, 'categories', body, 'setup-categories');
    const replay = await post(stack, branch, 'categories', body, 'setup-categories');
    expect([replay.status, replay.headers.get('x-idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.body).toEqual(first.body);
    expect((await readCategories(stack.deps, branch.branchId)).version).toBe(1);

    const other = await stack.createBranch({ plan: 'starter' });
    expectError(
      await post(stack, other, 'categories', body),
      404,
      'SVC_ERR_404',
      'data.attributes.branch_identifier',
      branch.branchId,
    );
    expect(await storedItems(stack, other.branchId)).toEqual([]);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const valid = () => ({
      branch_identifier: branch.branchId,
      categories: CATEGORIES.map((row) => ({ ...row })),
    });
    await expectRejections(stack, branch, 'categories', 'categories', valid, [
      {
        name: 'identifier uuid',
        mutate: (a) => (a.categories[0].identifier = 'CAT-1'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[0].identifier',
        received: 'CAT-1',
      },
      {
        name: 'identifier required',
        mutate: (a) => delete a.categories[2].identifier,
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[2].identifier',
      },
      {
        name: 'name required',
        mutate: (a) => delete a.categories[2].name,
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[2].name',
      },
      {
        name: 'sequence integer',
        mutate: (a) => (a.categories[0].sequence = 1.5),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[0].sequence',
        received: 1.5,
      },
      {
        name: 'parent uuid',
        mutate: (a) => (a.categories[1].parent_identifier = 'root'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[1].parent_identifier',
        received: 'root',
      },
      {
        name: 'own parent',
        mutate: (a) => (a.categories[0].parent_identifier = a.categories[0].identifier),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[0].parent_identifier',
        received: CATEGORIES[0]!.identifier,
      },
      {
        name: 'repeated identifier',
        mutate: (a) => (a.categories[3].identifier = a.categories[1].identifier),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories[3].identifier',
        received: CATEGORIES[1]!.identifier,
      },
      {
        name: 'empty list',
        mutate: (a) => (a.categories = []),
        code: 'SVC_ERR_422',
        field: 'data.attributes.categories',
      },
    ]);
  });
});
