/** Data hooks shared by the pages: one GET per call, reloaded when its path, query or branch changes. */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Query } from '../lib/api.ts';
import { useDashboard } from './context.ts';

export interface Resource<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
  reload(): void;
}

/** GET `path` for the chosen branch; `null` path skips the call (a page waiting on another answer). */
export function useResource<T>(path: string | null, query: Query = {}, refreshMs?: number): Resource<T> {
  const { api, branch } = useDashboard();
  const [state, setState] = useState<{ data: T | null; error: Error | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify([path, query, branch.branch_identifier, generation]);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    const load = (quiet: boolean) => {
      if (!quiet) setState((previous) => ({ ...previous, loading: true, error: null }));
      api
        .request<T>(path, { query, branchId: branch.branch_identifier })
        .then((data) => current && setState({ data, error: null, loading: false }))
        .catch((error: Error) => current && setState((previous) => ({ ...previous, error, loading: false })));
    };
    load(false);
    const timer = refreshMs ? setInterval(() => load(true), refreshMs) : undefined;
    return () => {
      current = false;
      if (timer) clearInterval(timer);
    };
  }, [key]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

/** The hash route: `#/ventas?desde=2026-03-01` → path `ventas`, params. */
export function useHashRoute(): { path: string; params: URLSearchParams } {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  return { path, params: new URLSearchParams(search) };
}

/** Replaces the hash route's query parameters (the period of a page), keeping its path. */
export function setRouteParams(params: Record<string, string>): void {
  const path = location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
  location.hash = `#/${path}?${new URLSearchParams(params).toString()}`;
}
