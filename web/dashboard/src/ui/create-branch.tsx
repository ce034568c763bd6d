/**
 * "Crear sucursal": POST /api/v1/account/branches (the organization is created with the first
 * branch). The sandbox API key comes back once: shown here with a copy button, never again.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../lib/api.ts';
import { checkForm } from '../lib/form-check.ts';
import { Card, ErrorBox } from './components.tsx';

interface Created {
  branchId: string;
  name: string;
  apiKey: string;
}

const TIMEZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Hermosillo',
  'America/Mazatlan',
  'America/Tijuana',
];

export function CreateBranch(props: {
  api: ApiClient;
  onCreated: (branchId: string) => void;
  first: boolean;
  /** A sentence under the heading (leaving the demo). */
  note?: string;
  /** Runs before the creation (leaving the demo): a failure stops it. */
  before?: () => Promise<unknown>;
}) {
  const [created, setCreated] = useState<Created | null>(null);
  useEffect(() => {
    document.title = `${props.first ? 'Crea tu primera sucursal' : 'Nueva sucursal'} · Tablero`;
  }, [props.first]);
  if (created)
    return <CreatedBranch created={created} onContinue={() => props.onCreated(created.branchId)} />;
  return (
    <Card title={props.first ? 'Crea tu primera sucursal' : 'Nueva sucursal'} level={1}>
      {props.note ? (
        <p>{props.note}</p>
      ) : props.first ? (
        <p>Tu cuenta aún no tiene sucursales. Crea una para conectar tu punto de venta y ver sus números.</p>
      ) : null}
      <BranchForm api={props.api} before={props.before} onCreated={setCreated} />
    </Card>
  );
}

function CreatedBranch(props: { created: Created; onContinue: () => void }) {
  const { created } = props;
  const [copied, setCopied] = useState(false);
  return (
    <Card title="Sucursal creada" class="created-branch" level={1}>
      <p>
        <strong>{created.name}</strong> está lista en modo de pruebas (sandbox). Su llave de API se muestra{' '}
        <strong>solo esta vez</strong>: cópiala en tu punto de venta.
      </p>
      <p class="secret">
        <code data-testid="api-key">{created.apiKey}</code>
      </p>
      <p class="actions">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard?.writeText(created.apiKey).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copiada' : 'Copiar llave'}
        </button>
        <button type="button" class="primary" onClick={props.onContinue}>
          Ya la guardé, continuar
        </button>
      </p>
      <p>
        <small>Identificador de la sucursal: {created.branchId}</small>
      </p>
    </Card>
  );
}

/** POST /api/v1/account/branches with the form's name, time zone and cut-off hour. */
async function createFrom(api: ApiClient, form: FormData): Promise<Created> {
  const cutoff = String(form.get('cutoff') ?? '');
  const answer = await api.request('account-branches-create', {
    body: {
      data: {
        type: 'branch',
        attributes: {
          name: String(form.get('name')).trim(),
          timezone: String(form.get('timezone')),
          ...(cutoff === '' ? {} : { business_day_cutoff_hour: Number(cutoff) }),
        },
      },
    },
  });
  return {
    branchId: answer.data.id,
    name: answer.data.attributes.name,
    apiKey: answer.data.attributes.api_key,
  };
}

function BranchForm(props: {
  api: ApiClient;
  before: (() => Promise<unknown>) | undefined;
  onCreated: (created: Created) => void;
}) {
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const invalid = checkForm(event.currentTarget);
        setError(invalid);
        if (invalid) return;
        const form = new FormData(event.currentTarget);
        setBusy(true);
        setError(null);
        try {
          await props.before?.();
          props.onCreated(await createFrom(props.api, form));
        } catch (caught) {
          setError(caught as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label>
        Nombre de la sucursal
        <input
          name="name"
          required
          maxLength={200}
          autocomplete="organization"
          placeholder="Taquería Centro"
        />
      </label>
      <label>
        Zona horaria
        <select name="timezone" required>
          {TIMEZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace('America/', '').replace('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <label>
        Hora de corte del día de negocio (opcional, 0–23; las 5 si no la indicas)
        <input name="cutoff" type="number" min={0} max={23} inputMode="numeric" />
      </label>
      {error ? <ErrorBox error={error} /> : null}
      <button type="submit" class="primary" disabled={busy}>
        {busy ? 'Creando…' : 'Crear sucursal'}
      </button>
    </form>
  );
}
