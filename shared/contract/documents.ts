/**
 * Request documents: the JSON:API-style body every write route takes, built from the resource's
 * attributes schema the same way shared/domain/parse-request.ts parseEnvelope reads it.
 */
import * as z from 'zod/mini';
import { ingestMeta } from '../domain/schemas/common.ts';

/**
 * The whole request document as parseEnvelope reads it: `data.type` must be the endpoint's,
 * `data.attributes` is validated by the resource's schema and `data.meta`, optional, by the ingest
 * meta schema. Other members of the document and of `data` are accepted and ignored (plain objects,
 * not strict ones), exactly as the parser does.
 */
export function requestDocument<T extends string, A extends z.core.$ZodType>(type: T, attributes: A) {
  return z.object({
    data: z.object({
      type: z.literal(type),
      attributes,
      meta: z.optional(ingestMeta),
    }),
  });
}
