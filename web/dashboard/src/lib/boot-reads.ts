/**
 * The reads started as the page boots: the account, and the landing page's first reads for the
 * branch the owner read last (lib/early-reads.ts keeps them for the app's own first requests).
 * index.html's inline script (boot.ts) starts them as the page is parsed; the entry (main.tsx)
 * calls this again and starts only what is missing. Only for a returning owner whose stored token
 * is still good: a sign-in's redirect (`?code=`) or an expired token boots as before, one request
 * after another.
 */
import { HOY_READS } from '../pages/hoy-reads.ts';
import { type ApiRouteId, type PathOf, startEarlyRead } from './api.ts';
import { isSignInRedirect, storedAccessToken } from './auth.ts';
import { lastReadBranch } from './early-reads.ts';
import { routeOf } from './route.ts';

/**
 * The paths of the reads started at boot, spelled here and checked against the generated route map
 * (./api-routes.ts) by type alone: the inline boot script then carries these four, not the map.
 */
const BOOT_READ_PATHS = {
  'account-get': '/api/v1/account',
  'live-sales-today': '/api/v1/live/sales/today',
  'live-cash-balance': '/api/v1/live/cash/balance',
  'live-alerts-active': '/api/v1/live/alerts/active',
} as const satisfies { [R in ApiRouteId]?: PathOf<R> };

type BootReadId = keyof typeof BOOT_READ_PATHS;

/**
 * The GETs a page makes first, with no query, for the branch, by the page's path; `''` (no route)
 * is Hoy, the registry's first page (pages/registry.ts).
 */
const FIRST_READS: Readonly<Record<string, readonly BootReadId[]>> = {
  hoy: Object.values(HOY_READS),
  '': Object.values(HOY_READS),
};

/** Starts the account and the first reads of the page at `hash` (location.hash). */
export function startBootReads(hash: string): void {
  if (isSignInRedirect()) return;
  const token = storedAccessToken();
  if (!token) return;
  startEarlyRead(BOOT_READ_PATHS['account-get'], null, token);
  const branchId = lastReadBranch();
  if (!branchId) return;
  for (const routeId of FIRST_READS[routeOf(hash).path] ?? []) {
    startEarlyRead(BOOT_READ_PATHS[routeId], branchId, token);
  }
}
