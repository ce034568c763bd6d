/** Data hooks shared by the pages: one GET per call, reloaded when its path, query or branch changes. */
import { useCallback, useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { isAbort, type Query } from '../lib/api.ts';
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

/**
 * GET `path` for the chosen branch; a `null` path skips the call (a page waiting on another answer,
 * or a period refused before any request). A change of path, query or branch aborts the request on
 * its way (AbortController): an old answer can never overwrite a newer one.
 */
export function useResource<T>(path: string | null, query: Query = {}, refreshMs?: number): Resource<T> {
  const { api, branch } = useDashboard();
  const key = path === null ? null : JSON.stringify([path, query, branch.branch_identifier]);
  // The boot's early read of this request, if its answer is in: drawn in the first render.
  const [state, dispatch] = useReducer(fetchReducer<T>, undefined, () => {
    const early =
      path === null || key === null
        ? undefined
        : api.settled<T>(path, { query, branchId: branch.branch_identifier });
    return early && key !== null ? answeredState(key, early.data, early.at) : initialFetchState<T>();
  });
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const answeredAtBoot = useRef(state.dataKey !== null);

  useEffect(() => {
    if (path === null || key === null) return;
    rememberReadBranch(branch.branch_identifier);
    const load = () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'start', key });
      api
        .request<T>(path, { query, branchId: branch.branch_identifier, signal: controller.signal })
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
