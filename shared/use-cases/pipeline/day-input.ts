/**
 * From stored documents to the analytics' DayInput: pure, so it is unit-tested without a database.
 * Only zout documents count: every document whose `closing_type` is `xout` (an xout closing, or a
 * business document a POS sent with closing_type xout) is left out here, whatever its resource, so
 * no cube can count it. The cube builders keep their own zout filters as a second guard.
 *
 * Corrections of a day ({@link countedDocuments}) are decided here too, so a corrected document
 * never adds to the one it corrects.
 */
import type { DayInput } from '../../domain/analytics/cubes.ts';
import type {
  CancellationInput,
  CashRegisterOpenedInput,
  CatalogItemInput,
  DiscountInput,
  LiveDayInput,
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
  /** The branch's categories (identifier and name); absent: categories are shown as sent. */
  categories?: readonly { identifier: string; name: string }[];
  activity: readonly CashRegisterOpenedInput[];
  /** The day's live updates (the stored live day); null or absent: none. */
  live?: LiveDayInput | null;
}

/** Whether `a` came after `b`: later received_at, then the later (time-ordered) document id. */
const isLater = (a: DayDocument, b: DayDocument): boolean =>
  a.received_at !== b.received_at ? a.received_at > b.received_at : a.document_id > b.document_id;

const replacedKeyOf = (document: DayDocument): string | null => {
  const replaces = document.meta?.replaces;
  return typeof replaces === 'string' && replaces !== '' && replaces !== document.idempotency_key
    ? replaces
    : null;
};

/**
 * How a POS corrects a closed day, for every resource (README "Corrections of a closed day"):
 *
 * 1. Any document sent with `meta.replaces: <X-Idempotency-Key of an earlier document>` of the same
 *    resource and day replaces that document (and, through it, whatever that one replaced): the
 *    earlier one no longer counts. A corrected closing keeps the folio of the closing it replaces.
 * 2. `sales`: the latest zout document per shift replaces the earlier ones of that shift (a sales
 *    summary is the shift's whole figure, so a resent summary is a correction, never more sales).
 * 3. `payments`: the latest zout document of the day replaces the earlier ones (the day's payment
 *    breakdown is one statement).
 * 4. `orders`, `discounts`, `cancellations`, `cash-register`: add up, document by document (batches,
 *    registers), except what rule 1 replaced.
 *
 * "Latest" is the last received (then the later document id). xout documents are left out before.
 * Returns the documents that count, and for each counted closing the folio it carries.
 */
export function countedDocuments(documents: readonly DayDocument[]): {
  documents: DayDocument[];
  folioOf: (document: DayDocument) => string;
} {
  const zout = documents.filter((document) => !isXout(document));
  // Rule 1: drop every document another one of its resource replaces.
  const replacedBy = new Map<string, DayDocument>();
  for (const document of zout) {
    const replaced = replacedKeyOf(document);
    if (replaced !== null) replacedBy.set(`${document.resource}#${replaced}`, document);
  }
  const byKey = new Map(
    zout
      .filter((document) => document.idempotency_key !== undefined)
      .map((document) => [`${document.resource}#${document.idempotency_key}`, document]),
  );
  const survivors = zout.filter(
    (document) =>
      document.idempotency_key === undefined ||
      !replacedBy.has(`${document.resource}#${document.idempotency_key}`),
  );
  // Rules 2 and 3: the latest per group replaces the others.
  const groupOf = (document: DayDocument): string | null =>
    document.resource === 'sales'
      ? `sales#${String(document.attributes.shift)}`
      : document.resource === 'payments'
        ? 'payments'
        : null;
  const latest = new Map<string, DayDocument>();
  for (const document of survivors) {
    const group = groupOf(document);
    if (group === null) continue;
    const current = latest.get(group);
    if (current === undefined || isLater(document, current)) latest.set(group, document);
  }
  const counted = survivors.filter((document) => {
    const group = groupOf(document);
    return group === null || latest.get(group) === document;
  });
  // A correction keeps the folio of the first closing of its chain (the POS's closing UUID).
  const folioOf = (document: DayDocument): string => {
    let current = document;
    const seen = new Set<DayDocument>([current]);
    for (let replaced = replacedKeyOf(current); replaced !== null; replaced = replacedKeyOf(current)) {
      const earlier = byKey.get(`${current.resource}#${replaced}`);
      if (earlier === undefined) return replaced;
      if (seen.has(earlier)) break;
      seen.add(earlier);
      current = earlier;
    }
    return current.idempotency_key ?? current.document_id;
  };
  return { documents: counted, folioOf };
}

export function dayInputOf(sources: DayInputSources): DayInput {
  const orders: OrderLineInput[] = [];
  const sales: SalesSummaryInput[] = [];
  const payments: PaymentInput[] = [];
  const discounts: DiscountInput[] = [];
  const cancellations: CancellationInput[] = [];
  const closings: StoredClosingInput[] = [];
  // Each document's attributes are its schema's output (DayAttributes), which the analytics input
  // types accept as they are: the compiler checks that here, no cast needed. countedDocuments drops
  // xout documents and the ones a correction replaced.
  const { documents, folioOf } = countedDocuments(sources.documents);
  for (const document of documents) {
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
          // correction keeps the folio of the closing it replaces; a document stored before the key
          // was kept falls back to the service's id (data.id).
          id: folioOf(document),
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
    categories: sources.categories ?? [],
    activity: sources.activity,
    live: sources.live ?? null,
  };
}
