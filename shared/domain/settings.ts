/**
 * Branch settings the owner may change through `PATCH /api/v1/settings` (and the operator through
 * `admin -- branch set`). Each has a documented default used until it is set.
 */
import * as z from 'zod/mini';
import { documentedMultipleOf } from './schemas/common.ts';

export const DEFAULT_CASH_VARIANCE_THRESHOLD_PCT = 1.0;

/** 0 would announce every closing, so the smallest threshold is 0.1 %; 100 % is a total loss. */
export const cashVarianceThresholdPct = z.number().check(
  z.minimum(0.1),
  z.maximum(100),
  z.refine((value: number) => Math.round(value * 10) === value * 10, {
    error: 'must have at most one decimal',
  }),
  documentedMultipleOf(0.1),
);

/**
 * Every setting, as GET and PATCH /api/v1/settings answer them (absent ones at their default). Both
 * ways of changing one (PATCH, the admin CLI) validate with the same schemas, so what is stored
 * always parses here.
 */
export const branchSettings = z.strictObject({
  cash_variance_threshold_pct: cashVarianceThresholdPct.check(
    z.describe(
      'Percent, one decimal, 0.1 to 100 (default 1.0): a closing whose |cash variance| ÷ expected cash × 100 exceeds it (equal does not) sends the cash.variance webhook event.',
    ),
  ),
});
export type BranchSettings = z.output<typeof branchSettings>;

export const DEFAULT_SETTINGS: BranchSettings = {
  cash_variance_threshold_pct: DEFAULT_CASH_VARIANCE_THRESHOLD_PCT,
};

export const settingsPatch = z.strictObject({
  cash_variance_threshold_pct: z.optional(cashVarianceThresholdPct),
});
