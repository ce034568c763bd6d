/**
 * The daily insight: 3 to 5 sentences in Mexican Spanish about one closed business day, written from
 * that day's cubes only (and last week's same-weekday sales cube, and the alerts the build raised):
 *
 * 1. sales, against the same weekday of the previous week (the alerts' comparison; % change one
 *    decimal, half away from zero), or that there is nothing to compare with;
 * 2. the most and the least sold item by quantity (ties: higher net sales, then name) — when the POS
 *    sent order lines;
 * 3. the best waiter by net sales — when lines carry waiter_name;
 * 4. the cash variance of the day's zout closings (faltante / sobrante / cuadró), or that the
 *    closings do not report it;
 * 5. the alerts the day's build raised (red first: sales, cash, discounts, cancellations), or that
 *    there were none of those, with where the others are.
 *
 * Deterministic: the same cubes give the same text, so a rebuild that changes nothing does not
 * announce a new insight.
 */
import type { Alert } from '../analytics/alerts.ts';
import type { DayCubes, SalesCube } from '../analytics/cubes.ts';
import { varianceOfRecords } from '../analytics/reconciliation.ts';
import { pctChange } from '../analytics/rounding.ts';
import { count, day, money, pct } from './format.ts';

export interface InsightInput {
  date: string;
  cubes: Pick<DayCubes, 'sales' | 'items' | 'employees' | 'reconciliation'>;
  /** The same weekday of the previous week, when it was closed. */
  lastWeek: SalesCube | null;
  lastWeekDate: string;
  alerts: ReadonlyArray<Pick<Alert, 'type' | 'severity' | 'title'>>;
}

const ALERT_LABEL: Record<string, string> = {
  cash_variance_high: 'diferencia de caja',
  discounts_high: 'descuentos altos',
  cancellations_high: 'cancelaciones altas',
  sales_up: 'ventas arriba',
  sales_down: 'ventas abajo',
};

const SEVERITY_ORDER: Record<string, number> = { red: 0, yellow: 1, blue: 2 };

function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

export function dailyInsight(input: InsightInput): string {
  const { date, cubes } = input;
  const sentences: string[] = [];
  const total = cubes.sales.total_sales_cents;
  const lastWeekTotal = input.lastWeek?.total_sales_cents ?? null;
  const change = pctChange(total, lastWeekTotal);
  const thatDay = day(date, date);
  const sameDay = day(input.lastWeekDate, date);
  if (change === null || lastWeekTotal === null) {
    sentences.push(`El ${thatDay} vendiste ${money(total)} con IVA; no tengo el ${sameDay} para compararlo.`);
  } else {
    const direction =
      change > 0 ? `${pct(change)} más que` : change < 0 ? `${pct(change)} menos que` : 'lo mismo que';
    sentences.push(
      `El ${thatDay} vendiste ${money(total)} con IVA, ${direction} el ${sameDay} (${money(lastWeekTotal)}).`,
    );
  }

  const items = [...cubes.items.items]
    .filter((item) => item.quantity > 0)
    .sort(
      (a, b) =>
        b.quantity - a.quantity ||
        b.net_sales_cents - a.net_sales_cents ||
        a.item_name.localeCompare(b.item_name, 'es'),
    );
  if (items.length > 0) {
    const best = items[0]!;
    const worst = items[items.length - 1]!;
    sentences.push(
      items.length === 1
        ? `Solo se vendió ${best.item_name} (${count(best.quantity)}).`
        : `Lo más vendido fue ${best.item_name} (${count(best.quantity)}) y lo que menos, ${worst.item_name} (${count(worst.quantity)}).`,
    );
  }

  const waiters = [...cubes.employees.employees].sort(
    (a, b) => b.net_sales_cents - a.net_sales_cents || a.name.localeCompare(b.name, 'es'),
  );
  if (waiters.length > 0) {
    sentences.push(`Tu mejor mesero fue ${waiters[0]!.name}, con ${money(waiters[0]!.net_sales_cents)}.`);
  }

  // The variance alone, as the reconciliation read totals it (not the whole read: its payments).
  const variance = varianceOfRecords(cubes.reconciliation.records);
  if (variance === null) sentences.push('El corte no trae la diferencia de caja.');
  else if (variance === 0) sentences.push('La caja cuadró exacto.');
  else sentences.push(`La caja tuvo un ${variance < 0 ? 'faltante' : 'sobrante'} de ${money(variance)}.`);

  const alerts = [...input.alerts].sort(
    (a, b) =>
      (SEVERITY_ORDER[a.severity] ?? 3) - (SEVERITY_ORDER[b.severity] ?? 3) || a.type.localeCompare(b.type),
  );
  // The build's alerts are the day's sales, cash, discounts and cancellations; the cost alerts
  // (computed on read), low stock and the live anomalies are not in it, so the sentence says which
  // (since 2026-12-07; before, "No hay alertas abiertas." beside eight cost and stock alerts).
  if (alerts.length === 0)
    sentences.push(`Ese día no hubo alertas de ventas, caja, descuentos ni cancelaciones${ELSEWHERE}.`);
  else {
    const labels = [...new Set(alerts.map((alert) => ALERT_LABEL[alert.type] ?? alert.title))];
    sentences.push(
      `${alerts.length === 1 ? 'Ese día hubo 1 alerta' : `Ese día hubo ${alerts.length} alertas`}: ${list(labels)}${ELSEWHERE}.`,
    );
  }
  return sentences.join(' ');
}

const ELSEWHERE = '; las de costos, inventario y en vivo las ves en Alertas';
