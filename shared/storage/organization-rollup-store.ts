/**
 * Organization roll-ups: one item per organization, cube and business month, holding each branch's
 * month roll-up of that cube under the branch's own attribute (`BRANCH#<id>`), with its version
 * (`REBUILT#<id>`) beside it. A branch's build writes only its two attributes (an UpdateItem SET), so
 * builds of two branches never overwrite each other's part, whatever their order; a part carries
 * the `rebuilt_at` of the branch roll-up it copies and is replaced only by one at least as recent,
 * so a retried or late write never brings back an older figure. Beside the parts, in an item of its
 * own (`keys.organizationMerged`), the month's parts merged: what the chain-wide reads take.
 */

import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { RecentCache } from '../adapters/recent-cache.ts';
import type { CategorySalesFold } from '../domain/analytics/cubes.ts';
import type { VarianceFold } from '../domain/analytics/reconciliation.ts';
import { monthsBetween } from '../domain/analytics/rollups.ts';
import type { SalesRowTotals } from '../domain/analytics/sales.ts';
import type { CostMonthPart } from '../domain/costs/month-part.ts';
import { gunzipJson } from './compression.ts';
import {
  cancellationReasons,
  queryAll,
  queryBetween,
  type StorageDeps,
  type StoredItem,
  type TransactItem,
} from './db.ts';
import { isTransactionConflict, retryingTransactionConflicts } from './errors.ts';
import { storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

/**
 * One branch's part of an organization's month of a cube, or of its cost records (`costs`, whose
 * `rebuilt_at` is the part's revision, zero-padded so that it too orders as a string).
 */
export type BranchRollupPart =
  /** The branch's month roll-up (the cubes a read of the whole month gets). */
  | { kind: 'cubes'; cubes: unknown[]; built_at: string; days: number; rebuilt_at: string }
  /** The branch's month of cash cubes as the KPIs read it: its closings' variance fold. */
  | { kind: 'variance'; variance: VarianceFold; built_at: string; days: number; rebuilt_at: string }
  /** The branch's cost records filed that month, as the cost figures read them. */
  | { kind: 'costs'; costs: CostMonthPart; rebuilt_at: string }
  /** The branch has days (or records) that month but no part that fits: read them from the branch. */
  | { kind: 'days'; rebuilt_at: string }
  /** The branch has no day that month. */
  | { kind: 'empty'; rebuilt_at: string };

/** A part as stored: the part without its version, which is an attribute of its own beside it. */
type StoredPartContent = {
  [Kind in BranchRollupPart['kind']]: Omit<Extract<BranchRollupPart, { kind: Kind }>, 'rebuilt_at'>;
}[BranchRollupPart['kind']];

/** A stored part, a merged month or its folds: a JSON string when small, gzip JSON when larger (storedPart). */
const storedJson = () =>
  // A custom check, not z.union of the two: the union's code would weigh in every bundle that writes a part.
  z.custom<string | Uint8Array>((value) => typeof value === 'string' || value instanceof Uint8Array);

/**
 * A month item of branch parts as writeBranchRollupPart sets them: each `BRANCH#<id>` part (stored
 * JSON) with its `REBUILT#<id>` version, a string, beside it; the item's other attributes (keys,
 * organization_id, cube) are strings. A catchall, not a record per prefix: a chain's month is
 * hundreds of attributes, and this reads them about ten times faster (and, like the check instead
 * of a transform, adds no schema kind to the bundles that write a part).
 */
const organizationMonthItem = /* @__PURE__ */ storedItem({
  name: 'organization roll-up month',
  key: 'organizationCubeRollup',
  schema: () =>
    z
      .catchall(z.object({ sk: z.string() }), storedJson())
      .check(z.refine(everyPartVersioned, 'a part without its version (REBUILT#<id>, a string)')),
});

/** The version attribute of the part attribute `name`, or undefined when `name` is not a part's. */
function versionOfPart(name: string): string | undefined {
  const partPrefix = keys.organizationRollupBranchAttributePrefix();
  if (!name.startsWith(partPrefix)) return undefined;
  return keys.organizationRollupVersionAttribute(name.slice(partPrefix.length));
}

function everyPartVersioned(item: Record<string, unknown>): boolean {
  return Object.keys(item).every((name) => {
    const version = versionOfPart(name);
    return version === undefined || typeof item[version] === 'string';
  });
}

/** What readBranchPartVersion projects of a month item: at most the branch's version. */
const partVersionItem = /* @__PURE__ */ storedItem({
  name: 'organization roll-up month (a part version)',
  key: 'organizationCubeRollup',
  schema: () => z.catchall(z.object({}), z.string()),
});

/**
 * A month's merged item: its `revision` (counted by the parts' transactions) and, once written by
 * writeOrganizationMerged, the merge of the parts of `merged_revision`. An item a part's transaction
 * created has no merge yet; one the merge created has no revision yet.
 */
const mergedItem = /* @__PURE__ */ storedItem({
  name: 'organization merged month',
  key: 'organizationMerged',
  schema: () =>
    z.object({
      sk: z.string(),
      revision: z.optional(z.number()),
      merged: z.optional(storedJson()),
      merged_folds: z.optional(storedJson()),
      merged_revision: z.optional(z.number()),
      merged_id: z.optional(z.string()),
    }),
});

export interface OrganizationMonth {
  month: string;
  /** Branch id → its part. */
  parts: Map<string, BranchRollupPart>;
}

export type PartWriteOutcome = 'written' | 'stale' | 'too-large';

/**
 * When a part may replace the stored one: by default only one computed as late or later
 * (`rebuilt_at`); `{ unchangedFrom }` only the part seen before (its `rebuilt_at`, or null: none),
 * for the backfill's markers, which copy no roll-up and so have no time of their own.
 */
export type PartCondition = { unchangedFrom: string | null } | undefined;

/**
 * Stores the branch's part of the month (the item is created by the first part). With `counted`
 * (a cube whose parts are merged), the write also adds one to the month's merged item's `revision`,
 * in the same transaction: the merged figures stand for every part only while their
 * `merged_revision` is that revision. 'stale': the condition failed (a later part is there),
 * nothing was written. 'too-large': the item would pass DynamoDB's 400 KB item limit; nothing was
 * written.
 */
export async function writeBranchRollupPart(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
  branchId: string,
  part: BranchRollupPart,
  condition?: PartCondition,
  options: { counted?: boolean } = {},
): Promise<PartWriteOutcome> {
  const { rebuilt_at: rebuiltAt, ...content } = part;
  const update = {
    TableName: deps.tableName,
    Key: organizationMonthItem.key(organizationId, cube, month),
    UpdateExpression:
      'SET #part = :part, #version = :rebuilt, organization_id = :organization, #cube = :cube',
    ConditionExpression:
      condition === undefined
        ? 'attribute_not_exists(#version) OR #version <= :rebuilt'
        : condition.unchangedFrom === null
          ? 'attribute_not_exists(#version)'
          : '#version = :seen',
    ExpressionAttributeNames: {
      '#part': keys.organizationRollupBranchAttribute(branchId),
      '#version': keys.organizationRollupVersionAttribute(branchId),
      '#cube': 'cube',
    },
    ExpressionAttributeValues: {
      ':part': storedPart(content),
      ':rebuilt': rebuiltAt,
      ':organization': organizationId,
      ':cube': cube,
      ...(condition === undefined || condition.unchangedFrom === null
        ? {}
        : { ':seen': condition.unchangedFrom }),
    },
  };
  try {
    // Parts of branches built at the same minute share the month's items: tried again, spread out.
    await retryingTransactionConflicts(() =>
      writePart(deps, organizationId, cube, month, update, options.counted === true),
    );
    return 'written';
  } catch (error) {
    return failedWriteOutcome(error);
  }
}

/** The part's UpdateItem; `counted`, in one transaction with an ADD to the merged item's revision. */
async function writePart(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
  update: NonNullable<TransactItem['Update']>,
  counted: boolean,
): Promise<void> {
  if (!counted) {
    await deps.db.send(new UpdateCommand(update));
    return;
  }
  await deps.db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Update: update },
        {
          Update: {
            TableName: deps.tableName,
            Key: mergedItem.key(organizationId, cube, month),
            UpdateExpression: 'SET organization_id = :organization, #cube = :cube ADD #revision :one',
            ExpressionAttributeNames: { '#cube': 'cube', '#revision': 'revision' },
            ExpressionAttributeValues: { ':organization': organizationId, ':cube': cube, ':one': 1 },
          },
        },
      ],
    }),
  );
}

/** 'stale' or 'too-large' for a write (or a transaction whose first item is the write) refused so. */
function failedWriteOutcome(error: unknown): Exclude<PartWriteOutcome, 'written'> {
  const [reason] = cancellationReasons(error) ?? [];
  if (
    (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
    reason?.code === 'ConditionalCheckFailed'
  )
    return 'stale';
  if (
    isItemTooLarge(error) ||
    (reason?.code === 'ValidationError' && ITEM_TOO_LARGE.test(reason.message ?? ''))
  )
    return 'too-large';
  throw error;
}

/**
 * A part is one attribute, its version another: a chain's year is hundreds of parts, and the SDK's
 * time goes by the attribute (a map of five would be six). A small part (a month's merged sales
 * cube, under a kilobyte) is a JSON string, as a gunzip per part would cost more than the Query; a
 * larger one (a month of cash cubes, kept day by day) is gzip-compressed JSON, so a few hundred
 * branches fit in one item.
 */
const MAX_PLAIN_PART_BYTES = 2_048;

function storedPart(content: object): string | Buffer {
  const json = JSON.stringify(content);
  if (Buffer.byteLength(json, 'utf8') <= MAX_PLAIN_PART_BYTES) return json;
  return gzipSync(Buffer.from(json, 'utf8'));
}

/** DynamoDB's answer to an update that would make the item pass 400 KB. */
const ITEM_TOO_LARGE = /item size|maximum allowed size/i;
const isItemTooLarge = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ValidationException' && ITEM_TOO_LARGE.test(error.message);

/**
 * The parts merged into what the chain-wide reads need (shared/use-cases/pipeline/
 * organization-rollups.ts `mergeMonthParts`): stored in the month's merged item with the
 * `revision` of the parts it merged, so a read takes it only while no part was written since.
 */
export interface MergedMonth {
  /** The 'cubes' parts' cubes as one (sales: one month cube); [] when no part has cubes. */
  cubes: unknown[];
  /** The 'variance' parts' folds as one (cash). */
  variance: VarianceFold | null;
  /** The 'costs' parts' records of the month, by branch (costs); {} for the other cubes. */
  costs: Record<string, CostMonthPart>;
  /** Each branch with a part: what the reads need of its month without the part. */
  branches: Record<string, MergedBranchMonth>;
  /**
   * The merge's `merged_id` when read from its item: content stored under an id never changes, so
   * what is computed from it alone can be kept by it. Absent for a month merged by its reader.
   */
  id?: string;
}

export interface MergedBranchMonth {
  kind: BranchRollupPart['kind'];
  built_at: string | null;
  days: number;
  /** Sales: its month's category choice (`category_sales`), null when its part has none. */
  category_sales: CategorySalesFold | null;
  /**
   * Sales: its month's totals (the comparison's row), null when its part has no cubes; absent from
   * a month merged before they were kept (the comparison then reads that month from the branch).
   */
  totals?: SalesRowTotals | null;
}

/** The merged item's `revision` (consistent; 0 before any counted part): what a merge stands for. */
export async function readMergedRevision(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
): Promise<number> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: mergedItem.key(organizationId, cube, month),
      // With the sort key, so that what it gets is a merged item as declared (its merge left out).
      ProjectionExpression: 'sk, #revision',
      ExpressionAttributeNames: { '#revision': 'revision' },
      ConsistentRead: true,
    }),
  );
  return mergedItem.parseIfFound(result.Item)?.revision ?? 0;
}

/**
 * Stores the month's merged figures as of the merged item's `revision`, read before the parts they
 * merge; 'stale' when a merge of a later revision is there (its parts are at least as new),
 * 'too-large' when the item would pass 400 KB (the reads then merge the parts themselves).
 */
export async function writeOrganizationMerged(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
  merged: MergedMonth,
  revision: number,
): Promise<PartWriteOutcome> {
  const { branches, folds } = storedBranches(merged.branches);
  try {
    await deps.db.send(
      new UpdateCommand({
        TableName: deps.tableName,
        Key: mergedItem.key(organizationId, cube, month),
        UpdateExpression:
          'SET merged = :merged, merged_folds = :folds, merged_revision = :revision, merged_id = :id, organization_id = :organization, #cube = :cube',
        ConditionExpression: 'attribute_not_exists(merged_revision) OR merged_revision < :revision',
        ExpressionAttributeNames: { '#cube': 'cube' },
        ExpressionAttributeValues: {
          ':merged': storedPart({
            cubes: merged.cubes,
            variance: merged.variance,
            costs: merged.costs,
            branches,
          } satisfies StoredMerged),
          ':folds': storedPart(folds),
          ':revision': revision,
          // Names this content for the readers' parsed cache (a deleted item restarts its revisions).
          ':id': randomUUID(),
          ':organization': organizationId,
          ':cube': cube,
        },
      }),
    );
    return 'written';
  } catch (error) {
    // A part's transaction on the item: a later revision, whose writer merges again.
    if (isTransactionConflict(error)) return 'stale';
    return failedWriteOutcome(error);
  }
}

/**
 * How the merged branches are stored: hundreds per item and read by every chain-wide read, so each
 * is a tuple `[kind, built_at, days]`, and the category choices (read by the cost figures only) are
 * a separate attribute, `[cents, from_summary, from_lines]` per sold type.
 */
/**
 * kind, built_at, days and (sales) the month's totals as [sales, covers, tables, sales without IVA]:
 * absent before they were kept, and the last one absent before it was.
 */
type StoredBranch = [
  MergedBranchMonth['kind'],
  string | null,
  number,
  ([number, number | null, number | null, (number | null)?] | null)?,
];
type StoredFold = Array<[number | null, 0 | 1, 0 | 1, (number | null)?, (0 | 1)?, (0 | 1)?]>;
const FOLD_TYPES = ['food', 'beverage', 'bar'] as const;

/** The merged item's `merged` document; its `costs` are absent from months merged before they were kept. */
interface StoredMerged {
  cubes: MergedMonth['cubes'];
  variance: MergedMonth['variance'];
  costs?: MergedMonth['costs'];
  branches: Record<string, StoredBranch>;
}

function storedBranches(branches: MergedMonth['branches']) {
  const stored: Record<string, StoredBranch> = {};
  const folds: Record<string, StoredFold> = {};
  for (const [id, branch] of Object.entries(branches)) {
    const { totals } = branch;
    stored[id] = [branch.kind, branch.built_at, branch.days];
    if (totals !== undefined) {
      stored[id].push(
        totals === null
          ? null
          : [
              totals.total_sales_cents,
              totals.covers,
              totals.tables_served,
              totals.total_sales_no_iva_cents ?? null,
            ],
      );
    }
    const fold = branch.category_sales;
    if (fold !== null) {
      folds[id] = FOLD_TYPES.map((type) => {
        const { cents, from_summary, from_lines, no_iva_cents, no_iva_unknown, unaccounted } = fold[type];
        const tuple: StoredFold[number] = [cents, from_summary ? 1 : 0, from_lines ? 1 : 0];
        // The sales without IVA and the days without a split (costs/pnl.ts): absent in folds stored before them.
        if (no_iva_unknown !== undefined) tuple.push(no_iva_cents ?? null, no_iva_unknown ? 1 : 0);
        if (no_iva_unknown !== undefined && unaccounted !== undefined) tuple.push(unaccounted ? 1 : 0);
        return tuple;
      });
    }
  }
  return { branches: stored, folds };
}

function mergedOf(merged: string | Uint8Array, folds: string | Uint8Array | undefined): MergedMonth {
  const stored = parsedPart(merged, writtenAs<StoredMerged>());
  const storedFolds = folds === undefined ? {} : parsedPart(folds, writtenAs<Record<string, StoredFold>>());
  const branches: MergedMonth['branches'] = {};
  for (const [id, [kind, builtAt, days, totals]] of Object.entries(stored.branches)) {
    const fold = storedFolds[id];
    branches[id] = {
      kind,
      built_at: builtAt,
      days,
      ...(totals === undefined
        ? {}
        : {
            totals:
              totals === null
                ? null
                : {
                    total_sales_cents: totals[0],
                    covers: totals[1],
                    tables_served: totals[2],
                    ...(totals.length > 3 ? { total_sales_no_iva_cents: totals[3] ?? null } : {}),
                  },
          }),
      category_sales: fold === undefined ? null : categorySalesOf(fold),
    };
  }
  return { cubes: stored.cubes, variance: stored.variance, costs: stored.costs ?? {}, branches };
}

/** A stored fold (a tuple per sold type, in FOLD_TYPES order) as the category choice it holds. */
function categorySalesOf(fold: StoredFold): CategorySalesFold {
  const entry = (type: (typeof FOLD_TYPES)[number]): CategorySalesFold[typeof type] => {
    const [cents, fromSummary, fromLines, noIva, noIvaUnknown, unaccounted] = fold[FOLD_TYPES.indexOf(type)]!;
    const base = { cents, from_summary: fromSummary === 1, from_lines: fromLines === 1 };
    if (noIvaUnknown === undefined) return base;
    const withIva = { ...base, no_iva_cents: noIva ?? null, no_iva_unknown: noIvaUnknown === 1 };
    return unaccounted === undefined ? withIva : { ...withIva, unaccounted: unaccounted === 1 };
  };
  return { food: entry('food'), beverage: entry('beverage'), bar: entry('bar') };
}

/**
 * The months `fromMonth`..`toMonth` of `cube` as merged figures (a Query of the merged items, none
 * of the parts); every month of the range is in the map, null when its merged figures are missing
 * or older than one of its parts (the caller merges its parts).
 *
 * The Query projects each month's versions alone (revision, merged revision, merge id): a warm
 * instance holds most merges parsed by their id (`parsedMonths`), and a 50-branch chain's year of
 * merges is tens of KB to send and decode on every read. Only the months whose current merge it
 * has not parsed are read whole, by a second Query of their span (the same read units as one
 * Query of everything: DynamoDB charges an item whole whatever a projection keeps).
 */
export async function readOrganizationMerged(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  fromMonth: string,
  toMonth: string,
): Promise<Map<string, MergedMonth | null>> {
  const partition = keys.organizationMergedPartition(organizationId, cube);
  const versions = (
    await queryBetween(deps, partition, { from: fromMonth, to: toMonth }, { attributes: MERGED_VERSIONS })
  ).map(mergedItem.parse);
  // Taken now, before the next await: another read may push a merge out of the cache meanwhile.
  const held = new Map<string, MergedMonth>();
  const unparsed: string[] = [];
  for (const item of versions) {
    if (item.merged_revision === undefined || item.merged_revision !== item.revision) continue;
    const parsed = item.merged_id === undefined ? undefined : parsedMonths.get(item.merged_id);
    if (parsed === undefined) unparsed.push(item.sk);
    else held.set(item.sk, parsed);
  }
  const whole =
    unparsed.length === 0
      ? []
      : (await queryBetween(deps, partition, { from: unparsed[0]!, to: unparsed.at(-1)! })).map(
          mergedItem.parse,
        );
  // A month read whole is taken as read then (a later merge, or one now behind its parts).
  const read = new Map(whole.map((item) => [item.sk, item]));
  return new Map(
    monthsBetween(fromMonth, toMonth).map((month) => {
      const item = read.get(month);
      if (item === undefined) return [month, held.get(month) ?? null];
      return [
        month,
        item.merged !== undefined && item.merged_revision === item.revision
          ? parsedMerged(item.merged, item)
          : null,
      ];
    }),
  );
}

/** What says whether a kept parse stands for a merged item: the Query of versions reads these alone. */
const MERGED_VERSIONS = ['sk', 'revision', 'merged_revision', 'merged_id'] as const;

/**
 * Merged months kept parsed per instance, by their `merged_id`: a merged write stores new content
 * under a new id and never changes it, so a hit is that content. A chain's year is about forty
 * (sales, cash and costs months), each tens of KB parsed for 50 branches; the Query still runs
 * every time (it says which merge is current), the gunzip and parse of an unchanged month do not.
 * Read-only: the reads share what they get.
 */
const MAX_PARSED_MONTHS = 256;
// Pure: a function that never reads merged months (a back-office write) drops the cache.
const parsedMonths = /* @__PURE__ */ new RecentCache<string, MergedMonth>(MAX_PARSED_MONTHS);

function parsedMerged(
  merged: string | Uint8Array,
  item: Pick<ReturnType<typeof mergedItem.parse>, 'merged_folds' | 'merged_id'>,
): MergedMonth {
  const parse = () => mergedOf(merged, item.merged_folds);
  if (item.merged_id === undefined) return parse();
  const key = item.merged_id;
  const hit = parsedMonths.get(key);
  if (hit !== undefined) return hit;
  const month = { ...parse(), id: key };
  parsedMonths.set(key, month);
  return month;
}

/** The branches' parts of one month (consistent), as a merge reads them. */
export async function readOrganizationMonth(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
): Promise<OrganizationMonth> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: organizationMonthItem.key(organizationId, cube, month),
      ConsistentRead: true,
    }),
  );
  return result.Item === undefined ? { month, parts: new Map() } : monthOf(result.Item);
}

/** The version of the branch's part of the month (consistent), or null when it has none. */
export async function readBranchPartVersion(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  month: string,
  branchId: string,
): Promise<string | null> {
  const result = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: partVersionItem.key(organizationId, cube, month),
      ProjectionExpression: '#version',
      ExpressionAttributeNames: { '#version': keys.organizationRollupVersionAttribute(branchId) },
      ConsistentRead: true,
    }),
  );
  return (
    partVersionItem.parseIfFound(result.Item)?.[keys.organizationRollupVersionAttribute(branchId)] ?? null
  );
}

/** The organization's months `fromMonth`..`toMonth` (`YYYY-MM`, inclusive) of `cube`: one Query. */
export async function readOrganizationRollups(
  deps: StorageDeps,
  organizationId: string,
  cube: string,
  fromMonth: string,
  toMonth: string,
): Promise<OrganizationMonth[]> {
  const items = await queryAll(deps, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.organizationCubeRollupPartition(organizationId, cube),
      ':from': fromMonth,
      ':to': toMonth,
    },
  });
  return items.map(monthOf);
}

/**
 * An item's parts, by branch. A part is a document only we write (writeBranchRollupPart, from a
 * BranchRollupPart), taken at its type (writtenAs): a chain's year is thousands of parts.
 */
function monthOf(item: StoredItem): OrganizationMonth {
  const month = organizationMonthItem.parse(item);
  const content = writtenAs<StoredPartContent>();
  const partPrefix = keys.organizationRollupBranchAttributePrefix();
  const parts = new Map<string, BranchRollupPart>();
  for (const [name, stored] of Object.entries(month)) {
    const version = versionOfPart(name);
    const rebuiltAt = version === undefined ? undefined : month[version];
    // Every part has its version, a string (the declaration's check): this only tells TypeScript.
    if (typeof rebuiltAt !== 'string') continue;
    parts.set(name.slice(partPrefix.length), { ...parsedPart(stored, content), rebuilt_at: rebuiltAt });
  }
  return { month: month.sk, parts };
}

/** A document storedPart wrote, read through `schema`. */
function parsedPart<Schema extends z.ZodMiniType>(
  stored: string | Uint8Array,
  schema: Schema,
): z.output<Schema> {
  return typeof stored === 'string' ? z.parse(schema, JSON.parse(stored)) : gunzipJson(stored, schema);
}
