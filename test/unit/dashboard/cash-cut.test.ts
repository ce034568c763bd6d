/**
 * How Caja names a cash cut (web/dashboard/src/lib/cash-cut.ts): by type, register and time, never
 * its folio; and its sales by every payment type the cut sent.
 */
import { describe, expect, it } from 'vitest';
import { byPaymentType, cutName, recordSales } from '../../../web/dashboard/src/lib/cash-cut.ts';
import { formatMoney } from '../../../web/dashboard/src/lib/format.ts';

const record = {
  date: '2026-11-20',
  shift: null,
  folio: '0f5b3c1e-7a7c-4d7e-9f5e-1c2b3a4d5e6f',
  cashier: 'Ana',
  cash_register: 'Caja 1',
  closing_type: 'zout' as const,
  end_at: '2026-11-20T23:10:00',
  cash_cents: 100_000,
  card_cents: 50_000,
  transfer_cents: 20_000,
  delivery_cents: null,
  voucher_cents: 5_000,
  tips_cents: null,
  total_cents: 175_000,
  variance_cents: null,
  variance_status: null,
};

describe('a cash cut, as Caja names it', () => {
  it('says its type, register and time, not the folio', () => {
    expect(cutName(record)).toBe('Corte Z · Caja 1 · 23:10 h');
    expect(cutName(record)).not.toContain(record.folio);
    expect(cutName({ ...record, cash_register: null })).toBe('Corte Z · caja sin nombre · 23:10 h');
  });

  it('lists every payment type the cut sent, and they add up to its total', () => {
    const sales = recordSales(record);
    const text = byPaymentType(sales);
    expect(text).toBe(
      [
        `Efectivo ${formatMoney(record.cash_cents)}`,
        `Tarjeta ${formatMoney(record.card_cents)}`,
        `Transferencias ${formatMoney(record.transfer_cents)}`,
        `Vales ${formatMoney(record.voucher_cents)}`,
      ].join(' · '),
    );
    const sent = [
      sales.cash_sales_cents,
      sales.card_sales_cents,
      sales.transfer_sales_cents,
      sales.voucher_sales_cents,
    ];
    expect(sent.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)).toBe(sales.grand_total_cents);
  });
});
