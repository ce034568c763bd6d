/**
 * The simulated restaurants cost like real Mexican ones (docs/simulator.md#economics): over every
 * whole month, computed from the documents the simulator sends, food 28–35 % of food sales, beverage
 * 20–30 %, bar 18–25 %, labour 22–30 %, rent 6–10 % and net 3–15 % of sales, all without IVA. The
 * months that strain the bands most, for all three: December, the busiest, and February, the
 * quietest (it is short); each simulated with the week before it, so the month has an opening count
 * and its taxes a previous month.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type BackofficeDocument, generateBackoffice } from '../../../local/simulator/backoffice.ts';
import { isOpenDay } from '../../../local/simulator/calendar.ts';
import { CONCEPTS } from '../../../local/simulator/concepts.ts';
import { branchIdFor, generateDay, type SimDay, setupBranch } from '../../../local/simulator/generate.ts';

const SEED = 7;
/** The simulated windows and the whole month each is there for. */
const WINDOWS = [
  { from: '2025-11-24', to: '2025-12-31', month: '2025-12' },
  { from: '2026-01-25', to: '2026-02-28', month: '2026-02' },
];
const BANDS = {
  food: [28, 35],
  beverage: [20, 30],
  bar: [18, 25],
  labour: [22, 30],
  rent: [6, 10],
  net: [3, 15],
} as const;
type Figure = keyof typeof BANDS;
type CategoryType = 'food' | 'beverage' | 'bar' | 'other';

interface Purchase {
  date: string;
  lines: { category_type: CategoryType; total_cents: number }[];
}
interface Count {
  date: string;
  items: { category_type: CategoryType; on_hand: number; unit_cost_cents: number }[];
}

function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = DateTime.fromISO(first); day.toISODate()! <= last; day = day.plus({ days: 1 })) {
    dates.push(day.toISODate()!);
  }
  return dates;
}

/** Each category type's sales without IVA over the days: the summary's, at its own no-IVA ratio. */
function salesWithoutIva(days: readonly SimDay[]) {
  const sales = { food: 0, beverage: 0, bar: 0, total: 0 };
  for (const { sales: summary } of days) {
    const ratio = (summary.total_sales_no_iva_cents as number) / (summary.total_sales_cents as number);
    sales.food += (summary.food_sales_cents as number) * ratio;
    sales.beverage += (summary.beverage_sales_cents as number) * ratio;
    sales.bar += (summary.bar_sales_cents as number) * ratio;
    sales.total += summary.total_sales_no_iva_cents as number;
  }
  return sales;
}

function countValue(count: Count | undefined, type: CategoryType): number {
  return (count?.items ?? [])
    .filter((item) => item.category_type === type)
    .reduce((sum, item) => sum + item.on_hand * item.unit_cost_cents, 0);
}

/** The month's figures, in % of sales without IVA, from the documents alone. */
function monthFigures(month: string, days: readonly SimDay[], documents: readonly BackofficeDocument[]) {
  const inMonth = (date: string) => date.startsWith(month);
  const sales = salesWithoutIva(days.filter((day) => inMonth(day.date)));
  const of = (resource: BackofficeDocument['resource']) =>
    documents.filter((doc) => doc.resource === resource).map((doc) => doc.attributes);
  const purchased = (type: CategoryType) =>
    (of('purchases') as unknown as Purchase[])
      .filter((purchase) => inMonth(purchase.date))
      .flatMap((purchase) => purchase.lines)
      .filter((line) => line.category_type === type)
      .reduce((sum, line) => sum + line.total_cents, 0);
  // The owner's cost of sales when counts exist: purchases + the shelf before the month − after it.
  const counts = of('inventory-counts') as unknown as Count[];
  const opening = counts.filter((count) => count.date < `${month}-01`).at(-1);
  const closing = counts.filter((count) => inMonth(count.date)).at(-1);
  const used = (type: CategoryType) =>
    purchased(type) + countValue(opening, type) - countValue(closing, type);
  const payroll = (of('payroll') as { period_to: string; amount_cents: number }[])
    .filter((entry) => inMonth(entry.period_to))
    .reduce((sum, entry) => sum + entry.amount_cents, 0);
  const expenses = (of('expenses') as { date: string; category: string; amount_cents: number }[]).filter(
    (expense) => inMonth(expense.date),
  );
  const expensesOf = (category?: string) =>
    expenses
      .filter((expense) => category === undefined || expense.category === category)
      .reduce((sum, expense) => sum + expense.amount_cents, 0);
  const types: CategoryType[] = ['food', 'beverage', 'bar', 'other'];
  const cogs = types.reduce((sum, type) => sum + purchased(type), 0);
  const pct = (part: number, whole: number) => (whole === 0 ? null : (100 * part) / whole);
  return {
    purchases: {
      food: pct(purchased('food'), sales.food),
      beverage: pct(purchased('beverage'), sales.beverage),
      bar: pct(purchased('bar'), sales.bar),
      labour: pct(payroll, sales.total),
      rent: pct(expensesOf('rent'), sales.total),
      net: pct(sales.total - cogs - payroll - expensesOf(), sales.total),
    } satisfies Record<Figure, number | null>,
    withCounts: {
      food: pct(used('food'), sales.food),
      beverage: pct(used('beverage'), sales.beverage),
      bar: pct(used('bar'), sales.bar),
    },
  };
}

const outOfBand = (label: string, figures: Partial<Record<Figure, number | null>>) =>
  Object.entries(figures)
    .filter(([figure, value]) => {
      const [low, high] = BANDS[figure as Figure];
      return value !== null && (value < low || value > high);
    })
    .map(([figure, value]) => `${label} ${figure} ${value?.toFixed(1)} %`);

describe('simulated economics', () => {
  it('land every whole month of every restaurant in the bands of a real Mexican restaurant', () => {
    const problems: string[] = [];
    for (const [index, concept] of CONCEPTS.entries()) {
      const branch = setupBranch(SEED, index, concept, branchIdFor(SEED, index));
      for (const { from, to, month } of WINDOWS) {
        const days = datesFrom(from, to)
          .filter((date) => isOpenDay(branch, date))
          .map((date) => generateDay(branch, date));
        const figures = monthFigures(month, days, generateBackoffice(branch, days));
        problems.push(...outOfBand(`${concept.key} ${month}`, figures.purchases));
        problems.push(...outOfBand(`${concept.key} ${month} (with counts)`, figures.withCounts));
        // Every concept sells food and soft drinks: those figures are never skipped as null.
        expect(figures.purchases.food).not.toBeNull();
        expect(figures.purchases.beverage).not.toBeNull();
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a run that stops mid-week', () => {
  it("counts on its last day the shelf the week's delivery left, so that day costs like any other", () => {
    // 2026-12-01 is a Tuesday: its delivery stocks the week to Sunday, its count closes the run.
    const problems: string[] = [];
    for (const [index, concept] of CONCEPTS.entries()) {
      const branch = setupBranch(SEED, index, concept, branchIdFor(SEED, index));
      const days = datesFrom('2026-11-23', '2026-12-01')
        .filter((date) => isOpenDay(branch, date))
        .map((date) => generateDay(branch, date));
      const last = days.at(-1)!;
      const documents = generateBackoffice(branch, days);
      const counts = documents
        .filter((doc) => doc.resource === 'inventory-counts')
        .map((doc) => doc.attributes);
      const [opening, closing] = (counts as unknown as Count[]).slice(-2);
      const purchased = (
        documents
          .filter((doc) => doc.resource === 'purchases')
          .map((doc) => doc.attributes) as unknown as Purchase[]
      )
        .filter((purchase) => purchase.date === last.date)
        .flatMap((purchase) => purchase.lines)
        .filter((line) => line.category_type === 'food')
        .reduce((sum, line) => sum + line.total_cents, 0);
      // The owner's cost of the day between its two counts, against the day's food sales.
      const used = purchased + countValue(opening, 'food') - countValue(closing, 'food');
      const pct = (100 * used) / salesWithoutIva([last]).food;
      // One day is noisier than a month: the month band widened. (The demo's 1 Dec read 260 % before.)
      if (pct < 20 || pct > 45) problems.push(`${concept.key} ${last.date} food ${pct.toFixed(1)} %`);
    }
    expect(problems).toEqual([]);
  });
});

// Since 2026-12-07; before, a run beginning 1 October paid on the 17th an ISR of September, a month
// with no sales, so its year's net profit came out below its quarter's.
describe('the taxes of a run', () => {
  it('pay the ISR of months the branch sold in, none of a month before its history', () => {
    const branch = setupBranch(SEED, 0, CONCEPTS[0]!, branchIdFor(SEED, 0));
    const days = datesFrom('2026-10-01', '2026-11-30')
      .filter((date) => isOpenDay(branch, date))
      .map((date) => generateDay(branch, date));
    const taxes = generateBackoffice(branch, days)
      .filter((doc) => doc.resource === 'expenses' && doc.attributes.category === 'taxes')
      .map((doc) => doc.attributes as { date: string; period_from: string });
    expect(taxes.map((tax) => [tax.date, tax.period_from])).toEqual([['2026-11-17', '2026-10-01']]);
  });
});
