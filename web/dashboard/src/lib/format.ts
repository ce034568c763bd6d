/**
 * Every number, date and time the dashboard shows, in es-MX: money `$12,345.67` (MXN, from integer
 * cents), dates `viernes 6 de marzo`, times in the branch's time zone. A null is never formatted as
 * 0: the pages show "sin datos" (ui/components.tsx, Value) instead.
 */
const LOCALE = 'es-MX';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const moneyWhole = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
/**
 * A percentage always with its one decimal, as the API rounds it and the assistant says it ("20.0 %"
 * beside "30.9 %"; since 2026-12-07, before "20 %" where the assistant said "20.0%").
 */
const percent = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'auto',
});
const signedPercent = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/**
 * No line may break inside a figure: the space before `%` is a no-break space (U+00A0), and a
 * negative's sign is the minus sign (U+2212), which, unlike the hyphen, offers no break after it.
 */
const NBSP = '\u00a0';
const unbreakable = (text: string) => text.replace('-', '\u2212').replace(/ /g, NBSP);

/** `$12,345.67` from integer cents (`−$80.00` below zero). */
export const formatMoney = (cents: number) => unbreakable(money.format(cents / 100));
/** `$12,346`: chart axes and tight tiles. */
export const formatMoneyWhole = (cents: number) => unbreakable(moneyWhole.format(cents / 100));
export const formatNumber = (value: number) => unbreakable(number.format(value));
/** `12.5 %` from a percentage (12.5, not 0.125), as the API gives them. */
export const formatPercent = (value: number) => unbreakable(`${percent.format(value)} %`);
/** `+3.2 %` / `−1.5 %`: changes against a previous period. */
export const formatChange = (value: number) => unbreakable(`${signedPercent.format(value)} %`);
/**
 * `+1.9 puntos`: the gap between two percentages (real 31.2 % against the recipes' 29.3 %), which
 * is no percentage of anything (since 2026-12-07; before, "2.0 %").
 */
export const formatPoints = (value: number) =>
  unbreakable(`${signedPercent.format(value)} ${Math.abs(value) === 1 ? 'punto' : 'puntos'}`);
/** A change with what it is against (`+3.2 % contra el periodo anterior`), or `none` without one. */
export const changeAgainst = (value: number | null, against: string, none: string) =>
  value === null ? none : `${formatChange(value)} contra ${against}`;

/** `viernes 6 de marzo` from a business date `YYYY-MM-DD` (a calendar date: no time zone applies). */
export function formatDate(date: string, options: { year?: boolean } = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const text = new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(options.year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  // es-MX writes "viernes, 6 de marzo": the house style has no comma after the weekday.
  return text.replace(',', '');
}

/** `6 mar`: chart ticks. */
export function formatShortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, day)))
    .replace('.', '');
}

/** `14:05` in the branch's time zone, from an ISO 8601 timestamp. */
export function formatTime(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(timestamp));
}

/** `viernes 6 de marzo, 14:05` in the branch's time zone. */
export function formatDateTime(timestamp: string, timeZone: string): string {
  return `${formatDate(businessDateOf(timestamp, timeZone))}, ${formatTime(timestamp, timeZone)}`;
}

/** The calendar date `YYYY-MM-DD` of an instant in a time zone. */
export function businessDateOf(timestamp: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(typeof timestamp === 'string' ? new Date(timestamp) : timestamp);
  return parts;
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
