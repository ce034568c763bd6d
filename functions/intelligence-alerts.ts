import { intelligenceAlertsCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getAlerts } from '#shared/use-cases/intelligence/alerts.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-alerts',
  getAlerts,
  intelligenceAlertsCsv,
);
