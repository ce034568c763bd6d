/** Data hooks shared by the pages: one GET per call, reloaded when its route, query or branch changes. */
import { useCallback, useEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import {
  type HasPathParams,
  isAbort,
  type PathParams,
  type ReadQuery,
  type ReadRouteId,
} from '../lib/api.ts';
import { rememberReadBranch } from '../lib/early-reads.ts';
import { type FetchState, fetchReducer, initialFetchState } from '../lib/fetch-state.ts';
import { type Route, routeOf, withParams } from '../lib/route.ts';
import { useDashboard } from './context.ts';

export interface Resource<T> extends FetchState<T> {
  /** Asks again (the same request): the figures stay until the answer, or stay with a notice. */
  reload(): void;
}

/** The state of a read answered at boot (lib/early-reads.ts): its data, as if just loaded. */
function answeredState<T>(key: string, data: T, at: number): FetchState<T> {
  const started = fetchReducer(initialFetchState<T>(), { type: 'start', key });
  return fetchReducer(started, { type: 'success', key, data, at });
}

/** How often to read again (none: once), then the path parameters of a route that has some. */
type ReadTail<R extends ReadRouteId> =
  HasPathParams<R> extends true
    ? [refreshMs: number | undefined, params: PathParams<R>]
    : [refreshMs?: number];

/**
 * GET route `routeId` for the chosen branch, its answer typed by the contract; a `null` route skips
 * the call (a page waiting on another answer, or a period refused before any request). A change of
 * route, query, path parameters or branch aborts the request on its way (AbortController): an old
 * answer can never overwrite a newer one.
 */
export function useRead<R extends ReadRouteId>(
  routeId: R | null,
  query?: ReadQuery<R>,
  ...[refreshMs, params]: ReadTail<R>
): Resource<BodyOf<R>> {
  type T = BodyOf<R>;
  const { api, branch } = useDashboard();
  const key = routeId === null ? null : JSON.stringify([routeId, query, params, branch.branch_identifier]);
  // The boot's early read of this request, if its answer is in: drawn in the first render.
  const [state, dispatch] = useReducer(fetchReducer<T>, undefined, () => {
    const early =
      routeId === null || key === null
        ? undefined
        : api.settled(routeId, { query, params, branchId: branch.branch_identifier });
    return early && key !== null ? answeredState(key, early.data, early.at) : initialFetchState<T>();
  });
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const answeredAtBoot = useRef(state.dataKey !== null);

  useEffect(() => {
    if (routeId === null || key === null) return;
    rememberReadBranch(branch.branch_identifier);
    const load = () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'start', key });
      api
        .request(routeId, { query, params, branchId: branch.branch_identifier, signal: controller.signal })
        .then((data) => dispatch({ type: 'success', key, data, at: Date.now() }))
        .catch((error: Error) => {
          if (!isAbort(error)) dispatch({ type: 'failure', key, error });
        });
    };
    // Answered at boot: the first request is already done; the refreshes go on as usual.
    if (answeredAtBoot.current) answeredAtBoot.current = false;
    else load();
    const timer = refreshMs ? setInterval(load, refreshMs) : undefined;
    return () => {
      if (timer) clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

/** The hash route: `#/ventas?desde=2026-03-01` → path `ventas`, params. */
export function useHashRoute(): Route {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return routeOf(hash);
}

/** Replaces the hash route's query parameters (the period of a page), keeping its path. */
export function setRouteParams(params: Record<string, string>): void {
  location.hash = withParams(location.hash, params);
}
