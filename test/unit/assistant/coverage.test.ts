/**
 * How many days of a period opened (coverage.ts): the sales total and both sides of a comparison
 * say so when a day did not (a corte Z with sales, analytics/sales.ts `isOpenDay`), and a comparison
 * whose sides opened a different number of days compares their average open day. The demo's case:
 * the branch's data starts September 4th, so September opened 27 of its 30 days. Every expected
 * figure is computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { noData } from '#shared/domain/assistant/answers.ts';
import { count, money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import type { fakeReader } from './fake-reader.ts';

const TODAY = '2026-12-03';
type Day = SalesDaysAttributes['days'][number];

/** Each day of a month with sales varying by weekday, from `first` on (the days before: no cube). */
function month(prefix: string, length: number, first: number, covers: number): Day[] {
  return Array.from({ length: length - first + 1 }, (_, index) => {
    const dayOfMonth = first + index;
    return {
      date: `${prefix}-${String(dayOfMonth).padStart(2, '0')}`,
      summaries_count: 1,
      total_sales_cents: 4_000_000 + (dayOfMonth % 7) * 150_000,
      total_sales_no_iva_cents: null,
      covers: covers + (dayOfMonth % 7),
      tables_served: null,
    };
  });
}

/** September from the 4th (the branch's first data); the 20th a corte Z with no sales. */
const SEPTEMBER = month('2026-09', 30, 4, 200).map((entry) =>
  entry.date === '2026-09-20' ? { ...entry, total_sales_cents: 0, covers: 0 } : entry,
);
const OCTOBER = month('2026-10', 31, 1, 210);
const DAYS = [...SEPTEMBER, ...OCTOBER];

const sum = (days: readonly Day[], figure: (day: Day) => number) =>
  days.reduce((total, entry) => total + figure(entry), 0);
const within = (from: string, to: string) => DAYS.filter((entry) => entry.date >= from && entry.date <= to);
const open = (days: readonly Day[]) =>
  days.filter((entry) => entry.summaries_count > 0 && entry.total_sales_cents > 0);

/** The sales summary of a period, as the endpoint adds its days (the members the answers read). */
const summaryOf = (days: readonly Day[]) => {
  return {
    total_sales_cents: sum(days, (entry) => entry.total_sales_cents),
    total_sales_no_iva_cents: null,
    food_sales_cents: null,
    beverage_sales_cents: null,
    bar_sales_cents: null,
    covers_total: sum(days, (entry) => entry.covers ?? 0),
    tables_served_total: null,
    avg_ticket_cents: null,
    avg_pax: null,
    vs_previous_period: {
      total_sales_pct_change: null,
      covers_pct_change: null,
      avg_ticket_pct_change: null,
    },
    by_shift: {},
  };
};

/** A reader that answers each read for the period asked, from DAYS. */
function byPeriod(notYet: string | null) {
  const calls: string[] = [];
  const reader = (async (read: string, query: Record<string, string>) => {
    calls.push(`${read} ${query.date_from}…${query.date_to}`);
    const { date_from: from, date_to: to } = query as { date_from: string; date_to: string };
    const days = within(from, to).filter((entry) => entry.date !== notYet);
    const attributes = read === 'sales-by-day' ? { days } : summaryOf(days);
    const built = days.length > 0 ? '2026-12-03T01:00:00.000-06:00' : null;
    return { ok: true, result: { attributes, meta: { period: { from, to }, snapshot_date: built } } };
  }) as unknown as ReturnType<typeof fakeReader>;
  return Object.assign(reader, { calls });
}

/** The answer asked on `today`; `notYet`: a day whose corte Z has not come (today still open). */
async function ask(question: string, today = TODAY, notYet: string | null = null) {
  const reader = byPeriod(notYet);
  const answered = await answerWithRules({
    question,
    today,
    previous: null,
    reader,
    requiredPlanOf: () => 'growth',
  });
  const quoted = Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]));
  return { ...answered, quoted, calls: reader.calls };
}

describe('a comparison with days that did not open', () => {
  const october = within('2026-10-01', '2026-10-31');
  const september = within('2026-09-01', '2026-09-30');
  const [now, base] = [sum(october, (d) => d.total_sales_cents), sum(september, (d) => d.total_sales_cents)];
  const [nowOpen, baseOpen] = [open(october).length, open(september).length];

  it('says how many of the base period opened, and compares the average open day', async () => {
    const answered = await ask('¿cuánto vendí en octubre vs septiembre?');
    expect(answered.intent).toBe('sales_comparison');
    expect(answered.calls).toEqual([
      'intelligence-sales-summary 2026-10-01…2026-10-31',
      'intelligence-sales-summary 2026-09-01…2026-09-30',
      'sales-by-day 2026-10-01…2026-10-31',
      'sales-by-day 2026-09-01…2026-09-30',
    ]);
    // September: 27 days with a corte Z (1–3 none), one of them (the 20th) without sales: 26 open.
    expect([nowOpen, baseOpen]).toEqual([31, 26]);
    const change = pctChange(now, base)!;
    const covers = pctChange(
      sum(october, (d) => d.covers!),
      sum(september, (d) => d.covers!),
    )!;
    const daily = pctChangeOfRatios(now, nowOpen, base, baseOpen)!;
    const [nowMean, baseMean] = [divideRounded(now, nowOpen)!, divideRounded(base, baseOpen)!];
    expect(answered.quoted).toEqual({
      total_sales_cents: now,
      base_total_sales_cents: base,
      total_sales_pct_change: change,
      covers_pct_change: covers,
      base_days_with_sales: baseOpen,
      base_period_days: 30,
      mean_day_sales_cents: nowMean,
      days_with_sales: nowOpen,
      base_mean_day_sales_cents: baseMean,
      mean_day_sales_pct_change: daily,
    });
    expect(answered.answer).toBe(
      `Del jueves 1 de octubre al sábado 31 de octubre vendiste ${money(now)} con IVA, ${pct(change)} más que del martes 1 de septiembre al miércoles 30 de septiembre (${money(base)}). Los comensales subieron ${pct(covers)}. Ojo: en septiembre solo ${baseOpen} de sus 30 días tienen corte Z con venta: del martes 1 de septiembre al jueves 3 de septiembre no tengo ningún dato de tu punto de venta. Por día abierto (con corte Z y venta) vendiste ${money(nowMean)} en octubre (${nowOpen} días) contra ${money(baseMean)} en septiembre (${baseOpen} días): ${pct(daily)} ${daily > 0 ? 'más' : 'menos'}.`,
    );
  });

  it('compares the covers per open day when the covers are asked', async () => {
    const answered = await ask('¿cuántos comensales tuve en octubre contra septiembre?');
    const [nowCovers, baseCovers] = [sum(october, (d) => d.covers!), sum(september, (d) => d.covers!)];
    const daily = pctChangeOfRatios(nowCovers, nowOpen, baseCovers, baseOpen)!;
    expect(answered.quoted).toMatchObject({
      mean_day_covers: divideRounded(nowCovers, nowOpen, 1),
      base_mean_day_covers: divideRounded(baseCovers, baseOpen, 1),
      mean_day_covers_pct_change: daily,
    });
    expect(answered.answer).toContain(
      ` Por día abierto (con corte Z y venta) atendiste ${count(divideRounded(nowCovers, nowOpen, 1)!)} comensales en octubre (${nowOpen} días) contra ${count(divideRounded(baseCovers, baseOpen, 1)!)} comensales en septiembre (${baseOpen} días)`,
    );
  });

  it('compares only the average open day when the base opened under half as many days', async () => {
    // Since 2026-12-07; before, "2,944.8% más que…" a quarter's total against one day's.
    const answered = await ask('¿vendí más del 1 al 4 de octubre que del 1 al 4 de septiembre?');
    const [nowDays, baseDays] = [within('2026-10-01', '2026-10-04'), within('2026-09-01', '2026-09-04')];
    const [nowTotal, baseTotal] = [
      sum(nowDays, (d) => d.total_sales_cents),
      sum(baseDays, (d) => d.total_sales_cents),
    ];
    expect([open(nowDays).length, open(baseDays).length]).toEqual([4, 1]);
    expect(Object.keys(answered.quoted)).not.toContain('total_sales_pct_change');
    expect(answered.quoted).toMatchObject({
      total_sales_cents: nowTotal,
      base_total_sales_cents: baseTotal,
      mean_day_sales_pct_change: pctChangeOfRatios(nowTotal, 4, baseTotal, 1),
    });
    expect(answered.answer).toMatch(
      new RegExp(
        `^Del jueves 1 de octubre al domingo 4 de octubre vendiste \\${money(nowTotal)} con IVA\\. Del martes 1 de septiembre al viernes 4 de septiembre vendiste \\${money(baseTotal)}, pero abriste muy pocos de sus días para comparar los totales\\. Ojo: `,
      ),
    );
    expect(answered.answer).toContain('Por día abierto (con corte Z y venta) vendiste');
  });

  it('says nothing more when every day of both periods opened', async () => {
    const answered = await ask('¿vendí más del 1 al 10 de octubre que del 21 al 30 de septiembre?');
    expect(answered.answer).not.toMatch(/corte Z con venta|día abierto/);
    // Their weekends differ, which is said (since 2026-12-06): 3, 4, 10 October; 26, 27 September.
    expect(answered.answer).toMatch(
      / Ojo: no son los mismos días de la semana: 3 de estos 10 días son sábado o domingo, y 2 de los 10 del lunes 21 de septiembre al miércoles 30 de septiembre\.$/,
    );
    expect(Object.keys(answered.quoted)).not.toContain('days_with_sales');
  });
});

// Since 2026-12-07; before, a Sunday against a Friday unsaid.
describe('a day against the same date a month before', () => {
  it('says when the two are not the same weekday', async () => {
    const answered = await ask('¿vendí más el 4 de octubre que el 4 de septiembre?');
    expect(answered.answer).toMatch(/ Ojo: no es el mismo día de la semana: domingo contra viernes\.$/);
    const same = await ask('¿vendí más el 11 de octubre que el 4 de octubre?');
    expect(same.answer).not.toMatch(/mismo día de la semana/);
  });
});

describe('a comparison of periods of different lengths', () => {
  it('says each length and compares the average day, every day of both open', async () => {
    // Four days against two, all open: the totals alone would read as twice the sales.
    const answered = await ask('¿vendí más del 13 al 16 de octubre que del 17 al 18 de octubre?');
    const [now, base] = [within('2026-10-13', '2026-10-16'), within('2026-10-17', '2026-10-18')];
    const [nowTotal, baseTotal] = [
      sum(now, (d) => d.total_sales_cents),
      sum(base, (d) => d.total_sales_cents),
    ];
    const daily = pctChangeOfRatios(nowTotal, 4, baseTotal, 2)!;
    expect(answered.quoted).toMatchObject({
      period_days: 4,
      base_period_days: 2,
      mean_day_sales_cents: divideRounded(nowTotal, 4),
      base_mean_day_sales_cents: divideRounded(baseTotal, 2),
      mean_day_sales_pct_change: daily,
    });
    const change = pctChange(nowTotal, baseTotal)!;
    const covers = pctChange(
      sum(now, (d) => d.covers!),
      sum(base, (d) => d.covers!),
    )!;
    const way = (value: number, up: string, down: string) =>
      `${pct(Math.abs(value))} ${value > 0 ? up : down}`;
    expect(answered.answer).toBe(
      `Del martes 13 de octubre al viernes 16 de octubre vendiste ${money(nowTotal)} con IVA en 4 días, ${way(change, 'más', 'menos')} que del sábado 17 de octubre al domingo 18 de octubre (${money(baseTotal)} en 2 días). Los comensales ${covers > 0 ? 'subieron' : 'bajaron'} ${pct(Math.abs(covers))}. Por día abierto (con corte Z y venta) vendiste ${money(divideRounded(nowTotal, 4)!)} del martes 13 de octubre al viernes 16 de octubre (4 días) contra ${money(divideRounded(baseTotal, 2)!)} del sábado 17 de octubre al domingo 18 de octubre (2 días): ${way(daily, 'más', 'menos')}.`,
    );
  });

  // Since 2026-12-07; before, "en 1 días".
  it('says one day in the singular', async () => {
    const answered = await ask('¿vendí más el 13 de octubre que del 17 al 18 de octubre?');
    expect(answered.answer).toMatch(/ con IVA en 1 día, .* en 2 días\)/);
  });

  it('leaves two whole months of different lengths to compare as months', async () => {
    const answered = await ask('¿vendí más en octubre que en septiembre del 1 al 30?');
    expect(Object.keys(answered.quoted)).not.toContain('period_days');
  });
});

describe('today, still without its corte Z', () => {
  // Thursday October 8th: this week is Monday 5 to Wednesday 7 (closed days only), or to today with "hoy".
  const THURSDAY = '2026-10-08';

  it('is no missing day of a period that ends yesterday', async () => {
    const answered = await ask('¿Cómo voy contra la semana pasada?', THURSDAY, THURSDAY);
    expect(answered.period).toEqual({ from: '2026-10-05', to: '2026-10-07' });
    expect(answered.answer).not.toMatch(/Ojo|día abierto/);
  });

  it('is a day not open, said so, when the question says hoy', async () => {
    const answered = await ask('¿Cómo voy hoy contra la semana pasada?', THURSDAY, THURSDAY);
    const now = open(within('2026-10-05', '2026-10-07'));
    const base = open(within('2026-09-28', '2026-10-01'));
    const [nowTotal, baseTotal] = [
      sum(now, (d) => d.total_sales_cents),
      sum(base, (d) => d.total_sales_cents),
    ];
    const daily = pctChangeOfRatios(nowTotal, now.length, baseTotal, base.length)!;
    expect(answered.quoted).toMatchObject({
      days_with_sales: 3,
      period_days: 4,
      mean_day_sales_cents: divideRounded(nowTotal, now.length),
      base_mean_day_sales_cents: divideRounded(baseTotal, base.length),
      base_days_with_sales: 4,
      mean_day_sales_pct_change: daily,
    });
    expect(answered.answer).toContain(
      'Ojo: del lunes 5 de octubre al jueves 8 de octubre solo 3 de sus 4 días tienen corte Z con venta (hoy todavía no cierra). Por día abierto',
    );
  });
});

describe('a sales total with days that did not open', () => {
  it('says how many of its days have a corte Z with sales', async () => {
    const answered = await ask('¿cuánto vendí del 1 al 10 de septiembre?');
    const days = within('2026-09-01', '2026-09-10');
    const total = sum(days, (d) => d.total_sales_cents);
    expect(answered.intent).toBe('sales_total');
    expect(answered.quoted).toEqual({ total_sales_cents: total, days_with_sales: 7, period_days: 10 });
    expect(open(days)).toHaveLength(7);
    expect(answered.answer).toBe(
      `Del martes 1 de septiembre al jueves 10 de septiembre vendiste ${money(total)} con IVA. Ojo: solo 7 de sus 10 días tienen corte Z con venta: del martes 1 de septiembre al jueves 3 de septiembre no tengo ningún dato de tu punto de venta.`,
    );
    // The days before the first the POS sent anything are said apart: no corte missed, nothing at
    // all (since 2026-12-07; before, a quarter of history read as a year whose cortes were missing).
    expect(days.map((d) => d.date).sort()[0]).toBe('2026-09-04');
  });

  it('a whole period says nothing more', async () => {
    const answered = await ask('¿cuánto vendí en octubre?');
    expect(answered.answer).not.toContain('Ojo');
    expect(answered.quoted).toEqual({ total_sales_cents: sum(OCTOBER, (d) => d.total_sales_cents) });
  });

  // Since 2026-12-06; before, "por semana" read the last whole week whatever month was named.
  it('a period asked per week is its total spread over its days, 7 of them', async () => {
    const answered = await ask('¿cuánto vendí en octubre por semana?');
    const total = sum(OCTOBER, (d) => d.total_sales_cents);
    expect(answered.quoted).toEqual({
      total_sales_cents: total,
      sales_per_week_cents: divideRounded(total * 7, 31),
    });
    expect(answered.answer).toBe(
      `Del jueves 1 de octubre al sábado 31 de octubre vendiste ${money(total)} con IVA. En promedio, ${money(divideRounded(total * 7, 31)!)} con IVA por semana (la venta del periodo repartida en sus 31 días, 7 de ellos).`,
    );
  });

  it('a period with a day not opened since its corte Z: a day with no sales counts as not open', async () => {
    const answered = await ask('¿cuánto vendí del 15 al 21 de septiembre?');
    expect(answered.quoted).toMatchObject({ days_with_sales: 6, period_days: 7 });
  });
});

describe('a period with no corte Z at all', () => {
  const said = (from: string, to: string) =>
    noData({ range: { from, to }, today: TODAY } as Parameters<typeof noData>[0]);

  it('waits for a recent day, whose cierre may come late, but not for a year-old one', () => {
    expect(said('2026-11-26', '2026-11-26')).toBe(
      // "Si abriste ese día": a day without its corte may be one not opened (since 2026-12-06).
      'No tengo el corte Z del jueves 26 de noviembre: no me llegó su cierre. Si abriste ese día, en cuanto tu punto de venta mande su cierre (corte Z), te lo digo.',
    );
    // Before, "en cuanto tu punto de venta mande el cierre" of the same day a year earlier too.
    expect(said('2025-12-04', '2025-12-04')).toBe(
      'No tengo el corte Z del jueves 4 de diciembre de 2025: no me llegó su cierre. Si abriste ese día y tu punto de venta lo tiene, puede mandarlo y te lo digo.',
    );
    // Days, as a period (one day is said as one since 2026-12-06).
    expect(said('2026-11-23', '2026-11-26')).toBe(
      'No tengo días cerrados del lunes 23 de noviembre al jueves 26 de noviembre: ese periodo no tiene corte Z. En cuanto tu punto de venta mande el cierre del día (corte Z), te lo digo.',
    );
  });
});
