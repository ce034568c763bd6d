import { describe, expect, it } from 'vitest';
import {
  alertBenchmarks,
  benchmarksOf,
  inBranchTime,
  latestBuiltAt,
  readResult,
} from '#shared/use-cases/intelligence/envelope.ts';

describe('meta.benchmarks ranges', () => {
  it('reads a lower-is-better row as below / from-to / above', () => {
    expect(benchmarksOf('food_cost_pct')).toEqual({
      food_cost_pct: {
        unit: '%',
        direction: 'lower_is_better',
        green: { below: 30 },
        yellow: { from: 30, to: 38 },
        red: { above: 38 },
      },
    });
  });

  it('reads a higher-is-better row as above / from-to / below', () => {
    expect(benchmarksOf('ebitda_pct', 'inventory_days')).toEqual({
      ebitda_pct: {
        unit: '%',
        direction: 'higher_is_better',
        green: { above: 20 },
        yellow: { from: 10, to: 20 },
        red: { below: 10 },
      },
      inventory_days: {
        unit: 'days',
        direction: 'lower_is_better',
        green: { below: 7 },
        yellow: { from: 7, to: 14 },
        red: { above: 14 },
      },
    });
  });

  it('gives /alerts the thresholds of its alert rules', () => {
    const benchmarks = alertBenchmarks();
    expect(Object.keys(benchmarks)).toEqual([
      'cash_variance_pct',
      'discounts_pct',
      'cancellations_pct',
      'sales_change_pct',
    ]);
    expect(benchmarks.cancellations_pct).toMatchObject({ green: { below: 2 }, red: { above: 4 } });
    expect(benchmarks.sales_change_pct).toMatchObject({ blue_at_or_above: 20, red_at_or_below: -20 });
  });
});

describe('snapshot_date', () => {
  it('is the latest built_at of all groups read, null when nothing was read', () => {
    expect(latestBuiltAt([], [])).toBeNull();
    expect(
      latestBuiltAt(
        [{ built_at: '2026-03-07T07:35:00.000Z' }, { built_at: '2026-03-01T07:00:00.000Z' }],
        [{ built_at: '2026-03-08T00:00:00.000Z' }],
      ),
    ).toBe('2026-03-08T00:00:00.000Z');
  });
});

describe('timestamps in the branch time zone', () => {
  it('shows a stored UTC instant with the offset of the branch zone', () => {
    expect(inBranchTime('2026-03-07T07:35:00.000Z', 'America/Mexico_City')).toBe(
      '2026-03-07T01:35:00.000-06:00',
    );
    expect(inBranchTime('2026-07-01T12:00:00.000Z', 'Europe/Madrid')).toBe('2026-07-01T14:00:00.000+02:00');
    expect(inBranchTime('2026-03-07T07:35:00.000Z', 'Asia/Kolkata')).toBe('2026-03-07T13:05:00.000+05:30');
  });
});

describe('the read result', () => {
  it('puts period, branch and snapshot in meta, then what the endpoint adds', () => {
    const range = { from: '2026-03-02', to: '2026-03-06' };
    const plain = readResult(
      { kpis: [] },
      { range, branchId: 'b', timeZone: 'America/Mexico_City', snapshotDate: null },
      {},
    );
    expect(plain).toEqual({
      attributes: { kpis: [] },
      meta: { period: range, branch_identifier: 'b', snapshot_date: null },
    });
    const withExtra = readResult(
      {},
      { range, branchId: 'b', timeZone: 'America/Mexico_City', snapshotDate: '2026-03-07T07:35:00.000Z' },
      { benchmarks: { a: 1 }, benchmark: { variance_pct_threshold: 1 } },
    );
    expect(withExtra.meta).toEqual({
      period: range,
      branch_identifier: 'b',
      snapshot_date: '2026-03-07T01:35:00.000-06:00',
      benchmarks: { a: 1 },
      benchmark: { variance_pct_threshold: 1 },
    });
    expect(Object.keys(withExtra.meta)).toEqual([
      'period',
      'branch_identifier',
      'snapshot_date',
      'benchmarks',
      'benchmark',
    ]);
  });
});
