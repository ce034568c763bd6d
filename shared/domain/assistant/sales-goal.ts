/**
 * "¿Cuánto me falta para llegar a 50 mil hoy?", "¿voy a llegar a $40,000?": the amount the owner
 * names as today's goal, read from the question's words alone (intents.ts reads it as today's
 * sales; live.ts says it against the sales so far and Hoy's projection). Pure.
 */
import { normalize } from './text.ts';

/**
 * A goal's words: what is missing to reach it, reaching it, the goal itself, and how likely it is
 * ("¿qué tan probable es que venda 50 mil mañana?", "¿qué tan seguro es que…?").
 */
const GOAL_WORDS =
  /\b(faltan?|falto|faltaron|llegar|llego|llegue|llegamos|llegare|alcanzar|alcanzo|alcance|alcanzamos|alcanza|meta|lograr|logro|logre|pasar|probable|probabilidad|posible|que tan seguro es que)\b/;

/** An amount as typed: "50 mil", "50mil", "$50,000", "50000", "45.5 mil", "50k", "1.2 millones", "1 mdp". */
const AMOUNT = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(mil\b|k\b|millones\b|millon\b|millón\b|mdp\b)?/;

const MULTIPLIERS: Readonly<Record<string, number>> = {
  mil: 1_000,
  k: 1_000,
  millones: 1_000_000,
  millon: 1_000_000,
  millón: 1_000_000,
  mdp: 1_000_000,
};

/**
 * The first amount in `text` (lower-cased), in cents, and where it ends; null without one, or under
 * $100, which is no goal: a day of the month ("el 15") or an hour ("a las 3").
 */
function amountIn(text: string): { cents: number; end: number } | null {
  const match = AMOUNT.exec(text);
  if (match === null) return null;
  const value = Number(match[1]!.replaceAll(',', '')) * (match[2] === undefined ? 1 : MULTIPLIERS[match[2]]!);
  if (!Number.isFinite(value) || value < 100) return null;
  return { cents: Math.round(value * 100), end: match.index + match[0].length };
}

/** The goal asked, in cents, or null: an amount with a goal's words. */
export function goalAsked(question: string): number | null {
  if (!GOAL_WORDS.test(normalize(question))) return null;
  return amountIn(question.toLowerCase())?.cents ?? null;
}

/** A profit's words: "ganar", "que me queden", "utilidad de", "ganancia de", "quedarme con". */
const PROFIT_WORDS =
  /\b(ganar|ganemos|ganamos|me queden?|nos queden?|quedarme con|quedarnos con|utilidad de|ganancia de|utilidades de|ganancias de)\b/;

/** What a profit goal is said per: "al día", "a la semana", "al mes", "al año"; null for the period asked. */
export type ProfitGoalUnit = 'day' | 'week' | 'month' | 'year';

export interface ProfitGoal {
  cents: number;
  per: ProfitGoalUnit | null;
}

const GOAL_UNITS: readonly [RegExp, ProfitGoalUnit][] = [
  [/\b(al dia|diarios?|por dia|cada dia)\b/, 'day'],
  [/\b(a la semana|semanales?|por semana|cada semana)\b/, 'week'],
  [/\b(al mes|mensuales?|por mes|cada mes)\b/, 'month'],
  [/\b(al ano|anuales?|por ano|cada ano)\b/, 'year'],
];

/**
 * A profit asked as a goal, or null: "¿cuánto tengo que vender para ganar 50 mil?", "… para que me
 * queden $40,000 al mes" (the break-even answers add the sales it asks; since 2026-12-06, before
 * the break-even alone). The amount after the profit's words, so a day before them ("el 15") is
 * not read as it; the unit said after the amount.
 */
export function profitGoalAsked(question: string): ProfitGoal | null {
  const text = question.toLowerCase();
  const words = PROFIT_WORDS.exec(text);
  if (words === null) return null;
  const rest = text.slice(words.index + words[0].length);
  const amount = amountIn(rest);
  if (amount === null) return null;
  const after = normalize(rest.slice(amount.end));
  const per = GOAL_UNITS.find(([said]) => said.test(after))?.[1] ?? null;
  return { cents: amount.cents, per };
}

/** "¿Cuánto me falta vender hoy?", "¿cuánto me falta por vender?": what is left of a goal unsaid. */
export const asksLeftToSell = (question: string) =>
  /\bfaltan? (?:por |para )?vender\b/.test(normalize(question));

/**
 * "¿Cuánto me falta para la meta?", "¿cuánto me falta vender hoy?": a goal named without its
 * amount. No setting keeps one, so the answer asks for it (goalUnknownSentence) beside the sales
 * asked, rather than refusing the question.
 */
export const namesGoalWithoutAmount = (question: string) =>
  (/\bmetas?\b/.test(normalize(question)) || asksLeftToSell(question)) && goalAsked(question) === null;

/** No setting keeps a sales goal: its amount is asked for, with an example of how to say it. */
const NO_GOAL_KEPT = 'No tengo guardada una meta de venta: dime su monto, por ejemplo';

export const GOAL_UNKNOWN = `${NO_GOAL_KEPT} "¿cuánto me falta para 50 mil hoy?", y te digo cuánto te falta y a dónde te lleva el ritmo del día.`;

/** The same of days to come ("¿voy a llegar a la meta de la semana?"): the forecast answer follows. */
export const GOAL_UNKNOWN_AHEAD = `${NO_GOAL_KEPT} "¿voy a llegar a 50 mil mañana?" o "¿a 300 mil esta semana?", y te digo a dónde te lleva el pronóstico.`;
