/**
 * The assistant's configuration, parsed once: which provider answers (`rules` everywhere by default;
 * `bedrock` where a stage sets it) and, for Bedrock, the model id (from the stage config) and region.
 */
import * as z from 'zod';

const assistantConfigSchema = z
  .object({
    ASSISTANT_PROVIDER: z.enum(['rules', 'bedrock']).default('rules'),
    ASSISTANT_MODEL_ID: z.string().min(1).optional(),
    AWS_REGION: z.string().min(1).default('us-east-1'),
  })
  .refine((config) => config.ASSISTANT_PROVIDER !== 'bedrock' || config.ASSISTANT_MODEL_ID !== undefined, {
    message: 'ASSISTANT_MODEL_ID is required when ASSISTANT_PROVIDER is bedrock',
    path: ['ASSISTANT_MODEL_ID'],
  });

export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

export function parseAssistantConfig(env: NodeJS.ProcessEnv = process.env): AssistantConfig {
  const result = assistantConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
