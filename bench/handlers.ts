/**
 * Bench suite "handlers": the Lambda handler alone, invoked in-process with an API Gateway proxy
 * event (no local HTTP adapter, no socket), which is what Lambda runs and bills, beside the same
 * request through the local HTTP API, against the DynamoDB floor measured in the same run.
 *
 * The floor of each case is the very DynamoDB work the handler sends: one invocation is recorded
 * (every command's input, by a client middleware) and the floor replays those commands directly,
 * all at once (the lower bound of any handler that needs them). A new ingest's transaction is
 * replayed with a fresh idempotency record key, so its condition passes as the handler's did.
 */
import { randomUUID } from 'node:crypto';
import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { CatalogItemInput } from '#shared/domain/analytics/inputs.ts';
import type { LambdaHttpHandler } from '#shared/http/functions.ts';
import { lambdaContext, type ProxyRequest, proxyEvent } from '../local/lambda-event.ts';
import type { LocalStack } from '../local/stack.ts';
import { BUSINESS_DATE, SALES_SUMMARY } from '../test/fixtures/end-of-day.ts';
import {
  type BenchBranch,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  iterations,
  ms,
  percentile,
  ratio,
  storeBuiltDay,
  syntheticDay,
  withBenchStack,
} from './harness.ts';

interface RecordedCommand {
  command: string;
  input: Record<string, unknown>;
}

/** Records the commands a client sends while `recording` is on (document-level inputs). */
function commandRecorder(db: DynamoDBDocumentClient) {
  let recorded: RecordedCommand[] | null = null;
  let sent = 0;
  db.middlewareStack.add(
    ((next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) =>
      async (args: { input: Record<string, unknown> }) => {
        sent += 1;
        recorded?.push({ command: context.commandName ?? 'unknown', input: structuredClone(args.input) });
        return next(args);
      }) as never,
    { step: 'initialize', name: 'benchCommandRecorder', override: true },
  );
  return {
    /** Commands sent so far by this client (every command, recorded or not). */
    get sent() {
      return sent;
    },
    async record(run: () => Promise<unknown>): Promise<RecordedCommand[]> {
      recorded = [];
      try {
        await run();
        return recorded;
      } finally {
        recorded = null;
      }
    },
  };
}

/** The document client command that sends a recorded low-level command again. */
function replay(db: DynamoDBDocumentClient, { command, input }: RecordedCommand): Promise<unknown> {
  switch (command) {
    case 'GetItemCommand':
      return db.send(new GetCommand(input as never));
    case 'QueryCommand':
      return db.send(new QueryCommand(input as never));
    case 'BatchGetItemCommand':
      return db.send(new BatchGetCommand(input as never));
    case 'UpdateItemCommand':
      return db.send(new UpdateCommand(input as never));
    case 'PutItemCommand':
      return db.send(new PutCommand(input as never));
    case 'TransactWriteItemsCommand':
      return db.send(new TransactWriteCommand(freshRecordKey(input) as never));
    default:
      throw new Error(`the handlers bench cannot replay ${command}`);
  }
}

/**
 * The same transaction, made to pass as the handler's did: every Put conditioned on absence (the
 * idempotency record, the document) under a new sort key, and every conditioned Update (the
 * rate-limit counter's expected count) on a counter of its own with the condition dropped; same
 * items, same sizes. The floor must not count on the branch's real minute counter: the handler
 * expects the count it saw last, and a floor that moved it behind the handler's back would cost the
 * handler a cancelled transaction and a retry on every round, which no real POS causes.
 */
function freshRecordKey(input: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(input) as {
    TransactItems: Array<{
      Put?: { Item: Record<string, unknown>; ConditionExpression?: string };
      Update?: {
        Key: Record<string, unknown>;
        ConditionExpression?: string;
        ReturnValuesOnConditionCheckFailure?: string;
        ExpressionAttributeValues?: Record<string, unknown>;
        ExpressionAttributeNames?: Record<string, string>;
        UpdateExpression?: string;
      };
    }>;
  };
  for (const item of copy.TransactItems) {
    if (item.Put?.ConditionExpression?.includes('attribute_not_exists')) {
      item.Put.Item = { ...item.Put.Item, sk: `${String(item.Put.Item.sk)}#${randomUUID()}` };
    }
    if (item.Update?.ConditionExpression) {
      const update = item.Update;
      update.Key = { ...update.Key, sk: `${String(update.Key.sk)}#${randomUUID()}` };
      const condition = update.ConditionExpression!;
      delete update.ConditionExpression;
      delete update.ReturnValuesOnConditionCheckFailure;
      // Placeholders only the condition used must go too (DynamoDB refuses unused ones).
      const used = `${update.UpdateExpression ?? ''}`;
      for (const name of Object.keys(update.ExpressionAttributeValues ?? {})) {
        if (condition.includes(name) && !used.includes(name)) delete update.ExpressionAttributeValues![name];
      }
      for (const name of Object.keys(update.ExpressionAttributeNames ?? {})) {
        if (condition.includes(name) && !used.includes(name)) delete update.ExpressionAttributeNames![name];
      }
    }
  }
  return copy;
}

interface Case {
  name: string;
  /** The function module, its resource path and the request. */
  module: string;
  request: () => Pick<ProxyRequest, 'method' | 'path' | 'resource' | 'headers' | 'query'> & { body?: string };
  /** The same request through the local HTTP API. */
  http: () => Promise<unknown>;
}

async function handlerOf(stack: LocalStack, module: string): Promise<LambdaHttpHandler> {
  const loaded = (await import(`../functions/${module}.ts`)) as {
    createHandler(deps: LocalStack['deps']): LambdaHttpHandler;
  };
  return loaded.createHandler(stack.deps);
}

const catalog: CatalogItemInput[] = Array.from({ length: 30 }, (_, index) => ({
  name: `Producto ${index + 1}`,
  item_sku: `SKU-${index + 1}`,
  category: `Categoría ${(index % 5) + 1}`,
  category_type: index % 3 === 0 ? 'beverage' : 'food',
  unit_price_cents: 5_000 + index * 300,
  unit_cost_cents: 1_500 + index * 100,
  status: 'active',
}));

/** A week of built days (cubes and snapshot markers) for the cached read to read. */
async function seedWeek(stack: LocalStack, branch: BenchBranch, dates: string[]): Promise<void> {
  const builtAt = new Date().toISOString();
  for (const date of dates) {
    const cubes = buildDayCubes(
      syntheticDay({
        branchId: branch.branchId,
        date,
        catalog,
        lines: Array.from({ length: 300 }, (_, index) => ({
          item: catalog[index % catalog.length]!,
          quantity: 1 + (index % 3),
          discount_cents: 0,
          waiter_name: `Mesero ${index % 4}`,
          ordered_at: `${date}T${String(12 + (index % 10)).padStart(2, '0')}:00:00-06:00`,
        })),
        tables: 80,
        covers: 200,
        payments: true,
        extraSummaries: () => [],
      }),
    );
    await storeBuiltDay(stack, branch.branchId, date, cubes, builtAt);
  }
}

const WEEK = [
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-14',
  '2026-03-15',
  '2026-03-16',
];

/** The cases: a ping, a new ingest (a transaction) and a cached read of the seeded week. */
function handlerCases(stack: LocalStack, branch: BenchBranch): Case[] {
  const salesBody = () =>
    JSON.stringify({
      data: {
        type: 'sales',
        attributes: { branch_identifier: branch.branchId, date: BUSINESS_DATE, ...SALES_SUMMARY },
      },
    });
  const period = { branch_identifier: branch.branchId, date_from: WEEK[0]!, date_to: WEEK.at(-1)! };
  const headers = { 'X-API-Key': branch.apiKey };
  return [
    {
      name: 'GET /ping',
      module: 'ping',
      request: () => ({ method: 'GET', path: '/api/v1/ping', resource: '/api/v1/ping', headers }),
      http: () => callApi(stack, branch, 'GET', '/api/v1/ping'),
    },
    {
      name: 'POST /ingest/sales, new key',
      module: 'ingest-sales',
      request: () => ({
        method: 'POST',
        path: '/api/v1/ingest/sales',
        resource: '/api/v1/ingest/sales',
        headers: { ...headers, 'Content-Type': 'application/json', 'X-Idempotency-Key': randomUUID() },
        body: salesBody(),
      }),
      http: () =>
        callApi(stack, branch, 'POST', '/api/v1/ingest/sales', {
          body: JSON.parse(salesBody()),
          idempotent: true,
        }),
    },
    {
      name: 'GET /intelligence/sales/summary, 7 days (key cached)',
      module: 'intelligence-sales-summary',
      request: () => ({
        method: 'GET',
        path: '/api/v1/intelligence/sales/summary',
        resource: '/api/v1/intelligence/sales/summary',
        headers,
        query: period,
      }),
      http: () => callApi(stack, branch, 'GET', '/api/v1/intelligence/sales/summary', { query: period }),
    },
  ];
}

/** One in-process invocation of the case's handler; throws unless it answers 2xx. */
function invoker(handler: LambdaHttpHandler, benchCase: Case) {
  return async () => {
    const requestId = randomUUID();
    const request = benchCase.request();
    const response = await handler(
      proxyEvent({ ...request, body: request.body ?? null, requestId, stage: 'bench' }),
      lambdaContext(requestId, benchCase.module, 'bench'),
    );
    if (response.statusCode >= 300) {
      throw new Error(`${benchCase.name} answered ${response.statusCode}: ${response.body}`);
    }
  };
}

type Lane = 'handler' | 'http' | 'floor';

/**
 * Times the three lanes interleaved in rotation, 10 warm-up rounds then `n`. Also counts the
 * commands the timed handler invocations sent: more than the floor's means retries (a cancelled
 * transaction), which the ratio alone would hide.
 */
async function timeInRotation(
  operations: Array<[Lane, () => Promise<unknown>]>,
  n: number,
  recorder: ReturnType<typeof commandRecorder>,
) {
  const samples: Record<Lane, number[]> = { handler: [], http: [], floor: [] };
  let handlerCommands = 0;
  for (let index = -10; index < n; index++) {
    for (let offset = 0; offset < operations.length; offset++) {
      const [name, operation] = operations[(Math.abs(index) + offset) % operations.length]!;
      const sentBefore = recorder.sent;
      const started = performance.now();
      await operation();
      if (index >= 0) samples[name].push(performance.now() - started);
      if (index >= 0 && name === 'handler') handlerCommands += recorder.sent - sentBefore;
    }
  }
  return { samples, handlerCommands };
}

/** One case's row: its handler, its HTTP request and the replayed floor of its commands. */
async function measureCase(
  stack: LocalStack,
  recorder: ReturnType<typeof commandRecorder>,
  benchCase: Case,
  n: number,
  log: (line: string) => void,
): Promise<Record<string, string | number | null>> {
  const invoke = invoker(await handlerOf(stack, benchCase.module), benchCase);
  // Warm the key cache, then record one invocation's commands: the floor replays them.
  await invoke();
  const commands = await recorder.record(invoke);
  const floor = () => Promise.all(commands.map((command) => replay(stack.deps.db, command)));
  log(`handlers: ${benchCase.name} × ${n} (${commands.map((command) => command.command).join(', ')})`);
  const { samples, handlerCommands } = await timeInRotation(
    [
      ['handler', invoke],
      ['http', benchCase.http],
      ['floor', floor],
    ],
    n,
    recorder,
  );
  const p = (name: Lane, q: number) =>
    percentile(
      [...samples[name]].sort((a, b) => a - b),
      q,
    );
  return {
    operation: benchCase.name,
    floor: `${commands.length} × ${[...new Set(commands.map((c) => c.command.replace('Command', '')))].join('+')}`,
    handler_commands: Number((handlerCommands / n).toFixed(2)),
    handler_p50_ms: ms(p('handler', 50)),
    http_p50_ms: ms(p('http', 50)),
    floor_p50_ms: ms(p('floor', 50)),
    handler_p95_ms: ms(p('handler', 95)),
    floor_p95_ms: ms(p('floor', 95)),
    handler_ratio: ratio(p('handler', 50), p('floor', 50)),
    http_ratio: ratio(p('http', 50), p('floor', 50)),
  };
}

function handlersTable(rows: BenchTable['rows'], n: number): BenchTable {
  return {
    title: 'Lambda handlers in-process vs through the local HTTP API vs the DynamoDB commands they send',
    rows,
    notes: [
      `${n} rounds after 10 warm-up rounds, the three operations interleaved in rotation; branch on the Pro plan (the per-minute counter is part of every request).`,
      'handler = createHandler(deps)(API Gateway proxy event, context) in this process: middy chain, auth (key cached), plan, parse, use case, presenter; no socket.',
      'floor = the commands one invocation sent (recorded by a client middleware), replayed directly and all at once; a transaction is replayed with fresh sort keys for the items it conditions on absence (the idempotency record, the document) and for the minute counter it conditions on its expected count, so the floor never moves the count the handler expects.',
      'handler_commands = DynamoDB commands per timed handler invocation; above the floor count means retries (a cancelled transaction).',
      "goals (issue 21): a new ingest's handler ≤ 1.3× its transaction, a cached read ≤ 1.3× its bare read.",
    ],
  };
}

export const handlersBench: BenchSuite = {
  name: 'handlers',
  description:
    'the Lambda handler alone (in-process API Gateway event) and through HTTP, against the DynamoDB commands it sends replayed bare',
  run: (context) =>
    withBenchStack(context.endpoint, 'handlers', { pipeline: false }, async (stack) => {
      const recorder = commandRecorder(stack.deps.db);
      const branch = await createBenchBranch(stack, 'Bench handlers');
      await seedWeek(stack, branch, WEEK);
      const n = iterations(200, context, 10);
      const rows: BenchTable['rows'] = [];
      for (const benchCase of handlerCases(stack, branch)) {
        rows.push(await measureCase(stack, recorder, benchCase, n, context.log));
      }
      return [handlersTable(rows, n)];
    }),
};
