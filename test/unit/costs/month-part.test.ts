/**
 * A branch's month of cost records as its organization keeps it (shared/domain/costs/month-part.ts):
 * the cost figures of any period read from the months' parts equal those read from the records,
 * for whole months, edges, a day and a period reaching back into the previous months' payroll and
 * counts; with a line of 0, a type bought but not sold, and counts of fractional quantities.
 */
import { describe, expect, it } from 'vitest';
import type { DateRange } from '#shared/domain/analytics/period.ts';
import {
  type CostMonthRecords,
  costInputsOfParts,
  costMonthPart,
  monthSummaryOf,
  summaryStandsFor,
} from '#shared/domain/costs/month-part.ts';
import { costPeriod } from '#shared/domain/costs/pnl.ts';
import type { CountRecord, PurchaseRecord } from '#shared/domain/costs/records.ts';
import { COST_RECORD_WINDOWS } from '#shared/use-cases/backoffice/cost-inputs.ts';
import { counts, expenses, line, payroll, purchases, sales } from '../../fixtures/costs-month.ts';

const zero: PurchaseRecord = {
  id: 'p-zero',
  date: '2026-03-20',
  supplier_name: 'Regalo',
  paid_with: 'cash',
  lines: [line('Servilletas', 'other', 1, 'paquete', 0, 0), line('Hielo', 'bar', 1, 'bolsa', 0, 0)],
  total_cents: 0,
};
const fractional: CountRecord = {
  ...counts.at(-1)!,
  id: 'c-fractional',
  date: '2026-03-24',
  items: [
    { ...counts.at(-1)!.items[0]!, on_hand: 0.3, unit_cost_cents: 1_233 },
    { ...counts.at(-1)!.items[0]!, on_hand: 2.7, unit_cost_cents: 999 },
  ],
};
const records: CostMonthRecords = {
  purchases: [...purchases, zero],
  expenses,
  payroll,
  counts: [...counts, fractional],
};

/** The records grouped into parts by the month they are filed under (payroll by period_from). */
function partsOf(all: CostMonthRecords) {
  const months = new Map<string, { [K in keyof CostMonthRecords]: Array<CostMonthRecords[K][number]> }>();
  const monthOf = (month: string) => {
    let found = months.get(month);
    if (found === undefined) {
      found = { purchases: [], expenses: [], payroll: [], counts: [] };
      months.set(month, found);
    }
    return found;
  };
  for (const one of all.purchases) monthOf(one.date.slice(0, 7)).purchases.push(one);
  for (const one of all.expenses) monthOf(one.date.slice(0, 7)).expenses.push(one);
  for (const one of all.payroll) monthOf(one.period_from.slice(0, 7)).payroll.push(one);
  for (const one of all.counts) monthOf(one.date.slice(0, 7)).counts.push(one);
  return [...months.entries()].map(([month, records]) => costMonthPart(month, records));
}

const windowsOf = (range: DateRange) => ({
  purchases: COST_RECORD_WINDOWS.purchases(range),
  expenses: COST_RECORD_WINDOWS.expenses(range),
  payroll: COST_RECORD_WINDOWS.payroll(range),
  counts: COST_RECORD_WINDOWS['inventory-counts'](range),
});

describe('a month of cost records as its part', () => {
  it.each([
    ['the whole month', { from: '2026-03-01', to: '2026-03-31' }],
    ['a mid-month period', { from: '2026-03-09', to: '2026-03-22' }],
    ['one day', { from: '2026-03-20', to: '2026-03-20' }],
    ['a period across months', { from: '2026-02-15', to: '2026-04-10' }],
    ['a day with no record', { from: '2026-03-02', to: '2026-03-02' }],
  ])('gives %s the cost figures of the records', (_, range) => {
    const fromRecords = costPeriod({ range, sales, ...records });
    const fromParts = costPeriod({ range, sales, ...costInputsOfParts(partsOf(records), windowsOf(range)) });
    expect(fromParts).toEqual(fromRecords);
  });

  it.each([
    ['the whole month', { from: '2026-03-01', to: '2026-03-31' }],
    ['two whole months', { from: '2026-02-01', to: '2026-03-31' }],
    ['a mid-month period', { from: '2026-03-09', to: '2026-03-22' }],
    ['a period across months', { from: '2026-02-15', to: '2026-04-10' }],
    ['a period from a month start into the next month', { from: '2026-03-01', to: '2026-04-10' }],
  ])('gives %s the same figures from whole months summarized', (_, range) => {
    const parts = partsOf(records).map((part) =>
      summaryStandsFor(part.month, range) ? monthSummaryOf(part) : part,
    );
    const fromRecords = costPeriod({ range, sales, ...records });
    expect(costPeriod({ range, sales, ...costInputsOfParts(parts, windowsOf(range)) })).toEqual(fromRecords);
  });

  it('summarizes a month into its first and latest counts, its dated records kept (their days are coverage)', () => {
    const march = partsOf(records).find((part) => part.month === '2026-03')!;
    const summary = monthSummaryOf(march);
    // March's counts are the 15th's, the 24th's and the 31st's: the summary keeps the first and the
    // last (a counted interval reaching outside a period ends or starts at one of them; between
    // them, inside the period, the counts cancel out).
    expect(summary.counts.map(([day, id]) => [day, id])).toEqual([
      ['15', 'c-mid'],
      ['31', 'c-close'],
    ]);
    // Purchases, expenses (and their accruals) and payroll stay by day: coverage counts their days.
    expect(summary.purchases).toEqual(march.purchases);
    expect(summary.expenses).toEqual(march.expenses);
    expect(summary.accruals).toEqual(march.accruals);
    expect(summary.payroll).toEqual(march.payroll);
    expect(march.accruals?.length).toBeGreaterThan(0);
    expect(summaryStandsFor('2026-03', { from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(summaryStandsFor('2026-01', { from: '2026-03-09', to: '2026-03-31' })).toBe(true);
    expect(summaryStandsFor('2026-03', { from: '2026-03-09', to: '2026-03-31' })).toBe(false);
    expect(summaryStandsFor('2026-03', { from: '2026-02-01', to: '2026-03-30' })).toBe(false);
  });

  it('keeps a type bought only in lines of 0 as bought, and a count valued as its items', () => {
    const [part] = partsOf({ purchases: [zero], expenses: [], payroll: [], counts: [fractional] });
    expect(part!.purchases['20']).toEqual([null, null, 0, 0]);
    const range = { from: '2026-03-01', to: '2026-03-31' };
    const inputs = costInputsOfParts([part!], windowsOf(range));
    expect(inputs.counts[0]!.items.map((item) => item.on_hand * item.unit_cost_cents)).toEqual([
      0.3 * 1_233 + 2.7 * 999,
    ]);
  });

  it('leaves nothing of records outside every window', () => {
    const inputs = costInputsOfParts(partsOf(records), windowsOf({ from: '2027-01-01', to: '2027-01-31' }));
    expect(inputs).toEqual({ purchases: [], expenses: [], payroll: [], counts: [] });
  });
});
