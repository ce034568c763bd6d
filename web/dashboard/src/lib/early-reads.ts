/**
 * GETs started while the page boots, before the app has asked for anything: the account, and the
 * landing page's first reads for the branch the owner last read. index.html's inline boot script
 * (boot.ts) starts them as the page is parsed, while the app's scripts download; the entry
 * (main.tsx) starts any it did not (the script blocked, an old index.html). Each is kept for the
 * first identical request of the API client (lib/api.ts), which takes it instead of sending its
 * own: on a phone 150 ms away, the account and Hoy's live reads then travel beside the app's
 * scripts instead of after them, and together instead of one after another.
 *
 * Only what the app would ask for anyway is read early, with the token it would send; an early
 * read nobody takes within EARLY_READ_LIFETIME_MS is dropped (a later request goes out afresh), so
 * an answer from the boot is never shown as a new one minutes later.
 */

/** How long an early read waits to be taken: enough for the app to boot on a slow phone. */
export const EARLY_READ_LIFETIME_MS = 10_000;

/** Where the branch of the last read is kept (localStorage), for the next boot's early reads. */
const LAST_BRANCH_KEY = 'dashboard.last-branch';

/** A 2xx answer already in and parsed: the app can draw it in its first render. */
export interface SettledRead {
  body: unknown;
  /** When it arrived (ms since the epoch): the figures' read time. */
  at: number;
}

interface EarlyRead {
  answer: Promise<Response>;
  controller: AbortController;
  startedAt: number;
  settled?: SettledRead;
}

/** The early reads, on the page's global: one map for the boot script's copy of this module and the app's. */
const page = globalThis as typeof globalThis & { dashboardEarlyReads?: Map<string, EarlyRead> };
page.dashboardEarlyReads ??= new Map<string, EarlyRead>();
const reads = page.dashboardEarlyReads;

/** Whether a read of `key` was started and not yet taken (the entry then starts none). */
export function hasEarlyRead(key: string): boolean {
  return reads.has(key);
}

/** Keeps an early read under `key` (lib/api.ts: the request's address and branch). */
export function keepEarlyRead(key: string, answer: Promise<Response>, controller: AbortController): void {
  const read: EarlyRead = { answer, controller, startedAt: Date.now() };
  reads.set(key, read);
  // Parsed as it arrives (a copy: the answer itself stays whole for a taker that awaits it). A
  // failure is the taker's to see, not an unhandled rejection; an error answer is never settled.
  answer
    .then((response) => (response.ok && response.status !== 204 ? response.clone().json() : undefined))
    .then((body: unknown) => {
      if (body !== undefined) read.settled = { body, at: Date.now() };
    })
    .catch(() => {});
}

/**
 * The early read of `key` when its 2xx answer is already in, once, while fresh: the app draws it
 * at once instead of asking for it after its first render. Undefined otherwise (the read stays for
 * takeEarlyRead).
 */
export function takeSettledRead(key: string): SettledRead | undefined {
  const read = reads.get(key);
  if (!read?.settled || Date.now() - read.startedAt > EARLY_READ_LIFETIME_MS) return undefined;
  reads.delete(key);
  return read.settled;
}

/**
 * The early read of `key`, once, while it is fresh; `signal` (the taker's) aborts it. Undefined
 * when there is none: the caller sends its own request.
 */
export function takeEarlyRead(key: string, signal?: AbortSignal): Promise<Response> | undefined {
  const read = reads.get(key);
  if (!read) return undefined;
  reads.delete(key);
  if (Date.now() - read.startedAt > EARLY_READ_LIFETIME_MS) {
    read.controller.abort();
    return undefined;
  }
  signal?.addEventListener('abort', () => read.controller.abort(), { once: true });
  return read.answer;
}

/** The branch the app read last (null on a first visit, or when storage is refused). */
export function lastReadBranch(): string | null {
  try {
    return localStorage.getItem(LAST_BRANCH_KEY);
  } catch {
    return null;
  }
}

/** Notes the branch a page reads, for the next boot's early reads. */
export function rememberReadBranch(branchId: string): void {
  try {
    if (localStorage.getItem(LAST_BRANCH_KEY) !== branchId) localStorage.setItem(LAST_BRANCH_KEY, branchId);
  } catch {
    // Storage refused (private mode): the next boot reads in sequence, as without early reads.
  }
}
