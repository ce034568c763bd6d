/**
 * Alert rules run on a day's cubes after its zout closing, and the /intelligence/alerts summary.
 * Ids are deterministic (`<date>:<type>[:<folio>]`), so rebuilding a day overwrites its alerts
 * instead of duplicating them. Thresholds and their reasons live in ../benchmarks.ts.
 */
import { ALERT_THRESHOLDS, comparePct, statusAgainstRatio } from '../benchmarks.ts';
import type { AnomalyAlertType } from '../live/anomalies.ts';
import { type AlertSeverity, SEVERITY_ORDER } from '../severity.ts';
import type { COST_ALERT_TYPES, DAY_ALERT_TYPES } from '../vocabulary.ts';
import type { DayCubes } from './cubes.ts';
import { describeClosing, formatDate, formatMoney, formatPct } from './format.ts';
import { pctChange, ratioPct } from './rounding.ts';

export type AlertType = (typeof DAY_ALERT_TYPES)[number];
/** Cost alerts, computed when /alerts is read, from the back office (shared/domain/costs/alerts.ts). */
export type CostAlertType = (typeof COST_ALERT_TYPES)[number];

export interface Alert {
  id: string;
  severity: AlertSeverity;
  /** The aggregator's types, the anomaly types raised at activity ingest, or the cost types computed on read. */
  type: AlertType | AnomalyAlertType | CostAlertType;
  title: string;
  message: string;
  action: string;
  created_at: string;
}

export type AlertDayCubes = Pick<DayCubes, 'sales' | 'discounts' | 'cancellations' | 'reconciliation'>;

/**
 * An alert as a day's build raises it: the Alert plus its discriminator, the part of its storage key
 * (keys.alert) that tells apart alerts of one type on one day: the closing's folio for
 * cash_variance_high, '' for the others.
 */
export interface DayAlert extends Alert {
  discriminator: string;
}

/**
 * The identity of an alert: its id `<date>:<type>[:<discriminator>]` and the discriminator the
 * aggregator stores it under. One function gives both, so the id and the stored key always agree.
 */
function identity(
  date: string,
  type: AlertType,
  discriminator = '',
): Pick<DayAlert, 'id' | 'type' | 'discriminator'> {
  return {
    id: discriminator === '' ? `${date}:${type}` : `${date}:${type}:${discriminator}`,
    type,
    discriminator,
  };
}

/**
 * The day's discounts amount: the discount documents' total when any discount document was sent,
 * else the order lines' discount_cents (never both: they describe the same discounts).
 */
export function discountsAmountOf(cube: DayCubes['discounts']): number {
  return cube.count > 0 ? cube.total_cents : cube.lines_discount_cents;
}

/** What every family of day alerts reads: the day, the same weekday of last week, and how both are shown. */
interface DayAlertContext {
  day: AlertDayCubes;
  /** The same weekday of the previous week, or null when it has no cubes. */
  sameWeekdayLastWeek: Pick<DayCubes, 'sales'> | null;
  date: string;
  /** The day as the messages name it. */
  shown: string;
  createdAt: string;
}

/** cash_variance_high: one per zout closing whose variance status is yellow or red. */
function cashVarianceAlerts({ day, date, createdAt }: DayAlertContext): DayAlert[] {
  const alerts: DayAlert[] = [];
  for (const record of day.reconciliation.records) {
    const status = record.variance_status;
    if (
      (status !== 'yellow' && status !== 'red') ||
      record.variance_cents === null ||
      record.variance_pct === null
    ) {
      continue;
    }
    const kind = record.variance_cents < 0 ? 'Faltante' : 'Sobrante';
    // Named by date, shift, register and time, never by its folio (a UUID an owner never sees).
    const closing = describeClosing({ ...record, closing_type: 'zout' });
    const details = closing.details.length === 0 ? '' : ` (${closing.details.join(', ')})`;
    alerts.push({
      ...identity(date, 'cash_variance_high', record.folio),
      severity: status,
      title: `${kind} de caja en el ${closing.short}`,
      message:
        `El ${closing.name}${details} tiene una diferencia de ${formatMoney(record.variance_cents)} ` +
        `(${formatPct(record.variance_pct)} del efectivo esperado).`,
      action:
        'Recuenta el efectivo con el cajero, revisa retiros y cambios no registrados y documenta la diferencia.',
      created_at: createdAt,
    });
  }
  return alerts;
}

/** The losses judged as a share of the sales: discounts and cancellations. */
export type LossShare = 'discounts_high' | 'cancellations_high';

/**
 * An amount as a share of the sales with IVA (amount / sales × 100) and its colour against
 * ALERT_THRESHOLDS[type]: one computation for a day's alert and a period asked of the assistant
 * (assistant/losses-judged.ts); both null without sales.
 */
export function shareOfSales(type: LossShare, amount: number, sales: number | null) {
  return { pct: ratioPct(amount, sales), status: statusAgainstRatio(ALERT_THRESHOLDS[type], amount, sales) };
}

/**
 * An alert on an amount as a share of the day's total sales (shareOfSales): raised when yellow or
 * red; none when the day has no sales.
 */
function shareOfSalesAlert(
  { day, date, createdAt }: DayAlertContext,
  type: LossShare,
  amount: number,
  text: (pct: number) => Pick<DayAlert, 'title' | 'message' | 'action'>,
): DayAlert[] {
  const { pct, status } = shareOfSales(type, amount, day.sales.total_sales_cents);
  if ((status !== 'yellow' && status !== 'red') || pct === null) return [];
  return [{ ...identity(date, type), severity: status, ...text(pct), created_at: createdAt }];
}

/**
 * discounts_high: the day's discounts (discountsAmountOf) as a share of its sales. Discounts the POS
 * sent without an amount that none could be computed for add nothing (docs/computation-rules.md), so
 * the message counts them: the real share may be higher.
 */
function discountsAlerts(context: DayAlertContext): DayAlert[] {
  const discounts = discountsAmountOf(context.day.discounts);
  const unvalued = context.day.discounts.count > 0 ? context.day.discounts.without_amount_count : 0;
  const notSummed =
    unvalued === 0
      ? ''
      : ` ${unvalued === 1 ? '1 descuento llegó' : `${unvalued} descuentos llegaron`} sin monto y sin ` +
        'datos para calcularlo: no están sumados, así que el porcentaje real puede ser mayor.';
  return shareOfSalesAlert(context, 'discounts_high', discounts, (pct) => ({
    title: 'Descuentos altos',
    message:
      `El ${context.shown} los descuentos sumaron ${formatMoney(discounts)}, ${formatPct(pct)} de la venta ` +
      `(lo sano es menos de ${ALERT_THRESHOLDS.discounts_high.green}%).${notSummed}`,
    action: 'Revisa quién aplicó y autorizó los descuentos y cortesías del día y sus motivos.',
  }));
}

/** cancellations_high: the day's cancelled amount as a share of its sales. */
function cancellationsAlerts(context: DayAlertContext): DayAlert[] {
  const { total_cents: cancellations, count } = context.day.cancellations;
  return shareOfSalesAlert(context, 'cancellations_high', cancellations, (pct) => ({
    title: 'Cancelaciones altas',
    message:
      `El ${context.shown} se cancelaron ${formatMoney(cancellations)} en ${count} ` +
      `${count === 1 ? 'cancelación' : 'cancelaciones'}, ${formatPct(pct)} de la venta ` +
      `(lo sano es menos de ${ALERT_THRESHOLDS.cancellations_high.green}%).`,
    action: 'Revisa las cancelaciones por mesero y motivo, y quién las autorizó.',
  }));
}

/**
 * sales_up (blue) at ≥ +20 %, sales_down yellow at ≤ −10 %, red at ≤ −20 %, vs the same weekday of
 * the previous week; no alert unless both days have a zout sales summary and last week's total is
 * above 0.
 */
function salesChangeAlerts({
  day,
  sameWeekdayLastWeek,
  date,
  shown,
  createdAt,
}: DayAlertContext): DayAlert[] {
  // Only days that both have a zout sales summary are compared: a missing summary is not a sale of 0.
  const comparable =
    sameWeekdayLastWeek !== null &&
    day.sales.summaries_count > 0 &&
    sameWeekdayLastWeek.sales.summaries_count > 0;
  if (!comparable) return [];
  const sales = day.sales.total_sales_cents;
  const previous = sameWeekdayLastWeek.sales.total_sales_cents;
  const change = pctChange(sales, previous);
  if (change === null) return [];
  // Thresholds are judged on the exact change (current − previous) / |previous|; `change` is the
  // rounded figure shown in the message.
  const versus = (thresholdPct: number) => comparePct(sales - previous, Math.abs(previous), thresholdPct);
  const compared = `${formatMoney(sales)} contra ${formatMoney(previous)} del mismo día de la semana pasada`;
  if (versus(ALERT_THRESHOLDS.sales_up.blue_at_or_above_pct) >= 0) {
    return [
      {
        ...identity(date, 'sales_up'),
        severity: 'blue',
        title: 'Ventas arriba',
        message: `El ${shown} la venta subió ${formatPct(change)}: ${compared}.`,
        action:
          'Identifica qué la impulsó (evento, promoción, clima) y ajusta personal e inventario si se repite.',
        created_at: createdAt,
      },
    ];
  }
  if (versus(ALERT_THRESHOLDS.sales_down.yellow_at_or_below_pct) <= 0) {
    return [
      {
        ...identity(date, 'sales_down'),
        severity: versus(ALERT_THRESHOLDS.sales_down.red_at_or_below_pct) <= 0 ? 'red' : 'yellow',
        title: 'Ventas abajo',
        message: `El ${shown} la venta bajó ${formatPct(Math.abs(change))}: ${compared}.`,
        action: 'Revisa afluencia, ticket promedio y turnos; ajusta personal y compras de los próximos días.',
        created_at: createdAt,
      },
    ];
  }
  return [];
}

/** The families of day alerts, in the order a day's alerts list them. */
const DAY_ALERT_FAMILIES: readonly ((context: DayAlertContext) => DayAlert[])[] = [
  cashVarianceAlerts,
  discountsAlerts,
  cancellationsAlerts,
  salesChangeAlerts,
];

/**
 * The alerts of a day (and the same weekday of the previous week, or null when it has no cubes): every
 * family's in DAY_ALERT_FAMILIES, whose functions say each rule.
 */
export function alertsForDay(
  day: AlertDayCubes,
  sameWeekdayLastWeek: Pick<DayCubes, 'sales'> | null,
  createdAt: string,
): DayAlert[] {
  const date = day.sales.date;
  const context: DayAlertContext = { day, sameWeekdayLastWeek, date, shown: formatDate(date), createdAt };
  return DAY_ALERT_FAMILIES.flatMap((family) => family(context));
}

export interface AlertsSummaryAttributes {
  total_count: number;
  critical_count: number;
  warning_count: number;
  info_count: number;
  alerts: Alert[];
}

/** Counts by severity (critical = red, warning = yellow, info = blue); alerts red first, newest first. */
export function alertsSummary(alerts: readonly Alert[]): AlertsSummaryAttributes {
  const sorted = [...alerts].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return {
    total_count: sorted.length,
    critical_count: sorted.filter((alert) => alert.severity === 'red').length,
    warning_count: sorted.filter((alert) => alert.severity === 'yellow').length,
    info_count: sorted.filter((alert) => alert.severity === 'blue').length,
    alerts: sorted,
  };
}
