/**
 * Fan-out's second look at scopes (docs/authentication.md, "Scopes by data"): a subscription's
 * events reach its registrant only while they may still read the data. An app client revoked, or
 * a member removed or moved to a role that does not read the area, stops receiving; registration
 * already refused what they could not read then.
 */
import { type ApiScope, roleReads } from '../../domain/access.ts';
import { EVENT_READ_SCOPES, type WebhookEventName } from '../../domain/webhooks/events.ts';
import type { SubscriptionOwner } from '../../domain/webhooks/records.ts';
import { getOAuthClient } from '../../storage/oauth-client-store.ts';
import { getBranchOrganizationId, getMembership } from '../../storage/organization-store.ts';
import type { WebhookSubscription } from '../../storage/webhook-store.ts';
import type { Deps } from '../deps.ts';

type AccessDeps = Pick<Deps, 'db' | 'tableName'>;

/** Whether the registrant may read what `scope` guards in the branch today (its key always may). */
async function ownerReads(
  deps: AccessDeps,
  owner: SubscriptionOwner,
  branchId: string,
  scope: ApiScope,
): Promise<boolean> {
  if (owner.kind === 'api-key') return true;
  if (owner.kind === 'client') {
    const client = await getOAuthClient(deps, owner.client_id);
    return (
      client?.status === 'active' && client.branch_identifier === branchId && client.scopes.includes(scope)
    );
  }
  const [membership, organizationId] = await Promise.all([
    getMembership(deps, owner.user_sub),
    getBranchOrganizationId(deps, branchId),
  ]);
  return (
    membership !== undefined &&
    membership.organization_id === organizationId &&
    roleReads(membership.role, scope)
  );
}

/** One key per registrant, so each is looked up once however many webhooks it registered. */
function ownerKey(owner: SubscriptionOwner): string {
  if (owner.kind === 'client') return `client:${owner.client_id}`;
  return owner.kind === 'user' ? `user:${owner.user_sub}` : 'api-key';
}

/**
 * The subscriptions whose registrant may read `event`'s data now. A subscription registered before
 * registrants were kept acts for the branch's key, as it was registered with it or by the owner.
 * The registrants are looked up at once, each once.
 */
export async function readableBy(
  deps: AccessDeps,
  subscriptions: readonly WebhookSubscription[],
  event: WebhookEventName,
): Promise<{ allowed: WebhookSubscription[]; withheld: WebhookSubscription[] }> {
  const scope = EVENT_READ_SCOPES[event];
  const ownerOf = (subscription: WebhookSubscription) => subscription.registered_by ?? { kind: 'api-key' };
  const keyOf = (subscription: WebhookSubscription) =>
    `${ownerKey(ownerOf(subscription))} ${subscription.branch_id}`;
  const lookups = new Map<string, Promise<boolean>>();
  for (const subscription of subscriptions) {
    if (lookups.has(keyOf(subscription))) continue;
    lookups.set(keyOf(subscription), ownerReads(deps, ownerOf(subscription), subscription.branch_id, scope));
  }
  const reads = await Promise.all(subscriptions.map((subscription) => lookups.get(keyOf(subscription))!));
  return {
    allowed: subscriptions.filter((_, index) => reads[index]),
    withheld: subscriptions.filter((_, index) => !reads[index]),
  };
}
