/**
 * The app: sign-in (authorization code + PKCE), the account (GET /api/v1/account), the branch
 * picker, and the page of the hash route inside the layout. Pages come from pages/registry.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { type Account, type AccountDocument, accountOf, ROLE_NAMES } from './lib/account.ts';
import { type ApiClient, createApiClient } from './lib/api.ts';
import { completeSignIn, createSession, type Session } from './lib/auth.ts';
import type { DashboardConfig } from './lib/config.ts';
import { PAGES } from './pages/registry.ts';
import { Card, ErrorBox, Loading } from './ui/components.tsx';
import { DashboardContext } from './ui/context.ts';
import { CreateBranch } from './ui/create-branch.tsx';
import { useHashRoute } from './ui/hooks.ts';

const BRANCH_KEY = 'dashboard.branch';

export function App(props: { config: DashboardConfig }) {
  const session = useMemo(() => createSession(props.config), [props.config]);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [signInError, setSignInError] = useState<Error | null>(null);
  const api = useMemo(() => createApiClient(session, () => setSignedIn(false)), [session]);

  useEffect(() => {
    completeSignIn(props.config)
      .catch((error: Error) => setSignInError(error))
      .finally(() => setSignedIn(session.signedIn()));
  }, [props.config, session]);

  if (signedIn === null) return <Loading />;
  if (!signedIn) return <SignIn session={session} error={signInError} />;
  return <SignedIn api={api} session={session} />;
}

function SignIn(props: { session: Session; error: Error | null }) {
  return (
    <main class="sign-in">
      <h1>Tablero del restaurante</h1>
      <p>Ventas, caja, costos y alertas de tus sucursales, al día y desde el teléfono.</p>
      {props.error ? <ErrorBox error={props.error} /> : null}
      <button type="button" class="primary" onClick={() => void props.session.signIn()}>
        Iniciar sesión o crear cuenta
      </button>
    </main>
  );
}

function SignedIn(props: { api: ApiClient; session: Session }) {
  const { api, session } = props;
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [branchId, setBranchId] = useState<string | null>(localStorage.getItem(BRANCH_KEY));
  const route = useHashRoute();

  const reloadAccount = useCallback(async () => {
    try {
      setAccount(accountOf(await api.request<AccountDocument>('/api/v1/account')));
      setError(null);
    } catch (caught) {
      setError(caught as Error);
    }
  }, [api]);
  useEffect(() => {
    void reloadAccount();
  }, [reloadAccount]);

  if (error) return <ErrorBox error={error} />;
  if (!account) return <Loading />;

  const branch =
    account.branches.find((candidate) => candidate.branch_identifier === branchId) ?? account.branches[0];
  const canCreate = account.role === null || account.role === 'owner';
  if (!branch || route.path === 'nueva-sucursal') {
    return (
      <main class="solo">
        <TopBar account={account} session={session} />
        {canCreate ? (
          <CreateBranch
            api={api}
            first={!branch}
            onCreated={() => {
              location.hash = '#/hoy';
              void reloadAccount();
            }}
          />
        ) : (
          <Card title="Sin sucursales">
            <p>Tu cuenta todavía no tiene acceso a ninguna sucursal: pide al dueño que te agregue.</p>
          </Card>
        )}
      </main>
    );
  }

  const page = PAGES.find((candidate) => candidate.path === route.path) ?? PAGES[0]!;
  const Page = page.component;
  return (
    <DashboardContext.Provider value={{ api, session, account, branch, reloadAccount }}>
      <div class="layout">
        <TopBar
          account={account}
          session={session}
          branchId={branch.branch_identifier}
          onBranch={(id) => {
            localStorage.setItem(BRANCH_KEY, id);
            setBranchId(id);
          }}
        />
        <Nav current={page.path} canCreate={canCreate} />
        <main class="content">
          <Page key={`${branch.branch_identifier}:${page.path}`} params={route.params} />
        </main>
      </div>
    </DashboardContext.Provider>
  );
}

function TopBar(props: {
  account: Account;
  session: Session;
  branchId?: string;
  onBranch?: (id: string) => void;
}) {
  const { account } = props;
  const current = account.branches.find((branch) => branch.branch_identifier === props.branchId);
  return (
    <header class="topbar">
      <div class="branch">
        {account.branches.length > 1 && props.onBranch ? (
          <label>
            <span class="visually-hidden">Sucursal</span>
            <select
              aria-label="Sucursal"
              value={props.branchId}
              onChange={(event) => props.onBranch?.(event.currentTarget.value)}
            >
              {account.branches.map((branch) => (
                <option key={branch.branch_identifier} value={branch.branch_identifier}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <strong>{current?.name ?? account.organization?.name ?? 'Tablero'}</strong>
        )}
        {current?.environment === 'sandbox' ? <span class="badge">pruebas</span> : null}
      </div>
      <div class="user">
        <span class="email">
          {account.email}
          {account.role ? ` · ${ROLE_NAMES[account.role]}` : ''}
        </span>
        <button type="button" class="link" onClick={() => props.session.signOut()}>
          Salir
        </button>
      </div>
    </header>
  );
}

function Nav(props: { current: string; canCreate: boolean }) {
  const [open, setOpen] = useState(false);
  const current = PAGES.find((page) => page.path === props.current) ?? PAGES[0]!;
  // A link followed closes the phone's menu.
  useEffect(() => {
    const close = () => setOpen(false);
    addEventListener('hashchange', close);
    return () => removeEventListener('hashchange', close);
  }, []);
  return (
    <nav class={open ? 'nav open' : 'nav'} aria-label="Secciones">
      <button type="button" class="nav-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">☰</span> {current.label}
      </button>
      <ul>
        {PAGES.map((page) => (
          <li key={page.path}>
            <a href={`#/${page.path}`} aria-current={page.path === current.path ? 'page' : undefined}>
              {page.label}
            </a>
          </li>
        ))}
        {props.canCreate ? (
          <li>
            <a href="#/nueva-sucursal">+ Nueva sucursal</a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
