/**
 * Which page explains an alert (docs/dashboard.md, "Alertas"): its figures' page, opened on the
 * alert's own day, or for a cost alert on the window it judged (Costos shows the same ratio). An
 * alert's id starts with its business date (`<date>:<type>[:…]`).
 */
import { costAlertWindowOf } from '../../../../shared/domain/costs/alert-window.ts';
import type { ALERT_TYPES } from '../../../../shared/domain/responses/intelligence.ts';

type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_PAGES: Record<AlertType, { path: string; label: string }> = {
  cash_variance_high: { path: 'caja', label: 'Ver en Caja' },
  discounts_high: { path: 'ventas', label: 'Ver en Ventas' },
  cancellations_high: { path: 'bitacora', label: 'Ver en la Bitácora' },
  sales_up: { path: 'ventas', label: 'Ver en Ventas' },
  sales_down: { path: 'ventas', label: 'Ver en Ventas' },
  anomaly_cancellations: { path: 'bitacora', label: 'Ver en la Bitácora' },
  anomaly_price_override: { path: 'bitacora', label: 'Ver en la Bitácora' },
  anomaly_new_login: { path: 'bitacora', label: 'Ver en la Bitácora' },
  void_alert: { path: 'bitacora', label: 'Ver en la Bitácora' },
  food_cost_high: { path: 'costos', label: 'Ver en Costos' },
  bar_cost_high: { path: 'costos', label: 'Ver en Costos' },
  labor_cost_high: { path: 'costos', label: 'Ver en Costos' },
  low_stock: { path: 'compras', label: 'Ver en Compras' },
};

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2}):/;

/**
 * The link to the page that explains the alert: on the alert's day when its id says it (a period
 * page), else with the period of the current address. Null for a type no page explains.
 */
export function alertLink(
  alert: { type: string; id?: string },
  current: URLSearchParams,
): { href: string; label: string } | null {
  const page = ALERT_PAGES[alert.type as AlertType];
  if (!page) return null;
  const date = alert.id ? DATE_PREFIX.exec(alert.id)?.[1] : undefined;
  const params = new URLSearchParams();
  const window = page.path === 'costos' && alert.id ? costAlertWindowOf(alert.id) : null;
  if (window) {
    params.set('desde', window.from);
    params.set('hasta', window.to);
  } else if (date && page.path !== 'compras') {
    params.set('desde', date);
    params.set('hasta', date);
  } else {
    for (const name of ['periodo', 'desde', 'hasta']) {
      const value = current.get(name);
      if (value !== null) params.set(name, value);
    }
  }
  const search = params.toString();
  return { href: `#/${page.path}${search ? `?${search}` : ''}`, label: page.label };
}
