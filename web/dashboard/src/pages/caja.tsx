/**
 * Caja: the cash ledger of the period (GET /api/v1/intelligence/cash-flow: opening, inflows,
 * outflows, closing, day by day, with the variance benchmark) and the reconciliation of the cash
 * register closings (GET /api/v1/intelligence/sales/reconciliation).
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import type {
  CashFlowAttributes,
  ReconciliationAttributes,
} from '../../../../shared/domain/responses/intelligence.ts';
import { byPaymentType, cutName, recordSales } from '../lib/cash-cut.ts';
import { formatDate, formatMoney, formatPercent } from '../lib/format.ts';
import { ledgerRows } from '../lib/ledger-days.ts';
import { liveUpdatesReason, nullReason } from '../lib/reasons.ts';
import { Card, Loaded, Metric, Metrics, Page, StatusBadge, toneOf, Value } from '../ui/components.tsx';
import { useRead } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';

type CashFlow = BodyOf<'intelligence-cash-flow'>;
type Reconciliation = BodyOf<'intelligence-sales-reconciliation'>;

const INFLOWS: Record<keyof CashFlowAttributes['inflows'], string> = {
  cash_sales_cents: 'Ventas en efectivo',
  deposits_received_cents: 'Depósitos',
  other_income_cents: 'Otros ingresos',
  tips_received_cents: 'Propinas recibidas',
};
const OUTFLOWS: Record<keyof CashFlowAttributes['outflows'], string> = {
  cash_purchases_cents: 'Compras en efectivo',
  cash_expenses_cents: 'Gastos en efectivo',
  tips_paid_to_waiters_cents: 'Propinas pagadas',
  withholding_cents: 'Retenciones',
  other_cash_out_cents: 'Otras salidas',
};

/** The ledger's lines in the order of their labels, each with its amount (null: not known). */
const linesOf = <K extends string>(labels: Record<K, string>, amounts: Record<K, number | null>) =>
  (Object.keys(labels) as K[]).map((key) => ({ key, label: labels[key], cents: amounts[key] }));

const statusBadge = (status: string | null) => <StatusBadge status={status} />;

/** One side of the ledger (entries or exits): each line with its amount, or why it is not known. */
function LedgerColumn<K extends string>(props: {
  labels: Record<K, string>;
  amounts: Record<K, number | null>;
  reason: string;
}) {
  return (
    <dl class="ledger">
      {linesOf(props.labels, props.amounts).map((line) => (
        <div key={line.key}>
          <dt>{line.label}</dt>
          <dd>
            <Value value={line.cents} format={formatMoney} reason={props.reason} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DailyEntries(props: {
  days: CashFlowAttributes['daily_entries'];
  period: { from: string; to: string };
  reason: string;
}) {
  if (props.days.length === 0) return <p class="empty">Sin días en el libro: {props.reason}.</p>;
  // No day opened its drawer: no closing balance to show, said once under the days, not on each
  // (since 2026-12-07; before, "cierre sin datos (sin saldo inicial)" on every row).
  const anyClosing = props.days.some((day) => day.closing_balance_cents !== null);
  return (
    <>
      <ul class="rows">
        {ledgerRows(props.days, props.period).map(({ date, day }) =>
          day === null ? (
            // A day without its corte Z, named where it falls (lib/ledger-days.ts).
            <li key={date}>
              <strong>{formatDate(date)}</strong>
              <span>Sin corte Z: cerrado, o su corte no ha llegado.</span>
            </li>
          ) : (
            <li key={date}>
              <strong>{formatDate(date)}</strong> {statusBadge(day.variance_status)}
              <span>
                Entradas {formatMoney(day.inflows_cents)} · salidas {formatMoney(day.outflows_cents)} ·{' '}
                {anyClosing ? (
                  <>
                    cierre{' '}
                    <Value
                      value={day.closing_balance_cents}
                      format={formatMoney}
                      reason="sin saldo inicial"
                    />{' '}
                    ·{' '}
                  </>
                ) : null}
                diferencia{' '}
                <Value value={day.variance_cents} format={formatMoney} reason="sin conteo de caja" />
              </span>
            </li>
          ),
        )}
      </ul>
      {anyClosing ? null : (
        <p class="note">
          Sin saldo de cierre por día: ningún día del periodo tiene apertura de caja (saldo inicial).
        </p>
      )}
    </>
  );
}

/** The period's opening balance and what came in and went out, before its closing balance. */
const PERIOD_FLOWS = [
  { label: 'Saldo inicial', key: 'opening_balance_cents' },
  { label: 'Entradas', key: 'total_inflows_cents' },
  { label: 'Salidas', key: 'total_outflows_cents' },
] as const;

function CashFlowFigures(props: { flow: CashFlow }) {
  const { attributes: f, meta } = props.flow.data;
  const reason = nullReason(meta, 'sin apertura de caja registrada');
  const ledgerReason = liveUpdatesReason(meta.live_updates, 'el POS no envía movimientos de caja en vivo');
  return (
    <>
      <Metrics>
        {PERIOD_FLOWS.map((row) => (
          <Metric
            key={row.key}
            label={row.label}
            value={f.period_summary[row.key]}
            format={formatMoney}
            reason={reason}
          />
        ))}
        <Metric
          label="Saldo final"
          value={f.period_summary.closing_balance_cents}
          format={formatMoney}
          reason={reason}
          tone={toneOf(meta.benchmark.variance_status)}
          note={`diferencia tolerada: ${formatPercent(meta.benchmark.variance_pct_threshold)}`}
        />
      </Metrics>
      <div class="two-columns">
        <LedgerColumn labels={INFLOWS} amounts={f.inflows} reason={ledgerReason} />
        <LedgerColumn labels={OUTFLOWS} amounts={f.outflows} reason={ledgerReason} />
      </div>
      {f.sales_by_payment_type.grand_total_cents !== null ? (
        <p class="note">
          Ventas de los cortes por forma de pago (solo el efectivo entra a la caja):{' '}
          {byPaymentType(f.sales_by_payment_type)} · total{' '}
          {formatMoney(f.sales_by_payment_type.grand_total_cents)}.
        </p>
      ) : null}
      <h3>Día por día</h3>
      <DailyEntries days={f.daily_entries} period={meta.period} reason={reason} />
    </>
  );
}

type CutTotals = ReconciliationAttributes['totals'];

/** The totals of the period's cuts, in the order shown, each with why it may be missing (null: the read's own reason). */
const CUT_TOTALS: readonly {
  label: string;
  key: keyof CutTotals & `${string}_cents`;
  reason: string | null;
}[] = [
  { label: 'Efectivo', key: 'cash_sales_cents', reason: null },
  { label: 'Tarjeta', key: 'card_sales_cents', reason: null },
  { label: 'Transferencias', key: 'transfer_sales_cents', reason: 'el corte no trae transferencias' },
  { label: 'Plataformas de entrega', key: 'delivery_sales_cents', reason: 'el corte no trae plataformas' },
  { label: 'Vales', key: 'voucher_sales_cents', reason: 'el corte no trae vales' },
  { label: 'Total de los cortes', key: 'grand_total_cents', reason: null },
  { label: 'Propinas', key: 'tips_cents', reason: null },
  { label: 'Diferencia', key: 'variance_cents', reason: null },
];

function CutTotalsMetrics(props: { totals: CutTotals; reason: string }) {
  const { totals } = props;
  return (
    <Metrics>
      {CUT_TOTALS.map((row) => (
        <Metric
          key={row.key}
          label={row.label}
          value={totals[row.key]}
          format={formatMoney}
          reason={row.reason ?? props.reason}
        />
      ))}
      <Metric
        label="Pagos del POS menos cortes"
        value={totals.payments_difference_cents}
        format={formatMoney}
        reason="el POS no envió pagos de esos días"
        note={
          totals.payments
            ? `pagos ${formatMoney(totals.payments.total_cents)}, otros ${formatMoney(totals.payments.other_cents)}`
            : undefined
        }
      />
    </Metrics>
  );
}

function CutRecords(props: { records: ReconciliationAttributes['records']; reason: string }) {
  if (props.records.length === 0) return <p class="empty">Sin cortes en el periodo: {props.reason}.</p>;
  return (
    <ul class="rows">
      {props.records.map((record) => (
        <li key={`${record.date}-${record.folio}`}>
          <strong>
            {formatDate(record.date)} · {cutName(record)}
          </strong>{' '}
          {statusBadge(record.variance_status)}
          <span>
            {record.cashier ?? 'cajero sin nombre'} · {byPaymentType(recordSales(record))} · total{' '}
            <Value value={record.total_cents} format={formatMoney} reason="el corte no trae total" /> ·
            diferencia{' '}
            <Value value={record.variance_cents} format={formatMoney} reason="el corte no trae conteo" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Cuts(props: { reconciliation: Reconciliation }) {
  const { attributes: r, meta } = props.reconciliation.data;
  const reason = nullReason(meta, 'el POS no envía cortes de caja');
  return (
    <>
      <CutTotalsMetrics totals={r.totals} reason={reason} />
      <CutRecords records={r.records} reason={reason} />
    </>
  );
}

export function Caja(props: PageProps) {
  const { period } = props;
  const query = { date_from: period.from, date_to: period.to };
  const flow = useRead('intelligence-cash-flow', query);
  const reconciliation = useRead('intelligence-sales-reconciliation', query);
  return (
    <Page title="Caja">
      <Card title="Flujo de efectivo">
        <Loaded resource={flow}>{(document) => <CashFlowFigures flow={document} />}</Loaded>
      </Card>
      <Card title="Cortes de caja">
        <Loaded resource={reconciliation}>{(document) => <Cuts reconciliation={document} />}</Loaded>
      </Card>
    </Page>
  );
}
