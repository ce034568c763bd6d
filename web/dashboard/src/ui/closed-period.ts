/**
 * The days a page of closed days reads (docs/figures.md, "Today is not a closed day"): the period
 * through its last closed day. Today counts once its corte Z is in (a read of today has a
 * snapshot); until then a period reaching today ends yesterday. Costos and Ventas read it here, and
 * the assistant cuts its periods with the same rule (shared/domain/business-day.ts `closedDaysOf`),
 * so a period reaching a closed today is the same days on every page.
 */
import { closedDaysOf } from '../../../../shared/domain/business-day.ts';
import type { Period } from '../lib/period.ts';
import { useBranchToday } from './components.tsx';
import { useRead } from './hooks.ts';

/** A read of the page's own, asked for today alone: its `meta.snapshot_date` says whether today closed. */
export type TodayProbe = 'intelligence-pnl' | 'intelligence-sales-summary';

export interface ClosedPeriod {
  /** The days to read; null when the period is today alone and today has not closed. */
  range: Period | null;
  /** Today's date when the period reaches it and it has not closed (the page says so), else null. */
  openToday: string | null;
  /** Today's state is being read. */
  pending: boolean;
}

export function useClosedPeriod(period: Period, probeRoute: TodayProbe): ClosedPeriod {
  const today = useBranchToday();
  const reachesToday = period.to >= today;
  const probe = useRead(reachesToday ? probeRoute : null, { date_from: today, date_to: today });
  // Today's state unknown (its read refused): the period as asked, and the reads say their errors.
  if (!reachesToday || probe.error) return { range: period, openToday: null, pending: false };
  const data = probe.data;
  if (data === null) return { range: null, openToday: null, pending: true };
  const todayClosed = data.data.meta.snapshot_date !== null;
  const range = closedDaysOf(period, today, todayClosed);
  return { range, openToday: todayClosed ? null : today, pending: false };
}
