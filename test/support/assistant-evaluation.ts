/**
 * The assistant's evaluation set: one or more questions per intent, each with the intent and the
 * period it must be understood as, and its expected figures COMPUTED FROM THE API'S OWN READS of
 * that period (the GET endpoints the answer cites, and the internal cancellations read use case),
 * never typed. `evaluate` asks each question, reads the endpoints, and compares. It runs in
 * test/integration/assistant-evaluation.test.ts (the assistant fixture) and in
 * `npm run bench -- assistant` (accuracy on the bench's branch).
 *
 * `expected(reads)` gives, per figure key, the value the answer must quote, or null when it must not
 * quote that key (the read has no such value, or the answer says it in words). Benchmark limits
 * (`*_benchmark_green` / `_red`) are the shared benchmarks table's, not a read's: they are left out
 * of the comparison.
 */
import { DateTime } from 'luxon';
import { pctChange } from '#shared/domain/analytics/rounding.ts';
import type { Intent } from '#shared/domain/assistant/intents.ts';
import { getBranchProfile } from '#shared/storage/branch-store.ts';
import { getCancellationsAndDiscounts } from '#shared/use-cases/assistant/losses.ts';
import type { Deps } from '#shared/use-cases/deps.ts';

/** An endpoint document (data) as JSON, read by path. */
type Body = { attributes: any; meta: any };
type Range = { from: string; to: string };

export const LOSSES_PATH = 'internal:cancellations-and-discounts';

export interface EvaluationCase {
  question: string;
  intent: Intent | 'out_of_domain';
  /** The period relative to the branch's today (null: outside the domain). */
  period: (today: string) => Range | null;
  /** The reads, in order: path and period (the base of a comparison is the second). */
  reads: (period: Range, today: string) => Array<{ path: string; range: Range }>;
  expected: (reads: Body[]) => Record<string, unknown>;
}

const day = (today: string, offset: number) =>
  DateTime.fromISO(today, { zone: 'utc' }).plus({ days: offset }).toISODate() as string;
const yesterday = (today: string): Range => ({ from: day(today, -1), to: day(today, -1) });
const monday = (today: string) => DateTime.fromISO(today, { zone: 'utc' }).startOf('week');
/** Monday to the last closed day, or today alone on a Monday (comparison.ts). */
const closedWeek = (today: string): Range =>
  monday(today).toISODate() === today
    ? { from: today, to: today }
    : { from: monday(today).toISODate()!, to: day(today, -1) };
const thisMonth = (today: string): Range => ({ from: `${today.slice(0, 8)}01`, to: today });
const closedMonth = (today: string): Range =>
  today.endsWith('-01') ? { from: today, to: today } : { from: `${today.slice(0, 8)}01`, to: day(today, -1) };
const last28 = (today: string): Range => ({ from: day(today, -28), to: day(today, -1) });
const last7 = (today: string): Range => ({ from: day(today, -6), to: today });
const shift = (range: Range, days: number): Range => ({
  from: day(range.from, days),
  to: day(range.to, days),
});
const previous = (range: Range): Range => {
  const length = DateTime.fromISO(range.to).diff(DateTime.fromISO(range.from), 'days').days + 1;
  return shift(range, -length);
};

const one = (path: string) => (range: Range) => [{ path: `/api/v1/intelligence/${path}`, range }];
const hasData = (body: Body | undefined) => body?.meta?.snapshot_date != null;
/** Without a closed day in the period the answer says so: no figure. */
const ifData = (figures: (a: any) => Record<string, unknown>) => (reads: Body[]) =>
  hasData(reads[0]) ? figures(reads[0]!.attributes) : {};
const nonZero = (value: number | null) => (value === 0 ? null : value);

const sales = (s: any) => ({
  total_sales_cents: s.total_sales_cents,
  food_sales_cents: s.food_sales_cents,
  beverage_sales_cents: s.beverage_sales_cents,
  bar_sales_cents: s.bar_sales_cents,
});

function comparison(reads: Body[]) {
  const [now, before] = reads.map((read) => read?.attributes);
  if (!hasData(reads[0])) return {};
  if (!hasData(reads[1])) return { total_sales_cents: now.total_sales_cents };
  const change = pctChange(now.total_sales_cents, before.total_sales_cents);
  if (change === null) return { total_sales_cents: now.total_sales_cents };
  return {
    total_sales_cents: now.total_sales_cents,
    base_total_sales_cents: before.total_sales_cents,
    total_sales_pct_change: nonZero(change),
    covers_pct_change: nonZero(pctChange(now.covers_total, before.covers_total)),
  };
}

function ranking(rows: any[], key: string, least: boolean) {
  const sorted = [...rows].sort((a, b) => (least ? b.rank - a.rank : a.rank - b.rank));
  const [first, ...rest] = sorted;
  if (!first) return {};
  const lead = least ? 'worst_waiter' : 'best_waiter';
  const figures: Record<string, unknown> = { [lead]: first.name, [`${lead}_sales_cents`]: first[key] };
  for (const row of rest.slice(0, 4)) {
    figures[`waiter_rank_${row.rank}`] = row.name;
    figures[`waiter_rank_${row.rank}_sales_cents`] = row[key];
  }
  return figures;
}

function items(menu: any, least: boolean) {
  const sorted = [...menu.items].sort(
    (a: any, b: any) =>
      (least ? a.quantity_sold - b.quantity_sold : b.quantity_sold - a.quantity_sold) ||
      a.item_name.localeCompare(b.item_name, 'es'),
  );
  const key = least ? 'least_item' : 'top_item';
  const figures: Record<string, unknown> = {};
  sorted.slice(0, 3).forEach((item: any, index: number) => {
    const name = index === 0 ? key : `${key}_${index + 1}`;
    figures[name] = item.item_name;
    figures[`${name}_quantity`] = item.quantity_sold;
  });
  return figures;
}

function hours(body: any, least: boolean) {
  if (body.peak_hour === null) return {};
  const sales = (hour: string) => body.hours.find((bucket: any) => bucket.hour === hour)?.sales_cents ?? 0;
  const valley = body.valley_hour !== null && body.valley_hour !== body.peak_hour ? body.valley_hour : null;
  void least;
  return {
    peak_hour: body.peak_hour,
    peak_hour_sales_cents: sales(body.peak_hour),
    valley_hour: valley,
    valley_hour_sales_cents: valley === null ? null : sales(valley),
  };
}

function quadrant(menu: any, name: 'dog' | 'puzzle' | 'star') {
  const chosen = menu.items
    .filter((item: any) => item.quadrant === name)
    .sort((a: any, b: any) =>
      name === 'dog'
        ? a.quantity_sold - b.quantity_sold || a.item_name.localeCompare(b.item_name, 'es')
        : b.quantity_sold - a.quantity_sold || a.item_name.localeCompare(b.item_name, 'es'),
    );
  const unclassified = menu.items.filter((item: any) => item.quadrant === null).length;
  const figures: Record<string, unknown> = { unclassified_count: unclassified > 0 ? unclassified : null };
  chosen.slice(0, 3).forEach((item: any, index: number) => {
    figures[`${name}_${index + 1}`] = item.item_name;
  });
  return figures;
}

/** Amount and ratio quoted together, or neither (the answer then says what to capture). */
const pair = (amount: [string, number | null], ratio: [string, number | null]) =>
  amount[1] === null || ratio[1] === null ? {} : { [amount[0]]: amount[1], [ratio[0]]: ratio[1] };

const CASES_BY_INTENT: Record<Intent | 'out_of_domain', Array<Omit<EvaluationCase, 'intent'>>> = {
  sales_total: [
    {
      question: '¿Cuánto vendí ayer?',
      period: yesterday,
      reads: one('sales/summary'),
      expected: ifData(sales),
    },
    {
      question: '¿Cuánto vendí la semana pasada?',
      period: (today) =>
        shift({ from: monday(today).toISODate()!, to: day(monday(today).toISODate()!, 6) }, -7),
      reads: one('sales/summary'),
      expected: ifData(sales),
    },
  ],
  sales_comparison: [
    {
      question: '¿Cómo voy contra la semana pasada?',
      period: closedWeek,
      reads: (range) => [
        { path: '/api/v1/intelligence/sales/summary', range },
        { path: '/api/v1/intelligence/sales/summary', range: shift(range, -7) },
      ],
      expected: comparison,
    },
    {
      question: '¿Cómo me fue ayer comparado con el periodo anterior?',
      period: yesterday,
      reads: (range) => [
        { path: '/api/v1/intelligence/sales/summary', range },
        { path: '/api/v1/intelligence/sales/summary', range: previous(range) },
      ],
      expected: comparison,
    },
  ],
  sales_by_shift: [
    {
      question: '¿Cuánto vendí por turno ayer?',
      period: yesterday,
      reads: one('sales/summary'),
      expected: ifData((s) => {
        const figures: Record<string, unknown> = { total_sales_cents: s.total_sales_cents };
        for (const [shiftName, value] of Object.entries<any>(s.by_shift)) {
          if (value.sales_cents === null) continue;
          figures[`by_shift.${shiftName}.sales_cents`] = value.sales_cents;
          figures[`by_shift.${shiftName}.covers`] = value.covers;
        }
        return figures;
      }),
    },
  ],
  peak_hour: [
    {
      question: '¿Cuál fue mi hora pico ayer?',
      period: yesterday,
      reads: one('sales/by-hour'),
      expected: ifData((b) => hours(b, false)),
    },
    {
      question: '¿Cuál fue mi hora más floja ayer?',
      period: yesterday,
      reads: one('sales/by-hour'),
      expected: ifData((b) => hours(b, true)),
    },
  ],
  avg_ticket: [
    {
      question: '¿Cuál fue mi ticket promedio ayer?',
      period: yesterday,
      reads: one('sales/summary'),
      expected: ifData((s) =>
        s.avg_ticket_cents === null
          ? {}
          : {
              avg_ticket_cents: s.avg_ticket_cents,
              tables_served_total: s.tables_served_total,
              avg_pax: s.avg_pax,
            },
      ),
    },
  ],
  covers_tables: [
    {
      question: '¿Cuántos comensales tuve ayer?',
      period: yesterday,
      reads: one('sales/summary'),
      expected: ifData((s) => ({
        covers_total: s.covers_total,
        tables_served_total: s.tables_served_total,
        avg_pax: s.avg_pax,
      })),
    },
  ],
  best_waiter: [
    {
      question: '¿Quién fue mi mejor mesero ayer?',
      period: yesterday,
      reads: one('sales/by-employee'),
      expected: ifData((b) => ranking(b.employees, 'total_sales_cents', false)),
    },
    {
      question: '¿Quién fue mi peor mesero ayer?',
      period: yesterday,
      reads: one('sales/by-employee'),
      expected: ifData((b) => ranking(b.employees, 'total_sales_cents', true)),
    },
  ],
  tips: [
    {
      question: '¿Cuánto dejaron de propina ayer?',
      period: yesterday,
      reads: one('sales/reconciliation'),
      expected: ifData((r) => ({ tips_cents: r.totals.tips_cents })),
    },
  ],
  payment_mix: [
    {
      question: '¿Cuánto fue en efectivo y cuánto con tarjeta ayer?',
      period: yesterday,
      reads: one('sales/reconciliation'),
      expected: ifData((r) => ({
        cash_sales_cents: r.totals.cash_sales_cents,
        card_sales_cents: r.totals.card_sales_cents,
        grand_total_cents: r.totals.grand_total_cents,
      })),
    },
  ],
  cash_variance: [
    {
      question: '¿Me faltó dinero en caja ayer?',
      period: yesterday,
      reads: (range) => [
        { path: '/api/v1/intelligence/sales/reconciliation', range },
        { path: '/api/v1/intelligence/kpis', range },
      ],
      expected: (reads) => {
        if (!hasData(reads[0])) return {};
        const kpi = reads[1]?.attributes.kpis.find((entry: any) => entry.key === 'cash_variance_pct');
        return {
          variance_cents: reads[0]!.attributes.totals.variance_cents,
          cash_variance_pct: kpi?.value ?? null,
        };
      },
    },
  ],
  alerts: [
    {
      question: '¿Tengo alertas?',
      period: last7,
      reads: one('alerts'),
      expected: (reads) => ({ total_count: reads[0]!.attributes.total_count || null }),
    },
  ],
  cancellations_discounts: [
    {
      question: '¿Cuántas cancelaciones hubo ayer?',
      period: yesterday,
      reads: (range) => [{ path: LOSSES_PATH, range }],
      expected: ifData((l) => ({
        cancellations_count: nonZero(l.cancellations_count),
        cancellations_cents: l.cancellations_count === 0 ? null : l.cancellations_cents,
        discounts_cents: nonZero(l.discounts_cents),
        discounts_count: l.discounts_cents === 0 ? null : nonZero(l.discounts_count),
      })),
    },
  ],
  top_item: [
    {
      question: '¿Cuál fue el platillo más vendido ayer?',
      period: yesterday,
      reads: one('menu/engineering'),
      expected: ifData((m) => items(m, false)),
    },
    {
      question: '¿Qué platillo se vende menos?',
      period: yesterday,
      reads: one('menu/engineering'),
      expected: ifData((m) => items(m, true)),
    },
  ],
  menu_remove: [
    {
      question: '¿Qué platillo debería quitar?',
      period: last28,
      reads: one('menu/engineering'),
      expected: ifData((m) => quadrant(m, 'dog')),
    },
  ],
  menu_promote: [
    {
      question: '¿Qué platillo debería promover?',
      period: last28,
      reads: one('menu/engineering'),
      expected: ifData((m) => quadrant(m, 'puzzle')),
    },
  ],
  menu_stars: [
    {
      question: '¿Cuáles son mis platillos estrella?',
      period: last28,
      reads: one('menu/engineering'),
      expected: ifData((m) => quadrant(m, 'star')),
    },
  ],
  menu_matrix: [
    {
      question: '¿Cómo está mi menú?',
      period: last28,
      reads: one('menu/engineering'),
      expected: ifData((m) => ({ ...m.summary })),
    },
  ],
  food_cost: [
    {
      question: '¿Cómo va mi costo de alimentos este mes?',
      period: thisMonth,
      reads: one('food-cost'),
      expected: (r) => ({ food_cost_pct: r[0]?.attributes.food_cost_pct ?? null }),
    },
  ],
  beverage_cost: [
    {
      question: '¿Cuál es mi costo de bebidas?',
      period: thisMonth,
      reads: one('food-cost'),
      expected: (r) => ({ beverage_cost_pct: r[0]?.attributes.beverage_cost_pct ?? null }),
    },
  ],
  labor_cost: [
    {
      question: '¿Cuánto se me va en nómina?',
      period: thisMonth,
      reads: one('labor-cost'),
      expected: (r) =>
        pair(
          ['total_labor_cents', r[0]?.attributes.total_labor_cents ?? null],
          ['labor_cost_pct', r[0]?.attributes.labor_cost_pct ?? null],
        ),
    },
  ],
  prime_cost: [
    {
      question: '¿Cuál es mi costo primo?',
      period: thisMonth,
      reads: one('pnl'),
      expected: (r) => {
        const section = r[0]?.attributes.gastos_operativos;
        return pair(
          ['prime_cost_cents', section?.prime_cost_cents ?? null],
          ['prime_cost_pct', section?.prime_cost_pct ?? null],
        );
      },
    },
  ],
  profit: [
    {
      question: '¿Cuánto gané este mes?',
      period: thisMonth,
      reads: one('pnl'),
      expected: (r) => {
        const pnl = r[0]?.attributes;
        const net = pair(
          ['net_profit_cents', pnl?.utilidad_neta.net_profit_cents ?? null],
          ['net_profit_pct', pnl?.utilidad_neta.net_profit_pct ?? null],
        );
        return Object.keys(net).length === 0
          ? {}
          : { ...net, gross_profit_cents: pnl.utilidad_bruta.gross_profit_cents };
      },
    },
  ],
  ebitda: [
    {
      question: '¿Cuál es mi EBITDA?',
      period: thisMonth,
      reads: one('pnl'),
      expected: (r) =>
        pair(
          ['ebitda_cents', r[0]?.attributes.ebitda.ebitda_cents ?? null],
          ['ebitda_pct', r[0]?.attributes.ebitda.ebitda_pct ?? null],
        ),
    },
  ],
  why_change: [
    {
      question: '¿Por qué bajaron mis ventas este mes?',
      period: closedMonth,
      reads: (range) => [
        { path: '/api/v1/intelligence/sales/summary', range },
        { path: '/api/v1/intelligence/pnl', range },
        { path: '/api/v1/intelligence/pnl', range: previous(range) },
      ],
      // The lead names the period's sales; each driver quoted is checked against the reads below.
      expected: (reads) => ({
        total_sales_cents: reads[0]!.attributes.total_sales_cents,
        total_sales_pct_change: nonZero(reads[0]!.attributes.vs_previous_period.total_sales_pct_change),
      }),
    },
  ],
  purchase_suggestions: [
    {
      question: '¿Qué tengo que comprar?',
      period: (today) => ({ from: today, to: today }),
      reads: one('inventory/suggestions'),
      expected: (r) => {
        const body = r[0]?.attributes;
        if (!body) return {};
        if (body.by_supplier.length === 0 || body.total_suggested_cents === 0)
          return { days_ahead: body.days_ahead };
        return { days_ahead: body.days_ahead, total_suggested_cents: body.total_suggested_cents };
      },
    },
  ],
  out_of_domain: [
    { question: '¿Va a llover mañana?', period: () => null, reads: () => [], expected: () => ({}) },
  ],
};

export const EVALUATION: EvaluationCase[] = Object.entries(CASES_BY_INTENT).flatMap(([intent, cases]) =>
  cases.map((entry) => ({ ...entry, intent: intent as EvaluationCase['intent'] })),
);

/** Intents whose expectations name only some of the figures (the rest is checked by `sources`). */
const PARTIAL: ReadonlySet<string> = new Set([
  'why_change',
  'alerts',
  'purchase_suggestions',
  'cash_variance',
]);

export interface EvaluationPorts {
  today: string;
  ask(
    question: string,
  ): Promise<{ intent: string; period: Range | null; figures: Array<{ key: string; value: unknown }> }>;
  /** A GET of the endpoint (null when it refuses: the plan, the scope), or the internal read. */
  read(path: string, range: Range): Promise<Body | null>;
}

export interface EvaluationResult {
  question: string;
  intent: string;
  correct: boolean;
  why: string;
}

const isBenchmark = (key: string) => /_benchmark_(green|red)$/.test(key);

/** Asks one case and compares intent, period and figures with what the reads say. */
export async function evaluateCase(entry: EvaluationCase, ports: EvaluationPorts): Promise<EvaluationResult> {
  const answer = await ports.ask(entry.question);
  const period = entry.period(ports.today);
  const fail = (why: string) => ({ question: entry.question, intent: entry.intent, correct: false, why });
  if (answer.intent !== entry.intent) return fail(`intent ${answer.intent}`);
  if (JSON.stringify(answer.period) !== JSON.stringify(period))
    return fail(`period ${JSON.stringify(answer.period)}`);
  const reads = period
    ? await Promise.all(entry.reads(period, ports.today).map((r) => ports.read(r.path, r.range)))
    : [];
  // A refused read (null) is absent: the expectations read it with optional chaining.
  const bodies = reads.map((read) => read ?? undefined) as Body[];
  const expected = Object.fromEntries(
    Object.entries(entry.expected(bodies)).filter(([, value]) => value !== null && value !== undefined),
  );
  const quoted = Object.fromEntries(
    answer.figures.filter((figure) => !isBenchmark(figure.key)).map((figure) => [figure.key, figure.value]),
  );
  const compared = PARTIAL.has(entry.intent)
    ? Object.fromEntries(Object.keys(expected).map((key) => [key, quoted[key]]))
    : quoted;
  const same = JSON.stringify(sortKeys(compared)) === JSON.stringify(sortKeys(expected));
  return same
    ? { question: entry.question, intent: entry.intent, correct: true, why: '' }
    : fail(`figures ${JSON.stringify(quoted)} ≠ ${JSON.stringify(expected)}`);
}

const sortKeys = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** The internal read (no route): the use case with the branch's request, as the assistant's reader calls it. */
export async function readLosses(deps: Deps, branchId: string, range: Range, now: Date): Promise<Body> {
  const branch = await getBranchProfile(deps, branchId);
  return getCancellationsAndDiscounts(deps, {
    requestId: 'evaluation',
    branch: branch!,
    principal: { kind: 'api-key' },
    body: undefined,
    query: { branch_identifier: branchId, date_from: range.from, date_to: range.to },
    params: {},
    headers: () => undefined,
    now,
  }) as Promise<Body>;
}
