import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { ingestFunction } from '#shared/http/functions.ts';
import { ingestActivity } from '#shared/use-cases/ingest/activity.ts';

export const { handler, createHandler } = ingestFunction('ingest-activity', ingestActivity, eventBridgePorts);
