/**
 * The ask use case as the Lambda runs it: the provider the configuration names, reading through
 * the assistant's read map. Built on first use (cold start), like the other ports.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { parseAssistantConfig } from '../../runtime/assistant-config.ts';
import type { ReadUseCase } from '../request.ts';
import { type AssistantProvider, createAskAssistant, rulesProvider } from './ask.ts';
import { bedrockProvider } from './bedrock.ts';
import { ASSISTANT_READ_MAP } from './reader.ts';

export function configuredProvider(): AssistantProvider {
  const config = parseAssistantConfig();
  if (config.ASSISTANT_PROVIDER === 'rules') return rulesProvider;
  return bedrockProvider(new BedrockRuntimeClient({ region: config.AWS_REGION }), config.ASSISTANT_MODEL_ID!);
}

let ask: ReadUseCase | undefined;

export const askAssistant: ReadUseCase = (deps, request) => {
  ask ??= createAskAssistant({ readMap: ASSISTANT_READ_MAP, provider: configuredProvider() });
  return ask(deps, request);
};
