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
import { monthBounds } from '../analytics/rollups.ts';
import type { Department, ExpenseCategory } from '../vocabulary.ts';
import {
  COST_TYPES,
  type CostedCount,
  type CostedExpense,
  type CostedPayroll,
  type CostedPurchase,
} from './pnl.ts';

/**
 * Stored as it is (an organization keeps hundreds per item), so its members are short: days are the
 * month's two-digit day, a purchase day's sums are in COST_TYPES order, a payroll entry and a count
 * are tuples.
 */
export interface CostMonthPart {
  /** YYYY-MM: its days below are days of this month. */
  month: string;
  /** Day → Σ line totals per type in COST_TYPES order; null: no line of that type (0: bought, at 0). */
  purchases: Record<string, Array<number | null>>;
  /** Day → category → Σ amounts of the expenses without an accrual period. */
  expenses: Record<string, Partial<Record<ExpenseCategory, number>>>;
  /** Expenses with an accrual period: [date's day, period_from, period_to, category, amount_cents]. */
  accruals?: AccrualTuple[];
  /** Entries filed this month: [period_from's day, period_to, department, amount_cents, employees?]. */
  payroll: PayrollTuple[];
  /** Counts dated this month: [day, id, Σ on_hand × unit_cost_cents per type counted, unrounded]. */
  counts: Array<[string, string, Partial<Record<CategoryType, number>>]>;
}

type AccrualTuple = [string, string, string, ExpenseCategory, number];

type PayrollTuple = [string, string, Department, number] | [string, string, Department, number, number];

export interface CostMonthRecords {
  purchases: readonly CostedPurchase[];
  expenses: readonly CostedExpense[];
  payroll: readonly CostedPayroll[];
  counts: readonly CostedCount[];
}

/** The part of a month's records (each filed in that month, `YYYY-MM`). */
export function costMonthPart(month: string, records: CostMonthRecords): CostMonthPart {
  const dayOf = (date: string) => date.slice(8, 10);
  const purchases: CostMonthPart['purchases'] = {};
  for (const purchase of records.purchases) {
    const day = purchases[dayOf(purchase.date)] ?? COST_TYPES.map(() => null);
    purchases[dayOf(purchase.date)] = day;
    for (const line of purchase.lines) {
      const index = COST_TYPES.indexOf(line.category_type);
      day[index] = (day[index] ?? 0) + line.total_cents;
    }
  }
  const expenses: CostMonthPart['expenses'] = {};
  const accruals: AccrualTuple[] = [];
  for (const expense of records.expenses) {
    if (expense.period_from !== undefined && expense.period_to !== undefined) {
      const { period_from, period_to, category, amount_cents } = expense;
      accruals.push([dayOf(expense.date), period_from, period_to, category, amount_cents]);
      continue;
    }
    const day = expenses[dayOf(expense.date)] ?? {};
    expenses[dayOf(expense.date)] = day;
    day[expense.category] = (day[expense.category] ?? 0) + expense.amount_cents;
  }
  return {
    month,
    purchases,
    expenses,
    ...(accruals.length === 0 ? {} : { accruals }),
    payroll: records.payroll.map(
      ({ period_from, period_to, department, amount_cents, employees }): PayrollTuple =>
        employees === undefined
          ? [dayOf(period_from), period_to, department, amount_cents]
          : [dayOf(period_from), period_to, department, amount_cents, employees],
    ),
    counts: records.counts.map((count) => {
      // Summed in the items' order, as countValue sums them, so the rounding is the same.
      const value: Partial<Record<CategoryType, number>> = {};
      for (const item of count.items) {
        value[item.category_type] = (value[item.category_type] ?? 0) + item.on_hand * item.unit_cost_cents;
      }
      return [dayOf(count.date), count.id, value];
    }),
  };
}

/**
 * The part that stands for a whole month in any period that covers it, ends before it begins or
 * begins after it ends: its purchases, expenses and payroll as they are (their days are what the
 * coverage of a period counts: docs/computation-rules.md), and only its first and latest counts. A
 * period's counted intervals meet such a month's other counts only inside the period, where their
 * costs add up to the same sum (the counts between cancel out), or not at all. `costPeriod`
 * computes the same figures from it (unit-tested); a month at a period's edge needs the part itself.
 */
export function monthSummaryOf(part: CostMonthPart): CostMonthPart {
  const later = (a: CostMonthPart['counts'][number], b: CostMonthPart['counts'][number]) =>
    a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  const latest = part.counts.reduce<CostMonthPart['counts'][number] | undefined>(
    (max, count) => (max === undefined || later(count, max) ? count : max),
    undefined,
  );
  // The first date's count that stands for it (of one date, the later id is the shelf).
  const firstDate = part.counts.reduce((min, count) => (count[0] < min ? count[0] : min), '99');
  const first = part.counts
    .filter((count) => count[0] === firstDate)
    .reduce<CostMonthPart['counts'][number] | undefined>(
      (max, count) => (max === undefined || later(count, max) ? count : max),
      undefined,
    );
  const counts = [first, latest].filter((count) => count !== undefined);
  return { ...part, counts: first === latest ? counts.slice(0, 1) : counts };
}

/**
 * Whether a month's summary stands for it in a period (`monthSummaryOf`): the period covers all of
 * it, the month ends before the period begins, or it begins after the period ends (its accruals). A month the period starts or ends within is read
 * whole.
 */
export function summaryStandsFor(month: string, range: DateRange): boolean {
  const { from, to } = monthBounds(month);
  return (from >= range.from && to <= range.to) || to < range.from || from > range.to;
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
  for (const part of parts) {
    const dateOf = (day: string) => `${part.month}-${day}`;
    for (const [day, byType] of Object.entries(part.purchases)) {
      const date = dateOf(day);
      if (!within(date, windows.purchases)) continue;
      const lines = COST_TYPES.flatMap((type, index) => {
        const cents = byType[index];
        return cents === null || cents === undefined ? [] : [{ category_type: type, total_cents: cents }];
      });
      purchases.push({ date, lines });
    }
    for (const [day, byCategory] of Object.entries(part.expenses)) {
      const date = dateOf(day);
      if (!within(date, windows.expenses)) continue;
      for (const [category, cents] of Object.entries(byCategory)) {
        expenses.push({ date, category: category as ExpenseCategory, amount_cents: cents });
      }
    }
    for (const [day, period_from, period_to, category, amount_cents] of part.accruals ?? []) {
      const date = dateOf(day);
      if (!within(date, windows.expenses)) continue;
      expenses.push({ date, category, amount_cents, period_from, period_to });
    }
    for (const [day, periodTo, department, amount, employees] of part.payroll) {
      const entry = { period_from: dateOf(day), period_to: periodTo, department, amount_cents: amount };
      if (!within(entry.period_from, windows.payroll)) continue;
      payroll.push(employees === undefined ? entry : { ...entry, employees });
    }
  }
  return { purchases, expenses, payroll, counts: costCountsOfParts(parts, windows.counts) };
}

/**
 * The counts of `parts` dated within `window`, as costInputsOfParts gives them: alone, they say
 * which sales windows a period reads (`salesWindows`) before any other input is built.
 */
export function costCountsOfParts(parts: readonly CostMonthPart[], window: DateRange): CostedCount[] {
  const counts: CostedCount[] = [];
  for (const part of parts) {
    for (const [day, id, value] of part.counts) {
      const date = `${part.month}-${day}`;
      if (!within(date, window)) continue;
      // One item per type at on_hand 1: countValue's Σ on_hand × unit cost is the stored sum again.
      const items = Object.entries(value).map(([type, cents]) => ({
        category_type: type as CategoryType,
        on_hand: 1,
        unit_cost_cents: cents,
      }));
      counts.push({ id, date, items });
    }
  }
  return counts;
}
