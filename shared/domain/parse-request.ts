/**
 * Parsing a request at the edge: the body, the envelope, the query. Pure, so it lives in the domain
 * (the use cases and the webhook rules call it too, and they may not import shared/http). The
 * middleware calls these functions; everything after them trusts its types. Order of checks on an ingest body (docs/ingest-schemas.md):
 *   1. body within MAX_BODY_BYTES (the only size check), present, nesting within MAX_BODY_DEPTH
 *      (checked on the text, before JSON.parse), valid JSON                   → 413 / 400
 *   2. envelope: data, data.type, data.attributes (an object)      → 400
 *   3. data.type is the endpoint's                                 → 422 (field data.type)
 *   4. nesting depth, no reserved member name (`__proto__`, `constructor`, `prototype`) and every
 *      `*_cents` member anywhere in data.attributes / data.meta is a safe integer (unknown members
 *      and activity detail included)                               → 422 / 422_CENTS
 *   5. the resource schema; the first issue is reported            → 422
 */
import type * as z from 'zod/mini';
// The core parser: every schema is zod/mini's, so no function bundles the chained API.
import { safeParse } from 'zod/v4/core';
import { BadRequestError, CentsError, PayloadTooLargeError, ValidationError } from './errors.ts';
import {
  MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  MAX_ECHOED_STRING_LENGTH,
  MAX_JSON_DEPTH,
  RESERVED_MEMBER_NAMES,
} from './limits.ts';
import { ingestMeta } from './schemas/common.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Decode and parse a request body. Empty or malformed → 400; larger than MAX_BODY_BYTES → 413. */
export function parseJsonBody(raw: string | null | undefined, isBase64Encoded = false): unknown {
  if (raw === null || raw === undefined || raw === '') {
    throw new BadRequestError('The request body is empty; send a JSON object with a data member.');
  }
  const bytes = isBase64Encoded ? Buffer.from(raw, 'base64') : undefined;
  const size = bytes ? bytes.length : Buffer.byteLength(raw, 'utf8');
  if (size > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(
      `The request body is ${size} bytes; the maximum is ${MAX_BODY_BYTES} bytes. Split the data into several requests.`,
    );
  }
  let text = bytes ? bytes.toString('utf8') : raw;
  // A UTF-8 byte order mark (some Windows HTTP stacks add one) is not JSON; drop it.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '') {
    throw new BadRequestError('The request body is empty; send a JSON object with a data member.');
  }
  assertBodyDepth(text);
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadRequestError(`The request body is not valid JSON: ${reason}`);
  }
}

/**
 * Nesting depth of JSON text, counted on the characters (brackets outside strings) in one pass with
 * no recursion, so a body of a few KB nested thousands deep is refused before anything parses or
 * walks it. Malformed text is left to JSON.parse.
 */
function assertBodyDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > MAX_BODY_DEPTH) {
        throw new BadRequestError(
          `The request body nests deeper than ${MAX_BODY_DEPTH} levels; data.attributes and data.meta may nest at most ${MAX_JSON_DEPTH}.`,
        );
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
}

export interface ParsedEnvelope<A, M> {
  attributes: A;
  meta: M;
}

/**
 * Check the JSON:API-style envelope, then validate data.attributes with `attributes` and data.meta
 * with `meta` (default: the documented ingest meta members; an absent meta parses as `{}`).
 */
export function parseEnvelope<S extends z.core.$ZodType, M extends z.core.$ZodType = typeof ingestMeta>(
  body: unknown,
  expectedType: string,
  attributes: S,
  meta?: M,
): ParsedEnvelope<z.output<S>, z.output<M>> {
  if (!isObject(body)) {
    throw new BadRequestError(
      'The request body must be a JSON object of the form {"data": {"type": ..., "attributes": {...}}}.',
    );
  }
  const data = body.data;
  if (data === undefined || data === null) {
    throw new BadRequestError('data is required.', { field: 'data' });
  }
  if (!isObject(data)) {
    throw new BadRequestError('data must be an object.', { field: 'data' });
  }
  if (data.type === undefined || data.type === null) {
    throw new BadRequestError('data.type is required.', { field: 'data.type' });
  }
  if (data.attributes === undefined || data.attributes === null) {
    throw new BadRequestError('data.attributes is required.', { field: 'data.attributes' });
  }
  if (!isObject(data.attributes)) {
    throw new BadRequestError('data.attributes must be an object.', { field: 'data.attributes' });
  }
  if (data.type !== expectedType) {
    throw new ValidationError(`data.type must be "${expectedType}" for this endpoint.`, {
      field: 'data.type',
      ...echo(data.type),
    });
  }

  const rawMeta = data.meta === undefined ? {} : data.meta;
  checkDepthAndCents(data.attributes, 'data.attributes');
  checkDepthAndCents(rawMeta, 'data.meta');

  return {
    attributes: parseWith(attributes, data.attributes, 'data.attributes'),
    meta: parseWith((meta ?? ingestMeta) as M, rawMeta, 'data.meta'),
  };
}

/** Validate query-string parameters; failures name `query.<name>`. A null query is `{}`. */
export function parseQuery<S extends z.core.$ZodType>(
  query: Record<string, string | undefined> | null,
  schema: S,
): z.output<S> {
  return parseWith(schema, { ...(query ?? {}) }, 'query');
}

/**
 * Parse `input` with `schema`; the first issue becomes a ValidationError (or CentsError) whose field
 * starts with `prefix` ('' for members of the body itself, e.g. `url`).
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown, prefix: string): z.output<S> {
  const result = safeParse(schema, input, { error: () => DEFAULT_MESSAGE });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ValidationError(`${prefix} is invalid.`, { field: prefix });
  throw issueToError(issue, input, prefix);
}

/**
 * Marker for "zod's default message": schemas that set their own `error` win over the per-parse
 * map (zod's precedence), so any other message is a rule text written in a schema.
 */
const DEFAULT_MESSAGE = '\u0000default';

function issueToError(issue: z.core.$ZodIssue, input: unknown, prefix: string): ValidationError | CentsError {
  const field = formatPath(prefix, issue.path);
  const found = valueAt(input, issue.path);
  const last = issue.path[issue.path.length - 1];
  if (
    found.present &&
    typeof last === 'string' &&
    last.endsWith('_cents') &&
    !Number.isSafeInteger(found.value)
  ) {
    return new CentsError(field, echoable(found.value));
  }
  // Absent member: whatever rule zod names (type, enum, discriminator), the news is that it is missing.
  // Our own refinements (code custom) word their message for absence themselves.
  if (!found.present && issue.code !== 'custom') {
    return new ValidationError(`${field} is required.`, { field });
  }
  let rule = issue.message !== DEFAULT_MESSAGE ? issue.message : describe(issue);
  if (Array.isArray(found.value) && (issue.code === 'too_big' || issue.code === 'too_small')) {
    rule += ` (received ${found.value.length})`;
  }
  return new ValidationError(`${field} ${rule}.`, { field, ...(found.present ? echo(found.value) : {}) });
}

/** The rule an issue broke, in English, as a predicate on the field ("must be one of: xout, zout"). */
function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'options' in issue && issue.options
        ? `must be one of: ${issue.options.map(String).join(', ')}`
        : 'does not match any allowed form';
    case 'too_small':
      return describeBound(issue.origin, 'at least', issue.minimum, issue.inclusive);
    case 'too_big':
      return describeBound(issue.origin, 'at most', issue.maximum, issue.inclusive);
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has members it does not accept: ${issue.keys.join(', ')}`;
    default:
      return 'is invalid';
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describeBound(
  origin: string,
  side: 'at least' | 'at most',
  limit: number | bigint,
  inclusive = true,
) {
  if (origin === 'string') return `must be ${side} ${limit} characters long`;
  if (origin === 'array') return `must contain ${side} ${limit} item${limit === 1 ? '' : 's'}`;
  if (origin === 'int' && (limit === Number.MAX_SAFE_INTEGER || limit === Number.MIN_SAFE_INTEGER)) {
    return `must be an integer between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;
  }
  if (inclusive) return `must be ${side} ${limit}`;
  return `must be ${side === 'at least' ? 'greater' : 'less'} than ${limit}`;
}

/**
 * Walk data.attributes / data.meta in document order (iteratively: no recursion on client input).
 * Rejects nesting deeper than MAX_JSON_DEPTH, a reserved member name, and any member named `*_cents`
 * that is neither a safe integer nor null (whether null is allowed is the member's schema's rule).
 */
function checkDepthAndCents(root: unknown, prefix: string): void {
  const stack: Array<{ value: unknown; path: string; depth: number; cents: boolean }> = [
    { value: root, path: prefix, depth: 0, cents: false },
  ];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, path, depth, cents } = entry;
    // null is the schema's to accept ("no amount") or refuse (then 422_CENTS all the same).
    if (cents && value !== null && !Number.isSafeInteger(value)) throw new CentsError(path, echoable(value));
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw new ValidationError(`${path} nests deeper than ${MAX_JSON_DEPTH} levels.`, { field: path });
    }
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], path: `${path}[${index}]`, depth: depth + 1, cents: false });
      }
    } else {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        if (RESERVED_MEMBER_NAMES.includes(key)) {
          throw new ValidationError(
            `${appendKey(path, key)} is a reserved member name (${RESERVED_MEMBER_NAMES.join(', ')}); rename the member.`,
            { field: appendKey(path, key) },
          );
        }
        stack.push({
          value: (value as JsonObject)[key],
          path: appendKey(path, key),
          depth: depth + 1,
          cents: key.endsWith('_cents'),
        });
      }
    }
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function appendKey(path: string, key: string): string {
  if (path === '' && IDENTIFIER.test(key)) return key;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** `data.attributes` + ['lines', 2, 'quantity'] → `data.attributes.lines[2].quantity`. */
function formatPath(prefix: string, path: readonly PropertyKey[]): string {
  let result = prefix;
  for (const segment of path) {
    result = typeof segment === 'number' ? `${result}[${segment}]` : appendKey(result, String(segment));
  }
  return result;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): { present: boolean; value?: unknown } {
  let current: unknown = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return { present: false };
    const key = typeof segment === 'symbol' ? segment : String(segment);
    if (!Object.hasOwn(current, key)) return { present: false };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === undefined ? { present: false } : { present: true, value: current };
}

/**
 * The received value as reported in error.received_value: non-finite numbers (1e400 parses as
 * Infinity) become their string, long strings are cut at MAX_ECHOED_STRING_LENGTH and end with "…".
 */
function echoable(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.length > MAX_ECHOED_STRING_LENGTH) {
    return `${value.slice(0, MAX_ECHOED_STRING_LENGTH)}…`;
  }
  return value;
}

/** Scalars are echoed; arrays and objects are not (they may be megabytes), so received_value is omitted. */
function echo(value: unknown): { receivedValue?: unknown } {
  return typeof value === 'object' && value !== null ? {} : { receivedValue: echoable(value) };
}
