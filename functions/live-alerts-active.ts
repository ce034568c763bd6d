import { routeFunction } from '#shared/http/functions.ts';
import { getLiveAlerts } from '#shared/use-cases/live/read.ts';

export const { handler, createHandler } = routeFunction('live-alerts-active', getLiveAlerts);
