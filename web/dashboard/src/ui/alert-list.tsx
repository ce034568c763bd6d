/** A list of alerts with their severity in words (Hoy's active alerts, the Alertas page). */
import type { ComponentChildren } from 'preact';
import type { SEVERITIES } from '../../../../shared/domain/responses/common.ts';
import { formatDateTime } from '../lib/format.ts';

export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_NAMES: Record<Severity, string> = { red: 'Crítica', yellow: 'Atención', blue: 'Aviso' };

/** The members both the live and the period's alerts have (the period's also a title and an action). */
export interface ListedAlert {
  id?: string;
  severity: Severity;
  type: string;
  message: string;
  title?: string;
  action?: string;
  triggered_at?: string;
  created_at?: string;
}

export function AlertList(props: {
  alerts: readonly ListedAlert[];
  timeZone: string;
  empty: string;
  /** What each alert adds at its foot (Alertas: the page that explains it, the "revisada" mark). */
  footer?: (alert: ListedAlert) => ComponentChildren;
  /** Whether an alert is shown as reviewed (dimmed, said in words). */
  reviewed?: (alert: ListedAlert) => boolean;
}) {
  if (props.alerts.length === 0) return <p class="empty">{props.empty}</p>;
  return (
    <ul class="alerts">
      {props.alerts.map((alert, index) => {
        const at = alert.created_at ?? alert.triggered_at;
        return (
          <li
            key={alert.id ?? `${alert.type}-${at}-${index}`}
            class={`alert severity-${alert.severity}${props.reviewed?.(alert) ? ' reviewed' : ''}`}
          >
            <span class={`severity severity-${alert.severity}`}>{SEVERITY_NAMES[alert.severity]}</span>
            <strong>{alert.title ?? alert.message}</strong>
            {alert.title ? <p>{alert.message}</p> : null}
            {alert.action ? <p class="action">{alert.action}</p> : null}
            {at ? <small>{formatDateTime(at, props.timeZone)}</small> : null}
            {props.footer ? <div class="alert-footer">{props.footer(alert)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
