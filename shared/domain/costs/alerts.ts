/**
 * Cost alerts: food_cost_high, bar_cost_high and labor_cost_high over the ALERT_WINDOW_DAYS days
 * ending on each closed day (a day with a sales cube) and over the month to date, and low_stock per
 * ingredient under its minimum at the latest count. They are computed when /intelligence/alerts is
 * read, by `costPeriod` of the window the message names (what Costos shows for those days), so a
 * purchase captured (or deleted) days later is reflected at once and no stored alert goes stale.
 */
import type { Alert, CostAlertType } from '../analytics/alerts.ts';
import { formatDate, formatPct } from '../analytics/format.ts';
import type { DateRange } from '../analytics/period.ts';
import { soldDays } from '../analytics/sales.ts';
import { BENCHMARKS } from '../benchmarks.ts';
import { COUNTS_READ_BEFORE_DAYS, MAX_COUNT_GAP_DAYS, salesWindows } from './accrual.ts';
import { ALERT_WINDOW_DAYS, dayAlertWindow } from './alert-window.ts';
import { salesDaysSentence } from './coverage.ts';

export { ALERT_WINDOW_DAYS, dayAlertWindow };

import { type CategorySales, costPeriod } from './pnl.ts';
import {
  addDays,
  byDateThenId,
  type CountRecord,
  daysBetweenInclusive,
  endOfMonth,
  type PayrollRecord,
  type PurchaseRecord,
  startOfMonth,
} from './records.ts';
import { formatQuantity, lowStockAt } from './suggestions.ts';

export interface CostAlertInput {
  range: DateRange;
  /**
   * The branch's business day: a month still under way at it is judged to its last built day,
   * since a day without its corte Z has costs and no sales yet.
   */
  today: string;
  /**
   * Day sales (one per built day, with its build time) of every window the alerts judge and of the
   * counted intervals that reach outside them (`costAlertSalesRange`).
   */
  sales: ReadonlyArray<{ date: string; data: CategorySales; built_at: string }>;
  /** Purchases of COST_RECORD_WINDOWS.purchases of the windows. */
  purchases: readonly PurchaseRecord[];
  payroll: readonly PayrollRecord[];
  /** Counts of COST_RECORD_WINDOWS['inventory-counts'] of the windows. */
  counts: readonly CountRecord[];
}

/** The days the alerts of `range` judge: from the first day's window (or its month's 1st). */
export function costAlertDays(range: DateRange): DateRange {
  const first = dayAlertWindow(range.from).from;
  const month = startOfMonth(range.from);
  return { from: first < month ? first : month, to: range.to };
}

/** The days whose sales the alerts of `range` read: their windows and the counted intervals met. */
export function costAlertSalesRange(range: DateRange, counts: readonly CountRecord[]): DateRange {
  const days = costAlertDays(range);
  const windows = salesWindows(days, counts);
  return {
    from: windows.reduce((min, window) => (window.from < min ? window.from : min), days.from),
    to: windows.reduce((max, window) => (window.to > max ? window.to : max), days.to),
  };
}

const RULES: ReadonlyArray<{
  type: CostAlertType;
  kpi: 'food_cost_pct' | 'bar_cost_pct' | 'labor_cost_pct';
  what: string;
  action: string;
}> = [
  {
    type: 'food_cost_high',
    kpi: 'food_cost_pct',
    what: 'El costo de alimentos',
    action:
      'Revisa precios de compra, mermas y porciones; compara el costo real contra el teórico de las recetas.',
  },
  {
    type: 'bar_cost_high',
    kpi: 'bar_cost_pct',
    what: 'El costo de barra',
    action: 'Revisa el servicio de tragos (medidas), cortesías y el inventario de botellas.',
  },
  {
    type: 'labor_cost_high',
    kpi: 'labor_cost_pct',
    what: 'El costo de nómina',
    action: 'Ajusta turnos y horas a la afluencia real; revisa horas extra.',
  },
];

/** The months touched by a range: [1st, min(end of month, range.to)], in order. */
export function monthsToDate(range: DateRange): DateRange[] {
  const windows: DateRange[] = [];
  for (let first = startOfMonth(range.from); first <= range.to; first = addDays(endOfMonth(first), 1)) {
    const end = endOfMonth(first);
    windows.push({ from: first, to: end < range.to ? end : range.to });
  }
  return windows;
}

/**
 * `costPeriod` of one window from the alerts' inputs: its days' sales, the sales of the counted
 * intervals that reach outside it, and the records near it (the windows the reads use).
 */
export function costOfWindow(input: Omit<CostAlertInput, 'range' | 'today'>, window: DateRange) {
  const near = {
    from: addDays(window.from, -COUNTS_READ_BEFORE_DAYS),
    to: addDays(window.to, MAX_COUNT_GAP_DAYS),
  };
  const counts = input.counts.filter((count) => count.date >= near.from && count.date <= near.to);
  const salesIn = (days: DateRange) =>
    input.sales.filter((cube) => cube.date >= days.from && cube.date <= days.to).map((cube) => cube.data);
  return costPeriod({
    range: window,
    sales: salesIn(window),
    window_sales: salesWindows(window, counts).map((days) => ({ range: days, sales: salesIn(days) })),
    expenses: [],
    purchases: input.purchases.filter((purchase) => purchase.date >= near.from && purchase.date <= near.to),
    payroll: input.payroll,
    counts,
  });
}

/**
 * " Ventas de 6 de los 7 días (…); los costos cuentan los 7." after the message of a window with a
 * day that did not sell, as Costos says it (analytics/sales.ts `soldDays`; since 2026-12-07); ''
 * otherwise.
 */
function soldDaysOf(input: Pick<CostAlertInput, 'sales'>, window: DateRange): string {
  const inWindow = input.sales.filter((cube) => cube.date >= window.from && cube.date <= window.to);
  const sold = soldDays(inWindow.map((cube) => cube.data));
  const said = salesDaysSentence(sold, daysBetweenInclusive(window.from, window.to));
  return said === null ? '' : ` ${said}`;
}

export function costAlerts(input: CostAlertInput): Alert[] {
  const alerts: Alert[] = [];
  const raise = (window: DateRange, scope: 'day' | 'mtd', builtAt: string) => {
    const figures = costOfWindow(input, window);
    for (const rule of RULES) {
      const ratio = figures.ratios[rule.kpi];
      if ((ratio.status !== 'yellow' && ratio.status !== 'red') || ratio.value === null) continue;
      const span = window.from === window.to ? 'el ' : `del ${formatDate(window.from)} al `;
      const when =
        scope === 'day'
          ? `en los ${ALERT_WINDOW_DAYS} días del ${formatDate(window.from)} al ${formatDate(window.to)}`
          : `${span}${formatDate(window.to)} (mes a la fecha)`;
      alerts.push({
        id: scope === 'day' ? `${window.to}:${rule.type}` : `${window.to}:${rule.type}:mtd`,
        severity: ratio.status,
        type: rule.type,
        // Its window in the title: a day's 7-day alert and the month's can stand side by side.
        title:
          `${rule.what.replace(/^El /, '')} alto ${scope === 'day' ? `(${ALERT_WINDOW_DAYS} días)` : '(mes a la fecha)'}`.replace(
            /^c/,
            'C',
          ),
        message:
          `${rule.what} ${when} fue ${formatPct(ratio.value)} ` +
          `(lo sano es menos de ${BENCHMARKS[rule.kpi].green}%; arriba de ${BENCHMARKS[rule.kpi].red}% es rojo).` +
          soldDaysOf(input, window),
        action: rule.action,
        created_at: builtAt,
      });
    }
  };
  for (const cube of input.sales) {
    if (cube.date < input.range.from || cube.date > input.range.to) continue;
    raise(dayAlertWindow(cube.date), 'day', cube.built_at);
  }
  for (const month of monthsToDate(input.range)) {
    const days = input.sales.filter((cube) => cube.date >= month.from && cube.date <= month.to);
    const built = days
      .map((cube) => cube.built_at)
      .sort()
      .at(-1);
    const lastBuilt = days
      .map((cube) => cube.date)
      .sort()
      .at(-1);
    if (built === undefined || lastBuilt === undefined) continue;
    // A month under way is judged to date: to its last built day (since 2026-12-07).
    raise({ from: month.from, to: month.to >= input.today ? lastBuilt : month.to }, 'mtd', built);
  }

  const latest = [...input.counts]
    .filter((count) => count.date <= input.range.to)
    .sort(byDateThenId)
    .at(-1);
  for (const item of lowStockAt(latest ?? null)) {
    alerts.push({
      id: `${latest!.date}:low_stock:${item.ingredient}|${item.unit}`,
      severity: 'yellow',
      type: 'low_stock',
      title: `Inventario bajo: ${item.ingredient}`,
      message:
        `En el conteo del ${formatDate(latest!.date)} quedaban ${formatQuantity(item.on_hand)} ${item.unit} de ` +
        `${item.ingredient}; el mínimo es ${formatQuantity(item.minimum)} ${item.unit}.`,
      action: `Pide ${item.ingredient}${item.supplier_name ? ` a ${item.supplier_name}` : ''}; revisa las sugerencias de compra.`,
      created_at: latest!.recorded_at,
    });
  }
  return alerts;
}

/**
 * What a cost alert's announcement is keyed by (shared/use-cases/alerts/announce.ts), from the id
 * costAlerts gives it: a day's alert is announced once per day, a month-to-date alert once per
 * month (its id moves with the month's last built day; the crossing does not), a low_stock alert
 * once per count and ingredient.
 */
export function costAlertAnnouncement(alert: Pick<Alert, 'id' | 'type'>): {
  date: string;
  period: string;
  discriminator: string;
} {
  const date = alert.id.slice(0, 10);
  if (alert.type === 'low_stock') {
    return { date, period: date, discriminator: alert.id.slice(`${date}:low_stock:`.length) };
  }
  if (alert.id.endsWith(':mtd')) return { date, period: date.slice(0, 7), discriminator: 'mtd' };
  return { date, period: date, discriminator: '' };
}

/**
 * The dates a back-office record or a closed day can change the cost alerts of: from its date (or
 * period start) through the end of the month of its last date, but not past `today` (no sales
 * after it) and never before `from`. The month-to-date alerts of those months end there.
 */
export function costAlertWindow(from: string, through: string, today: string): DateRange {
  const monthEnd = endOfMonth(through > from ? through : from);
  const to = monthEnd < today ? monthEnd : today;
  return { from, to: to > from ? to : from };
}
