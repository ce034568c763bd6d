/**
 * From stored documents to the analytics' DayInput: pure, so it is unit-tested without a database.
 * Every document stored for the day is handed over as it was ingested (xout closings included);
 * the cube builders decide what counts (zout closings and zout sales summaries only).
 */
import type { DayInput } from '../analytics/cubes.ts';
import type {
  CancellationInput,
  CashRegisterOpenedInput,
  CatalogItemInput,
  DiscountInput,
  OrderLineInput,
  PaymentInput,
  SalesSummaryInput,
  StoredClosingInput,
} from '../analytics/inputs.ts';
import type { DayDocument } from '../day-store.ts';

const listOf = <T>(attributes: Record<string, unknown>, member: string): T[] => {
  const value = attributes[member];
  return Array.isArray(value) ? (value as T[]) : [];
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface DayInputSources {
  branchId: string;
  date: string;
  timeZone: string;
  documents: readonly DayDocument[];
  catalog: readonly CatalogItemInput[];
  activity: readonly CashRegisterOpenedInput[];
}

export function dayInputOf(sources: DayInputSources): DayInput {
  const orders: OrderLineInput[] = [];
  const sales: SalesSummaryInput[] = [];
  const payments: PaymentInput[] = [];
  const discounts: DiscountInput[] = [];
  const cancellations: CancellationInput[] = [];
  const closings: StoredClosingInput[] = [];
  for (const document of sources.documents) {
    const attributes = document.attributes;
    switch (document.resource) {
      case 'orders':
        orders.push(...listOf<OrderLineInput>(attributes, 'lines'));
        break;
      case 'sales':
        sales.push(attributes as unknown as SalesSummaryInput);
        break;
      case 'payments':
        payments.push(...listOf<PaymentInput>(attributes, 'payments'));
        break;
      case 'discounts':
        discounts.push(...listOf<DiscountInput>(attributes, 'discounts'));
        break;
      case 'cancellations':
        cancellations.push(...listOf<CancellationInput>(attributes, 'cancellations'));
        break;
      case 'cash-register':
        closings.push({
          ...(attributes as unknown as Omit<StoredClosingInput, 'id'>),
          // The folio of a closing is the id the ingest answered with (data.id).
          id: document.document_id,
          cashier_name: textOrNull(document.meta.cashier_name),
          cash_register_name: textOrNull(document.meta.cash_register_name),
        });
        break;
    }
  }
  return {
    branchId: sources.branchId,
    date: sources.date,
    timeZone: sources.timeZone,
    orders,
    sales,
    payments,
    discounts,
    cancellations,
    closings,
    catalog: sources.catalog,
    activity: sources.activity,
  };
}
