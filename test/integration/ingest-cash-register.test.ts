import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDay } from '#shared/storage/day-store.ts';
import { LOCAL_CREDENTIALS } from '../../local/dynamodb-local.ts';
import { BUSINESS_DATE, ORDER_LINES, ZOUT_SUMMARIES } from '../fixtures/end-of-day.ts';
import { dynamoDbEndpoint, manualClock, startTestStack, type TestStack } from '../support/stack.ts';
import {
  envelope,
  expectForeignBranch404,
  expectRejections,
  expectReplayOf,
  post,
} from './ingest-support.ts';

const clock = manualClock('2026-03-07T07:40:00.000Z');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});
afterAll(() => stack.close());

const closing = (branchId: string, closingType: 'xout' | 'zout' = 'zout') => ({
  branch_identifier: branchId,
  closing_type: closingType,
  start_at: `${BUSINESS_DATE}T08:00:00-06:00`,
  end_at: '2026-03-07T01:30:00-06:00',
  status: 'completed',
  summaries: ZOUT_SUMMARIES.map((summary) => ({ ...summary })),
});

/** NEW_IMAGEs of the day-state items of `branchId` on the table's stream, oldest first. */
async function stateStreamImages(branchId: string): Promise<Record<string, any>[]> {
  const options = { endpoint: dynamoDbEndpoint(), region: 'us-east-1', credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient(options);
  const streams = new DynamoDBStreamsClient(options);
  try {
    const table = await dynamo.send(new DescribeTableCommand({ TableName: stack.deps.tableName }));
    const stream = await streams.send(
      new DescribeStreamCommand({ StreamArn: table.Table!.LatestStreamArn! }),
    );
    const images: Record<string, any>[] = [];
    for (const shard of stream.StreamDescription?.Shards ?? []) {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: table.Table!.LatestStreamArn!,
          ShardId: shard.ShardId!,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      );
      let iterator = ShardIterator;
      for (let page = 0; iterator && page < 20; page++) {
        const records = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        for (const record of records.Records ?? []) {
          const image = record.dynamodb?.NewImage;
          // Only state items: document chunks carry binary payloads this client does not decode.
          if (image?.sk?.S !== 'STATE') continue;
          const item = unmarshall(image as Parameters<typeof unmarshall>[0]);
          if (item.sk === 'STATE' && item.branch_id === branchId) images.push(item);
        }
        if ((records.Records ?? []).length === 0) break;
        iterator = records.NextShardIterator;
      }
    }
    return images;
  } finally {
    dynamo.destroy();
    streams.destroy();
  }
}

describe('POST /api/v1/ingest/cash-register', () => {
  it('zout: 202 cash-register-ingest, stored under the local date of start_at, the day closed on the stream', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const closingUuid = randomUUID();
    const response = await post(
      stack,
      branch,
      'cash-register',
      envelope('cash-register', closing(branch.branchId)),
      closingUuid,
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      data: {
        type: 'cash-register-ingest',
        // The service's own id (a ULID), not the key: the key is kept with the document.
        id: expect.stringMatching(/^[0-9A-Z]{26}$/),
        attributes: {
          queued: true,
          closing_type: 'zout',
          message: `zout closing received for business date ${BUSINESS_DATE}; the day's aggregates are being regenerated (about 5 seconds).`,
        },
      },
    });
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.state).toMatchObject({ closed: true, zout_count: 1, revision: 1 });
    expect(day.documents).toHaveLength(1);
    expect(day.documents[0]).toMatchObject({
      resource: 'cash-register',
      document_id: response.body.data.id,
      idempotency_key: closingUuid,
      attributes: { summaries: ZOUT_SUMMARIES },
    });
    const images = await stateStreamImages(branch.branchId);
    expect(images.map((image) => [image.business_date, image.closed, image.revision])).toEqual([
      [BUSINESS_DATE, true, 1],
    ]);
  });

  it('a zout whose summaries are negative (refunds, a withdrawal) is accepted and closes and builds its day', async () => {
    const branch = await stack.createBranch({ plan: 'growth' });
    const summaries = [
      { type: 'cash_sales', name: 'Efectivo', amount_cents: -1500 },
      { type: 'card_sales', name: 'Tarjeta', amount_cents: 8000 },
      { type: 'deposits', name: 'Retiro', amount_cents: -2000 },
      { type: 'cash_variance', name: 'Diferencia', amount_cents: -200 },
    ];
    const response = await post(
      stack,
      branch,
      'cash-register',
      envelope('cash-register', { ...closing(branch.branchId), summaries }),
      randomUUID(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect((await readDay(stack.deps, branch.branchId, BUSINESS_DATE)).state).toMatchObject({ closed: true });
    await stack.pipeline!.drain();
    const read = await stack.request('GET', '/api/v1/intelligence/sales/reconciliation', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, date_from: BUSINESS_DATE, date_to: BUSINESS_DATE },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const [record] = read.body.data.attributes.records;
    // Summed as sent; a negative cash base measures no variance percentage.
    expect(record).toMatchObject({ cash_cents: -1500, card_cents: 8000, total_cents: -1500 + 8000 });
    expect(record).toMatchObject({ variance_cents: -200, variance_status: null });
  });

  it('xout: 202, stored with the day, informational: the state is not touched and nothing is streamed', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      branch,
      'cash-register',
      envelope('cash-register', closing(branch.branchId, 'xout')),
    );
    expect(response.status).toBe(202);
    expect(response.body.data.attributes).toEqual({
      queued: true,
      closing_type: 'xout',
      message: `xout closing stored for business date ${BUSINESS_DATE}; it is informational and does not regenerate the day's aggregates.`,
    });
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.state).toBeUndefined();
    expect(day.documents.map((document) => document.resource)).toEqual(['cash-register']);
    expect(await stateStreamImages(branch.branchId)).toEqual([]);
  });

  it('a zout whose status is not completed is stored and answered 202 but closes nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const response = await post(
      stack,
      branch,
      'cash-register',
      envelope('cash-register', { ...closing(branch.branchId), status: 'pending' }),
    );
    expect(response.status).toBe(202);
    expect(response.body.data.attributes).toEqual({
      queued: true,
      closing_type: 'zout',
      message: `zout closing with status pending stored for business date ${BUSINESS_DATE}; only a completed zout closes the day, so it is informational and does not regenerate the day's aggregates.`,
    });
    const day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.state).toBeUndefined();
    expect(day.documents.map((document) => document.attributes.status)).toEqual(['pending']);
    expect(await stateStreamImages(branch.branchId)).toEqual([]);
  });

  it('business date is the business date of end_at (cutoff 05:00 local), whatever offset was written', async () => {
    const mexico = await stack.createBranch({ plan: 'starter', timezone: 'America/Mexico_City' });
    // Ends 01:30 local on the 7th (written in UTC): before the 05:00 cutoff, so the 6th.
    const utcWritten = {
      ...closing(mexico.branchId),
      start_at: '2026-03-06T14:00:00Z',
      end_at: '2026-03-07T07:30:00Z',
    };
    expect((await post(stack, mexico, 'cash-register', envelope('cash-register', utcWritten))).status).toBe(
      202,
    );
    expect((await readDay(stack.deps, mexico.branchId, '2026-03-06')).documents).toHaveLength(1);

    // A zout from 23:50 on the 1st to 23:45 on the 2nd closes the 2nd, not the 1st.
    const overnight = {
      ...closing(mexico.branchId),
      start_at: '2026-03-01T23:50:00-06:00',
      end_at: '2026-03-02T23:45:00-06:00',
    };
    const response = await post(stack, mexico, 'cash-register', envelope('cash-register', overnight));
    expect(response.body.data.attributes.message).toContain('2026-03-02');
    expect((await readDay(stack.deps, mexico.branchId, '2026-03-02')).state).toMatchObject({ closed: true });
    expect((await readDay(stack.deps, mexico.branchId, '2026-03-01')).documents).toHaveLength(0);

    // In Tokyo the fixture's end (01:30-06:00) is 16:30 on the 7th: the 7th.
    const tokyo = await stack.createBranch({ plan: 'starter', timezone: 'Asia/Tokyo' });
    const tokyoResponse = await post(
      stack,
      tokyo,
      'cash-register',
      envelope('cash-register', closing(tokyo.branchId)),
    );
    expect(tokyoResponse.body.data.attributes.message).toContain('2026-03-07');
  });

  it('the branch cutoff hour decides: at 06:00 cutoff a 05:30 end is the previous day, at 0 it is that day', async () => {
    const late = await stack.createBranch({ plan: 'starter', businessDayCutoffHour: 6 });
    const midnight = await stack.createBranch({ plan: 'starter', businessDayCutoffHour: 0 });
    const body = (branchId: string) => ({
      ...closing(branchId),
      start_at: '2026-03-06T18:00:00-06:00',
      end_at: '2026-03-07T05:30:00-06:00',
    });
    const lateResponse = await post(
      stack,
      late,
      'cash-register',
      envelope('cash-register', body(late.branchId)),
    );
    expect(lateResponse.body.data.attributes.message).toContain('2026-03-06');
    const midnightResponse = await post(
      stack,
      midnight,
      'cash-register',
      envelope('cash-register', body(midnight.branchId)),
    );
    expect(midnightResponse.body.data.attributes.message).toContain('2026-03-07');
  });

  it('a second zout (another register) and late business data for a closed day both touch the state again', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await post(stack, branch, 'cash-register', envelope('cash-register', closing(branch.branchId)));
    await post(stack, branch, 'cash-register', envelope('cash-register', closing(branch.branchId)));
    await post(stack, branch, 'cash-register', envelope('cash-register', closing(branch.branchId, 'xout')));
    let day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.state).toMatchObject({ closed: true, zout_count: 2, revision: 2 });

    const lateOrders = await post(
      stack,
      branch,
      'orders',
      envelope('orders', {
        branch_identifier: branch.branchId,
        date: BUSINESS_DATE,
        closing_type: 'zout',
        lines: ORDER_LINES.slice(0, 2),
      }),
    );
    expect(lateOrders.status).toBe(202);
    day = await readDay(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(day.state).toMatchObject({ closed: true, zout_count: 2, revision: 3 });
    expect(day.documents.map((document) => document.resource).sort()).toEqual([
      'cash-register',
      'cash-register',
      'cash-register',
      'orders',
    ]);
    const images = await stateStreamImages(branch.branchId);
    expect(images.map((image) => [image.closed, image.revision])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
    ]);
  });

  it('replays with 200; 404 for another branch', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    const body = envelope('cash-register', closing(branch.branchId));
    const first = await post(stack, branch, 'cash-register', body, '5b0c6f0e-2f7a-4c39-9a61-7d2f1c8e4a10');
    const replay = await post(stack, branch, 'cash-register', body, '5b0c6f0e-2f7a-4c39-9a61-7d2f1c8e4a10');
    expectReplayOf(replay, first);
    expect((await readDay(stack.deps, branch.branchId, BUSINESS_DATE)).state).toMatchObject({
      zout_count: 1,
    });

    const other = await stack.createBranch({ plan: 'starter' });
    const foreign = await post(stack, other, 'cash-register', body);
    await expectForeignBranch404(stack, foreign, other, branch.branchId);
  });

  it('rejects every invalid field, storing nothing', async () => {
    const branch = await stack.createBranch({ plan: 'starter' });
    await expectRejections(stack, branch, 'cash-register', 'cash-register', () => closing(branch.branchId), [
      {
        name: 'closing_type enum',
        mutate: (a) => (a.closing_type = 'zeta'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.closing_type',
        received: 'zeta',
      },
      {
        name: 'start_at required',
        mutate: (a) => delete a.start_at,
        code: 'SVC_ERR_422',
        field: 'data.attributes.start_at',
      },
      {
        name: 'start_at offset',
        mutate: (a) => (a.start_at = '2026-03-06T08:00:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.start_at',
        received: '2026-03-06T08:00:00',
      },
      {
        name: 'start_at hour',
        mutate: (a) => (a.start_at = '2026-03-06T24:00:00-06:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.start_at',
        received: '2026-03-06T24:00:00-06:00',
      },
      {
        name: 'end_at before start_at',
        mutate: (a) => (a.end_at = '2026-03-06T07:59:00-06:00'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.end_at',
        received: '2026-03-06T07:59:00-06:00',
      },
      {
        name: 'summary type enum',
        mutate: (a) => (a.summaries[3].type = 'amex_sales'),
        code: 'SVC_ERR_422',
        field: 'data.attributes.summaries[3].type',
        received: 'amex_sales',
      },
      {
        name: 'summary amount decimal',
        mutate: (a) => (a.summaries[13].amount_cents = -150.5),
        code: 'SVC_ERR_422_CENTS',
        field: 'data.attributes.summaries[13].amount_cents',
        received: -150.5,
      },
      {
        name: 'summary amount required',
        mutate: (a) => delete a.summaries[0].amount_cents,
        code: 'SVC_ERR_422',
        field: 'data.attributes.summaries[0].amount_cents',
      },
      {
        name: 'summaries required',
        mutate: (a) => delete a.summaries,
        code: 'SVC_ERR_422',
        field: 'data.attributes.summaries',
      },
      {
        name: 'branch uuid',
        mutate: (a) => (a.branch_identifier = 42),
        code: 'SVC_ERR_422',
        field: 'data.attributes.branch_identifier',
        received: 42,
      },
    ]);
  });
});
