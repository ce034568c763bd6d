/**
 * Presenters: the only place that turns use-case results and errors into the spec's JSON:API-style
 * bodies and statuses. A use case answers `{ id?, attributes, meta? }` (or a collection); the
 * route table says the `data.type` and the success status.
 */
import { errorDocsLink } from '../contract/error-docs.ts';
import type { RouteDefinition } from '../contract/routes.ts';
import type { ServiceError } from '../domain/errors.ts';
import type { ErrorEnvelope } from '../domain/responses/error.ts';
import { isCollection, type Result } from '../domain/results.ts';

export interface Presented {
  status: number;
  body: unknown;
}

function resource(type: string, result: { id?: string; attributes: unknown; meta?: unknown }) {
  return {
    type,
    ...(result.id === undefined ? {} : { id: result.id }),
    attributes: result.attributes,
    ...(result.meta === undefined ? {} : { meta: result.meta }),
  };
}

/** `{ data: { type, id?, attributes, meta? } }`, or `{ data: [ … ], meta }` for a collection. */
export function presentResult(route: Pick<RouteDefinition, 'type' | 'status'>, result: Result): Presented {
  if (isCollection(result)) {
    return {
      status: route.status,
      body: { data: result.items.map((item) => resource(route.type, item)), meta: result.meta },
    };
  }
  return { status: route.status, body: { data: resource(route.type, result) } };
}

export function presentError(error: ServiceError, requestId: string): ErrorEnvelope {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
      request_id: requestId,
      ...(error.hasReceivedValue ? { received_value: error.receivedValue ?? null } : {}),
      docs: errorDocsLink(error.code),
    },
  };
}
