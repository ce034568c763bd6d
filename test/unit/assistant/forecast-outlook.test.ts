/**
 * "¿Mañana va a estar flojo?" (forecast-outlook.ts): the day against the mean open day of the seven
 * days after today in the same forecast read, the baseline named; ±10 % is an ordinary day.
 */
import { describe, expect, it } from 'vitest';
import { divideRounded, pctChange } from '#shared/domain/analytics/rounding.ts';
import { Answer } from '#shared/domain/assistant/compose.ts';
import { asksOutlook, outlookSentence } from '#shared/domain/assistant/forecast-outlook.ts';
import { money, pct } from '#shared/domain/assistant/format.ts';

const TODAY = '2026-12-04';
const day = (date: string, sales: number, status: 'ok' | 'closed' = 'ok') => ({
  date,
  sales_cents: status === 'ok' ? sales : 0,
  sales_low_cents: sales,
  sales_high_cents: sales,
  covers: status === 'ok' ? sales / 10_000 : 0,
  covers_low: 0,
  covers_high: 0,
  status,
  drivers: [],
});
// Today's row first (the read starts at business today), then Saturday 5 to Friday 11 and one more.
const ROWS = [
  day('2026-12-04', 9_000_000),
  day('2026-12-05', 5_200_000),
  day('2026-12-06', 4_400_000),
  day('2026-12-07', 3_000_000, 'closed'),
  day('2026-12-08', 3_100_000),
  day('2026-12-09', 3_600_000),
  day('2026-12-10', 3_800_000),
  day('2026-12-11', 4_200_000),
  day('2026-12-12', 8_000_000),
];
// The open days among the seven after today: the closed Monday is not a day of sales.
const WEEK = ROWS.slice(1, 8).filter((row) => row.status === 'ok');
const MEAN = divideRounded(
  WEEK.reduce((sum, row) => sum + row.sales_cents, 0),
  WEEK.length,
)!;

describe('the outlook of a day to come', () => {
  it.each([
    ['¿Mañana va a estar flojo?', true],
    ['¿El lunes va a estar muerto?', true],
    ['¿Va a ser un día fuerte el miércoles?', true],
    ['¿Va a estar pesado el sábado?', true],
    ['¿Cuánto voy a vender mañana?', false],
  ])('%s asks how busy: %s', (question, asked) => {
    expect(asksOutlook(question)).toBe(asked);
  });

  it.each([
    [ROWS[1]!, 'un día fuerte', 'más'],
    [ROWS[4]!, 'un día flojo', 'menos'],
    [ROWS[6]!, 'un día normal', 'menos'],
  ])('weighs %o against the mean open day of the week ahead', (row, verdict, side) => {
    const answer = new Answer();
    const said = outlookSentence(row, ROWS, 'sales', TODAY, answer, 'without_iva');
    const change = pctChange(row.sales_cents, MEAN)!;
    expect(said).toBe(
      ` Contra tu día abierto promedio del sábado 5 de diciembre al viernes 11 de diciembre (${money(MEAN)} sin IVA), ${pct(Math.abs(change))} ${side}: ${verdict}.`,
    );
    expect(Object.fromEntries(answer.figures.map((figure) => [figure.key, figure.value]))).toEqual({
      typical_day_sales_cents: MEAN,
      sales_vs_typical_day_pct: Math.abs(change),
    });
  });

  it('says nothing of a closed day, nor without open days to compare', () => {
    expect(outlookSentence(ROWS[3]!, ROWS, 'sales', TODAY, new Answer())).toBe('');
    const shut = ROWS.map((row) => ({ ...row, status: 'closed' as const }));
    expect(outlookSentence(ROWS[1]!, shut, 'sales', TODAY, new Answer())).toBe('');
  });
});
