/**
 * The assistant's configuration, parsed once: which provider answers (`rules` everywhere by default;
 * `bedrock` where a stage sets it) and, for Bedrock, the model id (from the stage config) and region.
 */
import * as z from 'zod/mini';
import { parseEnvironment } from './config.ts';

const assistantConfigSchema = z
  .object({
    ASSISTANT_PROVIDER: z._default(z.enum(['rules', 'bedrock']), 'rules'),
    ASSISTANT_MODEL_ID: z.optional(z.string().check(z.minLength(1))),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  })
  .check(
    z.refine(
      (config: { ASSISTANT_PROVIDER: string; ASSISTANT_MODEL_ID?: string | undefined }) =>
        config.ASSISTANT_PROVIDER !== 'bedrock' || config.ASSISTANT_MODEL_ID !== undefined,
      {
        message: 'ASSISTANT_MODEL_ID is required when ASSISTANT_PROVIDER is bedrock',
        path: ['ASSISTANT_MODEL_ID'],
      },
    ),
  );

export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

export function parseAssistantConfig(env: NodeJS.ProcessEnv = process.env): AssistantConfig {
  return parseEnvironment(assistantConfigSchema, env);
}
