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
import type { RouteDefinition, RouteId } from './routes.ts';
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
