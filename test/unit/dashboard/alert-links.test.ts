/**
 * Which page explains an alert (web/dashboard/src/lib/alert-links.ts): every alert type has one,
 * opened on the alert's own day when its id says it.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_TYPES } from '#shared/domain/responses/intelligence.ts';
import { ALERT_PAGES, alertLink } from '../../../web/dashboard/src/lib/alert-links.ts';
import { PAGES } from '../../../web/dashboard/src/pages/registry.ts';

describe('the page that explains an alert', () => {
  it('names an existing page for every alert type the API sends', () => {
    const paths = new Set(PAGES.map((page) => page.path));
    expect(Object.keys(ALERT_PAGES).sort()).toEqual([...ALERT_TYPES].sort());
    for (const page of Object.values(ALERT_PAGES)) expect(paths.has(page.path)).toBe(true);
  });

  it('opens the alert’s own day, from its id', () => {
    const id = '2026-03-06:cash_variance_high:clo-1';
    const link = alertLink({ type: 'cash_variance_high', id }, new URLSearchParams('periodo=semana-pasada'));
    expect(link).toEqual({ href: '#/caja?desde=2026-03-06&hasta=2026-03-06', label: 'Ver en Caja' });
  });

  it('opens Costos on the window a cost alert judged: the month to date, or the 7 days to its day', () => {
    expect(
      alertLink({ type: 'food_cost_high', id: '2026-03-31:food_cost_high:mtd' }, new URLSearchParams())?.href,
    ).toBe('#/costos?desde=2026-03-01&hasta=2026-03-31');
    expect(
      alertLink({ type: 'labor_cost_high', id: '2026-03-04:labor_cost_high' }, new URLSearchParams())?.href,
    ).toBe('#/costos?desde=2026-02-26&hasta=2026-03-04');
  });

  it('keeps the current period for an alert without an id (today’s live alerts)', () => {
    const link = alertLink({ type: 'sales_down' }, new URLSearchParams('periodo=hoy&forma=x'));
    expect(link?.href).toBe('#/ventas?periodo=hoy');
  });
});
