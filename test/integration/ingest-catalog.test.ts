import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '#shared/contract/routes.ts';
import { commitIngest } from '#shared/guards/idempotency.ts';
import { presentResult } from '#shared/http/presenters.ts';
import type { IngestRequest } from '#shared/http/types.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import { readCatalog } from '#shared/storage/catalog-store.ts';
import { ingestCatalog } from '#shared/use-cases/ingest/catalog.ts';
import { ingestCategories } from '#shared/use-cases/ingest/categories.ts';
import type { IngestPlan } from '#shared/use-cases/request.ts';
import { CATALOG_ITEMS, CATEGORIES, setupCalls } from '../fixtures/end-of-day.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope, expectError, expectRejections, post, storedItems } from './ingest-support.ts';

const clock = manualClock('2026-03-01T15:00:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const catalog = (branchId: string, items: unknown[]) =>
  envelope('catalog', { branch_identifier: branchId, items });
const sync = (branch: TestBranch, items: unknown[]) =>
  post(stack, branch, 'catalog', catalog(branch.branchId, items));

async function statuses(branchId: string) {
  const stored = await readCatalog(stack.deps, branchId);
  return Object.fromEntries(stored.value.items.map((item) => [item.item_sku ?? item.name, item.status]));
}

describe('POST /api/v1/ingest/catalog', () => {
  it('accepts an item with only a name (the spec requires nothing else) and upserts it by name', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const first = await sync(branch, [{ name: 'Agua de jamaica' }]);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes).toMatchObject({ created: 1, updated: 0 });
    const second = await sync(branch, [{ name: ' agua de  JAMAICA', unit_cost_cents: 800 }]);
    expect(second.status).toBe(200);
    expect(second.body.data.attributes).toMatchObject({ created: 0, updated: 1 });
    const stored = await readCatalog(stack.deps, branch.branchId);
    expect(stored.value.items).toHaveLength(1);
    expect(stored.value.items[0]).toMatchObject({ unit_cost_cents: 800, status: 'active' });
  });

  it('after the categories: 200 catalog-ingest, every item identified from its category', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    for (const call of setupCalls(branch.branchId)) {
      const response = await post(
        stack,
        branch,
        'categories' in call.body.data.attributes ? 'categories' : 'catalog',
        call.body,
        call.idempotencyKey,
      );
      expect(response.status).toBe(200);
    }
    const replay = await post(
      stack,
      branch,
      'catalog',
      setupCalls(branch.branchId)[1]!.body,
      setupCalls(branch.branchId)[1]!.idempotencyKey,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('x-idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual({
      data: {
        type: 'catalog-ingest',
        attributes: {
          created: 14,
          updated: 0,
          total_sent: 14,
          message: 'Catalog synchronized: 14 created, 0 updated, 0 absent items deactivated.',
          items: expect.any(Array),
        },
      },
    });
    // Tacos is pos_express_id 2, Platos fuertes 3, Postres 4, Refrescos y aguas 6, Café 7, Cervezas 9, Coctelería 10, Otros 11.
    expect(replay.body.data.attributes.items.map((item: any) => item.identification)).toEqual([
      '2-0001',
      '2-0002',
      '2-0003',
      '3-0001',
      '3-0002',
      '4-0001',
      '6-0001',
      '6-0002',
      '7-0001',
      '9-0001',
      '9-0002',
      '10-0001',
      '10-0002',
      '11-0001',
    ]);
    expect(replay.body.data.attributes.items[0]).toEqual({
      item_identifier: CATALOG_ITEMS[0]!.item_identifier,
      identification: '2-0001',
      name: CATALOG_ITEMS[0]!.name,
    });
    const stored = await readCatalog(stack.deps, branch.branchId);
    expect(stored.value.items.find((item) => item.item_sku === 'PF-002')).toMatchObject({
      unit_price_cents: 26500,
      unit_cost_cents: 10800,
      category_type: 'food',
      status: 'active',
    });
  });

  it('before the categories: NOCAT identifications, corrected by the next sync after the categories', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const items = CATALOG_ITEMS.slice(0, 3);
    const early = await sync(branch, items);
    expect(early.body.data.attributes.items.map((item: any) => item.identification)).toEqual([
      'NOCAT-0001',
      'NOCAT-0002',
      'NOCAT-0003',
    ]);
    expect(early.body.data.attributes.message).toContain('3 items have a NOCAT identification');
    await post(stack, branch, 'categories', envelope('categories', { categories: CATEGORIES }));
    const again = await sync(branch, items);
    expect(again.body.data.attributes).toMatchObject({ created: 0, updated: 3, total_sent: 3 });
    expect(again.body.data.attributes.items.map((item: any) => item.identification)).toEqual([
      '2-0001',
      '2-0002',
      '2-0003',
    ]);
    expect(again.body.data.attributes.message).not.toContain('NOCAT');
  });

  it('upserts by item_identifier, else by item_sku; omitted members keep their stored value', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await sync(branch, CATALOG_ITEMS.slice(0, 2));
    const [pastor, suadero] = CATALOG_ITEMS;
    const byIdentifier = await sync(branch, [
      { item_identifier: pastor!.item_identifier, name: 'Tacos al pastor', unit_price_cents: 9000 },
    ]);
    expect(byIdentifier.body.data.attributes).toMatchObject({ created: 0, updated: 1, total_sent: 1 });
    const bySku = await sync(branch, [
      { item_sku: suadero!.item_sku, name: 'Tacos de suadero', status: 'inactive' },
    ]);
    expect(bySku.body.data.attributes).toMatchObject({ created: 0, updated: 1 });
    expect(bySku.body.data.attributes.items).toEqual([
      { item_identifier: suadero!.item_identifier, identification: 'NOCAT-0002', name: 'Tacos de suadero' },
    ]);
    const stored = await readCatalog(stack.deps, branch.branchId);
    expect(stored.value.items).toHaveLength(2);
    expect(stored.value.items[0]).toMatchObject({
      name: 'Tacos al pastor',
      unit_price_cents: 9000,
      unit_cost_cents: 2400,
      item_sku: 'TAC-001',
    });
    expect(stored.value.items[1]).toMatchObject({
      name: 'Tacos de suadero',
      status: 'inactive',
      unit_price_cents: 9000,
    });
  });

  it('deactivates absent active items when 5 items are sent, not when 4 are', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await sync(branch, CATALOG_ITEMS.slice(0, 7));
    const four = await sync(branch, CATALOG_ITEMS.slice(0, 4));
    expect(four.body.data.attributes.message).toContain('fewer than 5 items sent');
    expect(
      Object.values(await statuses(branch.branchId)).filter((status) => status === 'active'),
    ).toHaveLength(7);

    const five = await sync(branch, CATALOG_ITEMS.slice(0, 5));
    expect(five.body.data.attributes.message).toContain('2 absent items deactivated');
    expect(await statuses(branch.branchId)).toEqual({
      'TAC-001': 'active',
      'TAC-002': 'active',
      'TAC-003': 'active',
      'PF-001': 'active',
      'PF-002': 'active',
      'POS-001': 'inactive',
      'REF-001': 'inactive',
    });
  });

  it('two concurrent syncs both land (the HEAD version condition makes one re-plan)', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const responses = await Promise.all([sync(branch, [CATALOG_ITEMS[0]]), sync(branch, [CATALOG_ITEMS[1]])]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const stored = await readCatalog(stack.deps, branch.branchId);
    expect(stored.value.items.map((item) => item.item_sku).sort()).toEqual(['TAC-001', 'TAC-002']);
    expect(stored.value.items.map((item) => item.identification).sort()).toEqual([
      'NOCAT-0001',
      'NOCAT-0002',
    ]);
    expect(stored.version).toBe(2);
  });

  it('a plan made from an outdated catalog or categories version is refused as stale, not committed', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const profile = (await getBranchProfile(stack.deps, branch.branchId))!;
    const request = (body: unknown): IngestRequest => ({
      requestId: randomUUID(),
      branch: profile,
      principal: { kind: 'api-key' },
      body,
      query: {},
      params: {},
      headers: () => undefined,
      now: clock.now(),
      idempotencyKey: randomUUID(),
    });
    const commit = async (plan: IngestPlan, key: string) =>
      commitIngest(stack.deps, {
        branchId: branch.branchId,
        idempotencyKey: key,
        fingerprint: key,
        response: presentResult(routeById('ingest-catalog'), plan.result),
        writes: plan.writes,
      });

    const first = await ingestCatalog(stack.deps, request(catalog(branch.branchId, [CATALOG_ITEMS[0]])));
    const second = await ingestCatalog(stack.deps, request(catalog(branch.branchId, [CATALOG_ITEMS[1]])));
    expect((await commit(first, 'a')).kind).toBe('committed');
    expect(await commit(second, 'b')).toEqual({ kind: 'stale', failedWriteIndexes: [0] });

    // The categories a catalog plan used for identifications changed meanwhile: stale as well.
    const third = await ingestCatalog(stack.deps, request(catalog(branch.branchId, [CATALOG_ITEMS[2]])));
    const categories = await ingestCategories(
      stack.deps,
      request(envelope('categories', { categories: CATEGORIES })),
    );
    expect((await commit(categories, 'c')).kind).toBe('committed');
    const outcome = await commit(third, 'd');
    expect(outcome.kind).toBe('stale');
    expect((await readCatalog(stack.deps, branch.branchId)).value.items.map((item) => item.item_sku)).toEqual(
      ['TAC-001'],
    );
  });

  it('404 for another branch; nothing stored', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const other = randomUUID();
    expectError(
      await post(stack, branch, 'catalog', catalog(other, CATALOG_ITEMS)),
      404,
      'SVC_ERR_404',
      'data.attributes.branch_identifier',
      other,
    );
    expect(await storedItems(stack, branch.branchId)).toEqual([]);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const valid = () => ({
      branch_identifier: branch.branchId,
      items: CATALOG_ITEMS.map((item) => ({ ...item })),
    });
    await expectRejections(stack, branch, 'catalog', 'catalog', valid, [
      {
        name: 'name required',
        mutate: (a) => delete a.items[4].name,
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[4].name',
      },
      {
        name: 'a name-keyed item repeated',
        mutate: (a) => {
          a.items[0] = { name: 'Agua de jamaica' };
          a.items[1] = { name: 'AGUA DE JAMAICA ' };
        },
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[1].name',
        received: 'AGUA DE JAMAICA ',
      },
      {
        name: 'identifier uuid',
        mutate: (a) => (a.items[1].item_identifier = 'TAC-002'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[1].item_identifier',
        received: 'TAC-002',
      },
      {
        name: 'status enum',
        mutate: (a) => (a.items[2].status = 'deleted'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[2].status',
        received: 'deleted',
      },
      {
        name: 'category_type enum',
        mutate: (a) => (a.items[2].category_type = 'drinks'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[2].category_type',
        received: 'drinks',
      },
      {
        name: 'cost decimal',
        mutate: (a) => (a.items[3].unit_cost_cents = 42.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.items[3].unit_cost_cents',
        received: 42.5,
      },
      {
        name: 'price string',
        mutate: (a) => (a.items[3].unit_price_cents = '145'),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.items[3].unit_price_cents',
        received: '145',
      },
      {
        name: 'repeated sku',
        mutate: (a) => (a.items[5].item_sku = 'TAC-001'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.items[5].item_sku',
        received: 'TAC-001',
      },
      {
        name: 'empty items',
        mutate: (a) => (a.items = []),
        code: 'SVC_ERR_422',
        field: 'data.attributes.items',
      },
      {
        name: 'branch required',
        mutate: (a) => delete a.branch_identifier,
        code: 'SVC_ERR_422',
        field: 'data.attributes.branch_identifier',
      },
    ]);
  });
});
