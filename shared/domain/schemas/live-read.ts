/**
 * The query of the live GETs. They read the key's own branch today and take no other parameter;
 * `branch_identifier` may repeat it (the HTTP layer checks it on every route: another branch is a
 * 404, as if it did not exist).
 */
import * as z from 'zod/mini';
import { uuid } from './common.ts';

export const liveQuery = z.object({
  branch_identifier: z.optional(
    uuid.check(z.describe("The key's own branch, in any case; another branch answers 404 SVC_ERR_404.")),
  ),
});
