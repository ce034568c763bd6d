/**
 * Desarrolladores: the branch's API keys (generate, shown once, list by last four, revoke), its
 * OAuth 2.0 app clients (the same), its webhooks with their delivery log, test and redeliver, and
 * the cash-variance threshold of the cash.variance event (the owner's setting).
 * The API decides who may (docs/authentication.md: keys, app clients and webhooks are the owner's);
 * a manager or an accountant sees the API's 403 here, not a hidden button.
 */

import type { TargetedSubmitEvent } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiScope } from '../../../../shared/domain/access.ts';
import type { ApiKeyAttributes } from '../../../../shared/domain/responses/developer.ts';
import type { DeliveryAttributes, WebhookAttributes } from '../../../../shared/domain/responses/webhooks.ts';
import type { WebhookEventName } from '../../../../shared/domain/webhooks/events.ts';
import { deliveryErrorText } from '../lib/delivery-errors.ts';
import { checkForm } from '../lib/form-check.ts';
import { formatDateTime } from '../lib/format.ts';
import { CashVarianceSetting } from '../ui/cash-variance-setting.tsx';
import { Card, ErrorBox, Loaded, Page } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import {
  ActionTable,
  type Column,
  ConfirmedButton,
  type CreationControls,
  CredentialPanel,
  type ListAction,
  OwnerList,
  useListAction,
} from '../ui/credential-panel.tsx';
import { useRead } from '../ui/hooks.ts';
import { IntegrationHealth } from '../ui/integration-health.tsx';
import type { PageProps } from '../ui/page-props.ts';
import './portal.css';

const SCOPE_LABELS: Record<ApiScope, string> = {
  ingest: 'Enviar datos del punto de venta',
  'intelligence.read': 'Leer las cifras (inteligencia)',
  live: 'Piso en vivo',
  backoffice: 'Captura (compras, gastos, nómina…)',
  webhooks: 'Webhooks',
  assistant: 'Asistente',
};

const EVENT_LABELS: Record<WebhookEventName, string> = {
  'snapshot.completed': 'Día cerrado y calculado',
  'alert.triggered': 'Alerta',
  'insight.generated': 'Resumen del día',
  'cash.variance': 'Diferencia de caja',
  'inventory.low_stock': 'Inventario bajo',
  'purchase.suggestion_ready': 'Sugerencia de compra',
};

/** The ticked boxes of `name` that are one of `labels`' keys (the form offers no other). */
const checked = <K extends string>(form: FormData, name: string, labels: Record<K, string>): K[] =>
  form
    .getAll(name)
    .map(String)
    .filter((value): value is K => Object.hasOwn(labels, value));

/** A box for each of `labels`' keys, named `name`: its Spanish label, the key under it. */
function Checks<K extends string>(props: { name: string; legend: string; labels: Record<K, string> }) {
  return (
    <fieldset class="checks">
      <legend>{props.legend}</legend>
      {(Object.keys(props.labels) as K[]).map((value) => (
        <label class="check" key={value}>
          <input type="checkbox" name={props.name} value={value} />
          <span>{props.labels[value]}</span>
          <small>{value}</small>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A form's submit handler: a refused field is said in Spanish first (checkForm: `refuse` shows it,
 * or clears the last one), and only a valid form's data goes on to `send`.
 */
function checkedSubmit(
  refuse: (error: Error | null) => void,
  send: (form: FormData, element: HTMLFormElement) => void,
) {
  return (event: TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const invalid = checkForm(element);
    refuse(invalid);
    if (invalid) return;
    send(new FormData(element), element);
  };
}

const DELIVERY_STATUS: Record<DeliveryAttributes['status'], string> = {
  pending: 'pendiente',
  delivered: 'entregada',
  failed: 'fallida',
};

const ENVIRONMENT: Record<ApiKeyAttributes['environment'], string> = {
  sandbox: 'pruebas',
  production: 'producción',
};

export function Desarrolladores(_props: PageProps) {
  return (
    <Page title="Desarrolladores" subtitle="Llaves de API, clientes OAuth y webhooks de esta sucursal.">
      <p>
        La referencia de la API (cada ruta, sus campos y sus errores) está en{' '}
        <a href="/docs" target="_blank" rel="noopener">
          la documentación de la API
        </a>
        .
      </p>
      <IntegrationHealth />
      <ApiKeys />
      <AppClients />
      <Webhooks />
      <CashVarianceSetting />
    </Page>
  );
}

/** The branch's one active key: generating a new one revokes it (asked first), its secret shown once. */
function ApiKeys() {
  const keys = useRead('api-keys-list');
  return (
    <CredentialPanel
      title="Llaves de API"
      class="api-keys"
      intro={
        <p>
          Una llave activa por sucursal. Generar una nueva <strong>revoca la anterior</strong> (deja de
          funcionar en menos de un minuto): cámbiala en tu punto de venta.
        </p>
      }
      what="las llaves de API"
      list={keys}
      testId="api-keys"
      columns={[
        { label: 'Llave', cell: (key) => <code>…{key.attributes.last_four}</code> },
        { label: 'Entorno', cell: (key) => ENVIRONMENT[key.attributes.environment] },
      ]}
      created="Creada"
      empty="Esta sucursal no tiene llaves en la lista todavía."
      shownTitle="Llave nueva."
      revoke={{
        route: 'api-keys-revoke',
        params: (key) => ({ key_id: key.id }),
        question: () => '¿Revocar esta llave? El punto de venta que la use dejará de enviar datos.',
      }}
      creation={(controls) => <GenerateKey controls={controls} />}
    />
  );
}

/** Generate a key: while one is active this rotates it, so the owner is asked first. */
function GenerateKey(props: { controls: CreationControls<{ attributes: ApiKeyAttributes }> }) {
  const { api, branch } = useDashboard();
  const { controls } = props;
  const active = controls.items.some((key) => key.attributes.status === 'active');
  return (
    <p class="actions">
      <ConfirmedButton
        label={active ? 'Generar llave nueva (rotar)' : 'Generar llave'}
        question={
          active
            ? '¿Generar una llave nueva? La llave activa se revoca y el punto de venta que la use dejará de enviar datos hasta que pongas la nueva.'
            : null
        }
        class="primary"
        busy={controls.busy}
        onConfirmed={() =>
          controls.create(async () => {
            const answer = await api.request('api-keys-create', { branchId: branch.branch_identifier });
            return [{ label: 'Llave', value: answer.data.attributes.api_key, testId: 'new-api-key' }];
          })
        }
      />
    </p>
  );
}

/** OAuth 2.0 clients, each with the scopes the owner ticks; the secret and token endpoint shown once. */
function AppClients() {
  const clients = useRead('app-clients-list');
  return (
    <CredentialPanel
      title="Clientes OAuth 2.0"
      class="app-clients"
      intro={
        <p>
          Para integraciones que piden un token (client credentials) en lugar de usar la llave de API. Cada
          cliente tiene los permisos (scopes) que elijas.
        </p>
      }
      what="los clientes OAuth"
      list={clients}
      testId="app-clients"
      columns={[
        {
          label: 'Nombre',
          cell: (client) => (
            <>
              {client.attributes.name}
              <br />
              <small>
                <code>{client.id}</code>
              </small>
            </>
          ),
        },
        { label: 'Permisos', cell: (client) => client.attributes.scopes.join(', ') },
      ]}
      created="Creado"
      shownTitle="Cliente creado."
      revoke={{
        route: 'app-clients-revoke',
        params: (client) => ({ client_id: client.id }),
        question: (client) => `¿Revocar el cliente ${client.attributes.name}?`,
      }}
      creation={(controls) => <NewClientForm controls={controls} />}
    />
  );
}

/** Name a client and tick its scopes; the form's own Spanish for a missing name. */
function NewClientForm(props: { controls: CreationControls<unknown> }) {
  const { api, branch } = useDashboard();
  const { controls } = props;
  return (
    <form
      class="form"
      noValidate
      onSubmit={checkedSubmit(controls.refuse, (form) => {
        const scopes = checked(form, 'scope', SCOPE_LABELS);
        const name = String(form.get('name') ?? '').trim();
        controls.create(async () => {
          const created = await api.request('app-clients-create', {
            branchId: branch.branch_identifier,
            body: { data: { type: 'app_client', attributes: { name, scopes } } },
          });
          return [
            { label: 'client_id', value: created.data.id, testId: 'new-client-id' },
            {
              label: 'client_secret',
              value: created.data.attributes.client_secret,
              testId: 'new-client-secret',
            },
            { label: 'Token', value: created.data.attributes.token_endpoint, testId: 'token-endpoint' },
          ];
        });
      })}
    >
      <label>
        Nombre del cliente
        <input name="name" required maxLength={200} placeholder="POS Acme" />
      </label>
      <Checks name="scope" legend="Permisos" labels={SCOPE_LABELS} />
      <button type="submit" class="primary" disabled={controls.busy}>
        Crear cliente
      </button>
    </form>
  );
}

/** The branch's webhooks: each with a test, its deliveries and a delete that asks first; a new one. */
function Webhooks() {
  const hooks = useRead('webhooks-list');
  const action = useListAction(hooks);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card title="Webhooks" class="webhooks">
      <p>Avisos firmados a tu sistema cuando pasa algo en la sucursal; cada entrega queda en su bitácora.</p>
      <OwnerList resource={hooks} error={action.error} what="los webhooks">
        {(answer) => (
          <>
            <ul class="webhook-list" data-testid="webhooks">
              {answer.data.map((hook) => (
                <Webhook key={hook.id} hook={hook} action={action} open={open === hook.id} onOpen={setOpen} />
              ))}
            </ul>
            <NewWebhookForm action={action} />
          </>
        )}
      </OwnerList>
    </Card>
  );
}

/** One webhook: its URL, events and secret's last four; test it (its deliveries open), see them, delete it. */
function Webhook(props: {
  hook: { id: string; attributes: WebhookAttributes };
  action: ListAction;
  open: boolean;
  onOpen: (id: string | null) => void;
}) {
  const { api, branch } = useDashboard();
  const { hook, action } = props;
  const target = { branchId: branch.branch_identifier, params: { id: hook.id } };
  return (
    <li>
      <p>
        <code>{hook.attributes.url}</code>
        <br />
        <small>
          {hook.attributes.events.join(', ')} · secreto …{hook.attributes.secret_last4}
        </small>
      </p>
      <p class="actions">
        <button
          type="button"
          disabled={action.busy}
          onClick={() =>
            void action.act(async () => {
              await api.request('webhooks-test', target);
              props.onOpen(hook.id);
            })
          }
        >
          Probar
        </button>
        <button type="button" onClick={() => props.onOpen(props.open ? null : hook.id)}>
          {props.open ? 'Ocultar entregas' : 'Entregas'}
        </button>
        <ConfirmedButton
          label="Eliminar"
          question="¿Eliminar este webhook? Sus reintentos pendientes se detienen."
          class="danger"
          busy={action.busy}
          onConfirmed={() =>
            void action.act(async () => {
              await api.request('webhooks-delete', target);
            })
          }
        />
      </p>
      {props.open ? <Deliveries webhookId={hook.id} /> : null}
    </li>
  );
}

/** Register a webhook: its URL, events and signing secret, said in Spanish when refused; cleared once sent. */
function NewWebhookForm(props: { action: ListAction }) {
  const { api, branch } = useDashboard();
  const { action } = props;
  return (
    <form
      class="form"
      noValidate
      onSubmit={checkedSubmit(action.setError, (form, element) => {
        void action.act(async () => {
          await api.request('webhooks-create', {
            branchId: branch.branch_identifier,
            body: {
              data: {
                type: 'webhook',
                attributes: {
                  url: String(form.get('url') ?? '').trim(),
                  events: checked(form, 'event', EVENT_LABELS),
                  secret: String(form.get('secret') ?? ''),
                },
              },
            },
          });
          element.reset();
        });
      })}
    >
      <label>
        URL que recibe los avisos
        <input name="url" type="url" required placeholder="https://mi-sistema.mx/avisos" />
      </label>
      <Checks name="event" legend="Eventos" labels={EVENT_LABELS} />
      <label>
        Secreto para firmar (16 caracteres o más)
        <input name="secret" type="password" required minLength={16} autocomplete="new-password" />
      </label>
      <button type="submit" class="primary" disabled={action.busy}>
        Registrar webhook
      </button>
    </form>
  );
}

/** A webhook's deliveries, read every 5 s while open: each with its attempts and last error; resend one. */
function Deliveries(props: { webhookId: string }) {
  const { api, branch } = useDashboard();
  const deliveries = useRead('webhooks-deliveries', {}, 5_000, { id: props.webhookId });
  const [error, setError] = useState<Error | null>(null);
  const columns: Column<{ attributes: DeliveryAttributes }>[] = [
    { label: 'Evento', cell: (delivery) => delivery.attributes.event },
    { label: 'Estado', cell: (delivery) => DELIVERY_STATUS[delivery.attributes.status] },
    { label: 'Intentos', cell: (delivery) => attemptsText(delivery.attributes.attempts) },
    { label: 'Creada', cell: (delivery) => formatDateTime(delivery.attributes.created_at, branch.timezone) },
  ];
  return (
    <div class="deliveries" data-testid="deliveries">
      {error ? <ErrorBox error={error} /> : null}
      <Loaded resource={deliveries}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p>Sin entregas todavía.</p>
          ) : (
            <ActionTable
              items={answer.data}
              columns={columns}
              actions={(delivery) =>
                delivery.attributes.status !== 'pending' ? (
                  <button
                    type="button"
                    onClick={() =>
                      api
                        .request('webhooks-redeliver', {
                          branchId: branch.branch_identifier,
                          params: { id: props.webhookId, delivery_id: delivery.id },
                        })
                        .then(() => deliveries.reload(), setError)
                    }
                  >
                    Reenviar
                  </button>
                ) : null
              }
            />
          )
        }
      </Loaded>
    </div>
  );
}

/** How many attempts, and what the last one met, in Spanish: "2 (último: …)". */
function attemptsText(attempts: DeliveryAttributes['attempts']): string {
  const last = attempts.at(-1);
  return `${attempts.length}${last ? ` (último: ${deliveryErrorText(last.error, last.status_code)})` : ''}`;
}
