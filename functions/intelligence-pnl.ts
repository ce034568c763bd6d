import { intelligencePnlCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getPnl } from '#shared/use-cases/intelligence/pnl.ts';

export const { handler, createHandler } = csvRouteFunction('intelligence-pnl', getPnl, intelligencePnlCsv);
