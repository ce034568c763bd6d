/**
 * A daily series from any CSV export, as the forecaster reads it: rows of the same date are summed
 * (a file of tickets or lines becomes days; a line's value may be its unit price times its quantity,
 * and covers counted as its distinct ticket ids), a date with no row between the first and the last
 * is a closed day, values are in currency units (× 100 to cents; an empty cell is 0, an amount as an
 * export writes it is read where it cannot mean two things (export-amounts.ts), anything else is an
 * error, never a silent 0). Dates are year first (2026-03-06), or day
 * first or month first as a POS export may write them (06/03/2026, 3/6/26), the format told apart by
 * the dates themselves unless named (`dateFormat`), optionally followed by a time
 * (2026-03-06T14:00, "06/03/2026 14:00"). Fields are split by the header's separator: commas,
 * or semicolons or tabs as a spreadsheet in a Spanish or French locale saves them, where the
 * decimal mark is a comma (1234,50). A report's title lines above its header are skipped, and a row
 * dated "Total" (a sum row, a subtotal) is left out and told to the caller, never summed as a day.
 */
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { addDays, isCalendarDate, isoWeekday } from '#shared/domain/calendar-dates.ts';
import type { HistoryDay } from '#shared/domain/forecast/types.ts';
import { exportAmount } from './export-amounts.ts';

const SEPARATORS = [',', ';', '\t'] as const;
type Separator = (typeof SEPARATORS)[number];

/** The header's separator: whichever of comma, semicolon and tab it holds most often (comma on a tie). */
function separatorOf(header: string): Separator {
  const count = (separator: Separator) => header.split(separator).length;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/** One record of the file and the line it ends on (1-based, header included). */
interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * The file's records, by csv-parse: RFC 4180 quoting (a field may hold the separator, "" for a
 * quote, even a line break, as a product's description can), a UTF-8 byte-order mark dropped (Excel's
 * "CSV UTF-8" writes one, and the first column's name would otherwise not match), blank lines skipped.
 */
function csvRecords(
  text: string,
  dateColumn: string,
): { header: string[]; rows: CsvRecord[]; separator: Separator } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const skipped = headerLineIndex(lines, dateColumn);
  const table = lines.slice(skipped).join('\n');
  const separator = separatorOf(lines[skipped] ?? '');
  const records: CsvRecord[] = [];
  parse(table, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    // Each record kept with the line it ends on, for errors that name the line to fix.
    on_record: (fields: string[], { lines: line }) => {
      records.push({ fields, line: line + skipped });
      return null;
    },
  });
  const [header, ...rows] = records;
  return { header: header?.fields ?? [], rows, separator };
}

/** How far down a report's table may start, below its title, dates and blank lines. */
const PREAMBLE_LINES = 20;

/**
 * The header's line: the first of the file's first lines that names the date column (a report
 * exported from a POS may open with its title and period before the table); the first line when
 * none does, so the missing column is named as the header has it.
 */
function headerLineIndex(lines: readonly string[], dateColumn: string): number {
  const wanted = dateColumn.trim().toLowerCase();
  const names = (line: string) =>
    line.split(separatorOf(line)).map((field) => field.trim().replace(/^"|"$/g, '').trim().toLowerCase());
  const found = lines.slice(0, PREAMBLE_LINES).findIndex((line) => names(line).includes(wanted));
  return Math.max(found, 0);
}

/** How the date column writes a date: year, day or month first (separated by -, / or .). */
export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:$|[ T])/;
const DAY_OR_MONTH_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:$|[ T])/;

/**
 * A two-digit year as POSIX strptime's %y reads it: 69–99 are 1969–1999, 00–68 are 2000–2068 (an
 * export writing 03/08/19 means 2019).
 */
function fullYear(year: string): string {
  if (year.length === 4) return year;
  return `${Number(year) >= 69 ? '19' : '20'}${year}`;
}

/** Month names and abbreviations, English and Spanish (folded, lower case), to their number. */
const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(
  [
    ['jan', 'january', 'ene', 'enero'],
    ['feb', 'february', 'febrero'],
    ['mar', 'march', 'marzo'],
    ['apr', 'april', 'abr', 'abril'],
    ['may', 'mayo'],
    ['jun', 'june', 'junio'],
    ['jul', 'july', 'julio'],
    ['aug', 'august', 'ago', 'agosto'],
    ['sep', 'sept', 'september', 'set', 'septiembre', 'setiembre'],
    ['oct', 'october', 'octubre'],
    ['nov', 'november', 'noviembre'],
    ['dec', 'december', 'dic', 'diciembre'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);
const DAY_MONTH_NAME_YEAR = /^(\d{1,2})[ ./-]+([a-z]+)\.?[ ./,-]+(\d{4}|\d{2})(?:$|[ T])/;
const MONTH_NAME_DAY_YEAR = /^([a-z]+)\.?[ ./-]+(\d{1,2}),?[ ./-]+(\d{4})(?:$|[ T])/;

/**
 * A date whose month is named ("01-Jan-2015", "2 ene 2026", "2 de marzo de 2026", "Jan 2, 2015"), as YYYY-MM-DD: the
 * name says which part is the month, so it needs no --date-format; null otherwise.
 */
function namedMonthDate(field: string): string | null {
  // "2 de marzo de 2026": Spanish joins the parts with "de".
  const text = field
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ del? /g, ' ');
  const dayFirst = DAY_MONTH_NAME_YEAR.exec(text);
  const monthFirst = dayFirst === null ? MONTH_NAME_DAY_YEAR.exec(text) : null;
  const [day, name, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const month = name === undefined ? undefined : MONTH_NUMBERS.get(name);
  if (month === undefined || day === undefined || year === undefined) return null;
  const date = `${fullYear(year)}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** 20260302: year, month and day with no marks between them. */
const COMPACT = /^((?:19|20)\d{2})(\d{2})(\d{2})$/;
/** A spreadsheet's day number (45352 is 2024-03-01), as a date column saved unformatted writes it. */
const SERIAL = /^(\d{5})(?:\.\d+)?$/;
/** Day 0 of a spreadsheet's day numbers: 1899-12-30 (Excel's and LibreOffice's 1900 system). */
const SERIAL_EPOCH = '1899-12-30';

/** A date no format can read two ways: named month, 20260302, or a spreadsheet's day number. */
function unambiguousDate(field: string): string | null {
  const named = namedMonthDate(field);
  if (named !== null) return named;
  const compact = COMPACT.exec(field);
  if (compact !== null) {
    const date = `${compact[1]}-${compact[2]}-${compact[3]}`;
    return isCalendarDate(date) ? date : null;
  }
  const serial = SERIAL.exec(field);
  // 20000–80000 are 1954–2119: a 5-digit number outside them is no date of a restaurant's sales.
  const days = serial === null ? Number.NaN : Number(serial[1]);
  return days >= 20_000 && days <= 80_000 ? (addDays(SERIAL_EPOCH, days) ?? null) : null;
}

/** Weekday names and abbreviations, Spanish and English (folded, lower case), to their ISO number. */
const WEEKDAY_NUMBERS: ReadonlyMap<string, number> = new Map(
  [
    ['lunes', 'lun', 'monday', 'mon'],
    ['martes', 'mar', 'tuesday', 'tue', 'tues'],
    ['miercoles', 'mie', 'wednesday', 'wed'],
    ['jueves', 'jue', 'thursday', 'thu', 'thur', 'thurs'],
    ['viernes', 'vie', 'friday', 'fri'],
    ['sabado', 'sab', 'saturday', 'sat'],
    ['domingo', 'dom', 'sunday', 'sun'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);
const LEADING_WEEKDAY = /^([a-z]+)\.?,?\s+/;

/**
 * The field's date as YYYY-MM-DD, or null when it is not one in `format` (nor names its month). A
 * weekday before the date ("lunes, 2 de marzo de 2026", "Mon 03/02/2026") is tried only when the
 * field does not read as it is ("Mar 3, 2026" is March), and must be the date's: so it tells day
 * first from month first where the numbers cannot (Mon 03/02/2026 is 2 March, a Monday).
 */
function parseDate(field: string, format: DateFormat): string | null {
  const read = dateAsWritten(field, format);
  if (read !== null) return read;
  const named = afterWeekday(field, format);
  return named !== null && isoWeekday(named.date) === named.weekday ? named.date : null;
}

/** A field's leading weekday (ISO number) and the date after it, or null when it has neither. */
function afterWeekday(field: string, format: DateFormat): { weekday: number; date: string } | null {
  const folded = field
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  const name = LEADING_WEEKDAY.exec(folded);
  const weekday = name === null ? undefined : WEEKDAY_NUMBERS.get(name[1] as string);
  if (name === null || weekday === undefined) return null;
  const date = dateAsWritten(folded.slice(name[0].length), format);
  return date === null ? null : { weekday, date };
}

/** Why a field is no date: its weekday is not its date's, or it is not one in `format`. */
function notADate(field: string, format: DateFormat): string {
  const named = afterWeekday(field, format);
  if (named !== null)
    return `"${field}" names a weekday that is not ${named.date}'s (read ${format}); ${NAME_THE_FORMAT}, or fix the date`;
  return `"${field}" is not a ${format} date${DATE_HINT}`;
}

/** The field's date as it is written, or null. */
function dateAsWritten(field: string, format: DateFormat): string | null {
  const named = unambiguousDate(field);
  if (named !== null) return named;
  const match = (format === 'YYYY-MM-DD' ? YEAR_FIRST : DAY_OR_MONTH_FIRST).exec(field);
  if (match === null) return null;
  const [first, second, third] = [match[1], match[2], match[3]] as [string, string, string];
  const [year, month, day] =
    format === 'YYYY-MM-DD'
      ? [first, second, third]
      : format === 'DD/MM/YYYY'
        ? [fullYear(third), second, first]
        : [fullYear(third), first, second];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

const NAME_THE_FORMAT = `name its format with --date-format (${DATE_FORMATS.join(', ')})`;
const DATE_HINT = `; ${NAME_THE_FORMAT}`;

/**
 * The format most of the column's dates are in, so an export is read without --date-format: year
 * first, or else whichever of day first and month first reads more of them (03/04/2026 reads both
 * ways; 13/04/2026 only one). Throws when both read every one, as a file of the 1st to 12th can:
 * guessing would swap its months and days. None reads any: year first, whose error names line 2.
 */
export function dateFormatOf(fields: readonly string[]): DateFormat {
  const read = (format: DateFormat) => fields.filter((field) => parseDate(field, format) !== null).length;
  const [yearFirst, dayFirst, monthFirst] = DATE_FORMATS.map(read) as [number, number, number];
  if (yearFirst >= Math.max(dayFirst, monthFirst)) return 'YYYY-MM-DD';
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
  throw new Error(`Dates such as "${fields[0]}" read as well day first as month first: ${NAME_THE_FORMAT}`);
}

/** The first bytes of a gzip file, a zip (an .xlsx workbook) and an OLE file (an old .xls). */
const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * The export's text: UTF-8 when its bytes are UTF-8, else Windows-1252, as a spreadsheet on a
 * Spanish-locale Windows saves "CSV (delimitado por comas)" (a column "Fecha de operación" would
 * otherwise not match its name). A gzipped CSV (.csv.gz, as data sites publish them) is read
 * inflated; an Excel workbook is refused with what to do.
 */
export function exportText(file: Uint8Array): string {
  const bytes = startsWith(file, GZIP) ? gunzipSync(file) : file;
  // A workbook is a zip of XML: no CSV reader makes days of it, so say what to do instead.
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE))
    throw new Error(
      'The file is an Excel workbook, not a CSV: save it as CSV (File › Save As › CSV) and try again',
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A cell's amount: empty is 0; otherwise an amount as an export writes it (export-amounts.ts: a
 * currency sign, thousands marks where they cannot be the decimal one), or an error naming the line
 * and column.
 */
function amount(field: string | undefined, where: { column: string; line: number; separator: Separator }) {
  if (field === undefined || field === '') return 0;
  const value = exportAmount(field, where.separator === ',');
  if (value === null)
    throw new Error(
      `Line ${where.line}: "${field}" in column "${where.column}" is not a number (digits and a decimal mark; a comma alone where commas separate the fields could be either mark: write 1234.50 or 1,234.50)`,
    );
  return value;
}

export interface SeriesColumns {
  date: string;
  /** The date column's format; by default, the one most of its dates are in (`dateFormatOf`). */
  dateFormat?: DateFormat;
  value: string;
  /** Each row's value times this column: a file of ticket lines with a unit price and a quantity. */
  quantity?: string;
  covers?: string;
  /** Covers as the number of distinct values of this column on a date (ticket ids in a file of lines). */
  coversDistinct?: string;
  /** A column naming the series of each row (a store), for a file holding many. */
  series?: string;
  /** Told of each row left out as a totals row (its line and its date cell). */
  onTotalsRow?: (line: number, cell: string) => void;
}

/** A date cell that names a sum, not a day: "Total", "Totales", "Subtotal", "Gran total", "Suma". */
const TOTALS_CELL = /^(sub ?)?total(es|s)?\b|^(gran|grand) total|^suma\b|^sum\b/;
const isTotalsRow = (cell: string) =>
  TOTALS_CELL.test(
    cell
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase(),
  );

type DayTotals = { sales: number; covers: number; tickets: Set<string> };
type Totals = Map<string, DayTotals>;

/** A column's index: its exact name, or else the one column whose name differs only in case. */
function columnIndex(header: readonly string[], name: string): number {
  const exact = header.indexOf(name);
  if (exact >= 0) return exact;
  const alike = header.flatMap((column, index) =>
    column.toLowerCase() === name.toLowerCase() ? [index] : [],
  );
  if (alike.length === 1) return alike[0] as number;
  throw new Error(`No column "${name}" in ${header.join(', ')}`);
}

/** Each series' totals per date, from the rows; throws on a missing column or a bad date. */
function totalsBySeries(text: string, columns: SeriesColumns): Map<string, Totals> {
  if (columns.covers !== undefined && columns.coversDistinct !== undefined)
    throw new Error('--covers and --covers-distinct are two ways to count covers: give one');
  const { header, rows: records, separator } = csvRecords(text, columns.date);
  const at = (name: string | undefined) => (name === undefined ? null : columnIndex(header, name));
  const [dateAt, valueAt] = [columnIndex(header, columns.date), columnIndex(header, columns.value)];
  const [quantityAt, coversAt, distinctAt, seriesAt] = [
    at(columns.quantity),
    at(columns.covers),
    at(columns.coversDistinct),
    at(columns.series),
  ];
  // "Total" under the dates (a spreadsheet's sum row, a month's subtotal) is no day: left out, said.
  const rows = records.filter(({ fields, line }) => {
    const totals = isTotalsRow(fields[dateAt] ?? '');
    if (totals) columns.onTotalsRow?.(line, fields[dateAt] as string);
    return !totals;
  });
  const format = columns.dateFormat ?? dateFormatOf(rows.map(({ fields }) => fields[dateAt] ?? ''));
  const bySeries = new Map<string, Totals>();
  for (const { fields, line } of rows) {
    const date = parseDate(fields[dateAt] ?? '', format);
    if (date === null) throw new Error(`Line ${line}: ${notADate(fields[dateAt] ?? '', format)}`);
    const key = seriesAt === null ? '' : (fields[seriesAt] ?? '');
    const totals = bySeries.get(key) ?? new Map<string, DayTotals>();
    const entry = totals.get(date) ?? { sales: 0, covers: 0, tickets: new Set<string>() };
    const where = { line, separator };
    const times =
      quantityAt === null ? 1 : amount(fields[quantityAt], { ...where, column: columns.quantity as string });
    entry.sales += amount(fields[valueAt], { ...where, column: columns.value }) * times;
    if (coversAt !== null)
      entry.covers += amount(fields[coversAt], { ...where, column: columns.covers as string });
    if (distinctAt !== null && fields[distinctAt]) entry.tickets.add(fields[distinctAt] as string);
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
      // Summed or counted, never both (totalsBySeries refuses both columns): the other adds 0.
      covers: Math.round((entry?.covers ?? 0) + (entry?.tickets.size ?? 0)),
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
