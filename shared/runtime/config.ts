/**
 * Runtime configuration, parsed once at cold start. A missing or malformed variable fails fast with
 * a message naming it, instead of surfacing later as a confusing runtime error.
 */
import { z } from 'zod';
import { STAGES } from './stages.ts';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  STAGE: z.enum(STAGES),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set only for DynamoDB Local; absent in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** How long a handler may trust a cached key → branch lookup (revocation takes effect within it). */
  KEY_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(60).default(60),
  EVENT_BUS_NAME: z.string().min(1).optional(),
  /** The webhook delivery state machine; set on the routes that start attempt chains (test, redeliver). */
  WEBHOOK_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** Scales the retry waits (5 s, 30 s) for demos and tests: 0.01 makes them 50 ms and 300 ms. */
  WEBHOOK_WAIT_SCALE: z.coerce.number().min(0).max(1).default(1),
});

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
