import { routeFunction } from '#shared/http/functions.ts';
import { getAlerts } from '#shared/use-cases/intelligence/alerts.ts';

export const { handler, createHandler } = routeFunction('intelligence-alerts', getAlerts);
