/**
 * GET /api/v1/intelligence/insights: the daily insights of the range's business dates (one Query on
 * the branch's insight partition), oldest first. Each is the summary the aggregation wrote after the
 * day's zout (shared/use-cases/assistant/insight.ts); a rebuild of a day replaced it.
 */

import { readInsights } from '../../storage/assistant-store.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { inBranchTime, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getInsights(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const insights = await readInsights(deps, branchId, range.from, range.to);
  const latest = insights.reduce<string | null>(
    (max, insight) => (max === null || insight.generated_at > max ? insight.generated_at : max),
    null,
  );
  return readResult(
    {
      insights: insights.map((insight) => ({
        date: insight.date,
        insight_id: insight.insight_id,
        text: insight.text,
        generated_at: inBranchTime(insight.generated_at, timeZone),
      })),
    },
    { range, branchId, timeZone, snapshotDate: latest },
    {},
  );
}
