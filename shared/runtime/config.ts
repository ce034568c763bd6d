/**
 * Runtime configuration, parsed once at cold start. A missing or malformed variable fails fast with
 * a message naming it, instead of surfacing later as a confusing runtime error.
 */
import * as z from 'zod';
import { STAGES } from './stages.ts';

/** A cached key → branch lookup is trusted at most this long (and by default exactly this long). */
export const MAX_KEY_CACHE_TTL_SECONDS = 60;

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  STAGE: z.enum(STAGES),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set only for DynamoDB Local; absent in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** How long a handler may trust a cached key → branch lookup (revocation takes effect within it). */
  KEY_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_KEY_CACHE_TTL_SECONDS)
    .default(MAX_KEY_CACHE_TTL_SECONDS),
  EVENT_BUS_NAME: z.string().min(1).optional(),
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
