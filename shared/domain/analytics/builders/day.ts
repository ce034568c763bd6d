import type { DayCubes, DayInput } from '../cubes.ts';
import { buildCashCube, buildPaymentsCube, buildReconciliationCube } from './cash.ts';
import { buildItemsCube } from './items.ts';
import { buildCancellationsCube, buildDiscountsCube } from './losses.ts';
import { buildCategoriesCube, buildEmployeesCube, buildHourlyCube, buildSalesCube } from './sales.ts';

/** All cubes of one business day. Pure: plain data in, plain data out. */
export function buildDayCubes(input: DayInput): DayCubes {
  const { date, timeZone, orders } = input;
  const cash = buildCashCube(
    date,
    input.closings,
    timeZone,
    input.activity ?? [],
    input.previousClosingBalanceCents ?? null,
    input.live ?? null,
  );
  return {
    sales: buildSalesCube(date, input.sales, orders),
    hourly: buildHourlyCube(date, orders, timeZone, input.live ?? null),
    employees: buildEmployeesCube(date, orders, input.live ?? null),
    categories: buildCategoriesCube(date, orders, input.categories ?? []),
    items: buildItemsCube(date, orders, input.catalog, input.categories ?? []),
    payments: buildPaymentsCube(date, input.payments),
    cash,
    reconciliation: buildReconciliationCube(date, cash, input.sales),
    discounts: buildDiscountsCube(date, input.discounts, orders, input.catalog),
    cancellations: buildCancellationsCube(date, input.cancellations),
  };
}
