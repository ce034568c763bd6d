/**
 * The zout pipeline end to end on the local stack: the fixture day goes in through the HTTP API in
 * the spec's order, DynamoDB Local's real stream feeds the poller, the in-process FIFO queue hands
 * SQS-shaped batches to the aggregator Lambda handler, and the local bus records the events.
 * Tests wait on `pipeline.drain()`, never on time.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '#functions/aggregator.ts';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import {
  type CashCube,
  type CategoriesCube,
  CUBE_NAMES,
  type ItemsCube,
  type ReconciliationCube,
} from '#shared/domain/analytics/cubes.ts';
import { readDayAlerts } from '#shared/storage/alert-store.ts';
import { listBuildFailures, recordBuildFailure } from '#shared/storage/build-failure-store.ts';
import { readCubes } from '#shared/storage/cube-store.ts';
import { type DayAttributes, type DayDocument, dayDocumentWrites } from '#shared/storage/day-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { aggregateDay } from '#shared/use-cases/pipeline/aggregate-day.ts';
import { createLocalFifoQueue } from '../../local/fifo-queue.ts';
import {
  activityCalls,
  BUSINESS_DATE,
  CATALOG_ITEMS,
  EXPECTED,
  endOfDayCalls,
  type FixtureCall,
  META,
  setupCalls,
  xoutCall,
  ZOUT_SUMMARIES,
} from '../fixtures/end-of-day.ts';
import { generateOrderLines, ordersBody } from '../fixtures/order-lines.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-03-07T01:36:00-06:00');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ clock });
});

afterAll(async () => {
  await stack?.close();
});

const pipeline = () => stack.pipeline!;

async function send(branch: TestBranch, call: FixtureCall): Promise<void> {
  const response = await stack.request('POST', call.path, {
    apiKey: branch.apiKey,
    idempotencyKey: call.idempotencyKey,
    body: call.body,
  });
  expect(response.status, `${call.path} answered ${JSON.stringify(response.body)}`).toBeLessThan(300);
}

/** The fixture's whole day: setup, the shift's activity and xout, then the six end-of-day calls. */
async function sendFixtureDay(branch: TestBranch, options: { zout?: boolean } = {}): Promise<void> {
  for (const call of setupCalls(branch.branchId)) await send(branch, call);
  for (const call of activityCalls(branch.branchId)) {
    clock.set((call.body.data.attributes as { occurred_at: string }).occurred_at);
    await send(branch, call);
  }
  await send(branch, xoutCall(branch.branchId));
  clock.set('2026-03-07T01:36:00-06:00');
  const calls = endOfDayCalls(branch.branchId);
  for (const call of options.zout === false ? calls.slice(0, -1) : calls) await send(branch, call);
}

const eventsOf = (branchId: string, name?: ServiceEvent['event']) =>
  stack.bus.published.filter(
    (event) => event.branch_identifier === branchId && (name === undefined || event.event === name),
  );

async function cube<T>(branchId: string, name: string, date = BUSINESS_DATE) {
  const cubes = await readCubes<T>(stack.deps, branchId, name, date, date);
  return cubes[0];
}

async function allCubes(branchId: string, date = BUSINESS_DATE) {
  const entries = await Promise.all(
    CUBE_NAMES.map(async (name) => [name, (await cube(branchId, name, date))?.data] as const),
  );
  return Object.fromEntries(entries);
}

/** Every cube of the day as stored: data, built_at and revision. */
async function readStoredCubes(branchId: string, date = BUSINESS_DATE) {
  return Promise.all(CUBE_NAMES.map((name) => cube(branchId, name, date)));
}

async function snapshot(branchId: string, date = BUSINESS_DATE) {
  const result = await stack.deps.db.send(
    new GetCommand({
      TableName: stack.deps.tableName,
      Key: keys.snapshot(branchId, date),
      ConsistentRead: true,
    }),
  );
  return result.Item;
}

const sqsEvent = (...records: { body: string; group: string }[]): SQSEvent => ({
  Records: records.map(({ body, group }, index) => ({
    messageId: `m-${index}-${randomUUID()}`,
    receiptHandle: 'r',
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
      MessageGroupId: group,
      MessageDeduplicationId: randomUUID(),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:000000000000:aggregation.fifo',
    awsRegion: 'local',
  })),
});

const netSales = (items: ItemsCube) => items.items.reduce((sum, item) => sum + item.net_sales_cents, 0);

describe('zout → snapshot', () => {
  it('builds every cube of the day, the snapshot marker, the alerts and snapshot.completed', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch, { zout: false });
    await pipeline().drain();
    // The five business documents and the xout alone trigger nothing: the day is not closed yet.
    expect(eventsOf(branch.branchId)).toEqual([]);
    expect(await snapshot(branch.branchId)).toBeUndefined();
    expect(pipeline().queue.sentTo(branch.branchId)).toBe(0);

    await send(branch, endOfDayCalls(branch.branchId).at(-1)!);
    await pipeline().drain();

    const cubes = await allCubes(branch.branchId);
    for (const name of CUBE_NAMES) expect(cubes[name], `cube ${name}`).toBeDefined();
    // Built from the day's documents (hand-computed numbers of the fixture), not from anything else.
    const items = cubes.items as ItemsCube;
    expect(netSales(items)).toBe(EXPECTED.net_sales_cents);
    // Unit costs come from the catalog the POS synced.
    const pastor = CATALOG_ITEMS.find((item) => item.item_sku === 'TAC-001')!;
    expect(items.items.find((item) => item.item_sku === 'TAC-001')?.unit_cost_cents).toBe(
      pastor.unit_cost_cents,
    );
    const categories = cubes.categories as CategoriesCube;
    expect(categories.by_category_type.food.net_sales_cents).toBe(EXPECTED.by_category_type.food);
    // Cash: the zout only (the xout is informational), opening fund from the activity log.
    const cash = cubes.cash as CashCube;
    expect(cash.closings_count).toBe(1);
    expect(cash.opening_balance_cents).toBe(EXPECTED.cash.opening_fund_cents);
    const reconciliation = cubes.reconciliation as ReconciliationCube;
    expect(reconciliation.records).toHaveLength(1);
    expect(reconciliation.records[0]).toMatchObject({
      variance_cents: EXPECTED.cash.variance_cents,
      variance_pct: EXPECTED.cash.variance_pct,
      variance_status: 'red',
      cashier: META.cashier_name,
    });

    const marker = await snapshot(branch.branchId);
    expect(marker).toMatchObject({
      date: BUSINESS_DATE,
      // Every document of the day touched the state: five business documents, then the zout.
      revision: 6,
      zout_count: 1,
      cubes: [...CUBE_NAMES],
      built_at: new Date('2026-03-07T01:36:00-06:00').toISOString(),
    });

    const completed = eventsOf(branch.branchId, 'snapshot.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      event: 'snapshot.completed',
      branch_identifier: branch.branchId,
      data: {
        snapshot_type: 'daily',
        date: BUSINESS_DATE,
        // The spec's names of the figures, not the storage cubes.
        cubes_regenerated: ['sales', 'pnl', 'cash_ledger', 'menu_engineering'],
      },
    });

    // The 150.00 MXN shortage (6.1 % of expected cash) is a red cash_variance_high alert, announced once.
    const alerts = await readDayAlerts(stack.deps, branch.branchId, BUSINESS_DATE);
    const variance = alerts.find((alert) => alert.type === 'cash_variance_high');
    expect(variance).toMatchObject({ severity: 'red', date: BUSINESS_DATE, notified_severity: 'red' });
    const ids = alerts.map((alert) => alert.id).sort();
    expect([...((marker?.alerts ?? []) as string[])].sort()).toEqual(ids);
    const triggered = eventsOf(branch.branchId, 'alert.triggered');
    expect(triggered.map((event) => (event.data.alert as { id: string }).id).sort()).toEqual(ids);
    expect(pipeline().queue.deadLetters).toEqual([]);
  });

  it('does nothing for an xout closing', async () => {
    const branch = await stack.createBranch();
    await send(branch, xoutCall(branch.branchId));
    await pipeline().drain();
    expect(pipeline().queue.sentTo(branch.branchId)).toBe(0);
    expect(eventsOf(branch.branchId)).toEqual([]);
    expect(await snapshot(branch.branchId)).toBeUndefined();
    expect(await allCubes(branch.branchId)).toEqual(
      Object.fromEntries(CUBE_NAMES.map((name) => [name, undefined])),
    );
  });
});

describe('idempotency and redelivery', () => {
  it('acknowledges a redelivered message of a built revision without building or publishing', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    const cubesBefore = await readStoredCubes(branch.branchId);
    const alertsBefore = await readDayAlerts(stack.deps, branch.branchId, BUSINESS_DATE);
    const markerBefore = await snapshot(branch.branchId);
    const eventsBefore = eventsOf(branch.branchId).length;

    // SQS delivers at least once: the same message reaches the aggregator again, later.
    clock.advance(60_000);
    const handler = createHandler(stack.deps);
    const body = JSON.stringify({ branch_id: branch.branchId, business_date: BUSINESS_DATE, revision: 6 });
    for (let delivery = 0; delivery < 2; delivery++) {
      expect(await handler(sqsEvent({ body, group: branch.branchId }))).toEqual({ batchItemFailures: [] });
    }
    // An older revision's message (a burst of late data one build already covered) is skipped too.
    expect(
      await aggregateDay(stack.deps)({
        branch_id: branch.branchId,
        business_date: BUSINESS_DATE,
        revision: 2,
      }),
    ).toEqual({
      status: 'skipped',
      reason: 'already-built',
      branch_id: branch.branchId,
      date: BUSINESS_DATE,
    });

    // Nothing was rebuilt (built_at included) and nothing was published.
    expect(await readStoredCubes(branch.branchId)).toEqual(cubesBefore);
    expect(await readDayAlerts(stack.deps, branch.branchId, BUSINESS_DATE)).toEqual(alertsBefore);
    expect(await snapshot(branch.branchId)).toEqual(markerBefore);
    expect(eventsOf(branch.branchId)).toHaveLength(eventsBefore);
    expect(eventsOf(branch.branchId, 'snapshot.completed')).toHaveLength(1);
  });

  it('leaves a build whose events could not be published unmarked, so its retry publishes them', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    // A build that stopped before its marker (a crash, or the publish below failing).
    await stack.deps.db.send(
      new DeleteCommand({
        TableName: stack.deps.tableName,
        Key: keys.snapshot(branch.branchId, BUSINESS_DATE),
      }),
    );
    const body = JSON.stringify({ branch_id: branch.branchId, business_date: BUSINESS_DATE, revision: 6 });
    const failingBus = {
      publish: async () => {
        throw new Error('EventBridge unavailable');
      },
    };
    const failing = await createHandler({ ...stack.deps, events: failingBus })(
      sqsEvent({ body, group: branch.branchId }),
    );
    expect(failing.batchItemFailures).toHaveLength(1);
    expect(await snapshot(branch.branchId)).toBeUndefined();

    // The message's retry rebuilds, publishes and marks the revision built.
    const retry = await createHandler(stack.deps)(sqsEvent({ body, group: branch.branchId }));
    expect(retry).toEqual({ batchItemFailures: [] });
    expect(eventsOf(branch.branchId, 'snapshot.completed')).toHaveLength(2);
    expect(await snapshot(branch.branchId)).toMatchObject({ revision: 6 });
  });

  it('drops a message whose deduplication id the queue already saw (FIFO deduplication)', async () => {
    const branch = await stack.createBranch();
    const message = {
      body: JSON.stringify({ branch_id: branch.branchId, business_date: BUSINESS_DATE, revision: 1 }),
      messageGroupId: branch.branchId,
      messageDeduplicationId: `stream-record-${randomUUID()}`,
    };
    expect(pipeline().queue.send(message)).toBe(true);
    expect(pipeline().queue.send(message)).toBe(false);
    await pipeline().drain();
    expect(pipeline().queue.sentTo(branch.branchId)).toBe(1);
  });

  it('acknowledges, without building, a message for a day that is not closed', async () => {
    const branch = await stack.createBranch();
    const handler = createHandler(stack.deps);
    const body = JSON.stringify({ branch_id: branch.branchId, business_date: '2026-02-01', revision: 3 });
    expect(await handler(sqsEvent({ body, group: branch.branchId }))).toEqual({ batchItemFailures: [] });
    expect(await snapshot(branch.branchId, '2026-02-01')).toBeUndefined();
    expect(eventsOf(branch.branchId)).toEqual([]);
  });
});

describe('late data and several closings', () => {
  it('regenerates a closed day when orders arrive after its zout', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    const closedRevision = (await snapshot(branch.branchId))?.revision as number;

    // The POS retries a pending payload at its next start: more lines for the closed day.
    const late = ordersBody(branch.branchId, 40);
    const lateNet = generateOrderLines(40).reduce((sum, line) => sum + line.net_total_cents, 0);
    await send(branch, { path: '/api/v1/ingest/orders', idempotencyKey: randomUUID(), body: late });
    await pipeline().drain();

    const items = (await cube<ItemsCube>(branch.branchId, 'items'))!;
    expect(netSales(items.data)).toBe(EXPECTED.net_sales_cents + lateNet);
    expect(items.revision).toBe(closedRevision + 1);
    expect((await snapshot(branch.branchId))?.revision).toBe(closedRevision + 1);
    expect(eventsOf(branch.branchId, 'snapshot.completed')).toHaveLength(2);
  });

  it('stores xout order lines for a closed day without triggering or counting them', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    const cubesBefore = await allCubes(branch.branchId);
    const markerBefore = await snapshot(branch.branchId);
    const sentBefore = pipeline().queue.sentTo(branch.branchId);

    // Order lines sent with closing_type xout (the spec sends none for an xout): stored, informational.
    const xout = ordersBody(branch.branchId, 40);
    xout.data.attributes.closing_type = 'xout';
    await send(branch, { path: '/api/v1/ingest/orders', idempotencyKey: randomUUID(), body: xout });
    await pipeline().drain();
    expect(pipeline().queue.sentTo(branch.branchId)).toBe(sentBefore);
    expect(await snapshot(branch.branchId)).toEqual(markerBefore);
    expect(await allCubes(branch.branchId)).toEqual(cubesBefore);

    // A later zout document rebuilds the day: it counts, the stored xout lines still do not.
    const late = ordersBody(branch.branchId, 5);
    const lateNet = generateOrderLines(5).reduce((sum, line) => sum + line.net_total_cents, 0);
    await send(branch, { path: '/api/v1/ingest/orders', idempotencyKey: randomUUID(), body: late });
    await pipeline().drain();
    const items = (await cube<ItemsCube>(branch.branchId, 'items'))!;
    expect(netSales(items.data)).toBe(EXPECTED.net_sales_cents + lateNet);
    expect(items.revision).toBe((markerBefore?.revision as number) + 1);
  });

  it('counts every zout closing of the day (two cash registers)', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    const secondRegister: FixtureCall = {
      path: '/api/v1/ingest/cash-register',
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'cash-register',
          attributes: {
            branch_identifier: branch.branchId,
            closing_type: 'zout',
            start_at: `${BUSINESS_DATE}T12:00:00-06:00`,
            end_at: '2026-03-07T01:31:00-06:00',
            status: 'completed',
            summaries: ZOUT_SUMMARIES,
          },
          meta: { ...META, cashier_name: 'Pedro Sánchez', cash_register_name: 'Caja 2' },
        },
      },
    };
    await send(branch, secondRegister);
    await pipeline().drain();

    const cash = (await cube<CashCube>(branch.branchId, 'cash'))!.data;
    expect(cash.closings_count).toBe(2);
    expect(cash.closings.map((closing) => closing.cash_register_name)).toEqual(['Caja 1', 'Caja 2']);
    const reconciliation = (await cube<ReconciliationCube>(branch.branchId, 'reconciliation'))!.data;
    expect(reconciliation.records.map((record) => record.cashier)).toEqual([
      META.cashier_name,
      'Pedro Sánchez',
    ]);
    expect(await snapshot(branch.branchId)).toMatchObject({ zout_count: 2, revision: 7 });
    // Each register's closing got its own variance alert.
    const alerts = await readDayAlerts(stack.deps, branch.branchId, BUSINESS_DATE);
    expect(alerts.filter((alert) => alert.type === 'cash_variance_high')).toHaveLength(2);
  });
});

describe('cash ledger across days', () => {
  it("opens a day without a cash_register.opened event with the previous day's closing balance", async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    // The fixture day: opening fund 100,000 (its event) + inflows 196,000 − outflows 23,000.
    const first = (await cube<CashCube>(branch.branchId, 'cash'))!.data;
    expect(first).toMatchObject({
      opening_balance_cents: EXPECTED.cash.opening_fund_cents,
      opening_balance_source: 'cash_register.opened',
    });

    // The next day closes with no opening event: its opening is the fixture day's closing balance.
    const nextDay = '2026-03-07';
    await send(branch, {
      path: '/api/v1/ingest/cash-register',
      idempotencyKey: randomUUID(),
      body: {
        data: {
          type: 'cash-register',
          attributes: {
            branch_identifier: branch.branchId,
            closing_type: 'zout',
            start_at: `${nextDay}T12:00:00-06:00`,
            end_at: `${nextDay}T23:30:00-06:00`,
            summaries: [
              { type: 'cash_sales', amount_cents: 50000 },
              { type: 'tips_paid_to_waiter', amount_cents: 5000 },
            ],
          },
          meta: META,
        },
      },
    });
    await pipeline().drain();
    const second = (await cube<CashCube>(branch.branchId, 'cash', nextDay))!.data;
    expect(second).toMatchObject({
      opening_balance_cents: 273000,
      opening_balance_source: 'previous_closing',
    });

    // period=yesterday covers that day alone and still shows its balances.
    clock.set(`2026-03-08T12:00:00-06:00`);
    const response = await stack.request('GET', '/api/v1/intelligence/cash-flow', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId, period: 'yesterday' },
    });
    clock.set('2026-03-07T01:36:00-06:00');
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.daily_entries).toEqual([
      expect.objectContaining({
        date: nextDay,
        opening_balance_cents: 273000,
        closing_balance_cents: 318000, // 273,000 + 50,000 − 5,000
      }),
    ]);
  });
});

describe('failures', () => {
  /** Writes a closed day exactly as an ingested zout does, for a branch id and date of our choosing. */
  async function writeClosedDay(branchId: string, date: string): Promise<void> {
    const document: DayDocument = {
      resource: 'cash-register',
      document_id: randomUUID(),
      business_date: date,
      received_at: new Date().toISOString(),
      // Only what the aggregator reads before it finds no branch profile.
      attributes: {
        closing_type: 'zout',
        start_at: `${BUSINESS_DATE}T08:00:00-06:00`,
        summaries: [],
      } as Partial<DayAttributes['cash-register']> as DayAttributes['cash-register'],
      meta: {},
    };
    await stack.deps.db.send(
      new TransactWriteCommand({
        TransactItems: dayDocumentWrites(stack.deps, branchId, document, {
          closesDay: true,
          touchesState: true,
        }),
      }),
    );
  }

  const failuresOf = async (branchId: string) =>
    (await listBuildFailures(stack.deps)).filter((failure) => failure.branch_id === branchId);

  it('records a day that can never build as a failed build and acknowledges it; other branches go on', async () => {
    // A closed day of a branch without a profile (deleted, or written by hand): its time zone is
    // unknown, so every retry would fail the same way.
    const ghost = randomUUID();
    await writeClosedDay(ghost, BUSINESS_DATE);
    // A day dated in year 0000 as the ingest once accepted it: its business date is no date the
    // pipeline can parse, so its message is malformed for good.
    const ancient = await stack.createBranch();
    await writeClosedDay(ancient.branchId, '-000001-12-31');
    // A malformed message, as a buggy producer could send.
    const malformedGroup = `malformed-${randomUUID()}`;
    pipeline().queue.send({
      body: '{"branch_id": 42}',
      messageGroupId: malformedGroup,
      messageDeduplicationId: randomUUID(),
    });
    const healthy = await stack.createBranch();
    await sendFixtureDay(healthy);
    await pipeline().drain();

    const groups = [ghost, ancient.branchId, malformedGroup];
    expect(
      pipeline().queue.deadLetters.filter((letter) => groups.includes(letter.message.messageGroupId)),
    ).toEqual([]);
    expect(await failuresOf(ghost)).toEqual([
      expect.objectContaining({
        business_date: BUSINESS_DATE,
        revision: 1,
        error: 'BranchNotFoundError',
        receive_count: 1,
      }),
    ]);
    expect(await failuresOf(ancient.branchId)).toEqual([
      expect.objectContaining({
        business_date: '-000001-12-31',
        error: 'MalformedMessageError',
        reason: expect.stringContaining('business_date'),
      }),
    ]);
    const all = await listBuildFailures(stack.deps);
    expect(all).toContainEqual(
      expect.objectContaining({ branch_id: null, business_date: null, error: 'MalformedMessageError' }),
    );
    expect(await snapshot(ghost)).toBeUndefined();
    expect(eventsOf(healthy.branchId, 'snapshot.completed')).toHaveLength(1);
    expect(await failuresOf(healthy.branchId)).toEqual([]);
  });

  it('records a day whose sums leave exact arithmetic as failed, never retried, and builds the others', async () => {
    // Stored before the bounds at the door (or by a bug): two summaries at the largest safe integer.
    const poisoned = await stack.createBranch();
    const healthy = await stack.createBranch();
    const document: DayDocument = {
      resource: 'cash-register',
      document_id: randomUUID(),
      business_date: BUSINESS_DATE,
      received_at: new Date().toISOString(),
      attributes: {
        closing_type: 'zout',
        start_at: `${BUSINESS_DATE}T08:00:00-06:00`,
        end_at: `${BUSINESS_DATE}T23:00:00-06:00`,
        status: 'completed',
        summaries: [
          { type: 'cash_sales', amount_cents: Number.MAX_SAFE_INTEGER },
          { type: 'card_sales', amount_cents: Number.MAX_SAFE_INTEGER },
        ],
      } as Partial<DayAttributes['cash-register']> as DayAttributes['cash-register'],
      meta: {},
    };
    await stack.deps.db.send(
      new TransactWriteCommand({
        TransactItems: dayDocumentWrites(stack.deps, poisoned.branchId, document, {
          closesDay: true,
          touchesState: true,
        }),
      }),
    );
    await sendFixtureDay(healthy);
    await pipeline().drain();

    const [failure] = await failuresOf(poisoned.branchId);
    expect(failure).toMatchObject({ business_date: BUSINESS_DATE, receive_count: 1 });
    expect(failure!.reason).toMatch(/beyond exact arithmetic/);
    expect(pipeline().queue.deadLetters).toEqual([]);
    expect(await snapshot(poisoned.branchId)).toBeUndefined();
    expect(await snapshot(healthy.branchId)).toMatchObject({ revision: expect.any(Number) });
    const status = await stack.request('GET', '/api/v1/ingest/status', {
      apiKey: poisoned.apiKey,
      query: { date_from: BUSINESS_DATE, date_to: BUSINESS_DATE },
    });
    expect(status.body.data.attributes.days_failed).toBe(1);
    expect(status.body.data.attributes.days[0].build_failure.reason).toMatch(/beyond exact arithmetic/);
  });

  it('clears the failed build of a day once that day builds', async () => {
    const branch = await stack.createBranch();
    await writeClosedDay(branch.branchId, BUSINESS_DATE);
    await pipeline().drain();
    // The same day failed earlier (e.g. before a fix): a stale record the build must remove.
    const body = JSON.stringify({ branch_id: branch.branchId, business_date: BUSINESS_DATE, revision: 1 });
    await stack.deps.db.send(
      new DeleteCommand({
        TableName: stack.deps.tableName,
        Key: keys.snapshot(branch.branchId, BUSINESS_DATE),
      }),
    );
    await recordBuildFailure(stack.deps, {
      branch_id: branch.branchId,
      business_date: BUSINESS_DATE,
      revision: 1,
      message_id: 'earlier',
      error: 'UnbuildableDayError',
      reason: 'earlier failure',
      receive_count: 1,
      failed_at: new Date().toISOString(),
    });
    expect(await failuresOf(branch.branchId)).toHaveLength(1);
    const handler = createHandler(stack.deps);
    expect(await handler(sqsEvent({ body, group: branch.branchId }))).toEqual({ batchItemFailures: [] });
    expect(await failuresOf(branch.branchId)).toEqual([]);
    expect(await snapshot(branch.branchId)).toMatchObject({ revision: 1 });
  });

  it('moves a message that keeps failing transiently (the bus refuses) to the DLQ after 5 receives', async () => {
    const branch = await stack.createBranch();
    await sendFixtureDay(branch);
    await pipeline().drain();
    await stack.deps.db.send(
      new DeleteCommand({
        TableName: stack.deps.tableName,
        Key: keys.snapshot(branch.branchId, BUSINESS_DATE),
      }),
    );
    const refusingBus = {
      publish: async () => {
        throw new Error('EventBridge rejected 1 of 2 events');
      },
    };
    const queue = createLocalFifoQueue({
      handler: createHandler({ ...stack.deps, events: refusingBus }),
      logger: stack.deps.logger,
      visibilityTimeoutMs: 1,
    });
    queue.send({
      body: JSON.stringify({ branch_id: branch.branchId, business_date: BUSINESS_DATE, revision: 6 }),
      messageGroupId: branch.branchId,
      messageDeduplicationId: randomUUID(),
    });
    await queue.whenIdle();
    await queue.stop();
    expect(queue.deadLetters.map((letter) => letter.message.receiveCount)).toEqual([5]);
    expect(await failuresOf(branch.branchId)).toEqual([]);
    expect(await snapshot(branch.branchId)).toBeUndefined();
  });

  it('reports a transient failure and the rest of its group as batch item failures, not other groups', async () => {
    const good = await stack.createBranch();
    const unlucky = await stack.createBranch();
    await sendFixtureDay(good);
    await sendFixtureDay(unlucky);
    await pipeline().drain();
    // The unlucky day must build again (its marker is gone) and its publish fails.
    await stack.deps.db.send(
      new DeleteCommand({
        TableName: stack.deps.tableName,
        Key: keys.snapshot(unlucky.branchId, BUSINESS_DATE),
      }),
    );
    const handler = createHandler({
      ...stack.deps,
      events: {
        publish: async () => {
          throw new Error('EventBridge unavailable');
        },
      },
    });
    const message = (branchId: string) =>
      JSON.stringify({ branch_id: branchId, business_date: BUSINESS_DATE, revision: 1 });
    const event = sqsEvent(
      { body: 'not json', group: 'group-a' },
      { body: message(unlucky.branchId), group: 'group-a' },
      { body: message(good.branchId), group: 'group-a' },
      { body: message(good.branchId), group: good.branchId },
    );
    const response = await handler(event);
    // The malformed first record is permanent: recorded and acknowledged, so its group goes on.
    expect(response.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual([
      event.Records[1]!.messageId,
      event.Records[2]!.messageId,
    ]);
  });
});

describe('branch isolation', () => {
  it("builds each branch's day from its own documents only", async () => {
    const [first, second] = [await stack.createBranch(), await stack.createBranch()];
    await sendFixtureDay(first);
    // The second branch closes the same date with a different day: 25 generated lines.
    await send(second, {
      path: '/api/v1/ingest/orders',
      idempotencyKey: randomUUID(),
      body: ordersBody(second.branchId, 25),
    });
    await send(second, { ...endOfDayCalls(second.branchId).at(-1)!, idempotencyKey: randomUUID() });
    await pipeline().drain();

    const firstItems = (await cube<ItemsCube>(first.branchId, 'items'))!.data;
    const secondItems = (await cube<ItemsCube>(second.branchId, 'items'))!.data;
    expect(netSales(firstItems)).toBe(EXPECTED.net_sales_cents);
    expect(netSales(secondItems)).toBe(
      generateOrderLines(25).reduce((sum, line) => sum + line.net_total_cents, 0),
    );
    // The second branch has no catalog: no unit costs leak from the first branch's catalog.
    expect(secondItems.items.every((item) => item.unit_cost_cents === null)).toBe(true);
    expect((await cube<CashCube>(second.branchId, 'cash'))!.data.opening_balance_cents).toBeNull();
    for (const branch of [first, second]) {
      const events = eventsOf(branch.branchId, 'snapshot.completed');
      expect(events).toHaveLength(1);
      expect(events[0]!.branch_identifier).toBe(branch.branchId);
    }
  });
});
