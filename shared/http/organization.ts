/**
 * The organization reads' Lambda adapter (docs/organizations.md): envelope → a member's token
 * (shared/guards/auth.ts authenticateMember) → rate limit (per organization and per user,
 * docs/api-conventions.md) → scope and role → the read, answered as JSON or CSV. No branch is named,
 * so there is no branch plan check here: the read checks each branch's plan itself and names the
 * branches it leaves out.
 */
import middy from '@middy/core';
import { inRequestScope } from '../adapters/logger.ts';
import type { CsvRouteId } from '../contract/csv-layouts.ts';
import { type RouteId, routeById } from '../contract/routes.ts';
import type { ResultOf } from '../contract/schemas.ts';
import type { CompiledCsvTable } from '../domain/csv-table.ts';
import { authenticateMember, authorize } from '../guards/auth.ts';
import { consumeFor, organizationSubject, userSubject } from '../guards/rate-limit.ts';
import { type Deps, lambdaDeps } from '../use-cases/deps.ts';
import type { OrganizationRequest } from '../use-cases/request.ts';
import { csvNegotiation } from './csv.ts';
import { type HttpFunction, type LambdaHttpHandler, lazy } from './functions.ts';
import { envelope } from './middleware.ts';
import {
  type HttpEvent,
  type HttpResponse,
  headerOf,
  type RouteRequest,
  type ServiceContext,
} from './types.ts';

export type OrganizationUseCase<R> = (deps: Deps, request: OrganizationRequest) => Promise<R>;

/** CSV of an organization read: named after the organization; timestamps in UTC (branches differ). */
const organizationScope = (organizationId: string) => () => ({ owner: organizationId, timeZone: 'UTC' });

/** An organization read; `table` is its compiled CSV table (see csvRouteFunction). */
export function organizationFunction<R extends RouteId & CsvRouteId>(
  routeId: R,
  useCase: OrganizationUseCase<ResultOf<R>>,
  table: CompiledCsvTable<R>,
): HttpFunction<Deps> {
  const route = routeById(routeId);
  if (route.auth !== 'member') throw new Error(`${routeId} is not an organization read`);
  const createHandler = (deps: Deps): LambdaHttpHandler => {
    const chain = middy<HttpEvent, HttpResponse, Error, ServiceContext>()
      .use(envelope(deps, route))
      .handler(async (event, context) => {
        const member = await authenticateMember(deps, {
          apiKey: headerOf(event, 'X-API-Key'),
          authorization: headerOf(event, 'Authorization'),
        });
        // Counted before the scope check and the read, as a branch's requests are (one round trip).
        context.state.rateLimit = await consumeFor(deps, [
          organizationSubject(member.organizationId),
          userSubject(member.principal.userSub),
        ]);
        authorize(member.principal, route);
        deps.logger.appendKeys({ organization_id: member.organizationId, credential: 'user' });
        const negotiated = csvNegotiation(organizationScope(member.organizationId), table)(route, event);
        const { answer, query } =
          typeof negotiated === 'function' ? { answer: negotiated, query: {} } : negotiated;
        const request: OrganizationRequest = {
          requestId: context.state.requestId,
          organizationId: member.organizationId,
          principal: member.principal,
          query,
          now: deps.clock.now(),
        };
        const result = await useCase(deps, request);
        // The answer's writers read the query (a CSV file's period) and nothing of a branch.
        return answer(route, result, { query } as RouteRequest);
      });
    return (event, context) => inRequestScope(() => chain(event, context as ServiceContext));
  };
  return lazy(lambdaDeps, createHandler);
}
