/** Alertas: the alerts of the closed days of a period (GET /api/v1/intelligence/alerts), newest first. */
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import { Card, Loaded, Metric, Metrics, Page, PeriodPicker, usePeriod } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { useResource } from '../ui/hooks.ts';
import type { PageProps } from './registry.ts';

export interface LiveAlert {
  severity: 'red' | 'yellow' | 'blue';
  type: string;
  message: string;
  title?: string;
  action?: string;
  triggered_at?: string;
  created_at?: string;
}

const SEVERITY: Record<LiveAlert['severity'], string> = { red: 'Crítica', yellow: 'Atención', blue: 'Aviso' };

export function AlertList(props: { alerts: LiveAlert[]; timeZone: string; empty: string }) {
  if (props.alerts.length === 0) return <p class="empty">{props.empty}</p>;
  return (
    <ul class="alerts">
      {props.alerts.map((alert, index) => {
        const at = alert.created_at ?? alert.triggered_at;
        return (
          <li key={`${alert.type}-${at}-${index}`} class={`alert severity-${alert.severity}`}>
            <span class="severity">{SEVERITY[alert.severity]}</span>
            <strong>{alert.title ?? alert.message}</strong>
            {alert.title ? <p>{alert.message}</p> : null}
            {alert.action ? <p class="action">{alert.action}</p> : null}
            {at ? <small>{formatDateTime(at, props.timeZone)}</small> : null}
          </li>
        );
      })}
    </ul>
  );
}

interface Alerts {
  data: {
    attributes: {
      total_count: number;
      critical_count: number;
      warning_count: number;
      info_count: number;
      alerts: LiveAlert[];
    };
    meta: { snapshot_date: string | null };
  };
}

export function Alertas(props: PageProps) {
  const { branch } = useDashboard();
  const period = usePeriod(props.params);
  const alerts = useResource<Alerts>('/api/v1/intelligence/alerts', {
    date_from: period.from,
    date_to: period.to,
  });
  return (
    <Page title="Alertas">
      <PeriodPicker period={period} />
      <Loaded resource={alerts}>
        {({ data: { attributes, meta } }) => (
          <>
            <Metrics>
              <Metric
                label="Críticas"
                value={attributes.critical_count}
                format={formatNumber}
                reason=""
                tone="red"
              />
              <Metric
                label="Atención"
                value={attributes.warning_count}
                format={formatNumber}
                reason=""
                tone="yellow"
              />
              <Metric label="Avisos" value={attributes.info_count} format={formatNumber} reason="" />
            </Metrics>
            <Card>
              <AlertList
                alerts={attributes.alerts}
                timeZone={branch.timezone}
                empty={
                  meta.snapshot_date === null
                    ? `Sin alertas: ${nullReason(meta)}.`
                    : 'Sin alertas en el periodo.'
                }
              />
            </Card>
          </>
        )}
      </Loaded>
    </Page>
  );
}
