/**
 * BodyOf, QueryOf and RequestBodyOf (shared/contract/schemas.ts) type what a client sends and reads
 * by route id. Each body below is typed by BodyOf and parsed by the strict schema successBody()
 * builds for the same route: a member BodyOf would add or leave out fails one side or the other
 * (tsc on the literal, zod on the parse).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { type RouteId, routeById } from '#shared/contract/routes.ts';
import {
  type BodyOf,
  CONTRACT,
  type ContractedRouteId,
  type QueryOf,
  type RequestBodyOf,
  successBody,
} from '#shared/contract/schemas.ts';

const parses = <R extends ContractedRouteId>(id: R & RouteId, body: BodyOf<R>) =>
  z.safeParse(successBody(routeById(id), CONTRACT[id]), body).success;

const KEY = {
  last_four: 'a1b2',
  environment: 'sandbox',
  status: 'active',
  created_at: '2026-03-01T10:00:00Z',
  revoked_at: null,
} as const;

describe('BodyOf', () => {
  it('is a list with its meta: every item with its id, no item meta', () => {
    const body: BodyOf<'api-keys-list'> = {
      data: [{ type: 'api_key', id: 'key-1', attributes: KEY }],
      meta: { count: 1 },
    };
    expect(parses('api-keys-list', body)).toBe(true);
  });

  it('is one resource with its id where the contract says so, and no meta without a schema', () => {
    const body: BodyOf<'account-get'> = {
      data: {
        type: 'account',
        id: 'user-1',
        attributes: { email: null, organization: null, role: null, branches: [] },
      },
    };
    expect(parses('account-get', body)).toBe(true);
    expectTypeOf<BodyOf<'account-get'>['data']>().not.toHaveProperty('meta');
  });

  it('is one resource with its meta and without an id where the contract has none', () => {
    expectTypeOf<BodyOf<'settings-get'>['data']>().toHaveProperty('meta');
    expectTypeOf<BodyOf<'settings-get'>['data']>().not.toHaveProperty('id');
    expectTypeOf<BodyOf<'ingest-status'>['data']['type']>().toEqualTypeOf<'ingest_status'>();
  });

  it('is never for a route without a contract (the public document)', () => {
    expectTypeOf<BodyOf<'openapi'>>().toBeNever();
  });
});

describe('QueryOf and RequestBodyOf', () => {
  it("takes a query's members as the client sends them: a coerced page size as text or a number", () => {
    expectTypeOf<{ limit: 20; date_from: '2026-03-01' }>().toMatchTypeOf<QueryOf<'activity-list'>>();
    expectTypeOf<{ limit: '20' }>().toMatchTypeOf<QueryOf<'activity-list'>>();
    expectTypeOf<QueryOf<'settings-get'>>().toEqualTypeOf<Record<string, never>>();
  });

  it('is the document a write takes, and never for a route without a body', () => {
    expectTypeOf<{
      data: { type: 'settings'; attributes: { cash_variance_threshold_pct: 2 } };
    }>().toMatchTypeOf<RequestBodyOf<'settings-update'>>();
    expectTypeOf<RequestBodyOf<'settings-get'>>().toBeNever();
  });
});
