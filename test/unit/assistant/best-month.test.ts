/**
 * "¿Cuál es mi mejor mes?": whole months ranked by their open days' sales (best-month.ts), from one
 * read of the period's days; a month the period cuts is left out and said. Every expected figure is
 * computed here from the days set up.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';
import type { SalesDaysAttributes } from '#shared/domain/assistant/reads.ts';
import { understand } from '#shared/domain/assistant/understand.ts';
import { addDays } from '#shared/domain/calendar-dates.ts';
import { askDays, soldDay } from './fake-reader.ts';

const TODAY = '2026-12-03';
type Day = SalesDaysAttributes['days'][number];
/** `days` days from `first`, each selling `sales` (a corte Z with no sales on every 7th: not open). */
const month = (first: string, days: number, sales: number): Day[] =>
  Array.from({ length: days }, (_, index) => soldDay(addDays(first, index)!, index % 7 === 6 ? 0 : sales));
// September to November whole, and December's first two days (in course: never ranked).
const DAYS: Day[] = [
  ...month('2026-09-01', 30, 1_000_000),
  ...month('2026-10-01', 31, 1_200_000),
  ...month('2026-11-01', 30, 900_000),
  ...month('2026-12-01', 2, 100_000),
];
const monthOf = (prefix: string) =>
  DAYS.filter((day) => day.date.startsWith(prefix) && day.total_sales_cents > 0);
const totals = ['2026-09', '2026-10', '2026-11'].map((prefix) => ({
  sales: monthOf(prefix).reduce((sum, day) => sum + day.total_sales_cents, 0),
  open: monthOf(prefix).length,
}));
const sum = totals.reduce((total, entry) => total + entry.sales, 0);

const ask = (question: string) => askDays(question, DAYS, TODAY);

describe('the best or worst month', () => {
  it.each([
    ['¿Cuál es mi mejor mes?', '2025-12-01', '2026-11-30'],
    ['¿Qué mes vendí más?', '2025-12-01', '2026-11-30'],
    ['¿Qué mes vendí menos este año?', '2026-01-01', '2026-12-02'],
    ['¿Cuál fue mi peor mes del año pasado?', '2025-01-01', '2025-12-31'],
  ])('%s ranks the months from %s to %s', (question, from, to) => {
    expect(understand(question, TODAY, null)).toMatchObject({ intent: 'best_day', range: { from, to } });
  });

  it('ranks the whole months by their open days, beside their mean, and leaves the month in course out', async () => {
    const [september, october, november] = totals as [
      (typeof totals)[0],
      (typeof totals)[0],
      (typeof totals)[0],
    ];
    const best = await ask('¿Qué mes vendí más este año?');
    const gap = pctChangeOfRatios(october.sales, 1, sum, 3)!;
    expect(best.quoted).toEqual({
      month: 'octubre',
      month_sales_cents: october.sales,
      month_days_open: october.open,
      mean_month_sales_cents: divideRounded(sum, 3),
      months_ranked: 3,
      month_vs_mean_pct: gap,
      month_2: 'septiembre',
      month_2_sales_cents: september.sales,
      month_3: 'noviembre',
      month_3_sales_cents: november.sales,
    });
    expect(best.answer).toBe(
      `Tu mejor mes de enero a noviembre (sin contar diciembre, que no está completo) fue octubre: vendiste ${money(october.sales)} con IVA en ${october.open} días abiertos, ${pct(gap)} más que el promedio de sus 3 meses con ventas (${money(divideRounded(sum, 3)!)}). Le siguen septiembre (${money(september.sales)}) y noviembre (${money(november.sales)}).`,
    );
    const worst = await ask('¿Cuál fue mi peor mes de este año?');
    expect(worst.quoted).toMatchObject({ month: 'noviembre', month_sales_cents: november.sales });
    expect(worst.answer).toMatch(
      /^Tu mes más flojo de enero a noviembre .* fue noviembre: .* menos que el promedio/,
    );
  });
});
