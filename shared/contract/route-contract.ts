/**
 * What the contract says of one route: its schemas. Declared apart from ./schemas.ts so that the
 * per-family contract modules, which ./schemas.ts imports, can name the type without a cycle.
 */
import type * as z from 'zod/mini';

export type Schema = z.core.$ZodType;

export interface RouteContract {
  /** The attributes of the resource answered (of each item, for a list). */
  attributes: Schema;
  /** The resource's meta (a list's top-level meta). */
  meta?: Schema;
  /** The success body carries `data.id`. */
  id?: true;
  /** `data` is an array of resources, with a top-level `meta`. */
  list?: true;
  /** Query parameters. */
  query?: Schema;
  /** Path parameters (`{id}` segments). */
  params?: Schema;
  /** The request body, the whole JSON document (`{ data: { type, attributes, meta? } }`). */
  body?: Schema;
}

/**
 * A family's component map where each schema is named after its variable, capitalized:
 * `namedAfterVariables({ forecastMeta })` is `{ ForecastMeta: forecastMeta }`. The names are public
 * (a POS client is generated from them); docs/openapi.json, checked by a test, shows any rename.
 */
export function namedAfterVariables(schemas: Readonly<Record<string, Schema>>): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(schemas).map(([variable, schema]) => [
      variable.charAt(0).toUpperCase() + variable.slice(1),
      schema,
    ]),
  );
}

/**
 * The schemas among a module's exports, for a family whose components are every schema its
 * responses module exports (`namedAfterVariables(schemasOf(responses))`): a schema added there is
 * in the document without a list to keep. A module namespace's keys come sorted by name.
 */
export function schemasOf(module: Readonly<Record<string, unknown>>): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(module).filter((entry): entry is [string, Schema] => isSchema(entry[1])),
  );
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;
