/**
 * Last month's P&L (November 2026, 30 days) as the break-even reads it, for the tests of the
 * doors that set a figure against it (break-even.ts, forecast-break-even.ts, weekday-opening.ts),
 * with its fixed costs and its point computed from it.
 */
export const NOVEMBER_PNL = {
  ventas: { total_net_sales_cents: 120_000_000 },
  costo_de_ventas: { total_cogs_cents: 36_000_000 },
  utilidad_bruta: { gross_profit_cents: 84_000_000, gross_margin_pct: 70 },
  gastos_operativos: { total_opex_cents: 61_000_000 },
  ebitda: { ebitda_cents: 23_000_000 },
  utilidad_neta: { depreciation_cents: 2_500_000, interest_cents: 700_000, taxes_cents: 4_000_000 },
};

/** Operating expenses (payroll included), depreciation and interest. */
export const NOVEMBER_FIXED_CENTS = 61_000_000 + 2_500_000 + 700_000;

/** The sales that cover them: fixed × sales / gross profit, rounded half up in whole cents. */
export const NOVEMBER_POINT_CENTS = Number(
  (2n * BigInt(NOVEMBER_FIXED_CENTS) * 120_000_000n + 84_000_000n) / (2n * 84_000_000n),
);
