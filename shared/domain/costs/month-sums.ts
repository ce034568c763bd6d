/**
 * A branch's month of purchases or expenses as the cost figures read it: per category type (or
 * expense category), the sum of the amounts and how many lines (expenses) carried it. Every record
 * adds its own `monthSumsDelta` (and a delete takes it away), so the sums are additive and exact;
 * `costedOfMonthSums` turns a month's sums back into records that `costPeriod` reads exactly as it
 * reads the month's records: it only adds amounts per type or category for dates in the range, and
 * notes which types were bought (a line, even of 0) and whether an operating expense was captured.
 */
import type { CostedExpense, CostedPurchase } from './pnl.ts';

export type MonthSumsResource = 'purchases' | 'expenses';
/** `<type or category>_cents` and `<type or category>_count` → value. */
export type MonthSums = Record<string, number>;

const centsOf = (name: string) => `${name}_cents`;
const countOf = (name: string) => `${name}_count`;

/** What one record adds to its month's sums (its negation when it is deleted). */
export function monthSumsDelta(resource: MonthSumsResource, record: object): MonthSums {
  const delta: MonthSums = {};
  const add = (name: string, cents: number) => {
    delta[centsOf(name)] = (delta[centsOf(name)] ?? 0) + cents;
    delta[countOf(name)] = (delta[countOf(name)] ?? 0) + 1;
  };
  if (resource === 'purchases') {
    for (const line of (record as unknown as CostedPurchase).lines) add(line.category_type, line.total_cents);
  } else {
    const expense = record as unknown as CostedExpense;
    add(expense.category, expense.amount_cents);
  }
  return delta;
}

/** The names a month's sums hold, with a count above 0 (a deleted record's name stays at 0). */
function namesOf(sums: MonthSums): string[] {
  return Object.keys(sums)
    .filter((field) => field.endsWith('_count') && (sums[field] ?? 0) > 0)
    .map((field) => field.slice(0, -'_count'.length))
    .sort();
}

/** The month's purchases as one record dated its first day, one line per type bought. */
export function purchasesOfMonthSums(month: string, sums: MonthSums): CostedPurchase[] {
  const lines = namesOf(sums).map((type) => ({
    category_type: type as CostedPurchase['lines'][number]['category_type'],
    total_cents: sums[centsOf(type)] ?? 0,
  }));
  return lines.length === 0 ? [] : [{ date: `${month}-01`, lines }];
}

/** The month's expenses as one record per category captured, dated its first day. */
export function expensesOfMonthSums(month: string, sums: MonthSums): CostedExpense[] {
  return namesOf(sums).map((category) => ({
    date: `${month}-01`,
    category: category as CostedExpense['category'],
    amount_cents: sums[centsOf(category)] ?? 0,
  }));
}
