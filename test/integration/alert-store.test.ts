import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, DayAlert } from '#shared/domain/analytics/alerts.ts';
import { markAlertNotified, readDayAlerts, replaceDayAlerts } from '#shared/storage/alert-store.ts';
import { claimAnnouncement, releaseAnnouncement } from '#shared/storage/announcement-store.ts';
import { keys } from '#shared/storage/keys.ts';
import { readSnapshotMarker, writeSnapshotMarker } from '#shared/storage/snapshot-store.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const DATE = '2026-03-06';
const AGGREGATOR_TYPES = new Set<Alert['type']>(['cash_variance_high', 'discounts_high', 'sales_down']);
const ownsAggregatorTypes = (type: Alert['type']) => AGGREGATOR_TYPES.has(type);

function dayAlert(
  type: DayAlert['type'],
  discriminator: string,
  severity: Alert['severity'],
  at: string,
): DayAlert {
  return {
    id: discriminator === '' ? `${DATE}:${type}` : `${DATE}:${type}:${discriminator}`,
    type,
    discriminator,
    severity,
    title: `${type} title`,
    message: `${type} message`,
    action: `${type} action`,
    created_at: at,
  };
}

describe('alert store', () => {
  it('a rebuild replaces its own alert types and never deletes the live anomaly alerts of the day', async () => {
    const branchId = randomUUID();
    // A live anomaly alert stored for the same day (written at activity ingest, not by the rebuild).
    await stack.deps.db.send(
      new PutCommand({
        TableName: stack.deps.tableName,
        Item: {
          ...keys.alert(branchId, DATE, 'anomaly_cancellations', 'actor-1#b1'),
          // As putAnomalyAlert stores one (anomaly-store.ts).
          id: `${DATE}:anomaly_cancellations:actor-1#b1`,
          type: 'anomaly_cancellations',
          severity: 'yellow',
          discriminator: 'actor-1#b1',
          title: 'Cancelaciones seguidas',
          message: 'Ana canceló 4 órdenes en 10 minutos.',
          action: 'Revisa las cancelaciones.',
          created_at: '2026-03-06T20:00:00.000Z',
          updated_at: '2026-03-06T20:00:00.000Z',
          branch_id: branchId,
          date: DATE,
          revision: 1,
          facts: {},
        },
      }),
    );
    const first = await replaceDayAlerts(
      stack.deps,
      branchId,
      DATE,
      [
        dayAlert('cash_variance_high', 'Z-1', 'red', '2026-03-07T07:00:00.000Z'),
        dayAlert('discounts_high', '', 'yellow', '2026-03-07T07:00:00.000Z'),
      ],
      await readDayAlerts(stack.deps, branchId, DATE),
      '2026-03-07T07:00:00.000Z',
      ownsAggregatorTypes,
    );
    expect(first.map((alert) => alert.id)).toEqual([
      `${DATE}:cash_variance_high:Z-1`,
      `${DATE}:discounts_high`,
    ]);
    await markAlertNotified(stack.deps, branchId, DATE, first[0]!);

    // The rebuild: discounts_high no longer applies, the variance turned yellow, sales_down is new.
    const rebuilt = await replaceDayAlerts(
      stack.deps,
      branchId,
      DATE,
      [
        dayAlert('cash_variance_high', 'Z-1', 'yellow', '2026-03-07T09:00:00.000Z'),
        dayAlert('sales_down', '', 'red', '2026-03-07T09:00:00.000Z'),
      ],
      await readDayAlerts(stack.deps, branchId, DATE),
      '2026-03-07T09:00:00.000Z',
      ownsAggregatorTypes,
    );
    // The variance keeps its first created_at and the severity announced before (red).
    expect(rebuilt[0]).toMatchObject({
      created_at: '2026-03-07T07:00:00.000Z',
      updated_at: '2026-03-07T09:00:00.000Z',
      severity: 'yellow',
      notified_severity: 'red',
    });
    expect(rebuilt[1]).not.toHaveProperty('notified_severity');

    const stored = await readDayAlerts(stack.deps, branchId, DATE);
    expect(stored.map((alert) => [alert.type, alert.severity]).sort()).toEqual([
      ['anomaly_cancellations', 'yellow'],
      ['cash_variance_high', 'yellow'],
      ['sales_down', 'red'],
    ]);
  });

  it('marking an alert notified never resurrects one a rebuild deleted', async () => {
    const branchId = randomUUID();
    const [alert] = await replaceDayAlerts(
      stack.deps,
      branchId,
      DATE,
      [dayAlert('discounts_high', '', 'yellow', '2026-03-07T07:00:00.000Z')],
      [],
      '2026-03-07T07:00:00.000Z',
      ownsAggregatorTypes,
    );
    await replaceDayAlerts(
      stack.deps,
      branchId,
      DATE,
      [],
      await readDayAlerts(stack.deps, branchId, DATE),
      '2026-03-07T08:00:00.000Z',
      ownsAggregatorTypes,
    );
    await markAlertNotified(stack.deps, branchId, DATE, alert!);
    expect(await readDayAlerts(stack.deps, branchId, DATE)).toEqual([]);
  });
});

describe('snapshot store', () => {
  it('keeps what a build recorded', async () => {
    const branchId = randomUUID();
    expect(await readSnapshotMarker(stack.deps, branchId, DATE)).toBeUndefined();
    const marker = {
      branch_id: branchId,
      date: DATE,
      revision: 3,
      zout_count: 2,
      built_at: '2026-03-07T07:36:00.000Z',
      cubes: ['sales' as const],
      alerts: [`${DATE}:sales_down`],
    };
    await writeSnapshotMarker(stack.deps, branchId, DATE, marker);
    expect(await readSnapshotMarker(stack.deps, branchId, DATE)).toEqual(marker);
  });
});

describe('announcement store', () => {
  const claim = (branchId: string) => ({
    key: keys.alertAnnouncement(branchId, DATE, 'food_cost_high'),
    claim_id: randomUUID(),
  });
  const AT = '2026-03-07T07:36:00.000Z';

  it('lets one of concurrent writers claim an announcement, and claims again only a higher severity', async () => {
    const branchId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => claimAnnouncement(stack.deps, claim(branchId), 'yellow', AT)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'yellow', AT)).toBe(false);
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'blue', AT)).toBe(false);
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'red', AT)).toBe(true);
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'red', AT)).toBe(false);
  });

  it('releases only its own claim, so a failed publish is announced by the next writer', async () => {
    const branchId = randomUUID();
    const mine = claim(branchId);
    expect(await claimAnnouncement(stack.deps, mine, 'yellow', AT)).toBe(true);
    await releaseAnnouncement(stack.deps, claim(branchId)); // another claim id: nothing happens
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'yellow', AT)).toBe(false);
    await releaseAnnouncement(stack.deps, mine);
    expect(await claimAnnouncement(stack.deps, claim(branchId), 'yellow', AT)).toBe(true);
  });
});
