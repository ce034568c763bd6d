import { routeFunction } from '#shared/http/functions.ts';
import { askAssistant } from '#shared/use-cases/assistant/provider.ts';

export const { handler, createHandler } = routeFunction('assistant-ask', askAssistant);
