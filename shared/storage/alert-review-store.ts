/**
 * Alert reviews: an owner or manager marks an alert "revisada" (keys.alertReview). The review is
 * kept apart from the alert, so a rebuild of the day that rewrites its alerts keeps it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { queryBetween, type StorageDeps } from './db.ts';
import { storedItem } from './item.ts';
import { keys } from './keys.ts';

const reviewItem = /* @__PURE__ */ storedItem({
  name: 'alert review',
  key: 'alertReview',
  schema: () =>
    z.object({
      alert_id: z.string(),
      /** UTC instant. */
      reviewed_at: z.string(),
      /** Who marked it (the user's email, the app client's name), or null for the branch's API key. */
      reviewed_by: z._default(z.nullable(z.string()), null),
    }),
});

export type AlertReview = ReturnType<typeof reviewItem.parse>;

/** Records (or refreshes) the review of an alert. */
export async function putAlertReview(
  deps: StorageDeps,
  branchId: string,
  review: AlertReview,
): Promise<void> {
  await deps.db.send(
    new PutCommand({
      TableName: deps.tableName,
      Item: { ...reviewItem.key(branchId, review.alert_id), ...review },
    }),
  );
}

/** Removes the review; false when the alert had none. */
export async function deleteAlertReview(
  deps: StorageDeps,
  branchId: string,
  alertId: string,
): Promise<boolean> {
  const result = await deps.db.send(
    new DeleteCommand({
      TableName: deps.tableName,
      Key: reviewItem.key(branchId, alertId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return result.Attributes !== undefined;
}

/** The reviews of the alerts of the business dates from..to, in alert id order. */
export async function readAlertReviews(
  deps: StorageDeps,
  branchId: string,
  from: string,
  to: string,
): Promise<AlertReview[]> {
  const bounds = keys.alertReviewDateRange(from, to);
  const items = await queryBetween(deps, keys.alertReviewPartition(branchId), bounds);
  return items.map(reviewItem.parse);
}
