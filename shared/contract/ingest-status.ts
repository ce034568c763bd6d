/** Contract of GET /api/v1/ingest/status (integration health, docs/ingest.md#integration-health). */
import {
  ingestBuildFailure,
  ingestDocumentCount,
  ingestFailedDelivery,
  ingestStatusAttributes,
  ingestStatusDay,
  ingestStatusMeta,
} from '../domain/responses/ingest-status.ts';
import { ingestStatusQuery } from '../domain/schemas/ingest-status-query.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const INGEST_STATUS_CONTRACT = {
  'ingest-status': { attributes: ingestStatusAttributes, meta: ingestStatusMeta, query: ingestStatusQuery },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const INGEST_STATUS_COMPONENTS = {
  IngestStatus: ingestStatusAttributes,
  IngestStatusMeta: ingestStatusMeta,
  IngestStatusDay: ingestStatusDay,
  IngestDocumentCount: ingestDocumentCount,
  IngestBuildFailure: ingestBuildFailure,
  IngestFailedDelivery: ingestFailedDelivery,
} as const;
