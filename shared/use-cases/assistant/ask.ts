/**
 * POST /api/v1/assistant/ask: a question in Spanish → an answer with the figures it quotes, the
 * period, the intelligence sources ("ver detalle") and follow-up suggestions.
 *
 * Body: {"data":{"type":"assistant-question","attributes":{branch_identifier, question (1–500
 * characters), conversation_id?}}}. A conversation (per branch) remembers the last intent and period
 * for 24 hours after its last question, so a follow-up may omit them. An unknown or expired
 * conversation_id starts a new conversation under that id; without one, a new id is issued.
 */
import { questionAsRead } from '../../domain/assistant/dates.ts';
import { INTENTS, type Intent } from '../../domain/assistant/intents.ts';
import { type ConversationState, understand } from '../../domain/assistant/understand.ts';
import { businessToday, cutoffHourOf, hourOfBusinessDay } from '../../domain/business-day.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { parseEnvelope } from '../../domain/parse-request.ts';
import type { AssistantAnswerAttributes, AssistantAnswerMeta } from '../../domain/responses/assistant.ts';
import type { Resource } from '../../domain/results.ts';
import { ASSISTANT_QUESTION_TYPE, questionAttributes, questionMeta } from '../../domain/schemas/assistant.ts';
import { readConversation, writeConversation } from '../../storage/assistant-store.ts';
import { readSnapshotMarker } from '../../storage/snapshot-store.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { intelligenceReader, pathOf, requiredPlanFor } from './reader.ts';
import { type AssistantAnswer, answerWithRules, type RulesInput, stateAfter } from './rules.ts';

/** Conversations are kept this long after their last question. */
export const CONVERSATION_TTL_SECONDS = 24 * 60 * 60;

/** A provider answers one question; `rules` is the deterministic one every other falls back to. */
export interface AssistantProvider {
  name: string;
  answer(input: RulesInput): Promise<AssistantAnswer>;
}

export const rulesProvider: AssistantProvider = { name: 'rules', answer: answerWithRules };

export interface AskOptions {
  provider: AssistantProvider;
}

const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value);

/**
 * The question understood, with the conversation it continues. Whether today's corte Z is in moves
 * only a period reaching today; so today's snapshot marker is awaited only when the question read
 * with today closed differs from the question read with it open ("¿cuánto vendí la semana pasada?"
 * goes on without that round trip). With a conversation, both are read at once, as before.
 */
async function understandAsked(
  deps: Deps,
  asked: {
    branchId: string;
    question: string;
    today: string;
    conversationId?: string;
    now: Date;
    hour: number;
  },
) {
  const { branchId, question, today, conversationId, hour } = asked;
  const marker = () => readSnapshotMarker(deps, branchId, today);
  const early = conversationId ? marker() : null;
  // Awaited below only when it matters; a failure that moves no answer is not an unhandled one.
  early?.catch(() => undefined);
  const stored = conversationId
    ? await readConversation(deps, branchId, conversationId, asked.now)
    : undefined;
  const previous: ConversationState | null =
    stored && isIntent(stored.intent)
      ? {
          intent: stored.intent,
          range: stored.period,
          ...(stored.question === undefined ? {} : { question: stored.question }),
        }
      : null;
  const open = understand(question, today, previous, { todayClosed: false, hour });
  const closed = understand(question, today, previous, { todayClosed: true, hour });
  if (JSON.stringify(open) === JSON.stringify(closed)) return { stored, previous, understanding: open };
  const todayClosed = (await (early ?? marker())) !== undefined;
  return { stored, previous, understanding: todayClosed ? closed : open };
}

export function createAskAssistant(options: AskOptions) {
  return async (
    deps: Deps,
    request: RouteRequest,
  ): Promise<Resource<AssistantAnswerAttributes, AssistantAnswerMeta>> => {
    const { attributes } = parseEnvelope(
      request.body,
      ASSISTANT_QUESTION_TYPE,
      questionAttributes,
      questionMeta,
    );
    const branchId = request.branch.branch_identifier;
    if (attributes.branch_identifier.toLowerCase() !== branchId) {
      throw new NotFoundError('branch_identifier does not exist for this API key.', {
        field: 'data.attributes.branch_identifier',
        receivedValue: attributes.branch_identifier,
      });
    }
    // "hoy", "ayer", "esta semana" count from the business date still running, as the data is filed.
    const today = businessToday(request.now, request.branch.timezone, cutoffHourOf(request.branch));
    const conversationId = attributes.conversation_id ?? deps.newId();
    // "de oct a nov": every reader, the dates and the intents alike, sees the months spelled out.
    const question = questionAsRead(attributes.question);
    // Understood first, so the conversation is saved while the provider reads and answers.
    const { stored, previous, understanding } = await understandAsked(deps, {
      branchId,
      question,
      today,
      conversationId: attributes.conversation_id,
      now: request.now,
      hour: hourOfBusinessDay(request.now, request.branch.timezone, today),
    });
    const state = stateAfter(understanding, previous, question);
    const saved = state
      ? writeConversation(deps, branchId, {
          conversation_id: conversationId,
          intent: state.intent,
          period: state.range,
          ...(state.question === undefined ? {} : { question: state.question }),
          turns: (stored?.turns ?? 0) + 1,
          updated_at: request.now.toISOString(),
          expires_at: Math.floor(request.now.getTime() / 1000) + CONVERSATION_TTL_SECONDS,
        })
      : Promise.resolve();
    const [result] = await Promise.all([
      options.provider.answer({
        question,
        today,
        previous,
        understanding,
        reader: intelligenceReader(deps, request),
        requiredPlanOf: requiredPlanFor,
      }),
      saved,
    ]);

    const shown = [...result.reads.map(({ request }) => request), ...result.seeAlso];
    return {
      attributes: {
        answer: result.answer,
        intent: result.intent,
        period: result.period,
        figures: result.figures,
        // The routes read or shown ("ver detalle"); the internal read has no path and is not shown.
        sources: shown.flatMap(({ read, query }) => {
          const path = pathOf(read);
          return path === null ? [] : [{ path, query: { branch_identifier: branchId, ...query } }];
        }),
        follow_ups: result.follow_ups,
      },
      meta: { provider: result.provider ?? options.provider.name, conversation_id: conversationId },
    };
  };
}
