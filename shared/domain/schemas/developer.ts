/**
 * What the developer portal's credential routes and the account routes accept
 * (docs/authentication.md): a new app client, a new branch, and the ids in their paths.
 */
import * as z from 'zod/mini';
import { API_SCOPE_NAMES, type ApiScope } from '../access.ts';
import { isCutoffHour } from '../business-day.ts';
import { isValidTimeZone } from '../zoned-time.ts';
import { requiredName } from './common.ts';

/** Path ids: any string reaches the use case, and one the branch does not have answers 404. */
export const apiKeyParams = z.strictObject({
  key_id: z.string().check(z.describe("The key's id (a UUID), from the list; not derived from the key.")),
});
export const appClientParams = z.strictObject({
  client_id: z.string().check(z.describe("The app client's client_id.")),
});

/** POST /developer/api-keys takes nothing: send no body, `{}` or `{"data": {"type": "api_key"}}`. */
export const apiKeyCreateBody = z
  .object({})
  .check(z.describe('Optional and ignored: a key has no attributes to choose.'));

export const appClientCreateAttributes = z.strictObject({
  name: requiredName.check(z.describe('Who uses the client, e.g. "POS Acme" (shown in the list).')),
  scopes: z.array(z.enum(API_SCOPE_NAMES as [ApiScope, ...ApiScope[]])).check(
    z.minLength(1, { error: 'must name at least one scope' }),
    z.refine((scopes: string[]) => new Set(scopes).size === scopes.length, {
      error: 'must not repeat a scope',
    }),
    z.describe(`Short scope names: ${API_SCOPE_NAMES.join(', ')}.`),
  ),
});

export const appClientCreateDocument = z.strictObject({
  data: z.strictObject({ type: z.literal('app_client'), attributes: appClientCreateAttributes }),
});

export const branchCreateAttributes = z.strictObject({
  name: requiredName.check(z.describe('The branch as people call it, e.g. "Centro".')),
  timezone: z.string().check(
    z.refine((zone: string) => isValidTimeZone(zone), {
      error: 'must be an IANA time zone such as America/Mexico_City',
    }),
    z.describe("The branch's IANA time zone (every local date and hour uses it)."),
  ),
  business_day_cutoff_hour: z.optional(
    z
      .int()
      .check(
        z.refine(isCutoffHour, { error: 'must be a whole hour from 0 to 23' }),
        z.describe('Local hour at which the business day turns over; default 5 (05:00).'),
      ),
  ),
});

export const branchCreateDocument = z.strictObject({
  data: z.strictObject({ type: z.literal('branch'), attributes: branchCreateAttributes }),
});
