/**
 * The owner's panel of a credential the API shows once (Desarrolladores: the API keys, the OAuth app
 * clients): the list read through its route (a table: the credential's own columns, then Estado and
 * when it was made), the secret of a new one shown once (ShownOnce), revoking an active one after a
 * confirmation, the list read again after each; loading, empty and error states, the API's 403 in the
 * owner's words (Refused). What creates one is the page's (a button that rotates the key, a form that
 * names a client): it gets the panel's controls.
 * The webhooks' panel reuses the pieces that are the same: useListAction, OwnerList, ConfirmedButton,
 * and its deliveries the table (ActionTable).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiKeyAttributes } from '../../../../shared/domain/responses/developer.ts';
import { ApiError, type ApiRouteId, type PathParams } from '../lib/api.ts';
import type { FetchState } from '../lib/fetch-state.ts';
import { formatDateTime } from '../lib/format.ts';
import { Card, ErrorBox, Loaded } from './components.tsx';
import { useDashboard } from './context.ts';
import type { Resource } from './hooks.ts';
import { type SecretEntry, ShownOnce } from './secret.tsx';

/** The API's 403 in the owner's words: who manages what. */
function Refused(props: { error: Error; what: string }) {
  if (props.error instanceof ApiError && props.error.status === 403) {
    return (
      <div class="error" role="alert" data-testid="refused">
        <strong>Solo el dueño de la sucursal administra {props.what}.</strong>
        {props.error.requestId ? (
          <small>
            Folio para soporte: <code>{props.error.requestId}</code>
          </small>
        ) : null}
      </div>
    );
  }
  return <ErrorBox error={props.error} />;
}

/**
 * An action on a listed resource (create, revoke, test, delete): busy while it runs, its error kept
 * for the panel to show, the list read again once it is done.
 */
export function useListAction(list: { reload(): void }) {
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
      list.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, act };
}

export type ListAction = ReturnType<typeof useListAction>;

/**
 * A list only the owner manages: the last action's error, then the read's refusal (in the owner's
 * words) or the list once loaded. `what` names the resources: "las llaves de API".
 */
export function OwnerList<T>(props: {
  resource: FetchState<T>;
  error: Error | null;
  what: string;
  children: (data: T) => ComponentChildren;
}) {
  return (
    <>
      {props.error ? <Refused error={props.error} what={props.what} /> : null}
      {props.resource.error ? (
        <Refused error={props.resource.error} what={props.what} />
      ) : (
        <Loaded resource={props.resource}>{props.children}</Loaded>
      )}
    </>
  );
}

/** A button that asks first (the browser's confirm) when there is a `question`; busy while an action runs. */
export function ConfirmedButton(props: {
  label: string;
  question: string | null;
  class: 'danger' | 'primary';
  busy: boolean;
  onConfirmed: () => void;
}) {
  return (
    <button
      type="button"
      class={props.class}
      disabled={props.busy}
      onClick={() => {
        if (props.question === null || confirm(props.question)) props.onConfirmed();
      }}
    >
      {props.label}
    </button>
  );
}

/** What the panel lists: an id, and the status and creation time every credential has. */
interface Credential {
  id: string;
  attributes: Pick<ApiKeyAttributes, 'status' | 'created_at'>;
}

const STATUS: Record<Credential['attributes']['status'], string> = {
  active: 'activa',
  revoked: 'revocada',
};

/** A column of an ActionTable: its header (and each cell's `data-label`) and its cell. */
export interface Column<T> {
  label: string;
  cell: (item: T) => ComponentChildren;
}

/** Revoking: the route (its path parameters from the item) and the question asked first. */
interface Revocation<T, R extends ApiRouteId> {
  route: R;
  params: (item: T) => PathParams<R>;
  question: (item: T) => string;
}

/** What the page's creation control gets: the listed items, whether busy, and the actions. */
export interface CreationControls<T> {
  items: T[];
  busy: boolean;
  /** Runs the creation; the secrets it answers are shown once, the list read again. */
  create(run: () => Promise<SecretEntry[]>): void;
  /** A form refused before any request (or null to clear it), shown as the panel's error. */
  refuse(error: Error | null): void;
}

interface CredentialPanelProps<T extends Credential, R extends ApiRouteId> {
  title: string;
  class: string;
  intro: ComponentChildren;
  /** Who manages what, in the refusal: "las llaves de API". */
  what: string;
  /** The list's read (`useRead` of its route). */
  list: Resource<{ data: T[] }>;
  testId: string;
  /** The credential's own columns, before Estado and the creation time. */
  columns: Column<T>[];
  /** The header of the creation time, agreeing with the credential: "Creada", "Creado". */
  created: string;
  /** Said under an empty table; nothing when absent. */
  empty?: string;
  /** The heading of the secrets shown once. */
  shownTitle: string;
  revoke: Revocation<T, R>;
  creation: (controls: CreationControls<T>) => ComponentChildren;
}

export function CredentialPanel<T extends Credential, R extends ApiRouteId>(
  props: CredentialPanelProps<T, R>,
) {
  const { api, branch } = useDashboard();
  const action = useListAction(props.list);
  const [shown, setShown] = useState<SecretEntry[] | null>(null);
  const revoke = (item: T) =>
    void action.act(async () => {
      await api.request(props.revoke.route, {
        branchId: branch.branch_identifier,
        params: props.revoke.params(item),
      });
    });
  return (
    <Card title={props.title} class={props.class}>
      {props.intro}
      {shown ? <ShownOnce title={props.shownTitle} entries={shown} onClose={() => setShown(null)} /> : null}
      <OwnerList resource={props.list} error={action.error} what={props.what}>
        {(answer) => (
          <>
            <CredentialTable {...props} items={answer.data} busy={action.busy} onRevoke={revoke} />
            {answer.data.length === 0 && props.empty ? <p>{props.empty}</p> : null}
            {props.creation({
              items: answer.data,
              busy: action.busy,
              create: (run) => void action.act(async () => setShown(await run())),
              refuse: action.setError,
            })}
          </>
        )}
      </OwnerList>
    </Card>
  );
}

function CredentialTable<T extends Credential, R extends ApiRouteId>(
  props: CredentialPanelProps<T, R> & { items: T[]; busy: boolean; onRevoke: (item: T) => void },
) {
  const { branch } = useDashboard();
  const columns: Column<T>[] = [
    ...props.columns,
    { label: 'Estado', cell: (item) => STATUS[item.attributes.status] },
    { label: props.created, cell: (item) => formatDateTime(item.attributes.created_at, branch.timezone) },
  ];
  return (
    <ActionTable
      testId={props.testId}
      items={props.items}
      columns={columns}
      actions={(item) =>
        item.attributes.status === 'active' ? (
          <ConfirmedButton
            label="Revocar"
            question={props.revoke.question(item)}
            class="danger"
            busy={props.busy}
            onConfirmed={() => props.onRevoke(item)}
          />
        ) : null
      }
    />
  );
}

/**
 * A list's table with an action a row (Revocar, Reenviar): it scrolls inside its card, each row is a
 * card on a phone (a cell's `data-label` is its column's header), and the actions' column is named
 * for screen readers only.
 */
export function ActionTable<T extends { id: string }>(props: {
  items: T[];
  columns: Column<T>[];
  actions: (item: T) => ComponentChildren;
  testId?: string;
}) {
  return (
    <div class="scroll">
      <table class="table cards" data-testid={props.testId}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.label}>{column.label}</th>
            ))}
            <th>
              <span class="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.id}>
              {props.columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(item)}
                </td>
              ))}
              <td data-label="Acciones">{props.actions(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
