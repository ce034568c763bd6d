/** Alertas: the alerts of the closed days of a period (GET /api/v1/intelligence/alerts), newest first. */
import type { AlertsAttributes, AlertsMeta } from '../../../../shared/domain/responses/intelligence.ts';
import type { ReadDocument } from '../lib/documents.ts';
import { formatNumber } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import { AlertList } from '../ui/alert-list.tsx';
import { Card, Loaded, Metric, Metrics, Page } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { useResource } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type Alerts = ReadDocument<AlertsAttributes, AlertsMeta>;

export function Alertas(props: PageProps) {
  const { branch } = useDashboard();
  const { period } = props;
  const alerts = useResource<Alerts>('/api/v1/intelligence/alerts', {
    date_from: period.from,
    date_to: period.to,
  });
  return (
    <Page title="Alertas">
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
