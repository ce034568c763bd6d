/**
 * The dashboard's fetch state (web/dashboard/src/lib/fetch-state.ts): figures are never passed off
 * as newer than they are, a failed refresh keeps the last good ones, and a late answer to an old
 * request never overwrites the current one.
 */
import { describe, expect, it } from 'vitest';
import {
  type FetchAction,
  type FetchState,
  fetchReducer,
  initialFetchState,
  viewOf,
} from '../../../web/dashboard/src/lib/fetch-state.ts';

type Figures = { total_sales_cents: number };

const run = (actions: FetchAction<Figures>[]): FetchState<Figures> =>
  actions.reduce(fetchReducer<Figures>, initialFetchState<Figures>());

const march = JSON.stringify(['/api/v1/intelligence/sales/summary', { date_from: '2026-03-01' }]);
const april = JSON.stringify(['/api/v1/intelligence/sales/summary', { date_from: '2026-04-01' }]);
const marchFigures = { total_sales_cents: 460_200 };
const aprilFigures = { total_sales_cents: 512_000 };

describe('the fetch state', () => {
  it('loads, then shows the figures as fresh', () => {
    expect(viewOf(run([{ type: 'start', key: march }]))).toEqual({ kind: 'loading' });
    const view = viewOf(
      run([
        { type: 'start', key: march },
        { type: 'success', key: march, data: marchFigures, at: 1_000 },
      ]),
    );
    expect(view).toEqual({
      kind: 'data',
      data: marchFigures,
      stale: false,
      loading: false,
      refreshError: null,
      readAt: 1_000,
    });
  });

  it('dims the old period’s figures while the new one loads, and never shows them as the new', () => {
    const loadingApril = run([
      { type: 'start', key: march },
      { type: 'success', key: march, data: marchFigures, at: 1_000 },
      { type: 'start', key: april },
    ]);
    expect(viewOf(loadingApril)).toMatchObject({
      kind: 'data',
      data: marchFigures,
      stale: true,
      loading: true,
    });
    const failed = fetchReducer(loadingApril, { type: 'failure', key: april, error: new Error('503') });
    expect(viewOf(failed)).toEqual({ kind: 'error', error: new Error('503') });
    const loaded = fetchReducer(loadingApril, { type: 'success', key: april, data: aprilFigures, at: 2_000 });
    expect(viewOf(loaded)).toMatchObject({ kind: 'data', data: aprilFigures, stale: false, readAt: 2_000 });
  });

  it('keeps the last good figures when a refresh of the same read fails, with their time', () => {
    const error = new Error('El servicio falló');
    const state = run([
      { type: 'start', key: march },
      { type: 'success', key: march, data: marchFigures, at: 1_000 },
      { type: 'start', key: march },
      { type: 'failure', key: march, error },
    ]);
    expect(viewOf(state)).toEqual({
      kind: 'data',
      data: marchFigures,
      stale: false,
      loading: false,
      refreshError: error,
      readAt: 1_000,
    });
    // The notice stays while the next refresh runs, and goes with its success.
    const retrying = fetchReducer(state, { type: 'start', key: march });
    expect(viewOf(retrying)).toMatchObject({ refreshError: error, loading: true });
    const recovered = fetchReducer(retrying, { type: 'success', key: march, data: marchFigures, at: 3_000 });
    expect(viewOf(recovered)).toMatchObject({ refreshError: null, readAt: 3_000 });
  });

  it('ignores a late answer to a request that is no longer the current one', () => {
    const state = run([
      { type: 'start', key: march },
      { type: 'start', key: april },
      { type: 'success', key: march, data: marchFigures, at: 1_000 },
      { type: 'failure', key: march, error: new Error('late') },
    ]);
    expect(viewOf(state)).toEqual({ kind: 'loading' });
    expect(state.data).toBeNull();
  });
});
