import { describe, expect, it } from 'vitest';
import { keys } from '#shared/storage/keys.ts';
import {
  isTrigger,
  MESSAGE_INPUT_TEMPLATE,
  matchesPattern,
  parseAggregationMessage,
  queueSendFor,
  renderInputTemplate,
  TARGET_PARAMETERS,
  TRIGGER_FILTER_PATTERN_JSON,
  TRIGGER_PATTERN,
  valueAtPath,
} from '#shared/use-cases/pipeline/trigger.ts';

const BRANCH = '3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const DATE = '2026-03-06';

/** A stream record in the wire shape DynamoDB Streams (and Pipes) hand over. */
function streamRecord(
  options: {
    eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
    eventID?: string;
    sk?: string;
    closed?: boolean;
    revision?: number;
    image?: boolean;
  } = {},
) {
  const state = keys.dayState(BRANCH, DATE);
  const image: Record<string, unknown> = {
    pk: { S: state.pk },
    sk: { S: options.sk ?? state.sk },
    branch_id: { S: BRANCH },
    business_date: { S: DATE },
    revision: { N: String(options.revision ?? 1) },
    zout_count: { N: '1' },
  };
  if (options.closed !== undefined) image.closed = { BOOL: options.closed };
  return {
    eventID: options.eventID ?? 'c81e728d9d4c2f636f067f89cc14862c',
    eventName: options.eventName ?? 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: { pk: { S: state.pk }, sk: { S: options.sk ?? state.sk } },
      ...(options.image === false ? {} : { NewImage: image }),
      SequenceNumber: '000000000000000000001',
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

describe('the trigger filter', () => {
  it('passes the zout that closes a day (the STATE item inserted with closed = true)', () => {
    expect(isTrigger(streamRecord({ eventName: 'INSERT', closed: true }))).toBe(true);
  });

  it('passes every later change of a closed day: a second zout or late data (MODIFY, still closed)', () => {
    expect(isTrigger(streamRecord({ eventName: 'MODIFY', closed: true, revision: 7 }))).toBe(true);
  });

  it('does not pass documents of a day no zout has closed yet (STATE without closed)', () => {
    expect(isTrigger(streamRecord({ eventName: 'INSERT' }))).toBe(false);
    expect(isTrigger(streamRecord({ eventName: 'MODIFY', revision: 4 }))).toBe(false);
  });

  it('does not pass a STATE item with closed = false, a removal, or a record without a new image', () => {
    expect(isTrigger(streamRecord({ closed: false }))).toBe(false);
    expect(isTrigger(streamRecord({ eventName: 'REMOVE', closed: true }))).toBe(false);
    expect(isTrigger(streamRecord({ closed: true, image: false }))).toBe(false);
  });

  it('does not pass any other item of the table (a stored document chunk, a cube)', () => {
    expect(isTrigger(streamRecord({ sk: 'DOC#cash-register#01J000#000', closed: true }))).toBe(false);
    expect(isTrigger(streamRecord({ sk: DATE, closed: true }))).toBe(false);
  });

  it('is the very pattern handed to the pipe', () => {
    expect(JSON.parse(TRIGGER_FILTER_PATTERN_JSON)).toEqual(TRIGGER_PATTERN);
    expect(TRIGGER_PATTERN.dynamodb.NewImage.sk.S).toEqual([keys.dayStateSortKey()]);
  });
});

describe('matchesPattern (EventBridge semantics)', () => {
  it('ignores event fields the pattern does not name and needs every named one', () => {
    expect(matchesPattern({ a: ['x'] }, { a: 'x', b: 'anything' })).toBe(true);
    expect(matchesPattern({ a: ['x'], b: ['y'] }, { a: 'x' })).toBe(false);
  });

  it('matches a value list as "any of", and an array value when any element matches', () => {
    expect(matchesPattern({ a: ['x', 'y'] }, { a: 'y' })).toBe(true);
    expect(matchesPattern({ a: ['x'] }, { a: ['z', 'x'] })).toBe(true);
    expect(matchesPattern({ a: ['x'] }, { a: ['z'] })).toBe(false);
  });

  it('compares literals strictly: the string "true" is not the boolean true, "1" is not 1', () => {
    expect(matchesPattern({ a: [true] }, { a: 'true' })).toBe(false);
    expect(matchesPattern({ a: [1] }, { a: '1' })).toBe(false);
    expect(matchesPattern({ a: [null] }, { a: null })).toBe(true);
  });

  it('supports prefix, exists and anything-but', () => {
    expect(matchesPattern({ a: [{ prefix: 'BRANCH#' }] }, { a: 'BRANCH#1' })).toBe(true);
    expect(matchesPattern({ a: [{ prefix: 'BRANCH#' }] }, { a: 'KEY#1' })).toBe(false);
    expect(matchesPattern({ a: [{ exists: false }] }, {})).toBe(true);
    expect(matchesPattern({ a: [{ exists: false }] }, { a: 1 })).toBe(false);
    expect(matchesPattern({ a: [{ exists: true }] }, { a: 1 })).toBe(true);
    expect(matchesPattern({ a: [{ 'anything-but': ['REMOVE'] }] }, { a: 'INSERT' })).toBe(true);
    expect(matchesPattern({ a: [{ 'anything-but': ['REMOVE'] }] }, { a: 'REMOVE' })).toBe(false);
  });

  it('does not match a nested pattern against a missing or scalar field', () => {
    expect(matchesPattern({ a: { b: ['x'] } }, { a: 'x' })).toBe(false);
    expect(matchesPattern({ a: { b: ['x'] } }, {})).toBe(false);
    expect(matchesPattern({ a: ['x'] }, null)).toBe(false);
  });

  it('refuses an operator it cannot evaluate instead of silently diverging from AWS', () => {
    expect(() => matchesPattern({ a: [{ numeric: ['>', 1] } as never] }, { a: 2 })).toThrow(/unsupported/);
  });
});

describe('the queue message', () => {
  it('uses the branch as message group and the stream record id as deduplication id', () => {
    const send = queueSendFor(streamRecord({ closed: true, eventID: 'abc123', revision: 3 }));
    expect(send.messageGroupId).toBe(BRANCH);
    expect(send.messageDeduplicationId).toBe('abc123');
    expect(parseAggregationMessage(send.body)).toEqual({
      branch_id: BRANCH,
      business_date: DATE,
      revision: 3,
    });
  });

  it('gives two changes of the same closed day two deduplication ids (late data triggers again)', () => {
    const first = queueSendFor(streamRecord({ closed: true, eventID: 'e1', revision: 1 }));
    const late = queueSendFor(
      streamRecord({ eventName: 'MODIFY', closed: true, eventID: 'e2', revision: 2 }),
    );
    expect(first.messageGroupId).toBe(late.messageGroupId);
    expect(first.messageDeduplicationId).not.toBe(late.messageDeduplicationId);
  });

  it('refuses a record without a branch (Pipes would fail it too)', () => {
    const record = streamRecord({ closed: true });
    delete (record.dynamodb.NewImage as Record<string, unknown>).branch_id;
    expect(() => queueSendFor(record)).toThrow(TARGET_PARAMETERS.messageGroupIdPath);
  });

  it('rejects malformed bodies with a reason (they are poison messages)', () => {
    expect(() => parseAggregationMessage('not json')).toThrow(/not JSON/);
    expect(() =>
      parseAggregationMessage('{"branch_id":"b","business_date":"06/03/2026","revision":1}'),
    ).toThrow(/business_date/);
    expect(() => parseAggregationMessage('{"business_date":"2026-03-06","revision":1}')).toThrow(/branch_id/);
  });
});

describe('Pipes paths and input templates', () => {
  const event = { a: { b: [{ c: 'x"y' }], n: 5 }, s: 'plain' };

  it('resolves dot and index paths, undefined when absent', () => {
    expect(valueAtPath(event, '$.a.b[0].c')).toBe('x"y');
    expect(valueAtPath(event, '$.a.n')).toBe(5);
    expect(valueAtPath(event, '$.a.missing.deeper')).toBeUndefined();
    expect(valueAtPath(event, '$')).toBe(event);
  });

  it('inserts string content inside quotes and JSON outside them, always producing valid JSON', () => {
    const rendered = renderInputTemplate(
      '{"quoted": "<$.a.b[0].c>", "number": <$.a.n>, "object": <$.a.b>, "text": "v=<$.a.n>", "gone": <$.nope>}',
      event,
    );
    expect(JSON.parse(rendered)).toEqual({
      quoted: 'x"y',
      number: 5,
      object: [{ c: 'x"y' }],
      text: 'v=5',
      gone: null,
    });
  });

  it('renders the message template from a stream record into the documented message shape', () => {
    const body = renderInputTemplate(MESSAGE_INPUT_TEMPLATE, streamRecord({ closed: true, revision: 12 }));
    expect(JSON.parse(body)).toEqual({ branch_id: BRANCH, business_date: DATE, revision: '12' });
  });
});
