/**
 * Captura's recent captures of one kind (GET /api/v1/backoffice/<resource>): the newest captured
 * first, each with "Editar" (fills the form above) and "Eliminar" (asks, then DELETE). Dated
 * resources are read over the last RECENT_DAYS days up to the branch's today; suppliers and recipes
 * list everything (docs/dashboard.md).
 */
import { useEffect, useState } from 'preact/hooks';
import { type ApiClient, ApiError, isAbort } from '../lib/api.ts';
import { type CapturedRecord, type Form, recentFirst } from '../lib/capture-forms.ts';
import { addDays, formatDateTime } from '../lib/format.ts';
import { Card, ErrorBox, Loading, useBranchToday } from './components.tsx';
import { useDashboard } from './context.ts';

/** How far back a dated kind is listed, by its date (a purchase of last month captured today shows). */
export const RECENT_DAYS = 62;
/** How many captures the list shows. */
export const RECENT_SHOWN = 20;
const PAGE_SIZE = 500;
/** Pages read at most (2,500 records over two months is far beyond a restaurant's captures). */
const MAX_PAGES = 5;

async function readRecent(
  api: ApiClient,
  request: { form: Form; branchId: string; today: string; signal: AbortSignal },
): Promise<CapturedRecord[]> {
  const { form, branchId, today, signal } = request;
  const dates = form.dated ? { date_from: addDays(today, -(RECENT_DAYS - 1)), date_to: today } : {};
  const records: CapturedRecord[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    // A list page: the records in `data.attributes`, the cursor in `data.meta` (docs/backoffice.md).
    const answer = await api.request(`backoffice-${form.resource}-list`, {
      branchId,
      query: { ...dates, limit: PAGE_SIZE, cursor },
      signal,
    });
    for (const record of answer.data.attributes.records) {
      records.push({ ...record.attributes, id: record.id });
    }
    cursor = answer.data.meta.next_cursor ?? undefined;
    if (!cursor) break;
  }
  return recentFirst(records, RECENT_SHOWN);
}

/** The list, read again whenever `version` changes (after a capture, an edit or a delete). */
function useRecent(form: Form, version: number) {
  const { api, branch } = useDashboard();
  const today = useBranchToday();
  const [records, setRecords] = useState<CapturedRecord[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    readRecent(api, { form, branchId: branch.branch_identifier, today, signal: controller.signal })
      .then((read) => {
        setRecords(read);
        setError(null);
        setLoading(false);
      })
      .catch((caught: Error) => {
        if (isAbort(caught)) return;
        setError(caught);
        setLoading(false);
      });
    return () => controller.abort();
  }, [form.resource, version, branch.branch_identifier, today]);
  return { records, error, loading };
}

export function RecentCaptures(props: {
  form: Form;
  version: number;
  editingId: string | null;
  onEdit: (record: CapturedRecord) => void;
  onDeleted: (id: string, message: string) => void;
}) {
  const { form } = props;
  const { api, branch } = useDashboard();
  const { records, error, loading } = useRecent(form, props.version);
  const [deleteError, setDeleteError] = useState<Error | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(record: CapturedRecord) {
    if (
      !confirm(
        `¿Eliminar ${form.summary(record)}? Deja de contar en las cifras; la bitácora guarda lo eliminado.`,
      )
    )
      return;
    setDeleteError(null);
    setDeleting(record.id);
    try {
      await api.request(`backoffice-${form.resource}-delete`, {
        branchId: branch.branch_identifier,
        params: { id: record.id },
      });
      props.onDeleted(record.id, deletedMessage(form));
    } catch (caught) {
      // Already gone (deleted from another window): the list reads again without it.
      if (caught instanceof ApiError && caught.status === 404)
        props.onDeleted(record.id, deletedMessage(form));
      else setDeleteError(caught as Error);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Card title="Capturas recientes">
      <div aria-busy={loading ? 'true' : undefined}>
        <p>
          {form.dated ? `Capturadas con fecha de los últimos ${RECENT_DAYS} días` : 'Todas'}, las más
          recientes primero.
        </p>
        {error ? <ErrorBox error={error} /> : null}
        {deleteError ? <ErrorBox error={deleteError} title="No se pudo eliminar." /> : null}
        {records === null ? (
          loading ? (
            <Loading />
          ) : null
        ) : records.length === 0 ? (
          <p class="empty">Todavía no hay capturas de este tipo.</p>
        ) : (
          <ul class={loading ? 'rows recent stale' : 'rows recent'} data-testid={`recent-${form.resource}`}>
            {records.map((record) => (
              <li key={record.id} aria-current={record.id === props.editingId ? 'true' : undefined}>
                <strong>{form.summary(record)}</strong>
                <small>
                  Capturado {formatDateTime(record.created_at, branch.timezone)}
                  {record.id === props.editingId ? ' · en edición, arriba' : ''}
                </small>
                <p class="actions">
                  <button type="button" onClick={() => props.onEdit(record)}>
                    Editar
                  </button>
                  <button type="button" disabled={deleting === record.id} onClick={() => void remove(record)}>
                    {deleting === record.id ? 'Eliminando…' : 'Eliminar'}
                  </button>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** "Gasto eliminado", "Compra eliminada": the form's own confirmation, with its gender. */
const deletedMessage = (form: Form) => `${form.saved.replace('guardad', 'eliminad')}.`;
