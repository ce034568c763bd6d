/**
 * Bench: POST /api/v1/assistant/ask against the GET intelligence endpoint its answer reads, over the
 * same period, both through the local API (HTTP adapter, middleware chain, key cache, rate-limit
 * counter), timed in alternation. ratio = ask p50 / endpoint p50 (goal ≤ 1.5): the assistant's own
 * cost is understanding the question, wording the answer and its conversation write.
 *
 * The branch holds 35 days of cubes built by `buildDayCubes` from synthetic days (200 order lines a
 * day over a 40-item menu, six waiters), stored with `writeCubes` as the aggregator stores them.
 *
 * A second table, in-process and without the stack, is the spelling evaluation: the share of the
 * generated variants of the well-written questions (misspellings, accents stripped, regional words,
 * impersonal forms; shared/domain/assistant/variants.ts) that get the original's intent and period.
 * The unit test test/unit/assistant/spelling.test.ts keeps it at 100 %.
 */

import type { Clock } from '#shared/adapters/ports.ts';
import { buildDayCubes } from '#shared/domain/analytics/builders/day.ts';
import type { CatalogItemInput, CategoryType } from '#shared/domain/analytics/inputs.ts';
import { datesInRange } from '#shared/domain/analytics/period.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { type VariantKind, variantsOf } from '#shared/domain/assistant/variants.ts';
import { writeCubes } from '#shared/storage/cube-store.ts';
import { queryAll } from '#shared/storage/db.ts';
import { keys } from '#shared/storage/keys.ts';
import type { LocalStack } from '../local/stack.ts';
import { EVALUATION, evaluateCase, LOSSES_PATH, readLosses } from '../test/fixtures/assistant-evaluation.ts';
import { ASSISTANT_TODAY, WELL_WRITTEN_QUESTIONS } from '../test/fixtures/assistant-questions.ts';
import {
  type BenchBranch,
  type BenchContext,
  type BenchSuite,
  type BenchTable,
  callApi,
  createBenchBranch,
  inBatches,
  iterations,
  measurePair,
  pairColumns,
  readIntelligence,
  syntheticDay,
  withBenchStack,
} from './harness.ts';

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

const day = (branchId: string, date: string) =>
  syntheticDay({
    branchId,
    date,
    catalog,
    lines: Array.from({ length: 200 }, (_, index) => ({
      item: catalog[(index * 7 + Number(date.slice(-2))) % catalog.length]!,
      quantity: 1 + (index % 3),
      discount_cents: 0,
      waiter_name: WAITERS[index % WAITERS.length]!,
      ordered_at: `${date}T${String(12 + (index % 11)).padStart(2, '0')}:00:00-06:00`,
    })),
    tables: 50,
    covers: 150,
    payments: false,
    extraSummaries: () => [{ type: 'tips_received', amount_cents: 20_000 }],
  });

const CASES = [
  { question: '¿Cuánto vendí la semana pasada?', path: 'sales/summary' },
  { question: '¿Quién fue mi mejor mesero la semana pasada?', path: 'sales/by-employee' },
  { question: '¿Qué platillo debería quitar?', path: 'menu/engineering' },
  { question: '¿Me faltó dinero en caja ayer?', path: 'sales/reconciliation' },
] as const;

/** Asks the question; returns the period of the answer's first source. */
async function ask(stack: { url: string }, branch: BenchBranch, question: string) {
  const text = await callApi(stack, branch, 'POST', '/api/v1/assistant/ask', {
    body: {
      data: { type: 'assistant-question', attributes: { branch_identifier: branch.branchId, question } },
    },
  });
  const body = JSON.parse(text) as {
    data: { attributes: { sources: Array<{ query: Record<string, string> }> } };
  };
  const { date_from, date_to } = body.data.attributes.sources[0]!.query;
  return { from: date_from!, to: date_to! };
}

/** Intent and period of a question asked without a conversation, as one comparable string. */
function reading(question: string): string {
  const understood = understand(question, ASSISTANT_TODAY, null);
  return understood.kind === 'out_of_domain'
    ? understood.kind
    : `${understood.kind} ${understood.intent} ${understood.range.from}…${understood.range.to}`;
}

/** Per kind of variant: how many, how many keep the original's intent and period. */
export function spellingTable(): BenchTable {
  const kinds: Array<VariantKind | 'all'> = ['misspelling', 'accents', 'regional', 'impersonal', 'all'];
  const counts = new Map(kinds.map((kind) => [kind, { variants: 0, passing: 0 }]));
  const count = (kind: VariantKind | 'all', passing: boolean) => {
    const entry = counts.get(kind)!;
    entry.variants += 1;
    if (passing) entry.passing += 1;
  };
  for (const { question } of WELL_WRITTEN_QUESTIONS) {
    const expected = reading(question);
    for (const variant of variantsOf(question)) {
      const passing = reading(variant.question) === expected;
      count(variant.kind, passing);
      count('all', passing);
    }
  }
  return {
    title: `Assistant spelling evaluation (${WELL_WRITTEN_QUESTIONS.length} well-written questions)`,
    rows: [...counts].map(([kind, { variants, passing }]) => ({
      kind,
      variants,
      passing,
      share: `${((100 * passing) / variants).toFixed(1)} %`,
    })),
    notes: [
      'Each variant carries one change: a misspelling in one word, accents stripped, a regional word or an impersonal form.',
      'passing = same intent and period as the well-written question (asked on 2026-03-07, no conversation); the unit test requires 100 %.',
    ],
  };
}

/** The whole answer of a question (attributes), for the evaluation. */
async function askFully(stack: { url: string }, branch: BenchBranch, question: string) {
  const text = await callApi(stack, branch, 'POST', '/api/v1/assistant/ask', {
    body: {
      data: { type: 'assistant-question', attributes: { branch_identifier: branch.branchId, question } },
    },
  });
  return JSON.parse(text).data.attributes;
}

/**
 * The evaluation set (test/fixtures/assistant-evaluation.ts) on a branch of its own: accuracy (intent,
 * period and every figure equal to what the endpoints' own reads give), and each question's ask
 * latency beside the floor of the same run: a bare DynamoDB Local Query of the sales cubes of its
 * period (one item per day), timed in alternation.
 */
async function evaluationTable(
  stack: LocalStack,
  branch: BenchBranch,
  context: BenchContext,
): Promise<BenchTable> {
  const ports = {
    today: ASSISTANT_TODAY,
    ask: (question: string) => askFully(stack, branch, question),
    async read(path: string, range: { from: string; to: string }, own?: Record<string, string>) {
      if (path === LOSSES_PATH) return readLosses(stack.deps, branch.branchId, range, NOW);
      const query: Record<string, string> = {
        branch_identifier: branch.branchId,
        ...(own ?? { date_from: range.from, date_to: range.to }),
      };
      if (path.endsWith('suggestions')) query.days_ahead ??= '7';
      try {
        return JSON.parse(await callApi(stack, branch, 'GET', path, { query })).data;
      } catch {
        return null;
      }
    },
  };
  const rows: BenchTable['rows'] = [];
  let correct = 0;
  for (const entry of EVALUATION) {
    const result = await evaluateCase(entry, ports);
    if (result.correct) correct += 1;
    const range = entry.period(ASSISTANT_TODAY) ?? { from: ASSISTANT_TODAY, to: ASSISTANT_TODAY };
    const floor = () =>
      queryAll(stack.deps, {
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.cubePartition(branch.branchId, 'sales'),
          ':from': range.from,
          ':to': range.to,
        },
      });
    const pair = await measurePair(() => askFully(stack, branch, entry.question), floor, {
      iterations: iterations(10, context, 3),
      warmup: 2,
    });
    rows.push({
      intent: entry.intent,
      question: entry.question,
      correct: result.correct ? 'yes' : `no: ${result.why}`.slice(0, 80),
      ...pairColumns(pair, 'ask', 'floor'),
    });
  }
  rows.push({
    intent: 'all',
    question: `${EVALUATION.length} questions`,
    correct: `${correct} (${((100 * correct) / EVALUATION.length).toFixed(1)} %)`,
  });
  return {
    title: 'Assistant evaluation set: accuracy and ask latency vs a bare DynamoDB Query',
    rows,
    notes: [
      'correct = intent, period and every quoted figure equal to what the endpoints read for that period (expected computed from the reads, test/fixtures/assistant-evaluation.ts).',
      "floor = a bare DynamoDB Local Query of the sales cubes of the question's period, timed in alternation; ratio = ask p50 / floor p50.",
      "On an enterprise branch (no per-minute limit, so no rate-limit counter): the set's requests outrun the pro plan's 2,000 a minute on a quiet machine.",
    ],
  };
}

export const assistantBench: BenchSuite = {
  name: 'assistant',
  description: 'POST /assistant/ask vs the GET intelligence endpoint its answer reads (same period)',
  run: (context) =>
    withBenchStack(
      context.endpoint,
      'assistant',
      { stage: 'sandbox', clock: { now: () => new Date(NOW) } satisfies Clock, pipeline: false },
      async (stack) => {
        const branch = await createBenchBranch(stack, 'Bench assistant', 'pro');
        // The evaluation's own branch, the same days: its ~2,000 requests in well under a minute on
        // a quiet machine met the pro plan's per-minute limit (a 429), so it runs on enterprise, with
        // none, and skips the rate-limit counter the first table's requests pay, as pro's do.
        const evaluated = await createBenchBranch(stack, 'Bench assistant evaluation', 'enterprise');
        const builtAt = NOW.toISOString();
        for (const { branchId } of [branch, evaluated])
          await inBatches(datesInRange(STORED), 5, (date) =>
            writeCubes(
              stack.deps,
              branchId,
              date,
              buildDayCubes(day(branchId, date)) as unknown as Record<string, unknown>,
              { built_at: builtAt, revision: 1 },
            ),
          );
        const rows: BenchTable['rows'] = [];
        for (const { question, path } of CASES) {
          const period = await ask(stack, branch, question);
          const pair = await measurePair(
            () => ask(stack, branch, question),
            () => readIntelligence(stack, branch, path, period),
            { iterations: iterations(60, context, 10), warmup: 5 },
          );
          rows.push({
            question,
            endpoint: `GET /intelligence/${path} ${period.from}…${period.to}`,
            ...pairColumns(pair, 'ask', 'endpoint'),
          });
          context.log(`assistant: ${question} done`);
        }
        const evaluation = await evaluationTable(stack, evaluated, context);
        return [
          spellingTable(),
          evaluation,
          {
            title: 'Assistant ask vs the endpoint it reads (local API, DynamoDB Local)',
            rows,
            notes: [
              'ratio = ask p50 / endpoint p50, timed in alternation; goal ≤ 1.5.',
              'The ask reads through the same read use case in-process (no second HTTP hop) and writes its conversation (one UpdateItem).',
              'The cash question reads the reconciliation only: its percentage is the KPI formula over the same closings, not a /kpis read.',
            ],
          },
        ];
      },
    ),
};
