/**
 * "¿En qué mes gané más?": whole months (or weeks, quincenas) ranked by each one's own P&L net
 * profit (best-profit-period.ts), one read per unit; a unit whose payroll or expenses do not cover
 * it is left out and named, and when one has no taxes captured all are ranked before taxes.
 * Expected figures are computed here from the P&Ls the reader answers.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { IntelligenceReader } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addMonths, lastOfMonth } from '#shared/domain/calendar-dates.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';

const TODAY = '2026-12-03';
const NET_SALES = 40_000_000;
/** The net margin as the P&L gives it, to one decimal. */
const pctOf = (cents: number) => Math.round((cents / NET_SALES) * 1000) / 10;
interface Month {
  net: number;
  taxes: number;
  incomplete?: object[];
  days_with_sales?: number;
}
const FIRSTS = Array.from({ length: 12 }, (_, index) => addMonths('2025-12-01', index)!);
/** December 2025 to November 2026: June's payroll covers half of it, so it is not ranked. */
const MONTHS: Record<string, Month> = Object.fromEntries(
  FIRSTS.map((first, index) => [
    first,
    { net: 5_000_000 + ((index * 7_919_000) % 9_000_000), taxes: 1_500_000 },
  ]),
);
MONTHS['2026-06-01'] = {
  net: 99_000_000,
  taxes: 1_500_000,
  incomplete: [{ input: 'payroll', covered_days: 15, period_days: 30 }],
};

function reader(months: Record<string, Month>) {
  const calls: string[] = [];
  const read: IntelligenceReader = async (id, query) => {
    calls.push(`${id} ${query.date_from}..${query.date_to}`);
    const month = months[query.date_from!];
    if (id !== 'intelligence-pnl' || month === undefined)
      return { ok: false, status: 404, code: 'SVC_ERR_404', message: 'no' };
    const attributes = {
      ventas: { total_net_sales_cents: NET_SALES },
      utilidad_neta: {
        net_profit_cents: month.net,
        taxes_cents: month.taxes,
        net_profit_pct: pctOf(month.net),
      },
    };
    const meta = {
      period: { from: query.date_from, to: query.date_to },
      snapshot_date: '2026-12-03T01:00:00.000-06:00',
      missing: [],
      incomplete: month.incomplete ?? [],
      days_with_sales: month.days_with_sales ?? 26,
    };
    return { ok: true, result: { attributes, meta } as never };
  };
  return Object.assign(read, { calls });
}

async function ask(question: string, months = MONTHS) {
  const read = reader(months);
  const answer = await answerWithRules({
    question,
    today: TODAY,
    previous: null,
    reader: read,
    requiredPlanOf: () => 'growth',
  });
  return {
    ...answer,
    calls: read.calls,
    quoted: Object.fromEntries(answer.figures.map((f) => [f.key, f.value])),
  };
}

/** The months ranked, by `figure`, most first: June (incomplete) left out. */
const ranked = (figure: (month: Month) => number) =>
  FIRSTS.filter((first) => first !== '2026-06-01')
    .map((first) => ({ first, value: figure(MONTHS[first]!) }))
    .sort((a, b) => b.value - a.value);

describe('the month that earned most', () => {
  it.each([
    ['¿En qué mes gané más?', 'profit', '2025-12-01', '2026-11-30'],
    ['¿Cuál fue mi mes más rentable?', 'profit', '2025-12-01', '2026-11-30'],
    ['¿Qué semana gané menos?', 'profit', '2026-09-07', '2026-11-29'],
    // A relative clause after the unit (since 2026-12-08; before, this month's or this week's).
    ['¿Cuál fue el mes en que más gané?', 'profit', '2025-12-01', '2026-11-30'],
    ['¿Cuál fue la semana en que menos gané?', 'profit', '2026-09-07', '2026-11-29'],
    ['¿Cuánto gané el mes pasado?', 'profit', '2026-11-01', '2026-11-30'],
  ])('%s is a %s question over %s..%s', (question, intent, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent, range: { from, to } });
  });

  it('reads each month its own P&L and ranks the complete ones by net profit, beside their mean', async () => {
    const answer = await ask('¿En qué mes gané más?');
    // The latest first: the first read decides whether there is anything to answer.
    expect(answer.calls).toEqual(
      FIRSTS.map((first) => `intelligence-pnl ${first}..${lastOfMonth(first)}`).reverse(),
    );
    const order = ranked((month) => month.net);
    const mean = divideRounded(
      order.reduce((sum, one) => sum + one.value, 0),
      order.length,
    )!;
    expect(answer.quoted).toMatchObject({
      month_profit_cents: order[0]!.value,
      mean_month_profit_cents: mean,
      months_ranked: 11,
      month_2_profit_cents: order[1]!.value,
      month_3_profit_cents: order[2]!.value,
    });
    expect(answer.answer).toContain(
      `fue ${'septiembre'}, con ${money(order[0]!.value)} (${pct(pctOf(order[0]!.value))} de tu venta sin IVA)`,
    );
    expect(answer.answer).toContain('(sin contar junio, cuyos costos capturados no lo cubren completo');
    expect(answer.answer).not.toContain(money(99_000_000));
  });

  it('asked for the least, gives the lowest, and so does "¿y el peor?" after the best', async () => {
    const answer = await ask('¿En qué mes gané menos?');
    expect(answer.quoted.month_profit_cents).toBe(ranked((month) => month.net).at(-1)!.value);
    const read = reader(MONTHS);
    const options = { today: TODAY, reader: read, requiredPlanOf: () => 'growth' as const };
    const best = await answerWithRules({ question: '¿En qué mes gané más?', previous: null, ...options });
    const worst = await answerWithRules({ question: '¿Y el peor?', previous: best.state, ...options });
    expect(worst.answer).toBe(answer.answer);
  });

  it('ranks a month short of a day of purchases, saying so', async () => {
    const short = [{ input: 'purchases', covered_days: 30, period_days: 31 }];
    const months = { ...MONTHS, '2026-03-01': { ...MONTHS['2026-03-01']!, incomplete: short } };
    const answer = await ask('¿En qué mes gané más?', months);
    expect(answer.quoted.months_ranked).toBe(11);
    expect(answer.answer).toContain('Ojo: en marzo las compras capturadas cubren 30 de 31 días.');
  });

  it('starts the months ranked where the history begins, naming none before it', async () => {
    // Only September to November sold: the nine months before have no day with sales.
    const young: Record<string, Month> = Object.fromEntries(
      FIRSTS.map((first) => [
        first,
        first >= '2026-09-01' ? MONTHS[first]! : { net: 0, taxes: 0, days_with_sales: 0 },
      ]),
    );
    const answer = await ask('¿En qué mes gané más?', young);
    expect(answer.quoted.months_ranked).toBe(3);
    expect(answer.answer).toMatch(/^Tu mejor mes en utilidad neta de septiembre a noviembre fue /);
  });

  it('ranks every month before taxes when one has none captured, and says so', async () => {
    const march = {
      ...MONTHS['2026-03-01']!,
      taxes: 0,
      incomplete: [{ input: 'taxes', covered_days: 0, period_days: 31 }],
    };
    const months: Record<string, Month> = { ...MONTHS, '2026-03-01': march };
    const answer = await ask('¿En qué mes gané más?', months);
    const order = FIRSTS.filter((first) => first !== '2026-06-01')
      .map((first) => months[first]!.net + months[first]!.taxes)
      .sort((a, b) => b - a);
    expect(answer.quoted.month_profit_cents).toBe(order[0]);
    expect(answer.answer).toContain('Es antes de impuestos');
  });
});
