/** POST /api/v1/assistant/ask: the question document (docs/assistant.md). */
import * as z from 'zod/mini';

export const QUESTION_MAX_LENGTH = 500;
export const ASSISTANT_QUESTION_TYPE = 'assistant-question';

export const questionAttributes = z.object({
  branch_identifier: z
    .string()
    .check(z.minLength(1), z.describe("The key's own branch (UUID); another branch's answers 404.")),
  question: z.string().check(
    z.minLength(1),
    z.maxLength(QUESTION_MAX_LENGTH),
    z.refine((text: string) => text.trim() !== '', 'question must not be blank.'),
    z.describe(`The question in Spanish, 1 to ${QUESTION_MAX_LENGTH} characters.`),
  ),
  conversation_id: z.optional(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'conversation_id must be 1–128 letters, digits, or _ . : -'),
        z.describe(
          'Continues a conversation (its last intent and period, for 24 hours after its last question); unknown or expired starts a new one under this id.',
        ),
      ),
  ),
});

/** The request meta is accepted and ignored. */
export const questionMeta = z.looseObject({});

/** The whole request document. */
export const questionBody = z.object({
  data: z.object({
    type: z.literal(ASSISTANT_QUESTION_TYPE),
    attributes: questionAttributes,
    meta: z.optional(questionMeta),
  }),
});
