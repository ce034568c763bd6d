/**
 * A branch's month of dated cost records as the cost figures read them (docs/organizations.md):
 * purchases summed per day and category type, expenses per day and category, payroll entries with
 * only what is prorated, and each inventory count's value per type before rounding. An
 * organization keeps one per branch and month, so a chain's period is a few items whatever the
 * records; `costInputsOfParts` gives back inputs from which `costPeriod` computes exactly the
 * figures of the records (unit-tested): it only adds amounts per type or category for dates in the
 * range, notes which types were bought (a line of 0 too), prorates each payroll entry, and values a
 * count from its Σ on_hand × unit cost per type, rounded once.
 */
import type { CategoryType } from '../analytics/inputs.ts';
import type { DateRange } from '../analytics/period.ts';
import type { ExpenseCategory } from '../schemas/backoffice.ts';
import type { CostedCount, CostedExpense, CostedPayroll, CostedPurchase } from './pnl.ts';

export interface CostMonthPart {
  /** date → category type → Σ line totals (a type with only lines of 0 is there, at 0: it was bought). */
  purchases: Record<string, Partial<Record<CategoryType, number>>>;
  /** date → category → Σ amounts. */
  expenses: Record<string, Partial<Record<ExpenseCategory, number>>>;
  /** Entries filed this month (by period_from). */
  payroll: CostedPayroll[];
  /** Counts dated this month: Σ on_hand × unit_cost_cents per type counted, unrounded. */
  counts: Array<{ id: string; date: string; value: Partial<Record<CategoryType, number>> }>;
}

export interface CostMonthRecords {
  purchases: readonly CostedPurchase[];
  expenses: readonly CostedExpense[];
  payroll: readonly CostedPayroll[];
  counts: readonly CostedCount[];
}

/** The part of a month's records (each filed in that month). */
export function costMonthPart(records: CostMonthRecords): CostMonthPart {
  const purchases: CostMonthPart['purchases'] = {};
  for (const purchase of records.purchases) {
    const day = purchases[purchase.date] ?? {};
    purchases[purchase.date] = day;
    for (const line of purchase.lines)
      day[line.category_type] = (day[line.category_type] ?? 0) + line.total_cents;
  }
  const expenses: CostMonthPart['expenses'] = {};
  for (const expense of records.expenses) {
    const day = expenses[expense.date] ?? {};
    expenses[expense.date] = day;
    day[expense.category] = (day[expense.category] ?? 0) + expense.amount_cents;
  }
  return {
    purchases,
    expenses,
    payroll: records.payroll.map(({ period_from, period_to, department, amount_cents, employees }) => ({
      period_from,
      period_to,
      department,
      amount_cents,
      ...(employees === undefined ? {} : { employees }),
    })),
    counts: records.counts.map((count) => {
      // Summed in the items' order, as countValue sums them, so the rounding is the same.
      const value: Partial<Record<CategoryType, number>> = {};
      for (const item of count.items) {
        value[item.category_type] = (value[item.category_type] ?? 0) + item.on_hand * item.unit_cost_cents;
      }
      return { id: count.id, date: count.date, value };
    }),
  };
}

/** The windows of each resource a period's figures read (COST_RECORD_WINDOWS of the period). */
export interface CostWindows {
  purchases: DateRange;
  expenses: DateRange;
  payroll: DateRange;
  counts: DateRange;
}

const within = (date: string, window: DateRange) => date >= window.from && date <= window.to;

/** The records of `parts` (months of one branch) filed within each window, as `costPeriod` reads them. */
export function costInputsOfParts(parts: readonly CostMonthPart[], windows: CostWindows): CostMonthRecords {
  const purchases: CostedPurchase[] = [];
  const expenses: CostedExpense[] = [];
  const payroll: CostedPayroll[] = [];
  const counts: CostedCount[] = [];
  for (const part of parts) {
    for (const [date, byType] of Object.entries(part.purchases)) {
      if (!within(date, windows.purchases)) continue;
      purchases.push({
        date,
        lines: Object.entries(byType).map(([type, cents]) => ({
          category_type: type as CategoryType,
          total_cents: cents,
        })),
      });
    }
    for (const [date, byCategory] of Object.entries(part.expenses)) {
      if (!within(date, windows.expenses)) continue;
      for (const [category, cents] of Object.entries(byCategory)) {
        expenses.push({ date, category: category as ExpenseCategory, amount_cents: cents });
      }
    }
    payroll.push(...part.payroll.filter((entry) => within(entry.period_from, windows.payroll)));
    for (const count of part.counts) {
      if (!within(count.date, windows.counts)) continue;
      // One item per type at on_hand 1: countValue's Σ on_hand × unit cost is the stored sum again.
      const items = Object.entries(count.value).map(([type, value]) => ({
        category_type: type as CategoryType,
        on_hand: 1,
        unit_cost_cents: value,
      }));
      counts.push({ id: count.id, date: count.date, items });
    }
  }
  return { purchases, expenses, payroll, counts };
}
