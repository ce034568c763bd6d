/**
 * Announcing what is computed on read, from the write that changes it (issue 18, points 4 and 5).
 *
 * Cost alerts (food_cost_high, bar_cost_high, labor_cost_high), low_stock and the live sales_down
 * are computed when read and never stored, so that a late purchase or a correction keeps every read
 * exact. A write that can make one cross (a purchase, a payroll entry, an inventory count, a
 * closing's aggregation, a live update) computes them right after its commit with the reads' own
 * pure functions and announces each alert once: a marker per (branch, period, type, discriminator)
 * with the announced severity (keys.alertAnnouncement), claimed with a conditional put before the
 * event is published, so concurrent writers announce once, and claimed again only by a higher
 * severity. `cash.variance` is announced once per closing the same way (keys.cashVarianceAnnouncement).
 *
 * A claim whose publish fails is released, so a later write (or the aggregation's retry) announces
 * it; nothing is announced twice.
 */

import type { ServiceEvent } from '../../adapters/events.ts';
import type { Alert } from '../../domain/analytics/alerts.ts';
import type { DateRange } from '../../domain/analytics/period.ts';
import { costAlertAnnouncement } from '../../domain/costs/alerts.ts';
import { planAllows } from '../../domain/plans.ts';
import type { CashVarianceData } from '../../domain/webhooks/cash-variance.ts';
import { type Claim, claimAnnouncement, releaseAnnouncement } from '../../storage/announcement-store.ts';
import type { BranchProfile } from '../../storage/branch-store.ts';
import { keys } from '../../storage/keys.ts';
import { readCostAlerts } from '../backoffice/cost-alerts.ts';
import type { AllPorts } from '../deps.ts';
import { alertTriggered } from './alert-event.ts';

export type AnnounceDeps = Pick<AllPorts, 'db' | 'tableName' | 'clock' | 'logger' | 'newId' | 'events'>;

/** An alert computed on read, with what its announcement marker is keyed by. */
export interface AlertToAnnounce {
  alert: Alert;
  /** The business date the alert belongs to (the webhook body's `date`). */
  date: string;
  /** The marker's period: the day, or `YYYY-MM` for a month-to-date alert. */
  period: string;
  /** Tells apart alerts of one type and period ('' when there is one: an ingredient for low_stock). */
  discriminator: string;
}

/** Claims every marker, publishes the claimed ones in one call; releases them if the publish fails. */
async function claimAndPublish(
  deps: AnnounceDeps,
  candidates: ReadonlyArray<{ claim: Claim; severity: Alert['severity']; event: ServiceEvent }>,
  at: string,
): Promise<ServiceEvent[]> {
  const claimed = (
    await Promise.all(
      candidates.map(async (candidate) =>
        (await claimAnnouncement(deps, candidate.claim, candidate.severity, at)) ? candidate : null,
      ),
    )
  ).filter((candidate) => candidate !== null);
  if (claimed.length === 0) return [];
  try {
    await deps.events.publish(claimed.map((candidate) => candidate.event));
  } catch (error) {
    await Promise.all(claimed.map((candidate) => releaseAnnouncement(deps, candidate.claim)));
    throw error;
  }
  return claimed.map((candidate) => candidate.event);
}

/** Publishes `alert.triggered` for each alert not announced yet at its severity or higher. */
export async function announceAlerts(
  deps: AnnounceDeps,
  branch: { branch_identifier: string; timezone: string },
  alerts: readonly AlertToAnnounce[],
): Promise<ServiceEvent[]> {
  const at = deps.clock.now().toISOString();
  return claimAndPublish(
    deps,
    alerts.map(({ alert, date, period, discriminator }) => ({
      claim: {
        key: keys.alertAnnouncement(branch.branch_identifier, period, alert.type, discriminator),
        claim_id: deps.newId(),
      },
      severity: alert.severity,
      event: alertTriggered(branch, alert, date, at),
    })),
    at,
  );
}

/** Publishes `cash.variance` for each closing not announced yet (once per folio, whatever changes later). */
export async function announceCashVariances(
  deps: AnnounceDeps,
  branch: { branch_identifier: string; timezone: string },
  variances: readonly CashVarianceData[],
): Promise<ServiceEvent[]> {
  const at = deps.clock.now().toISOString();
  return claimAndPublish(
    deps,
    variances.map((data) => ({
      claim: {
        key: keys.cashVarianceAnnouncement(branch.branch_identifier, data.folio),
        claim_id: deps.newId(),
      },
      // One rank for every closing: the marker is claimed once, never raised.
      severity: 'red' as const,
      event: {
        event: 'cash.variance' as const,
        branch_identifier: branch.branch_identifier,
        timestamp: at,
        data: { ...data },
      },
    })),
    at,
  );
}

/**
 * Announces the cost alerts (food_cost_high, bar_cost_high, labor_cost_high) that the dates of
 * `window` show now, computed exactly as GET /intelligence/alerts computes them (readCostAlerts),
 * plus the low_stock alerts `lowStock` names (the ingredients a count just put under their minimum:
 * an ingredient that stays low is not a new crossing). Only for a plan whose modules show them
 * (costs; inventory for low_stock): an owner is never told what the plan does not let them read.
 */
export async function announceCostAlerts(
  deps: AnnounceDeps,
  branch: BranchProfile,
  window: DateRange,
  today: string,
  lowStock: ReadonlySet<string> = new Set(),
): Promise<ServiceEvent[]> {
  const costs = planAllows(branch.plan, 'costs');
  const inventory = planAllows(branch.plan, 'inventory') && lowStock.size > 0;
  if (!costs && !inventory) return [];
  const alerts = (await readCostAlerts(deps, branch.branch_identifier, window, today)).filter((alert) =>
    alert.type === 'low_stock' ? inventory && lowStock.has(lowStockKeyOf(alert)) : costs,
  );
  return announceAlerts(
    deps,
    branch,
    alerts.map((alert) => ({ alert, ...costAlertAnnouncement(alert) })),
  );
}

/** `<ingredient>|<unit>` of a low_stock alert (the discriminator costAlerts gives it). */
const lowStockKeyOf = (alert: Alert) => costAlertAnnouncement(alert).discriminator;
