/**
 * Cost of goods accrued by day, so that any period (a day or a quarter) has its own cost of sales:
 *
 * - between two inventory counts at most MAX_COUNT_GAP_DAYS apart (a counted interval: the days
 *   after the opening count through the closing count's date), the counted cost of the interval
 *   (opening value + purchases dated in it − closing value, per category type) is allocated to its
 *   days by each day's sales of that type;
 * - on any other day (before the first count, after the last, or between counts too far apart),
 *   each purchase dated on such a day is cost over its date and the following days of its coverage
 *   (PURCHASE_COVER_DAYS), an equal share a day; its share on a counted day is already in that
 *   interval's opening count.
 *
 * Rules: docs/computation-rules.md ("Costs", "Cost of sales by day"). Pure.
 */
import type { CategoryType } from '../analytics/inputs.ts';
import type { DateRange } from '../analytics/period.ts';
import { roundHalfAwayFromZero, scaleRounded } from '../analytics/rounding.ts';
import { PURCHASE_COVER_DAYS } from './coverage.ts';
import { addDays, byDateThenId, type CountRecord, daysBetweenInclusive, overlapDays } from './records.ts';

export const ACCRUED_TYPES: readonly CategoryType[] = ['food', 'beverage', 'bar', 'other'];

/**
 * Counts further apart than this do not make a counted interval: an older count is too stale to
 * stand for the shelf at the start of the days it would cost (docs/computation-rules.md).
 */
export const MAX_COUNT_GAP_DAYS = 62;

/**
 * How far before a period its counts are read: a purchase of the coverage days before it is accrued
 * only when no counted interval holds its date, which the counts up to MAX_COUNT_GAP_DAYS before
 * that date tell.
 */
export const COUNTS_READ_BEFORE_DAYS = MAX_COUNT_GAP_DAYS + PURCHASE_COVER_DAYS - 1;

/** What the cost of sales reads of a purchase: its date, and its lines' type and total. */
export interface AccruedPurchase {
  date: string;
  lines: ReadonlyArray<{ category_type: CategoryType; total_cents: number }>;
}

/** What the cost of sales reads of an inventory count: its items' type, quantity and unit cost. */
export interface AccruedCount extends Pick<CountRecord, 'id' | 'date'> {
  items: ReadonlyArray<Pick<CountRecord['items'][number], 'category_type' | 'on_hand' | 'unit_cost_cents'>>;
}

export interface CountValue {
  id: string;
  date: string;
  value_cents: Record<CategoryType, number>;
  total_value_cents: number;
}

export const zeroByType = (): Record<CategoryType, number> => ({ food: 0, beverage: 0, bar: 0, other: 0 });

/** Value of a count per category type: Σ on_hand × unit_cost_cents, rounded once to the cent. */
export function countValue(count: AccruedCount): CountValue {
  const raw = zeroByType();
  for (const item of count.items) raw[item.category_type] += item.on_hand * item.unit_cost_cents;
  const value_cents = zeroByType();
  for (const type of ACCRUED_TYPES) value_cents[type] = roundHalfAwayFromZero(raw[type]);
  const total = roundHalfAwayFromZero(ACCRUED_TYPES.reduce((sum, type) => sum + raw[type], 0));
  return { id: count.id, date: count.date, value_cents, total_value_cents: total };
}

/** The days after `opening` through `closing`'s date, costed from the two counts. */
export interface CountedInterval<Count extends AccruedCount = AccruedCount> {
  days: DateRange;
  opening: Count;
  closing: Count;
}

/**
 * The counted intervals of a branch's counts: each pair of consecutive count dates at most
 * MAX_COUNT_GAP_DAYS apart. Of several counts on one date the later id is the shelf.
 */
export function countedIntervals<Count extends AccruedCount>(
  counts: readonly Count[],
): CountedInterval<Count>[] {
  const byDate = new Map<string, Count>();
  for (const count of [...counts].sort(byDateThenId)) byDate.set(count.date, count);
  const ordered = [...byDate.values()];
  const intervals: CountedInterval<Count>[] = [];
  for (let index = 1; index < ordered.length; index++) {
    const opening = ordered[index - 1]!;
    const closing = ordered[index]!;
    if (daysBetweenInclusive(opening.date, closing.date) - 1 > MAX_COUNT_GAP_DAYS) continue;
    intervals.push({ days: { from: addDays(opening.date, 1), to: closing.date }, opening, closing });
  }
  return intervals;
}

const meets = (a: DateRange, b: DateRange) => a.from <= b.to && b.from <= a.to;
const inside = (inner: DateRange, outer: DateRange) => inner.from >= outer.from && inner.to <= outer.to;
const clip = (a: DateRange, b: DateRange): DateRange => ({
  from: a.from > b.from ? a.from : b.from,
  to: a.to < b.to ? a.to : b.to,
});

/**
 * The windows whose sales a period's cost needs beyond its own: every counted interval that meets
 * the period and reaches outside it, and its part inside the period (its cost is split between the
 * two by their sales). A period inside one interval needs that interval's sales and its own.
 */
export function salesWindows(range: DateRange, counts: readonly AccruedCount[]): DateRange[] {
  const windows: DateRange[] = [];
  for (const { days } of countedIntervals(counts)) {
    if (!meets(days, range) || inside(days, range)) continue;
    windows.push(days, clip(days, range));
  }
  return windows;
}

/** A window's sales per category type (with IVA: the weights of the split), `other` the sum of all. */
export type SalesWeights = Record<CategoryType, number | null>;

export interface AccruedCost {
  /** Cost of goods of the period per type. */
  cost: Record<CategoryType, number>;
  /** Types that have a purchase line or a counted item in what the period's cost reads. */
  captured: Set<CategoryType>;
  /** The first counted interval's opening and the last one's closing count met by the period. */
  opening: CountValue | null;
  closing: CountValue | null;
  /** Days of the period inside a counted interval. */
  counted_days: number;
}

/**
 * The period's cost of goods per type, accrued by day (the file's comment). `weightsOf` gives the
 * sales of a window `salesWindows` names (or of the period itself).
 */
export function accruedCost(
  range: DateRange,
  purchases: readonly AccruedPurchase[],
  counts: readonly AccruedCount[],
  weightsOf: (window: DateRange) => SalesWeights,
): AccruedCost {
  const intervals = countedIntervals(counts);
  const cost = zeroByType();
  const captured = new Set<CategoryType>();
  const met = intervals.filter(({ days }) => meets(days, range));
  for (const interval of met) {
    const whole = intervalCost(interval, purchases, captured);
    const part = inside(interval.days, range) ? null : clip(interval.days, range);
    for (const type of ACCRUED_TYPES) {
      cost[type] += part === null ? whole[type] : shareOf(whole[type], interval.days, part, type, weightsOf);
    }
  }
  const counted = (date: string) => intervals.some(({ days }) => date >= days.from && date <= days.to);
  for (const purchase of purchases) {
    if (counted(purchase.date)) continue;
    // None of the days it stands for in the range: nothing to cost, no day to look at one by one.
    if (purchase.date > range.to || addDays(purchase.date, PURCHASE_COVER_DAYS - 1) < range.from) continue;
    let daysIn = 0;
    for (let day = 0; day < PURCHASE_COVER_DAYS; day++) {
      const date = addDays(purchase.date, day);
      if (date >= range.from && date <= range.to && !counted(date)) daysIn++;
    }
    if (daysIn === 0) continue;
    for (const line of purchase.lines) {
      cost[line.category_type] += scaleRounded(line.total_cents, daysIn, PURCHASE_COVER_DAYS) ?? 0;
      captured.add(line.category_type);
    }
  }
  return {
    cost,
    captured,
    opening: met.length === 0 ? null : countValue(met[0]!.opening),
    closing: met.length === 0 ? null : countValue(met.at(-1)!.closing),
    counted_days: met.reduce((sum, { days }) => sum + overlapDays(days, range), 0),
  };
}

/** An interval's counted cost per type: opening + purchases dated in it − closing. */
function intervalCost(
  interval: CountedInterval,
  purchases: readonly AccruedPurchase[],
  captured: Set<CategoryType>,
): Record<CategoryType, number> {
  const opening = countValue(interval.opening);
  const closing = countValue(interval.closing);
  const cost = zeroByType();
  for (const type of ACCRUED_TYPES) cost[type] = opening.value_cents[type] - closing.value_cents[type];
  for (const item of [...interval.opening.items, ...interval.closing.items]) captured.add(item.category_type);
  for (const purchase of purchases) {
    if (purchase.date < interval.days.from || purchase.date > interval.days.to) continue;
    for (const line of purchase.lines) {
      cost[line.category_type] += line.total_cents;
      captured.add(line.category_type);
    }
  }
  return cost;
}

/**
 * The part of an interval's cost that falls on `part` of its days: by the type's sales of those
 * days against the interval's, or by days when the interval sold none of the type.
 */
function shareOf(
  cents: number,
  interval: DateRange,
  part: DateRange,
  type: CategoryType,
  weightsOf: (window: DateRange) => SalesWeights,
): number {
  const whole = weightsOf(interval)[type] ?? 0;
  const some = weightsOf(part)[type] ?? 0;
  if (whole > 0) return scaleRounded(cents, some, whole) ?? 0;
  return (
    scaleRounded(cents, overlapDays(part, interval), daysBetweenInclusive(interval.from, interval.to)) ?? 0
  );
}
