/** POST /api/v1/assistant/ask: the answer (docs/assistant.md). */
import * as z from 'zod/mini';
import { INTENTS, OUT_OF_DOMAIN } from '../assistant/intents.ts';
import { period } from './common.ts';

export const FIGURE_UNITS = ['cents', '%', 'count', 'number', 'hour', 'text'] as const;

/** A number (or name) the answer quotes, exactly as the endpoint it was read from returned it. */
export const figure = z.strictObject({
  key: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.enum(FIGURE_UNITS),
});
export type Figure = z.output<typeof figure>;

/** An intelligence read that shows the answer's figures ("ver detalle"): GET path?query. */
export const answerSource = z.strictObject({
  path: z.string(),
  query: z.record(z.string(), z.string()),
});

export const assistantAnswerAttributes = z.strictObject({
  answer: z.string().check(z.describe('The answer in Mexican Spanish.')),
  intent: z.enum([...INTENTS, OUT_OF_DOMAIN]),
  period: z.nullable(period).check(z.describe('The period answered; null when the question has none.')),
  figures: z.array(figure),
  sources: z.array(answerSource),
  follow_ups: z.array(z.string()),
});
export type AssistantAnswerAttributes = z.output<typeof assistantAnswerAttributes>;

export const assistantAnswerMeta = z.strictObject({
  provider: z.string().check(z.describe('Who wrote the answer: rules, or bedrock.')),
  conversation_id: z.string(),
});
export type AssistantAnswerMeta = z.output<typeof assistantAnswerMeta>;
