/**
 * A chain's alerts a page at a time (shared/domain/organization-alerts.ts): one order across the
 * branches (red first, newest instant first, then id and branch), pages that join into the whole
 * list, a cursor that is a place (an alert raised between two pages shifts nothing), and a cursor
 * this listing did not answer refused as 422 query.cursor.
 */
import { describe, expect, it } from 'vitest';
import type { Alert } from '#shared/domain/analytics/alerts.ts';
import { ValidationError } from '#shared/domain/errors.ts';
import { type AlertPlace, alertsCursorPlace, alertsPage } from '#shared/domain/organization-alerts.ts';

const CENTRO = '11111111-1111-4111-8111-111111111111';
const NORTE = '22222222-2222-4222-8222-222222222222';

const alert = (id: string, severity: Alert['severity'], createdAt: string): Alert => ({
  id,
  severity,
  type: 'sales_down',
  title: id,
  message: 'Ventas abajo.',
  action: 'Revisa el día.',
  created_at: createdAt,
});

// Mexico City (UTC−6) and Tijuana (UTC−8): Norte's 17:00 is Centro's 19:00, newer than Centro's 18:00.
const branches = [
  {
    branch_identifier: CENTRO,
    alerts: [
      alert('2026-03-02:sales_down', 'red', '2026-03-02T18:00:00.000-06:00'),
      alert('2026-03-03:sales_down', 'yellow', '2026-03-03T18:00:00.000-06:00'),
      alert('2026-03-01:sales_down', 'blue', '2026-03-01T18:00:00.000-06:00'),
    ],
  },
  {
    branch_identifier: NORTE,
    alerts: [
      alert('2026-03-02:sales_down', 'red', '2026-03-02T17:00:00.000-08:00'),
      // The same id and instant as Centro's yellow: the branch tells them apart.
      alert('2026-03-03:sales_down', 'yellow', '2026-03-03T16:00:00.000-08:00'),
    ],
  },
];

const order = (page: { alerts: { branch_identifier: string; id: string; severity: string }[] }) =>
  page.alerts.map((one) => `${one.severity} ${one.branch_identifier === CENTRO ? 'centro' : 'norte'}`);

const place = (cursor: string | null): AlertPlace | null =>
  cursor === null ? null : alertsCursorPlace(cursor);

describe("the organization's alerts, a page at a time", () => {
  it('orders every branch together: red first, newest instant first, then id and branch', () => {
    const page = alertsPage(branches, { limit: 100, after: null });
    expect(order(page)).toEqual(['red norte', 'red centro', 'yellow centro', 'yellow norte', 'blue centro']);
    expect(page.alerts[0]).toEqual({ ...branches[1]!.alerts[0], branch_identifier: NORTE });
    expect(page.nextCursor).toBeNull();
  });

  it('pages join into the whole list, and the last page has no cursor', () => {
    const whole = alertsPage(branches, { limit: 100, after: null }).alerts;
    const pages = [];
    let cursor: string | null = null;
    do {
      const page = alertsPage(branches, { limit: 2, after: place(cursor) });
      pages.push(page.alerts);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
  });

  it('a page that ends on the last alert has no cursor', () => {
    expect(alertsPage(branches, { limit: 5, after: null }).nextCursor).toBeNull();
    expect(alertsPage(branches, { limit: 4, after: null }).nextCursor).not.toBeNull();
  });

  it('continues after the place it ended: an alert raised meanwhile shifts nothing', () => {
    const first = alertsPage(branches, { limit: 2, after: null });
    const raised = [
      {
        branch_identifier: CENTRO,
        alerts: [
          alert('2026-03-04:sales_down', 'red', '2026-03-04T18:00:00.000-06:00'),
          ...branches[0]!.alerts,
        ],
      },
      branches[1]!,
    ];
    const next = alertsPage(raised, { limit: 2, after: place(first.nextCursor) });
    expect(order(next)).toEqual(['yellow centro', 'yellow norte']);
  });

  it('refuses a cursor it did not answer', () => {
    const refused = (cursor: string) => {
      try {
        alertsCursorPlace(cursor);
      } catch (error) {
        return error instanceof ValidationError && error.field === 'query.cursor';
      }
      return false;
    };
    const valid = alertsPage(branches, { limit: 1, after: null }).nextCursor!;
    expect(refused(valid)).toBe(false);
    expect(refused('not-a-cursor')).toBe(true);
    expect(refused(Buffer.from('[3,0,"a","b"]').toString('base64url'))).toBe(true);
    expect(refused(Buffer.from('{"a":1}').toString('base64url'))).toBe(true);
    // The same place written another way is not a cursor this listing answered.
    expect(refused(Buffer.from(`${Buffer.from(valid, 'base64url').toString()} `).toString('base64url'))).toBe(
      true,
    );
  });
});
