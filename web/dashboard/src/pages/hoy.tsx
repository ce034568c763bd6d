/**
 * Hoy: the day still running, from the live endpoints (refreshed every 30 s): sales so far against
 * the same weekday of last week at the same time, the projection, the cash drawer, the dining room
 * (open tables and covers from the live updates) and the active alerts; once today's corte Z is in,
 * the closed day against its forecast first (ui/closed-day.tsx).
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { afterSalesAmount } from '../../../../shared/domain/forecast-reads/words.ts';
import { earlyShareOf, PROJECTION_MIN_SHARE_PCT } from '../../../../shared/domain/live/projection.ts';
import { formatDate, formatMoney, formatNumber, formatPercent, formatTime } from '../lib/format.ts';
import { liveFeedReason, paceNote } from '../lib/reasons.ts';
import { AlertList } from '../ui/alert-list.tsx';
import { MoneyComparison } from '../ui/bars.tsx';
import { ClosedDayCard, useClosedDay } from '../ui/closed-day.tsx';
import { Card, Loaded, Metric, Metrics, Page, toneOf, useBranchToday } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { type Resource, useRead } from '../ui/hooks.ts';
import { comparedToday, type LiveSales, SoldSoFar } from '../ui/live-sales.tsx';
import { HOY_READS, HOY_REFRESH_MS } from './hoy-reads.ts';

type LiveCash = BodyOf<'live-cash-balance'>;

/**
 * Asks the three reads again at once (they also refresh on their own every 30 s). It stays usable
 * while a read is on its way: a tap sends them afresh (the hook aborts the one in flight), so one
 * read that never answers (a phone's lost connection) cannot hold the other two.
 */
function RefreshButton(props: { reads: readonly Resource<unknown>[] }) {
  const loading = props.reads.some((read) => read.loading);
  return (
    <button
      type="button"
      class="chip"
      aria-busy={loading ? 'true' : undefined}
      onClick={() => {
        for (const read of props.reads) read.reload();
      }}
    >
      Actualizar
    </button>
  );
}

/** The dining room's counts, each with what the live feed has not sent yet when it is null. */
const DINING_ROOM = [
  { label: 'Mesas abiertas', key: 'open_tables', unsent: 'aún no se abre ninguna mesa' },
  { label: 'Comensales sentados', key: 'open_covers', unsent: 'el POS no envía comensales' },
  { label: 'Mesas atendidas hoy', key: 'tables_so_far', unsent: 'aún no se atiende ninguna mesa' },
] as const;

/** Why today has no forecast to pace against, by the status of the one stored before the day. */
const NO_FORECAST_REASON = {
  closed:
    'el pronóstico da hoy por cerrado: día de descanso en Ajustes, o un día que no abrió las últimas veces',
  insufficient_history: 'sin pronóstico de hoy: hacen falta 14 días cerrados',
  ok: 'sin pronóstico de hoy',
  none: 'sin pronóstico de hoy: se guarda al cierre del día anterior, con 14 días cerrados o más',
} as const;

/** Once the corte Z is in, the day's figures are the closed-day card's, above. */
const CLOSED_ABOVE = 'el día ya cerró: su venta y el pronóstico están arriba, en el corte Z';

/**
 * Nothing from the POS today yet (no live update, no corte X): said once, above the figures, and
 * not under each of them (since 2026-12-06; before, the same sentence under eleven figures).
 */
const NOTHING_YET =
  'Aún no llega nada del POS hoy: ni actualizaciones en vivo ni un corte X. Las cifras aparecen con la primera.';

/**
 * The day closed with nothing live from the POS: said once, the closed-day card above holding the
 * day's figures (since 2026-12-07; before, "el POS no ha enviado hoy actualizaciones en vivo ni un
 * corte X" under nine figures below a corte Z's).
 */
const CLOSED_WITHOUT_LIVE =
  'El POS no envió actualizaciones en vivo hoy: las cifras del día son las de su corte Z, arriba.';

/** What the page says once above the live figures when nothing live came today; null when something did. */
const quietNote = (sales: LiveSales, closed: boolean) => {
  if (sales.data.meta.sources.sales.feed !== 'none') return null;
  return closed ? CLOSED_WITHOUT_LIVE : NOTHING_YET;
};

/** Why a figure that needs today's sales so far has none: the day closed, no sales sent, or `otherwise`. */
function salesReason(live: LiveSales['data'], closed: boolean, otherwise: string): string {
  if (closed) return CLOSED_ABOVE;
  if (live.attributes.total_sales_cents === null)
    return liveFeedReason(live.meta.sources.sales, 'el POS no ha enviado ventas de hoy');
  return otherwise;
}

/** Today's bar beside the same weekday of last week's at the same hour, as the API compared them. */
function AgainstLastWeek(props: { sales: LiveSales }) {
  const { attributes: live, meta } = props.sales.data;
  // No sales sent live today (closed or not yet): no bar of today to set last week's against.
  if (live.total_sales_cents === null) return null;
  const compared = comparedToday(props.sales);
  return (
    <MoneyComparison
      label="Ventas de hoy contra el mismo día de la semana pasada a la misma hora"
      rows={[
        // What the API compared: with the open tables' orders when last week is its order lines.
        { label: compared.label, cents: compared.cents, strong: true },
        { label: `${formatDate(meta.comparison.date)}`, cents: meta.comparison.sales_so_far_cents },
      ]}
    />
  );
}

/**
 * The projection's basis and baseline, as the assistant says them: the day's sales with IVA at
 * last week's pace ("¿en cuánto voy a cerrar?"), so it is not read beside the forecast without IVA.
 */
function projectionNote(sales: LiveSales, closed: boolean): string | undefined {
  const { attributes: live, meta } = sales.data;
  if (closed || live.projected_day_total_cents === null) return undefined;
  const open = comparedToday(sales).withOpen ? ', contando lo pedido en mesas abiertas' : '';
  return `con IVA, al ritmo del ${formatDate(meta.comparison.date)} a la misma hora${open}`;
}

/**
 * Why there is no projection with sales today: too early, the comparison day having had under a
 * fifth of its day by now (live/projection.ts `earlyShareOf`, as the assistant says it; since
 * 2026-12-07, before "$24,613.83" at 12:26 from two tables), or no same weekday last week.
 */
function projectionReason(sales: LiveSales): string {
  const { comparison } = sales.data.meta;
  const share = earlyShareOf(comparison);
  if (share === null) return 'sin un día igual la semana pasada para proyectar';
  return `aún es temprano: a esta hora el ${formatDate(comparison.date)} llevaba el ${formatPercent(share)} de su venta del día, y proyecto desde el ${formatPercent(PROJECTION_MIN_SHARE_PCT)}`;
}

/**
 * Nothing live from the POS today (quietNote said so above): no figure of the day so far to show,
 * so the day's forecast alone before the first data, and nothing once the day closed, whose figures
 * the closed-day card holds (since 2026-12-07; before, thirteen figures reading "sin datos").
 */
function QuietSales(props: { sales: LiveSales; closed: boolean }) {
  if (props.closed) return null;
  const live = props.sales.data.attributes;
  return (
    <Card title="Ventas del día">
      <Metrics>
        <Metric
          label="Pronóstico del día"
          value={live.forecast_sales_cents}
          format={formatMoney}
          reason={NO_FORECAST_REASON[live.forecast_status ?? 'none']}
          note={afterSalesAmount(live.forecast_sales_basis).trim() || undefined}
        />
      </Metrics>
    </Card>
  );
}

/** Sales so far against the same weekday of last week, and the dining room. */
function SalesCards(props: { sales: LiveSales; closed: boolean }) {
  const { attributes: live, meta } = props.sales.data;
  const why = (specific: string) => liveFeedReason(meta.sources.sales, specific);
  return (
    <>
      <Card title="Ventas del día">
        <Metrics>
          <SoldSoFar sales={props.sales} />
          <Metric
            label="Proyección del día"
            value={live.projected_day_total_cents}
            format={formatMoney}
            reason={salesReason(props.sales.data, props.closed, projectionReason(props.sales))}
            note={projectionNote(props.sales, props.closed)}
          />
          <Metric
            label="Ritmo contra el pronóstico"
            value={live.pace_pct}
            format={formatPercent}
            reason={
              live.forecast_sales_cents === null
                ? NO_FORECAST_REASON[live.forecast_status ?? 'none']
                : salesReason(props.sales.data, props.closed, 'aún no se esperaba venta a esta hora')
            }
            note={paceNote(
              live.pace_pct,
              live.forecast_sales_cents === null
                ? null
                : `${formatMoney(live.forecast_sales_cents)}${afterSalesAmount(live.forecast_sales_basis)}`,
              props.closed,
              (live.open_ordered_cents ?? 0) > 0,
            )}
          />
          <Metric
            label="Ticket promedio"
            value={live.avg_ticket_cents}
            format={formatMoney}
            reason={why('aún no se cierra ninguna mesa')}
          />
          <Metric
            label="Comensales"
            value={live.covers_so_far}
            format={formatNumber}
            reason={why('el POS no envía comensales')}
          />
          {/* The closed tables' tips, apart from the sales, as the corte Z keeps them. */}
          <Metric
            label="Propinas"
            value={live.tips_so_far_cents}
            format={formatMoney}
            reason={why('el POS no envía las mesas en vivo')}
          />
        </Metrics>
        <AgainstLastWeek sales={props.sales} />
      </Card>
      <Card title="Salón">
        <Metrics>
          {DINING_ROOM.map((row) => (
            <Metric
              key={row.key}
              label={row.label}
              value={live[row.key]}
              format={formatNumber}
              reason={why(row.unsent)}
            />
          ))}
        </Metrics>
      </Card>
    </>
  );
}

/** No drawer figure today: no opening, count or cash movement (Hoy leaves the card out when quiet). */
const drawerEmpty = (cash: LiveCash) => {
  const drawer = cash.data.attributes;
  return [
    drawer.expected_balance_cents,
    drawer.opening_balance_cents,
    drawer.cash_sales_so_far_cents,
    drawer.cash_in_so_far_cents,
    drawer.cash_out_so_far_cents,
  ].every((value) => value === null);
};

/** The cash drawer so far: what should be in it and what moved. */
function DrawerMetrics(props: { cash: LiveCash; said: boolean }) {
  const { attributes: drawer, meta: drawerMeta } = props.cash.data;
  const flowReason = liveFeedReason(
    drawerMeta.sources.cash_flows,
    'el POS no ha enviado movimientos de caja',
    props.said,
  );
  return (
    <Metrics>
      <Metric
        label="Efectivo esperado en caja"
        value={drawer.expected_balance_cents}
        format={formatMoney}
        reason="sin apertura de caja ni un conteo que diga el efectivo esperado"
        // The status judges today's latest count: null without one (or its figures), no colour.
        tone={toneOf(drawer.status)}
      />
      <Metric
        label="Fondo inicial"
        value={drawer.opening_balance_cents}
        format={formatMoney}
        reason="sin apertura de caja registrada hoy"
      />
      <Metric
        label="Ventas en efectivo"
        value={drawer.cash_sales_so_far_cents}
        format={formatMoney}
        reason={flowReason}
      />
      <Metric label="Entradas" value={drawer.cash_in_so_far_cents} format={formatMoney} reason={flowReason} />
      <Metric label="Salidas" value={drawer.cash_out_so_far_cents} format={formatMoney} reason={flowReason} />
    </Metrics>
  );
}

export function Hoy() {
  const { branch } = useDashboard();
  const sales = useRead(HOY_READS.sales, {}, HOY_REFRESH_MS);
  const cash = useRead(HOY_READS.cash, {}, HOY_REFRESH_MS);
  const alerts = useRead(HOY_READS.alerts, {}, HOY_REFRESH_MS);
  const tz = branch.timezone;
  const today = useBranchToday();
  const closedDay = useClosedDay(today);
  const quiet = sales.data ? quietNote(sales.data, closedDay !== null) : null;
  return (
    <Page
      title="Hoy"
      actions={<RefreshButton reads={[sales, cash, alerts]} />}
      subtitle={
        sales.data
          ? `${formatDate(sales.data.data.meta.business_date)} · a las ${formatTime(sales.data.data.attributes.as_of, tz)}`
          : null
      }
    >
      <ClosedDayCard day={closedDay} live={sales.data?.data.attributes ?? null} />
      {quiet ? (
        <p class="note" role="status">
          {quiet}
        </p>
      ) : null}
      <Loaded resource={sales}>
        {(document) =>
          quiet ? (
            <QuietSales sales={document} closed={closedDay !== null} />
          ) : (
            <SalesCards sales={document} closed={closedDay !== null} />
          )
        }
      </Loaded>
      {quiet && cash.data && drawerEmpty(cash.data) ? null : (
        <Card title="Caja">
          <Loaded resource={cash}>
            {(document) => <DrawerMetrics cash={document} said={quiet !== null} />}
          </Loaded>
        </Card>
      )}
      {/* Today's live alerts alone (GET /live/alerts/active): a closed day's and the costs' are on
          Alertas, so "sin alertas" here does not read as none at all (since 2026-12-07; before,
          "Alertas activas: Sin alertas activas." beside thirteen on Alertas). */}
      <Card title="Alertas de hoy, en vivo">
        <Loaded resource={alerts}>
          {({ data: { attributes } }) => (
            <AlertList alerts={attributes.alerts} timeZone={tz} empty="Ninguna alerta en vivo hoy." />
          )}
        </Loaded>
        <p class="note">
          Las de los días cerrados y los costos están en <a href="#/alertas">Alertas</a>.
        </p>
      </Card>
    </Page>
  );
}
