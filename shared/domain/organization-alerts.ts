/**
 * A chain's alerts a page at a time (docs/organizations.md#alerts-a-page-at-a-time). Every branch's
 * alerts are taken in one order: red first, then newest first (by instant: branches keep their own
 * offsets), then by id and by branch, by code point (two branches raise alerts of the same id, as
 * ids are `<date>:<type>`). A page is the first `limit` alerts after the cursor, which is the last
 * alert's place in that order, not an offset: an alert raised between two pages shifts nothing.
 */
import type { Alert } from './analytics/alerts.ts';
import { ValidationError } from './errors.ts';
import { SEVERITY_ORDER } from './severity.ts';

export interface BranchAlert extends Alert {
  branch_identifier: string;
}

/** Where an alert sits in the chain's order: severity rank, instant (ms), id, branch. */
export type AlertPlace = readonly [rank: number, at: number, id: string, branch: string];

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compare(a: AlertPlace, b: AlertPlace): number {
  return a[0] - b[0] || b[1] - a[1] || byCodePoint(a[2], b[2]) || byCodePoint(a[3], b[3]);
}

const encodeCursor = (place: AlertPlace) => Buffer.from(JSON.stringify(place), 'utf8').toString('base64url');

/** The place a cursor names; 422 `query.cursor` for anything this listing did not answer. */
export function alertsCursorPlace(cursor: string): AlertPlace {
  let place: unknown;
  try {
    place = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    place = undefined;
  }
  const valid =
    Array.isArray(place) &&
    place.length === 4 &&
    Object.values(SEVERITY_ORDER).includes(place[0]) &&
    Number.isSafeInteger(place[1]) &&
    typeof place[2] === 'string' &&
    typeof place[3] === 'string' &&
    encodeCursor(place as unknown as AlertPlace) === cursor;
  if (!valid) {
    throw new ValidationError('cursor is not a cursor of this listing; start again without it.', {
      field: 'query.cursor',
      receivedValue: cursor,
    });
  }
  return place as unknown as AlertPlace;
}

export interface AlertsPage {
  alerts: BranchAlert[];
  /** The cursor of the next page; null when this page holds the last alert. */
  nextCursor: string | null;
}

/**
 * The page of the branches' alerts after the place `after` (a cursor's, alertsCursorPlace), from the
 * first when null. Only the page's alerts are copied with their branch: a chain's year holds thousands.
 */
export function alertsPage(
  branches: readonly { branch_identifier: string; alerts: readonly Alert[] }[],
  page: { limit: number; after: AlertPlace | null },
): AlertsPage {
  const { after } = page;
  const placed: { place: AlertPlace; alert: Alert }[] = [];
  for (const { branch_identifier: branch, alerts } of branches) {
    for (const alert of alerts) {
      const place: AlertPlace = [
        SEVERITY_ORDER[alert.severity],
        Date.parse(alert.created_at),
        alert.id,
        branch,
      ];
      if (after === null || compare(place, after) > 0) placed.push({ place, alert });
    }
  }
  placed.sort((a, b) => compare(a.place, b.place));
  const shown = placed.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    alerts: shown.map(({ place, alert }) => ({ ...alert, branch_identifier: place[3] })),
    nextCursor: placed.length > page.limit && last !== undefined ? encodeCursor(last.place) : null,
  };
}
