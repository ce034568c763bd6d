/** What the shell gives every page: its address parameters and, for pages over closed days, the period. */
import type { Period } from '../lib/period.ts';

export interface PageProps {
  params: URLSearchParams;
  /** The period chosen in the shell's picker, already checked (set on pages with `period: true`). */
  period: Period;
}
