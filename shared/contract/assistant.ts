/** The schemas of POST /api/v1/assistant/ask: the question document and the answer. */
import { assistantAnswerAttributes, assistantAnswerMeta, figure } from '../domain/responses/assistant.ts';
import { questionBody } from '../domain/schemas/assistant.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

export const ASSISTANT_CONTRACT = {
  'assistant-ask': { attributes: assistantAnswerAttributes, meta: assistantAnswerMeta, body: questionBody },
} satisfies Partial<Record<RouteId, RouteContract>>;

/** The schemas the OpenAPI document names as components. */
/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const ASSISTANT_COMPONENTS = {
  AssistantQuestion: questionBody,
  AssistantAnswerAttributes: assistantAnswerAttributes,
  AssistantAnswerMeta: assistantAnswerMeta,
  AssistantFigure: figure,
};
