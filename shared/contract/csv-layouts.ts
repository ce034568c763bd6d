/**
 * Which table each CSV read writes (docs/api-conventions.md, "CSV"): the schema of its attributes
 * and its shape. By default a read's rows are its first list of objects (by-hour: the hours; a
 * back-office page: its records), and a read without one is a one-row summary (sales summary);
 * the exceptions are named here. Only the families that answer CSV are imported, so a function
 * bundles their schemas and no other's.
 */

import { type CsvShape, defaultCsvShape } from '../domain/csv-table.ts';
import { BACKOFFICE_CONTRACT } from './backoffice.ts';
import { INTELLIGENCE_CONTRACT } from './intelligence.ts';
import { ORGANIZATION_CONTRACT } from './organization.ts';
import type { RouteContract } from './route-contract.ts';

type Schema = RouteContract['attributes'];

export interface CsvLayout {
  attributes: Schema;
  shape: CsvShape;
}

/** Reads whose main list is not their first, or that are not a list. */
const SHAPES: Readonly<Record<string, CsvShape>> = {
  // The income statement: one row per line (section, line, amount, %, status).
  'intelligence-pnl': { kind: 'statement' },
  'organization-pnl': { kind: 'statement' },
  // What to buy: one row per item, with its supplier's name and subtotal.
  'intelligence-inventory-suggestions': { kind: 'rows', path: ['by_supplier', 'items'] },
};

const CONTRACTS: Readonly<Record<string, RouteContract>> = {
  ...INTELLIGENCE_CONTRACT,
  ...BACKOFFICE_CONTRACT,
  ...ORGANIZATION_CONTRACT,
};

export function csvLayoutOf(routeId: string): CsvLayout {
  const contract = CONTRACTS[routeId];
  if (!contract) throw new Error(`route ${routeId} has no CSV layout`);
  return { attributes: contract.attributes, shape: SHAPES[routeId] ?? defaultCsvShape(contract.attributes) };
}
