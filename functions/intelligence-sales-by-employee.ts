import { readFunction } from '#shared/http/functions.ts';
import { getSalesByEmployee } from '#shared/intelligence/sales-by-employee.ts';

export const { handler, createHandler } = readFunction('intelligence-sales-by-employee', getSalesByEmployee);
