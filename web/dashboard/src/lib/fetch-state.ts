/**
 * What a page knows of one read, as a reducer (pure, unit-tested): the last good answer and the
 * request it answered, whether a request is on its way, and the last failure. The figures on screen
 * never lie about themselves:
 *
 * - `fresh`: the data answers the request asked for now.
 * - `stale`: the data answers an earlier request (another period, another branch): shown dimmed
 *   while the new one loads, never as the new figures; if the new one fails, it is not shown at all.
 * - a failed refresh of the same request keeps its figures, with the time of the last good read.
 *
 * An answer to a request that is no longer the current one is ignored (the hook also aborts it).
 */
export interface FetchState<T> {
  /** The request asked for now (its path, query and branch). */
  key: string | null;
  data: T | null;
  /** The request `data` answers. */
  dataKey: string | null;
  /** When `data` was read (ms since the epoch). */
  readAt: number | null;
  loading: boolean;
  error: Error | null;
}

export type FetchAction<T> =
  | { type: 'start'; key: string }
  | { type: 'success'; key: string; data: T; at: number }
  | { type: 'failure'; key: string; error: Error };

export const initialFetchState = <T>(): FetchState<T> => ({
  key: null,
  data: null,
  dataKey: null,
  readAt: null,
  loading: false,
  error: null,
});

export function fetchReducer<T>(state: FetchState<T>, action: FetchAction<T>): FetchState<T> {
  switch (action.type) {
    case 'start':
      // A new request (or a refresh of the same one): the old figures stay until the answer.
      return {
        ...state,
        key: action.key,
        loading: true,
        error: state.key === action.key ? state.error : null,
      };
    case 'success':
      if (action.key !== state.key) return state;
      return {
        ...state,
        data: action.data,
        dataKey: action.key,
        readAt: action.at,
        loading: false,
        error: null,
      };
    case 'failure':
      if (action.key !== state.key) return state;
      return { ...state, loading: false, error: action.error };
  }
}

/** How a read is to be shown: what the Loaded component and the pages render. */
export type FetchView<T> =
  | { kind: 'loading' }
  | { kind: 'error'; error: Error }
  | {
      kind: 'data';
      data: T;
      /** The figures answer an earlier request: dim them, say they are being replaced. */
      stale: boolean;
      /** A request is on its way (a refresh or a new period). */
      loading: boolean;
      /** The last refresh failed: the figures are the last good read, of `readAt`. */
      refreshError: Error | null;
      readAt: number | null;
    };

export function viewOf<T>(state: FetchState<T>): FetchView<T> {
  const stale = state.data !== null && state.dataKey !== state.key;
  if (state.data === null || (stale && state.error)) {
    return state.error ? { kind: 'error', error: state.error } : { kind: 'loading' };
  }
  return {
    kind: 'data',
    data: state.data,
    stale,
    loading: state.loading,
    refreshError: stale ? null : state.error,
    readAt: state.readAt,
  };
}
