/**
 * Which table each CSV read writes, looked up by route id: for the tools and tests that see every
 * route (the OpenAPI generator, the contract checks). A deployed function does not use it (it
 * would bundle every family's response schemas): it hands its own schema to the CSV writer
 * (shared/http/csv.ts), and the compiler checks it is the one this table names.
 */
import { BACKOFFICE_CONTRACT } from './backoffice.ts';
import { type CsvLayout, csvLayoutFor } from './csv-shapes.ts';
import { INTELLIGENCE_CONTRACT } from './intelligence.ts';
import { ORGANIZATION_CONTRACT } from './organization.ts';

export type { CsvLayout } from './csv-shapes.ts';

/** The contracts of the reads that answer CSV, by route id. */
export const CSV_CONTRACTS = {
  ...INTELLIGENCE_CONTRACT,
  ...BACKOFFICE_CONTRACT,
  ...ORGANIZATION_CONTRACT,
};
export type CsvRouteId = keyof typeof CSV_CONTRACTS;
/** The attributes schema of a CSV read, as its contract names it. */
export type CsvAttributesOf<R extends string> = R extends CsvRouteId
  ? (typeof CSV_CONTRACTS)[R]['attributes']
  : never;

export function csvLayoutOf(routeId: string): CsvLayout {
  const contract = (CSV_CONTRACTS as Readonly<Record<string, { attributes: CsvLayout['attributes'] }>>)[
    routeId
  ];
  if (!contract) throw new Error(`route ${routeId} has no CSV layout`);
  return csvLayoutFor(routeId, contract.attributes);
}
