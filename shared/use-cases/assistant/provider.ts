/**
 * The ask use case as the Lambda runs it: the provider the configuration names, reading through
 * the assistant's typed reads. Built on first use (cold start), like the other ports.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { parseAssistantConfig } from '../../adapters/assistant-config.ts';
import { type AssistantProvider, createAskAssistant, rulesProvider } from './ask.ts';
import { bedrockProvider } from './bedrock.ts';

export function configuredProvider(): AssistantProvider {
  const config = parseAssistantConfig();
  if (config.ASSISTANT_PROVIDER === 'rules') return rulesProvider;
  return bedrockProvider(new BedrockRuntimeClient({ region: config.AWS_REGION }), config.ASSISTANT_MODEL_ID!);
}

type Ask = ReturnType<typeof createAskAssistant>;
let ask: Ask | undefined;

export const askAssistant: Ask = (deps, request) => {
  ask ??= createAskAssistant({ provider: configuredProvider() });
  return ask(deps, request);
};
