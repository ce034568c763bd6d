/**
 * The schemas of every route: what it takes (query, path parameters, body) and what it answers
 * (the attributes and meta of its resource). With the route table they are the whole contract:
 * `npm run openapi` generates docs/openapi.json from both, and the tests parse every real answer
 * with the success body built here. Functions never import this module (it would bundle every
 * schema into every Lambda); the HTTP layer takes only its types.
 */
import * as z from 'zod/mini';
import { pingAttributes } from '../domain/responses/ping.ts';
import type { Collection, Resource } from '../domain/results.ts';
import { ALERT_REVIEWS_CONTRACT } from './alert-reviews.ts';
import { ASSISTANT_CONTRACT } from './assistant.ts';
import { AUDIT_CONTRACT } from './audit.ts';
import { BACKOFFICE_CONTRACT } from './backoffice.ts';
import { DEVELOPER_CONTRACT } from './developer.ts';
import { FORECAST_CONTRACT } from './forecast.ts';
import { INGEST_CONTRACT } from './ingest.ts';
import { INGEST_STATUS_CONTRACT } from './ingest-status.ts';
import { INTELLIGENCE_CONTRACT } from './intelligence.ts';
import { LIVE_CONTRACT } from './live.ts';
import { ORGANIZATION_CONTRACT } from './organization.ts';
import type { RouteContract } from './route-contract.ts';
import type { ROUTES, RouteDefinition, RouteId } from './routes.ts';
import { SETTINGS_CONTRACT } from './settings.ts';
import { WEBHOOKS_CONTRACT } from './webhooks.ts';

export type { RouteContract };

type Schema = z.core.$ZodType;

export const CONTRACT = {
  ping: { attributes: pingAttributes },
  ...INGEST_CONTRACT,
  ...INGEST_STATUS_CONTRACT,
  ...LIVE_CONTRACT,
  ...SETTINGS_CONTRACT,
  ...BACKOFFICE_CONTRACT,
  ...WEBHOOKS_CONTRACT,
  ...DEVELOPER_CONTRACT,
  ...INTELLIGENCE_CONTRACT,
  ...FORECAST_CONTRACT,
  ...ALERT_REVIEWS_CONTRACT,
  ...ASSISTANT_CONTRACT,
  ...AUDIT_CONTRACT,
  ...ORGANIZATION_CONTRACT,
} satisfies Partial<Record<RouteId, RouteContract>>;

type Contracts = typeof CONTRACT;
export type ContractedRouteId = keyof Contracts;

type Out<S> = S extends Schema ? z.output<S> : never;

/** The result a route's use case answers, from its schemas (a route without schemas answers none). */
export type ResultOf<R extends RouteId> = R extends ContractedRouteId
  ? Contracts[R] extends { list: true; attributes: infer A; meta: infer M }
    ? Collection<Out<A>, Out<M>>
    : Contracts[R] extends { attributes: infer A; meta: infer M }
      ? Resource<Out<A>, Out<M>>
      : Contracts[R] extends { attributes: infer A }
        ? Resource<Out<A>>
        : never
  : never;

type In<S> = S extends Schema ? z.input<S> : never;

/**
 * The `data.type` of route `R`'s success body: the literal where the table spells the route out,
 * a string where a helper builds it (their ids and types are strings to the compiler).
 */
type DataTypeOf<R extends RouteId> = [Extract<(typeof ROUTES)[number], { id: R }>] extends [never]
  ? string
  : Extract<(typeof ROUTES)[number], { id: R }>['type'];

/** A strict object without members: what successBody writes for a list without a meta schema. */
type NoMembers = Record<string, never>;

/** The resource of a one-resource body: `id` and `meta` only where the contract says so. */
type ResourceBody<R extends RouteId, C> = {
  type: DataTypeOf<R>;
  attributes: C extends { attributes: infer A } ? Out<A> : never;
} & (C extends { id: true } ? { id: string } : unknown) &
  (C extends { meta: infer M } ? { meta: Out<M> } : unknown);

/**
 * The success JSON body of route `R`, at the type level exactly as successBody() below builds its
 * schema: a list is `{ data: [{ type, id, attributes }], meta }`, anything else `{ data: resource }`.
 * A client reads an answer with it instead of re-declaring the shape (web/dashboard/src/lib/api.ts).
 */
export type BodyOf<R extends RouteId> = R extends ContractedRouteId
  ? Contracts[R] extends { list: true; attributes: infer A }
    ? {
        data: { type: DataTypeOf<R>; id: string; attributes: Out<A> }[];
        meta: Contracts[R] extends { meta: infer M } ? Out<M> : NoMembers;
      }
    : { data: ResourceBody<R, Contracts[R]> }
  : never;

/**
 * A query parameter as a client passes it: a coerced one (a page size) takes its input as text or
 * a number, and so does any member whose input zod leaves `unknown`.
 */
type QueryValue<V> = unknown extends V ? string | number | undefined : V;

/**
 * The query route `R` parses, as its schema's input (what a client sends; the URL makes it text).
 * No query schema: none is read.
 */
export type QueryOf<R extends RouteId> = R extends ContractedRouteId
  ? Contracts[R] extends { query: infer Q }
    ? { [K in keyof In<Q>]: QueryValue<In<Q>[K]> }
    : NoMembers
  : never;

/** The JSON document a write route `R` takes, as its body schema's input; `never` for a route without one. */
export type RequestBodyOf<R extends RouteId> = R extends ContractedRouteId
  ? Contracts[R] extends { body: infer B }
    ? In<B>
    : never
  : never;

/** The success body of a route, as the presenter writes it (shared/http/presenters.ts). */
export function successBody(route: Pick<RouteDefinition, 'type'>, contract: RouteContract) {
  const resource = (withId: boolean, meta: Schema | undefined) =>
    z.strictObject({
      type: z.literal(route.type),
      ...(withId ? { id: z.string() } : {}),
      attributes: contract.attributes,
      ...(meta ? { meta } : {}),
    });
  if (contract.list) {
    return z.strictObject({
      data: z.array(resource(true, undefined)),
      meta: contract.meta ?? z.strictObject({}),
    });
  }
  return z.strictObject({ data: resource(contract.id === true, contract.meta) });
}

export function contractOf(routeId: string): RouteContract | undefined {
  return Object.hasOwn(CONTRACT, routeId) ? (CONTRACT as Record<string, RouteContract>)[routeId] : undefined;
}
