/**
 * The assistant's evaluation set (test/fixtures/assistant-evaluation.ts) on the assistant fixture
 * branch: every intent, each expected answer computed from the API's own reads of the period (GET
 * endpoints, and the internal cancellations read use case), never typed by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENTS } from '#shared/domain/assistant/intents.ts';
import { EVALUATION, evaluateCase, LOSSES_PATH, readLosses } from '../fixtures/assistant-evaluation.ts';
import { askAssistant, ingestAssistantFixture, TODAY } from '../support/assistant-fixture.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';

const clock = manualClock('2026-02-28T07:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'growth', name: 'Taquería evaluación' });
  await ingestAssistantFixture(stack, branch, clock);
}, 120_000);

afterAll(() => stack?.close());

const ports = () => ({
  today: TODAY,
  async ask(question: string) {
    const response = await askAssistant(stack, branch, question);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.attributes;
  },
  async read(path: string, range: { from: string; to: string }) {
    if (path === LOSSES_PATH) return readLosses(stack.deps, branch.branchId, range, clock.now());
    const response = await stack.request('GET', path, {
      apiKey: branch.apiKey,
      query: {
        branch_identifier: branch.branchId,
        date_from: range.from,
        date_to: range.to,
        ...(path.endsWith('suggestions') ? { days_ahead: '7' } : {}),
      },
    });
    return response.status === 200 ? response.body.data : null;
  },
});

describe('the evaluation set', () => {
  it('covers every intent', () => {
    const covered = new Set(EVALUATION.map((entry) => entry.intent));
    for (const intent of [...INTENTS, 'out_of_domain']) expect(covered, intent).toContain(intent);
  });

  it.each(EVALUATION.map((entry) => [entry.question, entry] as const))('%s', async (_question, entry) => {
    const result = await evaluateCase(entry, ports());
    expect(result.why).toBe('');
    expect(result.correct).toBe(true);
  });
});
