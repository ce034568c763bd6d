/** New public ids of webhook resources: a type prefix and a ULID (forms: shared/domain/schemas/webhooks.ts). */
import { newUlid } from '../../runtime/ids.ts';

export const newSubscriptionId = (now: Date) => `wh_${newUlid(now.getTime())}`;
export const newDeliveryId = (now: Date) => `dlv_${newUlid(now.getTime())}`;
