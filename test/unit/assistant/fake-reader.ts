/**
 * A reader that answers like the intelligence endpoints, from results given per path: what the
 * assistant sees once the cost endpoints exist (spec "Intelligence endpoints (read)" shapes). Each
 * read's path is its route's; an internal read is keyed 'internal:<its id>'
 * ('internal:cancellations-and-discounts', 'internal:sales-by-day').
 */

import { routeById } from '#shared/contract/routes.ts';
import {
  type AssistantResults,
  INTERNAL_READS,
  type IntelligenceReader,
  type ReadId,
  type ReadOutcome,
  type RouteReadId,
} from '#shared/domain/assistant/reads.ts';
import { daysBetween } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';

export interface FakeRead {
  status?: number;
  attributes?: unknown;
  /** false: a period with no closed day (snapshot_date null). */
  hasData?: boolean;
  /** Members of `meta` beside period and snapshot_date (the reconciliation read's `variance`). */
  meta?: Record<string, unknown>;
}

export const SALES_DAYS_PATH = 'internal:sales-by-day';

const pathOf = (read: ReadId) =>
  (INTERNAL_READS as readonly ReadId[]).includes(read)
    ? `internal:${read}`
    : routeById(read as RouteReadId).path;

export function fakeReader(reads: Record<string, FakeRead>): IntelligenceReader & { calls: string[] } {
  const calls: string[] = [];
  const reader = async <K extends ReadId>(
    read: K,
    query: Record<string, string>,
  ): Promise<ReadOutcome<AssistantResults[K]>> => {
    const path = pathOf(read);
    const call = `${path}?${new URLSearchParams(query).toString()}`;
    calls.push(call);
    // A read given for one query ("…/by-employee?date_from=…") answers that query; the path, any.
    const given = reads[call] ?? reads[path];
    if (!given) return { ok: false, status: 404, code: 'SVC_ERR_404', message: 'not here' };
    const status = given.status ?? 200;
    if (status !== 200) return { ok: false, status, code: `SVC_ERR_${status}`, message: 'no' };
    // The fixtures give only the members an answer reads: a test double, not a typed result. A
    // cost read's inputs cover the whole period unless the fixture says otherwise.
    const days = query.date_from && query.date_to ? daysBetween(query.date_from, query.date_to)! + 1 : 0;
    const full = { covered_days: days, period_days: days };
    const result = {
      attributes: given.attributes,
      meta: {
        coverage: { payroll: full, expenses: full, purchases: full, inventory: full },
        ...given.meta,
        period: { from: query.date_from, to: query.date_to },
        snapshot_date: given.hasData === false ? null : '2026-03-07T01:35:00.000-06:00',
      },
    } as unknown as AssistantResults[K];
    return { ok: true, result };
  };
  return Object.assign(reader, { calls });
}

/**
 * The rules answer to a question over `reads`, with the paths it read (`calls`) and its figures by
 * key (`quoted`): what a test of one answer checks.
 */
export async function askRules(
  question: string,
  reads: Record<string, FakeRead>,
  { today, requiredPlanOf }: Pick<Parameters<typeof answerWithRules>[0], 'today' | 'requiredPlanOf'>,
) {
  const reader = fakeReader(reads);
  const result = await answerWithRules({ question, today, previous: null, reader, requiredPlanOf });
  const quoted = Object.fromEntries(result.figures.map((figure) => [figure.key, figure.value]));
  return { ...result, calls: reader.calls, quoted };
}

type SoldDay = AssistantResults['sales-by-day']['attributes']['days'][number];

/** A day of the per-day sales read: a corte Z with these sales (none when null), no covers or tables. */
export const soldDay = (date: string, sales: number | null): SoldDay => ({
  date,
  summaries_count: sales === null ? 0 : 1,
  total_sales_cents: sales ?? 0,
  total_sales_no_iva_cents: null,
  covers: null,
  tables_served: null,
});

/** An hour of today's live tables so far (the internal 'hours-today' read), at a clock hour. */
export const hourSoFar = (at: number, sales_cents: number, tables_closed: number, covers: number | null) => ({
  hour: `${String(at).padStart(2, '0')}:00`,
  sales_cents,
  tables_closed,
  covers,
});

/** What the answers from today's live hours say of their basis, after the figures. */
export const LIVE_HOURS_BASIS =
  'Cuento cada mesa cerrada en la hora en que se cobró (con IVA, como tu venta de hoy) y sus comensales en la hora en que se sentaron; con el corte Z te lo doy por la hora de cada orden.';

/** The rules' answer read from the per-day sales alone (a Starter branch), as askRules gives it. */
export const askDays = (question: string, days: readonly SoldDay[], today: string) =>
  askRules(
    question,
    { [SALES_DAYS_PATH]: { attributes: { days } } },
    { today, requiredPlanOf: () => 'starter' },
  );

/**
 * The rules' answer read from one day's endpoint (`?date=`) per day, as a forecast over days reads
 * it: `byDate` gives each date's read (undefined: a 404), and `calls` lists `read?date=`.
 */
export async function askByDate(
  question: string,
  read: ReadId,
  byDate: (date: string) => { attributes: unknown; meta?: unknown } | undefined,
  today: string,
) {
  const calls: string[] = [];
  const reader = async (asked: ReadId, query: Record<string, string>) => {
    calls.push(`${asked}?date=${query.date}`);
    const given = asked === read ? byDate(query.date!) : undefined;
    if (given === undefined)
      return { ok: false as const, status: 404, code: 'SVC_ERR_404', message: 'not here' };
    // The fixtures give only the members an answer reads: a test double, not a typed result.
    return { ok: true as const, result: { meta: {}, ...given } as never };
  };
  return { ...(await askWithReader(question, reader, today)), calls };
}

/** `askByDate` over each day's prep list (GET /forecast/items), as the test's fixture gives them. */
export const askPrepLists = (question: string, lists: Record<string, unknown>, today: string) =>
  askByDate(
    question,
    'intelligence-forecast-items',
    (date) => (lists[date] ? { attributes: lists[date] } : undefined),
    today,
  );

/** The rules' answer (a Pro branch) over a reader of the test's own, with its figures by key. */
export async function askWithReader(
  question: string,
  reader: (read: ReadId, query: Record<string, string>) => Promise<unknown>,
  today: string,
) {
  const result = await answerWithRules({
    question,
    today,
    previous: null,
    reader: reader as IntelligenceReader,
    requiredPlanOf: () => 'pro',
  });
  const quoted = Object.fromEntries(result.figures.map((figure) => [figure.key, figure.value]));
  return { ...result, quoted };
}
