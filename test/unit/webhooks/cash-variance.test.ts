import { describe, expect, it } from 'vitest';
import type { ReconciliationRecord } from '#shared/domain/analytics/cubes.ts';
import { cashVarianceEvents } from '#shared/domain/webhooks/cash-variance.ts';

const record = (folio: string, variance: number | null, base: number | null): ReconciliationRecord => ({
  folio,
  date: '2026-03-06',
  shift: null,
  cashier: 'Rosa',
  cash_register: 'Caja 1',
  start_at: '2026-03-06T08:00:00-06:00',
  end_at: '2026-03-06T23:00:00-06:00',
  cash_cents: null,
  card_cents: null,
  tips_cents: null,
  total_cents: null,
  cash_theoretical_cents: base,
  cash_actual_cents: null,
  variance_cents: variance,
  variance_base_cents: base,
  variance_pct:
    variance === null || base === null || base === 0
      ? null
      : Math.round((Math.abs(variance) / base) * 1000) / 10,
  variance_status: null,
});

describe('cash.variance', () => {
  it('announces a closing whose |variance| / expected cash reaches the threshold, on the exact ratio', () => {
    const records = [
      record('A', -1000, 100_000), // exactly 1.0 %: reaches
      record('B', 999, 100_000), // 0.999 %: shown as 1.0 but below the threshold
      record('C', 5000, null), // no base: unknown, never announced
      record('D', 0, 100_000),
    ];
    const { events, announced } = cashVarianceEvents(records, 1, {});
    expect(events).toEqual([
      {
        date: '2026-03-06',
        folio: 'A',
        cashier: 'Rosa',
        variance_cents: -1000,
        variance_pct: 1,
        threshold_pct: 1,
      },
    ]);
    expect(announced).toEqual({ A: -1000 });
  });

  it('does not announce again an unchanged variance; announces a changed one', () => {
    const records = [record('A', -1000, 100_000), record('E', 3000, 100_000)];
    const { events } = cashVarianceEvents(records, 1, { A: -1000, E: 2500 });
    expect(events.map((event) => [event.folio, event.variance_cents])).toEqual([['E', 3000]]);
  });
});
