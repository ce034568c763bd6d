/** The error envelope (spec "Error envelope"): every non-2xx answer of the service. */
import * as z from 'zod/mini';

export const ERROR_CODES = [
  'SVC_ERR_400',
  'SVC_ERR_401',
  'SVC_ERR_403',
  'SVC_ERR_404',
  'SVC_ERR_405',
  'SVC_ERR_409',
  'SVC_ERR_413',
  'SVC_ERR_422',
  'SVC_ERR_422_CENTS',
  'SVC_ERR_422_IDEMPOTENCY_KEY_REUSED',
  'SVC_ERR_422_LIMIT_REACHED',
  'SVC_ERR_429',
  'SVC_ERR_431',
  'SVC_ERR_500',
  'SVC_ERR_503',
] as const;

export const errorEnvelope = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Path of the offending input, e.g. `data.attributes.lines[2].quantity` or `headers.X-API-Key`. */
    field: z.optional(z.string()),
    request_id: z.string(),
    /** The value received at `field`, when the error reports it (any JSON value). */
    received_value: z.optional(z.unknown()),
    /** The reference's section on this code: what it means and what the client should do. */
    docs: z.string(),
  }),
});
export type ErrorEnvelope = z.output<typeof errorEnvelope>;
