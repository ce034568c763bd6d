/**
 * The assistant's fixture branch, ingested through the HTTP API and the real pipeline:
 *
 * - Friday 2026-02-27: a sales summary only (3,800.00; 40 covers, 20 tables) and a zout with cash
 *   1,500.00 and card 2,300.00 — last week's same weekday for the 03-06 comparison;
 * - Thursday 2026-03-05: two shifts (lunch 1,500.00 with 20 covers / 8 tables, dinner 2,500.00
 *   with 30 covers / 12 tables) and a zout with cash 1,600.00, card 2,400.00, tips 300.00 and a
 *   50.00 surplus (cash_variance, no theoretical: 5,000 / 160,000 = 3.1 % of cash sales, red);
 * - Friday 2026-03-06: the realistic end of day of test/fixtures/end-of-day.ts (setup first).
 *
 * Each day is closed with the aggregator's clock at its end (so alerts and insights are stamped).
 */
import type { Clock } from '#shared/adapters/ports.ts';
import { endOfDayCalls, type FixtureCall, setupCalls } from '../fixtures/end-of-day.ts';
import { sendCall, smallDayCalls } from './calls.ts';
import type { TestBranch, TestStack } from './stack.ts';

export const TODAY = '2026-03-07';
/** Saturday 2026-03-07, 12:00 in Mexico City. */
export const NOW = '2026-03-07T18:00:00.000Z';
export const THURSDAY_CLOSING_ID = '7a3e2c10-0b4d-4c5e-8f60-718293a4b5c6';
export const LAST_FRIDAY_CLOSING_ID = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const CASHIER = 'Rosa Martínez';

export async function ingestAssistantFixture(
  stack: TestStack,
  branch: TestBranch,
  clock: Clock & { set(to: string): void },
  send: (call: FixtureCall) => Promise<unknown> = (call) => sendCall(stack, branch, call),
): Promise<void> {
  clock.set('2026-02-28T07:00:00.000Z');
  for (const call of setupCalls(branch.branchId)) await send(call);
  for (const call of smallDayCalls(
    branch.branchId,
    '2026-02-27',
    LAST_FRIDAY_CLOSING_ID,
    [{ shift: 'all_day', total_sales_cents: 380000, covers: 40, tables_served: 20 }],
    [
      { type: 'cash_sales', amount_cents: 150000 },
      { type: 'card_sales', amount_cents: 230000 },
    ],
    CASHIER,
  ))
    await send(call);
  await stack.pipeline!.drain();

  clock.set('2026-03-06T07:00:00.000Z');
  for (const call of smallDayCalls(
    branch.branchId,
    '2026-03-05',
    THURSDAY_CLOSING_ID,
    [
      { shift: 'lunch', total_sales_cents: 150000, covers: 20, tables_served: 8 },
      { shift: 'dinner', total_sales_cents: 250000, covers: 30, tables_served: 12 },
    ],
    [
      { type: 'cash_sales', amount_cents: 160000 },
      { type: 'card_sales', amount_cents: 240000 },
      { type: 'tips_received', amount_cents: 30000 },
      { type: 'cash_variance', amount_cents: 5000 },
    ],
    CASHIER,
  ))
    await send(call);
  await stack.pipeline!.drain();

  clock.set('2026-03-07T07:35:00.000Z');
  for (const call of endOfDayCalls(branch.branchId)) await send(call);
  await stack.pipeline!.drain();
  clock.set(NOW);
}

/** An answer's quoted figures by key, from its attributes' `figures[]`. */
export function quotedFigures(attributes: {
  figures: Array<{ key: string; value: unknown }>;
}): Record<string, any> {
  return Object.fromEntries(attributes.figures.map((figure) => [figure.key, figure.value]));
}

/** POST /api/v1/assistant/ask as the branch (a follow-up names its conversation). */
export function askAssistant(
  stack: TestStack,
  branch: TestBranch,
  question: string,
  conversationId?: string,
) {
  return stack.request('POST', '/api/v1/assistant/ask', {
    apiKey: branch.apiKey,
    body: {
      data: {
        type: 'assistant-question',
        attributes: {
          branch_identifier: branch.branchId,
          question,
          ...(conversationId ? { conversation_id: conversationId } : {}),
        },
      },
    },
  });
}
