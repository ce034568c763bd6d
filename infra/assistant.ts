/**
 * What the assistant's ask function needs beyond a read route: to update its conversation items
 * (IAM LeadingKeys on the conversation partitions, like the rate-limit counters) and, on a stage
 * whose assistant provider is Bedrock, the provider settings and bedrock:InvokeModel on the
 * configured foundation model only.
 */
import { Arn, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RouteDefinition } from '#shared/contract/routes.ts';
import { keys } from '#shared/storage/keys.ts';
import type { ServiceFunction, ServiceFunctionProps } from './service-function.ts';
import type { StageConfig } from './stage-config.ts';
import { tableAccessOfModule } from './table-access.ts';

export const isAssistantAsk = (route: RouteDefinition): boolean =>
  route.module === 'assistant' && route.method === 'POST';

export function assistantAskProps(
  stageConfig: StageConfig,
  ratePartitions: readonly string[],
): Pick<ServiceFunctionProps, 'tableAccess' | 'environment'> {
  const { assistant } = stageConfig;
  return {
    // What its code reads; it writes only its counters and conversations.
    tableAccess: {
      ...tableAccessOfModule('assistant-ask'),
      writablePartitions: [...ratePartitions, keys.assistantConversationPartitionPattern()],
    },
    environment:
      assistant.provider === 'bedrock'
        ? { ASSISTANT_PROVIDER: 'bedrock', ASSISTANT_MODEL_ID: assistant.modelId }
        : { ASSISTANT_PROVIDER: 'rules' },
  };
}

/** The ARN of the stage's assistant model in the stack's region, or null for the rules provider. */
export function assistantModelArn(stack: Stack, stageConfig: StageConfig): string | null {
  if (stageConfig.assistant.provider !== 'bedrock') return null;
  return Arn.format(
    {
      service: 'bedrock',
      account: '',
      resource: 'foundation-model',
      resourceName: stageConfig.assistant.modelId,
    },
    stack,
  );
}

export function grantAssistantModel(fn: ServiceFunction, stageConfig: StageConfig): void {
  const modelArn = assistantModelArn(Stack.of(fn), stageConfig);
  if (modelArn === null) return;
  // Converse and ConverseStream are authorized as bedrock:InvokeModel(/WithResponseStream).
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [modelArn] }));
}
