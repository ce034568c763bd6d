/**
 * The ingest log: what arrived for each business day, per kind of document. Every document but an
 * xout is counted on its day's state item (day-store.ts stateUpdate names the attributes here); an
 * xout document, which must not touch the state, is counted in the branch's ingest log partition.
 * Apart from day-store.ts so that the functions that only read or re-mark a day carry no grant on
 * the ingest log partition (infra/table-access-derive.ts grants what a bundle's modules name).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { datesInRange } from '../domain/analytics/period.ts';
import type { StorageDeps, TransactItem } from './db.ts';
import { batchGetConsistent, queryBetween } from './db.ts';
import { storedItem } from './item.ts';
import { keys } from './keys.ts';

/** The kinds of day documents the ingest log counts: the resources, closings split by type. */
export const INGEST_LOG_KINDS = [
  'orders',
  'discounts',
  'cancellations',
  'payments',
  'sales',
  'cash-register-zout',
  'cash-register-xout',
] as const;
export type IngestLogKind = (typeof INGEST_LOG_KINDS)[number];

/** A document's kind: its resource, a closing's by its closing_type (every resource's attributes have one). */
type KindOf = {
  resource: Exclude<IngestLogKind, `cash-register-${string}`> | 'cash-register';
  attributes: { closing_type: string };
};

export function ingestLogKind(document: KindOf): IngestLogKind {
  if (document.resource !== 'cash-register') return document.resource;
  return document.attributes.closing_type === 'zout' ? 'cash-register-zout' : 'cash-register-xout';
}

/**
 * Counts an xout document in the branch's ingest log (keys.ingestLog), in the document's transaction.
 * Every other document is counted on its day's state item (stateUpdate, logAttributes).
 */
export function ingestLogUpdate(
  deps: Pick<StorageDeps, 'tableName'>,
  branchId: string,
  document: KindOf & { business_date: string; received_at: string },
): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: ingestLogItem.key(branchId, document.business_date, ingestLogKind(document)),
      UpdateExpression:
        'SET business_date = :date, kind = :kind, last_received_at = :at ADD document_count :one',
      ExpressionAttributeValues: {
        ':date': document.business_date,
        ':kind': ingestLogKind(document),
        ':at': document.received_at,
        ':one': 1,
      },
    },
  };
}

export interface IngestLogEntry {
  business_date: string;
  kind: IngestLogKind;
  document_count: number;
  /** UTC instant of the latest arrival. */
  last_received_at: string;
}

/** The state item's attributes that count one kind of document (the ingest log on the state item). */
export function logAttributes<Kind extends IngestLogKind>(kind: Kind) {
  return { count: `log_count_${kind}`, last: `log_last_${kind}`, rows: `log_rows_${kind}` } as const;
}

type LogShape = {
  [Kind in IngestLogKind as `log_count_${Kind}` | `log_rows_${Kind}`]: z.ZodMiniOptional<z.ZodMiniNumber>;
} & { [Kind in IngestLogKind as `log_last_${Kind}`]: z.ZodMiniOptional<z.ZodMiniString> };

/** The ingest-log attributes of every kind, each absent until a document of its kind is counted. */
function logShape(): LogShape {
  const entries = INGEST_LOG_KINDS.flatMap((kind) => {
    const names = logAttributes(kind);
    const count = () => z.optional(z.number());
    return [
      [names.count, count()],
      [names.rows, count()],
      [names.last, z.optional(z.string())],
    ];
  });
  // Object.fromEntries cannot type the names it is given; LogShape names them (a schema, not an item).
  return Object.fromEntries(entries) as LogShape;
}

/** The ingest log kept on the day's state item (stateUpdate): per kind its count, rows and last arrival. */
const dayStateLogItem = /* @__PURE__ */ storedItem({
  name: 'day state ingest log',
  key: 'dayState',
  schema: () => z.object({ business_date: z.string(), ...logShape() }),
});

/** An xout document's count in the branch's ingest log partition (ingestLogUpdate). */
const ingestLogItem = /* @__PURE__ */ storedItem({
  name: 'ingest log',
  key: 'ingestLog',
  schema: () =>
    z.object({
      business_date: z.string(),
      kind: z.enum(INGEST_LOG_KINDS),
      document_count: z.number(),
      last_received_at: z.string(),
    }),
});

/** Documents and rows of `kind` the day's state item has counted (0 when none). */
export async function readDayCounts(
  deps: StorageDeps,
  branchId: string,
  date: string,
  kind: IngestLogKind,
): Promise<{ documents: number; rows: number }> {
  const names = logAttributes(kind);
  const { Item } = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: keys.dayState(branchId, date),
      ConsistentRead: true,
      ProjectionExpression: 'business_date, #count, #rows',
      ExpressionAttributeNames: { '#count': names.count, '#rows': names.rows },
    }),
  );
  const counted = dayStateLogItem.parseIfFound(Item);
  return { documents: counted?.[names.count] ?? 0, rows: counted?.[names.rows] ?? 0 };
}

/**
 * What arrived for the business dates from..to, per date and kind: the counts kept on each day's
 * state item (BatchGetItem, 100 days a request) and the branch's ingest log partition (one Query:
 * xout documents, and every document counted before the state item kept the counts), summed.
 */
export async function readIngestLog(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<IngestLogEntry[]> {
  const [logItems, states] = await Promise.all([
    queryBetween(deps, keys.ingestLogPartition(branchId), keys.ingestLogDateRange(from, to)),
    batchGetConsistent(
      deps,
      datesInRange({ from, to }).map((date) => keys.dayState(branchId, date)),
      'ingest log of the day states',
    ),
  ]);
  const entries: IngestLogEntry[] = logItems.map(ingestLogItem.parse);
  for (const state of states) entries.push(...stateLogEntries(dayStateLogItem.parse(state)));
  return mergeLogEntries(entries);
}

function stateLogEntries(state: ReturnType<typeof dayStateLogItem.parse>): IngestLogEntry[] {
  return INGEST_LOG_KINDS.flatMap((kind) => {
    const names = logAttributes(kind);
    const count = state[names.count];
    const last = state[names.last];
    // The count and the last arrival are set by the same update (stateUpdate).
    if (count === undefined || last === undefined) return [];
    return [{ business_date: state.business_date, kind, document_count: count, last_received_at: last }];
  });
}

/** One entry per date and kind: counts summed, the latest arrival kept (UTC instants compare as strings). */
function mergeLogEntries(entries: IngestLogEntry[]): IngestLogEntry[] {
  const merged = new Map<string, IngestLogEntry>();
  for (const entry of entries) {
    const id = `${entry.business_date}#${entry.kind}`;
    const seen = merged.get(id);
    merged.set(
      id,
      seen === undefined
        ? entry
        : {
            ...seen,
            document_count: seen.document_count + entry.document_count,
            last_received_at:
              entry.last_received_at > seen.last_received_at ? entry.last_received_at : seen.last_received_at,
          },
    );
  }
  return [...merged.values()];
}
