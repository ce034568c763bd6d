/**
 * The spec's six webhook events and the payload every delivery carries. Pure data: the producers
 * (the aggregator, later the assistant and inventory) build `data`, the delivery path only routes
 * and signs it.
 */
import type { ApiScope } from '../access.ts';
import type { CubeName } from '../analytics/cubes.ts';

export const WEBHOOK_EVENTS = [
  'snapshot.completed',
  'alert.triggered',
  'insight.generated',
  'cash.variance',
  'inventory.low_stock',
  'purchase.suggestion_ready',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/**
 * The scope whose reads show an event's data: a subscriber must hold it when registering and at
 * every fan-out (docs/authentication.md, "Scopes by data"), so the `webhooks` scope manages
 * receivers but is no side door to figures its client cannot read (OWASP API5). A day's snapshot,
 * its alerts, insight, cash variances and purchase suggestions are intelligence reads; low stock
 * carries the back office's inventory counts.
 */
export const EVENT_READ_SCOPES = {
  'snapshot.completed': 'intelligence.read',
  'alert.triggered': 'intelligence.read',
  'insight.generated': 'intelligence.read',
  'cash.variance': 'intelligence.read',
  'inventory.low_stock': 'backoffice',
  'purchase.suggestion_ready': 'intelligence.read',
} as const satisfies Record<WebhookEventName, ApiScope>;

export function isWebhookEvent(name: unknown): name is WebhookEventName {
  return typeof name === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(name);
}

/**
 * `snapshot.completed`'s `cubes_regenerated` speaks the spec's names (sales, pnl, cash_ledger,
 * menu_engineering): the figures the owner reads, not this service's storage cubes. A name is listed
 * when every cube it is read from was rebuilt (a zout rebuilds them all, so all four are listed).
 */
export const SNAPSHOT_FIGURES = {
  sales: ['sales', 'hourly', 'employees', 'categories', 'payments'],
  pnl: ['sales', 'categories'],
  cash_ledger: ['cash', 'reconciliation'],
  menu_engineering: ['items'],
} as const satisfies Record<string, readonly CubeName[]>;
export type SnapshotFigure = keyof typeof SNAPSHOT_FIGURES;

/** The spec's names of the figures a rebuild of `cubes` refreshed, in the spec's order. */
export function regeneratedFigures(cubes: readonly CubeName[]): SnapshotFigure[] {
  const rebuilt = new Set<CubeName>(cubes);
  return (Object.keys(SNAPSHOT_FIGURES) as SnapshotFigure[]).filter((figure) =>
    SNAPSHOT_FIGURES[figure].every((cube) => rebuilt.has(cube)),
  );
}

/** The body of a delivery: the spec's payload plus `id`, the event id (the same for every subscription). */
export interface WebhookPayload {
  id: string;
  event: WebhookEventName;
  branch_identifier: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** Serialized once; the bytes stored are the bytes signed and sent on every attempt. */
export function serializePayload(payload: WebhookPayload): string {
  return JSON.stringify({
    id: payload.id,
    event: payload.event,
    branch_identifier: payload.branch_identifier,
    timestamp: payload.timestamp,
    data: payload.data,
  });
}

const LOW_STOCK_SAMPLE = {
  ingredient: 'Test ingredient',
  unit: 'kg',
  on_hand: 2,
  minimum: 10,
  supplier_name: 'Test supplier',
};

/**
 * What `POST /webhooks/{id}/test` sends: each event's documented `data` with example values, and
 * `test: true` so a receiver can tell it from a real one.
 */
export function sampleData(event: WebhookEventName, today: string): Record<string, unknown> {
  const samples: Record<WebhookEventName, Record<string, unknown>> = {
    'snapshot.completed': {
      snapshot_type: 'daily',
      date: today,
      cubes_regenerated: Object.keys(SNAPSHOT_FIGURES),
    },
    'alert.triggered': {
      alert: {
        id: `${today}:cash_variance_high:TEST-FOLIO`,
        severity: 'red',
        type: 'cash_variance_high',
        title: 'Faltante de caja (prueba)',
        message:
          'Alerta de prueba: el corte Z de la caja 1 tiene un faltante de $150.00 (3.3% del efectivo esperado).',
        action: 'Recuenta el efectivo con el cajero y revisa el corte.',
        // Alert timestamps carry the branch's offset; the sample uses Mexico City's (UTC−6).
        created_at: `${today}T12:00:00.000-06:00`,
        date: today,
      },
    },
    'insight.generated': {
      date: today,
      insight_id: `${today}:0000000000000000`,
      text: 'Prueba: vendiste 12.0% más que el mismo día de la semana pasada.',
    },
    'cash.variance': {
      date: today,
      folio: 'TEST-FOLIO',
      closing_type: 'zout',
      source: 'cash-register',
      cashier: 'Test cashier',
      variance_cents: -15000,
      variance_pct: 3.3,
      threshold_pct: 1,
    },
    'inventory.low_stock': {
      count_date: today,
      // The same objects in both lists, as the producer sends them (inventoryEvents).
      new_items: [LOW_STOCK_SAMPLE],
      items: [LOW_STOCK_SAMPLE],
    },
    'purchase.suggestion_ready': {
      days_ahead: 7,
      count_date: today,
      suppliers_count: 1,
      items_count: 3,
      total_suggested_cents: 125000,
    },
  };
  return { ...samples[event], test: true };
}
