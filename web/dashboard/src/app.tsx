/**
 * The app: sign-in (authorization code + PKCE), the account (GET /api/v1/account), the branch
 * picker, and the page of the hash route inside the layout: a skip link, the sticky top bar, the
 * navigation (its links carry the period), the period picker of the pages over closed days, and the
 * page itself, loaded on first visit, inside its error boundary. Pages come from pages/registry.ts.
 */
import type { FunctionComponent } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Account, accountOf, ROLE_NAMES } from './lib/account.ts';
import { type ApiClient, createApiClient } from './lib/api.ts';
import { completeSignIn, createSession, isSignInRedirect, type Session } from './lib/auth.ts';
import type { DashboardConfig, DashboardDemo } from './lib/config.ts';
import { type PeriodChoice, periodOf } from './lib/period.ts';
import { linkTo, routeOf } from './lib/route.ts';
import { PAGES, type PageEntry } from './pages/registry.ts';
import { PageBoundary } from './ui/boundary.tsx';
import {
  Card,
  ErrorBox,
  focusHeadingOnNextPage,
  Loading,
  Page,
  PeriodSlot,
  useBranchToday,
} from './ui/components.tsx';
import { EmptyBranchGate } from './ui/connect-pos.tsx';
import { DashboardContext, useDashboard } from './ui/context.ts';
import { DemoBanner, inDemo, NewBranch } from './ui/first-run.tsx';
import { useHashRoute } from './ui/hooks.ts';
import type { PageProps } from './ui/page-props.ts';
import { PeriodPicker } from './ui/period-picker.tsx';

const BRANCH_KEY = 'dashboard.branch';

export function App(props: { config: DashboardConfig }) {
  const session = useMemo(() => createSession(props.config), [props.config]);
  // Known at once unless the page is the issuer's redirect (its code is traded for tokens first).
  const [signedIn, setSignedIn] = useState<boolean | null>(() =>
    isSignInRedirect() ? null : session.signedIn(),
  );
  const [signInError, setSignInError] = useState<Error | null>(null);
  const api = useMemo(() => createApiClient(session, () => setSignedIn(false)), [session]);

  useEffect(() => {
    completeSignIn(props.config)
      .catch((error: Error) => setSignInError(error))
      .finally(() => setSignedIn(session.signedIn()));
  }, [props.config, session]);

  if (signedIn === null) return <Loading />;
  if (!signedIn) return <SignIn session={session} error={signInError} />;
  return <SignedIn api={api} session={session} demo={props.config.demo} />;
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

/**
 * The account (GET /api/v1/account): the boot's early read when its answer is in (the shell is drawn
 * at once), else asked now; `reloadAccount` asks again (a branch created or joined).
 */
function useAccount(api: ApiClient) {
  const [account, setAccount] = useState<Account | null>(() => {
    const early = api.settled('account-get');
    return early ? accountOf(early.data) : null;
  });
  const answeredAtBoot = useRef(account !== null);
  const [error, setError] = useState<Error | null>(null);

  const reloadAccount = useCallback(async () => {
    try {
      setAccount(accountOf(await api.request('account-get')));
      setError(null);
    } catch (caught) {
      setError(caught as Error);
    }
  }, [api]);
  useEffect(() => {
    if (answeredAtBoot.current) answeredAtBoot.current = false;
    else void reloadAccount();
  }, [reloadAccount]);
  return { account, error, reloadAccount };
}

/** The branch the owner chose, kept in localStorage for the next visit (null: the account's first). */
function useChosenBranch(): [string | null, (id: string) => void] {
  const [branchId, setBranchId] = useState<string | null>(localStorage.getItem(BRANCH_KEY));
  const choose = (id: string) => {
    localStorage.setItem(BRANCH_KEY, id);
    setBranchId(id);
  };
  return [branchId, choose];
}

function SignedIn(props: { api: ApiClient; session: Session; demo: DashboardDemo | undefined }) {
  const { api, session } = props;
  const { account, error, reloadAccount } = useAccount(api);
  const [branchId, chooseBranch] = useChosenBranch();
  const route = useHashRoute();

  if (error) return <ErrorBox error={error} />;
  if (!account) return <Loading />;

  const branch =
    account.branches.find((candidate) => candidate.branch_identifier === branchId) ?? account.branches[0];
  const canCreate = account.role === null || account.role === 'owner';
  if (!branch || route.path === 'nueva-sucursal') {
    return (
      <NewBranchPage
        api={api}
        session={session}
        account={account}
        demo={props.demo}
        first={!branch}
        canCreate={canCreate}
        onJoined={() => {
          location.hash = '#/hoy';
          void reloadAccount();
        }}
        onCreated={(id) => {
          chooseBranch(id);
          location.hash = '#/hoy';
          void reloadAccount();
        }}
      />
    );
  }

  const page = PAGES.find((candidate) => candidate.path === route.path) ?? PAGES[0]!;
  return (
    <DashboardContext.Provider value={{ api, session, account, branch, reloadAccount }}>
      <SkipLink />
      <div class="layout">
        <TopBar
          account={account}
          session={session}
          branchId={branch.branch_identifier}
          onBranch={chooseBranch}
        />
        <Nav current={page.path} canCreate={canCreate} params={route.params} />
        <main class="content" id="contenido" tabIndex={-1}>
          {props.demo && inDemo(account, props.demo) ? <DemoBanner demo={props.demo} /> : null}
          <PageHost key={`${branch.branch_identifier}:${page.path}`} entry={page} params={route.params} />
        </main>
      </div>
    </DashboardContext.Provider>
  );
}

/**
 * Nueva sucursal, and the first branch of an account without one: the form for whoever may create
 * one (an owner, or an account not yet in an organization), else a word to ask the owner.
 */
function NewBranchPage(props: {
  api: ApiClient;
  session: Session;
  account: Account;
  demo: DashboardDemo | undefined;
  first: boolean;
  canCreate: boolean;
  onJoined: () => void;
  onCreated: (branchId: string) => void;
}) {
  return (
    <main class="solo" id="contenido" tabIndex={-1}>
      <TopBar account={props.account} session={props.session} />
      {props.canCreate ? (
        <NewBranch
          api={props.api}
          account={props.account}
          demo={props.demo}
          first={props.first}
          onJoined={props.onJoined}
          onCreated={props.onCreated}
        />
      ) : (
        <Card title="Sin sucursales" level={1}>
          <p>Tu cuenta todavía no tiene acceso a ninguna sucursal: pide al dueño que te agregue.</p>
        </Card>
      )}
    </main>
  );
}

/**
 * The first tab stop: straight to the page, past the top bar and the navigation. A button, not a
 * `#contenido` link: the hash is the route.
 */
function SkipLink() {
  return (
    <button type="button" class="skip-link" onClick={() => document.getElementById('contenido')?.focus()}>
      Saltar al contenido
    </button>
  );
}

/** Loaded page components, by path: a page's chunk is fetched once. */
const loaded = new Map<string, FunctionComponent<PageProps>>();

/**
 * Loads a page's chunk ahead of the shell (main.tsx, the address's page at boot), so the page is
 * drawn at once when the shell gets to it.
 */
export function preloadPage(entry: PageEntry): void {
  entry.load().then(
    (component) => loaded.set(entry.path, component),
    () => {
      // The shell loads it again when it shows the page, and says so if it still fails.
    },
  );
}

/** The page of the route: its chunk (on first visit), the document's title, the period picker. */
function PageHost(props: { entry: PageEntry; params: URLSearchParams }) {
  const { entry, params } = props;
  const { branch } = useDashboard();
  const today = useBranchToday();
  const [Component, setComponent] = useState(() => loaded.get(entry.path) ?? null);
  const [failed, setFailed] = useState<Error | null>(null);
  useEffect(() => {
    document.title = `${entry.label} · ${branch.name} · Tablero`;
    if (Component) return;
    entry.load().then(
      (component) => {
        loaded.set(entry.path, component);
        setComponent(() => component);
      },
      (error: Error) => setFailed(error),
    );
  }, [entry.path]);
  const choice: PeriodChoice | null = entry.period ? periodOf(params, today) : null;
  if (failed)
    return (
      <Page title={entry.label}>
        <ErrorBox error={failed} title="No se pudo cargar esta sección: revisa tu conexión y recarga." />
      </Page>
    );
  return (
    <PageBoundary>
      <PeriodSlot.Provider
        value={choice ? <PeriodPicker choice={choice} today={today} params={params} /> : null}
      >
        {!Component ? (
          <Loading />
        ) : choice && !choice.ok ? (
          <Page title={entry.label}>
            <p class="empty">Corrige el periodo para ver las cifras.</p>
          </Page>
        ) : (
          <EmptyBranchGate path={entry.path} title={entry.label}>
            <Component params={params} period={choice?.ok ? choice.period : { from: today, to: today }} />
          </EmptyBranchGate>
        )}
      </PeriodSlot.Provider>
    </PageBoundary>
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

function Nav(props: { current: string; canCreate: boolean; params: URLSearchParams }) {
  const [open, setOpen] = useState(false);
  const current = PAGES.find((page) => page.path === props.current) ?? PAGES[0]!;
  const shownPath = useRef(props.current);
  // A link followed closes the phone's menu.
  useEffect(() => {
    const close = () => {
      setOpen(false);
      // Another page (not another period): its heading takes the focus (ui/components.tsx, Page).
      const path = routeOf(location.hash).path;
      if (path !== shownPath.current) focusHeadingOnNextPage();
      shownPath.current = path;
    };
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
            <a
              href={linkTo(page.path, props.params)}
              aria-current={page.path === current.path ? 'page' : undefined}
            >
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
