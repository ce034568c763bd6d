/**
 * THE pipeline trigger, defined once. The same objects are used verbatim by the CDK pipe
 * (infra/pipeline.ts: filter criteria, SQS target parameters, input template) and applied locally
 * by the stream poller (local/stream-poller.ts) through the pure functions below, so the two runtimes
 * cannot disagree on what triggers an aggregation or what the queue message looks like.
 *
 * What passes (see shared/storage/day-store.ts): a NEW_IMAGE of a day's STATE item with `closed = true`,
 * inserted or modified. That is every zout closing (each cash register of the day) and every later
 * document for a closed day (late data bumps `revision`). xout closings never touch STATE, and
 * documents of a day not yet closed leave `closed` absent, so neither passes.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { keys } from '../../storage/keys.ts';

// zod/mini loads no locale: English messages name what is wrong with a poison message.
z.config(en());

/** A literal value, or one of the few EventBridge comparison operators the local matcher supports. */
export type PatternValue =
  | string
  | number
  | boolean
  | null
  | { prefix: string }
  | { exists: boolean }
  | { 'anything-but': readonly (string | number | boolean)[] };

/** An EventBridge (Pipes / Lambda event filtering) pattern: nested objects, leaves are value lists. */
export interface EventPattern {
  readonly [field: string]: EventPattern | readonly PatternValue[];
}

/**
 * The filter, as EventBridge Pipes (and Lambda event source filtering) expect it for a DynamoDB
 * stream source: attribute values carry their DynamoDB type descriptor (`S`, `BOOL`, `N`).
 */
export const TRIGGER_PATTERN = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: {
    NewImage: {
      sk: { S: [keys.dayStateSortKey()] },
      closed: { BOOL: [true] },
    },
  },
} as const satisfies EventPattern;

/** The pattern as the `pattern` string of a FilterCriteria filter. */
export const TRIGGER_FILTER_PATTERN_JSON = JSON.stringify(TRIGGER_PATTERN);

/**
 * SQS FIFO target parameters, as EventBridge Pipes dynamic path parameters over the stream record:
 * the message group is the branch (one day is rebuilt at a time per branch, in stream order, and
 * branches never wait for each other); the deduplication id is the stream record's own id, so a
 * redelivered record is dropped but a later change of the same closed day (late data, a second
 * zout) is a new record and triggers again.
 */
export const TARGET_PARAMETERS = {
  messageGroupIdPath: '$.dynamodb.NewImage.branch_id.S',
  messageDeduplicationIdPath: '$.eventID',
} as const;

/**
 * The queue message body, as a Pipes input template (`<$.path>` is replaced by the value at that
 * path). DynamoDB numbers arrive as strings (`N`), so revision is quoted here and coerced when parsed.
 */
export const MESSAGE_INPUT_TEMPLATE =
  '{"branch_id": "<$.dynamodb.NewImage.branch_id.S>", "business_date": "<$.dynamodb.NewImage.business_date.S>", "revision": "<$.dynamodb.NewImage.revision.N>"}';

/**
 * Receives of an aggregation message before it moves to the dead-letter queue: the AWS queue's
 * redrive policy (infra/pipeline.ts) and the local queue's (local/fifo-queue.ts).
 */
export const MAX_RECEIVE_COUNT = 5;

/** What the aggregator receives: which day of which branch to rebuild, and the state it saw. */
export const aggregationMessage = z.object({
  branch_id: z.string().check(z.minLength(1)),
  business_date: z.iso.date(),
  revision: z.coerce.number().check(z.int(), z.minimum(0)),
});
export type AggregationMessage = z.infer<typeof aggregationMessage>;

/** An SQS FIFO send: body plus the two FIFO parameters. */
export interface QueueSend {
  body: string;
  messageGroupId: string;
  messageDeduplicationId: string;
}

// ---------------------------------------------------------------- pure pattern matching

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function matchesValue(rule: PatternValue, value: unknown): boolean {
  if (rule === null || typeof rule !== 'object') return value === rule;
  if ('prefix' in rule) return typeof value === 'string' && value.startsWith(rule.prefix);
  if ('exists' in rule) return (value !== undefined) === rule.exists;
  if ('anything-but' in rule) {
    return value !== undefined && !(rule['anything-but'] as readonly unknown[]).includes(value);
  }
  throw new Error(`unsupported pattern operator ${JSON.stringify(rule)}`);
}

function matchesList(rules: readonly PatternValue[], value: unknown): boolean {
  // EventBridge: a value list matches when any rule matches; an array value matches when any element does.
  const candidates = Array.isArray(value) ? value : [value];
  return rules.some((rule) =>
    isRecord(rule) && 'exists' in rule
      ? matchesValue(rule, value)
      : candidates.some((candidate) => candidate !== undefined && matchesValue(rule, candidate)),
  );
}

/**
 * EventBridge pattern matching over a plain event (here: a DynamoDB stream record in its wire shape,
 * attribute values as `{ S: … }`). Every field of the pattern must match; fields the pattern does not
 * name are ignored. Operators beyond literals, prefix, exists and anything-but are rejected loudly,
 * so a pattern the local twin cannot evaluate never silently diverges from AWS.
 */
export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  if (!isRecord(event)) return false;
  for (const [field, rule] of Object.entries(pattern)) {
    const value = event[field];
    if (Array.isArray(rule)) {
      if (!matchesList(rule as readonly PatternValue[], value)) return false;
    } else if (!matchesPattern(rule as EventPattern, value)) {
      return false;
    }
  }
  return true;
}

/** Does this stream record trigger an aggregation? */
export function isTrigger(record: unknown): boolean {
  return matchesPattern(TRIGGER_PATTERN, record);
}

// ---------------------------------------------------------------- pure Pipes parameter evaluation

/** Value at a dynamic path (`$.a.b[0].c`, the subset Pipes supports) of an event, or undefined. */
export function valueAtPath(event: unknown, path: string): unknown {
  if (!path.startsWith('$')) throw new Error(`not a JSON path: ${path}`);
  const parts = path
    .slice(1)
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '');
  let current: unknown = event;
  for (const part of parts) {
    if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/**
 * Renders a Pipes input template: each `<$.path>` is replaced by the value at that path. Inside a
 * JSON string (`"…<$.path>…"`) the value is inserted as string content; outside, as its JSON (a
 * missing value becomes an empty string inside a string, null outside).
 */
export function renderInputTemplate(template: string, event: unknown): string {
  let output = '';
  let inString = false;
  for (let index = 0; index < template.length; index++) {
    const char = template[index]!;
    if (char === '<' && template[index + 1] === '$') {
      const end = template.indexOf('>', index);
      if (end < 0) throw new Error(`unterminated placeholder in input template: ${template}`);
      const value = valueAtPath(event, template.slice(index + 1, end));
      if (inString) {
        const text =
          value === undefined || value === null
            ? ''
            : typeof value === 'string'
              ? value
              : JSON.stringify(value);
        output += JSON.stringify(text).slice(1, -1);
      } else {
        output += value === undefined ? 'null' : JSON.stringify(value);
      }
      index = end;
      continue;
    }
    if (char === '\\' && inString) {
      output += char + (template[index + 1] ?? '');
      index++;
      continue;
    }
    if (char === '"') inString = !inString;
    output += char;
  }
  return output;
}

/**
 * What the pipe sends to the FIFO queue for a stream record that passed the filter. Throws when the
 * record lacks a group or deduplication id (Pipes would fail the record too).
 */
export function queueSendFor(record: unknown): QueueSend {
  const messageGroupId = valueAtPath(record, TARGET_PARAMETERS.messageGroupIdPath);
  const messageDeduplicationId = valueAtPath(record, TARGET_PARAMETERS.messageDeduplicationIdPath);
  if (typeof messageGroupId !== 'string' || messageGroupId === '') {
    throw new Error(`stream record has no ${TARGET_PARAMETERS.messageGroupIdPath}`);
  }
  if (typeof messageDeduplicationId !== 'string' || messageDeduplicationId === '') {
    throw new Error(`stream record has no ${TARGET_PARAMETERS.messageDeduplicationIdPath}`);
  }
  return {
    body: renderInputTemplate(MESSAGE_INPUT_TEMPLATE, record),
    messageGroupId,
    messageDeduplicationId,
  };
}

/** Parses a queue message body; throws a descriptive error for a malformed one (it is a poison message). */
export function parseAggregationMessage(body: string): AggregationMessage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new Error(`aggregation message is not JSON: ${body.slice(0, 200)}`, { cause: error });
  }
  const result = aggregationMessage.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`malformed aggregation message (${problems.join('; ')}): ${body.slice(0, 200)}`);
  }
  return result.data;
}
