import { intelligenceSalesByEmployeeCsv } from '#shared/contract/csv-tables.ts';
import { csvRouteFunction } from '#shared/http/csv.ts';
import { getSalesByEmployee } from '#shared/use-cases/intelligence/sales-by-employee.ts';

export const { handler, createHandler } = csvRouteFunction(
  'intelligence-sales-by-employee',
  getSalesByEmployee,
  intelligenceSalesByEmployeeCsv,
);
