/**
 * "Crear sucursal": POST /api/v1/account/branches (the organization is created with the first
 * branch). The sandbox API key comes back once: shown here with a copy button, never again.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../lib/api.ts';
import { Card, ErrorBox } from './components.tsx';

interface CreatedBranch {
  data: { id: string; attributes: { name: string; api_key: string } };
}

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

export function CreateBranch(props: { api: ApiClient; onCreated: () => void; first: boolean }) {
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    document.title = `${props.first ? 'Crea tu primera sucursal' : 'Nueva sucursal'} · Tablero`;
  }, [props.first]);

  if (created) {
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
          <button type="button" class="primary" onClick={props.onCreated}>
            Ya la guardé, continuar
          </button>
        </p>
        <p>
          <small>Identificador de la sucursal: {created.branchId}</small>
        </p>
      </Card>
    );
  }

  return (
    <Card title={props.first ? 'Crea tu primera sucursal' : 'Nueva sucursal'} level={1}>
      {props.first ? (
        <p>Tu cuenta aún no tiene sucursales. Crea una para conectar tu punto de venta y ver sus números.</p>
      ) : null}
      <form
        class="form"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setBusy(true);
          setError(null);
          try {
            const cutoff = String(form.get('cutoff') ?? '');
            const answer = await props.api.request<CreatedBranch>('/api/v1/account/branches', {
              method: 'POST',
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
            setCreated({
              branchId: answer.data.id,
              name: answer.data.attributes.name,
              apiKey: answer.data.attributes.api_key,
            });
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
    </Card>
  );
}
