/**
 * Alertas: the alerts of the closed days of a period (GET /api/v1/intelligence/alerts), newest
 * first, and today's so far (GET /live/alerts/active) when the period reaches today. Each links to
 * the page that explains it; a closed day's alert can be marked "revisada" (POST / DELETE
 * /intelligence/alerts/{alert_id}/review, kept by the API for everyone of the branch).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { alertsByTitle } from '../../../../shared/domain/alert-groups.ts';
import { alertLink } from '../lib/alert-links.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import { AlertList, type ListedAlert } from '../ui/alert-list.tsx';
import { Card, ErrorBox, Loaded, Metric, Metrics, Page, useBranchToday } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { useRead } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

/** The "revisada" marks of the period, and the toggle that stores one through the API. */
function useReviews(query: { date_from: string; date_to: string }) {
  const { api, branch } = useDashboard();
  const reviews = useRead('intelligence-alert-reviews', query);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const marks = new Map((reviews.data?.data ?? []).map((item) => [item.id, item.attributes]));
  async function toggle(alertId: string) {
    setBusy(alertId);
    setError(null);
    try {
      await api.request(marks.has(alertId) ? 'intelligence-alert-unreview' : 'intelligence-alert-review', {
        branchId: branch.branch_identifier,
        params: { alert_id: alertId },
      });
      reviews.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(null);
    }
  }
  return { marks, toggle, busy, error };
}

type Reviews = ReturnType<typeof useReviews>;

export function Alertas(props: PageProps) {
  const { branch } = useDashboard();
  const today = useBranchToday();
  const { period, params } = props;
  const query = { date_from: period.from, date_to: period.to };
  const alerts = useRead('intelligence-alerts', query);
  const live = useRead(period.to >= today ? 'live-alerts-active' : null);
  const reviews = useReviews(query);
  /** The page that explains the alert, on its day; nothing where no page does. */
  const link = (alert: ListedAlert) => {
    const target = alertLink(alert, params);
    return target ? <a href={target.href}>{target.label}</a> : null;
  };
  return (
    <Page title="Alertas">
      {reviews.error ? <ErrorBox error={reviews.error} title="No se pudo guardar la revisión" /> : null}
      {period.to >= today ? (
        <Card title="Hoy, en curso">
          <Loaded resource={live}>
            {({ data: { attributes } }) => (
              <AlertList
                alerts={attributes.alerts}
                timeZone={branch.timezone}
                empty="Sin alertas hoy hasta ahora."
                footer={link}
              />
            )}
          </Loaded>
        </Card>
      ) : null}
      <Loaded resource={alerts}>
        {(answer) => (
          <ClosedDays
            answer={answer}
            reviews={reviews}
            footer={(alert) => <ReviewFooter alert={alert} reviews={reviews} link={link(alert)} />}
          />
        )}
      </Loaded>
    </Page>
  );
}

/** The closed days' alerts: their counts by severity and reviewed, then the list. */
function ClosedDays(props: {
  answer: BodyOf<'intelligence-alerts'>;
  reviews: Reviews;
  footer: (alert: ListedAlert) => ComponentChildren;
}) {
  const { attributes, meta } = props.answer.data;
  const { marks } = props.reviews;
  return (
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
        <Metric
          label="Revisadas"
          value={attributes.alerts.filter((alert) => marks.has(alert.id)).length}
          format={formatNumber}
          reason=""
        />
      </Metrics>
      <Card title="Días cerrados">
        <RepeatedAlerts
          alerts={attributes.alerts}
          footer={props.footer}
          reviewed={(alert) => alert.id !== undefined && marks.has(alert.id)}
          empty={
            meta.snapshot_date === null ? `Sin alertas: ${nullReason(meta)}.` : 'Sin alertas en el periodo.'
          }
        />
      </Card>
    </>
  );
}

/**
 * Each alert once by its title, the newest shown and the times it was raised before it folded
 * under it, each still with its link and its "revisada" mark: a ratio judged on each day of a
 * rolling window raises the same alert day after day (since 2026-12-07; before, seven cards of
 * "Costo de alimentos alto (7 días)" one under the other; the assistant says "(7 veces)").
 */
function RepeatedAlerts(props: {
  alerts: readonly ListedAlert[];
  footer: (alert: ListedAlert) => ComponentChildren;
  reviewed: (alert: ListedAlert) => boolean;
  empty: string;
}) {
  const { branch } = useDashboard();
  const groups = alertsByTitle(props.alerts);
  const earlier = new Map(groups.map((group) => [group[0]!, group.slice(1)]));
  const footer = (alert: ListedAlert) => {
    const rest = earlier.get(alert) ?? [];
    return (
      <>
        {props.footer(alert)}
        {rest.length === 0 ? null : (
          <details class="repeats">
            <summary>
              Se repitió {rest.length} {rest.length === 1 ? 'vez' : 'veces'} antes en el periodo
            </summary>
            <AlertList
              alerts={rest}
              timeZone={branch.timezone}
              footer={props.footer}
              reviewed={props.reviewed}
              empty=""
            />
          </details>
        )}
      </>
    );
  };
  return (
    <AlertList
      alerts={groups.map((group) => group[0]!)}
      timeZone={branch.timezone}
      footer={footer}
      reviewed={props.reviewed}
      empty={props.empty}
    />
  );
}

/** A closed day's alert's foot: its link, the "revisada" toggle, and when and by whom it was reviewed. */
function ReviewFooter(props: { alert: ListedAlert; reviews: Reviews; link: ComponentChildren }) {
  const { branch } = useDashboard();
  const { alert, reviews } = props;
  const mark = alert.id ? reviews.marks.get(alert.id) : undefined;
  return (
    <>
      {props.link}
      {alert.id ? (
        <button
          type="button"
          class="chip"
          aria-pressed={mark !== undefined}
          disabled={reviews.busy === alert.id}
          onClick={() => void reviews.toggle(alert.id!)}
        >
          {mark ? 'Revisada ✓ (deshacer)' : 'Marcar como revisada'}
        </button>
      ) : null}
      {mark ? (
        <small>
          Revisada {formatDateTime(mark.reviewed_at, branch.timezone)}
          {mark.reviewed_by ? ` por ${mark.reviewed_by}` : ''}
        </small>
      ) : null}
    </>
  );
}
