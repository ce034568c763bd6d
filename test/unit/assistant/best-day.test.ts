/**
 * The days of a period: its best or worst day, and its average day ("¿cuál fue mi venta promedio
 * diaria?"), both over the days with a corte Z, one sales-summary read per day.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded } from '#shared/domain/analytics/rounding.ts';
import { money } from '#shared/domain/assistant/format.ts';
import { answerWithRules } from '#shared/use-cases/assistant/rules.ts';
import type { fakeReader } from './fake-reader.ts';

const TODAY = '2026-12-03';
/** November's first week: the 3rd had no corte Z. */
const SOLD: Record<string, number> = {
  '2026-11-01': 3_000_000,
  '2026-11-02': 2_500_000,
  '2026-11-04': 4_100_000,
  '2026-11-05': 2_000_000,
};

const byDay = (async (_read: string, query: Record<string, string>) => {
  const sales = SOLD[query.date_from!];
  const snapshot = sales === undefined ? null : `${query.date_from}T23:00:00.000-06:00`;
  return {
    ok: true,
    result: { attributes: { total_sales_cents: sales ?? 0 }, meta: { period: {}, snapshot_date: snapshot } },
  };
}) as unknown as ReturnType<typeof fakeReader>;

const ask = (question: string) =>
  answerWithRules({ question, today: TODAY, previous: null, reader: byDay, requiredPlanOf: () => 'starter' });

describe('the days of a period', () => {
  it.each([
    ['¿cuál fue mi venta promedio diaria del 1 al 5 de noviembre?'],
    ['¿cuánto vendí en promedio al día del 1 al 5 de noviembre?'],
  ])('%s: the days with a corte Z, their total over their count', async (question) => {
    const answered = await ask(question);
    expect(answered.intent).toBe('best_day');
    const sales = Object.values(SOLD);
    const total = sales.reduce((sum, cents) => sum + cents, 0);
    const average = divideRounded(total, sales.length)!;
    expect(Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]))).toEqual({
      mean_day_sales_cents: average,
      total_sales_cents: total,
      days_with_sales: sales.length,
    });
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al jueves 5 de noviembre vendiste en promedio ${money(average)} al día con IVA: ${money(total)} en 4 días con corte Z.`,
    );
  });

  it('lists each day when asked day by day, a day without a corte Z said so', async () => {
    const answered = await ask('¿cuánto vendí cada día del 1 al 5 de noviembre?');
    expect(answered.intent).toBe('best_day');
    const quoted = Object.fromEntries(answered.figures.map((figure) => [figure.key, figure.value]));
    expect(quoted).toEqual(
      Object.fromEntries(Object.entries(SOLD).map(([date, cents]) => [`day_sales_cents_${date}`, cents])),
    );
    expect(answered.answer).toBe(
      `Del domingo 1 de noviembre al jueves 5 de noviembre vendiste, con IVA: domingo 1 de noviembre, ${money(SOLD['2026-11-01']!)}; lunes 2 de noviembre, ${money(SOLD['2026-11-02']!)}; martes 3 de noviembre, sin corte Z; miércoles 4 de noviembre, ${money(SOLD['2026-11-04']!)}; jueves 5 de noviembre, ${money(SOLD['2026-11-05']!)}.`,
    );
  });

  it('still ranks the best day when no average is asked', async () => {
    const answered = await ask('¿cuál fue mi mejor día del 1 al 5 de noviembre?');
    expect(answered.answer).toMatch(/fue el miércoles 4 de noviembre: vendiste \$41,000\.00/);
  });
});
