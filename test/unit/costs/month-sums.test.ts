/**
 * A month of purchases and expenses as its sums (shared/domain/costs/month-sums.ts): the cost
 * figures of the month read from the sums equal those read from the records, after additions and
 * a deletion, with a line of 0 and a type bought but not sold.
 */
import { describe, expect, it } from 'vitest';
import {
  expensesOfMonthSums,
  type MonthSums,
  type MonthSumsResource,
  monthSumsDelta,
  purchasesOfMonthSums,
} from '#shared/domain/costs/month-sums.ts';
import { costPeriod } from '#shared/domain/costs/pnl.ts';
import type { PurchaseRecord } from '#shared/domain/costs/records.ts';
import { counts, expenses, line, MARCH, payroll, purchases, sales } from '../../fixtures/costs-month.ts';

/** The month's sums as the copies' transactions leave them: every delta ADDed, signed. */
function sumsOf(resource: MonthSumsResource, changes: Array<[object, 1 | -1]>): MonthSums {
  const sums: MonthSums = {};
  for (const [record, sign] of changes) {
    for (const [field, value] of Object.entries(monthSumsDelta(resource, record))) {
      sums[field] = (sums[field] ?? 0) + sign * value;
    }
  }
  return sums;
}

describe('month sums of purchases and expenses', () => {
  const inMarch = <T extends { date: string }>(records: readonly T[]) =>
    records.filter((record) => record.date >= MARCH.from && record.date <= MARCH.to);

  it('give the month the same cost figures as its records', () => {
    const zero: PurchaseRecord = {
      id: 'p-zero',
      date: '2026-03-20',
      supplier_name: 'Regalo',
      paid_with: 'cash',
      lines: [line('Servilletas', 'other', 1, 'paquete', 0, 0), line('Hielo', 'bar', 1, 'bolsa', 0, 0)],
      total_cents: 0,
    };
    const deleted: PurchaseRecord = {
      ...zero,
      id: 'p-deleted',
      lines: [line('Res', 'food', 1, 'kg', 9_999, 9_999)],
    };
    const march = [...inMarch(purchases), zero];
    const purchaseSums = sumsOf('purchases', [
      ...march.map((record) => [record, 1] as [PurchaseRecord, 1]),
      [deleted, 1],
      [deleted, -1],
    ]);
    const expenseSums = sumsOf(
      'expenses',
      inMarch(expenses).map((record) => [record, 1]),
    );
    const common = { range: MARCH, sales, payroll, counts };
    const fromRecords = costPeriod({ ...common, purchases: march, expenses: inMarch(expenses) });
    const fromSums = costPeriod({
      ...common,
      purchases: purchasesOfMonthSums('2026-03', purchaseSums),
      expenses: expensesOfMonthSums('2026-03', expenseSums),
    });
    expect(fromSums).toEqual(fromRecords);
    // The zero lines still say that bar and other were bought.
    expect(purchasesOfMonthSums('2026-03', purchaseSums)[0]!.lines.map((one) => one.category_type)).toContain(
      'other',
    );
  });

  it('leave nothing of a month whose records were all deleted', () => {
    const only = inMarch(purchases)[0]!;
    expect(
      purchasesOfMonthSums(
        '2026-03',
        sumsOf('purchases', [
          [only, 1],
          [only, -1],
        ]),
      ),
    ).toEqual([]);
    const rent = inMarch(expenses)[0]!;
    expect(
      expensesOfMonthSums(
        '2026-03',
        sumsOf('expenses', [
          [rent, 1],
          [rent, -1],
        ]),
      ),
    ).toEqual([]);
  });
});
