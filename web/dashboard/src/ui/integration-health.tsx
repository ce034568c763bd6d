/**
 * "Salud de la integración" (Desarrolladores): what GET /api/v1/ingest/status says of the last
 * days, in the owner's words: days still waiting for their zout, days built late or not at all
 * (with the reason the pipeline recorded: such a day is not retried, docs/pipeline.md) and failed
 * webhook deliveries. The POS sees the same read; the operator, `admin -- builds failed`.
 */
import type {
  IngestStatusAttributes,
  IngestStatusDay,
} from '../../../../shared/domain/responses/ingest-status.ts';
import { statusRange } from '../lib/empty-branch.ts';
import { formatDate } from '../lib/format.ts';
import { Card, Loaded, useBranchToday } from './components.tsx';
import { useRead } from './hooks.ts';

function dayProblems(day: IngestStatusDay): string[] {
  const problems: string[] = [];
  if (day.build_failure !== null)
    problems.push(`no se pudo construir y no se reintenta: ${day.build_failure.reason}`);
  else if (day.awaiting_build) problems.push('el corte llegó y el día aún no se construye');
  if (day.needs_zout) problems.push('falta el corte Z (zout) del día');
  if (day.failed_deliveries.length > 0)
    problems.push(`${day.failed_deliveries.length} webhook(s) sin entregar`);
  return problems;
}

function HealthSummary(props: { status: IngestStatusAttributes }) {
  const troubled = props.status.days.filter((day) => dayProblems(day).length > 0);
  if (troubled.length === 0) {
    return <p>Todo en orden: cada día con datos tiene su corte y se construyó.</p>;
  }
  return (
    <ul class="integration-health">
      {troubled.map((day) => (
        <li key={day.date}>
          <strong>{formatDate(day.date)}</strong>: {dayProblems(day).join('; ')}.
        </li>
      ))}
    </ul>
  );
}

export function IntegrationHealth() {
  const today = useBranchToday();
  const status = useRead('ingest-status', statusRange(today));
  return (
    <Card title="Salud de la integración">
      <p>Lo que el punto de venta envió en los últimos días y cómo se procesó.</p>
      <Loaded resource={status}>{(document) => <HealthSummary status={document.data.attributes} />}</Loaded>
    </Card>
  );
}
