/**
 * Bitácora: the branch's activity log (GET /api/v1/activity): who did what, from the POS, the
 * dashboard or the API, filtered by dates, actor, event and source, a page at a time (cursor).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ActivityEntryAttributes } from '../../../../shared/domain/responses/audit.ts';
import { activitySentence, detailWords, matchesSearch } from '../lib/activity-text.ts';
import { isAbort } from '../lib/api.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Period, periodParams } from '../lib/period.ts';
import { Card, ErrorBox, Loading, Page } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { setRouteParams } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type ActivityEntry = ActivityEntryAttributes & { id: string };

const SOURCES: Record<string, string> = {
  pos: 'Punto de venta',
  dashboard: 'Tablero',
  admin_cli: 'Operador',
};

const describe = detailWords;

interface Filters {
  actor: string;
  event: string;
  source: string;
}

/**
 * The log of the period with those filters, a page at a time: `load(null)` reads the first page
 * (again when the period or a filter changes), `load(cursor)` adds the next.
 */
function useActivityLog(period: Period, filters: Filters) {
  const { api, branch } = useDashboard();
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  /** The list on screen answers other filters or another period: dimmed until the new one comes. */
  const [replacing, setReplacing] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  async function load(after: string | null) {
    // A newer read (other filters, another page) replaces the one on its way.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setReplacing(after === null);
    setError(null);
    try {
      const answer = await api.request('activity-list', {
        branchId: branch.branch_identifier,
        query: {
          date_from: period.from,
          date_to: period.to,
          actor: filters.actor,
          event: filters.event,
          source: filters.source,
          cursor: after ?? undefined,
        },
        signal: controller.signal,
      });
      const page = answer.data.map((record) => ({ id: record.id, ...record.attributes }));
      setEntries((previous) => (after ? [...previous, ...page] : page));
      setCursor(answer.meta.next_cursor);
      setLoading(false);
      setReplacing(false);
    } catch (caught) {
      if (isAbort(caught)) return;
      setError(caught as Error);
      setLoading(false);
    }
  }

  useEffect(() => {
    void load(null);
    return () => inFlight.current?.abort();
  }, [period.from, period.to, filters.actor, filters.event, filters.source]);

  return { entries, cursor, loading, replacing, error, load };
}

/** The filters the API applies; sent in the address, with the period kept. */
function FilterForm(props: { filters: Filters; params: URLSearchParams }) {
  const { filters } = props;
  return (
    <form
      class="filters"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const params: Record<string, string> = Object.fromEntries(periodParams(props.params));
        for (const name of ['actor', 'evento', 'origen']) {
          const value = String(form.get(name) ?? '').trim();
          if (value) params[name] = value;
        }
        setRouteParams(params);
      }}
    >
      <label>
        Quién <input name="actor" value={filters.actor} placeholder="nombre o correo" />
      </label>
      <label>
        Evento <input name="evento" value={filters.event} placeholder="ticket.voided" />
      </label>
      <label>
        Origen
        <select name="origen" value={filters.source}>
          <option value="">Todos</option>
          {Object.entries(SOURCES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" class="chip">
        Filtrar
      </button>
    </form>
  );
}

/** The entries on screen that match the search, each as a sentence with when, who and from where. */
function ActivityRows(props: {
  entries: ActivityEntry[];
  search: string;
  loading: boolean;
  replacing: boolean;
}) {
  const { entries } = props;
  const { branch } = useDashboard();
  return (
    <ul
      class={props.replacing && entries.length > 0 ? 'rows stale' : 'rows'}
      aria-busy={props.loading ? 'true' : undefined}
    >
      {entries
        .map((entry) => ({
          entry,
          sentence: activitySentence(entry.event, entry.actor_name ?? entry.actor, entry.detail ?? {}),
        }))
        .filter(({ entry, sentence }) =>
          matchesSearch(
            [sentence, entry.event, entry.actor_name, entry.actor, describe(entry.detail ?? {})].join(' '),
            props.search,
          ),
        )
        .map(({ entry, sentence }) => (
          <li key={entry.id}>
            <strong>{sentence ?? entry.event}</strong>
            <span>
              {formatDateTime(entry.occurred_at, branch.timezone)} ·{' '}
              {entry.actor_name ?? entry.actor ?? 'sin nombre'} ·{' '}
              {entry.source ? (SOURCES[entry.source] ?? entry.source) : 'sin origen'}
            </span>
            {describe(entry.detail ?? {}) ? <small>{describe(entry.detail ?? {})}</small> : null}
          </li>
        ))}
    </ul>
  );
}

export function Bitacora(props: PageProps) {
  const filters = {
    actor: props.params.get('actor') ?? '',
    event: props.params.get('evento') ?? '',
    source: props.params.get('origen') ?? '',
  };
  const { entries, cursor, loading, replacing, error, load } = useActivityLog(props.period, filters);
  /** A search over the entries on screen, without accents ("oscar" finds "Óscar"). */
  const [search, setSearch] = useState('');

  return (
    <Page title="Bitácora">
      <FilterForm filters={filters} params={props.params} />
      {error ? <ErrorBox error={error} /> : null}
      <div class="filters">
        <label>
          Buscar en lo cargado{' '}
          <input
            type="search"
            value={search}
            placeholder="p. ej. oscar cancelo"
            onInput={(event) => setSearch(event.currentTarget.value)}
          />
        </label>
      </div>
      <Card>
        {entries.length === 0 && !loading ? (
          cursor ? (
            // A read examines at most 2,000 entries: an empty page with a cursor is not the end.
            <p class="empty">
              Nada todavía con esos filtros en los registros revisados; hay más por revisar.
            </p>
          ) : (
            <p class="empty">Sin actividad en el periodo con esos filtros.</p>
          )
        ) : null}
        <ActivityRows entries={entries} search={search} loading={loading} replacing={replacing} />
        {loading ? <Loading /> : null}
        {cursor && !loading ? (
          <button type="button" class="chip" onClick={() => void load(cursor)}>
            {entries.length === 0 ? 'Seguir buscando' : 'Ver más'}
          </button>
        ) : null}
      </Card>
    </Page>
  );
}
