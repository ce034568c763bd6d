/**
 * What a sales change adds where the period and its baseline opened a different number of days
 * (docs/figures.md, "Days without a corte Z"): their totals differ by those days too, so each one's
 * sales per open day are compared as well, by the rule the assistant says it with
 * (analytics/sales.ts `perOpenDay`).
 */
import type { BodyOf } from '../../../../shared/contract/schemas.ts';
import { perOpenDay } from '../../../../shared/domain/analytics/sales.ts';
import { salesDaysSentence } from '../../../../shared/domain/costs/coverage.ts';
import { formatChange, formatMoney } from './format.ts';
import { daysBetween } from './period.ts';

type Summary = BodyOf<'intelligence-sales-summary'>;

/** "6 de 7 días": a summary's days with a corte Z and sales, of its period's days. */
const openDays = ({ data: { meta } }: Summary) =>
  `${meta.days_with_sales} de ${daysBetween(meta.period.from, meta.period.to)} días`;

const openDaysTotal = ({ data }: Summary) => ({
  total: data.attributes.total_sales_cents,
  days_with_sales: data.meta.days_with_sales,
});

/**
 * ". Solo 6 de 7 días tienen corte Z con venta, contra 7 de 7 días: por día abierto, −4 %
 * ($50,989.42 contra $53,096.71)", to follow the change of the total; '' where both opened as many
 * days (since 2026-12-07; before, a corte Z not yet sent read as a drop and nothing said so).
 */
export function openDaysNote(summary: Summary, base: Summary): string {
  const daily = perOpenDay(openDaysTotal(summary), openDaysTotal(base));
  if (daily === null || daily.pct_change === null) return '';
  const opened = summary.data.meta.days_with_sales;
  const few = opened < base.data.meta.days_with_sales ? 'Solo ' : '';
  const verb = opened === 1 ? 'tiene' : 'tienen';
  return `. ${few}${openDays(summary)} ${verb} corte Z con venta, contra ${openDays(base)}: por día abierto, ${formatChange(daily.pct_change)} (${formatMoney(daily.now)} contra ${formatMoney(daily.base)})`;
}

/**
 * Costos: "Ventas de 29 de los 30 días (los que tienen corte Z con venta); los costos cuentan los
 * 30." where a day of the period has no corte Z with sales (closed, or its corte not sent): the
 * costs accrue over every day, the sales only over those (costs/coverage.ts `salesDaysSentence`, as
 * the cost alerts say it; since 2026-12-07, before nothing said). Null when every day sold, or
 * none did (the page says that apart).
 */
export const costDaysNote = (meta: { period: { from: string; to: string }; days_with_sales: number }) =>
  salesDaysSentence(meta.days_with_sales, daysBetween(meta.period.from, meta.period.to));
