/**
 * What an activity event does beyond being stored: the loss-prevention anomaly rules
 * (shared/domain/live/anomalies.ts) and the cash-register events the live cash balance reads.
 *
 * The activity ingest calls `activityEffects` once it has built the event. It answers with extra
 * writes for the event's own transaction (the user's login profile, the day's register events) and
 * an `afterCommit` step the platform runs only when that transaction committed (never on a replay).
 * Round trips: reads that do not depend on the commit start here and run while the transaction
 * commits (the price history and catalog; the login profile, which records the event that
 * introduced each device and ip, so a read that lands after the commit still tells what was new);
 * the windowed rules read the actor's events AFTER the commit, so of two cancellations arriving at
 * once the later committer always sees both. Alerts have deterministic keys and are written with
 * conditions (create if absent, replace at the revision read), which is what keeps one anomaly one
 * alert; `alert.triggered` is published when an alert is created or its severity rises.
 */
import { createHash } from 'node:crypto';
import { businessDateAt, cutoffHourOf } from '../../domain/business-day.ts';
import { addDays } from '../../domain/calendar-dates.ts';
import {
  type ActorEvent,
  type AlertText,
  actorKeyOf,
  BURST_RULES,
  type BurstType,
  burstContaining,
  burstsOverlap,
  burstText,
  isPriceAnomalous,
  mergeBursts,
  newLoginFacts,
  newLoginText,
  PRICE_HISTORY_DAYS,
  priceOverrideText,
  priceRangeOf,
  severityOfBurst,
} from '../../domain/live/anomalies.ts';
import { countOfRegisterClose } from '../../domain/live/live-figures.ts';
import { normalizeName } from '../../domain/names.ts';
import { ACTIVITY_DETAILS } from '../../domain/schemas/activity.ts';
import type { AlertSeverity } from '../../domain/severity.ts';
import { shownName } from '../../domain/uuid.ts';
import {
  type ActorEventItem,
  type LoginProfile,
  loginProfileWrite,
  type PriceHistory,
  putAnomalyAlert,
  readActivityEvents,
  readAlertsWithPrefix,
  readLoginProfile,
  readPriceHistory,
  type StoredAnomalyAlert,
  storedBurstOf,
} from '../../storage/anomaly-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { readCatalog } from '../../storage/catalog-store.ts';
import type { TransactItem } from '../../storage/db.ts';
import { keys } from '../../storage/keys.ts';
import { registerEventWrite } from '../../storage/live-store.ts';
import { alertTriggered } from '../alerts/alert-event.ts';
import type { AllPorts } from '../deps.ts';
import { announceClosingVariance } from '../ingest/cash-register.ts';

/** The stored activity event, as far as the rules need it (see ingest/activity.ts). */
export interface ActivityFacts {
  event_id: string;
  event: string;
  occurred_at: string;
  occurred_at_utc: string;
  actor: string | null;
  ref_id: string | null;
  detail: Record<string, unknown>;
  device: string | null;
}

export interface ActivityEffects {
  writes: TransactItem[];
  afterCommit?: () => Promise<void>;
}

type EffectDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'events' | 'newId'>;

/** A short, stable, key-safe name for free text (actor names, tickets, items) inside a sort key. */
const keyPart = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const displayName = (name: string) => name.trim().replace(/\s+/g, ' ');
const integer = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const MAX_ATTEMPTS = 3;

/**
 * A read started now, to run while the event's transaction commits; the after-commit step awaits it.
 * Its failure surfaces there (logged, never the answer) and never as an unhandled rejection, also
 * when the transaction does not commit and nothing awaits it.
 */
function early<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

export async function activityEffects(
  deps: EffectDeps,
  branch: BranchProfile,
  event: ActivityFacts,
): Promise<ActivityEffects> {
  // The branch's business day (cutoff hour), as the activity ingest and the aggregator date it.
  const date = businessDateAt(event.occurred_at, branch.timezone, cutoffHourOf(branch));
  if (date === null) return { writes: [] };
  const run = (step: () => Promise<void>) => ({ writes: [], afterCommit: step });
  switch (event.event) {
    case 'ticket.line_cancelled':
      return run(() => detectBurst(deps, branch, date, event, 'anomaly_cancellations'));
    case 'ticket.voided':
      return run(() => detectBurst(deps, branch, date, event, 'void_alert'));
    case 'ticket.price_overridden': {
      const reads = early(
        Promise.all([
          readPriceHistory(deps, branch.branch_identifier),
          readCatalog(deps, branch.branch_identifier),
        ]),
      );
      return run(() => detectPriceOverride(deps, branch, date, event, reads));
    }
    case 'user.login':
      return loginEffects(deps, branch, date, event);
    case 'cash_register.opened':
    case 'cash_register.closed': {
      const register = registerEventWrite(deps, branch.branch_identifier, date, {
        event: event.event,
        event_id: event.event_id,
        at: event.occurred_at_utc,
        detail: registerDetailOf(event.event, event.detail),
        ...(event.actor === null ? {} : { actor_name: event.actor }),
      });
      if (event.event === 'cash_register.opened') return { writes: [register] };
      // A register closed with a variance over the threshold is announced at once (cash.variance).
      return { writes: [register], afterCommit: () => announceRegisterVariance(deps, branch, date, event) };
    }
    default:
      return { writes: [] };
  }
}

/**
 * The register event keeps only its kind's typed detail members (cents, shift, closing type): all
 * the live cash balance reads. The whole detail stays on the activity item; copied into the register
 * item's `events` list it would sit two levels deeper than there, past DynamoDB's 32-level limit for
 * a detail nested as deep as the activity ingest allows (a 500 on an accepted event).
 */
export function registerDetailOf(
  kind: 'cash_register.opened' | 'cash_register.closed',
  detail: Record<string, unknown>,
): Record<string, unknown> {
  const typed = Object.keys(ACTIVITY_DETAILS[kind].shape);
  return Object.fromEntries(
    typed.filter((name) => Object.hasOwn(detail, name)).map((name) => [name, detail[name]]),
  );
}

/**
 * `cash.variance` for a `cash_register.closed` event, read as the live cash balance reads it
 * (countOfRegisterClose: variance_cents, else counted − expected; base expected_cents). The closing
 * is the event's ref_id (the POS's closing id), else the event itself; announced once per closing.
 */
async function announceRegisterVariance(
  deps: EffectDeps,
  branch: BranchProfile,
  date: string,
  event: ActivityFacts,
): Promise<void> {
  const count = countOfRegisterClose(event.occurred_at_utc, event.detail);
  const type = text(event.detail.type);
  await announceClosingVariance(deps, branch, {
    date,
    folio: event.ref_id ?? event.event_id,
    closing_type: type === 'xout' || type === 'zout' ? type : null,
    source: 'cash_register.closed',
    cashier: event.actor === null ? null : displayName(event.actor),
    variance_cents: count.variance_cents,
    variance_base_cents: count.expected_cents,
  });
}

// ---------------------------------------------------------------- windowed rules

function actorEventOf(type: BurstType, item: ActorEventItem): ActorEvent {
  const detail = item.detail ?? {};
  if (type === 'anomaly_cancellations') {
    return {
      id: item.event_id,
      at: Date.parse(item.occurred_at_utc),
      amount_cents: integer(detail.amount_cents),
      label: text(detail.item),
    };
  }
  // A ticket the POS names by an internal id (a UUID) is left out of the text an owner reads.
  const ticket = shownName(text(detail.ticket_id) ?? text(item.ref_id));
  return {
    id: item.event_id,
    at: Date.parse(item.occurred_at_utc),
    amount_cents: integer(detail.ticket_total_cents),
    label: ticket === null ? null : `ticket ${ticket}`,
  };
}

async function detectBurst(
  deps: EffectDeps,
  branch: BranchProfile,
  date: string,
  event: ActivityFacts,
  type: BurstType,
): Promise<void> {
  const actorKey = actorKeyOf(event.actor);
  if (actorKey === null || event.actor === null) return; // nobody to attribute the window to
  const branchId = branch.branch_identifier;
  const actorHash = keyPart(actorKey);
  const at = Date.parse(event.occurred_at_utc);
  const { windowMs, event: kind } = BURST_RULES[type];
  const iso = (ms: number) => new Date(ms).toISOString();

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [items, existing] = await Promise.all([
      readActivityEvents(deps, branchId, kind, actorKey, iso(at - windowMs), iso(at + windowMs)),
      readAlertsWithPrefix(deps, branchId, keys.alertDiscriminatorPrefix(date, type, `${actorHash}#`)),
    ]);
    const events = items
      .filter((item) => actorKeyOf(item.actor) === actorKey)
      .map((item) => actorEventOf(type, item));
    const burst = burstContaining(type, events, event.event_id);
    if (burst === null) return;
    const previous = existing.find((alert) => burstsOverlap(storedBurstOf(alert), burst));
    const merged = previous ? mergeBursts(storedBurstOf(previous), burst) : burst;
    if (previous && merged.events.length === storedBurstOf(previous).events.length) return;
    const severity = severityOfBurst(type, merged.events.length)!;
    // Named as the POS first wrote the name in this window (trimmed), not as the latest event spelt it.
    const first = items.find((item) => item.event_id === merged.events[0]!.id);
    const actor = displayName(text(first?.actor) ?? event.actor);
    const now = deps.clock.now().toISOString();
    const discriminator = previous?.discriminator ?? `${actorHash}#${iso(burst.start)}`;
    const alert = anomalyAlert(branchId, date, type, discriminator, severity, {
      text: burstText(type, actor, merged, branch.timezone),
      facts: { actor, burst: merged },
      now,
      previous,
    });
    if (await putAnomalyAlert(deps, alert, previous?.revision)) {
      await announce(deps, alert, previous?.notified_severity, branch.timezone);
      return;
    }
    // Another request stored or grew this anomaly meanwhile: read again and merge into it.
  }
  deps.logger.warn('anomaly alert kept changing under concurrent events; left as stored', {
    branch_id: branchId,
    type,
    event_id: event.event_id,
  });
}

// ---------------------------------------------------------------- price override

/**
 * A price that moved, from a `ticket.price_overridden` event or a catalog sync: what the ±20 % rule
 * (domain/live/anomalies.ts) checks. One rule, one alert shape, whichever way the price moved.
 */
export interface PriceChange {
  /** The item as named (its normalized name keys the price history). */
  item: string;
  original_cents: number | null;
  new_cents: number;
  actor: string | null;
  /** UTC instant of the change. */
  at: string;
  /**
   * What tells this change from another of the same item on the same day: the ticket for an
   * override (the same ticket line overridden again is the same anomaly), the new price for a
   * catalog sync (the same price sent again is the same anomaly).
   */
  reference: string;
  source: 'ticket.price_overridden' | 'catalog';
  event_id: string | null;
}

async function detectPriceOverride(
  deps: EffectDeps,
  branch: BranchProfile,
  date: string,
  event: ActivityFacts,
  reads: Promise<[PriceHistory, Awaited<ReturnType<typeof readCatalog>>]>,
): Promise<void> {
  const item = text(event.detail.item);
  const newCents = integer(event.detail.new_cents);
  if (item === null || newCents === null) return;
  const itemKey = normalizeName(item);
  // Started before the commit: neither depends on it.
  const [history, catalog] = await reads;
  const named = catalog.value.items.filter((entry) => normalizeName(entry.name) === itemKey);
  // An active item wins over an inactive one with the same name, as in the cube builders.
  const catalogItem = named.find((entry) => entry.status === 'active') ?? named[0];
  await detectPriceAnomaly(
    deps,
    branch,
    date,
    {
      item,
      original_cents: integer(event.detail.original_cents),
      new_cents: newCents,
      actor: event.actor,
      at: event.occurred_at_utc,
      reference: text(event.detail.ticket_id) ?? event.ref_id ?? event.event_id,
      source: 'ticket.price_overridden',
      event_id: event.event_id,
    },
    history,
    integer(catalogItem?.unit_price_cents),
  );
}

/**
 * The price-anomaly rule: the new price against the item's range (its order-line prices of the last
 * PRICE_HISTORY_DAYS days and `catalogPriceCents`, the catalog's price before the change); outside
 * ±20 %, one red `anomaly_price_override` alert, created once and announced as `alert.triggered`.
 */
export async function detectPriceAnomaly(
  deps: EffectDeps,
  branch: BranchProfile,
  date: string,
  change: PriceChange,
  history: PriceHistory,
  catalogPriceCents: number | null,
): Promise<void> {
  const itemKey = normalizeName(change.item);
  const since = addDays(date, -PRICE_HISTORY_DAYS)!;
  const range = priceRangeOf(history[itemKey], since, catalogPriceCents);
  if (range === null || !isPriceAnomalous(change.new_cents, range)) return;
  const alert = anomalyAlert(
    branch.branch_identifier,
    date,
    'anomaly_price_override',
    `${keyPart(change.reference)}#${keyPart(itemKey)}`,
    'red',
    {
      text: priceOverrideText(
        change.actor === null ? null : displayName(change.actor),
        change.item,
        { original_cents: change.original_cents, new_cents: change.new_cents },
        range,
        Date.parse(change.at),
        branch.timezone,
        change.source,
      ),
      facts: {
        actor: change.actor,
        item: change.item,
        source: change.source,
        ...(change.source === 'ticket.price_overridden' ? { ticket: change.reference } : {}),
        new_cents: change.new_cents,
        range,
        event_id: change.event_id,
      },
      now: deps.clock.now().toISOString(),
    },
  );
  // The same change seen again is the same anomaly: the first alert stands.
  if (await putAnomalyAlert(deps, alert)) await announce(deps, alert, undefined, branch.timezone);
}

// ---------------------------------------------------------------- new login

function loginEffects(
  deps: EffectDeps,
  branch: BranchProfile,
  date: string,
  event: ActivityFacts,
): ActivityEffects {
  const actorKey = actorKeyOf(event.actor);
  // The login's own device (detail) first; the sending device (meta) when the detail has none.
  const device = text(event.detail.device) ?? event.device;
  const ip = text(event.detail.ip);
  if (actorKey === null || event.actor === null || (device === null && ip === null)) return { writes: [] };
  const branchId = branch.branch_identifier;
  const actorHash = keyPart(actorKey);
  // Read while the transaction (which updates these profiles) commits; historyBefore sorts it out.
  const profileRead = early(readLoginProfile(deps, branchId, actorHash));
  const branchRead = early(readLoginProfile(deps, branchId, null));
  const actor = displayName(event.actor);
  const login = { device, ip, at: event.occurred_at_utc, event_id: event.event_id };
  return {
    writes: [
      loginProfileWrite(deps, branchId, actorHash, event.actor, login),
      loginProfileWrite(deps, branchId, null, null, login),
    ],
    afterCommit: async () => {
      // A user's later login: new to the user. The user's first login here: new to the branch (a
      // device or ip nobody used at this branch before); the branch's very first login never alerts.
      const userHistory = historyBefore(await profileRead, event.event_id);
      const firstHere = userHistory === null;
      const history = firstHere ? historyBefore(await branchRead, event.event_id) : userHistory;
      const facts = newLoginFacts(history, { device, ip });
      if (facts === null) return;
      const discriminator = `${actorHash}#${keyPart(`device:${facts.device ?? ''}|ip:${facts.ip ?? ''}`)}`;
      const alert = anomalyAlert(branchId, date, 'anomaly_new_login', discriminator, 'yellow', {
        text: newLoginText(actor, facts, Date.parse(event.occurred_at_utc), branch.timezone, firstHere),
        facts: {
          actor,
          device: facts.device,
          ip: facts.ip,
          event_id: event.event_id,
          first_login: firstHere,
        },
        now: deps.clock.now().toISOString(),
      });
      // Two logins from the same new device at once: one alert (the second create finds it).
      if (await putAnomalyAlert(deps, alert)) await announce(deps, alert, undefined, branch.timezone);
    },
  };
}

/**
 * The user's devices and ips as they stood before the login `eventId` committed, from a read that
 * may have landed before or after that commit: what this event introduced is not history, and when
 * it was the user's first login there is no history at all (the very first login never alerts).
 */
export function historyBefore(
  profile: LoginProfile | null,
  eventId: string,
): { devices: string[]; ips: string[] } | null {
  if (profile === null || profile.first_login_event === eventId) return null;
  return {
    devices: profile.devices.filter((device) => profile.introduced_by[`device:${device}`] !== eventId),
    ips: profile.ips.filter((ip) => profile.introduced_by[`ip:${ip}`] !== eventId),
  };
}

// ---------------------------------------------------------------- alerts and events

function anomalyAlert(
  branchId: string,
  date: string,
  type: StoredAnomalyAlert['type'],
  discriminator: string,
  severity: AlertSeverity,
  options: { text: AlertText; facts: Record<string, unknown>; now: string; previous?: StoredAnomalyAlert },
): StoredAnomalyAlert {
  const { previous } = options;
  const notified = previous?.notified_severity;
  return {
    id: `${date}:${type}:${discriminator}`,
    severity,
    type,
    ...options.text,
    created_at: previous?.created_at ?? options.now,
    updated_at: options.now,
    branch_id: branchId,
    date,
    discriminator,
    revision: (previous?.revision ?? 0) + 1,
    // The write that creates the alert or raises its severity claims the announcement in the same
    // conditional put: of two concurrent writers only one succeeds, so only one publishes.
    notified_severity: announces(notified, severity) ? severity : (notified ?? severity),
    facts: options.facts,
  };
}

const RANK: Record<AlertSeverity, number> = { red: 3, yellow: 2, blue: 1 };

/** An alert is announced when it is new (never notified) or its severity rose above the notified one. */
function announces(notified: AlertSeverity | undefined, severity: AlertSeverity): boolean {
  return notified === undefined || RANK[notified] < RANK[severity];
}

/**
 * Publishes `alert.triggered` after the put that claimed it (anomalyAlert set notified_severity):
 * when the alert is new or its severity rose over what was notified before.
 */
async function announce(
  deps: EffectDeps,
  alert: StoredAnomalyAlert,
  notified: AlertSeverity | undefined,
  timeZone: string,
): Promise<void> {
  if (!announces(notified, alert.severity)) return;
  const event = alertTriggered(
    { branch_identifier: alert.branch_id, timezone: timeZone },
    alert,
    alert.date,
    alert.updated_at,
  );
  await deps.events.publish([event]);
}
