/**
 * The reads the entry starts as the page boots (main.tsx), beside config.json: the account, and the
 * landing page's first reads for the branch the owner read last (lib/early-reads.ts keeps them for
 * the app's own first requests). Only for a returning owner whose stored token is still good: a
 * sign-in's redirect (`?code=`) or an expired token boots as before, one request after another.
 */
import { startEarlyRead } from './api.ts';
import { isSignInRedirect, storedAccessToken } from './auth.ts';
import { lastReadBranch } from './early-reads.ts';

export function startBootReads(landing: { firstReads?: readonly string[] }): void {
  if (isSignInRedirect()) return;
  const token = storedAccessToken();
  if (!token) return;
  startEarlyRead('/api/v1/account', {}, token);
  const branchId = lastReadBranch();
  if (!branchId) return;
  for (const path of landing.firstReads ?? []) startEarlyRead(path, { branchId }, token);
}
