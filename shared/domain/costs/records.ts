/**
 * Back-office records as the computations read them (the stored attributes plus id and dates), and
 * the calendar helpers the cost rules need. Pure: no I/O.
 */
import type { CategoryType } from '../analytics/inputs.ts';
import type { DateRange } from '../analytics/period.ts';
import { memoized } from '../memo.ts';
import type { Department, ExpenseCategory, PaidWith } from '../vocabulary.ts';

export interface PurchaseLineRecord {
  ingredient: string;
  category_type: CategoryType;
  category?: string | undefined;
  quantity: number;
  unit: string;
  unit_cost_cents: number;
  total_cents: number;
}

export interface PurchaseRecord {
  id: string;
  date: string;
  supplier_name: string;
  paid_with: PaidWith;
  lines: PurchaseLineRecord[];
  /** Before IVA: the lines' sum. */
  total_cents: number;
  iva_cents?: number | undefined;
}

export interface ExpenseRecord {
  id: string;
  date: string;
  category: ExpenseCategory;
  amount_cents: number;
  paid_with: PaidWith;
  /** The accrual period (both or neither): the amount is spread over its days. */
  period_from?: string | undefined;
  period_to?: string | undefined;
}

export interface PayrollRecord {
  id: string;
  period_from: string;
  period_to: string;
  department: Department;
  amount_cents: number;
  employees?: number | undefined;
}

export interface CountItemRecord {
  ingredient: string;
  unit: string;
  on_hand: number;
  minimum: number;
  unit_cost_cents: number;
  category_type: CategoryType;
  supplier_name?: string | undefined;
}

export interface CountRecord {
  id: string;
  date: string;
  items: CountItemRecord[];
  /** When it was captured (UTC): the created_at of its low-stock alerts. */
  recorded_at: string;
}

export interface RecipeRecord {
  id: string;
  item_identifier?: string | undefined;
  item_sku?: string | undefined;
  item_name?: string | undefined;
  ingredients: Array<{ ingredient: string; quantity: number; unit: string }>;
}

// Calendar dates as UTC midnights: plain Date arithmetic is exact for them and far cheaper than
// luxon, which these run in loops (a cost alert per day of a year, per branch of a chain).
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates parsed and formatted once each: a period's few hundred days, read and shifted again for
 * every day's cost alert and every window. Bounded, as they live as long as the instance.
 */
const MAX_KEPT_DATES = 10_000;
const utcMillis = memoized((date: string) => date, parseDate, MAX_KEPT_DATES);
const iso = memoized(
  (millis: number) => millis,
  (millis: number) => new Date(millis).toISOString().slice(0, 10),
  MAX_KEPT_DATES,
);

function parseDate(date: string): number {
  const match = ISO_DATE.exec(date);
  const millis = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  // Date.UTC rolls 2026-02-30 over to March: a date that does not round-trip is not a date.
  if (Number.isNaN(millis) || iso(millis) !== date) throw new RangeError(`invalid date ${date}`);
  return millis;
}

export function addDays(date: string, days: number): string {
  return iso(utcMillis(date) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (0 when to < from). */
export function daysBetweenInclusive(from: string, to: string): number {
  if (to < from) return 0;
  return Math.round((utcMillis(to) - utcMillis(from)) / DAY_MS) + 1;
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string): string {
  const first = new Date(utcMillis(startOfMonth(date)));
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
}

/** Days of `period` that fall inside `range`, both included. */
export function overlapDays(period: DateRange, range: DateRange): number {
  const from = period.from > range.from ? period.from : range.from;
  const to = period.to < range.to ? period.to : range.to;
  return daysBetweenInclusive(from, to);
}

export const inRange = (date: string, range: DateRange): boolean => date >= range.from && date <= range.to;

/** Records in date order, then id order (the later id of one date is the later record). */
export const byDateThenId = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
