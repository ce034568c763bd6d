/**
 * How names compare across the service: catalog matching at ingest (a category named by an item)
 * and in the analytics (an order line matched to a catalog item by name).
 */

/** Names compare trimmed, whitespace-collapsed, case-insensitive, in Unicode NFC; accents count. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
