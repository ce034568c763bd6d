/**
 * The back-office capture API (POST / GET list / GET {id} / DELETE {id} under /api/v1/backoffice/*);
 * the POST is in ./record-create.ts, so a read or a delete builds no record schema at import.
 * POST runs through the ingest machinery (X-Idempotency-Key, one transaction with the idempotency
 * record and an audit entry `backoffice.record_created`, replay 200 / 422 key reused); DELETE is a
 * correction, committed together with an audit entry `backoffice.record_deleted` (source `dashboard`). Purchases and counts publish inventory events when they change them.
 */

import type { EventPorts, ServiceEvent } from '../../adapters/events.ts';
import { monthOf, monthsBetween } from '../../domain/analytics/rollups.ts';
import { MAX_COUNT_GAP_DAYS } from '../../domain/costs/accrual.ts';
import { ALERT_WINDOW_DAYS, costAlertWindow } from '../../domain/costs/alerts.ts';
import { addDays } from '../../domain/costs/records.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { normalizeName } from '../../domain/names.ts';
import { parseQuery } from '../../domain/parse-request.ts';
import type {
  BackofficeDeletedOf,
  BackofficeListMeta,
  BackofficeListOf,
  BackofficeRecordOf,
} from '../../domain/responses/backoffice.ts';
import type { Resource } from '../../domain/results.ts';
import type { RecipeAttributes } from '../../domain/schemas/backoffice.ts';
import {
  BACKOFFICE_DATED,
  BACKOFFICE_TYPES,
  type BackofficeResource,
  backofficeListQuery,
  MAX_RECORD_ID_LENGTH,
} from '../../domain/schemas/backoffice-records.ts';
import { type AlertRevisionChange, alertRevisionBump } from '../../storage/alert-cache-store.ts';
import {
  type BackofficeRecord,
  deleteRecord,
  listRecords,
  readRecordById,
} from '../../storage/backoffice-store.ts';
import {
  filedDateOf,
  isOrganizationRecordResource,
  organizationRecordChange,
} from '../../storage/organization-record-store.ts';
import { getBranchOrganizationId } from '../../storage/organization-store.ts';
import { announceCostAlerts } from '../alerts/announce.ts';
import { auditPut } from '../audit.ts';
import type { Deps } from '../deps.ts';
import { inBranchTime } from '../intelligence/envelope.ts';
import { refreshOrganizationCostMonth } from '../pipeline/organization-rollups.ts';
import type { RouteRequest } from '../request.ts';
import { readInventoryInputs } from './cost-inputs.ts';
import {
  applyChange,
  branchToday,
  type InventoryChange,
  inventoryEvents,
  publishInventoryEvents,
  suggestionsFrom,
} from './inventory-events.ts';

const DATED = BACKOFFICE_DATED;

/** The sort key a recipe is stored under: the catalog item it makes (one recipe per item). */
export function recipeItemKey(
  recipe: Pick<RecipeAttributes, 'item_identifier' | 'item_sku' | 'item_name'>,
): string {
  if (recipe.item_identifier) return `ID:${recipe.item_identifier.toLowerCase()}`;
  if (recipe.item_sku?.trim()) return `SKU:${recipe.item_sku.trim()}`;
  return `NAME:${normalizeName(recipe.item_name ?? '')}`;
}

export const withoutBranch = <T extends { branch_identifier?: unknown }>(attributes: T) => {
  const { branch_identifier: _branch, ...rest } = attributes;
  return rest;
};

/**
 * A stored record as the resource it answers: its id apart from its attributes, `created_at` (stored
 * in UTC) with the branch's offset as the spec writes timestamps. The store keeps what the POST
 * validated plus what the service added, which is the resource's record schema
 * (shared/domain/responses/backoffice.ts); the store itself is untyped, hence the assertion here.
 */
export function asResource<R extends BackofficeResource>(
  _resource: R,
  record: BackofficeRecord,
  timeZone: string,
): { id: string; attributes: BackofficeRecordOf<R> } {
  const { id, ...attributes } = record;
  return {
    id,
    attributes: {
      ...attributes,
      created_at: inBranchTime(attributes.created_at, timeZone),
    } as BackofficeRecordOf<R>,
  };
}

/** The inventory events a change causes, computed now, published after the commit. */
export async function eventsOf(deps: Deps, request: RouteRequest, change: InventoryChange | undefined) {
  if (!change) return [];
  const today = branchToday(request.now, request.branch);
  const inputs = await readInventoryInputs(deps, request.branch.branch_identifier, today);
  const before = suggestionsFrom(inputs, today);
  const after = suggestionsFrom(applyChange(inputs, change), today);
  return inventoryEvents(request.branch.branch_identifier, request.now, before, after);
}

/** The cost figures each resource feeds (expenses are not in the cost ratios; see docs/intelligence.md). */
const COST_INPUTS: Partial<Record<BackofficeResource, true>> = {
  purchases: true,
  payroll: true,
  'inventory-counts': true,
};

/** The branch's organization, read consistently, for a resource the organization keeps by month. */
export const organizationOf = (deps: Deps, resource: BackofficeResource, branchId: string) =>
  isOrganizationRecordResource(resource)
    ? getBranchOrganizationId(deps, branchId, { consistent: true })
    : Promise.resolve(undefined);

/**
 * What a record changes of its branch's alerts, for the alert revisions its transaction adds to
 * (shared/storage/alert-cache-store.ts): the months of the days whose alerts a purchase or payroll
 * entry can change (`alertReachOf`), every month for a count (it bounds counted intervals)
 * and for low_stock at any later date. Expenses are no cost alert's input.
 */
export function alertChangeOf(resource: BackofficeResource, record: BackofficeRecord): AlertRevisionChange {
  switch (resource) {
    case 'purchases':
    case 'payroll': {
      const { from, through } = alertReachOf(resource, record);
      return { months: monthsBetween(monthOf(from), monthOf(through)) };
    }
    case 'inventory-counts':
      return { counts: true };
    default:
      return {};
  }
}

/**
 * The days whose cost alerts a purchase, count or payroll entry can change: a payroll entry its
 * period's days and the ALERT_WINDOW_DAYS − 1 after (their windows read it); a purchase or a count
 * also every day of the counted intervals it falls in or bounds (MAX_COUNT_GAP_DAYS either side),
 * whose cost it changes, and a purchase its coverage.
 */
function alertReachOf(resource: BackofficeResource, record: BackofficeRecord) {
  const from = filedDateOf(resource, record);
  if (resource === 'payroll') {
    return { from, through: addDays(String(record.period_to ?? from), ALERT_WINDOW_DAYS - 1) };
  }
  const reach = MAX_COUNT_GAP_DAYS + ALERT_WINDOW_DAYS - 1;
  return { from: addDays(from, -MAX_COUNT_GAP_DAYS), through: addDays(from, reach) };
}

/**
 * After a dated cost record of a branch in an organization is stored or deleted: its month's part
 * of the organization's `costdays` and `costs` months, written again from the branch's records (and its pending
 * marker cleared). Logged, not thrown: the record is stored, and the marker its transaction left
 * makes the organization reads take that month from the branch until a later refresh.
 */
export async function refreshOrganizationMonthOf(
  deps: Deps,
  organizationId: string | undefined,
  branchId: string,
  resource: BackofficeResource,
  record: BackofficeRecord,
): Promise<void> {
  if (organizationId === undefined || !isOrganizationRecordResource(resource)) return;
  const month = filedDateOf(resource, record).slice(0, 7);
  try {
    await refreshOrganizationCostMonth(deps, organizationId, branchId, month);
  } catch (error) {
    deps.logger.error('could not refresh the organization cost month', {
      error,
      organization_id: organizationId,
      month,
    });
  }
}

/**
 * After a purchase, payroll entry or inventory count is stored or deleted: announce the cost alerts
 * it made cross (and the low_stock alerts of the ingredients it put under their minimum), computed as
 * the reads compute them, over the dates it can change. Logged, not thrown: the record is stored.
 */
export async function announceCostAlertsOf(
  deps: Deps & Partial<EventPorts>,
  request: RouteRequest,
  resource: BackofficeResource,
  record: BackofficeRecord,
  events: readonly ServiceEvent[],
): Promise<void> {
  if (!COST_INPUTS[resource]) return;
  if (!deps.events) throw new Error('cost alerts to announce, but this function has no event port');
  const { from, through } = alertReachOf(resource, record);
  const today = branchToday(request.now, request.branch);
  const window = costAlertWindow(from, through, today);
  const newlyLow = events
    .filter((event) => event.event === 'inventory.low_stock')
    .flatMap((event) => event.data.new_items as Array<{ ingredient: string; unit: string }>)
    .map((item) => `${item.ingredient}|${item.unit}`);
  try {
    await announceCostAlerts(
      { ...deps, events: deps.events },
      request.branch,
      window,
      today,
      new Set(newlyLow),
    );
  } catch (error) {
    deps.logger.error('could not announce cost alerts', { error, resource, id: record.id });
  }
}

/**
 * GET /api/v1/backoffice/<resource>?date_from&date_to&limit&cursor. Dated resources require both
 * dates (payroll is listed by period_from); suppliers and recipes list everything. Pages are in date
 * order, then capture order; meta.next_cursor is null on the last page.
 */
export function listRecordsOf<R extends BackofficeResource>(resource: R) {
  const type = BACKOFFICE_TYPES[resource];
  return async (
    deps: Deps,
    request: RouteRequest,
  ): Promise<Resource<BackofficeListOf<R>, BackofficeListMeta>> => {
    const query = parseQuery(request.query, backofficeListQuery);
    let range: { from: string; to: string } | null = null;
    if (DATED[resource]) {
      if (query.date_from === undefined) {
        throw new ValidationError('date_from is required (YYYY-MM-DD).', { field: 'query.date_from' });
      }
      if (query.date_to === undefined) {
        throw new ValidationError('date_to is required (YYYY-MM-DD).', { field: 'query.date_to' });
      }
      if (query.date_to < query.date_from) {
        throw new ValidationError('date_to must not be before date_from.', {
          field: 'query.date_to',
          receivedValue: query.date_to,
        });
      }
      range = { from: query.date_from, to: query.date_to };
    }
    const page = await listRecords(deps, request.branch.branch_identifier, resource, {
      range,
      limit: query.limit,
      cursor: query.cursor,
    });
    const records = page.records.map((record) => ({
      type,
      ...asResource(resource, record, request.branch.timezone),
    }));
    return {
      // TypeScript cannot resolve the generic schema's output here; each route instantiates it.
      attributes: { records } as BackofficeListOf<R>,
      meta: {
        branch_identifier: request.branch.branch_identifier,
        period: range,
        count: page.records.length,
        limit: query.limit,
        next_cursor: page.nextCursor,
      },
    };
  };
}

function recordId(request: RouteRequest): string {
  const id = request.params.id ?? '';
  if (id === '' || id.length > MAX_RECORD_ID_LENGTH) {
    throw new ValidationError('The record id in the path is invalid.', {
      field: 'path.id',
      receivedValue: id,
    });
  }
  return id;
}

/** GET /api/v1/backoffice/<resource>/{id}. */
export function getRecordOf<R extends BackofficeResource>(resource: R) {
  return async (deps: Deps, request: RouteRequest): Promise<Resource<BackofficeRecordOf<R>>> => {
    const id = recordId(request);
    const record = await readRecordById(deps, request.branch.branch_identifier, resource, id);
    if (!record) {
      throw new NotFoundError(`No ${resource} record with id ${id} for this branch.`, {
        field: 'path.id',
        receivedValue: id,
      });
    }
    return asResource(resource, record, request.branch.timezone);
  };
}

/**
 * DELETE /api/v1/backoffice/<resource>/{id}: a correction. The record, its pointer and an activity
 * event (`backoffice.record_deleted`, source `dashboard`) commit in one transaction; 200 with the
 * deleted record. A purchase or a count also re-evaluates the inventory events.
 */
export function deleteRecordOf<R extends BackofficeResource>(resource: R) {
  return async (
    deps: Deps & Partial<EventPorts>,
    request: RouteRequest,
  ): Promise<Resource<BackofficeDeletedOf<R>>> => {
    const id = recordId(request);
    const branchId = request.branch.branch_identifier;
    const change: InventoryChange | undefined =
      resource === 'purchases'
        ? { kind: 'remove-purchase', id }
        : resource === 'inventory-counts'
          ? { kind: 'remove-count', id }
          : undefined;
    const [events, organizationId] = await Promise.all([
      eventsOf(deps, request, change),
      organizationOf(deps, resource, branchId),
    ]);
    const record = await deleteRecord(deps, branchId, resource, id, (deleted) => [
      ...(isOrganizationRecordResource(resource)
        ? organizationRecordChange(deps, organizationId, branchId, resource, deleted)
        : []),
      ...alertRevisionBump(deps, branchId, alertChangeOf(resource, deleted)),
      auditPut(deps, request, {
        event: 'backoffice.record_deleted',
        refType: resource,
        refId: id,
        detail: { resource, id, record: deleted },
      }),
    ]);
    await refreshOrganizationMonthOf(deps, organizationId, branchId, resource, record);
    await publishInventoryEvents(deps, events);
    await announceCostAlertsOf(deps, request, resource, record, events);
    const { attributes } = asResource(resource, record, request.branch.timezone);
    return { id, attributes: { ...attributes, deleted: true } as BackofficeDeletedOf<R> };
  };
}
