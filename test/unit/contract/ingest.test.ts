/**
 * The ingest family's contract: realistic answers of each route parse with its success body and a
 * renamed member is rejected; the fixture documents a POS sends parse with each route's request
 * body; the component names the POS client package is generated from are all there.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { INGEST_COMPONENTS, INGEST_CONTRACT } from '#shared/contract/ingest.ts';
import { type RouteId, routeById } from '#shared/contract/routes.ts';
import { contractOf, successBody } from '#shared/contract/schemas.ts';
import { UUID_PATTERN } from '#shared/domain/uuid.ts';
import { endOfDayCalls, setupCalls, xoutCall } from '../../fixtures/end-of-day.ts';

const BRANCH = '3f2b8a10-5c1d-4e7f-9a20-6b4c8d0e1f23';
const ID = '01JNRG5W7X9Q2M4T8V6B3C1D0E';

function bodyOf(routeId: RouteId) {
  const contract = contractOf(routeId);
  if (!contract) throw new Error(`${routeId} has no contract`);
  return successBody(routeById(routeId), contract);
}

/** One realistic answer per route, as the presenter writes it. */
const ANSWERS: Record<keyof typeof INGEST_CONTRACT, unknown> = {
  'ingest-cash-register': {
    data: {
      type: 'cash-register-ingest',
      id: ID,
      attributes: {
        queued: true,
        closing_type: 'zout',
        message:
          "zout closing received for business date 2026-03-06; the day's aggregates are being regenerated (about 5 seconds).",
      },
    },
  },
  'ingest-sales': { data: { type: 'sales-ingest', id: ID, attributes: { queued: true } } },
  'ingest-payments': {
    data: { type: 'payments-ingest', id: ID, attributes: { queued: true, payments_accepted: 4 } },
  },
  'ingest-orders': {
    data: { type: 'orders-ingest', id: ID, attributes: { queued: true, lines_accepted: 32 } },
  },
  'ingest-discounts': {
    data: { type: 'discounts-ingest', id: ID, attributes: { queued: true, discounts_accepted: 3 } },
  },
  'ingest-cancellations': {
    data: { type: 'cancellations-ingest', id: ID, attributes: { queued: true, cancellations_accepted: 0 } },
  },
  'ingest-catalog': {
    data: {
      type: 'catalog-ingest',
      attributes: {
        created: 1,
        updated: 1,
        total_sent: 2,
        message:
          'Catalog synchronized: 1 created, 1 updated; fewer than 5 items sent, so absent items were left unchanged.',
        items: [
          {
            item_identifier: '2b2e0000-0000-4000-8000-000000000001',
            identification: '2-0001',
            name: 'Tacos al pastor (orden)',
          },
          { item_identifier: null, identification: 'NOCAT-0001', name: 'Agua de horchata' },
        ],
      },
    },
  },
  'ingest-categories': {
    data: {
      type: 'categories-ingest',
      attributes: {
        created: 1,
        updated: 0,
        categories: [
          { identifier: '1a1e0000-0000-4000-8000-000000000001', pos_express_id: 1, name: 'Alimentos' },
        ],
      },
    },
  },
  'ingest-activity': {
    data: { type: 'activity-ingest', id: ID, attributes: { queued: true, events_accepted: 1 } },
  },
  'live-update': {
    data: { type: 'live-update', id: ID, attributes: { table_id: '12', status: 'accepted' } },
  },
};

/** The same answer with the first attribute renamed. */
function renamed(answer: unknown): unknown {
  const { data } = answer as { data: { attributes: Record<string, unknown> } };
  const [first, ...rest] = Object.entries(data.attributes);
  return {
    data: { ...data, attributes: Object.fromEntries([[`${first![0]}_renamed`, first![1]], ...rest]) },
  };
}

describe('ingest success bodies', () => {
  for (const [routeId, answer] of Object.entries(ANSWERS) as [RouteId, unknown][]) {
    it(`${routeId}: a real answer parses; a renamed member, a missing data.id or the wrong type does not`, () => {
      const schema = bodyOf(routeId);
      expect(z.safeParse(schema, answer).error).toBeUndefined();
      expect(z.safeParse(schema, renamed(answer)).success).toBe(false);
      const { data } = answer as { data: Record<string, unknown> };
      expect(z.safeParse(schema, { data: { ...data, type: 'other' } }).success).toBe(false);
      if (data.id !== undefined) {
        const { id: _id, ...withoutId } = data;
        expect(z.safeParse(schema, { data: withoutId }).success).toBe(false);
      } else {
        expect(z.safeParse(schema, { data: { ...data, id: ID } }).success).toBe(false);
      }
    });
  }

  it('an xout closing and a cash movement without a table parse too', () => {
    expect(
      z.safeParse(bodyOf('ingest-cash-register'), {
        data: {
          type: 'cash-register-ingest',
          id: ID,
          attributes: { queued: true, closing_type: 'xout', message: 'xout closing stored …' },
        },
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(bodyOf('live-update'), {
        data: { type: 'live-update', id: ID, attributes: { table_id: null, status: 'accepted' } },
      }).success,
    ).toBe(true);
  });

  it('refuses a catalog item with a renamed member and an activity answer counting two events', () => {
    const catalog = structuredClone(ANSWERS['ingest-catalog']) as {
      data: { attributes: { items: Record<string, unknown>[] } };
    };
    const [item] = catalog.data.attributes.items;
    catalog.data.attributes.items[0] = { ...item, sku: item!.identification };
    expect(z.safeParse(bodyOf('ingest-catalog'), catalog).success).toBe(false);
    expect(
      z.safeParse(bodyOf('ingest-activity'), {
        data: { type: 'activity-ingest', id: ID, attributes: { queued: true, events_accepted: 2 } },
      }).success,
    ).toBe(false);
  });
});

describe('ingest request bodies', () => {
  const calls = [...setupCalls(BRANCH), xoutCall(BRANCH), ...endOfDayCalls(BRANCH)];

  it.each(calls.map((call) => [call.path, call] as const))(
    '%s: the fixture document parses',
    (path, call) => {
      const routeId = `ingest-${path.split('/').at(-1)}` as keyof typeof INGEST_CONTRACT;
      expect(z.safeParse(INGEST_CONTRACT[routeId].body, call.body).error).toBeUndefined();
    },
  );

  it('takes data.meta as optional, other members as ignored, and only the endpoint’s data.type', () => {
    const [, catalog] = setupCalls(BRANCH);
    const body = INGEST_CONTRACT['ingest-catalog'].body;
    const { meta: _meta, ...withoutMeta } = catalog!.body.data;
    expect(z.safeParse(body, { data: withoutMeta }).success).toBe(true);
    expect(z.safeParse(body, { data: { ...catalog!.body.data, id: 'x' }, jsonapi: {} }).success).toBe(true);
    expect(z.safeParse(body, { data: { ...catalog!.body.data, type: 'categories' } }).success).toBe(false);
    expect(z.safeParse(body, { data: { ...catalog!.body.data, meta: null } }).success).toBe(false);
    expect(z.safeParse(body, { data: { type: 'catalog' } }).success).toBe(false);
  });

  it('accepts an upper-case branch UUID, as the API does', () => {
    const live = {
      data: {
        type: 'live-update',
        attributes: {
          branch_identifier: BRANCH.toUpperCase(),
          event: 'table_opened',
          occurred_at: '2026-03-13T14:00:00-06:00',
          table_id: '12',
          covers: 4,
        },
      },
    };
    expect(z.safeParse(INGEST_CONTRACT['live-update'].body, live).error).toBeUndefined();
  });

  it('UUID_PATTERN carries no regex flag (the OpenAPI pattern is its source) and accepts both cases', () => {
    expect(UUID_PATTERN.flags).toBe('');
    expect(UUID_PATTERN.test(BRANCH)).toBe(true);
    expect(UUID_PATTERN.test(BRANCH.toUpperCase())).toBe(true);
    expect(UUID_PATTERN.test(`${BRANCH}0`)).toBe(false);
  });
});

/** The regexes of `schema` (as the JSON Schema generator walks it) that carry a flag. */
function flaggedPatterns(schema: z.core.$ZodType): string[] {
  const flagged: string[] = [];
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      // A regex check keeps its RegExp in its def; the generator writes only its source.
      for (const check of (ctx.zodSchema as z.core.$ZodType)._zod.def.checks ?? []) {
        const { pattern } = check._zod.def as { pattern?: unknown };
        if (pattern instanceof RegExp && pattern.flags !== '') flagged.push(String(pattern));
      }
    },
  });
  return flagged;
}

describe('INGEST_COMPONENTS', () => {
  it('no schema carries a regex flag (a JSON Schema pattern has none)', () => {
    // The check itself sees a flag where there is one.
    expect(flaggedPatterns(z.string().check(z.regex(/^a$/i)))).toEqual(['/^a$/i']);
    for (const [name, schema] of Object.entries(INGEST_COMPONENTS)) {
      expect(flaggedPatterns(schema as z.core.$ZodType), name).toEqual([]);
    }
  });

  it('names every request body as the POS client package expects, and the error envelope', () => {
    expect(Object.keys(INGEST_COMPONENTS)).toEqual(
      expect.arrayContaining([
        'CashRegisterIngestRequest',
        'SalesIngestRequest',
        'PaymentsIngestRequest',
        'OrdersIngestRequest',
        'DiscountsIngestRequest',
        'CancellationsIngestRequest',
        'CatalogIngestRequest',
        'CategoriesIngestRequest',
        'ActivityIngestRequest',
        'LiveUpdateRequest',
        'ErrorEnvelope',
      ]),
    );
    for (const [routeId, contract] of Object.entries(INGEST_CONTRACT)) {
      const named = Object.values(INGEST_COMPONENTS) as unknown[];
      expect(named, `${routeId} body`).toContain(contract.body);
      expect(named, `${routeId} attributes`).toContain(contract.attributes);
    }
  });
});
