/**
 * From stored documents to the analytics' DayInput: pure, so it is unit-tested without a database.
 * Only zout documents count: every document whose `closing_type` is `xout` (an xout closing, or a
 * business document a POS sent with closing_type xout) is left out here, whatever its resource, so
 * no cube can count it. The cube builders keep their own zout filters as a second guard.
 */
import type { DayInput } from '../../domain/analytics/cubes.ts';
import type {
  CancellationInput,
  CashRegisterOpenedInput,
  CatalogItemInput,
  DiscountInput,
  OrderLineInput,
  PaymentInput,
  SalesSummaryInput,
  StoredClosingInput,
} from '../../domain/analytics/inputs.ts';
import type { DayDocument } from '../../storage/day-store.ts';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An xout document is informational (spec): stored, never counted. */
const isXout = (document: Pick<DayDocument, 'attributes'>): boolean =>
  document.attributes.closing_type === 'xout';

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
  // Each document's attributes are its schema's output (DayAttributes), which the analytics input
  // types accept as they are: the compiler checks that here, no cast needed.
  for (const document of sources.documents) {
    if (isXout(document)) continue;
    switch (document.resource) {
      case 'orders':
        orders.push(...document.attributes.lines);
        break;
      case 'sales':
        sales.push(document.attributes);
        break;
      case 'payments':
        payments.push(...document.attributes.payments);
        break;
      case 'discounts':
        discounts.push(...document.attributes.discounts);
        break;
      case 'cancellations':
        cancellations.push(...document.attributes.cancellations);
        break;
      case 'cash-register':
        closings.push({
          ...document.attributes,
          // The folio is the closing's own UUID, which the POS sends as X-Idempotency-Key (spec); a
          // document stored before the key was kept falls back to the service's id (data.id).
          id: document.idempotency_key ?? document.document_id,
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
