/**
 * The spec's benchmark table as data, plus the alert thresholds the service decides where the spec
 * is silent. One reading rule for every row (the spec's words "below", "X to Y", "above"):
 *
 * - lower is better (costs, variance, DSI): value < green → green; green ≤ value ≤ red → yellow;
 *   value > red → red. Food cost 29.9 is green, 30.0 and 38.0 are yellow, 38.1 is red.
 * - higher is better (EBITDA, net profit): value > green → green; red ≤ value ≤ green → yellow;
 *   value < red → red. EBITDA 20.1 is green, 20.0 and 10.0 are yellow, 9.9 is red.
 *
 * The value compared is the EXACT one, never the rounded figure shown: a status is judged on the
 * ratio itself (`statusOfRatio` / `statusAgainstRatio` compare `part / whole × 100` with integer
 * arithmetic), and rounding happens only for display. So a variance of 0.99 % is green even though
 * it is shown as 1.0, and 3.049 % is red even though it is shown as 3.0. Cash variance is compared by
 * magnitude: a shortage and a surplus of the same size have the same status.
 */

export type Status = 'green' | 'yellow' | 'red';
export type Direction = 'lower_is_better' | 'higher_is_better';

export interface Benchmark {
  /** The boundary of green: "below green" (lower is better) or "above green" (higher is better). */
  green: number;
  /** The boundary of red: "above red" (lower is better) or "below red" (higher is better). */
  red: number;
  direction: Direction;
  unit: '%' | 'days';
  /** Spanish label shown to the owner. */
  label: string;
}

export const BENCHMARKS = {
  food_cost_pct: { green: 30, red: 38, direction: 'lower_is_better', unit: '%', label: 'Costo de alimentos' },
  beverage_cost_pct: {
    green: 20,
    red: 28,
    direction: 'lower_is_better',
    unit: '%',
    label: 'Costo de bebidas',
  },
  bar_cost_pct: { green: 25, red: 30, direction: 'lower_is_better', unit: '%', label: 'Costo de barra' },
  labor_cost_pct: { green: 30, red: 35, direction: 'lower_is_better', unit: '%', label: 'Costo de nómina' },
  prime_cost_pct: { green: 60, red: 65, direction: 'lower_is_better', unit: '%', label: 'Costo primo' },
  ebitda_pct: { green: 20, red: 10, direction: 'higher_is_better', unit: '%', label: 'EBITDA' },
  net_profit_pct: { green: 15, red: 5, direction: 'higher_is_better', unit: '%', label: 'Utilidad neta' },
  cash_variance_pct: {
    green: 1,
    red: 3,
    direction: 'lower_is_better',
    unit: '%',
    label: 'Variación de caja',
  },
  inventory_days: {
    green: 7,
    red: 14,
    direction: 'lower_is_better',
    unit: 'days',
    label: 'Días de inventario (DSI)',
  },
} as const satisfies Record<string, Benchmark>;

export type BenchmarkKey = keyof typeof BENCHMARKS;

/** −1, 0 or 1: how a value compares with a threshold. */
type Comparison = -1 | 0 | 1;

function statusFrom(direction: Direction, versusGreen: Comparison, versusRed: Comparison): Status {
  if (direction === 'lower_is_better') {
    if (versusGreen < 0) return 'green';
    return versusRed <= 0 ? 'yellow' : 'red';
  }
  if (versusGreen > 0) return 'green';
  return versusRed >= 0 ? 'yellow' : 'red';
}

const sign = (value: number | bigint): Comparison => (value < 0 ? -1 : value > 0 ? 1 : 0);

/**
 * Status of an exact `value` against a green/red pair read with the rule above; null when value is
 * null. Give it an exact value (an integer, or a ratio through {@link statusAgainstRatio}), never a
 * figure already rounded for display.
 */
export function statusAgainst(
  benchmark: Pick<Benchmark, 'green' | 'red' | 'direction'>,
  value: number | null | undefined,
): Status | null {
  if (value == null || Number.isNaN(value)) return null;
  return statusFrom(benchmark.direction, sign(value - benchmark.green), sign(value - benchmark.red));
}

/** Thresholds are written with at most this many decimals (1, 3, 2.5 …), so ×1000 makes them integers. */
const THRESHOLD_SCALE = 1000n;

/**
 * How the exact percentage `part / whole × 100` compares with `thresholdPct`, without rounding and
 * without floating-point error for integer operands: part × 100 × 1000 against threshold × 1000 ×
 * whole, in BigInt. `whole` must not be 0.
 */
export function comparePct(part: number, whole: number, thresholdPct: number): Comparison {
  const scaledThreshold = Math.round(thresholdPct * Number(THRESHOLD_SCALE));
  if (Number.isSafeInteger(part) && Number.isSafeInteger(whole) && Number.isSafeInteger(scaledThreshold)) {
    const left = BigInt(part) * 100n * THRESHOLD_SCALE;
    const right = BigInt(scaledThreshold) * BigInt(whole);
    // Dividing by a negative whole flips the comparison.
    return (sign(left - right) * (whole < 0 ? -1 : 1)) as Comparison;
  }
  return sign((part / whole) * 100 - thresholdPct);
}

/**
 * Status of the exact ratio `part / whole × 100` against a green/red pair; null when either is
 * missing or `whole` is 0 (a ratio over nothing has no status).
 */
export function statusAgainstRatio(
  benchmark: Pick<Benchmark, 'green' | 'red' | 'direction'>,
  part: number | null | undefined,
  whole: number | null | undefined,
): Status | null {
  if (part == null || whole == null || whole === 0 || Number.isNaN(part) || Number.isNaN(whole)) return null;
  return statusFrom(
    benchmark.direction,
    comparePct(part, whole, benchmark.green),
    comparePct(part, whole, benchmark.red),
  );
}

/**
 * Status of an exact KPI value against the spec's benchmark table. Cash variance is judged by
 * magnitude. For a percentage computed from a ratio use {@link statusOfRatio}.
 */
export function statusOf(kpi: BenchmarkKey, value: number | null | undefined): Status | null {
  if (value == null) return null;
  return statusAgainst(BENCHMARKS[kpi], kpi === 'cash_variance_pct' ? Math.abs(value) : value);
}

/** Status of the KPI whose exact value is `part / whole × 100`. Cash variance is judged by magnitude. */
export function statusOfRatio(
  kpi: BenchmarkKey,
  part: number | null | undefined,
  whole: number | null | undefined,
): Status | null {
  if (part == null || whole == null) return null;
  return kpi === 'cash_variance_pct'
    ? statusAgainstRatio(BENCHMARKS[kpi], Math.abs(part), Math.abs(whole))
    : statusAgainstRatio(BENCHMARKS[kpi], part, whole);
}

/** The spec does not give these thresholds; the service decides them, each with its reason. */
export const ALERT_THRESHOLDS = {
  /**
   * Discounts of the day as a percentage of the day's total sales (zout sales summaries). Read like a
   * cost benchmark: below 3 fine, 3 to 5 yellow, above 5 red. Why: comps and discounts are commonly
   * budgeted at about 2–3 % of sales in full-service restaurants; above 5 % they erase a meaningful part
   * of the margin and usually point to uncontrolled courtesies.
   */
  discounts_high: {
    green: 3,
    red: 5,
    direction: 'lower_is_better',
    why: 'Descuentos y cortesías suelen presupuestarse en 2–3 % de la venta; arriba de 5 % comen el margen.',
  },
  /**
   * Cancellations (voided lines) of the day as a percentage of the day's total sales: below 2 fine,
   * 2 to 4 yellow, above 4 red. Why: voids in a healthy operation stay around 1 % of sales (kitchen
   * errors, changes of mind); sustained higher levels are the classic signal of cancel-after-payment
   * fraud or order-taking problems.
   */
  cancellations_high: {
    green: 2,
    red: 4,
    direction: 'lower_is_better',
    why: 'Las cancelaciones sanas rondan el 1 % de la venta; más de 2 % merece revisión y más de 4 % es grave.',
  },
  /**
   * Day's total sales against the same weekday of the previous week (never the previous day: weekday
   * patterns dominate restaurant sales). sales_up (blue, informational) at +20 % or more. Why: ±10 %
   * week-on-week is ordinary noise (weather, events); +20 % is worth knowing (staffing, stock).
   */
  sales_up: {
    blue_at_or_above_pct: 20,
    why: 'Una variación de ±10 % contra el mismo día de la semana pasada es ruido normal; +20 % ya es señal.',
  },
  /**
   * sales_down: yellow at −10 % or worse, red at −20 % or worse, vs the same weekday of the previous
   * week. Why: a 10 % drop is beyond ordinary noise and deserves a look; a 20 % drop materially
   * threatens the week's labor and food-cost ratios.
   */
  sales_down: {
    yellow_at_or_below_pct: -10,
    red_at_or_below_pct: -20,
    why: 'Una caída de 10 % ya supera el ruido normal; una de 20 % compromete los porcentajes de costo de la semana.',
  },
  /**
   * cash_variance_high: raised for every zout closing whose variance status (cash-variance benchmark
   * above, |variance| / expected cash) is yellow (1 to 3 %) or red (above 3 %). Why: the spec's own
   * benchmark already says where a variance stops being normal counting error.
   */
  cash_variance_high: {
    benchmark: 'cash_variance_pct',
    why: 'El propio benchmark de variación de caja marca dónde deja de ser un error normal de conteo.',
  },
} as const;
