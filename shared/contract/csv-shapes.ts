/**
 * The shape of each CSV read's table (docs/api-conventions.md, "CSV"). By default a read's rows are
 * its first list of objects (by-hour: the hours; a back-office page: its records), and a read
 * without one is a one-row summary (sales summary); the exceptions are named here. Build time and
 * tests only: `npm run openapi` compiles each route's table into ./csv-tables.ts, which the
 * functions read, so no function builds a response schema (issue 34).
 */
import type * as z from 'zod/mini';
import {
  type CompiledCsvTable,
  type CsvShape,
  compileCsvTable,
  defaultCsvShape,
} from '../domain/csv-table.ts';

/** Reads whose main list is not their first, or that are not a list. */
const SHAPES: Readonly<Record<string, CsvShape>> = {
  // The income statement: one row per line (section, line, amount, %, status).
  'intelligence-pnl': { kind: 'statement' },
  'organization-pnl': { kind: 'statement' },
  // What to buy: one row per item, with its supplier's name and subtotal.
  'intelligence-inventory-suggestions': { kind: 'rows', path: ['by_supplier', 'items'] },
  // The forecast's accuracy: one row per horizon and figure; its scored days are in the JSON only.
  'intelligence-forecast-accuracy': { kind: 'rows', path: ['horizons'] },
};

/** The table of route `routeId`, whose attributes are `attributes`. */
export function csvTableFor<R extends string>(routeId: R, attributes: z.core.$ZodType): CompiledCsvTable<R> {
  return compileCsvTable(routeId, attributes, SHAPES[routeId] ?? defaultCsvShape(attributes));
}
