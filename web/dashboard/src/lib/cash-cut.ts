/**
 * How Caja names a cash cut and its sales: by register, type and time (never the folio, a UUID), and
 * by every payment type of the cut so the five add up to its total (docs/dashboard.md, "Caja").
 */
import type {
  ReconciliationAttributes,
  SalesByPaymentType,
} from '../../../../shared/domain/responses/intelligence.ts';
import { formatMoney } from './format.ts';

type ClosingRecord = ReconciliationAttributes['records'][number];
type PaymentMember = Exclude<keyof SalesByPaymentType, 'grand_total_cents'>;

export const PAYMENT_TYPES: Record<PaymentMember, string> = {
  cash_sales_cents: 'Efectivo',
  card_sales_cents: 'Tarjeta',
  transfer_sales_cents: 'Transferencias',
  delivery_sales_cents: 'Plataformas de entrega',
  voucher_sales_cents: 'Vales',
};

/** "Efectivo $1,000.00 · Tarjeta $500.00 · …" of the types the cut reports (null: not sent). */
export const byPaymentType = (sales: SalesByPaymentType): string =>
  (Object.keys(PAYMENT_TYPES) as PaymentMember[])
    .filter((key) => sales[key] !== null)
    .map((key) => `${PAYMENT_TYPES[key]} ${formatMoney(sales[key] as number)}`)
    .join(' · ');

/** A cut's record as the five members of the totals, for byPaymentType. */
export const recordSales = (record: ClosingRecord): SalesByPaymentType => ({
  cash_sales_cents: record.cash_cents,
  card_sales_cents: record.card_cents,
  transfer_sales_cents: record.transfer_cents,
  delivery_sales_cents: record.delivery_cents,
  voucher_sales_cents: record.voucher_cents,
  grand_total_cents: record.total_cents,
});

const CLOSING_TYPES: Record<ClosingRecord['closing_type'], string> = { zout: 'Corte Z' };

/** The HH:MM of a timestamp as the POS sent it (its own local clock), or null when it has none. */
const clockOf = (timestamp: string): string | null => /T(\d{2}:\d{2})/.exec(timestamp)?.[1] ?? null;

/** "Corte Z · Caja 1 · 23:10": what a person recognises a cut by. */
export function cutName(record: Pick<ClosingRecord, 'closing_type' | 'cash_register' | 'end_at'>): string {
  const clock = clockOf(record.end_at);
  return [
    CLOSING_TYPES[record.closing_type],
    record.cash_register ?? 'caja sin nombre',
    clock ? `${clock} h` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
