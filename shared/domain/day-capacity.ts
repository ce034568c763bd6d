/**
 * What one business day of a branch may hold, per kind of day document, so that its sums stay exact
 * (docs/ingest-schemas.md "Numeric bounds"): row documents (order lines, discounts, cancellations)
 * by rows, documents of totals (sales summaries, payments, zout closings) by documents. xout
 * documents are never summed and never counted here.
 */
import { ValidationError } from './errors.ts';
import { MAX_DAY_DOCUMENTS, MAX_DAY_ROWS } from './limits.ts';

export type CountedKind =
  | 'orders'
  | 'discounts'
  | 'cancellations'
  | 'sales'
  | 'payments'
  | 'cash-register-zout';

export interface DayCapacity {
  maxDocuments?: number;
  maxRows?: number;
}

export const DAY_CAPACITY: Record<CountedKind, DayCapacity> = {
  orders: { maxRows: MAX_DAY_ROWS },
  discounts: { maxRows: MAX_DAY_ROWS },
  cancellations: { maxRows: MAX_DAY_ROWS },
  sales: { maxDocuments: MAX_DAY_DOCUMENTS },
  payments: { maxDocuments: MAX_DAY_DOCUMENTS },
  'cash-register-zout': { maxDocuments: MAX_DAY_DOCUMENTS },
};

const grouped = (value: number) => value.toLocaleString('en-US');

/**
 * Refuses (422, naming `field`) a document that would take its day past the kind's capacity, given
 * what the day already counted. A correction counts too: send fewer, larger documents.
 */
export function assertDayHasRoom(
  kind: CountedKind,
  date: string,
  counted: { documents: number; rows: number },
  rows: number,
  field: string,
): void {
  const { maxDocuments, maxRows } = DAY_CAPACITY[kind];
  if (maxDocuments !== undefined && counted.documents + 1 > maxDocuments) {
    throw new ValidationError(
      `${field}: ${date} already holds ${grouped(counted.documents)} ${kind} documents, the most a business day may hold (${grouped(maxDocuments)}, corrections included); send one statement per shift or closing.`,
      { field },
    );
  }
  if (maxRows !== undefined && counted.rows + rows > maxRows) {
    throw new ValidationError(
      `${field} would bring ${date}'s ${kind} rows to ${grouped(counted.rows + rows)}, more than a business day may hold (${grouped(maxRows)}, corrections included).`,
      { field },
    );
  }
}
