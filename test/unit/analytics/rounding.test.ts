import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  pctChange,
  pctChangeOfRatios,
  ratioPct,
  roundHalfAwayFromZero,
  roundPct,
  scaleRounded,
  sumPresent,
} from '#shared/domain/analytics/rounding.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3); // Math.round(-2.5) would give -2
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.4), -0)).toBe(false); // never −0
  });

  it('is not fooled by binary floating point at a decimal half', () => {
    // 1.005 * 100 = 100.49999999999999 in binary; the decimal value 1.005 rounds to 1.01.
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundPct(14.45)).toBe(14.5);
    expect(roundPct(-14.45)).toBe(-14.5);
  });

  it('rounds numbers JavaScript writes with an exponent (a float residue, a huge count)', () => {
    const residue = 0.3 - (0.1 + 0.2); // −5.551115123125783e-17
    expect(String(residue)).toContain('e');
    expect(roundHalfAwayFromZero(residue, 6)).toBe(0);
    expect(roundHalfAwayFromZero(-residue)).toBe(0);
    expect(roundHalfAwayFromZero(1.5e-7, 7)).toBe(2e-7);
    expect(roundHalfAwayFromZero(-2.5e-7, 7)).toBe(-3e-7);
    expect(roundHalfAwayFromZero(4.4e-7, 6)).toBe(0);
    expect(roundHalfAwayFromZero(1.25e21, 2)).toBe(1.25e21);
    expect(roundHalfAwayFromZero(1e-7 + 1.005, 2)).toBe(1.01);
  });
});

describe('divideRounded (exact rational rounding)', () => {
  it('rounds integer quotients half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3); // 2.5 → 3
    expect(divideRounded(-5, 2)).toBe(-3); // −2.5 → −3
    expect(divideRounded(5, -2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2); // 2.333 → 2
    expect(divideRounded(60000, 9)).toBe(6667); // 6666.67 → 6667
    expect(divideRounded(20, 9, 1)).toBe(2.2); // 2.222 → 2.2
  });

  it('is exact where a float quotient would misround', () => {
    // 1015 / 1000 = 1.015 exactly → 1.02; in floats 1.015 * 100 = 101.49999999999999 → 1.01.
    expect(divideRounded(1015, 1000, 2)).toBe(1.02);
  });

  it('gives null, never 0, when the data cannot give a number', () => {
    expect(divideRounded(5, 0)).toBeNull();
    expect(divideRounded(null, 3)).toBeNull();
    expect(divideRounded(3, undefined)).toBeNull();
  });
});

describe('ratioPct', () => {
  it('is part / whole × 100 with one decimal', () => {
    expect(ratioPct(1, 8)).toBe(12.5); // 12.5 exactly
    expect(ratioPct(1, 16)).toBe(6.3); // 6.25 → 6.3
    expect(ratioPct(-1, 16)).toBe(-6.3); // −6.25 → −6.3
    expect(ratioPct(550, 30000)).toBe(1.8); // 1.8333 → 1.8
    expect(ratioPct(0, 10)).toBe(0);
  });

  it('is null when the whole is 0 or a side is missing', () => {
    expect(ratioPct(5, 0)).toBeNull();
    expect(ratioPct(null, 10)).toBeNull();
  });
});

describe('pctChange', () => {
  it('is (current − previous) / |previous| × 100 with one decimal', () => {
    expect(pctChange(110, 100)).toBe(10);
    expect(pctChange(0, 5)).toBe(-100);
    expect(pctChange(1, 3)).toBe(-66.7); // −66.666… → −66.7
    expect(pctChange(60000, 40000)).toBe(50);
    expect(pctChange(-50, -100)).toBe(50); // a shortage halved is an improvement of 50 %
  });

  it('is null when previous is 0 or missing', () => {
    expect(pctChange(5, 0)).toBeNull();
    expect(pctChange(5, null)).toBeNull();
    expect(pctChange(null, 5)).toBeNull();
  });
});

describe('pctChangeOfRatios', () => {
  it('compares two averages exactly, not their rounded values', () => {
    // now 60000/9 = 6666.67, before 40000/5 = 8000: (60000·5 − 40000·9) / (40000·9) = −60000/360000 = −16.67 %
    expect(pctChangeOfRatios(60000, 9, 40000, 5)).toBe(-16.7);
    // 100/3 = 33.33 vs 100/4 = 25: (400 − 300) / 300 = +33.3 %
    expect(pctChangeOfRatios(100, 3, 100, 4)).toBe(33.3);
  });

  it('is null when a denominator or the previous ratio is 0', () => {
    expect(pctChangeOfRatios(1, 0, 1, 1)).toBeNull();
    expect(pctChangeOfRatios(1, 1, 1, 0)).toBeNull();
    expect(pctChangeOfRatios(1, 1, 0, 1)).toBeNull();
    expect(pctChangeOfRatios(1, null, 1, 1)).toBeNull();
  });
});

describe('sumPresent', () => {
  it('sums what is present and is null when nothing is', () => {
    expect(sumPresent([1, null, 2, undefined])).toBe(3);
    expect(sumPresent([null, undefined])).toBeNull();
    expect(sumPresent([0])).toBe(0);
  });
});

describe('scaleRounded', () => {
  it('is exact past 2^53 (a projection of a 20,000-table day)', () => {
    // 522,278,918 × 577,444,103 / 17: the double product is off by tens, the quotient by 2
    expect(scaleRounded(522_278_918, 577_444_103, 17)).toBe(17_740_404_783_548_268);
    expect(Math.round((522_278_918 * 577_444_103) / 17)).not.toBe(17_740_404_783_548_268);
    expect(scaleRounded(600_000_001, 600_000_001, 1_200_000_002)).toBe(300_000_001);
    // half away from zero: 3 × 1 / 2 = 1.5 → 2
    expect(scaleRounded(3, 1, 2)).toBe(2);
    expect(scaleRounded(1, 1, 0)).toBeNull();
  });
});
