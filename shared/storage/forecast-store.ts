/**
 * Stored forecasts (docs/forecast-api.md, "What is stored"): per forecast business date, one item
 * with the latest forecast made before the day began and, under `h01`…`h14`, the forecast made that
 * many days before (its origin's history ended `horizon` days earlier); beside it, in a partition of
 * its own, the day's hours and prep list. Every write is conditional on the day not having begun
 * (`begins_at`, the instant the business day starts, later than the writer's clock), so what was
 * said before a day is never rewritten once the day is under way: accuracy is measured against it.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type {
  StoredForecastDay,
  StoredForecastDetail,
  StoredHorizonForecast,
} from '../domain/forecast-reads/stored.ts';
import { gunzipJson, gzipJson } from './compression.ts';
import { queryBetween, type StorageDeps, type StoredItem } from './db.ts';
import { isConditionalCheckFailed } from './errors.ts';
import { binary, storedItem, writtenAs } from './item.ts';
import { keys } from './keys.ts';

/** The attribute of the forecast made `horizon` days before the day (`h01` … `h14`). */
const horizonAttribute = (horizon: number) => `h${String(horizon).padStart(2, '0')}`;
const HORIZON_ATTRIBUTE = /^h\d{2}$/;

/**
 * A forecast day as writeForecastDate sets it: the latest forecast, the hours' sales, and under
 * `h01`…`h14` the forecast of each horizon (our own documents, taken at their types). Items
 * written before `hour_sales` existed read it as empty.
 */
const forecastDayItem = /* @__PURE__ */ storedItem({
  name: 'forecast day',
  key: 'forecastDay',
  schema: () =>
    z.catchall(
      z.object({
        sk: z.string(),
        begins_at: z.string(),
        latest: writtenAs<StoredForecastDay['latest']>(),
        hour_sales: z._default(writtenAs<StoredForecastDay['hour_sales']>(), []),
      }),
      z.unknown(),
    ),
});

/** The hours and prep list of a forecast date, gzip JSON of our own (detail_gz). */
const forecastDetailItem = /* @__PURE__ */ storedItem({
  name: 'forecast detail',
  key: 'forecastDetail',
  schema: () => z.object({ detail_gz: binary() }),
});

/** The stored detail of a forecast detail item. */
export const forecastDetailOf = (item: StoredItem): StoredForecastDetail =>
  gunzipJson(forecastDetailItem.parse(item).detail_gz, writtenAs<StoredForecastDetail>());

export interface ForecastWrite {
  /** The business date forecast. */
  date: string;
  /** UTC instant its business day begins: no write at or after it. */
  beginsAt: string;
  latest: StoredForecastDay['latest'];
  horizon: StoredHorizonForecast;
  detail: StoredForecastDetail;
}

/**
 * Writes one forecast date (its day item, then its detail), unless the day has begun by `now`.
 * Returns whether it was written: false when the day had begun (the stored forecast stands).
 */
export async function writeForecastDate(
  deps: StorageDeps,
  branchId: string,
  write: ForecastWrite,
  now: Date,
) {
  const condition = {
    ConditionExpression: 'attribute_not_exists(begins_at) OR begins_at > :now',
    ExpressionAttributeValues: { ':now': now.toISOString(), ':begins': write.beginsAt },
  };
  // The day and its detail are independent items, each under the same condition: written at once.
  const day = new UpdateCommand({
    TableName: deps.tableName,
    Key: forecastDayItem.key(branchId, write.date),
    UpdateExpression: 'SET begins_at = :begins, latest = :latest, hour_sales = :hours, #horizon = :horizon',
    ExpressionAttributeNames: { '#horizon': horizonAttribute(write.horizon.horizon) },
    ...condition,
    ExpressionAttributeValues: {
      ...condition.ExpressionAttributeValues,
      ':latest': write.latest,
      ':horizon': write.horizon,
      ':hours': write.detail.hours.map((hour) => [hour.hour, hour.sales_cents]),
    },
  });
  const detail = new UpdateCommand({
    TableName: deps.tableName,
    Key: forecastDetailItem.key(branchId, write.date),
    UpdateExpression: 'SET begins_at = :begins, detail_gz = :detail',
    ...condition,
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':detail': gzipJson(write.detail) },
  });
  try {
    await Promise.all([deps.db.send(day), deps.db.send(detail)]);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The stored forecast days from..to (business dates), ascending. */
export async function readForecastDays(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<StoredForecastDay[]> {
  const items = await queryBetween(deps, keys.forecastPartition(branchId), { from, to });
  return items.map(forecastDayOf);
}

/** A stored forecast day item as the reads take it. */
export function forecastDayOf(item: StoredItem): StoredForecastDay {
  const { sk, begins_at, latest, hour_sales, ...rest } = forecastDayItem.parse(item);
  const horizon = writtenAs<StoredHorizonForecast>();
  const horizons = Object.keys(rest)
    .filter((name) => HORIZON_ATTRIBUTE.test(name))
    .sort()
    .map((name) => z.parse(horizon, rest[name]));
  return { date: sk, begins_at, latest, horizons, hour_sales };
}

/** The stored forecast of one date (today's pace: one GetItem), or undefined. */
export async function readForecastDay(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<StoredForecastDay | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: forecastDayItem.key(branchId, date) }),
  );
  return result.Item === undefined ? undefined : forecastDayOf(result.Item);
}

/** The hours and prep list stored for one date, or undefined. */
export async function readForecastDetail(
  deps: StorageDeps,
  branchId: string,
  date: string,
): Promise<StoredForecastDetail | undefined> {
  const result = await deps.db.send(
    new GetCommand({ TableName: deps.tableName, Key: forecastDetailItem.key(branchId, date) }),
  );
  return result.Item === undefined ? undefined : forecastDetailOf(result.Item);
}

/** The stored details of the dates from..to (business dates), ascending. */
export async function readForecastDetails(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<StoredForecastDetail[]> {
  const items = await queryBetween(deps, keys.forecastDetailPartition(branchId), { from, to });
  return items.map(forecastDetailOf);
}
