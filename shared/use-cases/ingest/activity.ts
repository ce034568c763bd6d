/**
 * Activity log: one real-time event per request, one item per event under the branch, sorted by the
 * instant it happened (`<occurred_at UTC>#<ulid>`), so the anomaly rules and the cash ledger read a
 * time window with one Query. An occurred_at outside [now − 10 min, now + 2 min] is refused: events
 * are never sent retroactively. The item keeps what anomaly detection needs: actor, role, event,
 * detail, reference, source, device and ip.
 */

import type { EventPorts } from '../../adapters/events.ts';
import { instantOf } from '../../domain/analytics/period.ts';
import { PayloadTooLargeError } from '../../domain/errors.ts';
import { actorKeyOf } from '../../domain/live/anomalies.ts';
import type { ActivityIngestAttributes } from '../../domain/responses/ingest.ts';
import type { Resource } from '../../domain/results.ts';
import {
  type ActivityAttributes,
  activityAttributes,
  assertActivityWindow,
} from '../../domain/schemas/activity.ts';
import { keys } from '../../storage/keys.ts';
import type { Deps } from '../deps.ts';
import { activityEffects } from '../live/activity-effects.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { accepted, parseIngest } from './common.ts';
import { MAX_ACTIVITY_EVENT_BYTES } from './limits.ts';
import { assertStorableAsMap } from './storable.ts';

/** The stored activity item (besides its keys). */
export interface StoredActivityEvent {
  branch_id: string;
  event_id: string;
  event: string;
  /** As sent, offset preserved. */
  occurred_at: string;
  occurred_at_utc: string;
  actor: string | null;
  /** The actor as the anomaly rules match people (normalized name); null without one. */
  actor_key: string | null;
  role: string | null;
  source: string | null;
  ref_type: string | null;
  ref_id: string | null;
  detail: Record<string, unknown>;
  /** meta.device, else detail.device (user.login carries one), else null. */
  device: string | null;
  /** detail.ip when the event carries one (user.login, user.login_failed), else null. */
  ip: string | null;
  received_at: string;
  /** Everything sent, unknown members included. */
  attributes: ActivityAttributes;
  meta: Record<string, unknown>;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function ingestActivity(
  deps: Deps & EventPorts,
  request: IngestRequest,
): Promise<IngestPlan<Resource<ActivityIngestAttributes>>> {
  const { attributes, meta } = parseIngest(request, 'activity', activityAttributes);
  assertActivityWindow(attributes.occurred_at, request.now);
  // Stored as DynamoDB maps (not compressed JSON like other resources): only what a map can hold.
  assertStorableAsMap(attributes, 'data.attributes');
  assertStorableAsMap(meta, 'data.meta');

  const branchId = request.branch.branch_identifier;
  const eventId = deps.newId();
  const occurredAt = instantOf(attributes.occurred_at, 'UTC');
  // The schema accepted occurred_at as a timestamp with an offset, so it is always an instant.
  if (occurredAt === null) throw new RangeError(`occurred_at is not a timestamp: ${attributes.occurred_at}`);
  // The UTC instant with milliseconds (`2026-03-07T01:30:00.000Z`): sorts as text in the sort key.
  const occurredAtUtc = new Date(occurredAt).toISOString();
  const detail = attributes.detail as Record<string, unknown>;
  const event: StoredActivityEvent = {
    branch_id: branchId,
    event_id: eventId,
    event: attributes.event,
    occurred_at: attributes.occurred_at,
    occurred_at_utc: occurredAtUtc,
    actor: attributes.actor_name ?? null,
    actor_key: actorKeyOf(attributes.actor_name),
    role: attributes.actor_role ?? null,
    source: attributes.source ?? null,
    ref_type: attributes.ref_type ?? null,
    ref_id: attributes.ref_id ?? null,
    detail,
    device: stringOrNull(meta.device) ?? stringOrNull(detail.device),
    ip: stringOrNull(detail.ip),
    received_at: request.now.toISOString(),
    attributes,
    meta,
  };
  const size = Buffer.byteLength(JSON.stringify({ attributes, meta }), 'utf8');
  if (size > MAX_ACTIVITY_EVENT_BYTES) {
    throw new PayloadTooLargeError(
      `An activity event may carry at most ${MAX_ACTIVITY_EVENT_BYTES} bytes of attributes and meta; this one has ${size}.`,
    );
  }
  // Anomaly rules and the live cash register (shared/use-cases/live/activity-effects.ts).
  const effects = await activityEffects(deps, request.branch, event);
  return {
    result: accepted(eventId, { queued: true, events_accepted: 1 }),
    writes: [
      {
        Put: {
          TableName: deps.tableName,
          Item: { ...keys.activity(branchId, occurredAtUtc, eventId), ...event },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...effects.writes,
    ],
    ...(effects.afterCommit ? { afterCommit: effects.afterCommit } : {}),
  };
}
