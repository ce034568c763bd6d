/**
 * Cost alerts: food_cost_high, bar_cost_high and labor_cost_high per closed day (a day with a sales
 * cube) and over the month to date, and low_stock per ingredient under its minimum at the latest
 * count. They are computed when /intelligence/alerts is read, from the same figures as the P&L, so a
 * purchase captured (or deleted) days later is reflected at once and no stored alert goes stale.
 */
import type { Alert, CostAlertType } from '../analytics/alerts.ts';
import { formatDate, formatPct } from '../analytics/format.ts';
import type { DateRange } from '../analytics/period.ts';
import { BENCHMARKS } from '../benchmarks.ts';
import { PURCHASE_COVER_DAYS } from './coverage.ts';
import { type CategorySales, costPeriod, RATIO_MIN_DAYS, ratioReadRange } from './pnl.ts';
import {
  addDays,
  byDateThenId,
  type CountRecord,
  endOfMonth,
  type PayrollRecord,
  type PurchaseRecord,
  startOfMonth,
} from './records.ts';
import { formatQuantity, lowStockAt } from './suggestions.ts';

export interface CostAlertInput {
  range: DateRange;
  /**
   * Sales cubes from RATIO_MIN_DAYS − 1 days before the 1st of range.from's month (a day's trailing
   * window) to range.to, with their build time.
   */
  sales: ReadonlyArray<{ date: string; data: CategorySales; built_at: string }>;
  purchases: readonly PurchaseRecord[];
  payroll: readonly PayrollRecord[];
  /** Counts on or before range.to. */
  counts: readonly CountRecord[];
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
 * The inputs a day's figures read, indexed once for a range: the purchases of its trailing window
 * and the PURCHASE_COVER_DAYS − 1 days before (their coverage), the payroll entries whose period
 * meets that window, and the counts `costPeriod` can pick for it (the latest before the day, and the
 * day's own). `costPeriod` of a day on these equals it on all the inputs (unit-tested); a year of
 * days then costs the records once instead of once per day.
 */
export function dayInputsIndex(input: Pick<CostAlertInput, 'range' | 'purchases' | 'payroll' | 'counts'>) {
  const reach = RATIO_MIN_DAYS - 1 + PURCHASE_COVER_DAYS - 1;
  const purchases = new Map<string, PurchaseRecord[]>();
  for (const purchase of input.purchases) listOf(purchases, purchase.date).push(purchase);
  const payroll = new Map<string, PayrollRecord[]>();
  const from = addDays(input.range.from, -(RATIO_MIN_DAYS - 1));
  for (const entry of input.payroll) {
    const first = entry.period_from > from ? entry.period_from : from;
    const last = entry.period_to < input.range.to ? entry.period_to : input.range.to;
    for (let date = first; date <= last; date = addDays(date, 1)) listOf(payroll, date).push(entry);
  }
  const counts = [...input.counts].sort(byDateThenId);
  return (date: string) => {
    // The latest count before the day (the last of the sorted ones dated before it), and the day's.
    let before: CountRecord | undefined;
    const sameDay: CountRecord[] = [];
    for (const count of counts) {
      if (count.date < date) before = count;
      else if (count.date === date) sameDay.push(count);
      else break;
    }
    const dayPurchases: PurchaseRecord[] = [];
    for (let day = addDays(date, -reach); day <= date; day = addDays(day, 1)) {
      dayPurchases.push(...(purchases.get(day) ?? []));
    }
    const entries = new Set<PayrollRecord>();
    for (let day = addDays(date, -(RATIO_MIN_DAYS - 1)); day <= date; day = addDays(day, 1)) {
      for (const entry of payroll.get(day) ?? []) entries.add(entry);
    }
    return {
      purchases: dayPurchases,
      payroll: [...entries],
      counts: before === undefined ? sameDay : [before, ...sameDay],
    };
  };
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (list === undefined) {
    list = [];
    map.set(key, list);
  }
  return list;
}

type DatedSales = CostAlertInput['sales'][number];

export function costAlerts(input: CostAlertInput): Alert[] {
  const alerts: Alert[] = [];
  const salesIn = (window: DateRange) =>
    input.sales.filter((cube) => cube.date >= window.from && cube.date <= window.to);
  const raise = (
    window: DateRange,
    scope: 'day' | 'mtd',
    builtAt: string,
    cubes: readonly DatedSales[],
    records: Pick<CostAlertInput, 'purchases' | 'payroll' | 'counts'>,
  ) => {
    const { purchases, payroll, counts } = records;
    const figures = costPeriod({
      range: window,
      sales: cubes.map((cube) => cube.data),
      trailing_sales: salesIn(ratioReadRange(window)).map((cube) => cube.data),
      expenses: [],
      purchases,
      payroll,
      counts,
    });
    const trailing = figures.ratio_window.from !== window.from;
    for (const rule of RULES) {
      const ratio = figures.ratios[rule.kpi];
      if ((ratio.status !== 'yellow' && ratio.status !== 'red') || ratio.value === null) continue;
      const when = trailing
        ? `en los ${RATIO_MIN_DAYS} días al ${formatDate(window.to)}`
        : scope === 'day'
          ? `el ${formatDate(window.to)}`
          : `del ${formatDate(window.from)} al ${formatDate(window.to)} (mes a la fecha)`;
      alerts.push({
        id: scope === 'day' ? `${window.to}:${rule.type}` : `${window.to}:${rule.type}:mtd`,
        severity: ratio.status,
        type: rule.type,
        title: `${rule.what.replace(/^El /, '')} alto`.replace(/^c/, 'C'),
        message:
          `${rule.what} ${when} fue ${formatPct(ratio.value)} ` +
          `(lo sano es menos de ${BENCHMARKS[rule.kpi].green}%; arriba de ${BENCHMARKS[rule.kpi].red}% es rojo).`,
        action: rule.action,
        created_at: builtAt,
      });
    }
  };
  const dayInputs = dayInputsIndex(input);
  for (const cube of input.sales) {
    if (cube.date < input.range.from || cube.date > input.range.to) continue;
    raise({ from: cube.date, to: cube.date }, 'day', cube.built_at, [cube], dayInputs(cube.date));
  }
  for (const window of monthsToDate(input.range)) {
    const cubes = salesIn(window);
    const built = cubes
      .map((cube) => cube.built_at)
      .sort()
      .at(-1);
    if (built === undefined) continue;
    const { purchases, payroll, counts } = input;
    raise(window, 'mtd', built, cubes, { purchases, payroll, counts });
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
