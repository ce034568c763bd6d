/**
 * CSV answers of the reads the route table marks `csv` (docs/api-conventions.md, "CSV"): the format
 * is negotiated from `?format=` (json or csv), else the Accept header; the table is the route's,
 * compiled from its response schema at build time, which each function hands over
 * (shared/contract/csv-tables.ts; shared/domain/csv-table.ts), and is
 * written by csv-stringify: UTF-8 with a BOM (Excel reads the accents right), CRLF line ends,
 * RFC 4180 quoting, formula-looking text defused. Errors stay JSON envelopes (the envelope
 * middleware writes them whatever the format).
 */
import { stringify } from 'csv-stringify/sync';
import Negotiator from 'negotiator';
import type { CsvRouteId } from '../contract/csv-layouts.ts';
import type { RouteDefinition, RouteId } from '../contract/routes.ts';
import type { ResultOf } from '../contract/schemas.ts';
import { type CompiledCsvTable, type CsvCell, csvTable, type PesosCell } from '../domain/csv-table.ts';
import { BadRequestError } from '../domain/errors.ts';
import { isCollection, type Result } from '../domain/results.ts';
import type { Deps } from '../use-cases/deps.ts';
import type { RouteUseCase } from '../use-cases/request.ts';
import { type Answer, type HttpFunction, type Negotiation, negotiatedRouteFunction } from './functions.ts';
import { presentResult } from './presenters.ts';
import { type HttpEvent, type HttpResponse, headerOf, type RouteRequest } from './types.ts';

export const CSV_MEDIA_TYPE = 'text/csv';
const JSON_MEDIA_TYPE = 'application/json';
export const FORMATS = ['json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * `format` wins over Accept; an Accept that prefers text/csv to application/json answers CSV, any
 * other (none, `*\/*`, a type we do not write) answers JSON, as before CSV existed.
 */
export function formatOf(event: Pick<HttpEvent, 'headers' | 'queryStringParameters'>): Format {
  const format = event.queryStringParameters?.format;
  if (format !== undefined) {
    if ((FORMATS as readonly string[]).includes(format)) return format as Format;
    throw new BadRequestError(`format must be one of ${FORMATS.join(', ')}.`, {
      field: 'query.format',
      receivedValue: format,
    });
  }
  const accept = headerOf(event, 'Accept');
  if (accept === undefined) return 'json';
  const preferred = new Negotiator({ headers: { accept } }).mediaType([JSON_MEDIA_TYPE, CSV_MEDIA_TYPE]);
  return preferred === CSV_MEDIA_TYPE ? 'csv' : 'json';
}

/** `2026-03-01_2026-03-31`, or `all` for a list without dates (suppliers, recipes). */
function periodPart(result: Result, request: RouteRequest): string {
  const meta = (result as { meta?: { period?: { from: string; to: string } | null } }).meta;
  if (meta?.period) return `${meta.period.from}_${meta.period.to}`;
  const { date_from: from, date_to: to } = request.query;
  return from || to ? `${from ?? 'start'}_${to ?? 'end'}` : 'all';
}

/** The route's name in the file: its id without the list suffix (`backoffice-expenses`). */
function routePart(route: RouteDefinition): string {
  return route.id.replace(/-list$/, '');
}

/** The text of a table: BOM, header row, CRLF, quoting only where RFC 4180 needs it. */
export function csvText(header: string[], rows: CsvCell[][]): string {
  return stringify([header, ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // Quote a CR or LF inside a field even though the records end with CRLF (RFC 4180, rule 6).
    quote_record_delimiter: true,
    cast: {
      boolean: String,
      // An amount in pesos is a number: its minus sign is no formula.
      object: (value) => ({ value: (value as unknown as PesosCell).pesos, escape_formulas: false }),
    },
  });
}

export interface CsvScope {
  /** Whose figures: the branch (or, for an organization read, the organization id). */
  owner: string;
  timeZone: string;
}

/** The CSV answer of a read: the table of its result, named `<route>-<owner>-<period>.csv`. */
export function csvAnswer(
  route: RouteDefinition,
  result: Result,
  request: RouteRequest,
  scope: CsvScope,
  compiled: CompiledCsvTable,
): HttpResponse {
  const attributes = isCollection(result) ? result.items : result.attributes;
  const table = csvTable(compiled, attributes, scope.timeZone);
  const filename = `${routePart(route)}-${scope.owner}-${periodPart(result, request)}.csv`;
  // A list page's cursor (meta.next_cursor in JSON), so a CSV client pages too.
  const nextCursor = (result.meta as { next_cursor?: string | null } | undefined)?.next_cursor;
  return {
    statusCode: route.status,
    headers: {
      'Content-Type': `${CSV_MEDIA_TYPE}; charset=utf-8; header=present`,
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}),
    },
    body: csvText(table.header, table.rows),
  };
}

/** JSON or CSV, from the request; the use case never sees the `format` parameter. */
export function csvNegotiation(
  scopeOf: (request: RouteRequest) => CsvScope,
  table: CompiledCsvTable,
): Negotiation {
  return (_route, event) => {
    const format = formatOf(event);
    const { format: _format, ...query } = event.queryStringParameters ?? {};
    const answer: Answer =
      format === 'csv'
        ? (answered, result, request) => csvAnswer(answered, result, request, scopeOf(request), table)
        : (answered, result) => {
            const { status, body } = presentResult(answered, result);
            return { statusCode: status, headers: {}, body: JSON.stringify(body) };
          };
    return { answer, query };
  };
}

const branchScope = (request: RouteRequest): CsvScope => ({
  owner: request.branch.branch_identifier,
  timeZone: request.branch.timezone,
});

/**
 * A branch read that also answers CSV (every intelligence read, every back-office list). `table`
 * is the route's own compiled table (shared/contract/csv-tables.ts; the compiler checks the route):
 * data, so the function builds no response schema.
 */
export function csvRouteFunction<R extends RouteId & CsvRouteId>(
  routeId: R,
  useCase: RouteUseCase<ResultOf<R>, Deps>,
  table: CompiledCsvTable<R>,
): HttpFunction<Deps> {
  return negotiatedRouteFunction(routeId, useCase, csvNegotiation(branchScope, table));
}
