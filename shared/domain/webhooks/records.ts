/**
 * What a webhook subscription and a delivery keep beside their registration rules (subscription.ts):
 * a module of its own, so the delivery path reads them without carrying the registration's schemas.
 */
import * as z from 'zod/mini';

/** A delivery is pending (attempts under way or due), delivered (a 2xx), or failed (three failures). */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Who registered a subscription: its events reach them only while they may still read the data
 * (fan-out checks again). Absent on subscriptions registered before it was kept: the branch's key.
 */
export const subscriptionOwner = () =>
  z.union([
    z.object({ kind: z.literal('api-key') }),
    z.object({ kind: z.literal('client'), client_id: z.string() }),
    z.object({ kind: z.literal('user'), user_sub: z.string() }),
  ]);
export type SubscriptionOwner = z.output<ReturnType<typeof subscriptionOwner>>;
