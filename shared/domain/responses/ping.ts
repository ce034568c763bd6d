/** GET /api/v1/ping (spec "Ping result"). */
import * as z from 'zod/mini';
import { PLANS, SUBSCRIPTION_STATUSES } from '../plans.ts';

export const pingAttributes = z.strictObject({
  status: z.literal('ok'),
  branch_name: z.string(),
  plan: z.enum(PLANS),
  environment: z.enum(['sandbox', 'production']),
  api_version: z.string(),
  message: z.string(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  /** Additive: the local hour at which the branch's business day turns over. */
  business_day_cutoff_hour: z.int().check(z.minimum(0), z.maximum(23)),
});
export type PingAttributes = z.output<typeof pingAttributes>;
