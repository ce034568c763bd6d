/**
 * No internal id in a text an owner reads (issue 18, point 13). Over the assistant fixture branch
 * (three closed days, closings named by their UUIDs as the spec has the POS send them) plus voided
 * tickets whose ids are UUIDs, every text meant for people is collected: the alerts of
 * /intelligence/alerts and /live/alerts/active, the daily insights, the assistant's answer to every
 * question it handles, and the title, message and action of every `alert.triggered` published.
 * None may contain a UUID; a closing is named by its date, shift and register instead.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceEvent } from '#shared/adapters/events.ts';
import { UUID_IN_TEXT } from '#shared/domain/uuid.ts';
import { WELL_WRITTEN_QUESTIONS } from '../fixtures/assistant-questions.ts';
import { askAssistant, ingestAssistantFixture, NOW } from '../support/assistant-fixture.ts';
import { manualClock, startTestStack, type TestBranch, type TestStack } from '../support/stack.ts';
import { envelope } from './ingest-support.ts';

const clock = manualClock('2026-02-28T07:00:00.000Z');
let stack: TestStack;
let branch: TestBranch;

/** Posts an activity event with the clock 5 s after it happened. */
async function activity(occurredAt: string, attributes: Record<string, unknown>) {
  clock.set(new Date(Date.parse(occurredAt) + 5_000));
  const response = await stack.request('POST', '/api/v1/ingest/activity', {
    apiKey: branch.apiKey,
    idempotencyKey: randomUUID(),
    body: envelope('activity', {
      branch_identifier: branch.branchId,
      occurred_at: occurredAt,
      ...attributes,
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

beforeAll(async () => {
  stack = await startTestStack({ clock });
  branch = await stack.createBranch({ plan: 'pro', name: 'Taquería textos' });
  await ingestAssistantFixture(stack, branch, clock);
  // Three voids by one waiter within a shift, on tickets the POS names by UUID: a red void_alert.
  for (const at of ['2026-03-06T20:10:00-06:00', '2026-03-06T21:00:00-06:00', '2026-03-06T21:40:00-06:00']) {
    await activity(at, {
      actor_name: 'Luis Hernández',
      actor_role: 'waiter',
      event: 'ticket.voided',
      ref_type: 'ticket',
      ref_id: randomUUID(),
      detail: { ticket_id: randomUUID(), ticket_total_cents: 45_000, reason: 'Mesa se fue' },
    });
  }
  clock.set(NOW);
}, 180_000);

afterAll(() => stack?.close());

const texts: Array<{ where: string; text: string }> = [];
const collect = (where: string, ...values: unknown[]) => {
  for (const value of values) if (typeof value === 'string') texts.push({ where, text: value });
};

describe('texts meant for people', () => {
  it('name closings by date, shift and register, and carry no UUID anywhere', async () => {
    const range = { branch_identifier: branch.branchId, date_from: '2026-02-27', date_to: '2026-03-07' };
    const alerts = await stack.request('GET', '/api/v1/intelligence/alerts', {
      apiKey: branch.apiKey,
      query: range,
    });
    expect(alerts.status).toBe(200);
    const stored = alerts.body.data.attributes.alerts as Array<Record<string, string>>;
    expect(stored.map((alert) => alert.type)).toEqual(
      expect.arrayContaining(['cash_variance_high', 'void_alert']),
    );
    for (const alert of stored) collect(`alert ${alert.type}`, alert.title, alert.message, alert.action);
    // The closing is named as an owner knows it.
    expect(stored.find((alert) => alert.type === 'cash_variance_high')!.title).toMatch(
      /de caja en el corte Z del (jueves 5|viernes 6) de marzo/,
    );

    const insights = await stack.request('GET', '/api/v1/intelligence/insights', {
      apiKey: branch.apiKey,
      query: range,
    });
    expect(insights.status).toBe(200);
    for (const insight of insights.body.data.attributes.insights) collect('insight', insight.text);

    const live = await stack.request('GET', '/api/v1/live/alerts/active', {
      apiKey: branch.apiKey,
      query: { branch_identifier: branch.branchId },
    });
    expect(live.status).toBe(200);
    for (const alert of live.body.data.attributes.alerts) collect(`live ${alert.type}`, alert.message);

    for (const { question } of WELL_WRITTEN_QUESTIONS) {
      const answer = await askAssistant(stack, branch, question);
      expect(answer.status, question).toBe(200);
      collect(`assistant: ${question}`, answer.body.data.attributes.answer);
    }

    const announced = stack.bus.published.filter(
      (event: ServiceEvent) =>
        event.branch_identifier === branch.branchId && event.event === 'alert.triggered',
    );
    expect(announced.length).toBeGreaterThan(0);
    for (const event of announced) {
      const alert = (event.data as { alert: Record<string, unknown> }).alert;
      collect(`alert.triggered ${String(alert.type)}`, alert.title, alert.message, alert.action);
    }

    expect(texts.length).toBeGreaterThan(WELL_WRITTEN_QUESTIONS.length);
    expect(texts.filter(({ text }) => UUID_IN_TEXT.test(text))).toEqual([]);
  }, 300_000);
});
