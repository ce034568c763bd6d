/**
 * POST /api/v1/backoffice/<resource>: a record validated against its schema
 * (shared/domain/schemas/backoffice.ts), stored with its pointer, its organization and alert
 * changes and an audit entry in one transaction; inventory events and cost alerts after the commit.
 * Apart from ./records.ts so that only the six create functions build the record schemas.
 */

import type { EventPorts } from '../../adapters/events.ts';
import type { CountRecord, PurchaseRecord } from '../../domain/costs/records.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { BackofficeRecordOf } from '../../domain/responses/backoffice.ts';
import type { Resource } from '../../domain/results.ts';
import {
  BACKOFFICE_SCHEMAS,
  type BackofficeResource,
  type PurchaseAttributes,
  type RecipeAttributes,
} from '../../domain/schemas/backoffice.ts';
import { alertRevisionBump } from '../../storage/alert-cache-store.ts';
import {
  type BackofficeRecord,
  pointerDelete,
  type RecordPlacement,
  readNamedRecord,
  readRecordById,
  recordWrites,
} from '../../storage/backoffice-store.ts';
import type { TransactItem } from '../../storage/db.ts';
import {
  isOrganizationRecordResource,
  organizationRecordChange,
} from '../../storage/organization-record-store.ts';
import { auditPut } from '../audit.ts';
import type { Deps } from '../deps.ts';
import { parseIngest } from '../ingest/common.ts';
import type { IngestPlan, IngestRequest } from '../request.ts';
import { asCount } from './cost-inputs.ts';
import { type InventoryChange, publishInventoryEvents } from './inventory-events.ts';
import {
  alertChangeOf,
  announceCostAlertsOf,
  asResource,
  eventsOf,
  organizationOf,
  recipeItemKey,
  refreshOrganizationMonthOf,
  withoutBranch,
} from './records.ts';

interface Planned {
  record: BackofficeRecord;
  placement: RecordPlacement;
  extraWrites: TransactItem[];
  change?: InventoryChange;
}

async function planRecord(
  deps: Deps,
  request: IngestRequest,
  resource: BackofficeResource,
  attributes: Record<string, unknown>,
  base: { id: string; created_at: string },
): Promise<Planned> {
  const branchId = request.branch.branch_identifier;
  const fields = withoutBranch(attributes);
  switch (resource) {
    case 'purchases': {
      const purchase = attributes as PurchaseAttributes;
      let supplierName = purchase.supplier_name;
      if (purchase.supplier_id !== undefined) {
        const supplier = await readRecordById(deps, branchId, 'suppliers', purchase.supplier_id);
        if (!supplier) {
          throw new ValidationError('data.attributes.supplier_id is not a supplier of this branch.', {
            field: 'data.attributes.supplier_id',
            receivedValue: purchase.supplier_id,
          });
        }
        supplierName = supplier.name as string;
      }
      const record = {
        ...base,
        ...fields,
        supplier_name: supplierName,
        total_cents: purchase.lines.reduce((sum, line) => sum + line.total_cents, 0),
      };
      return {
        record,
        placement: { date: purchase.date },
        extraWrites: [],
        change: { kind: 'add-purchase', purchase: record as unknown as PurchaseRecord },
      };
    }
    case 'inventory-counts': {
      const record = { ...base, ...fields };
      const count: CountRecord = asCount(record);
      return {
        record,
        placement: { date: attributes.date as string },
        extraWrites: [],
        change: { kind: 'add-count', count },
      };
    }
    case 'recipes': {
      const name = recipeItemKey(attributes as RecipeAttributes);
      const replaced = await readNamedRecord(deps, branchId, 'recipes', name);
      return {
        record: { ...base, ...fields },
        placement: { name },
        extraWrites: replaced ? [pointerDelete(deps, branchId, 'recipes', replaced.id)] : [],
      };
    }
    case 'suppliers':
      return { record: { ...base, ...fields }, placement: { name: base.id }, extraWrites: [] };
    case 'payroll':
      return {
        record: { ...base, ...fields },
        placement: { date: attributes.period_from as string },
        extraWrites: [],
      };
    case 'expenses':
      return {
        record: { ...base, ...fields },
        placement: { date: attributes.date as string },
        extraWrites: [],
      };
  }
}

/** POST /api/v1/backoffice/<resource>: 201 with the stored record; replays answer 200 with the same body. */
export function createRecord<R extends BackofficeResource>(resource: R) {
  const { type, attributes: schema } = BACKOFFICE_SCHEMAS[resource];
  return async (
    deps: Deps & Partial<EventPorts>,
    request: IngestRequest,
  ): Promise<IngestPlan<Resource<BackofficeRecordOf<R>>>> => {
    const { attributes } = parseIngest(request, type, schema);
    const base = { id: deps.newId(), created_at: request.now.toISOString() };
    const branchId = request.branch.branch_identifier;
    const [planned, organizationId] = await Promise.all([
      planRecord(deps, request, resource, attributes as Record<string, unknown>, base),
      organizationOf(deps, resource, branchId),
    ]);
    const events = await eventsOf(deps, request, planned.change);
    return {
      result: asResource(resource, planned.record, request.branch.timezone),
      writes: [
        ...recordWrites(deps, branchId, resource, planned.record, planned.placement),
        ...(isOrganizationRecordResource(resource)
          ? organizationRecordChange(deps, organizationId, branchId, resource, planned.record)
          : []),
        ...alertRevisionBump(deps, branchId, alertChangeOf(resource, planned.record)),
        ...planned.extraWrites,
        auditPut(deps, request, {
          event: 'backoffice.record_created',
          refType: resource,
          refId: planned.record.id,
          detail: { resource, id: planned.record.id, record: planned.record },
        }),
      ],
      afterCommit: async () => {
        await refreshOrganizationMonthOf(deps, organizationId, branchId, resource, planned.record);
        await publishInventoryEvents(deps, events);
        await announceCostAlertsOf(deps, request, resource, planned.record, events);
      },
    };
  };
}
