/**
 * The dashboard's numbers (web/dashboard/src/lib/format.ts) never break across lines: no breaking
 * space inside a figure, a no-break space before "%", the minus sign (U+2212) for negatives.
 */
import { describe, expect, it } from 'vitest';
import {
  changeAgainst,
  formatChange,
  formatMoney,
  formatMoneyWhole,
  formatNumber,
  formatPercent,
  formatPoints,
} from '../../../web/dashboard/src/lib/format.ts';

/** A break opportunity a browser takes inside a line of text: a space, a tab or a hyphen. */
const BREAKABLE = /[ \t\-\u2010]/;
const AMOUNTS = [0, 5, 99, 100, 27_484_050, -8_000, -123_456_789, 1_000_000_000];
const PERCENTAGES = [0, 12.5, -3.2, 100, 1234.56, -0.04];

describe('the figures of the dashboard', () => {
  it('money is es-MX pesos from cents, with no place to break', () => {
    for (const cents of AMOUNTS) {
      const text = formatMoney(cents);
      expect(text, text).not.toMatch(BREAKABLE);
      const digits = Math.abs(cents / 100).toFixed(2);
      expect(text.replace(/[^\d.]/g, '')).toBe(digits);
      expect(text.startsWith('\u2212')).toBe(cents < 0);
      expect(formatMoneyWhole(cents)).not.toMatch(BREAKABLE);
    }
  });

  it('a percentage keeps its "%" on the line of its number', () => {
    for (const value of PERCENTAGES) {
      for (const text of [formatPercent(value), formatChange(value)]) {
        expect(text, text).not.toMatch(BREAKABLE);
        expect(text.endsWith('\u00a0%')).toBe(true);
      }
    }
    expect(formatChange(3.2)).toBe('+3.2\u00a0%');
    expect(formatChange(-1.5)).toBe('\u22121.5\u00a0%');
    // One decimal always, as the assistant says a ratio ("20.0%"), not "20 %" beside "30.9 %".
    expect(formatPercent(20)).toBe('20.0\u00a0%');
    expect(formatChange(-4)).toBe('\u22124.0\u00a0%');
    expect(formatChange(0)).toBe('0.0\u00a0%');
  });

  it('a gap between two percentages is points, not a percentage', () => {
    // Costos' real 31.2 % against the recipes' 29.3 %: before 2026-12-07, "2.0 %".
    expect(formatPoints(1.9)).toBe('+1.9\u00a0puntos');
    expect(formatPoints(-0.4)).toBe('\u22120.4\u00a0puntos');
    expect(formatPoints(1)).toBe('+1.0\u00a0punto');
    for (const value of PERCENTAGES) expect(formatPoints(value)).not.toMatch(BREAKABLE);
  });

  it('a change says what it is against, and without a change says the sentence given for none', () => {
    for (const value of PERCENTAGES) {
      expect(changeAgainst(value, 'el periodo anterior', 'sin periodo')).toBe(
        `${formatChange(value)} contra el periodo anterior`,
      );
    }
    expect(changeAgainst(null, 'el periodo anterior', 'sin periodo anterior que comparar')).toBe(
      'sin periodo anterior que comparar',
    );
  });

  it('plain numbers too', () => {
    for (const value of [0, 7, 12_345.67, -42]) expect(formatNumber(value)).not.toMatch(BREAKABLE);
  });
});
