/**
 * "Conecta tu punto de venta": what a figure page shows for a branch its POS has sent nothing yet
 * (lib/empty-branch.ts decides), instead of zeros: where its API key comes from, a ready curl of a
 * sales summary for this branch, and the integration guide. The page's own figures show while the
 * check runs, and whenever it cannot tell.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  type BranchData,
  branchDataOf,
  POS_FIGURE_PAGES,
  salesCurl,
  statusRange,
} from '../lib/empty-branch.ts';
import { addDays } from '../lib/format.ts';
import { Card, Page, useBranchToday } from './components.tsx';
import { useDashboard } from './context.ts';

/** Branches known to have data in this tab: once data arrived, no page asks again. */
const knownWithData = new Set<string>();

/** The page's own figures, or the connect panel when the branch is known to be empty. */
export function EmptyBranchGate(props: { path: string; title: string; children: ComponentChildren }) {
  if (!POS_FIGURE_PAGES.has(props.path)) return <>{props.children}</>;
  return <FiguresOrConnect title={props.title}>{props.children}</FiguresOrConnect>;
}

function FiguresOrConnect(props: { title: string; children: ComponentChildren }) {
  const { data, recheck } = useBranchData();
  if (data !== 'empty') return <>{props.children}</>;
  return (
    <Page title={props.title}>
      <ConnectPos onRecheck={recheck} />
    </Page>
  );
}

/** Asks the ingest status first (one read settles a branch with data), then today's live sales. */
function useBranchData(): { data: BranchData; recheck(): void } {
  const { api, branch } = useDashboard();
  const today = useBranchToday();
  const branchId = branch.branch_identifier;
  const [data, setData] = useState<BranchData>(knownWithData.has(branchId) ? 'has-data' : 'unknown');
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (knownWithData.has(branchId)) return;
    const controller = new AbortController();
    // Either read failing leaves the branch undecided: the page's own figures show.
    const options = { branchId, signal: controller.signal };
    void (async () => {
      const status = await api
        .request('ingest-status', { ...options, query: statusRange(today) })
        .catch(() => undefined);
      let decision = branchDataOf(status?.data.attributes, undefined);
      if (decision === 'unknown' && status) {
        const live = await api.request('live-sales-today', options).catch(() => undefined);
        decision = branchDataOf(status.data.attributes, live?.data.meta);
      }
      if (controller.signal.aborted) return;
      if (decision === 'has-data') knownWithData.add(branchId);
      setData(decision);
    })();
    return () => controller.abort();
  }, [branchId, generation]);
  return { data, recheck: () => setGeneration((value) => value + 1) };
}

export function ConnectPos(props: { onRecheck: () => void }) {
  const { account, branch } = useDashboard();
  const today = useBranchToday();
  const curl = salesCurl(location.origin, branch.branch_identifier, addDays(today, -1));
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [curl]);
  return (
    <Card title="Conecta tu punto de venta" class="connect-pos">
      <p>
        <strong>{branch.name}</strong> aún no recibe datos de su punto de venta. Sus cifras aparecen aquí en
        cuanto llegue el primer envío; mientras tanto no hay nada que mostrar.
      </p>
      <ol class="steps">
        <li>
          <strong>Una llave de API de la sucursal.</strong>{' '}
          {account.role === 'owner' ? (
            <>
              Se muestra una sola vez al crearla: si no la guardaste, crea otra en{' '}
              <a href="#/desarrolladores">Desarrolladores</a>.
            </>
          ) : (
            'Pídela al dueño de la sucursal: solo él puede crearla.'
          )}
        </li>
        <li>
          <strong>Un primer envío.</strong> Este resumen de ventas de ayer (pon tu llave en lugar de TU_LLAVE)
          basta para que la sucursal deje de estar vacía:
          <pre class="curl">
            <code data-testid="connect-curl">{curl}</code>
          </pre>
          <button
            type="button"
            onClick={() =>
              navigator.clipboard?.writeText(curl).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copiado' : 'Copiar comando'}
          </button>
        </li>
        <li>
          <strong>La integración completa.</strong> El cierre del día (seis envíos, el último el corte zout)
          está en la guía de integración del punto de venta (docs/pos-integration.md) y cada ruta en la{' '}
          <a href="/docs">referencia de la API</a>.
        </li>
      </ol>
      <p class="actions">
        <button type="button" class="primary" onClick={props.onRecheck}>
          Ya envié datos: revisar de nuevo
        </button>
      </p>
    </Card>
  );
}
