/**
 * Which table each CSV read writes, compiled from its contract's attributes schema: for the tools
 * and tests that see every route (the OpenAPI generator, scripts/openapi.ts writing ./csv-tables.ts,
 * the contract checks). A deployed function does not use it (it would bundle every family's
 * response schemas): it hands its compiled table from ./csv-tables.ts to the CSV writer
 * (shared/http/csv.ts), and the compiler checks it is its own route's.
 */
import type { CompiledCsvTable } from '../domain/csv-table.ts';
import { BACKOFFICE_CONTRACT } from './backoffice.ts';
import { csvTableFor } from './csv-shapes.ts';
import { FORECAST_CONTRACT } from './forecast.ts';
import { INTELLIGENCE_CONTRACT } from './intelligence.ts';
import { ORGANIZATION_CONTRACT } from './organization.ts';

/** The contracts of the reads that answer CSV, by route id. */
export const CSV_CONTRACTS = {
  ...INTELLIGENCE_CONTRACT,
  ...FORECAST_CONTRACT,
  ...BACKOFFICE_CONTRACT,
  ...ORGANIZATION_CONTRACT,
};
export type CsvRouteId = keyof typeof CSV_CONTRACTS;

/** The table of CSV route `routeId`, compiled from its contract's attributes schema. */
export function csvTableOf<R extends string>(routeId: R): CompiledCsvTable<R> {
  const contract = (
    CSV_CONTRACTS as Readonly<Record<string, { attributes: Parameters<typeof csvTableFor>[1] }>>
  )[routeId];
  if (!contract) throw new Error(`route ${routeId} has no CSV table`);
  return csvTableFor(routeId, contract.attributes);
}
