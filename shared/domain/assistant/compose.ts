/**
 * The pieces every intent's answer is written with: the context it is composed in, the recorder of
 * the figures it quotes (`Answer`), the plan an intent follows (what it reads, how it words it) and
 * small wording helpers. answers.ts and the intent families (rankings.ts, comparison.ts, why.ts)
 * build their plans from these.
 */
import { divideRounded, roundHalfAwayFromZero } from '../analytics/rounding.ts';
import { addDays } from '../calendar-dates.ts';
import type { Figure } from '../responses/assistant.ts';
import type { DateRange, JustEnded } from './dates.ts';
import { count, money, pct, period } from './format.ts';
import type { AnswerIntent } from './intents.ts';
import type { AssistantResults, ReadId, ReadOutcome, ReadRequest, ReadResults } from './reads.ts';
import type { Direction } from './superlatives.ts';

export type { Figure } from '../responses/assistant.ts';

/** Any read's outcome. */
export type AnyReadOutcome = ReadOutcome<AssistantResults[ReadId]>;

export interface Composed {
  answer: string;
  figures: Figure[];
  follow_ups: string[];
}

export interface ComposeContext {
  intent: AnswerIntent;
  range: DateRange;
  today: string;
  /** The plan that first includes the module of a read the answer needed (for a 403). */
  requiredPlanOf: (read: ReadId) => string;
  /** Normalized words of the question (to tell "quitar" from "promover" details). */
  question: string;
  /**
   * The conversation's subject question, when this one followed it up inheriting its figure
   * (rules.ts): what the follow-up does not name, its part of the menu or its figure, is that one's.
   */
  subject?: string;
  /** The period compared with (comparison.ts): the base of a comparison, else the previous equal one. */
  base: DateRange;
  /** The end of a ranking the question asks for (superlatives.ts): the most or the least. */
  direction: Direction;
  /** The period asked reached today, still open, so it ends yesterday: the answer says so. */
  endsYesterday?: boolean;
  /** The month, week or quincena asked began today: the answer reads the one just ended, and says so. */
  justEnded?: JustEnded;
  /** Today's figures so far (a live read): a ranking says who leads, not who was best. */
  live?: boolean;
}

/** Collects the figures an answer quotes while it is being written. */
export class Answer {
  readonly figures: Figure[] = [];
  private readonly seen = new Set<string>();

  private add(figure: Figure): void {
    const id = `${figure.key}|${figure.value}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.figures.push(figure);
  }
  money(key: string, label: string, cents: number): string {
    this.add({ key, label, value: cents, unit: 'cents' });
    return money(cents);
  }
  /** A percentage, quoted at the one decimal the answer says (never the unrounded ratio). */
  pct(key: string, label: string, value: number): string {
    this.add({ key, label, value: roundHalfAwayFromZero(value, 1), unit: '%' });
    return pct(value);
  }
  count(key: string, label: string, value: number, unit: 'count' | 'number' = 'count'): string {
    this.add({ key, label, value, unit });
    return count(value);
  }
  hour(key: string, label: string, value: string): string {
    this.add({ key, label, value, unit: 'hour' });
    return value;
  }
  name(key: string, label: string, value: string): string {
    this.add({ key, label, value, unit: 'text' });
    return value;
  }
}

export type Status = 'green' | 'yellow' | 'red' | null;

// ------------------------------------------------------------------------------ helpers

export const STATUS_WORD: Record<Exclude<Status, null>, string> = {
  green: 'en verde',
  yellow: 'en amarillo',
  red: 'en rojo',
};

export function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

export const hasData = (result: AssistantResults[ReadId]) => result.meta.snapshot_date != null;

/** The result of a read the plan made (compose runs only once its first read answered). */
export function resultOf<Id extends ReadId>(results: ReadResults, id: Id): AssistantResults[Id] {
  const result = results[id];
  if (result === undefined) throw new Error(`the ${id} read has no result`);
  return result;
}

/** The result of the read at `index` of the plan's reads, typed as the plan knows it is. */
export function resultAt<Id extends ReadId>(
  outcomes: readonly AnyReadOutcome[],
  index: number,
  _read: Id,
): AssistantResults[Id] | null {
  const outcome = outcomes[index];
  return outcome?.ok ? (outcome.result as AssistantResults[Id]) : null;
}

/** The "ver detalle" query of an endpoint for the period. */
export function periodQuery(range: DateRange): Record<string, string> {
  return { date_from: range.from, date_to: range.to };
}

// ------------------------------------------------------------------------------ intent plans

export interface IntentPlan {
  /**
   * What to read, in order; the first decides whether the answer can be given. `question` is for a
   * plan whose reads hang on what it names beside the period (a part of the day); `today` for one
   * whose reads hang on whether a day is to come (the forecast covers it, no sales of it exist).
   */
  reads: (range: DateRange, base: DateRange, question: string, today: string) => ReadRequest[];
  /**
   * Reads that hang on what the first ones answered, made after them and listed after them (the
   * accuracy's replay, only while fewer than a week of stored forecasts is scored; today's live
   * sales, only while today has no corte Z; an ingredient's stock when the days asked buy none of
   * it); none by default.
   */
  thenReads?: (
    results: ReadResults,
    range: DateRange,
    asked: { base: DateRange; today: string; question: string },
  ) => ReadRequest[];
  /**
   * Endpoints that show a figure the answer computes from its reads, listed in `sources` after them
   * without being read (the cash variance % is the /kpis KPI, computed from the reconciliation read).
   */
  seeAlso?: (range: DateRange) => ReadRequest[];
  /**
   * The answer stands without its reads, which only add to it (the calendar names its days with or
   * without the forecast's effects): no read's failure or plan gates it, and compose reads each
   * result as possibly missing.
   */
  standsAlone?: true;
  /**
   * Its read has today's figures before the day's corte Z (the alerts: a live anomaly is raised as it
   * happens), so a period reaching today answers without a built day.
   */
  liveToday?: true;
  /** Which default period the intent takes when the question names none. */
  defaultPeriod: 'yesterday' | 'this_month' | 'last_month' | 'last_28_days' | 'last_7_days' | 'today';
  /**
   * The default period when the question asks of a habit in the present tense ("¿a qué hora vendo
   * más?", "¿quién vende más?"): a figure of many days, not yesterday's luck (why-question.ts).
   */
  habitPeriod?: 'last_28_days';
  /** Whether the figures cover a period at all (purchase suggestions look ahead from today). */
  usesPeriod: boolean;
  /** Words the answer; called once the first read answered (its result is in `results`). */
  compose(
    results: ReadResults,
    context: ComposeContext,
    answer: Answer,
    /** Every read's outcome in the order of `reads` (two reads of one endpoint: comparison, why). */
    outcomes: readonly AnyReadOutcome[],
  ): string;
  followUps: readonly string[];
  /** What the owner captures to make a cost intent answerable. */
  needs?: string;
}

export const read =
  (id: ReadId) =>
  (range: DateRange): ReadRequest[] => [{ read: id, query: periodQuery(range) }];

/** One read of a day's endpoint (`?date=`) per day of the range, in order: a forecast over days. */
export function eachDayRead(id: ReadId, range: DateRange): ReadRequest[] {
  const reads: ReadRequest[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)!)
    reads.push({ read: id, query: { date } });
  return reads;
}

/** The period in words, and that it stops yesterday when the one asked reached today (still open). */
export const when = (context: ComposeContext) =>
  `${period(context.range, context.today)}${context.endsYesterday ? ' (hasta ayer: hoy todavía no cierra)' : ''}${JUST_ENDED[context.justEnded ?? 'none']}`;

/** What "when" adds of a month or week asked on its first day (understand.ts periodJustEnded). */
const JUST_ENDED = {
  none: '',
  month: ' (el mes que acaba de cerrar; este empieza hoy)',
  week: ' (la semana que acaba de cerrar; esta empieza hoy)',
  quincena: ' (la quincena que acaba de cerrar; esta empieza hoy)',
  year: ' (el año que acaba de cerrar; este empieza hoy)',
  today: ' (ya cerró con el corte Z de hoy: no le quedan días por vender)',
} as const;

/** "va en" of a period still running (it reached today), "fue de" of one that has closed. */
export const soFar = (context: ComposeContext) =>
  context.range.to < context.today && !context.endsYesterday ? 'fue de' : 'va en';

/** A figure's key and label, as an answer files it. */
type FigureName = readonly [key: string, label: string];

/**
 * A mean of amounts said with what it divides (per waiter, per hour): the mean in whole cents, how
 * many, and their sum, each filed as a figure of the answer. The amounts must not be empty.
 */
export function meanInWords(
  amounts: readonly number[],
  names: { mean: FigureName; count: FigureName; total: FigureName },
  answer: Answer,
): { mean: string; count: string; total: string } {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    mean: answer.money(...names.mean, divideRounded(total, amounts.length)!),
    count: answer.count(...names.count, amounts.length),
    total: answer.money(...names.total, total),
  };
}
