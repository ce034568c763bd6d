/**
 * Bench: POST /api/v1/assistant/ask against the GET intelligence endpoint its answer reads, over the
 * same period, both through the local API (HTTP adapter, middleware chain, key cache, rate-limit
 * counter), timed in alternation. ratio = ask p50 / endpoint p50 (goal ≤ 1.5): the assistant's own
 * cost is understanding the question, wording the answer and its conversation write.
 *
 * The branch holds 35 days of cubes built by `buildDayCubes` from synthetic days (200 order lines a
 * day over a 40-item menu, six waiters), stored with `writeCubes` as the aggregator stores them.
 */
import { randomUUID } from 'node:crypto';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { DayInput } from '#shared/domain/analytics/cubes.ts';
import type { CatalogItemInput, CategoryType, OrderLineInput } from '#shared/domain/analytics/inputs.ts';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import type { Clock } from '#shared/runtime/ports.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { startLocalStack } from '../local/stack.ts';
import {
  type BenchSuite,
  type BenchTable,
  createBenchBranch,
  iterations,
  ms,
  percentile,
  ratio,
} from './harness.ts';

const TIME_ZONE = 'America/Mexico_City';
/** Saturday 2026-03-07, noon in Mexico City: "la semana pasada" is 02-23 … 03-01. */
const NOW = new Date('2026-03-07T18:00:00.000Z');
const STORED = { from: '2026-01-31', to: '2026-03-06' };
const WAITERS = ['Ana', 'Beto', 'Carla', 'Diego', 'Elena', 'Fer'];
const TYPES: CategoryType[] = ['food', 'food', 'beverage', 'bar'];
const catalog: CatalogItemInput[] = Array.from({ length: 40 }, (_, index) => ({
  name: `Platillo ${index + 1}`,
  item_sku: `SKU-${index + 1}`,
  category_type: TYPES[index % TYPES.length]!,
  unit_price_cents: 5_000 + (index % 9) * 1_000,
  unit_cost_cents: 1_500 + (index % 5) * 700,
  status: 'active',
}));

function day(branchId: string, date: string): DayInput {
  const orders: OrderLineInput[] = [];
  let total = 0;
  for (let index = 0; index < 200; index++) {
    const item = catalog[(index * 7 + Number(date.slice(-2))) % catalog.length]!;
    const quantity = 1 + (index % 3);
    const subtotal = quantity * item.unit_price_cents!;
    orders.push({
      item_name: item.name,
      item_sku: item.item_sku,
      quantity,
      unit_price_cents: item.unit_price_cents!,
      subtotal_cents: subtotal,
      discount_cents: 0,
      net_total_cents: subtotal,
      category_type: item.category_type!,
      waiter_name: WAITERS[index % WAITERS.length],
      ordered_at: `${date}T${String(12 + (index % 11)).padStart(2, '0')}:00:00-06:00`,
    });
    total += subtotal;
  }
  const cash = Math.round(total * 0.4);
  return {
    branchId,
    date,
    timeZone: TIME_ZONE,
    orders,
    sales: [
      {
        date,
        shift: 'all_day',
        closing_type: 'zout',
        total_sales_cents: total,
        covers: 150,
        tables_served: 50,
      },
    ],
    payments: [],
    discounts: [],
    cancellations: [],
    closings: [
      {
        id: `Z-${date}`,
        closing_type: 'zout',
        start_at: `${date}T08:00:00-06:00`,
        end_at: `${date}T23:59:00-06:00`,
        summaries: [
          { type: 'cash_sales', amount_cents: cash },
          { type: 'card_sales', amount_cents: total - cash },
          { type: 'tips_received', amount_cents: 20_000 },
        ],
      },
    ],
    catalog,
  };
}

const CASES = [
  { question: '¿Cuánto vendí la semana pasada?', path: 'sales/summary' },
  { question: '¿Quién fue mi mejor mesero la semana pasada?', path: 'sales/by-employee' },
  { question: '¿Qué platillo debería quitar?', path: 'menu/engineering' },
  { question: '¿Me faltó dinero en caja ayer?', path: 'sales/reconciliation' },
] as const;

export const assistantBench: BenchSuite = {
  name: 'assistant',
  description: 'POST /assistant/ask vs the GET intelligence endpoint its answer reads (same period)',
  async run(context) {
    const clock: Clock = { now: () => new Date(NOW) };
    const stack = await startLocalStack({
      endpoint: context.endpoint,
      tableName: `bench-assistant-${randomUUID()}`,
      stage: 'sandbox',
      clock,
      pipeline: false,
    });
    try {
      const branch = await createBenchBranch(stack, 'Bench assistant', 'pro');
      const builtAt = NOW.toISOString();
      const dates = datesInRange(STORED);
      for (let start = 0; start < dates.length; start += 5) {
        await Promise.all(
          dates
            .slice(start, start + 5)
            .map((date) =>
              writeCubes(
                stack.deps,
                branch.branchId,
                date,
                buildDayCubes(day(branch.branchId, date)) as unknown as Record<string, unknown>,
                { built_at: builtAt, revision: 1 },
              ),
            ),
        );
      }
      const headers = { 'X-API-Key': branch.apiKey, 'Content-Type': 'application/json' };
      const rows: BenchTable['rows'] = [];
      const count = iterations(60, context, 10);
      for (const { question, path } of CASES) {
        let query: Record<string, string> = {};
        const ask = async () => {
          const response = await fetch(`${stack.url}/api/v1/assistant/ask`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              data: {
                type: 'assistant-question',
                attributes: { branch_identifier: branch.branchId, question },
              },
            }),
          });
          const body = (await response.json()) as {
            data: { attributes: { sources: Array<{ path: string; query: Record<string, string> }> } };
          };
          if (response.status !== 200) throw new Error(`ask ${response.status}: ${JSON.stringify(body)}`);
          query = body.data.attributes.sources[0]!.query;
        };
        await ask();
        const read = async () => {
          const url = new URL(`${stack.url}/api/v1/intelligence/${path}`);
          for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
          const response = await fetch(url, { headers: { 'X-API-Key': branch.apiKey } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`GET ${path} ${response.status}`);
        };
        const samples = { ask: [] as number[], read: [] as number[] };
        const time = async (run: () => Promise<unknown>, into: number[]) => {
          const started = performance.now();
          await run();
          into.push(performance.now() - started);
        };
        for (let index = 0; index < 5; index++) {
          await ask();
          await read();
        }
        for (let index = 0; index < count; index++) {
          if (index % 2 === 0) {
            await time(ask, samples.ask);
            await time(read, samples.read);
          } else {
            await time(read, samples.read);
            await time(ask, samples.ask);
          }
        }
        samples.ask.sort((a, b) => a - b);
        samples.read.sort((a, b) => a - b);
        const askP50 = percentile(samples.ask, 50);
        const readP50 = percentile(samples.read, 50);
        rows.push({
          question,
          endpoint: `GET /intelligence/${path} ${query.date_from}…${query.date_to}`,
          ask_p50_ms: ms(askP50),
          ask_p95_ms: ms(percentile(samples.ask, 95)),
          endpoint_p50_ms: ms(readP50),
          endpoint_p95_ms: ms(percentile(samples.read, 95)),
          ratio: ratio(askP50, readP50),
        });
        context.log(`assistant: ${question} done`);
      }
      return [
        {
          title: 'Assistant ask vs the endpoint it reads (local API, DynamoDB Local)',
          rows,
          notes: [
            'ratio = ask p50 / endpoint p50, timed in alternation; goal ≤ 1.5.',
            'The ask reads through the same read use case in-process (no second HTTP hop) and writes its conversation (one UpdateItem).',
            'The cash question also reads /kpis (two reads, in parallel).',
          ],
        },
      ];
    } finally {
      await stack.close();
    }
  },
};
