/**
 * Rounding, once, at the edge. Money is integer cents; percentages carry one decimal. Every
 * rounding is half away from zero (2.5 → 3, −2.5 → −3), done on the exact rational value: a ratio
 * of integers is rounded with BigInt arithmetic, so no binary floating-point error can flip a half.
 * Anything the data cannot give (a division by zero, a missing operand) is null, never 0.
 */

const isInt = (value: number): boolean => Number.isSafeInteger(value);

/**
 * `value` × 10^`places`, by moving the decimal exponent of its shortest decimal form: exact where
 * multiplying is not. The form may carry an exponent already (JavaScript writes 5.55e-17 and 1e21
 * that way), so the two exponents are added rather than a second `e` appended, which reads as NaN.
 */
function shiftDecimal(value: number, places: number): number {
  const [digits, exponent = '0'] = String(value).split('e');
  return Number(`${digits}e${Number(exponent) + places}`);
}

/** Rounds `value` to `decimals` places, half away from zero, for an arbitrary (float) number. */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const sign = value < 0 ? -1 : 1;
  // Shift by decimal exponent notation, not by multiplying, so 1.005 → 1.01 (1.005 * 100 is 100.49999…).
  const shifted = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = sign * shiftDecimal(shifted, -decimals);
  return result === 0 ? 0 : result; // never −0
}

/** Exact `numerator / denominator` rounded half away from zero to `decimals` places (integers in). */
function divideBig(numerator: bigint, denominator: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const negative = numerator < 0n !== denominator < 0n;
  const num = (numerator < 0n ? -numerator : numerator) * scale;
  const den = denominator < 0n ? -denominator : denominator;
  let quotient = num / den;
  if ((num % den) * 2n >= den) quotient += 1n;
  const magnitude = Number(quotient) / Number(scale);
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * `numerator / denominator` rounded half away from zero to `decimals` places; null when the
 * denominator is 0 or either operand is null. Exact for safe integers; floats fall back to
 * {@link roundHalfAwayFromZero} on the float quotient.
 */
export function divideRounded(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
  decimals = 0,
): number | null {
  if (numerator == null || denominator == null || denominator === 0) return null;
  if (isInt(numerator) && isInt(denominator)) {
    return divideBig(BigInt(numerator), BigInt(denominator), decimals);
  }
  return roundHalfAwayFromZero(numerator / denominator, decimals);
}

/**
 * `value × multiplier / divisor` rounded half away from zero, exact for integers: the product is
 * taken in BigInt, since two day totals of a big day (20,000 tables of hundreds of pesos each) multiply
 * past 2^53. Null when the divisor is 0.
 */
export function scaleRounded(value: number, multiplier: number, divisor: number): number | null {
  if (divisor === 0) return null;
  if (isInt(value) && isInt(multiplier) && isInt(divisor)) {
    return divideBig(BigInt(value) * BigInt(multiplier), BigInt(divisor), 0);
  }
  return roundHalfAwayFromZero((value * multiplier) / divisor);
}

/** A percentage rounded to one decimal (half away from zero). */
export function roundPct(value: number): number {
  return roundHalfAwayFromZero(value, 1);
}

/** `part / whole × 100`, one decimal; null when `whole` is 0 or either side is missing. */
export function ratioPct(part: number | null | undefined, whole: number | null | undefined): number | null {
  if (part == null || whole == null || whole === 0) return null;
  if (isInt(part) && isInt(whole)) return divideBig(BigInt(part) * 100n, BigInt(whole), 1);
  return roundPct((part / whole) * 100);
}

/**
 * Percent change from `previous` to `current`, one decimal: (current − previous) / |previous| × 100.
 * Null when previous is 0 or either value is missing (a change from nothing is not a percentage).
 */
export function pctChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current == null || previous == null || previous === 0) return null;
  if (isInt(current) && isInt(previous)) {
    const prev = BigInt(previous);
    return divideBig((BigInt(current) - prev) * 100n, prev < 0n ? -prev : prev, 1);
  }
  return roundPct(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * Percent change between two ratios given as integer fractions, computed exactly:
 * (n1/d1 − n0/d0) / |n0/d0| × 100 = (n1·d0 − n0·d1) / |n0·d1| × 100. Used for averages such as the
 * average ticket, so the change is not computed from already-rounded averages. Null when any
 * denominator is 0, the previous ratio is 0, or an operand is missing.
 */
export function pctChangeOfRatios(
  currentNumerator: number | null | undefined,
  currentDenominator: number | null | undefined,
  previousNumerator: number | null | undefined,
  previousDenominator: number | null | undefined,
): number | null {
  const values = [currentNumerator, currentDenominator, previousNumerator, previousDenominator];
  if (values.some((value) => value == null)) return null;
  const [n1, d1, n0, d0] = values as number[];
  if (d1 === 0 || d0 === 0 || n0 === 0) return null;
  if (![n1, d1, n0, d0].every((value) => isInt(value as number))) {
    return pctChange((n1 as number) / (d1 as number), (n0 as number) / (d0 as number));
  }
  const [bn1, bd1, bn0, bd0] = [n1, d1, n0, d0].map((value) => BigInt(value as number)) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  // (n1/d1 − n0/d0) / |n0/d0| = (n1·d0 − n0·d1) / (d1 · sign(d0) · |n0|); divideBig handles the signs.
  const num = bn1 * bd0 - bn0 * bd1;
  const den = bd1 * (bd0 < 0n ? -1n : 1n) * (bn0 < 0n ? -bn0 : bn0);
  return divideBig(num * 100n, den, 1);
}

/** Sum of the values that are present; null when none is. */
export function sumPresent(values: Iterable<number | null | undefined>): number | null {
  let total: number | null = null;
  for (const value of values) {
    if (value != null) total = (total ?? 0) + value;
  }
  return total;
}
