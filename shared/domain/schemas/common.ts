/**
 * Building blocks shared by the ingest schemas: money, dates, timestamps, UUIDs, the common enums
 * and the documented meta members. Every rule here is described in docs/ingest-schemas.md.
 */
import * as z from 'zod/mini';
import {
  ACTIVITY_MAX_AGE_MS,
  ACTIVITY_MAX_FUTURE_SKEW_MS,
  MAX_COUNT,
  MAX_ITEM_QUANTITY,
  MAX_NAME_LENGTH,
  MAX_ROW_CENTS,
  MAX_TEXT_LENGTH,
  MAX_TOTAL_CENTS,
} from '../limits.ts';
import { UUID_PATTERN } from '../uuid.ts';
import { CATEGORY_TYPES, CLOSING_TYPES } from '../vocabulary.ts';

/** "at most 9,999,999 cents": how a bound reads in a 422 and in the OpenAPI description. */
const grouped = (value: number) => value.toLocaleString('en-US');

/**
 * Money within ±`max` cents (an integer). The bound is the field's documented maximum
 * (shared/domain/limits.ts, docs/ingest-schemas.md "Numeric bounds").
 */
export function boundedCents(max: number, min: number, belowMin: string) {
  return z
    .int({ error: 'must be an integer number of cents' })
    .check(
      z.minimum(min, { error: belowMin }),
      z.maximum(max, { error: `must be at most ${grouped(max)} cents` }),
    );
}

export const NEGATIVE_CENTS_RULE =
  "must not be negative: only a closing's summaries and a cash_register.closed variance_cents may be";

/** Money of one row (a line, a discount, a price): 0 to MAX_ROW_CENTS. */
export const cents = boundedCents(MAX_ROW_CENTS, 0, NEGATIVE_CENTS_RULE);

/** A total (a day's sales, a payment, an expense): 0 to MAX_TOTAL_CENTS. */
export const totalCents = boundedCents(MAX_TOTAL_CENTS, 0, NEGATIVE_CENTS_RULE);

/**
 * A total that may be negative: only where the spec means a shortage (a cash_variance summary, a
 * register close's variance_cents; docs/ingest-schemas.md "Negative amounts"). ±MAX_TOTAL_CENTS.
 */
export const signedCents = boundedCents(
  MAX_TOTAL_CENTS,
  -MAX_TOTAL_CENTS,
  `must be at least -${grouped(MAX_TOTAL_CENTS)} cents`,
);

/** A count that may be zero (covers, tables served, transaction_count, items_count): 0 to MAX_COUNT. */
export const count = z
  .int()
  .check(z.minimum(0), z.maximum(MAX_COUNT, { error: `must be at most ${grouped(MAX_COUNT)}` }));

/** A quantity of items: a positive integer up to MAX_ITEM_QUANTITY. */
export const quantity = z
  .int({ error: 'must be a positive integer' })
  .check(
    z.minimum(1, { error: 'must be a positive integer' }),
    z.maximum(MAX_ITEM_QUANTITY, { error: `must be at most ${grouped(MAX_ITEM_QUANTITY)}` }),
  );

/**
 * The rows of one document add up to at most MAX_TOTAL_CENTS per amount member (in magnitude; per
 * value of `groupBy` when given): flags the row whose `member` brings the running total over it, at
 * that row's own path.
 */
export function totalWithinBound(
  ctx: z.core.$RefinementCtx,
  array: string,
  rows: readonly Record<string, unknown>[],
  member: string,
  groupBy?: string,
): void {
  const totals = new Map<unknown, number>();
  for (const [index, row] of rows.entries()) {
    const value = row[member];
    if (typeof value !== 'number') continue;
    const group = groupBy === undefined ? undefined : row[groupBy];
    const total = (totals.get(group) ?? 0) + Math.abs(value);
    totals.set(group, total);
    if (total > MAX_TOTAL_CENTS) {
      const of = groupBy === undefined ? '' : ` of its ${groupBy} (${String(group)})`;
      ctx.addIssue({
        code: 'custom',
        path: [array, index, member],
        message: `brings the document's ${member} total${of} to ${grouped(total)}, over ${grouped(MAX_TOTAL_CENTS)} (the largest total of one document; send the rest in another)`,
      });
      return;
    }
  }
}

/** A short string: names, identifiers, SKUs, labels. May be empty when optional. */
export const name = z.string().check(z.maxLength(MAX_NAME_LENGTH));

/**
 * A short string that must carry a visible character: required names and upsert keys. A pattern
 * (not a refinement), so the OpenAPI document says it too.
 */
export const requiredName = name.check(
  z.minLength(1, { error: 'must not be empty' }),
  z.regex(/\S/, { error: 'must not be empty' }),
);

/** Free text: reason, description. */
export const text = z.string().check(z.maxLength(MAX_TEXT_LENGTH));

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD string (DATE_PATTERN already checked) names a day that exists: month 1–12,
 * day within the month, Gregorian leap years. Plain arithmetic, so schemas carry no luxon (70 KB of
 * every ingest and back-office bundle).
 */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is rejected). Output: the string as sent. */
export const isoDate = z
  .string()
  .check(
    z.regex(DATE_PATTERN, { error: 'must be a date in YYYY-MM-DD format', abort: true }),
    z.refine(isCalendarDate, { error: 'must be a real calendar date (YYYY-MM-DD)' }),
    z.meta({ format: 'date' }),
  );

// ----------------------------------------------------------- what the OpenAPI document says
//
// Rules a use case checks itself, after the schema (with the spec's own messages), or that JSON
// Schema can say but a zod refinement cannot: these add them to the generated document only, from
// the same constants, so a client generated from it sends what the service accepts
// (docs/architecture.md "Adding a route").

/**
 * A date query parameter whose form the use case checks (resolvePeriod, the list's range): a
 * calendar date YYYY-MM-DD (`format: date`, the pattern).
 */
export const queryDate = (description: string) =>
  z.string().check(z.meta({ description, format: 'date', pattern: DATE_PATTERN.source }));

/** A query parameter the use case checks to be one of `values` (e.g. `period`). */
export const queryEnum = (values: readonly string[], description: string) =>
  z.string().check(z.meta({ description, enum: [...values] }));

/** The JSON Schema of a rule zod checks in a refinement (anyOf, multipleOf, …), for the document. */
type JsonSchemaOverride = (context: { jsonSchema: Record<string, unknown> }) => void;
const documented = (override: JsonSchemaOverride) => z.meta({ override } as unknown as z.core.GlobalMeta);

/** At least one of `members` must be present (what a superRefine checks): `anyOf` of `required`. */
export const oneOfRequired = (...members: string[]) =>
  documented(({ jsonSchema }) => {
    jsonSchema.anyOf = members.map((member) => ({ required: [member] }));
  });

/** The number is a multiple of `step` (a refinement checks it exactly): `multipleOf`. */
export const documentedMultipleOf = (step: number) =>
  documented(({ jsonSchema }) => {
    jsonSchema.multipleOf = step;
  });

/** No two items are equal (a refinement checks it): `uniqueItems`. */
export const documentedUniqueItems = () =>
  documented(({ jsonSchema }) => {
    jsonSchema.uniqueItems = true;
  });

/**
 * ISO 8601 date-time with an explicit offset: `YYYY-MM-DDThh:mm[:ss[.fraction]]` then `Z` or
 * `±hh:mm`. The pattern bounds hours (00-23), minutes, seconds (00-59) and the offset (at most
 * 14:00); the date part must exist. Output: the string as sent, offset preserved (the business hour
 * is read in the branch's zone downstream).
 */
const TIMESTAMP_PATTERN =
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))$/;

export const timestamp = z.string().check(
  z.regex(TIMESTAMP_PATTERN, {
    error: 'must be an ISO 8601 timestamp with a time zone offset, e.g. 2026-03-01T20:15:00-06:00',
    abort: true,
  }),
  z.refine((value: string) => isCalendarDate(value.slice(0, 10)), {
    error: 'must be a real calendar date and time',
  }),
);

/**
 * The `occurred_at` of an event sent as it happens (activity, live updates): the use case refuses
 * one more than ACTIVITY_MAX_AGE_MS before its arrival or ACTIVITY_MAX_FUTURE_SKEW_MS after it.
 */
// A function, not a constant: a schema built at load would sit in every bundle that imports this
// module (the purchase, payroll and count creates passed their 405 KB hold), annotated pure or not.
export const recentTimestamp = () =>
  timestamp.check(
    z.describe(
      `When it happened, with its offset: at most ${ACTIVITY_MAX_AGE_MS / 60_000} minutes before the request and ${ACTIVITY_MAX_FUTURE_SKEW_MS / 60_000} after it (clock skew), else 422: events are sent as they happen, never later.`,
    ),
  );

export type { CategoryType } from '../vocabulary.ts';
export { UUID_PATTERN };

/**
 * A UUID in the 8-4-4-4-12 hexadecimal form, any version, either case. Output is lowercased
 * (RFC 9562: UUIDs compare case-insensitively), so keys built from it match whatever case the POS used.
 */
export const uuid = z.string().check(
  z.regex(UUID_PATTERN, { error: 'must be a UUID (8-4-4-4-12 hexadecimal digits)' }),
  // An overwrite, not a transform: the type stays a string, so the OpenAPI document can say it.
  z.overwrite((value: string) => value.toLowerCase()),
);

/** xout: partial shift close (informational); zout: end of day (triggers the daily aggregation). */
export const closingType = z.enum(CLOSING_TYPES);

export const categoryType = z.enum(CATEGORY_TYPES);

/** Discount kinds, used by discounts[].type / factor_type and activity detail.discount_type. */
export const DISCOUNT_TYPES = ['percentage', 'fixed', 'courtesy'] as const;
export const discountType = z.enum(DISCOUNT_TYPES);

/** A percentage 0..100 (discount rate, discount_pct). */
export const percent = z.number().check(z.minimum(0), z.maximum(100));

export const POS_VARIANTS = ['full_dining', 'express'] as const;

/** The documented data.meta members; all optional, unknown members accepted and kept. */
export const ingestMeta = z.looseObject({
  pos_name: z.optional(name),
  pos_version: z.optional(name),
  pos_variant: z.optional(z.enum(POS_VARIANTS)),
  sent_at: z.optional(timestamp),
  cashier_name: z.optional(name),
  cash_register_name: z.optional(name),
  device: z.optional(name),
  /** X-Idempotency-Key of an earlier document of the same resource and day that this one corrects (us). */
  replaces: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
});

/**
 * The catalog item a discount or a cancellation is of (by any of its ids) and how many units: optional,
 * like every member of those elements in the spec.
 */
export const optionalItemMembers = {
  item_identifier: z.optional(uuid),
  item_sku: z.optional(name),
  item_name: z.optional(name),
  quantity: z.optional(quantity),
} as const;

/** Attributes every day document carries (payments, orders, discounts, cancellations). */
export const dayDocument = {
  branch_identifier: uuid,
  date: isoDate,
  closing_type: closingType,
} as const;

/**
 * A request sends each entry once: the returned check flags an entry whose `field` repeats the key of
 * an earlier entry of `array` ("repeats items[0].item_sku; send each item once per request"), at the
 * repeat's own path. One check per array, any number of fields.
 */
export function onceEach(ctx: z.core.$RefinementCtx, array: string, noun: string) {
  const firstByField = new Map<string, Map<string, number>>();
  return (index: number, field: string, key: string, why = ''): void => {
    const firsts = firstByField.get(field) ?? new Map<string, number>();
    firstByField.set(field, firsts);
    const first = firsts.get(key);
    if (first === undefined) {
      firsts.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: [array, index, field],
      message: `repeats ${array}[${first}].${field}${why}; send each ${noun} once per request`,
    });
  };
}

/** A list's `limit` query parameter: `items` per page, 1 to `max` (default `fallback`). */
export const pageLimit = (items: string, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.maximum(max),
        z.describe(`${items} per page, 1 to ${max} (default ${fallback}).`),
      ),
    fallback,
  );

/** A list's `cursor` query parameter: the previous page's meta.next_cursor, sent with the same `sameAs`. */
export const pageCursor = (sameAs: string) =>
  z.optional(
    z
      .string()
      .check(z.minLength(1), z.describe(`meta.next_cursor of the previous page, with the same ${sameAs}.`)),
  );
