/**
 * Ventas' note where a period and its baseline opened a different number of days
 * (web/dashboard/src/lib/open-days.ts): the demo's week of 24 to 30 November 2029, whose Friday's
 * corte Z had not come in, against the same days a week earlier, all seven open.
 */
import { describe, expect, it } from 'vitest';
import type { BodyOf } from '#shared/contract/schemas.ts';
import { pctChangeOfRatios } from '#shared/domain/analytics/rounding.ts';
import { salesSummary } from '#shared/domain/analytics/sales.ts';
import { formatChange, formatMoney } from '../../../web/dashboard/src/lib/format.ts';
import { costDaysNote, openDaysNote } from '../../../web/dashboard/src/lib/open-days.ts';

const BRANCH = '4702c299-7ebf-4648-b457-cc4ac90afe09';

/** A period's summary as the API builds it (no day's figures but its total), with its open days. */
function summary(
  from: string,
  to: string,
  sales: number,
  open: number,
): BodyOf<'intelligence-sales-summary'> {
  return {
    data: {
      type: 'sales_summary',
      attributes: { ...salesSummary([], []), total_sales_cents: sales },
      meta: {
        period: { from, to },
        branch_identifier: BRANCH,
        snapshot_date: null,
        days_with_sales: open,
        previous_period: { from, to, days_with_sales: open },
      },
    },
  };
}

describe('the open days beside a change of the sales', () => {
  it('compares the sales per open day where a corte Z is missing, and says how many days', () => {
    const week = summary('2029-11-24', '2029-11-30', 30_593_650, 6);
    const before = summary('2029-11-17', '2029-11-23', 37_167_700, 7);
    const change = pctChangeOfRatios(30_593_650, 6, 37_167_700, 7)!;
    expect(openDaysNote(week, before)).toBe(
      `. Solo 6 de 7 días tienen corte Z con venta, contra 7 de 7 días: por día abierto, ${formatChange(change)} (${formatMoney(Math.round(30_593_650 / 6))} contra ${formatMoney(Math.round(37_167_700 / 7))})`,
    );
    // The other way round there is no "solo".
    expect(openDaysNote(before, week)).toMatch(
      /^\. 7 de 7 días tienen corte Z con venta, contra 6 de 7 días:/,
    );
  });

  it('adds nothing where both opened as many days', () => {
    const week = summary('2029-11-24', '2029-11-30', 30_593_650, 7);
    const before = summary('2029-11-17', '2029-11-23', 37_167_700, 7);
    expect(openDaysNote(week, before)).toBe('');
  });
});

describe("Costos' days with sales", () => {
  const period = { from: '2029-11-01', to: '2029-11-30' };

  it('says the sales are of fewer days than the costs', () => {
    expect(costDaysNote({ period, days_with_sales: 29 })).toBe(
      'Ventas de 29 de los 30 días (los que tienen corte Z con venta); los costos cuentan los 30.',
    );
  });

  it('says nothing when every day sold, or none did', () => {
    expect(costDaysNote({ period, days_with_sales: 30 })).toBeNull();
    expect(costDaysNote({ period, days_with_sales: 0 })).toBeNull();
  });
});
