/**
 * Cancellations and discounts of a period, for the assistant. The spec has no intelligence endpoint
 * for them, so this internal read use case (same query rules and envelope as the endpoints) reads
 * the same day cubes the alerts are computed from: the discounts amount is the alerts' own
 * (`discountsAmountOf`: the discount documents, else the order lines' discount_cents).
 */
import { discountsAmountOf } from '../../domain/analytics/alerts.ts';
import type { CancellationsCube, DiscountsCube } from '../../domain/analytics/cubes.ts';
import { peopleOfPeriod } from '../../domain/analytics/people.ts';
import type { LossesAttributes } from '../../domain/assistant/reads.ts';
import type { Module } from '../../domain/plans.ts';
import type { Deps } from '../deps.ts';
import { latestBuiltAt, readRange, readResult } from '../intelligence/envelope.ts';
import { parseIntelligenceQuery } from '../intelligence/query.ts';
import type { RouteRequest } from '../request.ts';

/** The plan module of this read: the cubes it reads are the sales module's. */
export const LOSSES_MODULE: Module = 'sales';

export async function getCancellationsAndDiscounts(deps: Deps, request: RouteRequest) {
  const { branchId, range, timeZone } = parseIntelligenceQuery(request);
  const [discounts, cancellations] = await Promise.all([
    readRange<DiscountsCube>(deps, branchId, 'discounts', range),
    readRange<CancellationsCube>(deps, branchId, 'cancellations', range),
  ]);
  const attributes: LossesAttributes = {
    cancellations_count: cancellations.reduce((sum, cube) => sum + cube.data.count, 0),
    cancellations_cents: cancellations.reduce((sum, cube) => sum + cube.data.total_cents, 0),
    discounts_count: discounts.reduce((sum, cube) => sum + cube.data.count, 0),
    discounts_cents: discounts.reduce((sum, cube) => sum + discountsAmountOf(cube.data), 0),
    ...courtesiesOf(discounts.map((cube) => cube.data)),
    cancellations_by_person: peopleOfPeriod(cancellations.map((cube) => cube.data)),
    discounts_by_person: peopleOfPeriod(discounts.map((cube) => cube.data)),
  };
  return readResult(
    attributes,
    { range, branchId, timeZone, snapshotDate: latestBuiltAt(discounts, cancellations) },
    {},
  );
}

/** The discounts of type courtesy over the days: their count and amount, from each day's by_type. */
function courtesiesOf(
  cubes: readonly DiscountsCube[],
): Pick<LossesAttributes, 'courtesies_count' | 'courtesies_cents'> {
  const rows = cubes.flatMap((cube) => cube.by_type.filter((row) => row.key === 'courtesy'));
  return {
    courtesies_count: rows.reduce((sum, row) => sum + row.count, 0),
    courtesies_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
  };
}
