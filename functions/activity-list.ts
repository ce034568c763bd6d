import { routeFunction } from '#shared/http/functions.ts';
import { listActivity } from '#shared/use-cases/activity-log.ts';

export const { handler, createHandler } = routeFunction('activity-list', listActivity);
