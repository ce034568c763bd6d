/**
 * Hoy: the day still running, from the live endpoints (refreshed every 30 s): sales so far against
 * the same weekday of last week at the same time, the projection, the cash drawer, the dining room
 * (open tables and covers from the live updates) and the active alerts.
 */
import * as Plot from '@observablehq/plot';
import {
  formatChange,
  formatDate,
  formatMoney,
  formatMoneyWhole,
  formatNumber,
  formatTime,
} from '../lib/format.ts';
import { Card, Chart, Loaded, Metric, Metrics, Page, toneOf } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { useResource } from '../ui/hooks.ts';
import { AlertList, type LiveAlert } from './alertas.tsx';

const REFRESH_MS = 30_000;

interface LiveSales {
  data: {
    attributes: {
      as_of: string;
      total_sales_cents: number;
      covers_so_far: number | null;
      tables_so_far: number;
      avg_ticket_cents: number | null;
      vs_same_time_yesterday: { sales_pct_change: number | null; covers_pct_change: number | null };
      projected_day_total_cents: number | null;
      open_tables: number;
      open_covers: number | null;
    };
    meta: {
      business_date: string;
      comparison: {
        date: string;
        until: string;
        source: string | null;
        sales_so_far_cents: number | null;
        covers_so_far: number | null;
        full_day_sales_cents: number | null;
      };
    };
  };
}

interface LiveCash {
  data: {
    attributes: {
      opening_balance_cents: number | null;
      cash_sales_so_far_cents: number;
      cash_in_so_far_cents: number;
      cash_out_so_far_cents: number;
      expected_balance_cents: number | null;
      status: string;
      last_count: { at: string; variance_cents: number | null; variance_pct: number | null } | null;
    };
  };
}

interface LiveAlerts {
  data: { attributes: { alerts: LiveAlert[] } };
}

export function Hoy() {
  const { branch } = useDashboard();
  const sales = useResource<LiveSales>('/api/v1/live/sales/today', {}, REFRESH_MS);
  const cash = useResource<LiveCash>('/api/v1/live/cash/balance', {}, REFRESH_MS);
  const alerts = useResource<LiveAlerts>('/api/v1/live/alerts/active', {}, REFRESH_MS);
  const tz = branch.timezone;
  return (
    <Page
      title="Hoy"
      subtitle={
        sales.data
          ? `${formatDate(sales.data.data.meta.business_date)} · al ${formatTime(sales.data.data.attributes.as_of, tz)}`
          : null
      }
    >
      <Loaded resource={sales}>
        {({ data: { attributes: live, meta } }) => {
          const lastWeek = `el ${formatDate(meta.comparison.date)} a la misma hora`;
          const bars = [
            { what: 'Hoy', cents: live.total_sales_cents },
            ...(meta.comparison.sales_so_far_cents === null
              ? []
              : [{ what: 'Semana pasada', cents: meta.comparison.sales_so_far_cents }]),
          ];
          return (
            <>
              <Card title="Ventas del día">
                <Metrics>
                  <Metric
                    label="Vendido hasta ahora"
                    value={live.total_sales_cents}
                    format={formatMoney}
                    reason=""
                    note={
                      live.vs_same_time_yesterday.sales_pct_change === null
                        ? `sin comparación: no hubo ventas ${lastWeek}`
                        : `${formatChange(live.vs_same_time_yesterday.sales_pct_change)} contra ${lastWeek}`
                    }
                  />
                  <Metric
                    label="Proyección del día"
                    value={live.projected_day_total_cents}
                    format={formatMoney}
                    reason="sin un día igual la semana pasada para proyectar"
                  />
                  <Metric
                    label="Ticket promedio"
                    value={live.avg_ticket_cents}
                    format={formatMoney}
                    reason="aún no se cierra ninguna mesa"
                  />
                  <Metric
                    label="Comensales"
                    value={live.covers_so_far}
                    format={formatNumber}
                    reason="el POS no envía comensales"
                  />
                </Metrics>
                <Chart
                  label="Ventas de hoy contra el mismo día de la semana pasada a la misma hora"
                  deps={[live.total_sales_cents, meta.comparison.sales_so_far_cents]}
                  render={(width) =>
                    Plot.plot({
                      width,
                      height: 120,
                      marginLeft: 100,
                      x: { label: null, tickFormat: (cents: number) => formatMoneyWhole(cents), ticks: 4 },
                      y: { label: null },
                      marks: [
                        Plot.barX(bars, {
                          x: 'cents',
                          y: 'what',
                          fill: (d: { what: string }) => (d.what === 'Hoy' ? '#0b6e4f' : '#9aa5b1'),
                        }),
                        Plot.ruleX([0]),
                      ],
                    })
                  }
                />
              </Card>
              <Card title="Salón">
                <Metrics>
                  <Metric label="Mesas abiertas" value={live.open_tables} format={formatNumber} reason="" />
                  <Metric
                    label="Comensales sentados"
                    value={live.open_covers}
                    format={formatNumber}
                    reason="el POS no envía comensales"
                  />
                  <Metric
                    label="Mesas atendidas hoy"
                    value={live.tables_so_far}
                    format={formatNumber}
                    reason=""
                  />
                </Metrics>
              </Card>
            </>
          );
        }}
      </Loaded>
      <Card title="Caja">
        <Loaded resource={cash}>
          {({ data: { attributes: drawer } }) => (
            <Metrics>
              <Metric
                label="Efectivo esperado en caja"
                value={drawer.expected_balance_cents}
                format={formatMoney}
                reason="la caja no se abrió hoy con un fondo"
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
                reason=""
              />
              <Metric label="Entradas" value={drawer.cash_in_so_far_cents} format={formatMoney} reason="" />
              <Metric label="Salidas" value={drawer.cash_out_so_far_cents} format={formatMoney} reason="" />
            </Metrics>
          )}
        </Loaded>
      </Card>
      <Card title="Alertas activas">
        <Loaded resource={alerts}>
          {({ data: { attributes } }) => (
            <AlertList alerts={attributes.alerts} timeZone={tz} empty="Sin alertas activas." />
          )}
        </Loaded>
      </Card>
    </Page>
  );
}
