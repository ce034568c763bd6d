/**
 * New public ids of webhook resources: a type prefix and a ULID (time-ordered, so deliveries list
 * newest first; forms: shared/domain/schemas/webhooks.ts).
 */
import { newUlid, ulidBounds } from '../../adapters/ids.ts';

export const newSubscriptionId = (now: Date) => `wh_${newUlid(now.getTime())}`;
export const newDeliveryId = (now: Date) => `dlv_${newUlid(now.getTime())}`;

/** The first and last delivery id that can be made between the instants from and to (inclusive). */
export function deliveryIdBounds(from: Date, to: Date): { first: string; last: string } {
  const bounds = ulidBounds(from.getTime(), to.getTime());
  return { first: `dlv_${bounds.first}`, last: `dlv_${bounds.last}` };
}
