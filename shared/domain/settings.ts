/**
 * Branch settings the owner may change through `PATCH /api/v1/settings` (and the operator through
 * `admin -- branch set`). Each has a documented default used until it is set.
 */
import * as z from 'zod/mini';

export const DEFAULT_CASH_VARIANCE_THRESHOLD_PCT = 1.0;

export interface BranchSettings {
  /** A zout whose |variance| / expected cash × 100 reaches this sends `cash.variance`. */
  cash_variance_threshold_pct: number;
}

export const DEFAULT_SETTINGS: BranchSettings = {
  cash_variance_threshold_pct: DEFAULT_CASH_VARIANCE_THRESHOLD_PCT,
};

/** 0 would announce every closing, so the smallest threshold is 0.1 %; 100 % is a total loss. */
export const cashVarianceThresholdPct = z.number().check(
  z.minimum(0.1),
  z.maximum(100),
  z.refine((value: number) => Math.round(value * 10) === value * 10, {
    error: 'must have at most one decimal',
  }),
);

export const settingsPatch = z.strictObject({
  cash_variance_threshold_pct: z.optional(cashVarianceThresholdPct),
});
