/**
 * The assistant's conversation item against DynamoDB Local: the subject question is kept beside
 * the intent and period, and a turn without one leaves none behind (not an empty string).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConversation, writeConversation } from '#shared/storage/assistant-store.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const NOW = new Date('2026-12-07T12:00:00.000Z');
const turn = (question?: string) => ({
  conversation_id: 'c-1',
  intent: 'top_item',
  period: { from: '2026-12-01', to: '2026-12-06' },
  ...(question === undefined ? {} : { question }),
  turns: 1,
  updated_at: NOW.toISOString(),
  expires_at: Math.floor(NOW.getTime() / 1000) + 3600,
});

describe('conversation store', () => {
  it('keeps the subject question, and removes it when a turn has none', async () => {
    const branchId = randomUUID();
    await writeConversation(stack.deps, branchId, turn('¿Cuál es el platillo más vendido?'));
    expect(await readConversation(stack.deps, branchId, 'c-1', NOW)).toMatchObject({
      intent: 'top_item',
      question: '¿Cuál es el platillo más vendido?',
    });
    await writeConversation(stack.deps, branchId, turn());
    const read = await readConversation(stack.deps, branchId, 'c-1', NOW);
    expect(read).toMatchObject({ intent: 'top_item', period: { from: '2026-12-01', to: '2026-12-06' } });
    expect(read).not.toHaveProperty('question');
  });
});
