/**
 * Caja: the cash ledger of the period (GET /api/v1/intelligence/cash-flow: opening, inflows,
 * outflows, closing, day by day, with the variance benchmark) and the reconciliation of the cash
 * register closings (GET /api/v1/intelligence/sales/reconciliation).
 */
import { formatDate, formatMoney, formatPercent } from '../lib/format.ts';
import { nullReason } from '../lib/reasons.ts';
import {
  Card,
  Loaded,
  Metric,
  Metrics,
  Page,
  PeriodPicker,
  TONE_NAMES,
  toneOf,
  usePeriod,
  Value,
} from '../ui/components.tsx';
import { useResource } from '../ui/hooks.ts';
import type { PageProps } from './registry.ts';

type Status = 'green' | 'yellow' | 'red' | null;

/** The cash cut's sales by payment type (the five add up to grand_total_cents). */
interface SalesByPaymentType {
  cash_sales_cents: number | null;
  card_sales_cents: number | null;
  transfer_sales_cents: number | null;
  delivery_sales_cents: number | null;
  voucher_sales_cents: number | null;
  grand_total_cents: number | null;
}

const PAYMENT_TYPES: Record<Exclude<keyof SalesByPaymentType, 'grand_total_cents'>, string> = {
  cash_sales_cents: 'Efectivo',
  card_sales_cents: 'Tarjeta',
  transfer_sales_cents: 'Transferencias',
  delivery_sales_cents: 'Plataformas de entrega',
  voucher_sales_cents: 'Vales',
};

/** "Efectivo $1,000.00 · Tarjeta $500.00 · …" of the types the cut reports. */
const byPaymentType = (sales: SalesByPaymentType): string =>
  Object.entries(PAYMENT_TYPES)
    .map(([key, label]) => [label, sales[key as keyof typeof PAYMENT_TYPES]] as const)
    .filter(([, cents]) => cents !== null)
    .map(([label, cents]) => `${label} ${formatMoney(cents as number)}`)
    .join(' · ');

interface CashFlow {
  data: {
    attributes: {
      period_summary: {
        opening_balance_cents: number | null;
        total_inflows_cents: number;
        total_outflows_cents: number;
        closing_balance_cents: number | null;
        net_cash_cents: number;
      };
      inflows: Record<string, number>;
      outflows: Record<string, number>;
      sales_by_payment_type: SalesByPaymentType;
      daily_entries: {
        date: string;
        opening_balance_cents: number | null;
        inflows_cents: number;
        outflows_cents: number;
        closing_balance_cents: number | null;
        variance_cents: number | null;
        variance_pct: number | null;
        variance_status: Status;
      }[];
      alerts: { date: string; message: string; severity: string }[];
    };
    meta: {
      snapshot_date: string | null;
      benchmark: { variance_pct_threshold: number; variance_status: Status };
    };
  };
}

interface Reconciliation {
  data: {
    attributes: {
      totals: SalesByPaymentType & {
        tips_cents: number | null;
        variance_cents: number | null;
        payments: { total_cents: number; other_cents: number } | null;
        payments_difference_cents: number | null;
      };
      records: {
        date: string;
        shift: string | null;
        folio: string;
        cashier: string | null;
        cash_cents: number | null;
        card_cents: number | null;
        transfer_cents: number | null;
        delivery_cents: number | null;
        voucher_cents: number | null;
        total_cents: number | null;
        variance_cents: number | null;
        variance_status: Status;
      }[];
    };
    meta: { snapshot_date: string | null };
  };
}

const INFLOWS: Record<string, string> = {
  cash_sales_cents: 'Ventas en efectivo',
  deposits_received_cents: 'Depósitos',
  other_income_cents: 'Otros ingresos',
  tips_received_cents: 'Propinas recibidas',
};
const OUTFLOWS: Record<string, string> = {
  cash_purchases_cents: 'Compras en efectivo',
  cash_expenses_cents: 'Gastos en efectivo',
  tips_paid_to_waiters_cents: 'Propinas pagadas',
  withholding_cents: 'Retenciones',
  other_cash_out_cents: 'Otras salidas',
};

type ClosingRecord = Reconciliation['data']['attributes']['records'][number];

const recordSales = (record: ClosingRecord): SalesByPaymentType => ({
  cash_sales_cents: record.cash_cents,
  card_sales_cents: record.card_cents,
  transfer_sales_cents: record.transfer_cents,
  delivery_sales_cents: record.delivery_cents,
  voucher_sales_cents: record.voucher_cents,
  grand_total_cents: record.total_cents,
});

const statusBadge = (status: Status) => {
  const tone = toneOf(status);
  return tone ? <span class={`badge tone-${tone}`}>{TONE_NAMES[tone]}</span> : null;
};

export function Caja(props: PageProps) {
  const period = usePeriod(props.params);
  const query = { date_from: period.from, date_to: period.to };
  const flow = useResource<CashFlow>('/api/v1/intelligence/cash-flow', query);
  const reconciliation = useResource<Reconciliation>('/api/v1/intelligence/sales/reconciliation', query);
  return (
    <Page title="Caja">
      <PeriodPicker period={period} />
      <Card title="Flujo de efectivo">
        <Loaded resource={flow}>
          {({ data: { attributes: f, meta } }) => {
            const reason = nullReason(meta, 'sin apertura de caja registrada');
            return (
              <>
                <Metrics>
                  <Metric
                    label="Saldo inicial"
                    value={f.period_summary.opening_balance_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric
                    label="Entradas"
                    value={f.period_summary.total_inflows_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric
                    label="Salidas"
                    value={f.period_summary.total_outflows_cents}
                    format={formatMoney}
                    reason={reason}
                  />
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
                  <dl class="ledger">
                    {Object.entries(INFLOWS).map(([key, label]) => (
                      <div key={key}>
                        <dt>{label}</dt>
                        <dd>{formatMoney(f.inflows[key] ?? 0)}</dd>
                      </div>
                    ))}
                  </dl>
                  <dl class="ledger">
                    {Object.entries(OUTFLOWS).map(([key, label]) => (
                      <div key={key}>
                        <dt>{label}</dt>
                        <dd>{formatMoney(f.outflows[key] ?? 0)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
                {f.sales_by_payment_type.grand_total_cents !== null ? (
                  <p class="note">
                    Ventas de los cortes por forma de pago (solo el efectivo entra a la caja):{' '}
                    {byPaymentType(f.sales_by_payment_type)} · total{' '}
                    {formatMoney(f.sales_by_payment_type.grand_total_cents)}.
                  </p>
                ) : null}
                <h3>Día por día</h3>
                {f.daily_entries.length === 0 ? (
                  <p class="empty">Sin días en el libro: {reason}.</p>
                ) : (
                  <ul class="rows">
                    {f.daily_entries.map((day) => (
                      <li key={day.date}>
                        <strong>{formatDate(day.date)}</strong> {statusBadge(day.variance_status)}
                        <span>
                          Entradas {formatMoney(day.inflows_cents)} · salidas{' '}
                          {formatMoney(day.outflows_cents)} · cierre{' '}
                          <Value
                            value={day.closing_balance_cents}
                            format={formatMoney}
                            reason="sin saldo inicial"
                          />{' '}
                          · diferencia{' '}
                          <Value
                            value={day.variance_cents}
                            format={formatMoney}
                            reason="sin conteo de caja"
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </Loaded>
      </Card>
      <Card title="Cortes de caja">
        <Loaded resource={reconciliation}>
          {({ data: { attributes: r, meta } }) => {
            const reason = nullReason(meta, 'el POS no envía cortes de caja');
            return (
              <>
                <Metrics>
                  <Metric
                    label="Efectivo"
                    value={r.totals.cash_sales_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric
                    label="Tarjeta"
                    value={r.totals.card_sales_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric
                    label="Transferencias"
                    value={r.totals.transfer_sales_cents}
                    format={formatMoney}
                    reason="el corte no trae transferencias"
                  />
                  <Metric
                    label="Plataformas de entrega"
                    value={r.totals.delivery_sales_cents}
                    format={formatMoney}
                    reason="el corte no trae plataformas"
                  />
                  <Metric
                    label="Vales"
                    value={r.totals.voucher_sales_cents}
                    format={formatMoney}
                    reason="el corte no trae vales"
                  />
                  <Metric
                    label="Total de los cortes"
                    value={r.totals.grand_total_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric label="Propinas" value={r.totals.tips_cents} format={formatMoney} reason={reason} />
                  <Metric
                    label="Diferencia"
                    value={r.totals.variance_cents}
                    format={formatMoney}
                    reason={reason}
                  />
                  <Metric
                    label="Pagos del POS menos cortes"
                    value={r.totals.payments_difference_cents}
                    format={formatMoney}
                    reason="el POS no envió pagos de esos días"
                    note={
                      r.totals.payments
                        ? `pagos ${formatMoney(r.totals.payments.total_cents)}, otros ${formatMoney(r.totals.payments.other_cents)}`
                        : undefined
                    }
                  />
                </Metrics>
                {r.records.length === 0 ? (
                  <p class="empty">Sin cortes en el periodo: {reason}.</p>
                ) : (
                  <ul class="rows">
                    {r.records.map((record) => (
                      <li key={`${record.date}-${record.folio}`}>
                        <strong>
                          {formatDate(record.date)} · folio {record.folio}
                        </strong>{' '}
                        {statusBadge(record.variance_status)}
                        <span>
                          {record.cashier ?? 'cajero sin nombre'} · {byPaymentType(recordSales(record))} ·
                          total{' '}
                          <Value
                            value={record.total_cents}
                            format={formatMoney}
                            reason="el corte no trae total"
                          />{' '}
                          · diferencia{' '}
                          <Value
                            value={record.variance_cents}
                            format={formatMoney}
                            reason="el corte no trae conteo"
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </Loaded>
      </Card>
    </Page>
  );
}
