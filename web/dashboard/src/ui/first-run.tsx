/**
 * A newcomer's first screen (docs/dashboard.md, "First run"): an account without an organization
 * chooses "Ver la demostración" (where the server offers one: `npm start`, config.json's `demo`)
 * or "Crear mi sucursal". Without a demo (AWS) the form comes at once. A member of the demo sees
 * a banner saying so, with the way to a branch of their own: creating it leaves the demo first.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Account } from '../lib/account.ts';
import type { ApiClient } from '../lib/api.ts';
import type { DashboardDemo } from '../lib/config.ts';
import { Card, ErrorBox } from './components.tsx';
import { CreateBranch } from './create-branch.tsx';

/** Whether the account is a member of the demo organization. */
export function inDemo(account: Account, demo: DashboardDemo | undefined): boolean {
  return demo !== undefined && account.organization?.id === demo.organizationId;
}

/**
 * The screen without a branch, or "+ Nueva sucursal": the choice for an account with no organization
 * when a demo is offered; otherwise the form (which leaves the demo first for a member of it).
 */
export function NewBranch(props: {
  api: ApiClient;
  account: Account;
  demo: DashboardDemo | undefined;
  first: boolean;
  onJoined: () => void;
  onCreated: (branchId: string) => void;
}) {
  const { api, demo } = props;
  const [creating, setCreating] = useState(false);
  const member = inDemo(props.account, demo);
  if (demo && props.account.organization === null && !creating) {
    return <Choice api={api} demo={demo} onJoined={props.onJoined} onCreate={() => setCreating(true)} />;
  }
  return (
    <CreateBranch
      api={api}
      first={props.first || member}
      onCreated={props.onCreated}
      {...(member && demo
        ? {
            note: `Al crearla dejas la demostración (${demo.name}); tu sucursal empieza vacía, lista para conectar tu punto de venta.`,
            before: () => api.unlisted(demo.path, 'DELETE'),
          }
        : {})}
    />
  );
}

function Choice(props: { api: ApiClient; demo: DashboardDemo; onJoined: () => void; onCreate: () => void }) {
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Bienvenido · Tablero';
  }, []);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.api.unlisted(props.demo.path, 'POST');
      props.onJoined();
    } catch (caught) {
      setError(caught as Error);
      setBusy(false);
    }
  };
  return (
    <Card title="Bienvenido al tablero" class="first-run" level={1}>
      <p>Tu cuenta aún no tiene sucursales. ¿Cómo quieres empezar?</p>
      <div class="choices">
        <section class="choice">
          <h2>Ver la demostración</h2>
          <p>
            Recorre el tablero con las cifras de <strong>{props.demo.name}</strong>, una taquería simulada.
            Puedes crear tu sucursal cuando quieras.
          </p>
          <button type="button" class="primary" disabled={busy} onClick={() => void join()}>
            {busy ? 'Entrando…' : 'Ver la demostración'}
          </button>
        </section>
        <section class="choice">
          <h2>Crear mi sucursal</h2>
          <p>Ponle nombre y zona horaria; recibirás su llave para conectar tu punto de venta.</p>
          <button type="button" onClick={props.onCreate}>
            Crear mi sucursal
          </button>
        </section>
      </div>
      {error ? <ErrorBox error={error} /> : null}
    </Card>
  );
}

/** Above every page of the demo: it is a demonstration, and the way to a branch of one's own. */
export function DemoBanner(props: { demo: DashboardDemo }) {
  return (
    <aside class="notice demo-banner" aria-label="Demostración">
      Estás viendo la demostración: las cifras son de {props.demo.name}, una taquería simulada.{' '}
      <a href="#/nueva-sucursal">Crear mi sucursal</a>
    </aside>
  );
}
