/**
 * The rules provider: deterministic, no model. Understands the question (domain/assistant), reads
 * what its intent needs through the reader, and words the answer from those figures only.
 */
import {
  Answer,
  type ComposeContext,
  type Composed,
  futurePeriod,
  gate,
  outOfDomain,
  PLANS,
  type ReadResult,
  type Source,
} from '../../domain/assistant/answers.ts';
import type { DateRange } from '../../domain/assistant/dates.ts';
import type { AnswerIntent } from '../../domain/assistant/intents.ts';
import { type ConversationState, type Understanding, understand } from '../../domain/assistant/understand.ts';
import type { IntelligenceReader } from './reader.ts';

export interface AssistantAnswer extends Composed {
  intent: AnswerIntent;
  period: DateRange | null;
  /** Every read made, public or internal, with its result (the Bedrock guard checks against them). */
  reads: Array<{ source: Source; result: ReadResult }>;
  /** Sources shown without being read: the plan's `seeAlso` (listed after the reads). */
  seeAlso: Source[];
  /** The conversation state after this turn (null: nothing to remember). */
  state: ConversationState | null;
  /** Who wrote the answer, when not the provider asked (a model answer that fell back to rules). */
  provider?: string;
}

export interface RulesInput {
  question: string;
  today: string;
  previous: ConversationState | null;
  reader: IntelligenceReader;
  requiredPlanOf: (path: string) => string;
  /** The question already understood (the ask use case does it first, to save the conversation meanwhile). */
  understanding?: Understanding;
}

/** The conversation state a turn leaves: the new intent and period, or the previous state unchanged. */
export function stateAfter(
  understanding: Understanding,
  previous: ConversationState | null,
): ConversationState | null {
  return understanding.kind === 'answer'
    ? { intent: understanding.intent, range: understanding.range }
    : previous;
}

const capitalized = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

export async function answerWithRules(input: RulesInput): Promise<AssistantAnswer> {
  const { question, today, previous, reader } = input;
  const understanding = input.understanding ?? understand(question, today, previous);
  if (understanding.kind === 'out_of_domain') {
    return {
      ...outOfDomain(),
      intent: 'out_of_domain',
      period: null,
      reads: [],
      seeAlso: [],
      state: previous,
    };
  }
  const { intent, range } = understanding;
  const plan = PLANS[intent];
  const state: ConversationState = { intent, range };
  if (understanding.kind === 'future') {
    return {
      answer: futurePeriod(range, today),
      figures: [],
      follow_ups: [...plan.followUps],
      intent,
      period: range,
      reads: [],
      seeAlso: [],
      state: previous,
    };
  }
  const sources = plan.reads(range);
  const results = await Promise.all(sources.map((source) => reader(source.path, source.query)));
  const context: ComposeContext = {
    intent,
    range,
    today,
    question,
    requiredPlanOf: (path) => capitalized(input.requiredPlanOf(path)),
  };
  const reads = sources.map((source, index) => ({ source, result: results[index]! }));
  const seeAlso = plan.seeAlso?.(range) ?? [];
  const blocked = gate(intent, results, sources, context);
  const answered = (text: string, figures: AssistantAnswer['figures']): AssistantAnswer => ({
    answer: text,
    figures,
    follow_ups: [...plan.followUps],
    intent,
    period: range,
    reads,
    seeAlso,
    state,
  });
  if (blocked !== null) return answered(blocked, []);
  const answer = new Answer();
  const text = plan.compose(results, context, answer);
  return answered(text, answer.figures);
}
