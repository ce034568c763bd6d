/**
 * Loss-prevention rules on the activity log (spec, What the service does 7), as pure functions: the
 * use case (shared/use-cases/live/activity-effects.ts) reads the history, these decide. No I/O here.
 *
 * - anomaly_cancellations (red): 3 or more `ticket.line_cancelled` by one actor within any 2-hour
 *   window (both ends included: 20:00 and 22:00 are within 2 hours).
 * - void_alert (yellow at 2, red at 3 or more): `ticket.voided` by one actor within any 4-hour window
 *   (a shift). One void is ordinary (a walked-out table, a wrong ticket); a second by the same person
 *   in the same shift is what owners want to see.
 * - anomaly_price_override (red): a price outside [min × 0.8, max × 1.2] of the item's price range
 *   (order lines of the last 90 days and the catalog price; no history: no alert), whether it moved
 *   by `ticket.price_overridden` (`new_cents`) or by a catalog sync (`unit_price_cents`).
 * - anomaly_new_login (yellow): a login from a device or ip the user never used in this branch; on
 *   the user's first login at the branch, from a device or ip nobody used at the branch before (the
 *   branch's very first login is not an anomaly: no history yet).
 */

import { formatMoney } from '../analytics/format.ts';
import { normalizeName } from '../names.ts';
import type { AlertSeverity } from '../severity.ts';

export const ANOMALY_ALERT_TYPES = [
  'anomaly_cancellations',
  'anomaly_price_override',
  'anomaly_new_login',
  'void_alert',
] as const;
export type AnomalyAlertType = (typeof ANOMALY_ALERT_TYPES)[number];

const HOUR_MS = 3_600_000;

/** The windowed rules: how many events by one actor within how long raise which severity. */
export const BURST_RULES = {
  anomaly_cancellations: {
    event: 'ticket.line_cancelled',
    windowMs: 2 * HOUR_MS,
    /** Count → severity, highest threshold first. */
    severities: [{ atLeast: 3, severity: 'red' }],
  },
  void_alert: {
    event: 'ticket.voided',
    windowMs: 4 * HOUR_MS,
    severities: [
      { atLeast: 3, severity: 'red' },
      { atLeast: 2, severity: 'yellow' },
    ],
  },
} as const satisfies Record<
  string,
  { event: string; windowMs: number; severities: readonly { atLeast: number; severity: AlertSeverity }[] }
>;
export type BurstType = keyof typeof BURST_RULES;

/** The price-override tolerance: outside [min × 80 %, max × 120 %] is anomalous. */
export const PRICE_TOLERANCE = { lowPct: 80, highPct: 120 } as const;
/** Order lines older than this many days do not count toward an item's price range. */
export const PRICE_HISTORY_DAYS = 90;

/** One event of an actor as the windowed rules see it. */
export interface ActorEvent {
  id: string;
  /** Epoch milliseconds of occurred_at. */
  at: number;
  amount_cents: number | null;
  /** Item name (cancellations) or ticket reference, for the message; null when not sent. */
  label: string | null;
}

/** Events of one actor inside one window: what an alert of a windowed rule describes. */
export interface Burst {
  start: number;
  end: number;
  events: ActorEvent[];
}

/** The key a person is known by: actor names compare like catalog names (normalizeName). */
export function actorKeyOf(actor: string | null | undefined): string | null {
  if (actor == null) return null;
  const key = normalizeName(actor);
  return key === '' ? null : key;
}

export function severityOfBurst(type: BurstType, count: number): AlertSeverity | null {
  return BURST_RULES[type].severities.find((rule) => count >= rule.atLeast)?.severity ?? null;
}

const byTime = (a: ActorEvent, b: ActorEvent) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The window of `windowMs` (both ends included) that contains the event `eventId` and holds enough
 * events to raise `type`, starting at the earliest such event; null when no window containing it
 * qualifies (or the event is not in the list). Every window worth checking starts at an event, so
 * checking the windows that start at each event of [t − window, t] is exhaustive.
 */
export function burstContaining(
  type: BurstType,
  events: readonly ActorEvent[],
  eventId: string,
): Burst | null {
  const { windowMs } = BURST_RULES[type];
  const sorted = [...events].sort(byTime);
  const target = sorted.find((event) => event.id === eventId);
  if (!target) return null;
  for (const first of sorted) {
    if (first.at < target.at - windowMs) continue;
    if (first.at > target.at) break;
    const inside = sorted.filter((event) => event.at >= first.at && event.at <= first.at + windowMs);
    if (severityOfBurst(type, inside.length) !== null) {
      return { start: first.at, end: inside[inside.length - 1]!.at, events: inside };
    }
  }
  return null;
}

/** Two bursts of one actor describe the same anomaly when their windows overlap. */
export function burstsOverlap(a: Pick<Burst, 'start' | 'end'>, b: Pick<Burst, 'start' | 'end'>): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** The union of an alert's stored burst and a new burst of the same anomaly. */
export function mergeBursts(a: Burst, b: Burst): Burst {
  const events = new Map<string, ActorEvent>();
  for (const event of [...a.events, ...b.events]) events.set(event.id, event);
  const sorted = [...events.values()].sort(byTime);
  return { start: sorted[0]!.at, end: sorted[sorted.length - 1]!.at, events: sorted };
}

// ---------------------------------------------------------------- price override

/** Prices an item was sold at, each with the last business date it was seen on. */
export type PriceSightings = Record<string, string>;

/**
 * The item's price range: its order-line unit prices seen on or after `since` (YYYY-MM-DD) and its
 * catalog price; null when there is none of either (no history: no alert).
 */
export function priceRangeOf(
  sightings: PriceSightings | undefined,
  since: string,
  catalogPriceCents: number | null,
): { min: number; max: number } | null {
  const prices = Object.entries(sightings ?? {})
    .filter(([, lastSeen]) => lastSeen >= since)
    .map(([price]) => Number(price))
    .filter((price) => Number.isInteger(price));
  if (catalogPriceCents !== null) prices.push(catalogPriceCents);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Outside [min × 0.8, max × 1.2], compared in integers (new × 100 vs bound × pct): no rounding. */
export function isPriceAnomalous(newCents: number, range: { min: number; max: number }): boolean {
  return (
    newCents * 100 < range.min * PRICE_TOLERANCE.lowPct ||
    newCents * 100 > range.max * PRICE_TOLERANCE.highPct
  );
}

/**
 * Merges one business day's order lines into the sightings of every item (by normalized name):
 * each price keeps the latest date it was seen on; prices not seen since `keepSince` are dropped.
 */
export function mergePriceSightings(
  history: Record<string, PriceSightings>,
  date: string,
  lines: readonly { item_name?: unknown; unit_price_cents?: unknown }[],
  keepSince: string,
): Record<string, PriceSightings> {
  const merged: Record<string, PriceSightings> = {};
  for (const [item, sightings] of Object.entries(history)) {
    const kept = Object.fromEntries(
      Object.entries(sightings).filter(([, lastSeen]) => lastSeen >= keepSince),
    );
    if (Object.keys(kept).length > 0) merged[item] = kept;
  }
  if (date < keepSince) return merged;
  for (const line of lines) {
    if (typeof line.item_name !== 'string' || !Number.isInteger(line.unit_price_cents)) continue;
    const item = normalizeName(line.item_name);
    if (item === '') continue;
    const price = String(line.unit_price_cents);
    const sightings = merged[item] ?? {};
    merged[item] = sightings;
    if ((sightings[price] ?? '') < date) sightings[price] = date;
  }
  return merged;
}

// ---------------------------------------------------------------- new login

export interface LoginHistory {
  devices: readonly string[];
  ips: readonly string[];
}

/**
 * What is new about a login: the device and/or ip the user never used before. Null for the user's
 * very first login (no history: nothing to compare with) and for a login that brings nothing new.
 */
export function newLoginFacts(
  history: LoginHistory | null,
  login: { device: string | null; ip: string | null },
): { device: string | null; ip: string | null } | null {
  if (history === null || (history.devices.length === 0 && history.ips.length === 0)) return null;
  const device = login.device !== null && !history.devices.includes(login.device) ? login.device : null;
  const ip = login.ip !== null && !history.ips.includes(login.ip) ? login.ip : null;
  return device === null && ip === null ? null : { device, ip };
}

// ---------------------------------------------------------------- messages

/** "20:10" in the branch's zone, from epoch ms (Intl: the branch's offset of that instant, DST included). */
export function localClock(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

export interface AlertText {
  title: string;
  message: string;
  action: string;
}

export function burstText(type: BurstType, actor: string, burst: Burst, timeZone: string): AlertText {
  const from = localClock(burst.start, timeZone);
  const to = localClock(burst.end, timeZone);
  const amounts = burst.events.map((event) =>
    [event.label, event.amount_cents === null ? null : formatMoney(event.amount_cents)]
      .filter((part) => part !== null)
      .join(' '),
  );
  const known = burst.events.filter((event) => event.amount_cents !== null);
  const total = known.reduce((sum, event) => sum + event.amount_cents!, 0);
  const listed = amounts.filter((text) => text !== '').join(', ');
  const totalText = known.length > 0 ? ` Total ${formatMoney(total)}.` : '';
  const count = burst.events.length;
  if (type === 'anomaly_cancellations') {
    return {
      title: `Cancelaciones repetidas de ${actor}`,
      message:
        `${actor} canceló ${count} líneas entre las ${from} y las ${to} (hora local)` +
        `${listed === '' ? '.' : `: ${listed}.`}${totalText}`,
      action: 'Revisa esos tickets con el mesero y quién autorizó cada cancelación.',
    };
  }
  return {
    title: `Tickets anulados por ${actor}`,
    message:
      `${actor} anuló ${count} tickets entre las ${from} y las ${to} (hora local)` +
      `${listed === '' ? '.' : `: ${listed}.`}${totalText}`,
    action: 'Revisa los tickets anulados, su motivo y quién los autorizó; compara con el efectivo del turno.',
  };
}

/**
 * The price anomaly's words. `source` says how the price moved: a ticket override (by its actor) or
 * a catalog sync from the POS (which names no user).
 */
export function priceOverrideText(
  actor: string | null,
  item: string,
  override: { original_cents: number | null; new_cents: number },
  range: { min: number; max: number },
  at: number,
  timeZone: string,
  source: 'ticket.price_overridden' | 'catalog' = 'ticket.price_overridden',
): AlertText {
  const who = source === 'catalog' ? 'El catálogo enviado por el POS' : (actor ?? 'Un usuario');
  const from = override.original_cents === null ? '' : ` de ${formatMoney(override.original_cents)}`;
  return {
    title: `Cambio de precio fuera de rango: ${item}`,
    message:
      `${who} cambió el precio de ${item}${from} a ${formatMoney(override.new_cents)} a las ${localClock(at, timeZone)} ` +
      `(hora local); su rango de los últimos ${PRICE_HISTORY_DAYS} días es ${formatMoney(range.min)}–${formatMoney(range.max)}.`,
    action:
      source === 'catalog'
        ? 'Confirma el nuevo precio con quien lo cambió en el POS; si es un error, corrígelo ahí y vuelve a enviar el catálogo.'
        : 'Confirma el cambio con quien lo hizo y revisa el ticket; corrige el catálogo si el precio cambió.',
  };
}

export function newLoginText(
  actor: string,
  facts: { device: string | null; ip: string | null },
  at: number,
  timeZone: string,
  firstLogin = false,
): AlertText {
  const parts = [
    facts.device === null ? null : `el dispositivo «${facts.device}»`,
    facts.ip === null ? null : `la IP ${facts.ip}`,
  ].filter((part) => part !== null);
  const when = `a las ${localClock(at, timeZone)} (hora local)`;
  return {
    title: `Acceso nuevo de ${actor}`,
    message: firstLogin
      ? `${actor} inició sesión por primera vez en esta sucursal ${when} desde ${parts.join(' y ')}, que nadie había usado aquí.`
      : `${actor} inició sesión ${when} desde ${parts.join(' y ')}, que nunca había usado en esta sucursal.`,
    action: 'Confirma con el usuario que fue él; si no, cambia su contraseña y revisa sus movimientos.',
  };
}
