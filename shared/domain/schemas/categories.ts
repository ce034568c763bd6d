/** Categories (POST /api/v1/ingest/categories, data.type categories). */
import * as z from 'zod/mini';
import { MAX_CATEGORIES, MAX_COUNT } from '../limits.ts';
import { onceEach, requiredName, uuid } from './common.ts';

/**
 * identifier and name required (spec). parent_identifier is a UUID or null (root); sequence any
 * integer within ±MAX_COUNT. Whether the parent exists and the tree has no cycle is checked by the ingest use case
 * against stored state, not here.
 */
export const categoryInput = z.looseObject({
  identifier: uuid,
  name: requiredName,
  parent_identifier: z.optional(z.nullable(uuid)),
  sequence: z.optional(z.int().check(z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/**
 * A non-empty categories array required (us). branch_identifier is optional here (the spec does not
 * list it for categories; the API key names the branch) and a UUID when sent. Stateless checks (us):
 * an identifier appears once per request and a category is not its own parent.
 */
export const categoriesAttributes = z
  .looseObject({
    branch_identifier: z.optional(uuid),
    categories: z.array(categoryInput).check(z.minLength(1), z.maxLength(MAX_CATEGORIES)),
  })
  .check(
    z.superRefine(({ categories }, ctx) => {
      const once = onceEach(ctx, 'categories', 'category');
      categories.forEach((category, index) => {
        once(index, 'identifier', category.identifier);
        if (category.parent_identifier === category.identifier) {
          ctx.addIssue({
            code: 'custom',
            path: ['categories', index, 'parent_identifier'],
            message: 'must not be the category itself',
          });
        }
      });
    }),
  );
