import { ingestFunction } from '#shared/http/functions.ts';
import { eventBridgePorts } from '#shared/runtime/eventbridge.ts';
import { liveUpdate } from '#shared/use-cases/live/update.ts';

export const { handler, createHandler } = ingestFunction('live-update', liveUpdate, eventBridgePorts);
