/**
 * The 24 back-office routes (docs/backoffice.md): per resource, POST (the record, 201), GET list (a
 * page of records in `<type>_list`), GET {id} (the record) and DELETE {id} (the record, deleted).
 */
import {
  BACKOFFICE_ANSWERS,
  backofficeListMeta,
  countItemRecord,
  purchaseLineRecord,
  recipeIngredientRecord,
} from '../domain/responses/backoffice.ts';
import {
  BACKOFFICE_DATED,
  BACKOFFICE_SCHEMAS,
  type BackofficeResource,
  backofficeListQuery,
  backofficeRecordParams,
  datedBackofficeListQuery,
} from '../domain/schemas/backoffice.ts';
import { requestDocument } from './documents.ts';
import type { RouteContract } from './route-contract.ts';
import type { RouteId } from './routes.ts';

/** The four routes of one resource. */
function contractOf<R extends BackofficeResource>(resource: R) {
  const answers = BACKOFFICE_ANSWERS[resource];
  const { type, attributes } = BACKOFFICE_SCHEMAS[resource];
  const body = requestDocument(type, attributes);
  return {
    body,
    create: { attributes: answers.record, id: true, body },
    list: {
      attributes: answers.list,
      meta: backofficeListMeta,
      query: BACKOFFICE_DATED[resource] ? datedBackofficeListQuery : backofficeListQuery,
    },
    get: { attributes: answers.record, id: true, params: backofficeRecordParams },
    delete: { attributes: answers.deleted, id: true, params: backofficeRecordParams },
  } as const satisfies Record<'create' | 'list' | 'get' | 'delete', RouteContract> & { body: unknown };
}

const suppliers = contractOf('suppliers');
const purchases = contractOf('purchases');
const expenses = contractOf('expenses');
const payroll = contractOf('payroll');
const inventoryCounts = contractOf('inventory-counts');
const recipes = contractOf('recipes');

export const BACKOFFICE_CONTRACT = {
  'backoffice-suppliers-create': suppliers.create,
  'backoffice-suppliers-list': suppliers.list,
  'backoffice-suppliers-get': suppliers.get,
  'backoffice-suppliers-delete': suppliers.delete,
  'backoffice-purchases-create': purchases.create,
  'backoffice-purchases-list': purchases.list,
  'backoffice-purchases-get': purchases.get,
  'backoffice-purchases-delete': purchases.delete,
  'backoffice-expenses-create': expenses.create,
  'backoffice-expenses-list': expenses.list,
  'backoffice-expenses-get': expenses.get,
  'backoffice-expenses-delete': expenses.delete,
  'backoffice-payroll-create': payroll.create,
  'backoffice-payroll-list': payroll.list,
  'backoffice-payroll-get': payroll.get,
  'backoffice-payroll-delete': payroll.delete,
  'backoffice-inventory-counts-create': inventoryCounts.create,
  'backoffice-inventory-counts-list': inventoryCounts.list,
  'backoffice-inventory-counts-get': inventoryCounts.get,
  'backoffice-inventory-counts-delete': inventoryCounts.delete,
  'backoffice-recipes-create': recipes.create,
  'backoffice-recipes-list': recipes.list,
  'backoffice-recipes-get': recipes.get,
  'backoffice-recipes-delete': recipes.delete,
} satisfies Partial<Record<RouteId, RouteContract>>;

/**
 * The named schemas of the document: each resource's record, list page and deleted record. The POST
 * documents stay inline: their `branch_identifier` (shared/domain/schemas/common.ts `uuid`) lowercases
 * with a transform, which zod-openapi can render in a request but not as a component.
 */
/** @public Read by name: scripts/openapi-options.ts registers every `*_COMPONENTS` map. */
export const BACKOFFICE_COMPONENTS = {
  SupplierRecord: suppliers.get.attributes,
  SupplierList: suppliers.list.attributes,
  SupplierDeleted: suppliers.delete.attributes,
  PurchaseRecord: purchases.get.attributes,
  PurchaseLineRecord: purchaseLineRecord,
  PurchaseList: purchases.list.attributes,
  PurchaseDeleted: purchases.delete.attributes,
  ExpenseRecord: expenses.get.attributes,
  ExpenseList: expenses.list.attributes,
  ExpenseDeleted: expenses.delete.attributes,
  PayrollRecord: payroll.get.attributes,
  PayrollList: payroll.list.attributes,
  PayrollDeleted: payroll.delete.attributes,
  InventoryCountRecord: inventoryCounts.get.attributes,
  InventoryCountItemRecord: countItemRecord,
  InventoryCountList: inventoryCounts.list.attributes,
  InventoryCountDeleted: inventoryCounts.delete.attributes,
  RecipeRecord: recipes.get.attributes,
  RecipeIngredientRecord: recipeIngredientRecord,
  RecipeList: recipes.list.attributes,
  RecipeDeleted: recipes.delete.attributes,
  BackofficeListMeta: backofficeListMeta,
};
