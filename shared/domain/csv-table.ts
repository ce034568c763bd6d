/**
 * A read's body as a table, for the CSV answers (docs/api-conventions.md, "CSV"). The rows and the
 * columns come from the route's response schema, not from the data, so the header row is the same
 * whether a period has rows or none. Pure: the HTTP layer writes the table as CSV text.
 *
 * Two steps: `compileCsvTable` walks the schema once, at build time (`npm run openapi` writes every
 * route's compiled table to shared/contract/csv-tables.ts), and `csvTable` fills the compiled table
 * with an answer. So a function carries its table as data and builds no response schema.
 *
 * Three shapes:
 * - `rows`: one row per element of the read's main list (`path` names the array members to walk;
 *   two names walk a list inside a list, e.g. suppliers → items, and each row repeats its parent's
 *   members, prefixed with the parent list's name);
 * - `statement`: one row per line of a statement of sections (the P&L): section, line, amount, %,
 *   status, where a line is the members sharing a stem (`food_cost_cents`, `food_cost_pct`, …);
 * - `summary`: one row of every member.
 * Nested objects flatten to `parent.child` names; `*_cents` members give two columns, the amount in
 * pesos with two decimals (`*_pesos`) and the cents; timestamps are written as the branch's wall
 * clock; lists of values join with `; `; lists of objects and free-form maps are one JSON cell.
 */
import type * as z from 'zod/mini';
import { wallClock } from './zoned-time.ts';

type Schema = z.core.$ZodType;

export type CsvShape =
  | { kind: 'rows'; path: readonly [string, ...string[]] }
  | { kind: 'statement' }
  | { kind: 'summary' };

/** An amount in pesos, written as is (two decimals, a leading minus kept: it is a number). */
export interface PesosCell {
  pesos: string;
}
export type CsvCell = string | number | boolean | null | PesosCell;

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

type ColumnKind = 'pesos' | 'cents' | 'timestamp' | 'value' | 'list' | 'json';

export interface Column {
  name: string;
  /** Where the cell's value is: member names from the row's object (and its parents'). */
  path: readonly string[];
  kind: ColumnKind;
  /** 0: the row's own element; n > 0: the element n lists up (a `rows` path through a list). */
  level: number;
}

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  checks?: Array<{ _zod: { def: { check?: string; pattern?: RegExp } } }>;
}

function defOf(schema: Schema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema a value has once null, absent and defaults are set aside. */
function unwrapped(schema: Schema): Schema {
  const def = defOf(schema);
  if (['nullable', 'optional', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type)) {
    return unwrapped(def.innerType!);
  }
  if (def.type === 'pipe') return unwrapped(defOf(def.out!).type === 'transform' ? def.in! : def.out!);
  return schema;
}

const OBJECT = 'object';
const isObject = (schema: Schema) => defOf(unwrapped(schema)).type === OBJECT;
const shapeOf = (schema: Schema) => defOf(unwrapped(schema)).shape!;

/** A timestamp schema: a string whose pattern has a clock time (shared/domain/responses/common.ts). */
function isTimestamp(schema: Schema): boolean {
  const def = defOf(unwrapped(schema));
  return (
    def.type === 'string' &&
    (def.checks ?? []).some((check) => check._zod.def.pattern?.source.includes('T\\d{2}:\\d{2}') === true)
  );
}

function isScalar(schema: Schema): boolean {
  const def = defOf(unwrapped(schema));
  if (def.type === 'union') return def.options!.every(isScalar);
  return !['object', 'array', 'record', 'map', 'tuple', 'unknown', 'any'].includes(def.type);
}

/** `food_sales_cents` → `food_sales_pesos`. */
export function pesosName(centsName: string): string {
  return `${centsName.slice(0, -'_cents'.length)}_pesos`;
}

function leafColumns(name: string, path: readonly string[], schema: Schema, level: number): Column[] {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  const member = path.at(-1)!;
  if (def.type === 'number' && member.endsWith('_cents')) {
    return [
      { name: pesosName(name), path, kind: 'pesos', level },
      { name, path, kind: 'cents', level },
    ];
  }
  if (isTimestamp(inner)) return [{ name, path, kind: 'timestamp', level }];
  if (def.type === 'array') {
    return [{ name, path, kind: isScalar(def.element!) ? 'list' : 'json', level }];
  }
  return [{ name, path, kind: isScalar(inner) ? 'value' : 'json', level }];
}

/** A JSON:API resource in a list (a back-office page): its id and attributes, not its type. */
function isResourceShape(shape: Record<string, Schema>): boolean {
  const names = Object.keys(shape).sort();
  return names.join(',') === 'attributes,id,type' && isObject(shape.attributes!);
}

/**
 * The columns of an object's members, nested objects flattened to `a.b`; `skip` leaves out the
 * member a `rows` path walks into (its rows are the table's own).
 */
function objectColumns(
  schema: Schema,
  prefix: string,
  path: readonly string[],
  level: number,
  skip?: string,
): Column[] {
  const shape = shapeOf(schema);
  if (isResourceShape(shape)) {
    return [
      ...leafColumns(`${prefix}id`, [...path, 'id'], shape.id!, level),
      ...objectColumns(shape.attributes!, prefix, [...path, 'attributes'], level),
    ];
  }
  return Object.entries(shape).flatMap(([member, memberSchema]) => {
    if (member === skip) return [];
    const name = `${prefix}${member}`;
    if (isObject(memberSchema)) {
      return objectColumns(memberSchema, `${name}.`, [...path, member], level);
    }
    return leafColumns(name, [...path, member], memberSchema, level);
  });
}

function elementOf(schema: Schema, member: string): Schema {
  const listSchema = unwrapped(shapeOf(schema)[member] ?? failNoList(member));
  const def = defOf(listSchema);
  if (def.type !== 'array' || !isObject(def.element!)) failNoList(member);
  return def.element!;
}

function failNoList(member: string): never {
  throw new Error(`CSV rows: "${member}" is not a list of objects in the schema`);
}

/** The read's main list: its first member that is a list of objects; none: a one-row summary. */
export function defaultCsvShape(attributes: Schema): CsvShape {
  for (const [member, schema] of Object.entries(shapeOf(attributes))) {
    const def = defOf(unwrapped(schema));
    if (def.type === 'array' && isObject(def.element!)) return { kind: 'rows', path: [member] };
  }
  return { kind: 'summary' };
}

// ---------------------------------------------------------------------------------- statement

const LINE_PARTS = ['cents', 'pct', 'status'] as const;
type LinePart = (typeof LINE_PARTS)[number];
const STATEMENT_HEADER = ['section', 'line', 'amount_pesos', 'amount_cents', 'pct', 'status'];

export interface StatementLine {
  section: string;
  line: string;
  members: Partial<Record<LinePart, string>>;
}

/** Each section's members grouped by stem, in the schema's order. */
function statementLines(attributes: Schema): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const [section, sectionSchema] of Object.entries(shapeOf(attributes))) {
    const bySection = new Map<string, StatementLine>();
    for (const member of Object.keys(shapeOf(sectionSchema))) {
      const part = LINE_PARTS.find((suffix) => member.endsWith(`_${suffix}`));
      if (part === undefined) throw new Error(`statement member ${section}.${member} has no line suffix`);
      const stem = member.slice(0, -(part.length + 1));
      let line = bySection.get(stem);
      if (!line) {
        line = { section, line: stem, members: {} };
        bySection.set(stem, line);
        lines.push(line);
      }
      line.members[part] = member;
    }
  }
  return lines;
}

// ------------------------------------------------------------------------------------- values

/** Integer cents as pesos with two decimals: 123456 → "1234.56", -5 → "-0.05". */
export function formatPesos(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** The branch's wall clock of an instant, with Intl rather than luxon (zoned-time.ts). */
export { wallClock };

function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const member of path) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[member];
  }
  return value;
}

function cellOf(value: unknown, kind: ColumnKind, timeZone: string): CsvCell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'pesos':
      return { pesos: formatPesos(value as number) };
    case 'timestamp':
      return wallClock(value as string, timeZone);
    case 'list':
      return (value as unknown[]).map(String).join('; ');
    case 'json':
      return JSON.stringify(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
  }
}

// -------------------------------------------------------------------------------------- table

function columnsOf(attributes: Schema, shape: CsvShape): Column[] | undefined {
  if (shape.kind === 'statement') return undefined;
  if (shape.kind === 'summary') return objectColumns(attributes, '', [], 0);
  const columns: Column[] = [];
  let schema = attributes;
  let prefix = '';
  const depth = shape.path.length;
  for (const [index, member] of shape.path.entries()) {
    // The parents' members first (not the top level's: its totals are in the JSON answer).
    if (index > 0) columns.push(...objectColumns(schema, prefix, [], depth - index, member));
    schema = elementOf(schema, member);
    prefix = `${member}.`;
  }
  columns.push(...objectColumns(schema, '', [], 0));
  return columns;
}

/**
 * A route's table with the schema walked: its columns (or, for a statement, its lines), plain data
 * that shared/contract/csv-tables.ts holds for every CSV route. `route` ties it to its route id.
 */
export type CompiledCsvTable<R extends string = string> = { route: R } & (
  | { kind: 'statement'; lines: StatementLine[] }
  | { kind: 'summary'; columns: Column[] }
  | { kind: 'rows'; path: readonly [string, ...string[]]; columns: Column[] }
);

/**
 * The table `attributes` gives in `shape`. `attributes` is the schema of the read's attributes; for
 * a top-level collection, the schema of one item's attributes.
 */
export function compileCsvTable<R extends string>(
  route: R,
  attributes: Schema,
  shape: CsvShape,
): CompiledCsvTable<R> {
  if (shape.kind === 'statement') return { route, kind: 'statement', lines: statementLines(attributes) };
  return { route, ...shape, columns: columnsOf(attributes, shape)! };
}

/** The header row of a table (stable: the schema's alone). */
export function csvHeader(table: CompiledCsvTable): string[] {
  return table.kind === 'statement' ? STATEMENT_HEADER : table.columns.map((column) => column.name);
}

/** The table of one answer: `attributes` is the body's attributes (a collection: its items' list). */
export function csvTable(table: CompiledCsvTable, attributes: unknown, timeZone: string): CsvTable {
  if (table.kind === 'statement') {
    const rows = table.lines.map(({ section, line, members }) => {
      const at = (part: LinePart) =>
        members[part] === undefined ? undefined : valueAt(attributes, [section, members[part]!]);
      const cents = at('cents');
      return [
        section,
        line,
        cellOf(cents, 'pesos', timeZone),
        cellOf(cents, 'cents', timeZone),
        cellOf(at('pct'), 'value', timeZone),
        cellOf(at('status'), 'value', timeZone),
      ];
    });
    return { header: STATEMENT_HEADER, rows };
  }
  const { columns } = table;
  const header = csvHeader(table);
  if (table.kind === 'summary') {
    return {
      header,
      rows: [columns.map((column) => cellOf(valueAt(attributes, column.path), column.kind, timeZone))],
    };
  }
  // Walk the path: each row carries its chain of elements, the row's own last.
  let chains: unknown[][] = [[attributes]];
  for (const member of table.path) {
    chains = chains.flatMap((chain) => {
      const list = valueAt(chain.at(-1), [member]);
      return Array.isArray(list) ? list.map((element) => [...chain, element]) : [];
    });
  }
  const rows = chains.map((chain) =>
    columns.map((column) =>
      cellOf(valueAt(chain[chain.length - 1 - column.level], column.path), column.kind, timeZone),
    ),
  );
  return { header, rows };
}
