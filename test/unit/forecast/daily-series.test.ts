/**
 * npm run forecast reads any CSV: rows of a date summed, quoted fields, a missing date closed, a file
 * of many stores split by a column, a bad date or a missing column named in the error.
 */
import { describe, expect, it } from 'vitest';
import { dailySeries, dailySeriesByName } from '../../../local/forecast/daily-series.ts';

describe('dailySeries', () => {
  it('sums the rows of a date in cents, and makes a missing date a closed day', () => {
    const csv = [
      'fecha,"venta, neta",clientes',
      '2026-03-02 13:05,"1.5",2',
      '2026-03-02T19:40,100.25,3',
      '2026-03-04,80,1',
    ].join('\n');
    const days = dailySeries(csv, { date: 'fecha', value: 'venta, neta', covers: 'clientes' });
    expect(days.map((day) => [day.date, day.open, day.sales_cents, day.covers])).toEqual([
      ['2026-03-02', true, 10_175, 5],
      ['2026-03-03', false, 0, 0],
      ['2026-03-04', true, 8_000, 1],
    ]);
  });

  it('splits a file of many stores into one series each, sorted by name', () => {
    const csv = [
      'store,date,visitors',
      'b,2026-03-03,4',
      'a,2026-03-02,5',
      'b,2026-03-01,2',
      'a,2026-03-02,1',
    ].join('\n');
    const series = dailySeriesByName(csv, { series: 'store', date: 'date', value: 'visitors' });
    expect(
      series.map(({ name, days }) => [name, days.map((day) => [day.date, day.open, day.sales_cents])]),
    ).toEqual([
      ['a', [['2026-03-02', true, 600]]],
      [
        'b',
        [
          ['2026-03-01', true, 200],
          ['2026-03-02', false, 0],
          ['2026-03-03', true, 400],
        ],
      ],
    ]);
  });

  it('names a missing column and a line whose date is not a date', () => {
    expect(() => dailySeries('date,sales\n2026-03-02,1', { date: 'date', value: 'total' })).toThrow(
      'No column "total"',
    );
    expect(() => dailySeries('date,sales\n02/03/2026,1', { date: 'date', value: 'sales' })).toThrow('Line 2');
  });
});
