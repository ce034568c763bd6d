/**
 * The developer portal's webhook subscriptions: register, list, read, delete. Each request is the
 * key's branch only: another branch's id answers 404 like an unknown one. Registering and deleting
 * commit an audit entry (`webhook.registered`, `webhook.deleted`) with the change.
 */

import { checkHostResolves } from '../../adapters/webhook-http.ts';
import type { WebhookPorts } from '../../adapters/webhook-ports.ts';
import { qualifiedScope } from '../../domain/access.ts';
import { ForbiddenError, LimitReachedError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import type {
  WebhookAttributes,
  WebhookDeletedAttributes,
  WebhookListMeta,
} from '../../domain/responses/webhooks.ts';
import type { Collection, Resource } from '../../domain/results.ts';
import { isSubscriptionId } from '../../domain/schemas/webhooks.ts';
import { literalAddress, refusedUrl } from '../../domain/webhooks/address-policy.ts';
import { EVENT_READ_SCOPES, type WebhookEventName } from '../../domain/webhooks/events.ts';
import type { SubscriptionOwner } from '../../domain/webhooks/records.ts';
import {
  fieldName,
  MAX_SUBSCRIPTIONS_PER_BRANCH,
  parseRegistration,
} from '../../domain/webhooks/subscription.ts';
import { type Principal, principalReads } from '../../guards/auth.ts';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  SubscriptionLimitError,
  toPublicSubscription,
  type WebhookSubscription,
} from '../../storage/webhook-store.ts';
import { auditPut } from '../audit.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime } from '../intelligence/envelope.ts';
import type { RouteRequest } from '../request.ts';
import { newSubscriptionId } from './ids.ts';

type Webhook = Resource<WebhookAttributes> & { id: string };

/** The webhook as the API shows it: no secret, `created_at` (stored in UTC) with the branch's offset. */
function webhookResource(subscription: WebhookSubscription, timeZone: string): Webhook {
  const attributes = toPublicSubscription(subscription);
  return {
    id: subscription.id,
    attributes: { ...attributes, created_at: inBranchTime(attributes.created_at, timeZone) },
  };
}

/** The key's branch's subscription named by the path, or 404. */
export async function findSubscription(deps: Deps, request: RouteRequest): Promise<WebhookSubscription> {
  const id = request.params.id;
  const subscription = isSubscriptionId(id)
    ? await getSubscription(deps, request.branch.branch_identifier, id)
    : undefined;
  if (!subscription) {
    throw new NotFoundError('No webhook with this id exists for this API key.', {
      field: 'path.id',
      receivedValue: id ?? null,
    });
  }
  return subscription;
}

/**
 * 403 unless the caller may read the data of every event it subscribes to (EVENT_READ_SCOPES): the
 * `webhooks` scope manages receivers, it does not grant the figures they would receive.
 */
function checkEventScopes(principal: Principal, events: readonly WebhookEventName[], field: string): void {
  for (const event of events) {
    const scope = EVENT_READ_SCOPES[event];
    if (principalReads(principal, scope)) continue;
    const needing = events.filter((candidate) => EVENT_READ_SCOPES[candidate] === scope);
    throw new ForbiddenError(
      `The credential may not read the data of ${needing.join(', ')}: it needs the scope ${qualifiedScope(scope)}${principal.kind === 'user' ? ` and a role that reads it (the ${principal.role} role)` : ''}. This webhook was NOT registered.`,
      { field },
    );
  }
}

/** What the subscription keeps of its registrant, for fan-out to check again. */
function ownerOf(principal: Principal): SubscriptionOwner {
  if (principal.kind === 'client') return { kind: 'client', client_id: principal.clientId };
  if (principal.kind === 'user') return { kind: 'user', user_sub: principal.userSub };
  return { kind: 'api-key' };
}

export async function registerWebhook(deps: Deps & WebhookPorts, request: RouteRequest): Promise<Webhook> {
  const { registration, prefix } = parseRegistration(request.body);
  checkEventScopes(request.principal, registration.events, fieldName(prefix, 'events'));
  const urlField = fieldName(prefix, 'url');
  const policy = deps.webhooks.policy;
  const url = new URL(registration.url);
  const refused = refusedUrl(url, policy);
  if (refused) {
    throw new ValidationError(`${urlField} cannot receive webhooks: ${refused}.`, {
      field: urlField,
      receivedValue: registration.url,
    });
  }
  // A host name must resolve to allowed addresses only (checked again at every attempt: DNS changes).
  if (literalAddress(url.hostname) === null) {
    const unresolved = await checkHostResolves(url.hostname, policy);
    if (unresolved) {
      throw new ValidationError(`${urlField} cannot receive webhooks: ${unresolved}.`, {
        field: urlField,
        receivedValue: registration.url,
      });
    }
  }

  const now = request.now;
  const subscription: WebhookSubscription = {
    id: newSubscriptionId(now),
    branch_id: request.branch.branch_identifier,
    url: registration.url,
    events: registration.events,
    secret: registration.secret,
    status: 'active',
    created_at: now.toISOString(),
    registered_by: ownerOf(request.principal),
  };
  try {
    await createSubscription(deps, subscription, MAX_SUBSCRIPTIONS_PER_BRANCH, [
      // The signing secret stays out of the log.
      auditPut(deps, request, {
        event: 'webhook.registered',
        refType: 'webhook',
        refId: subscription.id,
        detail: { url: subscription.url, events: subscription.events },
      }),
    ]);
  } catch (error) {
    if (error instanceof SubscriptionLimitError) {
      // Not 409: the spec tells clients to take 409 as success, and this registration was refused.
      throw new LimitReachedError(
        `This branch already has ${MAX_SUBSCRIPTIONS_PER_BRANCH} webhooks, the most it may hold; this webhook was NOT registered. Delete one (DELETE /api/v1/developer/webhooks/{id}) before registering another.`,
      );
    }
    throw error;
  }
  deps.logger.info('webhook registered', { webhook_id: subscription.id, events: subscription.events });
  return webhookResource(subscription, request.branch.timezone);
}

export async function listWebhooks(
  deps: Deps,
  request: RouteRequest,
): Promise<Collection<WebhookAttributes, WebhookListMeta>> {
  const subscriptions = await listSubscriptions(deps, request.branch.branch_identifier);
  subscriptions.sort((a, b) => a.id.localeCompare(b.id));
  return {
    items: subscriptions.map((subscription) => webhookResource(subscription, request.branch.timezone)),
    meta: { count: subscriptions.length, limit: MAX_SUBSCRIPTIONS_PER_BRANCH },
  };
}

export async function getWebhook(deps: Deps, request: RouteRequest): Promise<Webhook> {
  return webhookResource(await findSubscription(deps, request), request.branch.timezone);
}

/**
 * Deletes the subscription: no new deliveries, and every pending retry stops, because each attempt
 * first reads the subscription. Its delivery log is no longer reachable and expires by TTL.
 */
export async function deleteWebhook(
  deps: Deps,
  request: RouteRequest,
): Promise<Resource<WebhookDeletedAttributes>> {
  const subscription = await findSubscription(deps, request);
  const deleted = await deleteSubscription(deps, subscription.branch_id, subscription.id, [
    auditPut(deps, request, {
      event: 'webhook.deleted',
      refType: 'webhook',
      refId: subscription.id,
      detail: { url: subscription.url, events: subscription.events },
    }),
  ]);
  if (!deleted)
    throw new NotFoundError('No webhook with this id exists for this API key.', { field: 'path.id' });
  deps.logger.info('webhook deleted', { webhook_id: subscription.id });
  return { id: subscription.id, attributes: { deleted: true } };
}
