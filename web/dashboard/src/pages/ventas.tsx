/**
 * Ventas: the period's closed days (their summary against the comparison baseline, named beside
 * every change: shared/domain/analytics/baseline.ts), sales by hour (a chart), by shift, and by
 * waiter; a period that reaches today counts it once its corte Z is in, and until then shows
 * today's sales so far as Hoy does, apart (ui/closed-period.ts).
 */
import * as Plot from '@observablehq/plot';
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { type Baseline, comparisonBaseline } from '../../../../shared/domain/analytics/baseline.ts';
import { pctChange, pctChangeOfRatios } from '../../../../shared/domain/analytics/rounding.ts';
import { otherSalesCents } from '../../../../shared/domain/analytics/sales.ts';
import type {
  SalesByHourAttributes,
  SalesSummaryAttributes,
} from '../../../../shared/domain/responses/intelligence.ts';
import { baselineText } from '../lib/baseline.ts';
import {
  changeAgainst,
  formatDate,
  formatMoney,
  formatMoneyWhole,
  formatNumber,
  formatPercent,
} from '../lib/format.ts';
import { openDaysNote } from '../lib/open-days.ts';
import type { Period } from '../lib/period.ts';
import { liveUpdatesReason, nullReason } from '../lib/reasons.ts';
import { useClosedPeriod } from '../ui/closed-period.ts';
import { Card, Chart, Loaded, Loading, Metric, Metrics, Page, Value } from '../ui/components.tsx';
import { type Resource, useRead } from '../ui/hooks.ts';
import { SoldSoFar } from '../ui/live-sales.tsx';
import type { PageProps } from '../ui/page-props.ts';
import { HOY_READS, HOY_REFRESH_MS } from './hoy-reads.ts';

type Summary = BodyOf<'intelligence-sales-summary'>;
type ByHour = BodyOf<'intelligence-sales-by-hour'>;
type ByEmployee = BodyOf<'intelligence-sales-by-employee'>;

const SHIFTS: Record<keyof SalesSummaryAttributes['by_shift'], string> = {
  breakfast: 'Desayuno',
  lunch: 'Comida',
  dinner: 'Cena',
  bar: 'Bar',
};

/**
 * What a change says with its baseline: the figure, "comparando…" while the base loads, or why
 * none: the base has no `missing` (its sales, or with a ticket its tables).
 */
function changeNote(
  value: (base: SalesSummaryAttributes) => number | null,
  base: Comparison,
  missing = 'ventas',
) {
  const against = baselineText(base.baseline);
  if (base.summary.error) return `sin comparación: no se pudo leer ${against}`;
  if (!base.summary.data) return `comparando con ${against}…`;
  return changeAgainst(
    value(base.summary.data.data.attributes),
    against,
    `sin comparación: sin ${missing} en ${against}`,
  );
}

/** The baseline of the closed days and its summary. */
interface Comparison {
  baseline: Baseline;
  summary: Resource<Summary>;
}

/** The counts of the period, each with what the POS did not send when it is null. */
const COUNTS = [
  { label: 'Comensales', key: 'covers_total', unsent: 'el POS no envía comensales' },
  { label: 'Mesas', key: 'tables_served_total', unsent: 'el POS no envía mesas' },
] as const;

/**
 * The categories' sales: the POS may send a day without them. With IVA, as "Ventas totales" beside
 * them; the label says so because Costos shows the same categories without IVA.
 */
const CATEGORY_SALES = [
  { label: 'Alimentos, con IVA', key: 'food_sales_cents' },
  { label: 'Bebidas, con IVA', key: 'beverage_sales_cents' },
  { label: 'Bar, con IVA', key: 'bar_sales_cents' },
] as const;

/** "Otros, con IVA": what the categories leave of the total (envases, extras), so the four add up. */
function OtherSales(props: { summary: SalesSummaryAttributes }) {
  const other = otherSalesCents(props.summary);
  if (other === null) return null;
  return (
    <Metric
      label="Otros, con IVA"
      value={other}
      format={formatMoney}
      reason=""
      note="envases, extras y lo que el POS no pone en alimentos, bebidas ni bar"
    />
  );
}

function SummaryMetrics(props: { summary: Summary; base: Comparison }) {
  const { attributes: s, meta } = props.summary.data;
  const reason = nullReason(meta);
  const { base } = props;
  return (
    <Metrics>
      <Metric
        label="Ventas totales"
        value={s.total_sales_cents}
        format={formatMoney}
        reason={reason}
        note={
          changeNote((b) => pctChange(s.total_sales_cents, b.total_sales_cents), base) +
          (base.summary.data ? openDaysNote(props.summary, base.summary.data) : '')
        }
      />
      <Metric label="Sin IVA" value={s.total_sales_no_iva_cents} format={formatMoney} reason={reason} />
      <Metric
        label="Ticket promedio"
        value={s.avg_ticket_cents}
        format={formatMoney}
        reason={nullReason(meta, 'el POS no envía comensales ni mesas')}
        // No ticket of its own: "sin datos" says why, and there is nothing to compare.
        note={
          s.avg_ticket_cents === null
            ? undefined
            : changeNote(
                (b) =>
                  pctChangeOfRatios(
                    s.total_sales_cents,
                    s.tables_served_total,
                    b.total_sales_cents,
                    b.tables_served_total,
                  ),
                base,
                'mesas',
              )
        }
      />
      {COUNTS.map((count) => (
        <Metric
          key={count.key}
          label={count.label}
          value={s[count.key]}
          format={formatNumber}
          reason={nullReason(meta, count.unsent)}
        />
      ))}
      {CATEGORY_SALES.map((category) => (
        <Metric
          key={category.key}
          label={category.label}
          value={s[category.key]}
          format={formatMoney}
          reason={nullReason(meta, 'el POS no envía ventas por categoría de todos los cortes')}
        />
      ))}
      <OtherSales summary={s} />
    </Metrics>
  );
}

function ShiftTable(props: { summary: Summary }) {
  const { attributes: s, meta } = props.summary.data;
  const reason = nullReason(meta, 'el POS envía un solo resumen del día');
  const shifts = Object.values(s.by_shift);
  // No shift known: said once, not under each of the eight cells (since 2026-12-06).
  if (shifts.every((shift) => shift.sales_cents === null && shift.covers === null))
    return <p class="note">Por turno: sin datos{reason ? ` (${reason})` : ''}.</p>;
  return (
    <table class="table cards">
      <thead>
        <tr>
          <th>Turno</th>
          <th class="num">Ventas</th>
          <th class="num">Comensales</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(SHIFTS) as (keyof typeof SHIFTS)[]).map((shift) => (
          <tr key={shift}>
            <td data-label="Turno">{SHIFTS[shift]}</td>
            <td data-label="Ventas" class="num">
              <Value value={s.by_shift[shift].sales_cents} format={formatMoney} reason={reason} />
            </td>
            <td data-label="Comensales" class="num">
              <Value value={s.by_shift[shift].covers} format={formatNumber} reason={reason} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HourChart(props: { hours: SalesByHourAttributes['hours']; peak: string | null }) {
  const { hours, peak } = props;
  return (
    <Chart
      label="Ventas por hora del periodo"
      deps={[hours]}
      render={(width) =>
        Plot.plot({
          width,
          height: 220,
          marginLeft: 64,
          x: { label: null, tickFormat: (hour: string) => hour.slice(0, 2), type: 'band' },
          y: { label: null, grid: true, tickFormat: (cents: number) => formatMoneyWhole(cents), ticks: 4 },
          marks: [
            Plot.barY(hours, {
              x: 'hour',
              y: 'sales_cents',
              fill: (d: { hour: string }) => (d.hour === peak ? '#0b6e4f' : '#7fb8a4'),
              title: (d: { hour: string; sales_cents: number }) => `${d.hour}: ${formatMoney(d.sales_cents)}`,
            }),
            Plot.ruleY([0]),
          ],
        })
      }
    />
  );
}

function ByHourFigures(props: { byHour: ByHour }) {
  const { attributes: h, meta } = props.byHour.data;
  if (h.hours.length === 0) return <p class="empty">Sin ventas por hora: {nullReason(meta)}.</p>;
  return (
    <>
      <p>
        Hora pico <strong>{h.peak_hour ?? 'sin datos'}</strong> · hora más baja{' '}
        <strong>{h.valley_hour ?? 'sin datos'}</strong>
        {meta.unassigned_sales_cents > 0 ? ` · ${formatMoney(meta.unassigned_sales_cents)} sin hora` : ''}
      </p>
      <HourChart hours={h.hours} peak={h.peak_hour} />
    </>
  );
}

/**
 * The waiters ranked by sales, with their tips when the live tables sent any; when no waiter has
 * them, the tips' column is left out and why is said once under the table (since 2026-12-07;
 * before, "sin datos" and the same reason under every waiter).
 */
function WaiterTable(props: { byEmployee: ByEmployee }) {
  const { attributes: e, meta } = props.byEmployee.data;
  if (e.employees.length === 0) return <p class="empty">Sin ventas por mesero: {nullReason(meta)}.</p>;
  // Tips by waiter come from the live tables (docs/intelligence.md), not the order lines.
  const tipsReason = liveUpdatesReason(meta.live_updates, 'sus mesas en vivo no traen propina');
  const withTips = e.employees.some((employee) => employee.tips_cents !== null);
  return (
    <>
      <table class="table cards">
        <thead>
          <tr>
            <th>#</th>
            <th>Mesero</th>
            <th class="num">Ventas</th>
            {withTips ? <th class="num">Propinas</th> : null}
          </tr>
        </thead>
        <tbody>
          {e.employees.map((employee) => (
            <tr key={employee.name}>
              <td data-label="#">{employee.rank}</td>
              <td data-label="Mesero">{employee.name}</td>
              <td data-label="Ventas" class="num">
                {formatMoney(employee.total_sales_cents)}
              </td>
              {withTips ? (
                <td data-label="Propinas" class="num">
                  <Value
                    value={employee.tips_cents}
                    format={(cents) =>
                      employee.tip_pct === null
                        ? formatMoney(cents)
                        : `${formatMoney(cents)} (${formatPercent(employee.tip_pct)})`
                    }
                    reason={tipsReason}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {withTips ? null : <p class="note">Propinas por mesero: sin datos ({tipsReason}).</p>}
    </>
  );
}

/** Today's sales so far, as Hoy shows them: today has not closed, so no summary counts it yet. */
function TodayCard(props: { closed: Period | null }) {
  const sales = useRead(HOY_READS.sales, {}, HOY_REFRESH_MS);
  return (
    <Card title="Hoy, en vivo">
      <p class="note">
        Lo vendido hoy hasta ahora, en vivo, como en Hoy.{' '}
        {props.closed
          ? `El resumen de abajo cuenta los días terminados, del ${formatDate(props.closed.from)} al ${formatDate(props.closed.to)}: hoy entra en él con su corte Z.`
          : 'El resumen, las horas y los meseros cuentan los días terminados: hoy entra en ellos con su corte Z.'}
      </p>
      <Loaded resource={sales}>
        {(document) => (
          <Metrics>
            <SoldSoFar sales={document} />
          </Metrics>
        )}
      </Loaded>
    </Card>
  );
}

/**
 * A period with no corte Z in, said once: not a total of $0.00 "−100 %" against last week and
 * "ningún día cerrado" under each of eight figures (since 2026-12-07).
 */
const noCorteZ = (closed: Period) =>
  closed.from === closed.to
    ? `Sin corte Z del ${formatDate(closed.from)}: sus ventas se cuentan cuando llegue.`
    : 'Ningún día del periodo tiene corte Z: sus ventas se cuentan con el corte Z de cada día.';

function ClosedDays(props: { closed: Period }) {
  const { closed } = props;
  const query = { date_from: closed.from, date_to: closed.to };
  const baseline = comparisonBaseline(closed);
  const summary = useRead('intelligence-sales-summary', query);
  const base = useRead('intelligence-sales-summary', {
    date_from: baseline.range.from,
    date_to: baseline.range.to,
  });
  const byHour = useRead('intelligence-sales-by-hour', query);
  const byEmployee = useRead('intelligence-sales-by-employee', query);
  return (
    <>
      <Card title="Resumen">
        <Loaded resource={summary}>
          {(document) =>
            document.data.meta.snapshot_date === null ? (
              <p class="empty">{noCorteZ(closed)}</p>
            ) : (
              <>
                <SummaryMetrics summary={document} base={{ baseline, summary: base }} />
                <ShiftTable summary={document} />
              </>
            )
          }
        </Loaded>
      </Card>
      <Card title="Por hora">
        <Loaded resource={byHour}>{(document) => <ByHourFigures byHour={document} />}</Loaded>
      </Card>
      <Card title="Por mesero">
        <Loaded resource={byEmployee}>{(document) => <WaiterTable byEmployee={document} />}</Loaded>
      </Card>
    </>
  );
}

export function Ventas(props: PageProps) {
  const closed = useClosedPeriod(props.period, 'intelligence-sales-summary');
  return (
    <Page title="Ventas">
      {closed.openToday ? <TodayCard closed={closed.range} /> : null}
      {closed.pending ? (
        <Card title="Resumen">
          <Loading />
        </Card>
      ) : null}
      {closed.range ? <ClosedDays closed={closed.range} /> : null}
    </Page>
  );
}
