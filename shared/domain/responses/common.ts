/**
 * Building blocks of the response schemas: what the service sends back. Every success body's
 * attributes and meta are zod schemas here, and their inferred types are the use cases' result
 * types, so code, the OpenAPI document and the tests read one definition. Objects are strict: a
 * member the schema does not name fails the contract tests instead of slipping through.
 */
import * as z from 'zod/mini';

/** Money in integer cents (negative where a shortage or a loss is meant). */
export const cents = z.int();
export const nullableCents = z.nullable(z.int());

/** A percentage, rounded once at the edge (docs/computation-rules.md); null when undefined. */
export const pct = z.nullable(z.number());

/** The spec's benchmark colours; null when the figure cannot be computed. */
export const STATUS_COLOURS = ['green', 'yellow', 'red'] as const;
export const statusColour = z.nullable(z.enum(STATUS_COLOURS));

/** Alert severities: the colours plus blue for informational. */
export const SEVERITIES = ['red', 'yellow', 'blue'] as const;
export const severity = z.enum(SEVERITIES);

/** YYYY-MM-DD. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** ISO 8601 with the branch's offset (spec "Timestamps"). */
export const timestamp = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/));

/** A UUID as the service writes it (lowercase). */
export const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

/** The period a read covers, both ends included. */
export const period = z.strictObject({ from: isoDate, to: isoDate });

/**
 * The meta of every intelligence and live read (spec "Success envelope for read endpoints"), to be
 * extended by each endpoint with what it adds (benchmarks, the comparison, …).
 */
export const readMetaShape = {
  period,
  branch_identifier: uuid,
  /** When the figures read were built (a stored built_at), with the branch's offset; null: none. */
  snapshot_date: z.nullable(timestamp),
};
export const readMeta = z.strictObject(readMetaShape);
export type ReadMeta = z.output<typeof readMeta>;

/**
 * A list page's meta members: the page size asked for (1 to `max`, default `fallback`) and the
 * cursor of the next page, to send back with the same `sameAs`.
 */
export const pageMeta = (page: { max: number; fallback: number; sameAs: string }) => ({
  limit: z.int().check(z.describe(`The page size asked for (1-${page.max}, default ${page.fallback}).`)),
  next_cursor: z
    .nullable(z.string())
    .check(
      z.describe(`Send back as \`cursor\` (same ${page.sameAs}) for the next page; null on the last page.`),
    ),
});
