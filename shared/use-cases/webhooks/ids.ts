/** Public ids of webhook resources: a type prefix and a ULID (time-ordered, so deliveries list newest first). */
import { newUlid, ulidBounds } from '../../runtime/ids.ts';

const SUBSCRIPTION_ID = /^wh_[0-9A-HJKMNP-TV-Z]{26}$/;
const DELIVERY_ID = /^dlv_[0-9A-HJKMNP-TV-Z]{26}$/;

export const newSubscriptionId = (now: Date) => `wh_${newUlid(now.getTime())}`;
export const newDeliveryId = (now: Date) => `dlv_${newUlid(now.getTime())}`;

/** The first and last delivery id that can be made between the instants from and to (inclusive). */
export function deliveryIdBounds(from: Date, to: Date): { first: string; last: string } {
  const bounds = ulidBounds(from.getTime(), to.getTime());
  return { first: `dlv_${bounds.first}`, last: `dlv_${bounds.last}` };
}

export const isSubscriptionId = (value: string | undefined): value is string =>
  value !== undefined && SUBSCRIPTION_ID.test(value);
export const isDeliveryId = (value: string | undefined): value is string =>
  value !== undefined && DELIVERY_ID.test(value);
