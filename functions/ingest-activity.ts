import { ingestFunction } from '#shared/http/functions.ts';
import { eventBridgePorts } from '#shared/runtime/eventbridge.ts';
import { ingestActivity } from '#shared/use-cases/ingest/activity.ts';

export const { handler, createHandler } = ingestFunction('ingest-activity', ingestActivity, eventBridgePorts);
