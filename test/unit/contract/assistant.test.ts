/**
 * The assistant-ask schemas accept the question document the use case parses and the answer it
 * sends (the shape test/integration/assistant.test.ts receives), and reject renamed members.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ASSISTANT_CONTRACT } from '#shared/contract/assistant.ts';
import { routeById } from '#shared/contract/routes.ts';
import { successBody } from '#shared/contract/schemas.ts';

const route = routeById('assistant-ask');
const contract = ASSISTANT_CONTRACT['assistant-ask'];
const BRANCH = '7d0f6a52-3b4e-4c1f-9a51-2f0c8b1e6d10';

const answer = {
  data: {
    type: 'assistant_answer',
    attributes: {
      answer:
        'El viernes 6 de marzo vendiste $4,602.00: alimentos $2,567.00, bebidas $420.00 y bar $1,575.00.',
      intent: 'sales_total',
      period: { from: '2026-03-06', to: '2026-03-06' },
      figures: [
        { key: 'total_sales_cents', label: 'Venta total', value: 460200, unit: 'cents' },
        { key: 'best_waiter', label: 'Mejor mesero', value: 'Ana', unit: 'text' },
      ],
      sources: [
        {
          path: '/api/v1/intelligence/sales/summary',
          query: { branch_identifier: BRANCH, date_from: '2026-03-06', date_to: '2026-03-06' },
        },
      ],
      follow_ups: ['¿Y contra el periodo anterior?'],
    },
    meta: { provider: 'rules', conversation_id: 'conv-1' },
  },
};

describe('assistant-ask schemas', () => {
  const schema = successBody(route, contract);

  it('the answer parses, also out of domain (no period, no figures)', () => {
    expect(z.safeParse(schema, answer).success).toBe(true);
    const outOfDomain = {
      data: {
        ...answer.data,
        attributes: {
          ...answer.data.attributes,
          intent: 'out_of_domain',
          period: null,
          figures: [],
          sources: [],
        },
      },
    };
    expect(z.safeParse(schema, outOfDomain).success).toBe(true);
  });

  it('a renamed member, an unknown intent or unit is rejected', () => {
    const { follow_ups, ...rest } = answer.data.attributes;
    const renamed = { data: { ...answer.data, attributes: { ...rest, followups: follow_ups } } };
    expect(z.safeParse(schema, renamed).success).toBe(false);
    const intent = { data: { ...answer.data, attributes: { ...answer.data.attributes, intent: 'weather' } } };
    expect(z.safeParse(schema, intent).success).toBe(false);
    const unit = {
      data: {
        ...answer.data,
        attributes: {
          ...answer.data.attributes,
          figures: [{ key: 'x', label: 'x', value: 1, unit: 'pesos' }],
        },
      },
    };
    expect(z.safeParse(schema, unit).success).toBe(false);
    const meta = { data: { ...answer.data, meta: { model: 'rules', conversation_id: 'conv-1' } } };
    expect(z.safeParse(schema, meta).success).toBe(false);
  });

  it('the question document parses; a wrong type or an overlong question does not', () => {
    const question = {
      data: {
        type: 'assistant-question',
        attributes: { branch_identifier: BRANCH, question: '¿Cuánto vendí ayer?', conversation_id: 'conv-1' },
      },
    };
    expect(z.safeParse(contract.body, question).success).toBe(true);
    expect(z.safeParse(contract.body, { data: { ...question.data, type: 'question' } }).success).toBe(false);
    const long = {
      data: { ...question.data, attributes: { ...question.data.attributes, question: 'a'.repeat(501) } },
    };
    expect(z.safeParse(contract.body, long).success).toBe(false);
  });
});
