/**
 * The assistant's evaluation set (test/fixtures/assistant-evaluation.ts) on the demo's taquería: the
 * simulator's restaurant (seed 7, as `npm start -- --demo`) sent through the API and the pipeline,
 * October 1st to December 2nd 2026 with its back office (purchases, counts, payroll by fortnight,
 * rent and every expense), and today, Thursday December 3rd, live until 13:30 (tables, cash
 * register events). Asked on that day: "el mes pasado" is November, "octubre" is a whole month,
 * "este mes" is December 1–2 (today has not closed), "hoy" reads the live figures. Every expected
 * figure is computed from the API's own reads of the period (GET endpoints, and the internal
 * cancellations read), never typed by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTS } from '#shared/domain/assistant/intents.ts';
import { TAQUERIA } from '../../local/simulator/concepts.ts';
import { simulate } from '../../local/simulator/run.ts';
import { createPosClientSender } from '../../local/simulator/sender.ts';
import { EVALUATION, evaluateCase, LOSSES_PATH, readLosses } from '../fixtures/assistant-evaluation.ts';
import { askAssistant } from '../support/assistant-fixture.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const TODAY = '2026-12-03';
/** 13:30 in Mexico City: today's service is under way. */
const clock = manualClock('2026-12-03T19:30:00.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  // Pro: the live module (today's cash and sales) and inventory, beside the assistant.
  branch = await stack.createBranch({ plan: 'pro', name: 'Taquería El Fogón' });
  await simulate({
    seed: 7,
    days: 63,
    clock: () => clock.now(),
    branches: [
      {
        branchId: branch.branchId,
        concept: TAQUERIA,
        index: 0,
        sender: createPosClientSender({
          baseUrl: stack.url,
          apiKey: branch.apiKey,
          branchId: branch.branchId,
        }),
      },
    ],
  });
  await stack.pipeline?.drain({ timeoutMs: 600_000 });
}, 1_200_000);

afterAll(() => stack?.close());

const ports = () => ({
  today: TODAY,
  async ask(question: string) {
    const response = await askAssistant(stack, branch, question);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.attributes;
  },
  async read(path: string, range: { from: string; to: string }, query?: Record<string, string>) {
    if (path === LOSSES_PATH) return readLosses(stack.deps, branch.branchId, range, clock.now());
    // The live reads are today's: they take the branch only; the forecast reads their own query.
    const period: Record<string, string> = path.startsWith('/api/v1/live/')
      ? {}
      : (query ?? { date_from: range.from, date_to: range.to });
    const response = await stack.request('GET', path, {
      apiKey: branch.apiKey,
      query: {
        branch_identifier: branch.branchId,
        // The suggestions' own days when the case gives them (a purchase question names its days).
        ...(path.endsWith('suggestions') ? { days_ahead: '7' } : {}),
        ...period,
      },
    });
    return response.status === 200 ? response.body.data : null;
  },
});

describe('the evaluation set', () => {
  it('covers every intent, with at least 80 questions', () => {
    const covered = new Set(EVALUATION.map((entry) => entry.intent));
    for (const intent of [...INTENTS, 'out_of_domain']) expect(covered, intent).toContain(intent);
    expect(EVALUATION.length).toBeGreaterThanOrEqual(80);
  });

  it('has the months it asks about: figures to compare, not empty periods', async () => {
    const read = ports().read;
    for (const month of [
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-30' },
    ]) {
      const pnl = await read('/api/v1/intelligence/pnl', month);
      expect(pnl?.attributes.utilidad_neta.net_profit_cents, JSON.stringify(month)).not.toBeNull();
      expect(pnl?.attributes.gastos_operativos.rent_cents).toBeGreaterThan(0);
    }
    const cash = await read('/api/v1/live/cash/balance', { from: TODAY, to: TODAY });
    expect(cash?.attributes.expected_balance_cents).not.toBeNull();
    // The forecast questions have figures to quote: tomorrow's forecast. The quarter arrives at
    // once, so no forecast was stored before its days: the accuracy says it has none scored yet.
    const forecast = await read('/api/v1/intelligence/forecast', { from: TODAY, to: TODAY }, { days: '14' });
    expect(forecast?.attributes.days[1].status).toBe('ok');
    // Tomorrow (a Friday) has a prep list and staff by a rate: the prep and staff answers quote them.
    const tomorrow = { date: forecast?.attributes.days[1].date };
    const items = await read('/api/v1/intelligence/forecast/items', { from: TODAY, to: TODAY }, tomorrow);
    expect(items?.attributes.items.length).toBeGreaterThan(0);
    const hours = await read('/api/v1/intelligence/forecast/hours', { from: TODAY, to: TODAY }, tomorrow);
    expect(hours?.meta.staffing.sales_per_staff_hour_cents).toBeGreaterThan(0);
    const accuracy = await read(
      '/api/v1/intelligence/forecast/accuracy',
      { from: TODAY, to: TODAY },
      { days: '28' },
    );
    expect(accuracy?.attributes.horizons[0].days_scored).toBe(0);
  });

  it.each(EVALUATION.map((entry) => [entry.question, entry] as const))('%s', async (_question, entry) => {
    const result = await evaluateCase(entry, ports());
    expect(result.why).toBe('');
    expect(result.correct).toBe(true);
  });
});
