/**
 * The one builder of the `alert.triggered` event: every producer (the aggregator, the live anomaly
 * rules, the announcements of alerts computed on read) sends the documented body through it.
 */

import type { ServiceEvent } from '../../adapters/events.ts';
import type { AlertSeverity } from '../../domain/severity.ts';
import { inBranchTime } from '../intelligence/envelope.ts';

/** What the body shows of an alert: as /intelligence/alerts shows it. */
export interface AnnouncedAlert {
  id: string;
  severity: AlertSeverity;
  type: string;
  title: string;
  message: string;
  action: string;
  created_at: string;
}

/** The documented `alert.triggered` body: the alert as the reads show it, plus its business date. */
export function alertTriggered(
  branch: { branch_identifier: string; timezone: string },
  alert: AnnouncedAlert,
  date: string,
  at: string,
): ServiceEvent {
  return {
    event: 'alert.triggered',
    branch_identifier: branch.branch_identifier,
    timestamp: at,
    data: {
      alert: {
        id: alert.id,
        severity: alert.severity,
        type: alert.type,
        title: alert.title,
        message: alert.message,
        action: alert.action,
        created_at: inBranchTime(alert.created_at, branch.timezone),
        date,
      },
    },
  };
}
