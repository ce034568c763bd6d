import { describe, expect, it } from 'vitest';
import { INGEST_STATUS_CONTRACT } from '#shared/contract/ingest-status.ts';
import { routeById } from '#shared/contract/routes.ts';
import { successBody } from '#shared/contract/schemas.ts';

const none = { count: 0, last_received_at: null };
const body = {
  data: {
    type: 'ingest_status',
    attributes: {
      days: [
        {
          date: '2026-03-06',
          documents: {
            orders: { count: 1, last_received_at: '2026-03-07T01:35:02.000-06:00' },
            discounts: none,
            cancellations: none,
            payments: { count: 2, last_received_at: '2026-03-07T01:35:04.000-06:00' },
            sales: { count: 1, last_received_at: '2026-03-07T01:35:05.000-06:00' },
            cash_register_zout: { count: 1, last_received_at: '2026-03-07T01:35:09.000-06:00' },
            cash_register_xout: { count: 1, last_received_at: '2026-03-06T16:02:00.000-06:00' },
          },
          zout_received: true,
          xout_count: 1,
          built_at: '2026-03-07T01:35:14.000-06:00',
          snapshot_revision: 5,
          needs_zout: false,
          awaiting_build: false,
          build_failure: null,
          failed_deliveries: [
            {
              delivery_id: 'dlv_01JNRG5W7X9Q2M4T8V6B3C1D0E',
              subscription_id: 'wh_01JNRG5W7X9Q2M4T8V6B3C1D0F',
              event: 'snapshot.completed',
              event_id: '8b1f0f5e-0000-4000-8000-000000000001',
              created_at: '2026-03-07T01:35:15.000-06:00',
              attempts: 3,
              last_status_code: null,
            },
          ],
        },
      ],
      days_needing_zout: 0,
      days_awaiting_build: 0,
      days_failed: 0,
    },
    meta: {
      period: { from: '2026-03-06', to: '2026-03-06' },
      branch_identifier: '7d4b3c2a-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      snapshot_date: '2026-03-07T01:35:14.000-06:00',
    },
  },
};

describe('ingest-status contract', () => {
  const schema = successBody(routeById('ingest-status'), INGEST_STATUS_CONTRACT['ingest-status']);

  it('accepts a realistic answer', () => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('rejects a renamed member and a missing document kind', () => {
    const renamed = structuredClone(body) as any;
    renamed.data.attributes.days[0].needs_zout_flag = renamed.data.attributes.days[0].needs_zout;
    delete renamed.data.attributes.days[0].needs_zout;
    expect(schema.safeParse(renamed).success).toBe(false);
    const missing = structuredClone(body) as any;
    delete missing.data.attributes.days[0].documents.cash_register_xout;
    expect(schema.safeParse(missing).success).toBe(false);
  });
});
