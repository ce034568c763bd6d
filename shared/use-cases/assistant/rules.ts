/**
 * The rules provider: deterministic, no model. Understands the question (domain/assistant), reads
 * what its intent needs through the reader, and words the answer from those figures only.
 */
import {
  Answer,
  type AnyReadOutcome,
  type ComposeContext,
  type Composed,
  futurePeriod,
  gate,
  outOfDomain,
  plansFor,
} from '../../domain/assistant/answers.ts';
import { hasData, type IntentPlan } from '../../domain/assistant/compose.ts';
import { type DateRange, questionAsRead } from '../../domain/assistant/dates.ts';
import { withDishFollowedUp } from '../../domain/assistant/dishes.ts';
import { closeAppositions } from '../../domain/assistant/format.ts';
import { type AnswerIntent, figureOfWhy } from '../../domain/assistant/intents.ts';
import type { IntelligenceReader, ReadId, ReadRequest, ReadResults } from '../../domain/assistant/reads.ts';
import { directionOf, withUnitFollowedUp } from '../../domain/assistant/superlatives.ts';
import { normalize } from '../../domain/assistant/text.ts';
import { type ConversationState, type Understanding, understand } from '../../domain/assistant/understand.ts';
import { whyOfSales } from '../../domain/assistant/why.ts';

export interface AssistantAnswer extends Composed {
  intent: AnswerIntent;
  period: DateRange | null;
  /** Every read made, public or internal, with its result (the Bedrock guard checks against them). */
  reads: Array<{ request: ReadRequest; outcome: AnyReadOutcome }>;
  /** Sources shown without being read: the plan's `seeAlso` (listed after the reads). */
  seeAlso: ReadRequest[];
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
  requiredPlanOf: (read: ReadId) => string;
  /** The question already understood (the ask use case does it first, to save the conversation meanwhile). */
  understanding?: Understanding;
}

/**
 * The conversation state a turn leaves: the new intent and period, or the previous state unchanged.
 * Its subject question is the one that set the intent: a follow-up that inherited it keeps the
 * question before it, so "¿y el que menos vende?" then "¿y el mes pasado?" stay of the dishes.
 */
export function stateAfter(
  understanding: Understanding,
  previous: ConversationState | null,
  question: string,
): ConversationState | null {
  if (understanding.kind !== 'answer') return previous;
  // A cost ratio compared from the conversation stays the conversation's figure.
  const intent = understanding.figure ?? understanding.intent;
  const subject = followsSubject(understanding, previous) ? previous?.question : question;
  const toldOfThen = intent === 'sales_comparison' && TOLD_OF_THEN.test(normalize(question));
  const range = toldOfThen ? understanding.base : understanding.range;
  return { intent, range, ...(subject === undefined ? {} : { question: subject }) };
}

/**
 * "¿Cuánto llevaba el viernes pasado a esta hora?": the day told of in the imperfect is the
 * conversation's, not today it is compared with, so "¿y cuánto vendió todo el día?" is that
 * Friday's (since 2026-12-07; before, today's).
 */
const TOLD_OF_THEN = /\b(llevaba|llevabamos|iba|ibamos|tenia|teniamos|habia vendido|habiamos vendido)\b/;

/**
 * A follow-up of the conversation's subject: it inherited the figure, or asked the same one of the
 * conversation's period ("¿y el que menos vende?" after the dish that leaves the most).
 */
const followsSubject = (understanding: Understanding, previous: ConversationState | null) =>
  understanding.kind === 'answer' &&
  previous !== null &&
  (understanding.inherited.intent ||
    (understanding.inherited.period && understanding.intent === previous.intent));

/** The conversation's subject question, when this one follows it up; undefined otherwise. */
const subjectOf = (understanding: Understanding, previous: ConversationState | null) =>
  followsSubject(understanding, previous) ? previous?.question : undefined;

/** The subject question a follow-up reads when it inherited the conversation's figure. */
const withSubject = (understanding: Understanding, previous: ConversationState | null) => {
  const subject = subjectOf(understanding, previous);
  return subject === undefined ? {} : { subject };
};

/**
 * The question an answer reads: "¿y el suadero?" after "¿cuánto me dejó el pastor?" is that
 * question of the suadero (dishes.ts `withDishFollowedUp`; since 2026-12-07); any other, itself.
 */
function composedQuestion(
  question: string,
  understanding: Understanding,
  previous: ConversationState | null,
): string {
  if (understanding.kind === 'answer' && understanding.intent === 'why_change') {
    const named = understanding.figure !== undefined || figureOfWhy(question) !== null;
    const sales = whyOfSales(question, previous?.intent, named);
    if (sales !== null) return sales;
  }
  const subject = subjectOf(understanding, previous);
  if (subject === undefined) return question;
  return withDishFollowedUp(question, subject) ?? withUnitFollowedUp(question, subject) ?? question;
}

const capitalized = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

export async function answerWithRules(input: RulesInput): Promise<AssistantAnswer> {
  const { today, previous, reader } = input;
  const question = questionAsRead(input.question);
  const understanding = input.understanding ?? understand(question, today, previous);
  if (understanding.kind === 'out_of_domain') {
    return {
      ...outOfDomain(question),
      intent: 'out_of_domain',
      period: null,
      reads: [],
      seeAlso: [],
      state: previous,
    };
  }
  const { intent, range } = understanding;
  const base = understanding.kind === 'answer' ? understanding.base : range;
  const figure = understanding.kind === 'answer' ? understanding.figure : undefined;
  const asked = composedQuestion(question, understanding, previous);
  const plans = plansFor(intent, range, today, base, asked, figure);
  if (understanding.kind === 'future') {
    return {
      answer: futurePeriod(range, today, intent),
      figures: [],
      follow_ups: [...plans[0]!.followUps],
      intent,
      period: range,
      reads: [],
      seeAlso: [],
      state: previous,
    };
  }
  const state = stateAfter(understanding, previous, question);
  const { plan, requests, outcomes } = await readFirstAnswering(plans, understanding, reader, {
    question: asked,
    today,
  });
  const context: ComposeContext = {
    intent,
    range,
    base: understanding.base,
    today,
    question: asked,
    direction: directionOf(asked),
    ...withSubject(understanding, previous),
    endsYesterday: understanding.endsYesterday,
    ...(understanding.justEnded ? { justEnded: understanding.justEnded } : {}),
    requiredPlanOf: (read) => capitalized(input.requiredPlanOf(read)),
  };
  const reads = outcomes.map(({ request, outcome }) => ({ request, outcome }));
  const seeAlso = plan.seeAlso?.(range) ?? [];
  const blocked = gate(
    plan,
    outcomes.map(({ outcome }) => outcome),
    requests,
    context,
  );
  const answered = (text: string, figures: AssistantAnswer['figures']): AssistantAnswer => ({
    answer: closeAppositions(text),
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
  const results: ReadResults = {};
  for (const { store } of outcomes) store(results);
  const text = plan.compose(
    results,
    context,
    answer,
    outcomes.map(({ outcome }) => outcome),
  );
  return answered(text, answer.figures);
}

/**
 * One read, and how to file its result among the turn's results under its own id (typed by the
 * read, so compose reads each result as its schema types it).
 */
/** Reads each plan in turn until one's first read has a built day (plansFor); the last one stands. */
async function readFirstAnswering(
  plans: readonly IntentPlan[],
  { range, base }: { range: DateRange; base: DateRange },
  reader: IntelligenceReader,
  { question, today }: { question: string; today: string },
) {
  for (const [index, plan] of plans.entries()) {
    const requests = plan.reads(range, base, question, today);
    const outcomes = await readAll(reader, requests);
    const first = outcomes[0]?.outcome;
    const answers = first?.ok === true && hasData(first.result);
    if (!answers && index < plans.length - 1) continue;
    // The later reads follow a first read that answered, built day or not (the accuracy has none).
    if (first?.ok !== true || plan.thenReads === undefined) return { plan, requests, outcomes };
    const results: ReadResults = {};
    for (const { store } of outcomes) store(results);
    const then = plan.thenReads(results, range, { base, today, question });
    return {
      plan,
      requests: [...requests, ...then],
      outcomes: [...outcomes, ...(await readAll(reader, then))],
    };
  }
  throw new Error('plansFor gives at least one plan');
}

const readAll = (reader: IntelligenceReader, requests: readonly ReadRequest[]) =>
  Promise.all(requests.map((request) => readOne(reader, request.read, request.query)));

async function readOne<K extends ReadId>(reader: IntelligenceReader, read: K, query: Record<string, string>) {
  const outcome = await reader(read, query);
  // A read asked twice (the period's, then its base's) files its first outcome, the period's; the
  // later ones are read by position (compose.ts resultAt).
  const store = (results: ReadResults) => {
    if (outcome.ok) results[read] ??= outcome.result;
  };
  const filed: AnyReadOutcome = outcome;
  return { request: { read, query }, outcome: filed, store };
}
