/**
 * Caja's "Día por día" (web/dashboard/src/lib/ledger-days.ts): the days without a corte Z are named
 * where they fall, from the ledger's first day to the period's end.
 */
import { describe, expect, it } from 'vitest';
import { ledgerRows } from '../../../web/dashboard/src/lib/ledger-days.ts';

const WEEK = { from: '2029-11-24', to: '2029-11-30' };
const day = (date: string) => ({ date, inflows_cents: 100 });

describe("the ledger's days", () => {
  it('names a day without its corte Z where it falls, the last one too', () => {
    const days = ['2029-11-24', '2029-11-25', '2029-11-27', '2029-11-28', '2029-11-29'].map(day);
    const rows = ledgerRows(days, WEEK);
    expect(rows.map((row) => [row.date, row.day !== null])).toEqual([
      ['2029-11-24', true],
      ['2029-11-25', true],
      ['2029-11-26', false],
      ['2029-11-27', true],
      ['2029-11-28', true],
      ['2029-11-29', true],
      ['2029-11-30', false],
    ]);
    expect(rows[0]!.day).toBe(days[0]);
  });

  it('leaves out the days before the first with figures, and lists nothing without any', () => {
    expect(ledgerRows([day('2029-11-28')], WEEK).map((row) => row.date)).toEqual([
      '2029-11-28',
      '2029-11-29',
      '2029-11-30',
    ]);
    expect(ledgerRows([], WEEK)).toEqual([]);
  });
});
