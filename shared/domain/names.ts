/**
 * How names compare across the service: catalog matching at ingest (a category named by an item, a
 * catalog item sent with only a name) and in the analytics (an order line matched to a catalog item
 * by name, one row per product and per waiter whatever the spelling).
 */

/** Names compare trimmed, whitespace-collapsed, case-insensitive, in Unicode NFC; accents count. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A name as shown: NFC, trimmed, inner whitespace collapsed; letter case and accents as sent. */
export function displayName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * The spelling to show for a group of names that normalize alike: the one with the highest count
 * (lines), ties broken by code-point order so the choice never depends on input order.
 */
export function mostFrequentSpelling(counts: Readonly<Record<string, number>>): string {
  let best: [string, number] | undefined;
  for (const [spelling, count] of Object.entries(counts)) {
    if (best === undefined || count > best[1] || (count === best[1] && spelling < best[0])) {
      best = [spelling, count];
    }
  }
  if (best === undefined) throw new RangeError('no spelling to choose from');
  return best[0];
}

/**
 * A text as a search compares it: decomposed (NFD) with the combining marks removed, lower case,
 * whitespace collapsed. "Óscar  PÉREZ" → "oscar perez"; "Peña" → "pena" (a search forgives a
 * missing tilde too). Used by every search over names: the activity log's actor filter and the
 * dashboard's searches.
 */
export function searchFolded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Whether every word of the search is in the text, ignoring accents and case; an empty search matches. */
export function matchesSearch(text: string, search: string): boolean {
  const haystack = searchFolded(text);
  return searchFolded(search)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
