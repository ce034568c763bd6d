/**
 * Desarrolladores: the branch's API keys (generate, shown once, list by last four, revoke), its
 * OAuth 2.0 app clients (the same), its webhooks with their delivery log, test and redeliver, and
 * the cash-variance threshold of the cash.variance event (the owner's setting).
 * The API decides who may (docs/authentication.md: keys, app clients and webhooks are the owner's);
 * a manager or an accountant sees the API's 403 here, not a hidden button.
 */

import { useState } from 'preact/hooks';
import type { ApiScope } from '../../../../shared/domain/access.ts';
import type { ApiKeyAttributes } from '../../../../shared/domain/responses/developer.ts';
import type { DeliveryAttributes } from '../../../../shared/domain/responses/webhooks.ts';
import type { WebhookEventName } from '../../../../shared/domain/webhooks/events.ts';
import { ApiError } from '../lib/api.ts';
import { deliveryErrorText } from '../lib/delivery-errors.ts';
import { checkForm } from '../lib/form-check.ts';
import { formatDateTime } from '../lib/format.ts';
import { CashVarianceSetting } from '../ui/cash-variance-setting.tsx';
import { Card, ErrorBox, Loaded, Page } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { useRead } from '../ui/hooks.ts';
import { IntegrationHealth } from '../ui/integration-health.tsx';
import type { PageProps } from '../ui/page-props.ts';
import { ShownOnce } from '../ui/secret.tsx';
import './portal.css';

const SCOPE_LABELS: Record<ApiScope, string> = {
  ingest: 'Enviar datos del punto de venta',
  'intelligence.read': 'Leer las cifras (inteligencia)',
  live: 'Piso en vivo',
  backoffice: 'Captura (compras, gastos, nómina…)',
  webhooks: 'Webhooks',
  assistant: 'Asistente',
};
const SCOPES = (Object.keys(SCOPE_LABELS) as ApiScope[]).map((scope) => ({
  scope,
  label: SCOPE_LABELS[scope],
}));

const EVENT_LABELS: Record<WebhookEventName, string> = {
  'snapshot.completed': 'Día cerrado y calculado',
  'alert.triggered': 'Alerta',
  'insight.generated': 'Resumen del día',
  'cash.variance': 'Diferencia de caja',
  'inventory.low_stock': 'Inventario bajo',
  'purchase.suggestion_ready': 'Sugerencia de compra',
};
const EVENTS = (Object.keys(EVENT_LABELS) as WebhookEventName[]).map((event) => ({
  event,
  label: EVENT_LABELS[event],
}));

/** The ticked boxes of `name` that are one of `labels`' keys (the form offers no other). */
const checked = <K extends string>(form: FormData, name: string, labels: Record<K, string>): K[] =>
  form
    .getAll(name)
    .map(String)
    .filter((value): value is K => Object.hasOwn(labels, value));

const STATUS: Record<ApiKeyAttributes['status'] | DeliveryAttributes['status'], string> = {
  active: 'activa',
  revoked: 'revocada',
  pending: 'pendiente',
  delivered: 'entregada',
  failed: 'fallida',
};

const ENVIRONMENT: Record<ApiKeyAttributes['environment'], string> = {
  sandbox: 'pruebas',
  production: 'producción',
};

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

function ApiKeys() {
  const { api, branch } = useDashboard();
  const keys = useRead('api-keys-list');
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
      keys.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }

  const generate = () =>
    act(async () => {
      const answer = await api.request('api-keys-create', { branchId: branch.branch_identifier });
      setShown(answer.data.attributes.api_key);
    });

  return (
    <Card title="Llaves de API" class="api-keys">
      <p>
        Una llave activa por sucursal. Generar una nueva <strong>revoca la anterior</strong> (deja de
        funcionar en menos de un minuto): cámbiala en tu punto de venta.
      </p>
      {shown ? (
        <ShownOnce
          title="Llave nueva."
          entries={[{ label: 'Llave', value: shown, testId: 'new-api-key' }]}
          onClose={() => setShown(null)}
        />
      ) : null}
      {error ? <Refused error={error} what="las llaves de API" /> : null}
      {keys.error ? (
        <Refused error={keys.error} what="las llaves de API" />
      ) : (
        <Loaded resource={keys}>
          {(answer) => (
            <>
              <div class="scroll">
                <table class="table cards" data-testid="api-keys">
                  <thead>
                    <tr>
                      <th>Llave</th>
                      <th>Entorno</th>
                      <th>Estado</th>
                      <th>Creada</th>
                      <th>
                        <span class="visually-hidden">Acciones</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((key) => (
                      <tr key={key.id} data-key-id={key.id}>
                        <td data-label="Llave">
                          <code>…{key.attributes.last_four}</code>
                        </td>
                        <td data-label="Entorno">{ENVIRONMENT[key.attributes.environment]}</td>
                        <td data-label="Estado">{STATUS[key.attributes.status]}</td>
                        <td data-label="Creada">
                          {formatDateTime(key.attributes.created_at, branch.timezone)}
                        </td>
                        <td data-label="Acciones">
                          {key.attributes.status === 'active' ? (
                            <button
                              type="button"
                              class="danger"
                              disabled={busy}
                              onClick={() => {
                                if (
                                  confirm(
                                    '¿Revocar esta llave? El punto de venta que la use dejará de enviar datos.',
                                  )
                                )
                                  void act(async () => {
                                    await api.request('api-keys-revoke', {
                                      branchId: branch.branch_identifier,
                                      params: { key_id: key.id },
                                    });
                                  });
                              }}
                            >
                              Revocar
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {answer.data.length === 0 ? <p>Esta sucursal no tiene llaves en la lista todavía.</p> : null}
              <p class="actions">
                <button
                  type="button"
                  class="primary"
                  disabled={busy}
                  onClick={() => {
                    const active = answer.data.some((key) => key.attributes.status === 'active');
                    if (
                      !active ||
                      confirm(
                        '¿Generar una llave nueva? La llave activa se revoca y el punto de venta que la use dejará de enviar datos hasta que pongas la nueva.',
                      )
                    )
                      void generate();
                  }}
                >
                  {answer.data.some((key) => key.attributes.status === 'active')
                    ? 'Generar llave nueva (rotar)'
                    : 'Generar llave'}
                </button>
              </p>
            </>
          )}
        </Loaded>
      )}
    </Card>
  );
}

function AppClients() {
  const { api, branch } = useDashboard();
  const clients = useRead('app-clients-list');
  const [shown, setShown] = useState<{ id: string; secret: string; endpoint: string } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
      clients.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Clientes OAuth 2.0" class="app-clients">
      <p>
        Para integraciones que piden un token (client credentials) en lugar de usar la llave de API. Cada
        cliente tiene los permisos (scopes) que elijas.
      </p>
      {shown ? (
        <ShownOnce
          title="Cliente creado."
          entries={[
            { label: 'client_id', value: shown.id, testId: 'new-client-id' },
            { label: 'client_secret', value: shown.secret, testId: 'new-client-secret' },
            { label: 'Token', value: shown.endpoint, testId: 'token-endpoint' },
          ]}
          onClose={() => setShown(null)}
        />
      ) : null}
      {error ? <Refused error={error} what="los clientes OAuth" /> : null}
      {clients.error ? (
        <Refused error={clients.error} what="los clientes OAuth" />
      ) : (
        <Loaded resource={clients}>
          {(answer) => (
            <>
              <div class="scroll">
                <table class="table cards" data-testid="app-clients">
                  <thead>
                    <tr>
                      <th>Nombre</th>
                      <th>Permisos</th>
                      <th>Estado</th>
                      <th>Creado</th>
                      <th>
                        <span class="visually-hidden">Acciones</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((client) => (
                      <tr key={client.id}>
                        <td data-label="Nombre">
                          {client.attributes.name}
                          <br />
                          <small>
                            <code>{client.id}</code>
                          </small>
                        </td>
                        <td data-label="Permisos">{client.attributes.scopes.join(', ')}</td>
                        <td data-label="Estado">{STATUS[client.attributes.status]}</td>
                        <td data-label="Creado">
                          {formatDateTime(client.attributes.created_at, branch.timezone)}
                        </td>
                        <td data-label="Acciones">
                          {client.attributes.status === 'active' ? (
                            <button
                              type="button"
                              class="danger"
                              disabled={busy}
                              onClick={() => {
                                if (confirm(`¿Revocar el cliente ${client.attributes.name}?`))
                                  void act(async () => {
                                    await api.request('app-clients-revoke', {
                                      branchId: branch.branch_identifier,
                                      params: { client_id: client.id },
                                    });
                                  });
                              }}
                            >
                              Revocar
                            </button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <form
                class="form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const invalid = checkForm(event.currentTarget);
                  setError(invalid);
                  if (invalid) return;
                  const form = new FormData(event.currentTarget);
                  const scopes = checked(form, 'scope', SCOPE_LABELS);
                  const name = String(form.get('name') ?? '').trim();
                  void act(async () => {
                    const created = await api.request('app-clients-create', {
                      branchId: branch.branch_identifier,
                      body: { data: { type: 'app_client', attributes: { name, scopes } } },
                    });
                    setShown({
                      id: created.data.id,
                      secret: created.data.attributes.client_secret,
                      endpoint: created.data.attributes.token_endpoint,
                    });
                  });
                }}
              >
                <label>
                  Nombre del cliente
                  <input name="name" required maxLength={200} placeholder="POS Acme" />
                </label>
                <fieldset class="checks">
                  <legend>Permisos</legend>
                  {SCOPES.map((item) => (
                    <label class="check" key={item.scope}>
                      <input type="checkbox" name="scope" value={item.scope} />
                      <span>{item.label}</span>
                      <small>{item.scope}</small>
                    </label>
                  ))}
                </fieldset>
                <button type="submit" class="primary" disabled={busy}>
                  Crear cliente
                </button>
              </form>
            </>
          )}
        </Loaded>
      )}
    </Card>
  );
}

function Webhooks() {
  const { api, branch } = useDashboard();
  const hooks = useRead('webhooks-list');
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
      hooks.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Webhooks" class="webhooks">
      <p>Avisos firmados a tu sistema cuando pasa algo en la sucursal; cada entrega queda en su bitácora.</p>
      {error ? <Refused error={error} what="los webhooks" /> : null}
      {hooks.error ? (
        <Refused error={hooks.error} what="los webhooks" />
      ) : (
        <Loaded resource={hooks}>
          {(answer) => (
            <>
              <ul class="webhook-list" data-testid="webhooks">
                {answer.data.map((hook) => (
                  <li key={hook.id}>
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
                        disabled={busy}
                        onClick={() =>
                          void act(async () => {
                            await api.request('webhooks-test', {
                              branchId: branch.branch_identifier,
                              params: { id: hook.id },
                            });
                            setOpen(hook.id);
                          })
                        }
                      >
                        Probar
                      </button>
                      <button type="button" onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                        {open === hook.id ? 'Ocultar entregas' : 'Entregas'}
                      </button>
                      <button
                        type="button"
                        class="danger"
                        disabled={busy}
                        onClick={() => {
                          if (confirm('¿Eliminar este webhook? Sus reintentos pendientes se detienen.'))
                            void act(async () => {
                              await api.request('webhooks-delete', {
                                branchId: branch.branch_identifier,
                                params: { id: hook.id },
                              });
                            });
                        }}
                      >
                        Eliminar
                      </button>
                    </p>
                    {open === hook.id ? <Deliveries webhookId={hook.id} /> : null}
                  </li>
                ))}
              </ul>
              <form
                class="form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const element = event.currentTarget;
                  const invalid = checkForm(element);
                  setError(invalid);
                  if (invalid) return;
                  const form = new FormData(element);
                  void act(async () => {
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
                }}
              >
                <label>
                  URL que recibe los avisos
                  <input name="url" type="url" required placeholder="https://mi-sistema.mx/avisos" />
                </label>
                <fieldset class="checks">
                  <legend>Eventos</legend>
                  {EVENTS.map((item) => (
                    <label class="check" key={item.event}>
                      <input type="checkbox" name="event" value={item.event} />
                      <span>{item.label}</span>
                      <small>{item.event}</small>
                    </label>
                  ))}
                </fieldset>
                <label>
                  Secreto para firmar (16 caracteres o más)
                  <input name="secret" type="password" required minLength={16} autocomplete="new-password" />
                </label>
                <button type="submit" class="primary" disabled={busy}>
                  Registrar webhook
                </button>
              </form>
            </>
          )}
        </Loaded>
      )}
    </Card>
  );
}

function Deliveries(props: { webhookId: string }) {
  const { api, branch } = useDashboard();
  const deliveries = useRead('webhooks-deliveries', {}, 5_000, { id: props.webhookId });
  const [error, setError] = useState<Error | null>(null);
  return (
    <div class="deliveries" data-testid="deliveries">
      {error ? <ErrorBox error={error} /> : null}
      <Loaded resource={deliveries}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p>Sin entregas todavía.</p>
          ) : (
            <div class="scroll">
              <table class="table cards">
                <thead>
                  <tr>
                    <th>Evento</th>
                    <th>Estado</th>
                    <th>Intentos</th>
                    <th>Creada</th>
                    <th>
                      <span class="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.map((delivery) => {
                    const last = delivery.attributes.attempts.at(-1);
                    return (
                      <tr key={delivery.id} data-status={delivery.attributes.status}>
                        <td data-label="Evento">{delivery.attributes.event}</td>
                        <td data-label="Estado">{STATUS[delivery.attributes.status]}</td>
                        <td data-label="Intentos">
                          {delivery.attributes.attempts.length}
                          {last ? ` (último: ${deliveryErrorText(last.error, last.status_code)})` : ''}
                        </td>
                        <td data-label="Creada">
                          {formatDateTime(delivery.attributes.created_at, branch.timezone)}
                        </td>
                        <td data-label="Acciones">
                          {delivery.attributes.status !== 'pending' ? (
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
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}
