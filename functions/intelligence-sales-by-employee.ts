import { routeFunction } from '#shared/http/functions.ts';
import { getSalesByEmployee } from '#shared/use-cases/intelligence/sales-by-employee.ts';

export const { handler, createHandler } = routeFunction('intelligence-sales-by-employee', getSalesByEmployee);
