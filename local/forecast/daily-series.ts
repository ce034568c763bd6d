/**
 * A daily series from any CSV export, as the forecaster reads it: rows of the same date are summed
 * (a file of tickets or lines becomes days), a date with no row between the first and the last is
 * a closed day, values are in currency units (× 100 to cents). Dates are YYYY-MM-DD, optionally
 * followed by a time (2026-03-06 or 2026-03-06T14:00 or "2026-03-06 14:00").
 */
import { addDays, isCalendarDate } from '#shared/domain/calendar-dates.ts';
import type { HistoryDay } from '#shared/domain/forecast/types.ts';

/** Fields of one CSV line: commas, double-quoted fields with "" for a quote. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] as string;
    if (quoted && char === '"' && line[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

export interface SeriesColumns {
  date: string;
  value: string;
  covers?: string;
  /** A column naming the series of each row (a store), for a file holding many. */
  series?: string;
}

type Totals = Map<string, { sales: number; covers: number }>;

/** Each series' totals per date, from the rows; throws on a missing column or a bad date. */
function totalsBySeries(text: string, columns: SeriesColumns): Map<string, Totals> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = csvFields(lines[0] ?? '');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`No column "${name}" in ${header.join(', ')}`);
    return index;
  };
  const [dateAt, valueAt] = [column(columns.date), column(columns.value)];
  const coversAt = columns.covers === undefined ? null : column(columns.covers);
  const seriesAt = columns.series === undefined ? null : column(columns.series);
  const bySeries = new Map<string, Totals>();
  for (const [number, line] of lines.slice(1).entries()) {
    const fields = csvFields(line);
    const date = (fields[dateAt] ?? '').slice(0, 10);
    if (!isCalendarDate(date))
      throw new Error(`Line ${number + 2}: "${fields[dateAt]}" is not a YYYY-MM-DD date`);
    const key = seriesAt === null ? '' : (fields[seriesAt] ?? '');
    const totals = bySeries.get(key) ?? new Map();
    const entry = totals.get(date) ?? { sales: 0, covers: 0 };
    entry.sales += Number(fields[valueAt]) || 0;
    entry.covers += coversAt === null ? 0 : Number(fields[coversAt]) || 0;
    totals.set(date, entry);
    bySeries.set(key, totals);
  }
  return bySeries;
}

/** Days from the first to the last date of `totals`, closed where no row is dated. */
function daysOf(totals: Totals): HistoryDay[] {
  const dates = [...totals.keys()].sort();
  const days: HistoryDay[] = [];
  for (
    let date = dates[0];
    date !== undefined && date <= (dates.at(-1) as string);
    date = addDays(date, 1) as string
  ) {
    const entry = totals.get(date);
    const sales = Math.round((entry?.sales ?? 0) * 100);
    days.push({
      date,
      open: entry !== undefined && sales > 0,
      sales_cents: sales,
      covers: Math.round(entry?.covers ?? 0),
      hourly_sales_cents: [],
      hourly_covers: [],
      items: [],
    });
  }
  return days;
}

/** The CSV's days, first to last date, closed where no row is dated; throws on a missing column or a bad date. */
export function dailySeries(text: string, columns: SeriesColumns): HistoryDay[] {
  const totals = totalsBySeries(text, { ...columns, series: undefined }).get('');
  return totals === undefined ? [] : daysOf(totals);
}

/** Each series of a CSV holding many (rows named by `columns.series`), sorted by name. */
export function dailySeriesByName(text: string, columns: SeriesColumns & { series: string }) {
  return [...totalsBySeries(text, columns)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, totals]) => ({ name, days: daysOf(totals) }));
}
