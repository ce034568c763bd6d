/**
 * GET /api/v1/intelligence/inventory/suggestions?days_ahead=1..60 (default 7): what to buy, by
 * supplier, as of the range's end (`period=today`: the first day still to come, today in the
 * branch's time zone or tomorrow once its corte Z is in).
 * Five Queries: counts and purchases of the last 120 days, recipes, items cubes of the last 28 days,
 * the stored forecast's days from today (its item quantities are the usage when there is one).
 */
import { firstDayToCome } from '../../domain/business-day.ts';
import { USAGE_WINDOW_DAYS, usageWindow } from '../../domain/costs/suggestions.ts';
import { forecastUsage } from '../../domain/forecast-reads/usage.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import { daysAheadQuery } from '../../domain/schemas/intelligence.ts';
import { readSnapshotMarker } from '../../storage/snapshot-store.ts';
import { readInventoryInputs } from '../backoffice/cost-inputs.ts';
import { suggestionsFrom } from '../backoffice/inventory-events.ts';
import type { Deps } from '../deps.ts';
import type { RouteRequest } from '../request.ts';
import { inBranchTime, latestBuiltAt, readResult } from './envelope.ts';
import { parseIntelligenceQuery } from './query.ts';

export async function getInventorySuggestions(deps: Deps, request: RouteRequest) {
  // The spec's query rules hold here too (branch_identifier, dates or period); the suggestions are
  // as of the range's end (period=today: the first day still to come, `firstToCome`).
  const { range } = parseIntelligenceQuery(request);
  const { days_ahead } = parseQuery(request.query, daysAheadQuery);
  const branchId = request.branch.branch_identifier;
  const today = request.query.period === 'today' ? await firstToCome(deps, branchId, range.to) : range.to;
  const inputs = await readInventoryInputs(deps, branchId, today);
  const suggestions = suggestionsFrom(inputs, today, days_ahead);
  const window = usageWindow(today);
  return readResult(
    {
      generated_at: inBranchTime(request.now.toISOString(), request.branch.timezone),
      days_ahead,
      by_supplier: suggestions.by_supplier,
      total_suggested_cents: suggestions.total_suggested_cents,
    },
    {
      range: { from: window.from, to: today },
      branchId,
      timeZone: request.branch.timezone,
      snapshotDate: latestBuiltAt(inputs.items),
    },
    {
      as_of: today,
      count_date: suggestions.count_date,
      low_stock: suggestions.low_stock,
      missing: suggestions.count_date === null ? ['inventory_counts' as const] : [],
      ...usageMeta(forecastUsage(inputs.forecast, today, days_ahead)),
    },
  );
}

/**
 * `period=today` looks ahead from the first day still to come: tomorrow once today's corte Z is in
 * (its snapshot marker, one GetItem), since today's use is then over (business-day.ts).
 */
async function firstToCome(deps: Deps, branchId: string, today: string): Promise<string> {
  const marker = await readSnapshotMarker(deps, branchId, today);
  return firstDayToCome(today, marker !== undefined);
}

/** Where the recipes' usage came from (the forecast when one is stored for today). */
function usageMeta(forecast: ReturnType<typeof forecastUsage>) {
  return forecast === null
    ? { usage_from: 'sales_28_days' as const, usage_days: USAGE_WINDOW_DAYS }
    : { usage_from: 'forecast' as const, usage_days: forecast.days };
}
