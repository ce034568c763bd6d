/** The day's capacity check of every counted day document (shared/domain/day-capacity.ts). */
import { assertDayHasRoom, type CountedKind, DAY_CAPACITY } from '../../domain/day-capacity.ts';
import type { DayDocument, DayRoom } from '../../storage/day-store.ts';
import { ingestLogKind, readDayCounts } from '../../storage/ingest-log-store.ts';
import type { Deps } from '../deps.ts';
import type { IngestRequest } from '../request.ts';

/**
 * Refuses a document its day has no room for (day-capacity.ts: what the day's state item counted so
 * far), and says what the state item's update must still find, against concurrent writers.
 */
export async function dayRoomFor(
  deps: Deps,
  request: IngestRequest,
  document: DayDocument,
  rowsMember: string | undefined,
  documentField = 'data.attributes.date',
): Promise<DayRoom> {
  const kind = ingestLogKind(document) as CountedKind;
  const branchId = request.branch.branch_identifier;
  const counted = await readDayCounts(deps, branchId, document.business_date, kind);
  const list =
    rowsMember === undefined ? undefined : (document.attributes as Record<string, unknown>)[rowsMember];
  const rows = Array.isArray(list) ? list.length : 0;
  const field = rowsMember === undefined ? documentField : `data.attributes.${rowsMember}`;
  assertDayHasRoom(kind, document.business_date, counted, rows, field);
  return { rows, ...DAY_CAPACITY[kind] };
}
