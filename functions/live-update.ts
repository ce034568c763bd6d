import { eventBridgePorts } from '#shared/adapters/eventbridge.ts';
import { ingestFunction } from '#shared/http/functions.ts';
import { liveUpdate } from '#shared/use-cases/live/update.ts';

export const { handler, createHandler } = ingestFunction('live-update', liveUpdate, eventBridgePorts);
