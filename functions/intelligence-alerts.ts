import { readFunction } from '#shared/http/functions.ts';
import { getAlerts } from '#shared/use-cases/intelligence/alerts.ts';

export const { handler, createHandler } = readFunction('intelligence-alerts', getAlerts);
